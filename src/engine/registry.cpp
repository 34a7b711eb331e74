// The one place where expansion modules are registered. Sets that only add tiles (winter) need
// no module. A new expansion adds one line here.
#include "expansions/abbot.h"
#include "expansions/ferries.h"
#include "expansions/gingerbread.h"
#include "expansions/inns.h"
#include "expansions/princess.h"
#include "expansions/river.h"
#include "expansions/signposts.h"
#include "expansions/traders.h"
#include "module.h"

namespace carc {

const std::vector<const Module*>& moduleRegistry() {
  // Hooks run in this order: ferries before the gingerbread man (which moves after scoring); inns
  // before signposts (an inn doubles a road's tiles, not its signpost bonus); the abbot last (it
  // only renames a garden's scoring); traders after it (its builder's question comes after every other
  // step of a turn part, and its goods after all scoring). The Princess & the Dragon first: its
  // dragon moves before the ferry steps (RULES-EXPANSIONS §0.3 Ruling, step 2b); its figure
  // alternatives are asked before the abbot's take-back (both in the figure stage).
  static const std::vector<const Module*> modules = [] {
    std::vector<const Module*> list = {&PrincessModule::instance(),    &FerriesModule::instance(),
                                       &GingerbreadModule::instance(), &InnsModule::instance(),
                                       &SignpostsModule::instance(),   &RiverModule::instance(),
                                       &AbbotModule::instance(),       &TradersModule::instance()};
    for (size_t i = 0; i < list.size(); ++i) list[i]->setRegistryIndex(int(i));
    return list;
  }();
  return modules;
}

}  // namespace carc
