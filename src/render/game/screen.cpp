#include "render/game/screen.h"

namespace carc::render {

void coverBoard(BoardView& board, bool docked) {
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y), docked);
}

std::string chipText(const Table& s, int p) {
  return s.shownName(p) + " " + std::to_string(s.state().scores()[size_t(p)]);
}

}  // namespace carc::render
