// The Gingerbread Man, shown: the symbol on the tiles that move the figure, the figure in its city,
// and the cities it may move to (the hovered one lights up).
#include "engine/expansions/gingerbread.h"

#include <algorithm>

#include "engine/describe.h"
#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Rgba kGinger{181, 100, 44}, kCrust{107, 52, 16}, kIcing{255, 255, 255};

Rgba fade(Rgba c, float alpha) { return Rgba{c.r, c.g, c.b, uint8_t(float(c.a) * alpha)}; }

// The figure, `h` tall, centred at `c` (canvas units), its icing included.
void drawFigure(Canvas& k, Pt c, float h, float alpha) {
  Rgba body = fade(kGinger, alpha), edge = fade({90, 45, 15}, alpha), icing = fade(kIcing, alpha);
  const float shape[][2] = {{-0.14f, -0.18f}, {0.14f, -0.18f}, {0.42f, -0.08f}, {0.40f, 0.06f},  {0.17f, 0.04f},
                            {0.26f, 0.46f},   {0.08f, 0.48f},  {0.0f, 0.20f},   {-0.08f, 0.48f}, {-0.26f, 0.46f},
                            {-0.17f, 0.04f},  {-0.40f, 0.06f}, {-0.42f, -0.08f}};
  Polyline outline;
  for (const auto& p : shape) outline.push_back({c.x + p[0] * h, c.y + p[1] * h});
  k.fill(outline, body, &c);
  Pen pen{edge, std::max(h * 0.04f, 0.0f)};
  k.stroke(outline, pen, true);
  Pt head{c.x, c.y - h * 0.32f};
  k.disc(head, h * 0.2f, body);
  k.circle(head, h * 0.2f, pen);
  k.disc({head.x - h * 0.07f, head.y - h * 0.03f}, h * 0.03f, icing);
  k.disc({head.x + h * 0.07f, head.y - h * 0.03f}, h * 0.03f, icing);
  k.disc(c, h * 0.035f, icing);
  k.disc({c.x, c.y + h * 0.12f}, h * 0.035f, icing);
}

class GingerbreadView : public ExpansionView {
 public:
  const char* set() const override { return "gingerbread"; }

  // The symbol that moves the figure, in a free place of the tile.
  void paintTile(const TileType& t, const TileGeometry& g, TileLayer layer, const TileStyle&,
                 Canvas& c) const override {
    if (layer != TileLayer::Top || !GingerbreadModule::isGingerbreadType(t)) return;
    Pt at = freeSpot(g);
    auto p = [&](float x, float y) { return Pt{at.x + x * 0.01f, at.y + y * 0.01f}; };
    Pen crust{kCrust, 0.008f};
    c.disc(p(0, -6.5f), 0.042f, kGinger);
    c.circle(p(0, -6.5f), 0.042f, crust);
    Polyline body = {p(-3, -3), p(3, -3),       p(8.5f, -1), p(8, 2),     p(3.5f, 1), p(5, 9),     p(1.5f, 9.5f),
                     p(0, 4),   p(-1.5f, 9.5f), p(-5, 9),    p(-3.5f, 1), p(-8, 2),   p(-8.5f, -1)};
    Pt centre = p(0, 1);
    c.fill(body, kGinger, &centre);
    c.stroke(body, crust, true);
    for (Pt q : {p(-1.5f, -7), p(1.5f, -7)}) c.disc(q, 0.007f, kIcing);
    for (Pt q : {p(0, 0), p(0, 3)}) c.disc(q, 0.008f, kIcing);
    c.stroke({p(-6.5f, -0.5f), p(-4.5f, -0.5f)}, Pen{kIcing, 0.008f});
    c.stroke({p(4.5f, -0.5f), p(6.5f, -0.5f)}, Pen{kIcing, 0.008f});
  }

  // The figure stands in its city, beside the knights on that tile and clear of its shields.
  bool drawPiece(BoardContext& ctx, const Module::Piece& p) const override {
    if (std::string(p.kind) != "gingerbread") return false;
    float height = 0;
    Pt at = ctx.figureAt(p.tile, p.seg, height);
    drawFigure(ctx.screen(), at, height, 1.0f);
    return true;
  }

  // A city to move to: a round spot with the figure; the hovered one lights up its whole city.
  bool drawChoice(BoardContext& ctx, const Action&, int tile, int seg, Pt at, bool hovered,
                  float pulse) const override {
    if (hovered) ctx.outlineFeature(tile, seg, {255, 170, 40});
    float size = ctx.tileSize(), r = ctx.targetRadius();
    ctx.screen().disc(at, r, {255, 236, 200, uint8_t(130 + 90 * pulse)});
    ctx.screen().circle(at, r, Pen{{120, 60, 20, 220}, 2});
    drawFigure(ctx.screen(), at, std::max(size * 0.22f, r * 1.3f), 0.75f);
    return true;
  }

  // Each city of the tile can hold the figure.
  void setupChoices(const State& s, int tile, const Translate& tr, std::vector<SetupChoice>& out) const override {
    const PlacedTile& pt = s.tiles()[size_t(tile)];
    const TileType& tt = s.catalog().types[pt.type];
    for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
      if (tt.segments[seg].kind != FeatureKind::City) continue;
      std::string on = tt.segmentName(int(seg), pt.rot);
      SetupChoice c;
      c.text = fillPhrase(tr("the gingerbread man in {0}"), {featureInWords(on, tr)});
      c.scenarioKey = true;
      c.key = "gingerbread";
      c.value = json{{"at", {pt.x, pt.y}}, {"on", on}};
      c.current = GingerbreadModule::figureTile(s) == tile && GingerbreadModule::figureSeg(s) == int(seg);
      out.push_back(c);
    }
  }

  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    CustomTileOption symbol;
    symbol.key = "gingerbread";
    symbol.text = tr("the gingerbread symbol (the figure moves)");
    out.push_back(symbol);
  }

  const char* columnTitle(const std::string& kind) const override {
    return kind == "gingerbread" ? N_("Gingerbread man") : nullptr;
  }
  std::vector<const char*> rules() const override {
    return {
        N_("After a turn with a gingerbread tile, you move the gingerbread man into another unfinished city."),
        N_("When he leaves a city, every player scores 1 point per tile of that city for each of their knights in it."),
        N_("Finish the city he stands in: he scores there first, then the city scores, then you move him on.")};
  }
};

}  // namespace

const ExpansionView& gingerbreadView() {
  static const GingerbreadView v;
  return v;
}

}  // namespace carc::render
