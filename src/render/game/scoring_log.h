// The scoring log: every turn in words, then its module notes and its scores with the reason;
// hovering a line lights up its tile.
#pragma once
#include <string>
#include <vector>

#include "render/game/log_lines.h"
#include "render/game/screen.h"

namespace carc::render {

class ScoringLog {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
  using Line = LogLine;
  // The lines as written (game/log_lines.h; the page API's shownTexts reports them).
  static std::vector<Line> lines(const Table& s) { return logLines(s); }

 private:
  size_t seenCount_ = 0;  // lines at the last scroll to the bottom
};

}  // namespace carc::render
