// Makes the project's own tile art: one SVG per tile of a manifest, drawn from the manifest
// alone with the same geometry as the in-game painter (src/render/draw/tile_geometry.h); what the
// expansions add to a tile is drawn by their views (src/render/expansions/) on an SVG canvas. The
// palette is the set's "look" in the set index beside the manifest (assets/tiles/index.json); the
// looks of its "variants" are made too, each in a folder of that name (e.g. OUTDIR/snow/).
//   tile_art MANIFEST OUTDIR           write OUTDIR/<name>.svg for every tile
//   tile_art --check MANIFEST OUTDIR   exit 1 if any committed SVG differs from what it makes
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/assets_dir.h"
#include "engine/tile.h"
#include "render/draw/tile_geometry.h"
#include "render/expansions/expansion_view.h"

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
const Look kSnow = {"#f4f7fa", "#dfe7ef", "#b9c7d6", "#e9dccb", "#cdb99f", "#6b5a48", "#9a3f2e", "#f4f4f4", "#f7f1e6"};

// The expansions' parts of a tile, as SVG elements (tile space is the 0..100 view box).
class SvgCanvas : public Canvas {
 public:
  explicit SvgCanvas(std::ostream& o) : o_(o) {}
  bool detailed() const override { return true; }
  void stroke(const Polyline& line, const Pen& pen, bool closed) override {
    o_ << "<path d=\"" << pathOf(line, closed) << "\"" << paint("stroke", pen.colour) << " stroke-width=\""
       << num(pen.width) << "\"";
    if (pen.dash > 0) o_ << " stroke-dasharray=\"" << num(pen.dash) << "\"";
    if (pen.round) o_ << " stroke-linecap=\"round\" stroke-linejoin=\"round\"";
    o_ << " fill=\"none\"/>";
  }
  void fill(const Polyline& outline, Rgba colour, const Pt*) override {
    o_ << "<path d=\"" << pathOf(outline, true) << "\"" << paint("fill", colour) << "/>";
  }
  void disc(Pt c, float r, Rgba colour) override {
    o_ << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"" << num(r) << "\"" << paint("fill", colour)
       << "/>";
  }
  void circle(Pt c, float r, const Pen& pen) override {
    o_ << "<circle cx=\"" << num(c.x) << "\" cy=\"" << num(c.y) << "\" r=\"" << num(r) << "\" fill=\"none\""
       << paint("stroke", pen.colour) << " stroke-width=\"" << num(pen.width) << "\"/>";
  }

 private:
  static std::string paint(const char* what, Rgba c) {
    char b[64];
    std::snprintf(b, sizeof b, " %s=\"#%02x%02x%02x\"", what, c.r, c.g, c.b);
    std::string s = b;
    if (c.a != 255) {
      std::snprintf(b, sizeof b, " %s-opacity=\"%.2f\"", what, double(c.a) / 255.0);
      s += b;
    }
    return s;
  }
  std::ostream& o_;
};

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

// Small pictures without a rule effect (the manifest's "decoration"): animals, gardens, farms;
// "" for a name that has none.
std::string decoration(const std::string& what, Pt at) {
  std::ostringstream o;
  o << "<g transform=\"translate(" << num(at.x) << " " << num(at.y) << ")\">";
  if (what == "garden") {
    o << "<rect x=\"-8\" y=\"-6\" width=\"16\" height=\"12\" fill=\"#6a4a2a\" rx=\"1\"/>"
      << "<circle cx=\"-4\" cy=\"-2\" r=\"2\" fill=\"#e04a6a\"/><circle cx=\"1\" cy=\"-3\" r=\"2\" fill=\"#f0d040\"/>"
      << "<circle cx=\"4\" cy=\"2\" r=\"2\" fill=\"#e04a6a\"/><circle cx=\"-2\" cy=\"3\" r=\"2\" fill=\"#9a6ae0\"/>";
  } else if (what == "pond") {  // a frozen pond: ice with a rim of reeds and a skater's trace
    o << "<ellipse cx=\"0\" cy=\"0\" rx=\"13\" ry=\"8.5\" fill=\"#5f7f8f\"/><ellipse cx=\"0\" cy=\"0\" rx=\"11.5\" "
         "ry=\"7\" fill=\"#bfdcea\"/><path d=\"M-7 1 Q-2 -4 4 -1 Q7 1 3 3\" stroke=\"#f4fbff\" stroke-width=\"1.1\" "
         "fill=\"none\"/><path d=\"M10 -7 L11 -11 M12 -6 L14 -10 M-12 5 L-14 8\" stroke=\"#6a7a3a\" "
         "stroke-width=\"1\"/>";
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

std::string svgFor(const TileType& t, const TileStyle& style) {
  const Look& l = style.snow ? kSnow : kSummer;
  TileGeometry g = tileGeometry(t, tileShapers());
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
  SvgCanvas canvas(o);
  auto expansions = [&](TileLayer layer) {
    for (const ExpansionView* v : expansionViews()) v->paintTile(t, g, layer, style, canvas);
  };
  expansions(TileLayer::UnderRoads);
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
  expansions(TileLayer::OverRoads);
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
    float sc = g.monasteryScale;
    auto X = [&](float x) { return num(g.monastery.x + (x - 0.5f) * sc); };
    auto Y = [&](float y) { return num(g.monastery.y + (y - 0.5f) * sc); };
    auto rect = [&](float x, float y, float w, float h, const std::string& rest) {
      o << "<rect x=\"" << X(x) << "\" y=\"" << Y(y) << "\" width=\"" << num(w * sc) << "\" height=\"" << num(h * sc)
        << "\" " << rest << "/>";
    };
    // The church's plan, as one outline: its shadow on the ground and its walls' edge keep it a
    // building (on snow, whose roof is as white as the ground, it read as a red cross).
    auto plan = [&](float dx, float dy) {
      const float p[][2] = {{0.38f, 0.28f}, {0.62f, 0.28f}, {0.62f, 0.40f}, {0.72f, 0.40f},
                            {0.72f, 0.52f}, {0.62f, 0.52f}, {0.62f, 0.74f}, {0.38f, 0.74f},
                            {0.38f, 0.52f}, {0.28f, 0.52f}, {0.28f, 0.40f}, {0.38f, 0.40f}};
      std::string d;
      for (const auto& q : p) d += (d.empty() ? "M" : " L") + X(q[0] + dx) + " " + Y(q[1] + dy);
      return d + " Z";
    };
    o << "<path d=\"" << plan(0.03f, 0.03f) << "\" fill=\"#000\" fill-opacity=\"0.22\"/>";
    rect(0.38f, 0.28f, 0.12f, 0.46f, std::string("fill=\"") + l.roof + "\"");
    rect(0.50f, 0.28f, 0.12f, 0.46f, std::string("fill=\"") + l.roofLight + "\"");
    rect(0.28f, 0.40f, 0.44f, 0.06f, std::string("fill=\"") + l.roof + "\"");
    rect(0.28f, 0.46f, 0.44f, 0.06f, std::string("fill=\"") + l.roofLight + "\"");
    o << "<path d=\"" << plan(0, 0) << "\" fill=\"none\" stroke=\"" << l.wall << "\" stroke-width=\"" << num(0.02f * sc)
      << "\" stroke-linejoin=\"round\"/>";
    rect(0.43f, 0.66f, 0.14f, 0.14f, "fill=\"#8a7a66\" stroke=\"#4a3c2c\" stroke-width=\"" + num(0.01f * sc) + "\"");
    o << "<path d=\"M" << X(0.43f) << " " << Y(0.66f) << " L" << X(0.57f) << " " << Y(0.80f) << " M" << X(0.57f) << " "
      << Y(0.66f) << " L" << X(0.43f) << " " << Y(0.80f) << "\" stroke=\"#4a3c2c\" stroke-width=\"" << num(0.008f * sc)
      << "\"/>";
    o << "<path d=\"M" << X(0.5f) << " " << Y(0.31f) << " L" << X(0.5f) << " " << Y(0.39f) << " M" << X(0.47f) << " "
      << Y(0.34f) << " L" << X(0.53f) << " " << Y(0.34f) << "\" stroke=\"#e8c25a\" stroke-width=\"" << num(0.012f * sc)
      << "\"/>";
  }
  if (!t.decoration.empty()) {
    Pt at = freeSpot(g);
    std::string picture = decoration(t.decoration, at);
    if (!picture.empty()) g.taken.push_back(at);
    o << picture;
  }
  expansions(TileLayer::Top);
  o << "\n<rect x=\"0.4\" y=\"0.4\" width=\"99.2\" height=\"99.2\" fill=\"none\" stroke=\"#46592f\" "
       "stroke-opacity=\"0.45\" "
       "stroke-width=\"0.8\"/>\n</svg>\n";
  return o.str();
}

// The set's entry in the set index beside its manifest (index.json), or null.
json indexEntry(const std::string& manifestPath, const std::string& set) {
  size_t slash = manifestPath.find_last_of('/');
  std::string indexPath =
      (slash == std::string::npos ? std::string(".") : manifestPath.substr(0, slash)) + "/index.json";
  std::string text;
  if (!readFile(indexPath, text, 1 << 20)) return json();
  json index = parseJsonText(text, indexPath, 1 << 20);
  if (index.contains("sets") && index["sets"].is_array())
    for (const json& entry : index["sets"])
      if (entry.is_object() && entry.value("set", "") == set) return entry;
  return json();
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
    // The art in the set's look, and in each of its variants' looks in a folder of that name.
    json entry = indexEntry(manifestPath, set.name);
    std::vector<std::pair<std::string, TileStyle>> looks = {{"", TileStyle{entry.value("look", "") == "snow"}}};
    if (entry.contains("variants") && entry["variants"].is_array())
      for (const json& v : entry["variants"])
        if (v.is_string()) looks.push_back({v.get<std::string>(), TileStyle{v == "snow"}});
    int differ = 0, files = 0;
    for (const auto& [look, style] : looks) {
      std::string dir = look.empty() ? outDir : outDir + "/" + look;
      if (!check) std::filesystem::create_directories(dir);
      for (const TileType& t : set.tiles) {
        std::string name = t.id.substr(t.id.find('/') + 1), file = dir + "/" + name + ".svg";
        std::string svg = svgFor(t, style);
        ++files;
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
    }
    if (check && !differ) std::printf("%d tile art files are up to date\n", files);
    return differ ? 1 : 0;
  } catch (const InputError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
}
