// The scoring log: each score with the reason, a module's notes before the scorings of their
// move; hovering a line lights up its tile.
#pragma once
#include <string>
#include <vector>

#include "render/game/screen.h"

namespace carc::render {

class ScoringLog {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
  struct Line {
    std::string text;
    int tile = -1;
    bool note = false;
    unsigned players = 0;
  };
  // The lines as written (the page API's shownTexts reports them).
  static std::vector<Line> lines(const Table& s);

 private:
  size_t seenCount_ = 0;  // events and notes at the last scroll to the bottom
};

}  // namespace carc::render
