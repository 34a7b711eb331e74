// The players: each with their chip, name, score and meeples left, the race of the scores, the
// sound switch and the bag; on a phone, in the sheet with the rarer buttons.
#pragma once
#include <string>

#include "render/game/screen.h"

namespace carc::render {

class Scoreboard {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
  // A player's row as written (the page API's shownTexts reports it).
  static std::string seatText(const Table& s, int p);

 private:
  void scoreRace(const Table& s, Motion& motion);
};

}  // namespace carc::render
