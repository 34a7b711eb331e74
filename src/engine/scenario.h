// Scenarios (docs/formats.md §2): a position plus moves; also the saved-game format.
#pragma once
#include <functional>
#include <string>

#include "game.h"

namespace carc {

using SetSource = std::function<bool(const std::string& set, std::string& text)>;

constexpr size_t kMaxScenarioBytes = 1 << 20;

// The rules a saved game's moves were recorded under (dealing, legal moves, scoring); a saved game
// says it in "rules_version" (absent: 1). Version 2 lets every ferry reached be moved (no cap); a
// version-1 game replays exactly under it, since it only adds choices. Version 3 gives the
// Gingerbread Man its printed tiles (a set's manifest says from which version its tiles are as they
// are: an older game with that set is refused). A newer version is refused.
constexpr int kRulesVersion = 3;
constexpr int kOldestRulesVersion = 1;

struct Scenario {
  std::string title;
  json moves = json::array();
  bool end = false;
  Game game;                       // positioned before the first move
  json turnSoFar = json::array();  // steps of a turn in progress, played after the moves
  json setAside = json::array();   // tiles set aside before the tile of the turn now ("set_aside")
  int tile = -1;                   // the tile of the turn now ("tile"), forced after the moves
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
// saved game with seats is a game to play on (docs/formats.md §2).
json saveGame(const Game& g, const std::vector<std::string>& playerNames, const json& seats = json());
// What a player at an online table may know of the game (docs/formats.md §2, "hidden_deck"): the
// start position as the game laid it, every turn so far naming its tile and the tiles set aside
// before it, the turn in progress, and the tile of the turn now; no seed, so no deck order.
// Loading it (loadScenario + playScenario) gives the same board, pieces, scores, events, player,
// step and legal moves, and a bag holding the same tiles.
json publicScenario(const Game& g, const std::vector<std::string>& playerNames);
// How many tiles of each kind are left in the bag, by tile id (kinds with none left are not
// listed): what an online table tells its players instead of the deck.
json bagCountsJson(const State& s);

}  // namespace carc
