// The board while setting up (board.cpp): the Editor is the board's mode then (BoardMode), and
// keeps this between frames.
#pragma once
#include "engine/refusal.h"
#include "imgui.h"

namespace carc::render {

// The board's clicks while setting up: the press under way, the square under the mouse, and
// where the last refusal happened (it is said there until the next edit or click).
struct SetupBoard {
  struct Press {
    bool on = false, dragging = false, onTile = false;
    ImVec2 at{0, 0};
    int x = 0, y = 0, target = -1;
  } press;
  int hoverX = 0, hoverY = 0;
  bool hoverOn = false;  // the mouse is over the board (not a window)
  // The keyboard's square (issue 41): the arrows move it, Enter does there what a click does. Shown
  // from the first arrow key on, from the start square; a click on the board hides it.
  struct Cursor {
    bool on = false;
    int x = 0, y = 0;
  } cursor;
  struct Refusal {
    bool on = false;
    int x = 0, y = 0;
    Words words;
  } refusal;
};

}  // namespace carc::render
