// Scenarios (FORMATS.md §2): a position plus moves; also the saved-game format.
#pragma once
#include <functional>
#include <string>

#include "game.h"

namespace carc {

using SetSource = std::function<bool(const std::string& set, std::string& text)>;

constexpr size_t kMaxScenarioBytes = 1 << 20;

struct Scenario {
  std::string title;
  json moves = json::array();
  bool end = false;
  Game game;  // positioned before the first move
};

// Sets up a scenario's position (board, meeples, scores, deck). Throws InputError.
Scenario loadScenario(const json& j, const SetSource& sets, const std::string& where);
// Plays every move (and end-of-game scoring when `end`). Throws InputError naming the move.
void playScenario(Scenario& sc, const std::string& where);

// {"scores": [...], "events": [...]} as printed by `carcassonne scenario`.
json resultJson(const State& s);
json eventJson(const State& s, const ScoreEvent& e);
// The position on the board as a scenario with no moves (sharing a position): tiles, meeples,
// module pieces, scores, who is next, and the custom tiles it uses.
json positionJson(const State& s, const std::vector<std::string>& playerNames);
// The game as a replayable scenario: empty board, seed, every move so far.
json saveGame(const Game& g, const std::vector<std::string>& playerNames);

}  // namespace carc
