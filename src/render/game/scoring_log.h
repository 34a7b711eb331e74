// The scoring log: every turn in words, then its module notes and its scores with the reason;
// hovering a line lights up its tile.
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
    bool move = false;  // a turn in words (who placed a tile, and a meeple where)
  };
  // The lines as written (the page API's shownTexts reports them).
  static std::vector<Line> lines(const Table& s);

 private:
  size_t seenCount_ = 0;  // lines at the last scroll to the bottom
};

}  // namespace carc::render
