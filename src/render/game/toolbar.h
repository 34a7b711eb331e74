// The buttons across the top: New game, Centre board, zoom, Undo, Share, Edit, Final scores; on a
// phone a bar with the rarer buttons in the sheet it opens.
#pragma once
#include "render/game/screen.h"

namespace carc::render {

class Toolbar {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);

 private:
  bool paceApplied_ = false;  // the remembered bot pace is applied once, before the first bot moves
};

// Rules, Hint and the bot pace: at the toolbar's end, or in the phone's sheet.
void learnButtons(Table& s, Screen& screen, bool wrap);

}  // namespace carc::render
