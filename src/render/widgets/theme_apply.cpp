// The theme (theme.h) given to Dear ImGui.
#include "render/widgets/theme_apply.h"

#include "imgui.h"
#include "render/draw/theme.h"

namespace carc::render {

namespace {
ImVec4 v(theme::Colour c) { return ImVec4(c.r, c.g, c.b, c.a); }
}  // namespace

void applyTheme() {
  ImGui::StyleColorsLight();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 8;
  style.FrameRounding = 5;
  style.GrabRounding = 5;
  style.WindowBorderSize = 0;
  style.FrameBorderSize = 1;  // boxes and fields outlined, so they show on white
  ImVec4* c = style.Colors;
  c[ImGuiCol_Text] = v(theme::kText);
  c[ImGuiCol_TextDisabled] = v(theme::kTextDisabled);
  c[ImGuiCol_WindowBg] = v(theme::kWindowBg);
  c[ImGuiCol_PopupBg] = v(theme::kPopupBg);
  c[ImGuiCol_TitleBg] = v(theme::kTitleBg);
  c[ImGuiCol_TitleBgActive] = v(theme::kTitleBgActive);
  c[ImGuiCol_TitleBgCollapsed] = v(theme::kTitleBg);
  c[ImGuiCol_Button] = v(theme::kButton);
  c[ImGuiCol_ButtonHovered] = v(theme::kButtonHovered);
  c[ImGuiCol_ButtonActive] = v(theme::kButtonActive);
  c[ImGuiCol_Header] = v(theme::kHeader);
  c[ImGuiCol_HeaderHovered] = v(theme::kHeaderHovered);
  c[ImGuiCol_TableHeaderBg] = v(theme::kTableHeaderBg);
  c[ImGuiCol_FrameBg] = v(theme::kFrameBg);
  c[ImGuiCol_FrameBgHovered] = v(theme::kFrameBgHovered);
  c[ImGuiCol_FrameBgActive] = v(theme::kFrameBgActive);
  c[ImGuiCol_Border] = v(theme::kBorder);
  c[ImGuiCol_CheckMark] = v(theme::kCheckMark);
  c[ImGuiCol_SliderGrab] = v(theme::kCheckMark);
}

}  // namespace carc::render
