// The Abbot, shown: a garden (a hedge round flower beds) in a free place of the field on every
// tile that has one, where the abbot stands when it is on the garden; the abbot in a robe with a
// hood instead of legs, so it is told from a meeple by its shape; the set's rules in short.
#include "engine/expansions/abbot.h"

#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Rgba kHedge{58, 110, 52}, kHedgeDark{34, 74, 32}, kBed{122, 88, 52};
const Rgba kFlowers[] = {{224, 74, 106}, {240, 208, 64}, {154, 106, 224}, {250, 250, 240}};

class AbbotView : public ExpansionView {
 public:
  const char* set() const override { return "abbot"; }

  // The garden takes the place a monastery would (so the abbot stands on it), in the field clear
  // of roads, cities and other pictures.
  void shapeTile(const TileType& t, TileGeometry& g) const override {
    if (t.monastery || !AbbotModule::hasGarden(t)) return;
    g.monastery = freeSpot(g);
    g.monasteryScale = 0.5f;
    g.taken.push_back(g.monastery);
  }

  void paintTile(const TileType& t, const TileGeometry& g, TileLayer layer, const TileStyle& style,
                 Canvas& c) const override {
    if (layer != TileLayer::Top || t.monastery || !AbbotModule::hasGarden(t)) return;
    Pt m = g.monastery;
    auto at = [&](float x, float y) { return Pt{m.x + x, m.y + y}; };
    const float r = 0.13f;  // the hedge's half width
    Polyline hedge = {at(-r, -r), at(r, -r), at(r, r), at(-r, r)};
    Polyline shadow;
    for (Pt p : hedge) shadow.push_back({p.x + 0.012f, p.y + 0.014f});
    c.fill(shadow, Rgba{0, 0, 0, 60});
    c.fill(hedge, kHedge);
    c.stroke(hedge, Pen{kHedgeDark, 0.012f}, true);
    // Four beds with a cross of paths between them, each a colour of flowers.
    const float b = 0.045f, gap = 0.012f;
    Rgba ground = style.snow ? Rgba{236, 240, 244} : kBed;
    for (int i = 0; i < 4; ++i) {
      float sx = (i % 2) ? 1.0f : -1.0f, sy = (i / 2) ? 1.0f : -1.0f;
      Pt centre = at(sx * (gap + b), sy * (gap + b));
      Polyline bed = {{centre.x - b, centre.y - b},
                      {centre.x + b, centre.y - b},
                      {centre.x + b, centre.y + b},
                      {centre.x - b, centre.y + b}};
      c.fill(bed, ground);
      c.disc(centre, 0.022f, kFlowers[i]);
      if (c.detailed()) c.disc({centre.x - 0.006f, centre.y - 0.006f}, 0.008f, Rgba{255, 255, 255, 160});
    }
  }

  bool figureLook(const std::string& figure, FigureLook& look) const override {
    if (figure != "abbot") return false;
    look.robe = true;
    return true;
  }

  // A custom tile's garden (in its field; a tile has a monastery or a garden, not both).
  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    CustomTileOption garden;
    garden.key = "garden";
    garden.text = tr("a garden");
    out.push_back(garden);
  }

  std::vector<const char*> rules() const override {
    return {N_("Your abbot goes only onto a monastery or a garden of the tile you place; only an abbot may stand "
               "on a garden. Surrounded by 8 tiles, it scores 9."),
            N_("Instead of placing a figure, you may take your abbot back from a monastery or garden not yet "
               "surrounded: it scores 1 point and 1 for each tile around it (the tile just placed counts)."),
            N_("At the end, an abbot still on the board scores like a monk: 1 and 1 for each tile around it. A "
               "garden without the abbot scores nothing, and the abbot is never a farmer.")};
  }
};

}  // namespace

const ExpansionView& abbotView() {
  static const AbbotView v;
  return v;
}

}  // namespace carc::render
