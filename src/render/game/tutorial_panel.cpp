#include "render/game/tutorial_panel.h"

#include <algorithm>

#include "render/widgets/buttons.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
json itemBox() {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  return {{"x", a.x}, {"y", a.y}, {"w", b.x - a.x}, {"h", b.y - a.y}};
}
// assets/tutorial/base.json, built in by CMakeLists.txt.
const char kTutorialFile[] =
#include "render/tutorial_file.inc"
    ;

// The tutorial's seats: "You" moves; the other seat waits for moves that never come, so after the
// step's move nobody else plays on.
void quietSecondSeat(Table& s) {
  for (int p = 1; p < s.state().players(); ++p) s.makeRemote(p);
}
}  // namespace

bool TutorialPanel::show(Table& s, BoardView& board, int step, ImVec2 view) {
  if (!tutorial_.start(s, step)) return false;
  quietSecondSeat(s);
  board.cancel();
  board.frame(s.state(), view);
  return true;
}

bool TutorialPanel::open(Table& s, BoardView& board, ImVec2 view) {
  if (!tutorial_.loaded() && !tutorial_.load(json::parse(kTutorialFile), nullptr)) return false;
  json interrupted = s.isGameInProgress() ? s.saveJson() : json();
  if (!show(s, board, 0, view)) return false;
  if (!interrupted.is_null()) interrupted_ = interrupted;  // (a second open keeps the first game)
  leave_ = false;
  return true;
}

std::string TutorialPanel::stepText() const {
  return fill(tr("Step {step} / {steps}"), {{"step", tutorial_.step() + 1}, {"steps", tutorial_.steps()}});
}

json TutorialPanel::texts(const Table& s) const {
  json j = {{"title", tutorial_.title(s)}, {"step", stepText()}, {"task", tutorial_.text(s, "task")}};
  if (tutorial_.result() == Tutorial::Result::Wrong) j["verdict"] = tutorial_.text(s, "wrong");
  if (tutorial_.result() == Tutorial::Result::Done) {
    j["verdict"] = tutorial_.text(s, "done");
    j["scored"] = tutorial_.scored(s);
  }
  bool last = tutorial_.step() + 1 >= tutorial_.steps();
  j["buttons"] = json::array({last ? tr("Finish") : tr("Next"), tr("Leave the tutorial")});
  return j;
}

void TutorialPanel::draw(Table& s, BoardView& board, Screen& screen, ImVec2 view) {
  if (!tutorial_.active()) return;
  // Something else took the table (a new game, a demo, a link): the tutorial is over.
  if (!s.active() || s.isGameInProgress() || s.demoActive()) {
    tutorial_.stop();
    return;
  }
  int refused = tutorial_.refusals();
  tutorial_.judge(s);
  if (tutorial_.refusals() != refused) {  // the step set up again
    quietSecondSeat(s);
    board.cancel();
  }
  bool phone = isNarrow(view);
  float w = phone ? view.x : std::min(view.x - 16, 460.0f);
  ImGui::SetNextWindowPos(ImVec2(phone ? 0 : 10, view.y - (phone ? 0 : 10)), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(w, 0), ImGuiCond_Always);
  ImGui::Begin((tutorial_.title(s) + " - " + stepText() + "###tutorial").c_str(), nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ImGui::TextUnformatted(tutorial_.text(s, "title").c_str());
  ImGui::Separator();
  ImGui::TextWrapped("%s", tutorial_.text(s, "task").c_str());
  Tutorial::Result r = tutorial_.result();
  if (r == Tutorial::Result::Wrong) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(180, 30, 20, 255));
    ImGui::TextWrapped("%s", tutorial_.text(s, "wrong").c_str());
    ImGui::PopStyleColor();
  } else if (r == Tutorial::Result::Done) {
    std::string done = tutorial_.text(s, "done");
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(20, 110, 40, 255));
    if (!done.empty()) ImGui::TextWrapped("%s", done.c_str());
    ImGui::TextWrapped("%s", tutorial_.scored(s).c_str());
    ImGui::PopStyleColor();
  }
  bool last = tutorial_.step() + 1 >= tutorial_.steps();
  ImGui::BeginDisabled(r != Tutorial::Result::Done);
  if (ImGui::Button(last ? tr("Finish") : tr("Next"))) {
    if (last)
      leave_ = true;
    else
      show(s, board, tutorial_.step() + 1, view);
  }
  buttons_["next"] = itemBox();
  ImGui::EndDisabled();
  sameLineIfFits(tr("Leave the tutorial"));
  if (ImGui::Button(tr("Leave the tutorial"))) leave_ = true;
  buttons_["leave"] = itemBox();
  if (leave_) tutorial_.stop();
  (void)screen;
  coverBoard(board);
  ImGui::End();
}

}  // namespace carc::render
