// The Princess & the Dragon, shown: the tile symbols (a smoking volcano, the dragon's head, a magic
// portal's arch, a crown in the princess's city), the dragon and the fairy on the board, told apart
// by shape as well as colour (the dragon: a big winged body with a long neck; the fairy: a small
// figure with two pairs of round wings and a glow), the same in the snowy look; the set's rules in
// short and its column of the final scores; the custom tile builder's symbols and princess.
#include "engine/expansions/princess.h"

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Rgba kRock{96, 74, 62}, kRockDark{58, 42, 34}, kLava{232, 72, 28}, kLavaLight{255, 190, 60};
const Rgba kDragon{170, 30, 34}, kDragonDark{92, 12, 16}, kDragonBelly{240, 170, 60};
const Rgba kPortal{118, 58, 176}, kPortalGlow{214, 178, 255};
const Rgba kCrown{236, 190, 40}, kCrownDark{140, 96, 10}, kJewel{200, 30, 70};
const Rgba kFairy{250, 250, 255}, kFairyWing{150, 220, 255, 210}, kFairyEdge{40, 90, 150};

Rgba fade(Rgba c, float alpha) { return Rgba{c.r, c.g, c.b, uint8_t(float(c.a) * alpha)}; }

// The dragon: a winged body with a long neck and a horned head, `h` tall, centred at `c`.
void drawDragon(Canvas& k, Pt c, float h, float alpha) {
  auto p = [&](float x, float y) { return Pt{c.x + x * h, c.y + y * h}; };
  Rgba body = fade(kDragon, alpha), dark = fade(kDragonDark, alpha), belly = fade(kDragonBelly, alpha);
  Pen edge{dark, std::max(h * 0.035f, 0.0f)};
  // Wings: two wide bat wings behind the body.
  Polyline left = {p(-0.05f, -0.1f), p(-0.55f, -0.45f), p(-0.48f, -0.15f), p(-0.62f, -0.05f),
                   p(-0.4f, 0.05f),  p(-0.45f, 0.18f),  p(-0.1f, 0.1f)};
  Polyline right;
  for (Pt q : left) right.push_back({2 * c.x - q.x, q.y});
  k.fill(left, dark);
  k.fill(right, dark);
  // Body and tail.
  Polyline bodyLine = {p(-0.2f, 0.0f),  p(0.0f, -0.12f), p(0.22f, 0.0f), p(0.25f, 0.25f),
                       p(0.45f, 0.42f), p(0.2f, 0.38f),  p(0.0f, 0.4f),  p(-0.2f, 0.3f)};
  Pt mid = p(0.0f, 0.15f);
  k.fill(bodyLine, body, &mid);
  k.stroke(bodyLine, edge, true);
  k.disc(p(0.0f, 0.18f), h * 0.1f, belly);
  // Neck and head, with two horns.
  k.stroke({p(-0.05f, -0.05f), p(-0.12f, -0.28f), p(-0.05f, -0.4f)}, Pen{body, h * 0.12f});
  k.disc(p(-0.02f, -0.42f), h * 0.1f, body);
  k.fill({p(-0.08f, -0.5f), p(-0.14f, -0.62f), p(-0.02f, -0.52f)}, dark);
  k.fill({p(0.04f, -0.5f), p(0.08f, -0.62f), p(0.08f, -0.48f)}, dark);
  k.disc(p(0.02f, -0.44f), h * 0.025f, fade(kLavaLight, alpha));
}

// The fairy: a small white figure with two pairs of round pale-blue wings, in a glow.
void drawFairy(Canvas& k, Pt c, float h, float alpha) {
  auto p = [&](float x, float y) { return Pt{c.x + x * h, c.y + y * h}; };
  k.disc(c, h * 0.55f, fade(Rgba{255, 255, 200, 70}, alpha));
  Rgba wing = fade(kFairyWing, alpha);
  Pen edge{fade(kFairyEdge, alpha), std::max(h * 0.03f, 0.0f)};
  for (int side = -1; side <= 1; side += 2) {
    k.disc(p(0.22f * float(side), -0.12f), h * 0.2f, wing);
    k.circle(p(0.22f * float(side), -0.12f), h * 0.2f, edge);
    k.disc(p(0.18f * float(side), 0.16f), h * 0.13f, wing);
    k.circle(p(0.18f * float(side), 0.16f), h * 0.13f, edge);
  }
  Polyline dress = {p(0.0f, -0.18f), p(0.12f, 0.35f), p(-0.12f, 0.35f)};
  k.fill(dress, fade(kFairy, alpha));
  k.stroke(dress, edge, true);
  k.disc(p(0.0f, -0.28f), h * 0.09f, fade(kFairy, alpha));
  k.circle(p(0.0f, -0.28f), h * 0.09f, edge);
  // The wand with its star.
  k.stroke({p(0.1f, 0.0f), p(0.38f, -0.3f)}, Pen{fade(kFairyEdge, alpha), h * 0.025f});
  k.disc(p(0.38f, -0.3f), h * 0.05f, fade(kLavaLight, alpha));
}

class PrincessView : public ExpansionView {
 public:
  const char* set() const override { return "princess"; }

  void paintTile(const TileType& t, const TileGeometry& g, TileLayer layer, const TileStyle& style,
                 Canvas& c) const override {
    const PrincessTile* d = PrincessModule::data(t);
    if (layer != TileLayer::Top || !d) return;
    if (d->princessSeg >= 0 && size_t(d->princessSeg) < g.cities.size())
      crown(c, g.cities[size_t(d->princessSeg)].centre);
    if (!d->volcano && !d->dragon && !d->portal) return;
    Pt at = freeSpot(g);
    if (d->volcano) volcano(c, at, style);
    if (d->dragon) dragonHead(c, at);
    if (d->portal) portal(c, at);
  }

  bool drawPiece(BoardContext& ctx, const Module::Piece& p) const override {
    std::string kind = p.kind;
    if (kind == "dragon") {
      // The dragon stands in the middle of its tile, big: it is no meeple.
      float size = ctx.tileSize();
      Pt at = ctx.onTile(p.tile, {0.5f, 0.5f});
      drawDragon(ctx.screen(), at, size * 0.5f, 1.0f);
      return true;
    }
    if (kind == "fairy") {
      float size = ctx.tileSize();
      Pt at;
      if (p.seg >= 0) {
        Pt spot = ctx.spot(p.tile, p.seg);
        at = {spot.x + size * 0.14f, spot.y - size * 0.12f};  // beside its meeple
      } else {
        at = ctx.onTile(p.tile, {0.8f, 0.2f});
      }
      drawFairy(ctx.screen(), at, size * 0.22f, 1.0f);
      return true;
    }
    return false;
  }

  bool drawChoice(BoardContext& ctx, const Action& a, int tile, int seg, Pt at, bool hovered,
                  float pulse) const override {
    float r = ctx.targetRadius(), size = ctx.tileSize();
    if (a.a == PrincessModule::kDragon) {
      ctx.screen().disc(at, r, {255, 200, 190, uint8_t(120 + 90 * pulse)});
      ctx.screen().circle(at, r, Pen{{120, 20, 20, 230}, 2});
      drawDragon(ctx.screen(), at, std::max(size * 0.3f, r * 1.4f), 0.7f);
      return true;
    }
    if (a.a == PrincessModule::kFairy) {
      if (hovered) ctx.outlineFeature(tile, seg, {150, 220, 255});
      ctx.screen().disc(at, r, {220, 240, 255, uint8_t(120 + 90 * pulse)});
      drawFairy(ctx.screen(), at, std::max(size * 0.2f, r * 1.2f), 0.8f);
      return true;
    }
    if (a.a == PrincessModule::kPrincess) {
      if (hovered) ctx.outlineFeature(tile, seg, {236, 190, 40});
      ctx.screen().disc(at, r, {255, 240, 200, uint8_t(120 + 90 * pulse)});
      ctx.screen().circle(at, r, Pen{{140, 96, 10, 230}, 2});
      return true;
    }
    if (a.a == PrincessModule::kPortal && hovered) ctx.outlineFeature(tile, seg, kPortalGlow);
    return false;
  }

  std::string choiceName(const State& s, const Action& a, const Translate& tr) const override {
    if (a.a == PrincessModule::kDragon) {
      const PlacedTile& pt = s.tiles()[size_t(a.b)];
      return fillPhrase(tr("the dragon to {0}"), {squareInWords(pt.x, pt.y, tr)});
    }
    if (a.a == PrincessModule::kFairy) return tr("the fairy next to this meeple");
    if (a.a == PrincessModule::kPrincess) return tr("the princess sends this knight home");
    if (a.a == PrincessModule::kPortal) return tr("a meeple here through the magic portal");
    return "";
  }

  void setupChoices(const State& s, int tile, const Translate& tr, std::vector<SetupChoice>& out) const override {
    SetupChoice dragon;
    dragon.text = tr("the dragon on this tile");
    dragon.key = "dragon";
    dragon.value = PrincessModule::dragonTile(s) == tile ? json() : json(true);
    dragon.current = PrincessModule::dragonTile(s) == tile;
    out.push_back(dragon);
  }

  // The builder's options: one symbol a tile (a volcano, the dragon, a magic portal: ticking one
  // takes the other off; the module refuses two) and the princess in the city of one city edge.
  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    for (const auto& [key, text] : {std::pair<const char*, const char*>{"volcano", N_("a volcano")},
                                    {"dragon", N_("the dragon symbol")},
                                    {"portal", N_("a magic portal")}}) {
      CustomTileOption symbol;
      symbol.key = key;
      symbol.text = tr(text);
      symbol.group = "symbol";
      out.push_back(symbol);
    }
    CustomTileOption princess =
        CustomTileOption::perEdgeOf("princess", tr("a princess in the city"), CustomTileOption::PerEdge::city,
                                    {tr("no princess"), tr("a princess")});
    princess.oneEdge = true;
    out.push_back(princess);
  }

  // A symbol: true when ticked; the princess: the edge of her city (the first chosen: one a tile).
  json customTileValue(const std::string& key, bool on, const std::array<int, 4>& perEdge) const override {
    if (key != "princess") return on ? json(true) : json();
    for (int e = 0; e < 4; ++e)
      if (perEdge[size_t(e)] == 1) return json::array({edgeName(e)});
    return json();
  }

  std::vector<const char*> rules() const override {
    return {N_("A volcano calls the dragon onto it; no figure goes on a volcano, nor on the dragon's tile. Dragon "
               "tiles drawn before the first volcano are set aside and shuffled back in when it comes."),
            N_("After a dragon tile (and its figure step) the dragon moves 6 tiles, one step each, the player "
               "first and then the others in turn, never onto a tile twice nor onto the fairy's: it eats every "
               "figure on the tiles it enters, before scoring."),
            N_("Instead of placing a figure you may move the fairy next to one of your meeples: 1 point at the "
               "start of each of your turns, 3 when that meeple's feature is scored, and the dragon keeps off its "
               "tile."),
            N_("A princess tile joining a city with knights lets you send one of them home instead of placing a "
               "figure. A magic portal lets you place your meeple on any unoccupied, unfinished feature instead "
               "of on the portal tile.")};
  }

  const char* columnTitle(const std::string& kind) const override { return kind == "fairy" ? N_("Fairy") : nullptr; }

 private:
  static void crown(Canvas& c, Pt m) {
    // A small golden crown beside the city's centre (where a knight stands).
    Pt a{m.x + 0.14f, m.y - 0.1f};
    const float s = 0.06f;
    Polyline crownLine = {{a.x - s, a.y + 0.5f * s},         {a.x - s, a.y - 0.6f * s},
                          {a.x - 0.5f * s, a.y - 0.05f * s}, {a.x, a.y - 0.8f * s},
                          {a.x + 0.5f * s, a.y - 0.05f * s}, {a.x + s, a.y - 0.6f * s},
                          {a.x + s, a.y + 0.5f * s}};
    c.fill(crownLine, kCrown);
    c.stroke(crownLine, Pen{kCrownDark, 0.008f}, true);
    c.disc({a.x, a.y + 0.1f * s}, 0.18f * s, kJewel);
  }

  static void volcano(Canvas& c, Pt at, const TileStyle& style) {
    const float s = 0.14f;
    at.x = std::clamp(at.x, s + 0.04f, 1.0f - s - 0.04f);
    at.y = std::clamp(at.y, 1.05f * s + 0.04f, 1.0f - 0.6f * s - 0.04f);
    Polyline cone = {{at.x - s, at.y + 0.6f * s},
                     {at.x - 0.25f * s, at.y - 0.5f * s},
                     {at.x + 0.25f * s, at.y - 0.5f * s},
                     {at.x + s, at.y + 0.6f * s}};
    c.fill(cone, kRock);
    c.stroke(cone, Pen{kRockDark, 0.01f}, true);
    if (style.snow)  // snow on the flanks, the crater still glowing
      c.fill({{at.x - 0.6f * s, at.y + 0.0f},
              {at.x - 0.25f * s, at.y - 0.5f * s},
              {at.x + 0.25f * s, at.y - 0.5f * s},
              {at.x + 0.6f * s, at.y + 0.0f}},
             Rgba{245, 248, 255});
    c.fill({{at.x - 0.25f * s, at.y - 0.5f * s},
            {at.x + 0.25f * s, at.y - 0.5f * s},
            {at.x + 0.1f * s, at.y - 0.2f * s},
            {at.x - 0.12f * s, at.y - 0.1f * s}},
           kLava);
    c.disc({at.x, at.y - 0.75f * s}, 0.18f * s, Rgba{120, 120, 120, 170});
    c.disc({at.x + 0.2f * s, at.y - 1.0f * s}, 0.14f * s, Rgba{140, 140, 140, 140});
    c.disc({at.x, at.y - 0.52f * s}, 0.08f * s, kLavaLight);
  }

  static void dragonHead(Canvas& c, Pt at) {
    // The dragon symbol: a red badge with the dragon's horned head in profile.
    const float s = 0.085f;
    c.disc(at, s, Rgba{250, 236, 220});
    c.circle(at, s, Pen{kDragonDark, 0.01f});
    Polyline head = {{at.x - 0.7f * s, at.y + 0.5f * s},  {at.x - 0.4f * s, at.y - 0.3f * s},
                     {at.x - 0.1f * s, at.y - 0.5f * s},  {at.x + 0.6f * s, at.y - 0.2f * s},
                     {at.x + 0.7f * s, at.y + 0.05f * s}, {at.x + 0.1f * s, at.y + 0.1f * s},
                     {at.x - 0.2f * s, at.y + 0.5f * s}};
    c.fill(head, kDragon);
    c.fill({{at.x - 0.35f * s, at.y - 0.35f * s},
            {at.x - 0.55f * s, at.y - 0.8f * s},
            {at.x - 0.15f * s, at.y - 0.45f * s}},
           kDragonDark);
    c.disc({at.x + 0.05f * s, at.y - 0.2f * s}, 0.1f * s, kLavaLight);
  }

  static void portal(Canvas& c, Pt at) {
    // A magic portal: a violet arch with a glowing inside.
    const float s = 0.09f;
    Polyline arch;
    for (int i = 0; i <= 12; ++i) {
      float t = 3.14159f * float(i) / 12.0f;
      arch.push_back({at.x - s * std::cos(t), at.y - s * std::sin(t) * 1.2f});
    }
    arch.push_back({at.x + s, at.y + 0.8f * s});
    arch.push_back({at.x - s, at.y + 0.8f * s});
    c.fill(arch, kPortalGlow);
    c.stroke(arch, Pen{kPortal, 0.02f}, true);
    c.disc({at.x, at.y - 0.1f * s}, 0.3f * s, Rgba{255, 255, 255, 200});
  }
};

}  // namespace

const ExpansionView& princessView() {
  static const PrincessView v;
  return v;
}

}  // namespace carc::render
