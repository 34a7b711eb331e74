// A turn in words for people ("Red places a tile with a city and a road 1 square east of the
// start tile and puts a knight in the city on the north side; ..."): no tile ids, no coordinates,
// no JSON. Every phrase goes through the translator (the English phrase is the key; {0}, {1} are
// filled in after translation), and modules add their parts of the turn in their own words.
#pragma once
#include <string>
#include <vector>

#include "explain.h"
#include "state.h"

namespace carc {

// Where a square is, in words, from the start tile: "1 square east of the start tile".
std::string squareInWords(int x, int y, const Translate& tr);
// A side of a tile from an edge or half-edge name ("N", "Nw"): "north", "north-west".
std::string sideInWords(const std::string& edgeOrHalf, const Translate& tr);
// A feature of a placed tile from its board address ("city N"): "the city on the north side".
std::string featureInWords(const std::string& address, const Translate& tr);
// "a tile with a city and a road" (the modules add their parts: a lake, the river...).
std::string tileInWords(const TileType& t, const Translate& tr);
// Which sides a tile's features reach as it lies turned `quarterTurns` clockwise, for a reader who
// cannot see it: "a city on the north and east sides, a road on the south and west sides".
std::string tileSidesInWords(const TileType& t, int quarterTurns, const Translate& tr);
// What the placed tiles around an empty square show it, clockwise from north: "a city to the
// north, a road to the west" ("" when no tile touches it).
std::string neighboursInWords(const State& s, int x, int y, const Translate& tr);
// Turn `move` (its JSON, as in a scenario) that `player` just played; `after` is the state after it.
std::string describeTurn(const State& after, const json& move, const std::string& player, const Translate& tr);

// Fills {0}, {1}, {2} in an already translated phrase, each wherever it occurs; a value is shown as
// written.
std::string fillPhrase(std::string phrase, const std::vector<std::string>& values);

}  // namespace carc
