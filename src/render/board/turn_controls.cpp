#include "render/board/turn_controls.h"

#include <algorithm>

#include "engine/module.h"
#include "render/widgets/buttons.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
void name(const TurnControls& c, const std::string& n) {
  if (c.named) c.named(n);
}
}  // namespace

const char* placeHint() {
  if (isTouchScreen())
    return tr("Tap a highlighted square; tap it again or press Place to confirm. Tap the tile in hand to turn it.");
  return tr("Click a highlighted square; click it again or press Place to confirm. Right click turns the tile.");
}

// A touch screen has no keys to hint at: its buttons say only what they do.
const char* rotateLabel() { return isTouchScreen() ? tr("Rotate") : tr("Rotate (R)"); }
const char* placeLabel() { return isTouchScreen() ? tr("Place") : tr("Place (Enter)"); }

void tileControls(Table& s, BoardView& board, const TurnControls& c) {
  const State& st = s.state();
  bool typing = ImGui::GetIO().WantTextInput;
  const char* rotate = rotateLabel();
  const char* place = placeLabel();
  if (ImGui::Button(rotate) || (!typing && ImGui::IsKeyPressed(ImGuiKey_R))) board.rotate(st, +1);
  name(c, "rotate");
  if (c.hints)
    sameLineIfFits(place);
  else
    ImGui::SameLine();
  ImGui::BeginDisabled(!board.hasSelection());
  if (ImGui::Button(place) || (!typing && ImGui::IsKeyPressed(ImGuiKey_Enter))) board.confirm(s);
  name(c, "place");
  ImGui::EndDisabled();
  if (!c.hints) return;
  if (board.hasSelection()) {
    if (ImGui::Button(isTouchScreen() ? tr("Cancel") : tr("Cancel (Esc)")) || ImGui::IsKeyPressed(ImGuiKey_Escape))
      board.cancel();
  } else {
    ImGui::TextWrapped("%s", placeHint());
  }
}

void meepleControls(Table& s, const TurnControls& c) {
  const State& st = s.state();
  bool typing = ImGui::GetIO().WantTextInput;
  if (c.hints) {
    // Circles are offered only where a meeple may go: say so when there are none.
    std::vector<Action> legal;
    st.legalActions(legal);
    bool spot = std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Meeple; });
    if (spot)
      ImGui::TextWrapped("%s", isTouchScreen()
                                   ? tr("Tap a circle to put a meeple there; its name shows while you press.")
                                   : tr("Click a circle on the new tile to put a meeple there."));
    else if (st.supply(st.currentPlayer()) == 0)
      ImGui::TextWrapped("%s", tr("No meeple left: go on with No meeple."));
    else
      ImGui::TextWrapped("%s", tr("No feature of the new tile can take a meeple: go on with No meeple."));
  } else {
    ImGui::TextWrapped("%s", tr("Click a circle on the new tile to put a meeple there."));
  }
  if (ImGui::Button(isTouchScreen() ? tr("No meeple") : tr("No meeple (N)")) ||
      (!typing && ImGui::IsKeyPressed(ImGuiKey_N))) {
    Action a;
    a.kind = Action::NoMeeple;
    s.play(a, nullptr);
  }
  name(c, "nomeeple");
  if (!c.hints) return;
  sameLineIfFits(tr("Take back tile"));
  if (ImGui::Button(tr("Take back tile"))) s.undoStep();
}

void choiceButtons(Table& s, const TurnControls& c) {
  const State& st = s.state();
  const Module* mod = st.catalog().modules[size_t(st.activeModule())];
  std::vector<Action> legal;
  st.legalActions(legal);
  for (size_t i = 0; i < legal.size(); ++i) {
    int tile = -1, seg = -1;
    if (mod->actionSpot(st, legal[i], tile, seg)) continue;  // chosen on the board
    std::string label = mod->actionLabel(st, legal[i]);
    ImGui::PushID(int(i));
    if (wrappedButton(label.empty() ? tr("Done") : tr(label))) s.play(legal[i], nullptr);
    name(c, "choice/" + std::to_string(i));
    ImGui::PopID();
  }
}

}  // namespace carc::render
