// The buttons across the top: New game, Centre board, zoom, Undo, Share, Edit, Final scores; on a
// phone a bar with the rarer buttons in the sheet it opens.
#pragma once
#include "render/game/screen.h"

namespace carc::render {

class Toolbar {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
};

}  // namespace carc::render
