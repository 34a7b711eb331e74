// Your move: whose turn it is, the tile in hand with its words and the turn's controls; on a
// phone the compact bar with the scores on one line.
#pragma once
#include <string>

#include "render/game/screen.h"

namespace carc::render {

class TilePanel {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
  // Shown at all (not in an embed, nor while a demo has steps left).
  static bool shown(const Table& s, const Screen& screen);
  // Whose turn it is and what they do, in words (the page API's shownTexts reports it).
  static std::string turnText(const Table& s);
  // The thinking sign turns in twelve steps a second, as activity signs do: a bot pausing so its
  // move can be watched needs a frame only this often.
  static constexpr double kSignStepMs = 1000.0 / 12;

 private:
  void end(Screen& screen, BoardView& board, bool phone);
  void thinkingSign(ImU32 colour);
};

}  // namespace carc::render
