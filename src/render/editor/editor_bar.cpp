// The editor's bar across the top and its message line: see editor_bar.h.
#include "render/editor/editor_bar.h"

#include <algorithm>
#include <vector>

#include "render/editor/editor.h"
#include "render/page/shell.h"
#include "render/paint/tooltip.h"
#include "render/widgets/buttons.h"
#include "render/words/i18n.h"

namespace carc::render {

// The editor's bar across the top: leave, the stages, undo and redo, the board's zoom; then the
// message line (the last refusal, in words) and the draft's warnings.
void EditorBar::draw(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  bool phone = view.x < 720;
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, 8.0f), ImGuiCond_Always, ImVec2(0.5f, 0));
  }
  ImGui::Begin("##editorbar", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  // Buttons in a row, wrapping to the next line when the bar is full (a phone).
  bool first = true;
  auto button = [&](const std::string& label, const std::string& name) {
    if (!first) sameLineIfFits(label.c_str(), phone);
    first = false;
    bool pressed = render::button(label.c_str());  // a fingertip wide under fingers
    e.widget(name);
    return pressed;
  };
  if (button(tr("Leave the editor"), "button/leave")) {
    ImGui::End();
    e.leave(s, board);
    return;
  }
  if (button(tr("New"), "button/new")) e.fresh(s);
  if (ImGui::IsItemHovered()) tooltip(tr("Starts a new position: the start tile alone."));
  if (button(tr("Open a file"), "button/open")) browser::openFile();
  if (ImGui::IsItemHovered()) tooltip(tr("Opens a scenario file to change it."));
  bool typing = ImGui::GetIO().WantTextInput;
  bool ctrl = ImGui::GetIO().KeyCtrl, shift = ImGui::GetIO().KeyShift;
  ImGui::BeginDisabled(!e.draft().canUndo());
  if (button(tr("Undo"), "button/undo")) e.undo(s);
  ImGui::EndDisabled();
  if (!typing && ctrl && !shift && ImGui::IsKeyPressed(ImGuiKey_Z)) e.undo(s);
  ImGui::BeginDisabled(!e.draft().canRedo());
  if (button(tr("Redo"), "button/redo")) e.redo(s);
  ImGui::EndDisabled();
  if (!typing && ctrl && (ImGui::IsKeyPressed(ImGuiKey_Y) || (shift && ImGui::IsKeyPressed(ImGuiKey_Z)))) e.redo(s);
  if (button(tr("Centre board"), "button/centre")) board.centre(s.state(), view);
  if (button(tr("-"), "button/zoomout")) board.zoomBy(1 / 1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  if (button(tr("+"), "button/zoomin")) board.zoomBy(1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  // The stages, a tab bar that follows e.stage (the page API may change it too). Tabs shrink to fit
  // a phone's width. A tap is one press: Dear ImGui's input queue gives a touch screen the hovered
  // frame a tab wants before its press.
  struct Stage {
    const char* label;
    const char* name;
    EditorStage stage;
  };
  const Stage stages[] = {{tr("Set up"), "tab/setup", EditorStage::Setup},
                          {tr("Record moves"), "tab/record", EditorStage::Record},
                          {tr("Publish"), "tab/publish", EditorStage::Publish}};
  if (ImGui::BeginTabBar("##stages", ImGuiTabBarFlags_FittingPolicyResizeDown)) {
    for (const Stage& t : stages) {
      bool on = e.stage == t.stage;
      if (ImGui::BeginTabItem(t.label, nullptr, on ? ImGuiTabItemFlags_SetSelected : 0)) ImGui::EndTabItem();
      e.widget(t.name);
      if (ImGui::IsItemActivated() && !on) {
        e.stage = t.stage;
        e.message = Words{};
        e.changed(s);
      }
    }
    ImGui::EndTabBar();
  }
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  bottom_ = p.y + size.y;
  ImGui::End();
}

// The message line under the board: the last refusal in words (it changed nothing), and while
// setting up, the draft's warnings (edges that do not match).
void EditorBar::drawMessage(Editor& e, BoardView& board, ImVec2 view) {
  std::vector<Words> warnings;
  if (e.stage == EditorStage::Setup) warnings = e.draft().warnings();
  if (e.message.empty() && warnings.empty()) return;
  // On a phone under the bar (the bottom holds the stage's windows), else under the board.
  bool phone = view.x < 720;
  float w = phone ? view.x : std::min(view.x - 16, 620.0f);
  if (phone)
    ImGui::SetNextWindowPos(ImVec2(0, bottom_), ImGuiCond_Always);
  else
    ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, view.y - 8), ImGuiCond_Always, ImVec2(0.5f, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, view.y * 0.3f));
  ImGui::Begin("##editormessage", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  if (!e.message.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 20, 10, 255));
    ImGui::TextWrapped("%s", wordsText(e.message).c_str());
    ImGui::PopStyleColor();
    e.widget("message");
  }
  for (size_t i = 0; i < warnings.size() && i < 4; ++i)
    ImGui::TextWrapped("%s", fill(tr("Note: {0}"), wordsText(warnings[i])).c_str());
  if (warnings.size() > 4)
    ImGui::TextDisabled("%s", fill(tr("and {0} more"), std::to_string(warnings.size() - 4)).c_str());
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  ImGui::End();
}

}  // namespace carc::render
