#include "render/game/tile_panel.h"

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "engine/module.h"
#include "render/board/turn_controls.h"
#include "render/paint/tile_button.h"
#include "render/table/set_index.h"
#include "render/widgets/buttons.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

bool TilePanel::shown(const Table& s, const Screen& screen) {
  return !screen.embed && !(s.demoActive() && s.demoStep() < s.demoSteps());
}

std::string TilePanel::turnText(const Table& s) {
  const State& st = s.state();
  if (st.over()) return tr("The game is over.");
  std::string name = s.shownName(st.actingPlayer());  // who decides this step (a dragon step: the next player)
  if (!s.humanToMove()) return fill(tr("{player} is thinking..."), {{"player", name}});
  if (st.step() == Step::PlaceTile) return fill(tr("{player}: place the tile"), {{"player", name}});
  if (st.step() == Step::PlaceMeeple) return fill(tr("{player}: place a meeple?"), {{"player", name}});
  if (st.step() == Step::Module) {
    const Module* mod = st.catalog().modules[size_t(st.activeModule())];
    return fill(tr("{player}: {choice}"), {{"player", name}, {"choice", tr(mod->prompt(st))}});
  }
  return "";
}

// A turning arc after "… is thinking": drawn only while a bot is to move, when frames come
// anyway (frame.cpp: every frame while it thinks, one a step while it pauses), so the sign costs
// no frames of its own and stops with the bot. It turns once a second in twelve steps.
void TilePanel::thinkingSign(ImU32 colour) {
  ImGui::SameLine(0, 8);
  float h = ImGui::GetTextLineHeight();
  ImVec2 p = ImGui::GetCursorScreenPos();
  ImVec2 centre(p.x + h * 0.5f, p.y + h * 0.5f);
  double step = std::floor(ImGui::GetTime() * 1000.0 / kSignStepMs);
  float a = float(std::fmod(step, 12.0) * 6.2831853 / 12.0);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PathArcTo(centre, h * 0.38f, a, a + 4.4f, 16);
  draw->PathStroke(colour, 0, 2.5f);
  ImGui::Dummy(ImVec2(h, h));
}

// The end of the panel: on a phone it is the compact bar, and the sheet opens below it.
void TilePanel::end(Screen& screen, BoardView& board, bool phone) {
  if (phone) screen.compactBottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
  coverBoard(board);
  ImGui::End();
}

void TilePanel::draw(Table& s, BoardView& board, Screen& screen, ImVec2 view) {
  const State& st = s.state();
  if (!shown(s, screen)) return;
  bool phone = isNarrow(view);
  if (phone) {  // the compact bar under the buttons: whose turn, the scores, the tile in hand
    ImGui::SetNextWindowPos(ImVec2(0, screen.barBottom), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, 10), ImGuiCond_FirstUseEver, ImVec2(1, 0));
    ImGui::SetNextWindowSize(ImVec2(220, 0), ImGuiCond_Always);
  }
  ImGui::Begin(tr("Your move"), nullptr,
               phone ? ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                           ImGuiWindowFlags_AlwaysAutoResize
                     : ImGuiWindowFlags_NoResize);
  if (phone) {  // the scores on one line
    for (int p = 0; p < st.players(); ++p) {
      if (p) sameLineIfFits(chipText(s, p).c_str());
      ImVec2 chip = ImGui::GetCursorScreenPos();
      if (!screen.sheetOpen)
        board.effects().setChipAt(p, ImVec2(chip.x + 6, chip.y + 7));  // (the sheet's table, when open)
      playerChip(s.seats()[size_t(p)].colour, 12, p);
      ImGui::SameLine(0, 4);
      ImGui::TextUnformatted(chipText(s, p).c_str());
    }
  }
  if (st.over()) {
    ImGui::TextWrapped("%s", tr("The game is over."));
    if (ImGui::Button(tr("See the final scores"))) screen.openFinalScores = true;
    end(screen, board, phone);
    return;
  }
  const Seat& seat = s.seats()[size_t(st.actingPlayer())];
  playerChip(seat.colour, 14, st.actingPlayer());
  ImGui::SameLine();
  bool human = s.humanToMove();
  ImGui::TextWrapped("%s", turnText(s).c_str());
  if (s.botThinking()) thinkingSign(seat.colour);
  TurnControls controls;                                               // the game's: with the hints
  if (human && st.step() == Step::Module) choiceButtons(s, controls);  // choices with no place on the board
  if (st.step() == Step::PlaceTile && st.currentTile() >= 0) {
    const TileType& t = st.catalog().types[size_t(st.currentTile())];
    float w = ImGui::GetContentRegionAvail().x;
    float big = std::min(phone ? 64.0f : 150.0f, w);
    if (!phone) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - big) * 0.5f);
    tilePicture(t, board.rotation(), big, styleOf(st.catalog()));
    if (human && ImGui::IsItemClicked()) board.rotate(st, +1);  // tapping the tile in hand turns it
    if (phone) {
      ImGui::SameLine();  // the buttons beside the tile
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      // The whole description, on as many lines as it needs.
      ImGui::TextWrapped("%s", tileInWords(t, [](const std::string& x) { return tr(x); }).c_str());
      ImGui::PopStyleColor();
    }
    ImGui::BeginGroup();
    if (human) tileControls(s, board, controls);
    ImGui::EndGroup();
  } else if (st.step() == Step::PlaceMeeple && human) {
    meepleControls(s, controls);
  }
  end(screen, board, phone);
}

}  // namespace carc::render
