#include "render/game/demo_panel.h"

#include <algorithm>

#include "render/paint/tooltip.h"
#include "render/widgets/buttons.h"
#include "render/widgets/drag_scroll.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
// Autoplay's pace: a step's text read and its board looked at before the next (about 3.5 s), and
// the next step held while the reader points, taps or presses (each frame of that starts it anew).
constexpr double kAutoplayStep = 3.5;
}  // namespace

std::string DemoPanel::stepText(const Table& s) {
  return fill(tr("Step {step} / {steps}"), {{"step", s.demoStep()}, {"steps", s.demoSteps()}});
}

void DemoPanel::draw(Table& s, BoardView& board, Screen& screen, ImVec2 view) {
  if (!s.demoActive()) return;
  bool embed = screen.embed;
  float w = std::min(view.x - 16, embed ? view.x - 16 : 520.0f);
  ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, view.y - 8), embed ? ImGuiCond_Always : ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 1));
  ImGui::SetNextWindowSize(ImVec2(w, embed ? std::min(200.0f, view.y * 0.36f) : 240),
                           embed ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
  // Under a finger a drag on the text scrolls it (below), so it does not move the window too.
  bool touch = isTouchScreen();
  // An embed's title bar is no target (it neither moves nor folds): a line tall, not a fingertip,
  // so a short frame keeps its lines for the text.
  ImVec2 padding = ImGui::GetStyle().FramePadding;
  if (embed) ImGui::GetStyle().FramePadding.y = std::min(padding.y, 4.0f);
  ImGui::Begin((s.demoTitle() + "###demo").c_str(), nullptr,
               embed ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse : (touch ? ImGuiWindowFlags_NoMove : 0));
  ImGui::GetStyle().FramePadding = padding;
  int step = s.demoStep(), steps = s.demoSteps();
  auto go = [&](int to) {
    s.demoStepTo(to);
    board.cancel();
    autoplayNext_ = ImGui::GetTime() + kAutoplayStep;  // a step by hand gets its full time too
  };
  ImGui::BeginDisabled(step == 0);
  if (ImGui::Button(tr("|<"))) go(0);
  ImGui::SameLine();
  if (ImGui::Button(tr("<"))) go(step - 1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(step >= steps);
  if (ImGui::Button(tr(">"))) go(step + 1);
  ImGui::SameLine();
  if (ImGui::Button(tr(">|"))) go(steps);
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Checkbox(tr("Autoplay"), &autoplay_)) autoplayNext_ = ImGui::GetTime() + kAutoplayStep;
  if (ImGui::IsItemHovered()) tooltip(tr("Steps forward on its own, one move at a time."));
  ImGui::SameLine();
  // A button, not a box: the autoplay box stays the only white square of the panel.
  if (soundSwitch(board.effects().soundOn())) board.effects().switchSound(!board.effects().soundOn());
  ImGui::SameLine();
  ImGui::TextUnformatted(stepText(s).c_str());
  if (!embed) {  // the game's own page: this demo can be changed in the editor
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Edit"))) screen.openEditor = true;
  }
  ImVec2 pinned;
  bool reading = ImGui::IsMouseDown(0) || !board.shownTip().empty() || board.tipPinned(pinned);
  // Counted from the first frame the reader has let go: a slow frame while reading must not shorten it.
  if (autoplay_ && (reading || wasReading_)) autoplayNext_ = std::max(autoplayNext_, ImGui::GetTime() + kAutoplayStep);
  wasReading_ = reading;
  if (autoplay_ && ImGui::GetTime() > autoplayNext_) {
    if (step < steps)
      go(step + 1);
    else
      autoplay_ = false;
  }
  // The scores so far, on one line: beside the controls when they fit there (a line more for the text).
  float chips = 0;
  for (int p = 0; p < s.state().players(); ++p)
    chips += (p ? 14.0f : 0.0f) + 12.0f + 4.0f + ImGui::CalcTextSize(chipText(s, p).c_str()).x;
  ImGui::SameLine(0, 14);
  if (ImGui::GetCursorPosX() + chips > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
  for (int p = 0; p < s.state().players(); ++p) {
    if (p) ImGui::SameLine(0, 14);
    playerChip(s.seats()[size_t(p)].colour, 12, p);
    ImGui::SameLine(0, 4);
    ImGui::TextUnformatted(chipText(s, p).c_str());
  }
  ImGui::Separator();
  ImGui::BeginChild("explanation");
  ImGui::TextWrapped("%s", s.demoText().c_str());
  // At 640x420 on a touch screen the text shows a line or two of a longer explanation: a finger scrolls it.
  scrollByDrag();
  scroll_ = ImGui::GetScrollY();
  scrollMax_ = ImGui::GetScrollMaxY();
  textHeight_ = ImGui::GetWindowHeight();
  ImGui::EndChild();
  coverBoard(board);
  ImGui::End();
}

}  // namespace carc::render
