// The one place where expansion modules are registered. Sets that only add tiles (winter) need
// no module. Modules of later expansions are added to this list.
#include "expansions/gingerbread.h"
#include "module.h"

namespace carc {

const std::vector<const Module*>& moduleRegistry() {
  // moduleData slots: gingerbread 0-2.
  static const GingerbreadModule gingerbread;
  static const std::vector<const Module*> modules = {&gingerbread};
  return modules;
}

}  // namespace carc
