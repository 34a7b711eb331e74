// Signposts, shown: a white plate beside the road near the edge it points through, with a left,
// straight or right arrow; and, made visible, the judging: hovering a road rings each of its
// arrows as correct or wrong and tells why and what the road would score now. The judging is the
// engine's (SignpostsModule); this only draws.
#include "engine/expansions/signposts.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/describe.h"
#include "engine/feature_parts.h"
#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

// Where the plate of signpost `index` stands (tile space, tile orientation): beside its road,
// near the edge it points through; two arrows on one edge stand on either side of the road.
Pt plateInTile(const std::vector<Signpost>& signs, int index) {
  const Signpost& sp = signs[size_t(index)];
  bool second = false;
  for (int k = 0; k < index; ++k) second |= signs[size_t(k)].edge == sp.edge;
  const float ix[4] = {0, -1, 0, 1}, iy[4] = {1, 0, -1, 0};  // towards the middle, per edge
  float side = second ? -0.22f : 0.22f;                      // clear of the road
  Pt m = edgeMid(sp.edge);
  return {m.x + ix[sp.edge] * 0.2f - iy[sp.edge] * side, m.y + iy[sp.edge] * 0.2f + ix[sp.edge] * side};
}

// The plate's radius and the arrow's drawing unit, in tiles: a plate a little over a quarter of
// the tile across (25 px on an embed's 80 px tile), the arrow filling it.
constexpr float kPlate = 0.155f;
constexpr float kUnit = 0.016f;

// A colour per kind of arrow, told apart with any colour vision: blue for left, dark for
// straight on, orange for right.
Rgba plateColour(SignpostType type) {
  if (type == SignpostType::Left) return {0, 104, 170};
  if (type == SignpostType::Right) return {206, 90, 0};
  return {52, 52, 58};
}

class SignpostsView : public ExpansionView {
 public:
  const char* set() const override { return "signposts"; }

  void paintTile(const TileType& t, const TileGeometry&, TileLayer layer, const TileStyle&, Canvas& c) const override {
    if (layer != TileLayer::Top) return;
    const std::vector<Signpost>& signs = SignpostsModule::signpostsOf(t);
    for (size_t i = 0; i < signs.size(); ++i) {
      const Signpost& sp = signs[i];
      Pt plate = plateInTile(signs, int(i));
      // The arrow drawn pointing north (units of 1/77 tile), then turned to point through its
      // edge: a bold white arrow on a plate in the colour of its type, so left, straight and right
      // read at a glance even on small tiles.
      auto at = [&](float x, float y) {
        Pt q = turnAboutCentre({0.5f + x * kUnit, 0.5f + y * kUnit}, sp.edge);
        return Pt{plate.x + q.x, plate.y + q.y};
      };
      Polyline stem, head;
      if (sp.type == SignpostType::Straight) {
        stem = {at(0, 6.5f), at(0, -1)};
        head = {at(-5, 0), at(0, -7.5f), at(5, 0)};
      } else {
        float s = sp.type == SignpostType::Left ? -1.0f : 1.0f;
        stem = {at(-3.5f * s, 6.5f), at(-3.5f * s, 0), at(1.5f * s, 0)};
        head = {at(1 * s, -5), at(7.5f * s, 0), at(1 * s, 5)};
      }
      c.disc(plate, kPlate, plateColour(sp.type));
      c.circle(plate, kPlate, Pen{{250, 248, 240}, 0.016f});
      Rgba white{252, 250, 242};
      c.stroke(stem, Pen{white, 3.4f * kUnit, 0, true});
      if (sp.type != SignpostType::Straight) c.disc(stem[1], 1.7f * kUnit, white);  // a round bend
      c.fill(head, white);
    }
  }

  // The road nearest the mouse on the hovered tile: each of its arrows ringed green (correct) or
  // red (wrong), and a tooltip with the reasons and the bonus.
  std::string hover(BoardContext& ctx) const override {
    const State& s = ctx.state();
    bool loaded = false;
    for (const std::string& set : s.catalog().sets) loaded |= set == this->set();
    bool anyArrows = false;
    for (const TileType& t : s.catalog().types) anyArrows |= !SignpostsModule::signpostsOf(t).empty();
    Pt m;
    if ((!loaded && !anyArrows) || !ctx.mouseOnBoard(m)) return "";
    float size = ctx.tileSize();
    int bestTile = -1, bestSeg = -1;
    float bestD = size * 0.3f;
    for (size_t i = 0; i < s.tiles().size(); ++i) {
      Pt c = ctx.onTile(int(i), {0.5f, 0.5f});
      if (std::fabs(c.x - m.x) > size * 0.5f || std::fabs(c.y - m.y) > size * 0.5f) continue;
      const TileType& tt = s.catalog().types[s.tiles()[i].type];
      for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
        if (tt.segments[seg].kind != FeatureKind::Road) continue;
        Pt p = ctx.spot(int(i), int(seg));
        float d = std::hypot(p.x - m.x, p.y - m.y);
        if (d < bestD) {
          bestD = d;
          bestTile = int(i);
          bestSeg = int(seg);
        }
      }
    }
    if (bestTile < 0) return "";
    FeatureSummary feature = featureSummary(s, bestTile, bestSeg);
    std::vector<SignpostCheck> checks = SignpostsModule::checkRoad(s, feature.id);
    if (checks.empty()) return "";
    Canvas& k = ctx.screen();
    int correct = 0, types = 0;
    std::string lines;
    for (const SignpostCheck& c : checks) {
      const PlacedTile& pt = s.tiles()[size_t(c.tile)];
      const std::vector<Signpost>& signs = SignpostsModule::signpostsOf(s.catalog().types[pt.type]);
      const Signpost& sp = signs[size_t(c.index)];
      Pt plate = turnAboutCentre(plateInTile(signs, c.index), pt.rot);  // board orientation, from the centre
      Pt p = ctx.onTile(c.tile, {0.5f + plate.x, 0.5f + plate.y});
      float r = size * (kPlate + 0.025f);  // around the plate
      Rgba colour = c.correct ? Rgba{30, 160, 60} : Rgba{210, 40, 40};
      Pen pen{colour, std::max(2.0f, size * 0.035f)};  // rings and marks grow with the tile
      k.circle(p, r, pen);
      if (c.correct) {
        ++correct;
        types |= 1 << int(sp.type);
        k.stroke({{p.x + r * 0.5f, p.y + r * 0.9f}, {p.x + r * 0.9f, p.y + r * 1.3f}, {p.x + r * 1.6f, p.y + r * 0.4f}},
                 pen);
      } else {
        k.stroke({{p.x + r * 0.6f, p.y + r * 0.6f}, {p.x + r * 1.4f, p.y + r * 1.4f}}, pen);
        k.stroke({{p.x + r * 1.4f, p.y + r * 0.6f}, {p.x + r * 0.6f, p.y + r * 1.4f}}, pen);
      }
      // Where the arrow is, in words from the start tile (never grid coordinates).
      std::string where = squareInWords(pt.x, pt.y, [](const std::string& x) { return tr(x); });
      lines += fill(tr(c.correct ? N_("correct: {0} arrow {1}: {2}") : N_("wrong: {0} arrow {1}: {2}")),
                    tr(signpostTypeName(sp.type)), where, tr(c.why)) +
               "\n";
    }
    int k2 = __builtin_popcount(unsigned(types));
    bool complete = feature.complete;
    int tiles = feature.tiles;
    const char* road = tiles == 1 && complete ? N_("Road of 1 tile, complete")
                       : tiles == 1           ? N_("Road of 1 tile, unfinished")
                       : complete             ? N_("Road of {0} tiles, complete")
                                              : N_("Road of {0} tiles, unfinished");
    std::string text = fill(tr(road), std::to_string(tiles)) + "\n" + lines;
    std::string c0 = std::to_string(correct), c1 = std::to_string(k2), c2 = std::to_string(correct * k2);
    // One type of arrow is "1 type", never "1 types".
    if (complete)
      return text + fill(tr(k2 == 1 ? N_("Signpost bonus: {0} correct x 1 type = {2}")
                                    : N_("Signpost bonus: {0} correct x {1} types = {2}")),
                         c0, c1, c2);
    return text +
           fill(tr(k2 == 1 ? N_("If completed now: {0} correct x 1 type = {2} extra; at the end unfinished: +{0}")
                           : N_("If completed now: {0} correct x {1} types = {2} extra; at the end unfinished: +{0}")),
                c0, c1, c2);
  }

  // The signpost bonus, which the engine counts apart from the roads' points.
  const char* columnTitle(const std::string& kind) const override {
    return kind == "signposts" ? N_("Signpost bonus") : nullptr;
  }

  // A custom tile's signposts: none, one arrow or several beside each road edge (a printed tile
  // has two at one road).
  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    CustomTileOption arrows;
    arrows.key = "signposts";
    arrows.text = tr("signposts beside the roads");
    arrows.perEdge = CustomTileOption::PerEdge::road;
    arrows.choices = {tr("no signpost"),       tr("left"),
                      tr("straight"),          tr("right"),
                      tr("left and straight"), tr("straight and right"),
                      tr("left and right"),    tr("left, straight and right")};
    out.push_back(arrows);
  }

  json customTileValue(const std::string& key, bool, const std::array<int, 4>& perEdge) const override {
    static const char* const kEdge[4] = {"N", "E", "S", "W"};
    static const char* const kType[3] = {"left", "straight", "right"};
    // The arrows of each choice, as bits of kType (the choices' order above).
    static const int kArrows[8] = {0, 1, 2, 4, 3, 6, 5, 7};
    json list = json::array();
    if (key != "signposts") return list;
    for (int e = 0; e < 4; ++e) {
      int choice = perEdge[size_t(e)];
      if (choice <= 0 || choice >= 8) continue;
      for (int t = 0; t < 3; ++t)
        if (kArrows[choice] & (1 << t)) {
          json sign = json::object();
          sign["edge"] = kEdge[e];
          sign["type"] = kType[t];
          list.push_back(sign);
        }
    }
    json none;
    return list.empty() ? none : list;
  }
  std::vector<const char*> rules() const override {
    return {N_("Arrows beside a road point left, straight or right. An arrow is correct when the road on the next tile "
               "goes on that way and does not end there."),
            N_("A finished road pays extra: its correct arrows times the number of their kinds (1 to 3). At the end, "
               "an unfinished road pays 1 point per correct arrow.")};
  }
};

}  // namespace

const ExpansionView& signpostsView() {
  static const SignpostsView v;
  return v;
}

}  // namespace carc::render
