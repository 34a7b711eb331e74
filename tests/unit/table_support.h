// Helpers shared by the table-side unit tests (table_tests): what the shell hands over before the
// app starts.
#pragma once
#include <string>

#include "render/table/set_index.h"
#include "render/table/table.h"
#include "test_support.h"

namespace carc::testing {

// The set index and every set's manifest, as the shell hands them to the app. False with `why`.
inline bool handOverSets(std::string* why) {
  std::string dir = std::string(CARC_ASSETS_DIR) + "/tiles/";
  if (!render::setSetIndex(fileText(dir + "index.json"), why)) return false;
  for (const render::SetEntry& e : render::setIndex()) render::manifests()[e.set] = fileText(dir + e.set + ".json");
  return true;
}

}  // namespace carc::testing
