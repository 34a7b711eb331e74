// Inns & Cathedrals, shown: the large meeple bigger than a meeple and with a band across its body,
// so it is told apart without its colour; the set's rules in short. (Inns and cathedrals are drawn
// in the tiles' art by tools/tile_art.)
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
