#include "render/game/scoring_log.h"

#include <algorithm>

#include "engine/explain.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

std::vector<ScoringLog::Line> ScoringLog::lines(const Table& s) {
  const State& st = s.state();
  const Translate words = [](const std::string& x) { return tr(x); };
  std::vector<std::string> names = s.shownNames();
  std::vector<Line> out;
  size_t note = 0;
  auto notesUpTo = [&](int move) {
    for (; note < st.notes().size() && (move < 0 || st.notes()[note].move <= move); ++note)
      out.push_back(Line{tr(st.notes()[note].text), st.notes()[note].tile, true, 0});
  };
  for (const ScoreEvent& e : st.events()) {
    notesUpTo(e.move);
    out.push_back(Line{explainEvent(st, e, names, words, s.youSeat()), int(e.tile), false, e.players});
  }
  notesUpTo(-1);
  return out;
}

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
    ImGui::SetNextWindowPos(ImVec2(0, view.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(view.x, std::max(120.0f, view.y * 0.3f)), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, view.y - 10), ImGuiCond_FirstUseEver, ImVec2(1, 1));
    ImGui::SetNextWindowSize(ImVec2(std::min(460.0f, view.x - 20), 220), ImGuiCond_FirstUseEver);
  }
  ImGui::Begin(tr("Scoring log"), nullptr, phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse : 0);
  board.highlightTile = -1;
  if (st.events().empty()) ImGui::TextDisabled("%s", tr("Scores appear here, each with the reason."));
  std::vector<Line> all = lines(s);
  for (size_t i = 0; i < all.size(); ++i) {
    const Line& line = all[i];
    ImGui::PushID(int(i));
    if (line.note) {
      ImGui::TextDisabled("%s", line.text.c_str());
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
  if (st.events().size() + st.notes().size() != seenCount_) {
    ImGui::SetScrollHereY(1.0f);
    seenCount_ = st.events().size() + st.notes().size();
  }
  coverBoard(board, !phone);
  ImGui::End();
}

}  // namespace carc::render
