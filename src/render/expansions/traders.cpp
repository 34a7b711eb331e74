// Traders & Builders, shown: each goods symbol of a tile on a light round badge in its city, told
// apart by shape as well as colour (wine: a bunch of grapes; grain: a sheaf of three ears; cloth:
// a bolt of striped cloth); the set's rules in short and its columns of the final scores.
#include "engine/expansions/traders.h"

#include <cmath>

#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Rgba kBadge{250, 244, 226}, kBadgeRim{110, 81, 51};
const Rgba kGrape{110, 40, 120}, kGrapeLight{170, 90, 180}, kLeaf{70, 130, 50};
const Rgba kGrain{214, 168, 48}, kStalk{160, 118, 30};
const Rgba kCloth{44, 92, 170}, kClothStripe{236, 236, 246}, kClothEnd{26, 58, 118};

void grapes(Canvas& c, Pt m, float s) {
  // A leaf on top, then rows of 3, 2 and 1 grapes: a downward triangle.
  c.fill({{m.x, m.y - 0.9f * s}, {m.x + 0.55f * s, m.y - 0.75f * s}, {m.x + 0.1f * s, m.y - 0.45f * s}}, kLeaf);
  const float r = 0.2f * s;
  const float rows[][2] = {{-0.4f, -0.3f}, {0.0f, -0.3f}, {0.4f, -0.3f}, {-0.2f, 0.05f}, {0.2f, 0.05f}, {0.0f, 0.4f}};
  for (const auto& g : rows) {
    Pt at{m.x + g[0] * s, m.y + g[1] * s};
    c.disc(at, r, kGrape);
    if (c.detailed()) c.disc({at.x - 0.06f * s, at.y - 0.06f * s}, 0.07f * s, kGrapeLight);
  }
}

void sheaf(Canvas& c, Pt m, float s) {
  // Three stalks fanning out from a tie, each with a pointed ear.
  for (int i = -1; i <= 1; ++i) {
    float dx = 0.35f * float(i);
    Pt top{m.x + dx, m.y - 0.35f * s * 1.0f};
    top.x = m.x + dx * s;
    c.stroke({{m.x, m.y + 0.7f * s}, {m.x + 0.3f * dx * s, m.y + 0.1f * s}, top}, Pen{kStalk, 0.07f * s});
    c.fill({{top.x, top.y - 0.5f * s},
            {top.x + 0.15f * s, top.y - 0.15f * s},
            {top.x, top.y + 0.15f * s},
            {top.x - 0.15f * s, top.y - 0.15f * s}},
           kGrain);
  }
  c.stroke({{m.x - 0.2f * s, m.y + 0.25f * s}, {m.x + 0.2f * s, m.y + 0.25f * s}}, Pen{kBadgeRim, 0.08f * s});
}

void bolt(Canvas& c, Pt m, float s) {
  // A bolt of cloth lying across: a striped band with a darker rolled end.
  const float w = 0.75f * s, h = 0.42f * s;
  c.fill({{m.x - w, m.y - h}, {m.x + w, m.y - h}, {m.x + w, m.y + h}, {m.x - w, m.y + h}}, kCloth);
  for (int i = -1; i <= 1; i += 2)
    c.stroke({{m.x - w, m.y + float(i) * 0.18f * s}, {m.x + w * 0.6f, m.y + float(i) * 0.18f * s}},
             Pen{kClothStripe, 0.07f * s});
  c.fill({{m.x + w * 0.6f, m.y - h}, {m.x + w, m.y - h}, {m.x + w, m.y + h}, {m.x + w * 0.6f, m.y + h}}, kClothEnd);
}

bool inside(const Polyline& poly, Pt p) {
  bool in = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
    if ((poly[i].y > p.y) != (poly[j].y > p.y) &&
        p.x < (poly[j].x - poly[i].x) * (p.y - poly[i].y) / (poly[j].y - poly[i].y) + poly[i].x)
      in = !in;
  return in;
}

// Where the k-th badge of a city goes: beside the city's centre (where a knight stands), the first
// of a few places whose whole badge (and a margin) lies in the city and on the tile.
Pt badgeSpot(const CityGeometry& city, int k, float r) {
  const float off[][2] = {{-0.17f, 0.0f},   {0.17f, 0.0f},   {0.0f, -0.17f},  {0.0f, 0.17f},
                          {-0.13f, -0.13f}, {0.13f, -0.13f}, {-0.13f, 0.13f}, {0.13f, 0.13f},
                          {-0.26f, 0.0f},   {0.26f, 0.0f},   {0.0f, -0.26f},  {0.0f, 0.26f}};
  int found = 0;
  for (const auto& o : off) {
    Pt m{city.centre.x + o[0], city.centre.y + o[1]};
    bool ok = m.x > r && m.x < 1 - r && m.y > r && m.y < 1 - r;
    for (int a = 0; a < 8 && ok; ++a) {
      float t = 0.785398f * float(a);
      ok = inside(city.outline, {m.x + 1.3f * r * std::cos(t), m.y + 1.3f * r * std::sin(t)});
    }
    if (ok && found++ == k) return m;
  }
  return {city.centre.x + 0.15f * float(k), city.centre.y + 0.15f};
}

class TradersView : public ExpansionView {
 public:
  const char* set() const override { return "traders"; }

  void paintTile(const TileType& t, const TileGeometry& g, TileLayer layer, const TileStyle&,
                 Canvas& c) const override {
    const GoodsTile* goods = TradersModule::goodsOf(t);
    if (layer != TileLayer::Top || !goods) return;
    int n = 0;
    for (const GoodsTile::Goods& x : goods->goods) {
      // The city's n-th segment's geometry: segments list the cities first, in order.
      if (x.seg >= g.cities.size()) continue;
      for (int k = 0; k < x.count; ++k, ++n) {
        // Beside where a meeple stands in the city (its centre), so a knight does not hide it.
        const float s = 0.09f;
        Pt m = badgeSpot(g.cities[x.seg], k, s);
        c.disc({m.x + 0.01f, m.y + 0.012f}, s * 1.05f, Rgba{0, 0, 0, 60});
        c.disc(m, s, kBadge);
        c.circle(m, s, Pen{kBadgeRim, 0.012f});
        if (x.kind == 0) grapes(c, m, s * 0.75f);
        if (x.kind == 1) sheaf(c, m, s * 0.75f);
        if (x.kind == 2) bolt(c, m, s * 0.75f);
      }
    }
  }

  // The builder wears a wide-brimmed hat; the pig is a pig: both told apart from a meeple by shape.
  bool figureLook(const std::string& figure, FigureLook& look) const override {
    if (figure == "builder") {
      look.hat = true;
      return true;
    }
    if (figure == "pig") {
      look.pig = true;
      look.scale = 0.9f;
      return true;
    }
    return false;
  }

  // A custom tile's goods: one symbol, or none, in each city edge's city.
  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    std::vector<std::string> choices = {tr("no goods")};
    for (const char* kind : TradersModule::kKindNames) choices.push_back(tr(kind));
    out.push_back(CustomTileOption::perEdgeOf("goods", tr("trade goods in the city"), CustomTileOption::PerEdge::city,
                                              std::move(choices)));
  }

  json customTileValue(const std::string& key, bool, const std::array<int, 4>& perEdge) const override {
    static const char* const kEdge[4] = {"N", "E", "S", "W"};
    json list = json::array();
    if (key != "goods") return json();
    for (int e = 0; e < 4; ++e) {
      int choice = perEdge[size_t(e)];
      if (choice < 1 || choice > TradersModule::kKinds) continue;
      list.push_back({{"edge", kEdge[e]}, {"kind", TradersModule::kKindNames[choice - 1]}});
    }
    return list.empty() ? json() : list;
  }

  std::string playerHoldings(const State& s, int player, const Translate& tr) const override {
    if (s.catalog().moduleIndex(&TradersModule::instance()) < 0) return "";
    std::string out;
    for (int k = 0; k < TradersModule::kKinds; ++k) {
      if (!out.empty()) out += ", ";
      out += std::to_string(TradersModule::tokens(s, player, k)) + " " + tr(TradersModule::kKindNames[k]);
    }
    return out;
  }

  std::vector<const char*> rules() const override {
    return {N_("Whoever places the tile that completes a city takes one trade goods token for each symbol in it "
               "(wine, grain, cloth), whoever has the knights there. At the end, for each kind, the player or "
               "players with the most tokens score 10 points."),
            N_("Your builder goes onto a road or city of the tile you place that already holds one of your "
               "followers. When a later tile extends that road or city, you may place a second tile at once: a "
               "whole turn part of its own (never a third)."),
            N_("Your pig goes into a field of the tile you place where you already have a farmer. At the end, if "
               "you win or share that field, it scores 4 points per completed city instead of 3."),
            N_("Builder and pig never count for who has the most, and go home when none of your followers is "
               "left beside them.")};
  }

  const char* columnTitle(const std::string& kind) const override {
    if (kind == "goods") return N_("Trade goods");
    if (kind == "pig") return N_("Pig");
    return nullptr;
  }
};

}  // namespace

const ExpansionView& tradersView() {
  static const TradersView v;
  return v;
}

}  // namespace carc::render
