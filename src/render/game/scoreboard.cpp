#include "render/game/scoreboard.h"

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "render/draw/motion.h"
#include "render/game/toolbar.h"
#include "render/paint/tile_button.h"
#include "render/paint/tooltip.h"
#include "render/table/set_index.h"
#include "render/widgets/buttons.h"
#include "render/widgets/language_picker.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

std::string Scoreboard::seatText(const Table& s, int p) {
  return s.shownName(p) + (s.seats()[size_t(p)].bot.empty() ? "" : tr(" (bot)"));
}

// The race: a bar per player as long as their score against the leader's, gliding to a new score,
// with the player's mark at its tip and the score written after the bar.
void Scoreboard::scoreRace(const Table& s, Motion& motion) {
  const State& st = s.state();
  int lead = 10;
  for (int p = 0; p < st.players(); ++p) lead = std::max(lead, st.scores()[size_t(p)]);
  float top = motion.follow("race:top", float(lead), 600);
  float all = std::max(60.0f, ImGui::GetContentRegionAvail().x), h = 12;
  float number = ImGui::CalcTextSize("000").x + 6, w = all - number;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int p = 0; p < st.players(); ++p) {
    ImU32 colour = s.seats()[size_t(p)].colour;
    float shown = motion.follow("race:" + std::to_string(p), float(st.scores()[size_t(p)]), 600);
    ImVec2 q = ImGui::GetCursorScreenPos();
    float len = std::max(h, w * std::min(1.0f, shown / top));
    dl->AddRectFilled(q, ImVec2(q.x + w, q.y + h), IM_COL32(0, 0, 0, 28), h * 0.5f);
    dl->AddRectFilled(q, ImVec2(q.x + len, q.y + h), colour, h * 0.5f);
    paintMark(dl, ImVec2(q.x + len - h * 0.5f, q.y + h * 0.5f), h * 0.34f, p, colour);
    std::string points = std::to_string(int(std::lround(shown)));
    dl->AddText(
        ImVec2(q.x + all - ImGui::CalcTextSize(points.c_str()).x, q.y + h * 0.5f - ImGui::GetTextLineHeight() * 0.5f),
        ImGui::GetColorU32(ImGuiCol_Text), points.c_str());
    ImGui::Dummy(ImVec2(all, std::max(h, ImGui::GetTextLineHeight()) + 1));
  }
}

void Scoreboard::draw(Table& s, BoardView& board, Screen& screen, ImVec2 view) {
  const State& st = s.state();
  if (screen.embed) return;
  bool phone = isNarrow(view);
  if (phone && !screen.sheetOpen) return;  // on a phone the bar shows the scores; the table is in the sheet
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, screen.compactBottom), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(10, 10), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(270, 0), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Players"), nullptr,
               phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize
                     : ImGuiWindowFlags_AlwaysAutoResize);
  if (phone) {  // the sheet: what the phone's bar has no room for
    if (ImGui::Button(tr("New game"))) screen.askNewGame();
    sameLineIfFits(tr("Share"));
    if (ImGui::Button(tr("Share"))) shareGame(s);
    screen.tookButton("share");
    sameLineIfFits(tr("Edit"));
    if (ImGui::Button(tr("Edit"))) screen.openEditor = true;
    sameLineIfFits(tr("Tutorial"));
    if (ImGui::Button(tr("Tutorial"))) screen.openTutorial = true;
    screen.tookButton("tutorial");
    if (st.over()) {
      sameLineIfFits(tr("Final scores"));
      if (ImGui::Button(tr("Final scores"))) screen.openFinalScores = true;
    }
    languagePicker(s, screen.languages, true);  // on its own line: the bar has no room for it
    learnButtons(s, screen, true);
  }
  if (ImGui::BeginTable("scores", 4, ImGuiTableFlags_SizingFixedFit)) {
    for (int p = 0; p < st.players(); ++p) {
      const Seat& seat = s.seats()[size_t(p)];
      ImGui::TableNextRow();
      bool current = !st.over() && st.actingPlayer() == p;  // the seat that decides now
      if (current) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(255, 240, 160, 140));
      ImGui::TableNextColumn();
      ImVec2 chip = ImGui::GetCursorScreenPos();
      board.effects().setChipAt(p, ImVec2(chip.x + 7, chip.y + 9));  // meeples going home fly here
      playerChip(seat.colour, 14, p);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(seatText(s, p).c_str());
      ImGui::TableNextColumn();
      // The score counts up to a new one.
      ImGui::Text("%3d", int(std::lround(board.effects().motion().follow("score:" + std::to_string(p),
                                                                         float(st.scores()[size_t(p)]), 600))));
      ImGui::TableNextColumn();
      // Meeples left as little figures.
      ImVec2 q = ImGui::GetCursorScreenPos();
      for (int k = 0; k < st.supply(p); ++k)
        paintMeeple(ImGui::GetWindowDrawList(), ImVec2(q.x + 6 + k * 9.0f, q.y + 8), 14, seat.colour, false);
      // Then each other kind of follower left (the large meeple), in its own look.
      float x = q.x + 6 + float(st.supply(p)) * 9.0f;
      for (size_t f = 1; f < st.catalog().figures.size(); ++f) {
        FigureLook look = figureLookOf(st.catalog().figures[f].name);
        for (int k = 0; k < st.supply(p, int(f)); ++k, x += 9.0f * look.scale + 2)
          paintMeeple(ImGui::GetWindowDrawList(), ImVec2(x + 2, q.y + 8), 14, seat.colour, false, 1.0f, -1, look);
      }
      ImGui::Dummy(ImVec2(std::max(7 * 9.0f + 6, x - q.x), 16));
      // What the player holds of a set besides figures (the trade goods tokens).
      const Translate words = [](const std::string& w) { return tr(w); };
      for (const ExpansionView* v : expansionViews()) {
        std::string held = v->playerHoldings(st, p, words);
        if (!held.empty()) ImGui::TextDisabled("%s", held.c_str());
      }
    }
    ImGui::EndTable();
  }
  scoreRace(s, board.effects().motion());
  // The sound switch, here rather than in the toolbar: the toolbar is full on a phone, and its
  // buttons keep their places.
  if (soundSwitch(board.effects().soundOn())) board.effects().switchSound(!board.effects().soundOn());
  // Rules, Hint and the bot pace: here on a desktop as on the phone's sheet, so the toolbar keeps to
  // one line (a second line took the board's top rows from the legal squares).
  if (!phone) learnButtons(s, screen, true);
  if (phone) screen.sheetBottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
  ImGui::Separator();
  int inBag = s.tilesLeft();  // online: the server's count
  ImGui::TextUnformatted(fill(tr("Tiles left in the bag: {tiles}"), {{"tiles", inBag}}).c_str());
  if (!st.setAside().empty())
    ImGui::TextDisabled("%s", fill(tr("Set aside (fit nowhere): {tiles}"), {{"tiles", st.setAside().size()}}).c_str());
  if (ImGui::CollapsingHeader(tr("Tiles in the bag"))) {
    // The bag only, as the line above counts it: the tile in hand is shown in its own panel.
    const Catalog& cat = st.catalog();
    const std::vector<int> counts = s.bagCounts();
    TileStyle style = styleOf(cat);
    const Translate words = [](const std::string& x) { return tr(x); };
    int col = 0;
    for (size_t t = 0; t < cat.types.size(); ++t) {
      if (!counts[t]) continue;
      if (col++ % 5) ImGui::SameLine();
      ImGui::BeginGroup();
      tilePicture(cat.types[t], 0, 34, style);
      ImGui::Text("x%d", counts[t]);
      ImGui::EndGroup();
      if (ImGui::IsItemHovered()) tooltip(tileInWords(cat.types[t], words).c_str());
    }
  }
  coverBoard(board, !phone);
  ImGui::End();
}

}  // namespace carc::render
