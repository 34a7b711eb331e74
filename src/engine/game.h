// A game with its history: the initial state, every action since, and undo of any number of
// steps (by replaying from the initial state, which is exact and cheap for this engine).
// Also reads and writes whole turns and single steps in the move JSON of docs/formats.md §2, refusing
// what is not legal with the reason as data (refusal.h), so a server needs no renderer.
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace carc {

class Game {
 public:
  explicit Game(State initial) : initial_(initial), current_(std::move(initial)) {}

  const State& state() const { return current_; }
  const State& initial() const { return initial_; }
  const std::vector<Action>& actions() const { return actions_; }
  // Who took each of those actions, State::actingPlayer() before it (seats do not simply take
  // turns in order: a module may give a player another part of the turn, Module::anotherPart, or
  // a step of another player's turn, Module::actingPlayer: the dragon's steps).
  const std::vector<uint8_t>& movers() const { return movers_; }
  // The seat that played the last tile (the last turn or part of one), or -1 before any.
  int lastTilePlayer() const;
  // Each action as a step of move JSON when a module took it (actionJson, from the state before
  // it), else null: what a log says of a module's step without replaying the game.
  const std::vector<json>& moduleSteps() const { return moduleSteps_; }

  // One step; false (with `why`) and no change when the action is not legal now.
  bool apply(const Action& a, Refusal* why = nullptr);
  // In a free scenario, names the tile in hand before a turn (recorded for replay).
  void forceTile(int type);
  // In a free scenario, sets a tile of the bag aside before a turn, as a deck dealt elsewhere
  // did (it fit nowhere; recorded for replay). False, and no change, when the bag holds none.
  bool setTileAside(int type);
  // The same for a list of tile ids, all or nothing (a public position's "set_aside").
  Refusal setAsideJson(const json& ids);
  // --- moves as JSON: each refused with the reason and where in the move, changing nothing ------
  // A whole turn, all or nothing.
  Refusal playTurnJson(const json& move);
  // One step of the current turn as actionJson writes it ({"tile", "at", "rot"}, {"meeple":
  // "road E"} or {"meeple": null}, a module's step; "label" is ignored).
  Refusal playStepJson(const json& step);
  // What a page or a game server sends: at the tile step an object that says "meeple" (even
  // null) is a whole turn, anything else one step; in a free scenario a placement may name its
  // tile. `player`: the seat that sends it; a step that is not that player's to make
  // (State::actingPlayer; in a whole turn, any of its steps) is refused (-1: not checked).
  Refusal playJson(const json& move, int player = -1);
  // The legal steps now, each as playStepJson accepts it (a module's choice with its "label").
  json legalMovesJson() const;
  // A whole turn from its JSON. Throws InputError naming `where` and the rule; no change then.
  void playTurn(const json& move, const std::string& where);
  // Ends the game with end-of-game scoring (recorded for replay).
  void finish();
  // Undoes the last `steps` actions (a forced tile goes with its turn). Returns false if none.
  bool undo(int steps = 1);
  // Undoes back to the start of the current turn, or the whole previous turn if at its start.
  bool undoTurn();

  // The turns played so far, as move JSON. With `soFar`, a turn still in progress (its tile placed,
  // its meeple or module steps not all taken) is left out of the turns and its steps written there,
  // each as one step (see playStep), so that loading stops at the same step. With `asideNow`,
  // a turn whose tile came after tiles that fit nowhere lists them in "set_aside", and those set
  // aside since the last whole turn (before the turn in progress or to come) go to `asideNow`.
  json turnsJson(json* soFar = nullptr, json* asideNow = nullptr) const;
  // One step (playStepJson). Throws InputError naming `where` when it is refused; no change then.
  void playStep(const json& step, const std::string& where);
  // The action of a step as JSON (for the page API's legal moves).
  json actionJson(const State& before, const Action& a) const;

 private:
  struct Record {
    Action action;
    int16_t forced = -1;             // tile forced before this action (free scenarios), or -1
    bool finish = false;             // end-of-game scoring requested here instead of an action
    std::vector<uint16_t> setAside;  // tiles set aside before this action (free scenarios)
  };
  void replay();
  void dropFrom(size_t first);
  State initial_, current_;
  std::vector<Action> actions_;
  std::vector<uint8_t> movers_;
  std::vector<json> moduleSteps_;
  std::vector<Record> records_;
  int16_t pendingForced_ = -1;
  std::vector<uint16_t> pendingAside_;
};

// A refusal as data for a page or a client: {reason, phrase, values} and module, path, move when
// set (refusal.h), to be said in the reader's language; never parsed from english().
json refusalJson(const Refusal& why);

// Reads "meeple" etc. The feature address of a segment of the placed tile, e.g. "road E".
std::string featureAddress(const State& s, int tile, int seg);

}  // namespace carc
