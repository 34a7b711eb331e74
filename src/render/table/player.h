// Who sits at a seat and how their moves reach the table: a person at this screen (moves come
// from clicks and the page API), a bot thinking in slices, or a seat whose moves arrive from
// elsewhere (a test now, the network in online play). The table asks the seat to move; the engine
// judges every move, and a refusal is data the seat is told of.
#pragma once
#include <array>
#include <functional>
#include <optional>

#include "engine/game.h"

namespace carc::render {

// How the bots' thinking went since the game started, for frameStats(): a test reads these
// instead of timing the wall clock.
struct BotStats {
  bool thinking = false;  // a bot is working out its move now (not pausing so it can be watched)
  double sliceMaxMs = 0;  // the longest thinking done in one frame
  double frameMaxMs = 0;  // the longest frame's work (thinking + drawing) while a bot thought
  long slices = 0;        // frames a bot thought in
  // Slices by length: [k] counts those of k to k+1 ms, the last those of 16 ms or more (the wall
  // clock: a loaded machine that pauses the page makes a slice look long).
  std::array<long, 17> sliceHistogram{};
  double decisionMs = 0;        // thinking time of the current or last decision
  double decisionMaxMs = 0;     // ... of the longest decision
  long long iterations = 0;     // search iterations of the current or last decision (mcts bots)
  long long iterationsMax = 0;  // ... of the longest search
  int decisions = 0;            // decisions bots have made
  double tileWaitMs = 0;        // the page's clock from a bot's turn starting to its tile placed (the pace)
};

// What a seat is given when it is to move in a frame.
struct SeatTick {
  double nowMs = 0;               // the page's clock now
  double drawingMs = 0;           // the previous frame's work other than thinking
  double delayMs = 700;           // a bot's pause so a person can follow its move
  std::function<double()> clock;  // the page's clock, read while thinking
  BotStats* stats = nullptr;      // the bots' thinking, counted
  double* sliceMs = nullptr;      // thinking done in this frame (written)
};

// A move a seat hands the table: an action (a bot's) or a step or turn as JSON (Game::playJson).
struct SeatMove {
  std::optional<Action> action;
  json step;
};

class Player {
 public:
  enum class Kind { Person, Bot, Remote };
  virtual ~Player() = default;
  virtual Kind kind() const = 0;
  // The seat is to move in this frame: true with `out` when a move is ready. A person never is
  // asked (their moves come through Table::play).
  virtual bool move(const Game& game, const SeatTick& tick, SeatMove& out) = 0;
  // The position changed under the seat (an undo, a new position): forget any thinking.
  virtual void reset() {}
  // Working out or pausing before a move now (a bot).
  virtual bool busy() const { return false; }
  // A bot whose choice is made and who pauses so its move can be watched: the page's clock at which
  // it moves (nothing changes before then, so no frames are needed for it); 0 otherwise.
  virtual double pausedUntilMs() const { return 0; }
  // The table refused the move this seat handed it, with the engine's reason.
  virtual void refused(const Refusal& why) { (void)why; }
};

// A person at this screen.
class Person : public Player {
 public:
  Kind kind() const override { return Kind::Person; }
  bool move(const Game&, const SeatTick&, SeatMove&) override { return false; }
};

}  // namespace carc::render
