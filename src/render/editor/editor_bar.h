// The editor's bar across the top (editor_bar.cpp): leave, new, open a file, undo and redo, the
// board's zoom, the stage tabs; and the message line under the board (on a phone under the bar):
// the last refusal in words and the draft's warnings.
#pragma once
#include "imgui.h"
#include "render/board/board_view.h"
#include "render/table/table.h"

namespace carc::render {

class Editor;

class EditorBar {
 public:
  void draw(Editor& e, Table& s, BoardView& board, ImVec2 view);
  void drawMessage(Editor& e, BoardView& board, ImVec2 view);
  // Where the bar ends (this frame), for the windows below it.
  float bottom() const { return bottom_; }

 private:
  float bottom_ = 60;
};

}  // namespace carc::render
