#include "render/widgets/player_chip.h"

#include "render/paint/tile_painter.h"

namespace carc::render {

void playerChip(ImU32 colour, float size, int player) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + 2), ImVec2(p.x + size, p.y + 2 + size), colour, 3);
  paintMark(ImGui::GetWindowDrawList(), ImVec2(p.x + size * 0.5f, p.y + 2 + size * 0.5f), size * 0.34f, player, colour);
  ImGui::Dummy(ImVec2(size, size + 2));
}

}  // namespace carc::render
