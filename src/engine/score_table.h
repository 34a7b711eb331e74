// The final scores as a table: one column per kind of points in the game (roads, cities,
// monasteries, farmers, and each module's kinds, e.g. gingerbread and signposts), whose sum is
// each player's total. Modules say which part of an event is theirs (Module::eventShares).
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace carc {

struct ScoreColumn {
  std::string kind;         // "road", "city", "monastery", "field", a module's kind, or "start"
  std::vector<int> points;  // per player
};

// Columns in a fixed order: road, city, monastery, field, then the kinds the modules played
// declare (Module::scoreKinds, registry order; shown even when nobody scored any), then any other
// kind an event had, then "start" (points a scenario began with) when any.
std::vector<ScoreColumn> scoreTable(const State& s);

// Who wins: the players with the highest total, in seat order; players level at the top share
// the win (the rules have no tie-break).
std::vector<int> winners(const State& s);

}  // namespace carc
