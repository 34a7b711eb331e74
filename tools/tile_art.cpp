// Makes the project's own tile art: one SVG per tile of a manifest, drawn from the manifest
// alone with the same geometry as the in-game painter (src/render/tile_geometry.h).
//   tile_art MANIFEST OUTDIR           write OUTDIR/<name>.svg for every tile
//   tile_art --check MANIFEST OUTDIR   exit 1 if any committed SVG differs from what it makes
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/assets_dir.h"
#include "engine/tile.h"
#include "render/tile_geometry.h"

using namespace carc;
using namespace carc::render;

namespace {

std::string num(float v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f", double(v) * 100.0);
  std::string s = b;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s == "-0" ? "0" : s;
}

std::string pathOf(const Polyline& p, bool closed) {
  std::string d;
  for (size_t i = 0; i < p.size(); ++i) d += (i ? " L" : "M") + num(p[i].x) + " " + num(p[i].y);
  return closed ? d + " Z" : d;
}

struct Look {
  const char *grass0, *grass1, *tuft, *city0, *city1, *wall, *roof, *roofLight, *plaster;
};
const Look kSummer = {"#93c060", "#76a848", "#5f8f3a", "#e6c48c", "#d2a868",
                      "#6e5133", "#a8432c", "#cf6a48", "#f3e8cf"};
const Look kWinter = {"#f4f7fa", "#dfe7ef", "#b9c7d6", "#e9dccb", "#cdb99f",
                      "#6b5a48", "#9a3f2e", "#f4f4f4", "#f7f1e6"};

// A house seen from above: a roof with two slopes (the art is turned with the tile, so nothing
// in it has an "up").
std::string house(float x, float y, float s, const Look& l) {
  std::ostringstream o;
  o << "<rect x=\"" << num(x - s) << "\" y=\"" << num(y - s * 0.7f) << "\" width=\"" << num(s) << "\" height=\""
    << num(s * 1.4f) << "\" fill=\"" << l.roof << "\"/>";
  o << "<rect x=\"" << num(x) << "\" y=\"" << num(y - s * 0.7f) << "\" width=\"" << num(s) << "\" height=\""
    << num(s * 1.4f) << "\" fill=\"" << l.roofLight << "\"/>";
  return o.str();
}

// A free place for a decoration: the middle or a corner, outside cities and away from roads.
Pt freeSpot(const TileGeometry& g) {
  auto inside = [](const Polyline& poly, Pt p) {
    bool in = false;
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
      if (((poly[i].y > p.y) != (poly[j].y > p.y)) &&
          (p.x < (poly[j].x - poly[i].x) * (p.y - poly[i].y) / (poly[j].y - poly[i].y) + poly[i].x))
        in = !in;
    return in;
  };
  auto nearRoad = [&](Pt p) {
    for (const Polyline& r : g.roads)
      for (size_t i = 0; i + 1 < r.size(); ++i)
        for (int k = 0; k <= 8; ++k) {  // along each piece of the road
          float f = float(k) / 8.0f;
          Pt q{r[i].x + (r[i + 1].x - r[i].x) * f, r[i].y + (r[i + 1].y - r[i].y) * f};
          if ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) < 0.018f) return true;
        }
    return false;
  };
  const Pt tries[] = {{0.5f, 0.5f},  {0.76f, 0.76f}, {0.24f, 0.76f}, {0.76f, 0.24f}, {0.24f, 0.24f},
                      {0.5f, 0.78f}, {0.78f, 0.5f},  {0.22f, 0.5f},  {0.5f, 0.22f}};
  for (Pt p : tries) {
    bool centre = p.x == 0.5f && p.y == 0.5f;
    bool ok = !nearRoad(p) && !((g.junctionHouse || g.deadEnd || g.roundabout) && centre);
    for (const CityGeometry& c : g.cities) ok = ok && !inside(c.outline, p);
    if (ok) return p;
  }
  return {0.5f, 0.5f};
}

// Small pictures: the winter animals (no rule effect) and the gingerbread symbol (a rule marker).
std::string decoration(const std::string& what, Pt at) {
  std::ostringstream o;
  o << "<g transform=\"translate(" << num(at.x) << " " << num(at.y) << ")\">";
  if (what == "gingerbread") {
    o << "<circle cx=\"0\" cy=\"-6.5\" r=\"4.2\" fill=\"#b5642c\" stroke=\"#6b3410\" stroke-width=\"0.8\"/>"
      << "<path d=\"M-3 -3 L3 -3 L8.5 -1 L8 2 L3.5 1 L5 9 L1.5 9.5 L0 4 L-1.5 9.5 L-5 9 L-3.5 1 L-8 2 L-8.5 -1 Z\" "
         "fill=\"#b5642c\" stroke=\"#6b3410\" stroke-width=\"0.8\"/>"
      << "<circle cx=\"-1.5\" cy=\"-7\" r=\"0.7\" fill=\"#fff\"/><circle cx=\"1.5\" cy=\"-7\" r=\"0.7\" fill=\"#fff\"/>"
      << "<circle cx=\"0\" cy=\"0\" r=\"0.8\" fill=\"#fff\"/><circle cx=\"0\" cy=\"3\" r=\"0.8\" fill=\"#fff\"/>"
      << "<path d=\"M-6.5 -0.5 L-4.5 -0.5 M4.5 -0.5 L6.5 -0.5\" stroke=\"#fff\" stroke-width=\"0.8\"/>";
  } else if (what == "garden") {
    o << "<rect x=\"-8\" y=\"-6\" width=\"16\" height=\"12\" fill=\"#6a4a2a\" rx=\"1\"/>"
      << "<circle cx=\"-4\" cy=\"-2\" r=\"2\" fill=\"#e04a6a\"/><circle cx=\"1\" cy=\"-3\" r=\"2\" fill=\"#f0d040\"/>"
      << "<circle cx=\"4\" cy=\"2\" r=\"2\" fill=\"#e04a6a\"/><circle cx=\"-2\" cy=\"3\" r=\"2\" fill=\"#9a6ae0\"/>";
  } else if (what == "farm") {
    o << "<rect x=\"-8\" y=\"-5\" width=\"16\" height=\"10\" fill=\"#a8382a\"/><rect x=\"-8\" y=\"-5\" width=\"8\" "
         "height=\"10\" fill=\"#c8503a\"/><rect x=\"-2\" y=\"0\" width=\"4\" height=\"5\" fill=\"#f3e8cf\"/>";
  } else if (what == "watertower") {
    o << "<circle cx=\"0\" cy=\"0\" r=\"7\" fill=\"#8a8a92\" stroke=\"#4a4a52\" stroke-width=\"1\"/><circle cx=\"0\" "
         "cy=\"0\" r=\"4\" fill=\"#5a8ac8\"/>";
  } else if (what == "highwaymen") {
    o << "<circle cx=\"-3\" cy=\"-3\" r=\"2.2\" fill=\"#2a2a2a\"/><path d=\"M-6 4 L-3 -1 L0 4 Z\" fill=\"#2a2a2a\"/>"
      << "<circle cx=\"4\" cy=\"-2\" r=\"2.2\" fill=\"#3a2a4a\"/><path d=\"M1 5 L4 0 L7 5 Z\" fill=\"#3a2a4a\"/>";
  } else if (what == "pigsty") {
    o << "<rect x=\"-9\" y=\"-7\" width=\"18\" height=\"14\" fill=\"none\" stroke=\"#7a5a30\" stroke-width=\"1.2\"/>"
      << "<ellipse cx=\"0\" cy=\"0\" rx=\"5\" ry=\"3.5\" fill=\"#f0a0b0\"/><circle cx=\"5\" cy=\"-1\" r=\"2.2\" "
         "fill=\"#f0a0b0\"/>";
  } else if (what == "stable") {
    o << "<rect x=\"-9\" y=\"-6\" width=\"18\" height=\"12\" fill=\"#7a5030\"/><rect x=\"-9\" y=\"-6\" width=\"9\" "
         "height=\"12\" fill=\"#946640\"/><ellipse cx=\"2\" cy=\"9\" rx=\"4\" ry=\"2.2\" fill=\"#8a8a8a\"/>"
      << "<path d=\"M5 8 L7 5 M6 8 L8 6\" stroke=\"#6a6a6a\" stroke-width=\"1\"/>";
  } else if (what == "fox") {
    o << "<path d=\"M-8 2 Q-2 -4 5 0 L7 -4 L8 1 Q6 5 0 5 Q-5 5 -8 2 Z\" fill=\"#d9702a\"/>"
      << "<path d=\"M-8 2 Q-13 0 -12 5 Q-9 7 -6 4 Z\" fill=\"#d9702a\"/><circle cx=\"-11.6\" cy=\"4.6\" r=\"1.2\" "
         "fill=\"#fff\"/>";
  } else if (what == "deer") {
    o << "<ellipse cx=\"0\" cy=\"2\" rx=\"7\" ry=\"3.5\" fill=\"#8a5a32\"/><circle cx=\"7\" cy=\"-2\" r=\"2.4\" "
         "fill=\"#8a5a32\"/><path d=\"M6 -4 L4 -9 M4 -7 L2 -8 M8 -4 L10 -9 M10 -7 L12 -8\" stroke=\"#5a3a1e\" "
         "stroke-width=\"0.9\" fill=\"none\"/><path d=\"M-5 5 L-5 9 M5 5 L5 9\" stroke=\"#5a3a1e\" "
         "stroke-width=\"1.2\"/>";
  } else if (what == "hare") {
    o << "<ellipse cx=\"0\" cy=\"2\" rx=\"5.5\" ry=\"4\" fill=\"#a9a39a\"/><circle cx=\"5\" cy=\"-2\" r=\"2.6\" "
         "fill=\"#a9a39a\"/><ellipse cx=\"4\" cy=\"-7\" rx=\"1\" ry=\"3.5\" fill=\"#a9a39a\"/><ellipse cx=\"6.5\" "
         "cy=\"-7\" rx=\"1\" ry=\"3.5\" fill=\"#a9a39a\"/><circle cx=\"-5.5\" cy=\"1\" r=\"1.5\" fill=\"#fff\"/>";
  } else if (what == "owl") {
    o << "<ellipse cx=\"0\" cy=\"1\" rx=\"5\" ry=\"6.5\" fill=\"#7a5a3c\"/><circle cx=\"-2\" cy=\"-1.5\" r=\"1.8\" "
         "fill=\"#f4e3b0\"/><circle cx=\"2\" cy=\"-1.5\" r=\"1.8\" fill=\"#f4e3b0\"/><circle cx=\"-2\" cy=\"-1.5\" "
         "r=\"0.7\" fill=\"#222\"/><circle cx=\"2\" cy=\"-1.5\" r=\"0.7\" fill=\"#222\"/><path d=\"M-4 -5 L-3 -7 "
         "L-1.5 -5.5 M4 -5 L3 -7 L1.5 -5.5\" fill=\"#7a5a3c\"/>";
  } else if (what == "boar") {
    o << "<ellipse cx=\"0\" cy=\"2\" rx=\"7.5\" ry=\"4.5\" fill=\"#4a3426\"/><path d=\"M6 0 L11 2 L6 5 Z\" "
         "fill=\"#4a3426\"/><path d=\"M9 3 L11 0\" stroke=\"#f4f0e6\" stroke-width=\"0.9\"/><path d=\"M-4 6 L-4 9 M4 6 "
         "L4 9\" stroke=\"#2e2018\" stroke-width=\"1.3\"/>";
  } else if (what == "squirrel") {
    o << "<ellipse cx=\"1\" cy=\"3\" rx=\"3.5\" ry=\"4.5\" fill=\"#b0522a\"/><circle cx=\"2\" cy=\"-3\" r=\"2.5\" "
         "fill=\"#b0522a\"/><path d=\"M-2 6 Q-10 4 -7 -6 Q-3 -8 -3 -2 Q-6 2 -2 6 Z\" fill=\"#c8683a\"/>";
  }
  o << "</g>";
  return o.str();
}

std::string svgFor(const TileType& t, bool winter) {
  const Look& l = winter ? kWinter : kSummer;
  TileGeometry g = tileGeometry(t);
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" width=\"256\" height=\"256\">\n";
  o << "<!-- " << t.id << ": made by tools/tile_art.cpp from the manifest -->\n";
  o << "<defs><linearGradient id=\"f\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"" << l.grass0
    << "\"/><stop offset=\"1\" stop-color=\"" << l.grass1 << "\"/></linearGradient>"
    << "<linearGradient id=\"c\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"" << l.city0
    << "\"/><stop offset=\"1\" stop-color=\"" << l.city1 << "\"/></linearGradient>";
  for (size_t i = 0; i < g.cities.size(); ++i)
    o << "<clipPath id=\"k" << i << "\"><path d=\"" << pathOf(g.cities[i].outline, true) << "\"/></clipPath>";
  o << "</defs>\n<rect width=\"100\" height=\"100\" fill=\"url(#f)\"/>\n";
  // Tufts of grass from a hash of the id: every copy of a tile looks the same.
  unsigned h = 2166136261u;
  for (char ch : t.id) h = (h ^ unsigned(char(ch))) * 16777619u;
  o << "<g stroke=\"" << l.tuft << "\" stroke-width=\"0.9\" fill=\"none\" stroke-linecap=\"round\">";
  for (int i = 0; i < 16; ++i) {
    h = h * 1103515245u + 12345u;
    float x = 0.06f + 0.88f * float((h >> 8) & 255) / 255.f;
    h = h * 1103515245u + 12345u;
    float y = 0.06f + 0.88f * float((h >> 8) & 255) / 255.f;
    o << "<path d=\"M" << num(x - 0.015f) << " " << num(y + 0.012f) << " L" << num(x) << " " << num(y - 0.015f) << " L"
      << num(x + 0.015f) << " " << num(y + 0.012f) << "\"/>";
  }
  o << "</g>\n";
  // Roads: a darker verge, the light road, faint wheel tracks.
  for (const Polyline& p : g.roads)
    o << "<path d=\"" << pathOf(p, false) << "\" stroke=\"#7d6a4c\" stroke-width=\"13\" fill=\"none\"/>";
  for (const Polyline& p : g.roads)
    o << "<path d=\"" << pathOf(p, false) << "\" stroke=\"#efe2c0\" stroke-width=\"9.5\" fill=\"none\"/>";
  for (const Polyline& p : g.roads)
    o << "<path d=\"" << pathOf(p, false)
      << "\" stroke=\"#d8c79f\" stroke-width=\"1\" stroke-dasharray=\"3 2\" fill=\"none\"/>";
  if (g.roundabout)
    o << "<circle cx=\"50\" cy=\"50\" r=\"12\" fill=\"#efe2c0\" stroke=\"#7d6a4c\" stroke-width=\"1.5\"/>";
  if (g.lake) {  // the lake with its shore, and a wooden pier at every jetty
    o << "<circle cx=\"50\" cy=\"50\" r=\"26\" fill=\"#4f7a3e\"/><circle cx=\"50\" cy=\"50\" r=\"23.5\" fill=\""
      << (winter ? "#a9cbe4" : "#4f97d3")
      << "\"/><circle cx=\"44\" cy=\"44\" r=\"9\" fill=\"#ffffff\" fill-opacity=\"0.18\"/>";
    for (const Polyline& p : g.roads) {
      Pt e = p.back(), in{e.x + (0.5f - e.x) * 0.35f, e.y + (0.5f - e.y) * 0.35f};
      o << "<path d=\"M" << num(e.x) << " " << num(e.y) << " L" << num(in.x) << " " << num(in.y)
        << "\" stroke=\"#7a5028\" stroke-width=\"6\"/><path d=\"M" << num(e.x) << " " << num(e.y) << " L" << num(in.x)
        << " " << num(in.y) << "\" stroke=\"#a8763e\" stroke-width=\"4\" stroke-dasharray=\"1.2 0.8\"/>";
    }
  }
  o << "\n";
  // Cities: a town of little houses clipped to the city, walls with battlements, shields.
  size_t ci = 0;
  for (const Segment& s : t.segments) {
    if (s.kind != FeatureKind::City) continue;
    const CityGeometry& cg = g.cities[ci];
    o << "<path d=\"" << pathOf(cg.outline, true) << "\" fill=\"url(#c)\"/>";
    o << "<g clip-path=\"url(#k" << ci << ")\">";
    // Roofs in loose staggered rows; a hash leaves some gaps (squares, gardens).
    unsigned hh = 2166136261u + unsigned(ci) * 7919u;
    for (int row = 0; row < 8; ++row)
      for (int col = 0; col < 8; ++col) {
        hh = hh * 1103515245u + 12345u;
        if (((hh >> 12) & 7) == 0) continue;
        float x = 0.07f + 0.125f * float(col) + (row % 2 ? 0.0625f : 0.0f), y = 0.07f + 0.125f * float(row);
        o << house(x, y, 0.032f, l);
      }
    o << "</g>";
    for (const Polyline& w : cg.walls) {
      o << "<path d=\"" << pathOf(w, false) << "\" stroke=\"" << l.wall << "\" stroke-width=\"4.6\" fill=\"none\"/>";
      o << "<path d=\"" << pathOf(w, false)
        << "\" stroke=\"#b79a6c\" stroke-width=\"2\" stroke-dasharray=\"2.2 1.8\" fill=\"none\"/>";
    }
    for (int k = 0; k < s.shields; ++k) {
      float x = cg.centre.x + 0.12f, y = cg.centre.y + 0.06f + 0.02f * float(k), w = 0.065f;
      o << "<path d=\"M" << num(x - w) << " " << num(y - w) << " L" << num(x + w) << " " << num(y - w) << " L"
        << num(x + w) << " " << num(y + w * 0.2f) << " L" << num(x) << " " << num(y + w * 1.3f) << " L" << num(x - w)
        << " " << num(y + w * 0.2f) << " Z\" fill=\"#2a56b4\" stroke=\"#fafafa\" stroke-width=\"1.3\"/>";
      o << "<path d=\"M" << num(x) << " " << num(y - w * 0.7f) << " L" << num(x) << " " << num(y + w * 0.9f) << " M"
        << num(x - w * 0.6f) << " " << num(y - w * 0.05f) << " L" << num(x + w * 0.6f) << " " << num(y - w * 0.05f)
        << "\" stroke=\"#fafafa\" stroke-width=\"1.2\"/>";
    }
    ++ci;
  }
  o << "\n";
  if (g.junctionHouse) o << house(0.5f, 0.5f, 0.11f, l);
  if (g.deadEnd)
    o << "<circle cx=\"50\" cy=\"50\" r=\"7\" fill=\"#3f7a35\"/><circle cx=\"47\" cy=\"47\" r=\"3\" fill=\"#5a9a4a\"/>";
  if (t.monastery) {  // a church seen from above: nave and transept roofs, a square tower
    o << "<rect x=\"38\" y=\"28\" width=\"12\" height=\"46\" fill=\"" << l.roof << "\"/>"
      << "<rect x=\"50\" y=\"28\" width=\"12\" height=\"46\" fill=\"" << l.roofLight << "\"/>"
      << "<rect x=\"28\" y=\"40\" width=\"44\" height=\"6\" fill=\"" << l.roof << "\"/>"
      << "<rect x=\"28\" y=\"46\" width=\"44\" height=\"6\" fill=\"" << l.roofLight << "\"/>"
      << "<rect x=\"43\" y=\"66\" width=\"14\" height=\"14\" fill=\"#8a7a66\" stroke=\"#4a3c2c\" stroke-width=\"1\"/>"
      << "<path d=\"M43 66 L57 80 M57 66 L43 80\" stroke=\"#4a3c2c\" stroke-width=\"0.8\"/>"
      << "<path d=\"M50 31 L50 39 M47 34 L53 34\" stroke=\"#f3e8cf\" stroke-width=\"1.2\"/>";
  }
  // Signposts: a white plate beside the road near its edge, with a left, straight or right arrow
  // (pointing out of the tile through that edge).
  for (size_t i = 0; i < t.signposts.size(); ++i) {
    const Signpost& sp = t.signposts[i];
    Pt plate = signpostPlateInTile(t, int(i));
    float px = plate.x, py = plate.y;
    const char* arrow = sp.type == SignpostType::Straight ? "M0 4 L0 -3.2 M-2.6 -0.8 L0 -3.6 L2.6 -0.8"
                        : sp.type == SignpostType::Left   ? "M1.8 4 L1.8 -1 L-3.2 -1 M-0.8 -3.6 L-3.6 -1 L-0.8 1.6"
                                                          : "M-1.8 4 L-1.8 -1 L3.2 -1 M0.8 -3.6 L3.6 -1 L0.8 1.6";
    o << "<g transform=\"translate(" << num(px) << " " << num(py) << ") rotate(" << sp.edge * 90 << ")\">"
      << "<circle r=\"6.2\" fill=\"#fbf7ea\" stroke=\"#3a3228\" stroke-width=\"1.1\"/><path d=\"" << arrow
      << "\" stroke=\"#1d2a5a\" stroke-width=\"1.6\" fill=\"none\" stroke-linecap=\"round\" "
         "stroke-linejoin=\"round\"/></g>";
  }
  if (!t.decoration.empty())
    o << decoration(t.decoration, freeSpot(g));
  else if (t.gingerbread)
    o << decoration("gingerbread", freeSpot(g));
  o << "\n<rect x=\"0.4\" y=\"0.4\" width=\"99.2\" height=\"99.2\" fill=\"none\" stroke=\"#46592f\" "
       "stroke-opacity=\"0.45\" "
       "stroke-width=\"0.8\"/>\n</svg>\n";
  return o.str();
}

}  // namespace

int main(int argc, char** argv) {
  bool check = argc == 4 && std::string(argv[1]) == "--check";
  if (argc != 3 && !check) {
    std::fprintf(stderr, "usage: tile_art [--check] MANIFEST OUTDIR\n");
    return 2;
  }
  std::string manifestPath = argv[check ? 2 : 1], outDir = argv[check ? 3 : 2], text;
  if (!readFile(manifestPath, text, 4 << 20)) {
    std::fprintf(stderr, "%s: cannot read\n", manifestPath.c_str());
    return 1;
  }
  try {
    TileSet set = parseManifest(parseJsonText(text, manifestPath, 4 << 20), manifestPath, "");
    int differ = 0;
    for (const TileType& t : set.tiles) {
      std::string name = t.id.substr(t.id.find('/') + 1), file = outDir + "/" + name + ".svg";
      std::string svg = svgFor(t, set.name == "winter" || set.name == "gingerbread");
      if (check) {
        std::string old;
        if (!readFile(file, old, 1 << 20) || old != svg) {
          std::fprintf(stderr, "%s is missing or out of date: run tools/tile_art %s %s\n", file.c_str(),
                       manifestPath.c_str(), outDir.c_str());
          ++differ;
        }
        continue;
      }
      std::ofstream(file, std::ios::binary) << svg;
    }
    if (check && !differ) std::printf("%zu tile art files are up to date\n", set.tiles.size());
    return differ ? 1 : 0;
  } catch (const InputError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
}
