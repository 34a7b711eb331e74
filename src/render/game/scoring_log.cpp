#include "render/game/scoring_log.h"

#include <algorithm>

#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

void ScoringLog::draw(Table& s, BoardView& board, Screen& screen, ImVec2 view) {
  const State& st = s.state();
  if (screen.embed || s.demoActive()) {
    board.highlightTile = -1;
    return;
  }
  bool phone = isNarrow(view);
  if (phone && !screen.sheetOpen) {  // on a phone the log is in the sheet
    board.highlightTile = -1;
    return;
  }
  if (phone) {
    // Below the Players window (its buttons stay clear of this header), to the bottom of the screen.
    float top = std::min(std::max(screen.sheetBottom, view.y * 0.7f), view.y - 120.0f);
    top = std::max(top, screen.sheetBottom);
    ImGui::SetNextWindowPos(ImVec2(0, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, std::max(120.0f, view.y - top)), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, view.y - 10), ImGuiCond_FirstUseEver, ImVec2(1, 1));
    ImGui::SetNextWindowSize(ImVec2(std::min(460.0f, view.x - 20), 220), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Scoring log"), nullptr, phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse : 0);
  board.highlightTile = -1;
  if (st.events().empty() && s.game().actions().empty())
    ImGui::TextDisabled("%s", tr("Scores appear here, each with the reason."));
  std::vector<Line> all = lines(s);
  for (size_t i = 0; i < all.size(); ++i) {
    const Line& line = all[i];
    ImGui::PushID(int(i));
    if (line.note) {
      ImGui::TextDisabled("%s", line.text.c_str());
    } else if (line.move) {  // a turn: its seat's chip, the words a little quieter than a score
      for (int p = 0; p < st.players(); ++p)
        if (line.players & (1u << p)) {
          playerChip(s.seats()[size_t(p)].colour, 10, p);
          ImGui::SameLine(0, 2);
        }
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("%s", line.text.c_str());
      ImGui::PopStyleColor();
    } else {
      for (int p = 0; p < st.players(); ++p)
        if (line.players & (1u << p)) {
          playerChip(s.seats()[size_t(p)].colour, 10, p);
          ImGui::SameLine(0, 2);
        }
      ImGui::TextWrapped("%s", line.text.c_str());
    }
    if (ImGui::IsItemHovered()) board.highlightTile = line.tile;
    ImGui::PopID();
  }
  // A new line, or the last one longer (it may wrap onto another line): the bottom shown.
  std::string last = all.empty() ? std::string() : all.back().text;
  if (all.size() != seenCount_ || last != seenLast_) {
    ImGui::SetScrollHereY(1.0f);
    seenCount_ = all.size();
    seenLast_ = last;
  }
  scrollY_ = ImGui::GetScrollY();
  scrollMax_ = ImGui::GetScrollMaxY();
  coverBoard(board, !phone);
  ImGui::End();
}

}  // namespace carc::render
