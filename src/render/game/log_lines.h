// The scoring log's lines (game/scoring_log.cpp draws them, the page API's shownTexts reports
// them): each turn in words, then its module notes and its scores with the reason; what the
// position itself brought first, the end of the game's scores last. No Dear ImGui:
// tests/unit/log_lines_test.cpp.
#pragma once
#include <string>
#include <vector>

#include "render/table/table.h"

namespace carc::render {

struct LogLine {
  std::string text;
  int tile = -1;
  bool note = false;
  unsigned players = 0;
  bool move = false;  // a turn in words (who placed a tile, and a meeple where)
};

std::vector<LogLine> logLines(const Table& s);

}  // namespace carc::render
