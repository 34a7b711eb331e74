#include "render/widgets/fold_title.h"

#include "imgui.h"
#include "imgui_internal.h"
#include "render/widgets/touch_targets.h"

namespace carc::render {

void foldOnTitleTap() {
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  if (!w || (w->Flags & (ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoCollapse))) return;
  ImRect bar = w->TitleBarRect();
  widenFoldTarget(bar.Min.x, bar.Min.y, bar.GetWidth(), bar.GetHeight());
  // The arrow folds it itself (Begin has seen that press): not twice.
  bool onArrow = ImGui::GetCurrentContext()->HoveredId == ImGui::GetID("#COLLAPSE");
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered() &&
      bar.Contains(ImGui::GetIO().MousePos) && !onArrow)
    ImGui::SetWindowCollapsed(!w->Collapsed);
}

}  // namespace carc::render
