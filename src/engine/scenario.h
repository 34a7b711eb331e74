// Scenarios (FORMATS.md §2): a position plus moves; also the saved-game format.
#pragma once
#include <functional>
#include <string>

#include "game.h"

namespace carc {

using SetSource = std::function<bool(const std::string& set, std::string& text)>;

constexpr size_t kMaxScenarioBytes = 1 << 20;

// The rules a saved game's moves were recorded under (dealing, legal moves, scoring); a saved game
// says it in "rules_version" (absent: 1). Version 2 lets every ferry reached be moved (no cap); a
// version-1 game replays exactly under it, since it only adds choices. A newer version is refused.
constexpr int kRulesVersion = 2;
constexpr int kOldestRulesVersion = 1;

struct Scenario {
  std::string title;
  json moves = json::array();
  bool end = false;
  Game game;                       // positioned before the first move
  json turnSoFar = json::array();  // steps of a turn in progress, played after the moves
};

// Sets up a scenario's position (board, meeples, scores, deck). Throws InputError.
Scenario loadScenario(const json& j, const SetSource& sets, const std::string& where);
// Plays every move (and end-of-game scoring when `end`). Throws InputError naming the move; its
// refusal keeps the move's index and the path in the move apart from the words.
void playScenario(Scenario& sc, const std::string& where);

// {"scores": [...], "events": [...]} as printed by `carcassonne scenario`.
json resultJson(const State& s);
json eventJson(const State& s, const ScoreEvent& e);
// A scenario's "board": every placed tile in placement order with its meeples and module pieces.
json boardJson(const State& s);
// The position on the board as a scenario with no moves (sharing a position): tiles, meeples,
// module pieces, scores, who is next, and the custom tiles it uses.
json positionJson(const State& s, const std::vector<std::string>& playerNames);
// The game as a replayable scenario: empty board, seed, every move so far, and the steps of a turn
// in progress ("turn_so_far"). `seats` (optional): who sits at each place, written as "seats" — a
// saved game with seats is a game to play on (FORMATS.md §2).
json saveGame(const Game& g, const std::vector<std::string>& playerNames, const json& seats = json());

}  // namespace carc
