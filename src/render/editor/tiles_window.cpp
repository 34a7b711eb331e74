#include "render/editor/tiles_window.h"

#include <algorithm>

#include "render/editor/setup_parts.h"
#include "render/widgets/fold_title.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

float TilesWindow::draw(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  bool phone = isNarrow(view);
  float top = e.bar.bottom() + 6;
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, view.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
    ImGui::SetNextWindowCollapsed(true, ImGuiCond_FirstUseEver);
  } else {
    float w = std::min(330.0f, view.x * 0.3f);
    ImGui::SetNextWindowPos(ImVec2(10, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, view.y - top - 10));
  }
  bool open = ImGui::Begin(
      tr("Tiles"), nullptr,
      phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize : ImGuiWindowFlags_AlwaysAutoResize);
  if (phone) foldOnTitleTap();
  if (open) {
    palette_.drawChosen(e, s, view);
    ImGui::Separator();
    palette_.draw(e, view);
    if (ImGui::Button(tr("New custom tile..."))) customTile_.open();
    e.widget("custom/new");
    std::string added = customTile_.draw(e, s);
    if (!added.empty()) palette_.choose(added);  // the tile just made, ready to put down
  }
  float windowTop = ImGui::GetWindowPos().y;
  coverWindow(e, board, "window/tiles");
  ImGui::End();
  return windowTop;
}

}  // namespace carc::render
