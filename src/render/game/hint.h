// The Hint button's suggestion: the search bot (the "normal" bot's search, thinking in slices of
// a frame as the seats' bots do) works out its choice for the person's step; the board then
// marks it (the square and rotation, the meeple spot or the module's choice) with what it expects
// to gain in words. It is never played: the person follows it or not. A move or an undo drops it.
#pragma once
#include <memory>
#include <string>

#include "engine/mcts_bot.h"
#include "render/board/board_view.h"
#include "render/table/table.h"

namespace carc::render {

class Hint {
 public:
  // Starts the search for the current step (the person to move).
  void ask(const Table& s);
  static bool offered(const Table& s);  // the button works: a person is to move
  bool thinking() const { return thinking_; }
  // Each frame: a slice of thinking, then the suggestion drawn on the board and its words.
  void draw(const Table& s, BoardView& board);
  // The page API's hint(): {thinking} while it works; {move, words} once ready; null when none.
  json toJson(const Table& s) const;
  const std::string& words() const { return words_; }

 private:
  bool current(const Table& s) const;
  std::unique_ptr<MctsBot> bot_;
  bool thinking_ = false, ready_ = false;
  int revision_ = -1;
  size_t steps_ = 0;
  Action choice_;
  std::string words_;
};

}  // namespace carc::render
