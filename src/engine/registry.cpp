// The one place where expansion modules are registered. Sets that only add tiles (winter) need
// no module. Modules of later expansions are added to this list.
#include "module.h"

namespace carc {

const std::vector<const Module*>& moduleRegistry() {
  static const std::vector<const Module*> modules = {};
  return modules;
}

}  // namespace carc
