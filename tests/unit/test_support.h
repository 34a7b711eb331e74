// Helpers shared by the unit tests: the base catalog and scenario loading from strings.
#pragma once
#include <string>

#include "engine/assets_dir.h"
#include "engine/scenario.h"

namespace carc::testing {

inline SetSource diskSets() {
  return [](const std::string& set, std::string& text) { return readSetFromDir(CARC_ASSETS_DIR, set, text); };
}

inline std::shared_ptr<const Catalog> baseCatalog() {
  static auto cat = buildCatalog({"base"}, json(), json(), diskSets(), "test");
  return cat;
}

// Loads and plays a scenario given as JSON text; returns the finished game.
inline Game runScenarioText(const std::string& text) {
  Scenario sc = loadScenario(parseJsonText(text, "test", kMaxScenarioBytes), diskSets(), "test");
  playScenario(sc, "test");
  return sc.game;
}

// The error a scenario raises, or "" when it plays.
inline std::string scenarioError(const std::string& text) {
  try {
    runScenarioText(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace carc::testing
