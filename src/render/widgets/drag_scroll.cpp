#include "render/widgets/drag_scroll.h"

#include <algorithm>

#include "imgui.h"
#include "imgui_internal.h"  // the active item: a drag that scrolls is not a tap on the row it began on
#include "render/widgets/page_shape.h"

namespace carc::render {

void scrollByDrag() {
  // A drag that starts on a row's checkbox or box scrolls too (AllowWhenBlockedByActiveItem): on a
  // phone's list the rows are nearly all of it.
  if (!isTouchScreen() || !ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) ||
      !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f))
    return;
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (g.ActiveId == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y)) return;  // the scrollbar scrolls itself
  // The row under the finger moves with it: without this, lifting the finger ticked the box it began on.
  if (g.ActiveId != 0 && g.ActiveIdWindow == window) ImGui::ClearActiveID();
  ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() - ImGui::GetIO().MouseDelta.y, 0.0f, ImGui::GetScrollMaxY()));
}

}  // namespace carc::render
