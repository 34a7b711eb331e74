// Inns & Cathedrals, shown: the large meeple bigger than a meeple and with a band across its body,
// so it is told apart without its colour; the set's rules in short. (Inns and cathedrals are drawn
// in the tiles' art by tools/tile_art.cpp.)
#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

class InnsView : public ExpansionView {
 public:
  const char* set() const override { return "inns"; }

  bool figureLook(const std::string& figure, FigureLook& look) const override {
    if (figure != "large") return false;
    look.scale = 1.3f;
    look.band = true;
    return true;
  }

  // A custom tile's inns (beside a road edge's road) and cathedrals (in a city edge's city).
  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    out.push_back(CustomTileOption::perEdgeOf("inns", tr("an inn beside the road"), CustomTileOption::PerEdge::road,
                                              {tr("no inn"), tr("an inn")}));
    out.push_back(CustomTileOption::perEdgeOf("cathedrals", tr("a cathedral in the city"),
                                              CustomTileOption::PerEdge::city,
                                              {tr("no cathedral"), tr("a cathedral")}));
  }

  // The edges chosen (one is enough for a road or city that has several: the module marks the
  // feature those edges touch).
  json customTileValue(const std::string& key, bool, const std::array<int, 4>& perEdge) const override {
    static const char* const kEdge[4] = {"N", "E", "S", "W"};
    json list = json::array();
    if (key != "inns" && key != "cathedrals") return json();
    for (int e = 0; e < 4; ++e)
      if (perEdge[size_t(e)] == 1) list.push_back(kEdge[e]);
    return list.empty() ? json() : list;
  }

  std::vector<const char*> rules() const override {
    return {N_("A finished road with an inn scores 2 points per tile; a road with an inn unfinished at the end "
               "scores nothing."),
            N_("A finished city with a cathedral scores 3 points per tile and shield; unfinished at the end, "
               "nothing."),
            N_("Your large meeple goes where a meeple goes and counts as two meeples for who has the most; it "
               "does not double the points.")};
  }
};

}  // namespace

const ExpansionView& innsView() {
  static const InnsView v;
  return v;
}

}  // namespace carc::render
