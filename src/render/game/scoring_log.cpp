#include "render/game/scoring_log.h"

#include <algorithm>

#include "engine/describe.h"
#include "engine/explain.h"
#include "engine/phrase.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
// A turn in words, without tile ids or squares: "Anna places a tile and puts a knight in a city".
std::string moveWords(const State& st, const Action& place, const Action* meeple, const std::string& name, bool you) {
  std::string text = you ? tr("You place a tile") : fillPhrase(tr("{0} places a tile"), {name});
  if (!meeple) return text;
  int tile = st.tileAt(place.x, place.y);
  if (tile < 0) return text;
  FeatureKind k = st.catalog().types[st.tiles()[size_t(tile)].type].segments[size_t(meeple->seg)].kind;
  const char* where = k == FeatureKind::Road        ? N_("a road")
                      : k == FeatureKind::City      ? N_("a city")
                      : k == FeatureKind::Monastery ? N_("a monastery")
                                                    : N_("a field");
  const char* puts = k == FeatureKind::Monastery ? (you ? N_(" and put a monk in {0}") : N_(" and puts a monk in {0}"))
                     : k == FeatureKind::City ? (you ? N_(" and put a knight in {0}") : N_(" and puts a knight in {0}"))
                     : k == FeatureKind::Road
                         ? (you ? N_(" and put a thief on {0}") : N_(" and puts a thief on {0}"))
                         : (you ? N_(" and put a farmer in {0}") : N_(" and puts a farmer in {0}"));
  return text + fillPhrase(tr(puts), {tr(where)});
}
}  // namespace

std::vector<ScoringLog::Line> ScoringLog::lines(const Table& s) {
  const State& st = s.state();
  const Translate words = [](const std::string& x) { return tr(x); };
  std::vector<std::string> names = s.shownNames();
  std::vector<Line> out;
  size_t note = 0, event = 0;
  auto upTo = [&](int move) {  // the notes, then the scorings, of every move up to `move` (-1: all)
    for (; note < st.notes().size() && (move < 0 || st.notes()[note].move <= move); ++note)
      out.push_back(Line{tr(st.notes()[note].text), st.notes()[note].tile, true, 0});
    for (;
         event < st.events().size() && (move < 0 || (st.events()[event].move >= 0 && st.events()[event].move <= move));
         ++event) {
      const ScoreEvent& e = st.events()[event];
      out.push_back(Line{explainEvent(st, e, names, words, s.youSeat()), int(e.tile), false, e.players});
    }
  };
  // Each turn since the position began: seats take turns in order from its first seat.
  const Game& g = s.game();
  const std::vector<Action>& acts = g.actions();
  const int first = g.initial().turn(), n = st.players();
  upTo(first - 1);  // what the position itself brought
  int k = 0;
  for (size_t i = 0; i < acts.size(); ++i) {
    if (acts[i].kind != Action::Place) continue;
    const Action* meeple = nullptr;
    for (size_t j = i + 1; j < acts.size() && acts[j].kind != Action::Place; ++j)
      if (acts[j].kind == Action::Meeple) meeple = &acts[j];
    int seat = (g.initial().currentPlayer() + k) % n;
    int tile = st.tileAt(acts[i].x, acts[i].y);
    Line line{moveWords(st, acts[i], meeple, names[size_t(seat)], seat == s.youSeat()), tile, false, 1u << seat};
    line.move = true;
    out.push_back(line);
    upTo(first + k);
    ++k;
  }
  upTo(-1);
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
  if (all.size() != seenCount_) {
    ImGui::SetScrollHereY(1.0f);
    seenCount_ = all.size();
  }
  coverBoard(board, !phone);
  ImGui::End();
}

}  // namespace carc::render
