#include "render/game/toolbar.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "render/game/bot_pace.h"
#include "render/game/hint.h"
#include "render/paint/tooltip.h"
#include "render/widgets/buttons.h"
#include "render/widgets/language_picker.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

void learnButtons(Table& s, Screen& screen, bool wrap) {
  if (ImGui::Button(tr("Rules"))) screen.openRules = true;
  screen.tookButton("rules");
  sameLineIfFits(tr("Hint"), wrap);
  // The search bot's suggestion for the person's step (game/hint.h); always there, so the bar keeps its shape.
  ImGui::BeginDisabled(!Hint::offered(s));
  if (button(tr("Hint"))) screen.askHint = true;
  ImGui::EndDisabled();
  screen.tookButton("hint");
  sameLineIfFits(tr("Bot pace"), wrap);
  botPaceSwitch(s, screen, wrap);
}

void Toolbar::draw(Table& s, BoardView& board, Screen& screen, ImVec2 view) {
  fingerSizes(view, screen.embed);  // the first window of the frame: the size of every button after it
  screen.languages.clear();
  if (!paceApplied_) applyKeptBotPace(s);  // the remembered bot pace, before the first bot moves
  paceApplied_ = true;
  if (screen.embed) return;
  bool phone = isNarrow(view);
  if (!phone) screen.sheetOpen = false;
  ImVec2 zoomButton(isTouchScreen() || phone ? kTouchTarget : 0, 0);
  // On a phone: a bar across the top, the rarer buttons in the sheet.
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, 0), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  }
  Place at = phone ? Place{0, 0} : place(board, view);
  bool rows = !phone && at.width > 0;  // the desktop bar wrapped into rows
  if (!phone && !rows) {
    ImGui::SetNextWindowPos(ImVec2(at.x, 8.0f), ImGuiCond_Always, ImVec2(0.5f, 0));
  } else if (rows) {
    ImGui::SetNextWindowPos(ImVec2(at.x, 8.0f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(at.width, 0), ImGuiCond_Always);
  }
  ImGui::Begin(tr("##toolbar"), nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                   (phone || rows ? 0 : ImGuiWindowFlags_AlwaysAutoResize) | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);
  if (!phone) {
    if (ImGui::Button(tr("New game"))) screen.askNewGame();
    sameLineIfFits(phone ? tr("Centre") : tr("Centre board"), rows);
  }
  // On a phone the short word, so the bar stays one row in every language (French and German wrapped More
  // onto a second row, taking a row of the board).
  if (ImGui::Button(phone ? tr("Centre") : tr("Centre board")) ||
      (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed(ImGuiKey_C)))
    board.centre(s.state(), view);
  sameLineIfFits(tr("-"), phone || rows);
  if (ImGui::Button(tr("-"), zoomButton)) board.zoomBy(1 / 1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  sameLineIfFits(tr("+"), phone || rows);
  if (ImGui::Button(tr("+"), zoomButton)) board.zoomBy(1.25f, ImVec2(view.x * 0.5f, view.y * 0.5f));
  sameLineIfFits(tr("Undo"), phone || rows);
  ImGui::BeginDisabled(s.game().actions().empty() || s.online());  // an online table's steps are the server's
  if (ImGui::Button(tr("Undo"))) {
    board.cancel();
    s.undoHuman();
  }
  ImGui::EndDisabled();
  if (phone) {
    // More / Close at the bar's right end, as wide as the longer of the two: opening the sheet
    // moves nothing (a longer word, German "Schließen", wrapped onto a second line).
    const char* more = screen.sheetOpen ? tr("Close") : tr("More");
    const ImGuiStyle& style = ImGui::GetStyle();
    float w =
        std::max(ImGui::CalcTextSize(tr("Close")).x, ImGui::CalcTextSize(tr("More")).x) + 2 * style.FramePadding.x;
    float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + w > right) ImGui::NewLine();
    ImGui::SetCursorPosX(right - w);
    if (ImGui::Button(more, ImVec2(w, 0))) screen.sheetOpen = !screen.sheetOpen;
    screen.barBottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
    coverBoard(board);
    ImGui::End();
    return;
  }
  sameLineIfFits(tr("Share"), rows);
  if (ImGui::Button(tr("Share"))) shareGame(s);
  screen.tookButton("share");
  sameLineIfFits(tr("Edit"), rows);
  if (ImGui::Button(tr("Edit"))) screen.openEditor = true;
  if (ImGui::IsItemHovered()) tooltip(tr("Set up a position and record a rules demo."));
  sameLineIfFits(tr("Tutorial"), rows);
  if (ImGui::Button(tr("Tutorial"))) screen.openTutorial = true;
  screen.tookButton("tutorial");
  if (s.state().over()) {
    sameLineIfFits(tr("Final scores"), rows);
    if (ImGui::Button(tr("Final scores"))) screen.openFinalScores = true;
  }
  if (!rows || ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + languagePickerWidth() <=
                   ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::SameLine();
  languagePicker(s, screen.languages);
  coverBoard(board);
  min_ = ImGui::GetWindowPos();
  max_ = ImVec2(min_.x + ImGui::GetWindowSize().x, min_.y + ImGui::GetWindowSize().y);
  if (!rows) oneRow_ = ImGui::GetWindowSize().x;
  ImGui::End();
}

Toolbar::Place Toolbar::place(const BoardView& board, ImVec2 view) const {
  const float margin = 8.0f;
  Place centred{view.x * 0.5f, 0};
  if (oneRow_ <= 0) return centred;  // the first frame: its width is not known yet
  // The stretches of the top edge free of every other window beside the bar's rows.
  float top = 8.0f, bottom = std::max(max_.y, top + ImGui::GetFrameHeightWithSpacing());
  std::vector<std::pair<float, float>> taken;
  for (const BoardView::Panel& p : board.panels()) {
    bool self = std::abs(p.box.x0 - min_.x) < 1 && std::abs(p.box.y0 - min_.y) < 1 && std::abs(p.box.x1 - max_.x) < 1;
    if (self || p.box.y0 >= bottom || p.box.y1 <= top) continue;
    taken.push_back({p.box.x0 - margin, p.box.x1 + margin});
  }
  std::sort(taken.begin(), taken.end());
  float from = 0, bestFrom = 0, bestTo = 0;
  auto gap = [&](float to) {
    if (to - from > bestTo - bestFrom) bestFrom = from, bestTo = to;
  };
  for (const auto& t : taken) {
    gap(t.first);
    from = std::max(from, t.second);
  }
  gap(view.x);
  float half = oneRow_ * 0.5f;
  bool centreFree = std::none_of(taken.begin(), taken.end(), [&](const std::pair<float, float>& t) {
    return t.first < centred.x + half && t.second > centred.x - half;
  });
  if (centreFree || bestTo - bestFrom < 160) return centred;  // no room anywhere: as before
  if (oneRow_ <= bestTo - bestFrom) return Place{0.5f * (bestFrom + bestTo), 0};
  return Place{bestFrom, bestTo - bestFrom};
}

}  // namespace carc::render
