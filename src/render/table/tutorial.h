// The tutorial (docs/formats.md §2b): a short series of positions from a tutorial file, each with
// the tile in hand and the move asked for. The table shows a step's position; after the player's
// turn the engine's result is judged against the step's goal (a feature of a kind completed by the
// move, a meeple put on a feature of a kind), never the words on screen. A wrong move is undone by
// setting the step up again, with the step's words for what was asked. UI-free: unit-tested
// natively (tests/unit/tutorial_test.cpp).
#pragma once
#include <string>

#include "render/table/table.h"

namespace carc::render {

class Tutorial {
 public:
  enum class Result { Waiting, Done, Wrong };
  // Reads a tutorial file; false with `why` when it is not one.
  bool load(const json& file, std::string* why);
  bool loaded() const { return !steps_.empty(); }
  // Shows step `step` on the table (0-based) and starts the tutorial if it was not running.
  bool start(Table& t, int step, std::string* why = nullptr);
  void stop() { active_ = false; }
  bool active() const { return active_; }
  int step() const { return step_; }
  int steps() const { return int(steps_.size()); }
  // After a change of the table: a finished turn is judged (a wrong one set up again).
  Result judge(Table& t);
  // Waiting for the move; Wrong: waiting for it again, the last one was refused; Done.
  Result result() const { return result_; }
  int refusals() const { return refusals_; }  // moves refused so far
  // A step with no move to make (a position to read) is done when shown.
  bool hasGoal() const;
  // The step's words in the table's language (English as the fallback): "title", "task", "done",
  // "wrong".
  std::string text(const Table& t, const char* key) const;
  std::string title(const Table& t) const;
  // What the engine scored in the player's move (or at the end of the game), in words.
  std::string scored(const Table& t) const;

 private:
  bool goalMet(const Table& t) const;
  json file_;
  json steps_;
  bool active_ = false;
  int step_ = 0;
  int turn_ = 0;  // the turn the step's move is made in
  Result result_ = Result::Waiting;
  int refusals_ = 0;
};

}  // namespace carc::render
