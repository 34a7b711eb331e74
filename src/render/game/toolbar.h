// The buttons across the top: New game, Centre board, zoom, Undo, Share, Edit, Final scores; on a
// phone a bar with the rarer buttons in the sheet it opens.
#pragma once
#include "render/game/screen.h"

namespace carc::render {

class Toolbar {
 public:
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);

 private:
  // Where the desktop bar goes: centred when it fits between the windows beside it, else in the
  // widest gap between them, in as many rows as that gap needs (a German or French bar at 1024 px
  // ran under the Players and Your turn windows).
  struct Place {
    float x, width;  // left edge; width 0: one row, as wide as its buttons
  };
  Place place(const BoardView& board, ImVec2 view) const;

  bool paceApplied_ = false;      // the remembered bot pace is applied once, before the first bot moves
  float oneRow_ = 0;              // the bar's width in one row, as last drawn so
  ImVec2 min_{0, 0}, max_{0, 0};  // the bar's rectangle last frame (it is among the board's panels)
};

// Rules, Hint and the bot pace: at the toolbar's end, or in the phone's sheet.
void learnButtons(Table& s, Screen& screen, bool wrap);

}  // namespace carc::render
