// The River, shown: a band of water between its banks along the tile's river edges — straight,
// curving, forking — with a spring pond where it starts and a lake where it ends. Roads cross it
// on bridges (the water is painted under the roads); a monastery moves to a dry bank.
#include "engine/expansions/river.h"

#include <algorithm>
#include <cmath>

#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Pt kMid{0.5f, 0.5f};
const Pt kDir[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};  // out through N, E, S, W
constexpr float kBank = 0.24f, kWater = 0.17f;

struct RiverShape {
  std::vector<Polyline> lines;  // centre lines of the water
  enum Kind { Band, Spring, End, Fork } kind = Band;
  Pt pool = kMid;  // the spring's pond, the end lake, or where branches meet
  float poolRadius = 0;
};

Pt lerp(Pt a, Pt b, float f) { return {a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f}; }

// The water of a tile with river edges `edges` (tile orientation); `g` (may be null) bends a
// straight river away from a monastery that moved to one bank.
RiverShape riverShape(const TileType& t, int edges, const TileGeometry* g) {
  RiverShape r;
  int e[4], n = 0;
  for (int k = 0; k < 4; ++k)
    if (edges & (1 << k)) e[n++] = k;
  if (n == 2) {
    Pt a = edgeMid(e[0]), b = edgeMid(e[1]), ctrl = kMid;
    if ((e[0] ^ e[1]) == 2) {  // straight, unless a monastery stands on one bank
      if (g && (g->monastery.x != kMid.x || g->monastery.y != kMid.y))
        ctrl = {kMid.x + (kMid.x - g->monastery.x) * 0.5f, kMid.y + (kMid.y - g->monastery.y) * 0.5f};
    } else {  // a bend around the corner between the two edges
      ctrl = lerp(kMid, lerp(a, b, 0.5f), 0.4f);
    }
    // Square to both edges where it crosses them (so the bands of two tiles meet flush), curved
    // in between.
    const float lead = 0.12f;
    Pt a1 = lerp(a, kMid, lead * 2), b1 = lerp(b, kMid, lead * 2);
    Polyline p = {a, a1};
    bezier(p, a1, ctrl, b1, 14);
    p.push_back(b);
    r.lines.push_back(p);
    return r;
  }
  if (n == 1) {
    bool spring = RiverModule::isSpring(t);
    r.kind = spring ? RiverShape::Spring : RiverShape::End;
    Pt out = kDir[e[0]];
    float back = spring ? 0.05f : 0.06f;  // the pond or lake sits a little away from its edge
    r.pool = {kMid.x - out.x * back, kMid.y - out.y * back};
    r.poolRadius = spring ? 0.12f : 0.3f;
  } else {
    r.kind = RiverShape::Fork;
    r.poolRadius = 0.13f;
  }
  for (int i = 0; i < n; ++i) r.lines.push_back({edgeMid(e[i]), r.pool});
  return r;
}

// Where two segments cross, if they do.
bool crossing(Pt a, Pt b, Pt c, Pt d, Pt& at) {
  float rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y;
  float den = rx * sy - ry * sx;
  if (std::fabs(den) < 1e-9f) return false;
  float t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den, u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return false;
  at = {a.x + rx * t, a.y + ry * t};
  return true;
}

float distanceTo(const Polyline& line, Pt p) {
  float best = 1e9f;
  for (size_t i = 0; i + 1 < line.size(); ++i)
    for (int k = 0; k <= 8; ++k) {
      Pt q = lerp(line[i], line[i + 1], float(k) / 8.0f);
      best = std::min(best, std::hypot(q.x - p.x, q.y - p.y));
    }
  return best;
}

class RiverView : public ExpansionView {
 public:
  const char* set() const override { return "river"; }

  // A monastery on a river tile moves to the driest bank without a road, smaller; the roads to it
  // follow (and cross the river on a bridge).
  void shapeTile(const TileType& t, TileGeometry& g) const override {
    int edges = RiverModule::riverEdges(t);
    if (!edges || !t.monastery) return;
    RiverShape plain = riverShape(t, edges, nullptr);
    int roadEdges = 0;
    for (const Segment& s : t.segments)
      if (s.kind == FeatureKind::Road) roadEdges |= s.edges;
    int side = -1;
    float best = -1;
    for (int k = 0; k < 4; ++k) {
      if (edges & (1 << k)) continue;
      Pt at{kMid.x + kDir[k].x * 0.26f, kMid.y + kDir[k].y * 0.26f};
      float d = 1e9f;
      for (const Polyline& l : plain.lines) d = std::min(d, distanceTo(l, at));
      if (roadEdges & (1 << k)) d -= 0.5f;
      if (d > best) {
        best = d;
        side = k;
      }
    }
    if (side < 0) return;
    g.monastery = {kMid.x + kDir[side].x * 0.26f, kMid.y + kDir[side].y * 0.26f};
    g.monasteryScale = 0.55f;
    for (Polyline& road : g.roads)
      if (std::hypot(road.back().x - kMid.x, road.back().y - kMid.y) < 1e-4f) road.back() = g.monastery;
  }

  void paintTile(const TileType& t, const TileGeometry& g, TileLayer layer, const TileStyle& style,
                 Canvas& c) const override {
    int edges = RiverModule::riverEdges(t);
    if (!edges) return;
    RiverShape r = riverShape(t, edges, &g);
    Rgba bank = style.snow ? Rgba{138, 164, 184} : Rgba{79, 122, 62};
    Rgba water = style.snow ? Rgba{169, 203, 228} : Rgba{79, 151, 211};
    if (layer == TileLayer::UnderRoads) {
      for (const Polyline& l : r.lines) c.stroke(l, Pen{bank, kBank});
      if (r.poolRadius > 0) c.disc(r.pool, r.poolRadius + (kBank - kWater) * 0.5f, bank);
      for (const Polyline& l : r.lines) c.stroke(l, Pen{water, kWater});
      if (r.poolRadius > 0) c.disc(r.pool, r.poolRadius, water);
      if (c.detailed())  // ripples along the stream
        for (const Polyline& l : r.lines) c.stroke(l, Pen{{255, 255, 255, 70}, 0.012f, 0.035f});
      if (r.kind == RiverShape::End && c.detailed())
        c.disc({r.pool.x - 0.08f, r.pool.y - 0.08f}, 0.1f, {255, 255, 255, 46});
      if (r.kind == RiverShape::Spring) {  // stones around the pond, the water welling up
        const float angles[] = {0.4f, 1.3f, 2.5f, 3.6f, 4.4f, 5.5f};
        Rgba stone = style.snow ? Rgba{150, 150, 158} : Rgba{128, 124, 116};
        for (float a : angles) {
          float rr = r.poolRadius + 0.025f;
          c.disc({r.pool.x + std::cos(a) * rr, r.pool.y + std::sin(a) * rr}, 0.026f, stone);
        }
        c.circle(r.pool, r.poolRadius * 0.45f, Pen{{255, 255, 255, 150}, 0.01f});
        c.disc(r.pool, r.poolRadius * 0.2f, {255, 255, 255, 120});
      }
      return;
    }
    if (layer != TileLayer::OverRoads) return;
    // Bridges: where a road crosses the water, a parapet on either side of it.
    std::vector<Pt> done;
    for (const Polyline& road : g.roads)
      for (size_t i = 0; i + 1 < road.size(); ++i)
        for (const Polyline& l : r.lines)
          for (size_t j = 0; j + 1 < l.size(); ++j) {
            Pt at;
            if (!crossing(road[i], road[i + 1], l[j], l[j + 1], at)) continue;
            bool seen = false;
            for (Pt q : done) seen |= std::hypot(q.x - at.x, q.y - at.y) < 0.05f;
            if (seen) continue;
            done.push_back(at);
            float dx = road[i + 1].x - road[i].x, dy = road[i + 1].y - road[i].y, len = std::hypot(dx, dy);
            dx /= len;
            dy /= len;
            const float half = kBank * 0.5f + 0.02f, side = 0.078f;
            for (float s : {-side, side}) {
              Polyline parapet = {{at.x - dx * half - dy * s, at.y - dy * half + dx * s},
                                  {at.x + dx * half - dy * s, at.y + dy * half + dx * s}};
              c.stroke(parapet, Pen{{107, 90, 72}, 0.028f});
              if (c.detailed()) c.stroke(parapet, Pen{{216, 205, 184}, 0.013f});
            }
          }
  }
  // A custom tile with one river edge may be the spring, which starts the river.
  void customTileOptions(const Translate& tr, const CustomTileEdges& edges,
                         std::vector<CustomTileOption>& out) const override {
    if (std::count(edges.begin(), edges.end(), RiverModule::instance().edgeKindName()) != 1) return;
    CustomTileOption spring;
    spring.key = "spring";
    spring.text = tr("The river's spring (it starts the river)");
    out.push_back(spring);
  }

  std::vector<const char*> rules() const override {
    return {N_("The river is played first: the spring starts it, the river tiles carry it on, the lake ends it."),
            N_("Each river tile must continue the river, and the river may not turn the same way twice in a row."),
            N_("The river is not a feature: no meeple stands on it and it scores nothing.")};
  }
};

}  // namespace

const ExpansionView& riverView() {
  static const RiverView v;
  return v;
}

}  // namespace carc::render
