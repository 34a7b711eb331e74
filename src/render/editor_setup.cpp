// The Set up stage: the palette of tiles, the setting (players, scores, sets), the tiles to deal
// next, and what the selected tile carries (meeples, module pieces).
#include "editor.h"
#include "i18n.h"

namespace carc::render {

void drawEditorSetup(Editor& e, Session& s, BoardView& board, ImVec2 view) {
  (void)e;
  (void)s;
  (void)board;
  ImGui::SetNextWindowPos(ImVec2(10, 90), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(300, std::min(560.0f, view.y - 100)), ImGuiCond_FirstUseEver);
  ImGui::Begin(tr("Tiles"));
  ImGui::TextDisabled("%s", tr("(not yet)"));
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  ImGui::End();
}

}  // namespace carc::render
