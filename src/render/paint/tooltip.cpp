#include "render/paint/tooltip.h"

#include <algorithm>

#include "imgui.h"

namespace carc::render {

void tooltip(const char* text) {
  const ImGuiStyle& st = ImGui::GetStyle();
  // Room on the page beside its margins (Dear ImGui keeps a tooltip inside the page once it fits).
  float room = ImGui::GetIO().DisplaySize.x - 2 * st.DisplaySafeAreaPadding.x - 2 * st.WindowPadding.x - 8;
  float wrap = std::max(8 * ImGui::GetFontSize(), std::min(room, 28 * ImGui::GetFontSize()));
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextUnformatted(text);
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace carc::render
