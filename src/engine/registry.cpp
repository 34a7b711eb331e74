// The one place where expansion modules are registered. Sets that only add tiles (winter) need
// no module. Modules of later expansions are added to this list.
#include "expansions/ferries.h"
#include "expansions/gingerbread.h"
#include "expansions/signposts.h"
#include "module.h"

namespace carc {

const std::vector<const Module*>& moduleRegistry() {
  // moduleData slots: gingerbread 0-2, ferries 4-14. Ferries run before the gingerbread man,
  // which moves after scoring anyway.
  static const GingerbreadModule gingerbread;
  static const FerriesModule ferries;
  static const SignpostsModule signposts;
  static const std::vector<const Module*> modules = {&ferries, &gingerbread, &signposts};
  return modules;
}

}  // namespace carc
