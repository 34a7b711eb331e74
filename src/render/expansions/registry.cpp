// The one place where the expansions' views are registered (see ../expansion_view.h). A new
// expansion adds its view here (declared and listed), defined in its own file of this folder.
#include "render/expansions/expansion_view.h"

namespace carc::render {

const ExpansionView& ferriesView();
const ExpansionView& gingerbreadView();
const ExpansionView& signpostsView();
const ExpansionView& riverView();
const ExpansionView& innsView();
const ExpansionView& abbotView();
const ExpansionView& tradersView();
const ExpansionView& princessView();

const std::vector<const ExpansionView*>& expansionViews() {
  static const std::vector<const ExpansionView*> views = {&riverView(),     &ferriesView(), &gingerbreadView(),
                                                          &signpostsView(), &innsView(),    &abbotView(),
                                                          &tradersView(),   &princessView()};
  return views;
}

const TileShapers& tileShapers() {
  static const TileShapers shapers(expansionViews().begin(), expansionViews().end());
  return shapers;
}

}  // namespace carc::render
