// Helpers shared by the table-side unit tests (table_tests): what the shell hands over before the
// app starts.
#pragma once
#include <string>

#include "render/table/set_index.h"
#include "render/table/table.h"
#include "render/table/tutorial.h"
#include "test_support.h"

namespace carc::testing {

// The set index and every set's manifest, as the shell hands them to the app. False with `why`.
inline bool handOverSets(std::string* why) {
  std::string dir = std::string(CARC_ASSETS_DIR) + "/tiles/";
  if (!render::setSetIndex(fileText(dir + "index.json"), why)) return false;
  for (const render::SetEntry& e : render::setIndex()) render::manifests()[e.set] = fileText(dir + e.set + ".json");
  return true;
}

// The sets handed over, then the base game's tutorial (assets/tutorial/base.json) loaded into `t`:
// the positions the tutorial, Hint and game-in-words tests play on. False with `why`.
inline bool handOverTutorial(render::Tutorial& t, std::string* why) {
  return handOverSets(why) && t.load(json::parse(fileText(std::string(CARC_ASSETS_DIR) + "/tutorial/base.json")), why);
}

// RULES-EXPANSIONS §6 E8 (tests/rulings/princess-e8-dragon-eats-before-scoring.json) as a position to
// play on: its board with P17 in hand, its move left out and given in `move`.
inline json e8Position(json* move) {
  json scenario = json::parse(fileText(std::string(CARC_RULINGS_DIR) + "/princess-e8-dragon-eats-before-scoring.json"));
  *move = scenario["moves"][0];
  scenario["moves"] = json::array();
  scenario.erase("expect");
  scenario["tile"] = (*move)["tile"];
  return scenario;
}

// The legal dragon step onto the tile at (x, y), if there is one.
inline bool dragonStepTo(const State& s, int x, int y, Action* out) {
  std::vector<Action> legal;
  s.legalActions(legal);
  for (const Action& a : legal)
    if (a.kind == Action::Module && a.b == s.tileAt(x, y)) return *out = a, true;
  return false;
}

}  // namespace carc::testing
