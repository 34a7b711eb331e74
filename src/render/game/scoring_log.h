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
  // How far the log is scrolled and can be, in pixels, as last drawn (the page API's shownTexts).
  float scrollY() const { return scrollY_; }
  float scrollMax() const { return scrollMax_; }

 private:
  size_t seenCount_ = 0;  // lines at the last scroll to the bottom
  std::string seenLast_;  // the last line then: a turn's line grows with its steps (the dragon's)
  float scrollY_ = 0, scrollMax_ = 0;
};

}  // namespace carc::render
