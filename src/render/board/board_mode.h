// What the board is doing for the page now: the game's turn (turn_mode.h), the editor setting up a
// position (editor/board.cpp) or recording its moves (editor/record_mode.h). BoardView is handed
// one each frame: the mode has the board's clicks and draws over its pieces; the board itself only
// knows the camera and the layers every mode shares.
#pragma once
#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;

class BoardMode {
 public:
  // The scenario whose labels the board shows ("road A", the start tile), or null: a demo's are the
  // Table's own; a mode may show another (the editor's draft).
  virtual const json* labelled() const { return nullptr; }
  // The pointer on the board (not over a window) this frame: clicks, drags and taps. The wheel
  // zooms whatever the mode.
  virtual void input(Table& s, BoardView& board, ImVec2 view) = 0;
  // What the mode draws over the pieces: its choices, its ghost tile, its explanation.
  virtual void overlay(Table& s, BoardView& board, ImDrawList* dl) = 0;

 protected:
  ~BoardMode() = default;
};

}  // namespace carc::render
