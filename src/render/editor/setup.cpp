// The Set up stage: the board's keys, then its two windows, "Tiles" (tiles_window.cpp) on the left
// and "Position" (position_window.cpp) on the right; and what their parts share.
#include "render/editor/position_window.h"
#include "render/editor/setup_parts.h"
#include "render/editor/tiles_window.h"

namespace carc::render {

void coverWindow(Editor& e, BoardView& board, const char* name) {
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  e.widgetBox(name, p, ImVec2(p.x + size.x, p.y + size.y));
}

void section(const char* title) {
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("%s", title);
}

void Editor::drawSetup(Table& s, BoardView& board, ImVec2 view) {
  editorBoardKeys(*this, s, board);
  float tilesTop = tiles.draw(*this, s, board, view);
  position.draw(*this, s, board, view, tilesTop);
}

}  // namespace carc::render
