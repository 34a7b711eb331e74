#include "render/game/final_scores.h"

#include <algorithm>

#include "engine/score_table.h"
#include "render/expansions/expansion_view.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/player_chip.h"
#include "render/words/i18n.h"

namespace carc::render {

// The title of a column (the engine's score table).
std::string FinalScores::columnTitle(const std::string& kind) {
  if (kind == "road") return tr("Roads");
  if (kind == "city") return tr("Cities");
  if (kind == "monastery") return tr("Monasteries");
  if (kind == "field") return tr("Farmers");
  if (kind == "start") return tr("At the start");
  for (const ExpansionView* v : expansionViews())
    if (const char* t = v->columnTitle(kind)) return tr(t);
  return tr(kind);
}

// Who won (the engine says: score_table.h), in words.
std::string FinalScores::winnerText(const Table& s) {
  std::vector<int> best = winners(s.state());
  if (best.size() == 1) {
    if (best[0] == s.youSeat()) return tr("You win");
    return fill(tr("{0} wins"), s.shownName(best[0]));
  }
  std::string first;
  for (size_t i = 0; i + 1 < best.size(); ++i) first += (i ? ", " : "") + s.shownName(best[i]);
  return fill(tr("{0} and {1} share the win"), first, s.shownName(best.back()));
}

// Points a player scored in the end-of-game scoring (part of the columns, shown apart).
int FinalScores::pointsAtTheEnd(const State& st, int p) {
  int atEnd = 0;
  for (const ScoreEvent& e : st.events())
    if ((e.players & (1u << p)) && e.move < 0) atEnd += e.points;
  return atEnd;
}

json FinalScores::texts(const Table& s) {
  const State& st = s.state();
  json columns = json::array(), names = json::array(), rows = json::array();
  std::vector<ScoreColumn> table = scoreTable(st);
  for (const ScoreColumn& c : table) columns.push_back(columnTitle(c.kind));
  for (int p = 0; p < st.players(); ++p) {
    names.push_back(s.shownName(p));
    json points = json::array();
    for (const ScoreColumn& c : table) points.push_back(c.points[size_t(p)]);
    rows.push_back({{"player", s.shownName(p)},
                    {"points", points},
                    {"total", st.scores()[size_t(p)]},
                    {"atTheEnd", pointsAtTheEnd(st, p)}});
  }
  return {{"winner", winnerText(s)}, {"columns", columns}, {"players", names}, {"rows", rows}};
}

// Scores over the game.
void FinalScores::chart(const Table& s, bool small, ImVec2 view) {
  const State& st = s.state();
  const auto& hist = s.scoreHistory();
  ImVec2 size(small ? view.x - 8 - ImGui::GetStyle().WindowPadding.x * 2 : 520.0f, 200),
      p0 = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(p0, ImVec2(p0.x + size.x, p0.y + size.y), IM_COL32(250, 250, 245, 255), 4);
  int top = 1;
  for (const auto& row : hist)
    for (int v : row) top = std::max(top, v);
  int turns = std::max<int>(1, int(hist.size()) - 1);
  // Axes with their values: points up the left (0, half, the top), turns along the bottom, each
  // line's final score at its end, so the chart reads without the table beside it.
  const float lineH = ImGui::GetTextLineHeight();
  const float left = ImGui::CalcTextSize(std::to_string(top).c_str()).x + 10, right = 34, upper = lineH * 0.5f + 4,
              lower = lineH + 8;
  const ImVec2 a(p0.x + left, p0.y + upper), b(p0.x + size.x - right, p0.y + size.y - lower);
  const ImU32 ink = IM_COL32(90, 80, 70, 255), grid = IM_COL32(0, 0, 0, 30);
  auto yOf = [&](float v) { return b.y - (b.y - a.y) * v / float(top); };
  auto xOf = [&](float turn) { return a.x + (b.x - a.x) * turn / float(turns); };
  for (int v : {0, top / 2, top}) {
    if (v == top / 2 && (v == 0 || v == top)) continue;
    std::string t = std::to_string(v);
    dl->AddLine(ImVec2(a.x, yOf(float(v))), ImVec2(b.x, yOf(float(v))), grid);
    dl->AddText(ImVec2(a.x - 5 - ImGui::CalcTextSize(t.c_str()).x, yOf(float(v)) - lineH * 0.5f), ink, t.c_str());
  }
  dl->AddLine(ImVec2(a.x, a.y), ImVec2(a.x, b.y), ink);
  dl->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, b.y), ink);
  for (int turn : {1, (turns + 1) / 2, turns}) {
    if (turn < 1 || (turn == (turns + 1) / 2 && (turn == 1 || turn == turns))) continue;
    std::string t = std::to_string(turn);
    float w = ImGui::CalcTextSize(t.c_str()).x;
    dl->AddLine(ImVec2(xOf(float(turn)), b.y), ImVec2(xOf(float(turn)), b.y + 3), ink);
    dl->AddText(ImVec2(xOf(float(turn)) - w * 0.5f, b.y + 4), ink, t.c_str());
  }
  for (int p = 0; p < st.players(); ++p) {
    std::vector<ImVec2> pts;
    for (size_t i = 0; i < hist.size(); ++i) pts.push_back(ImVec2(xOf(float(i)), yOf(float(hist[i][size_t(p)]))));
    ImU32 colour = s.seats()[size_t(p)].colour;
    dl->AddPolyline(pts.data(), int(pts.size()), colour, 0, 2.5f);
    if (!pts.empty()) {
      std::string t = std::to_string(hist.back()[size_t(p)]);
      dl->AddText(ImVec2(pts.back().x + 4, pts.back().y - lineH * 0.5f), ink, t.c_str());
    }
  }
  ImGui::Dummy(size);
  if (turns == 1)  // "1 turn", never "1 turns"
    ImGui::TextDisabled("%s", tr("Score after each turn (1 turn)"));
  else
    ImGui::TextDisabled("%s", fill(tr("Score after each turn ({turns} turns)"), {{"turns", turns}}).c_str());
}

void FinalScores::draw(Table& s, Screen& screen) {
  const State& st = s.state();
  if (screen.newGameStarted) {
    shownOnce_ = false;
    screen.newGameStarted = false;
  }
  if (screen.embed || s.demoActive()) return;
  if (st.over() && (!shownOnce_ || shownFor_ != &s.game())) {
    shownOnce_ = true;
    screen.openFinalScores = true;
    shownFor_ = &s.game();
  }
  if (!st.over()) shownOnce_ = false;
  if (screen.openFinalScores) {
    ImGui::OpenPopup(tr("Final scores"));
    screen.openFinalScores = false;
  }
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  // On a phone the window keeps to the screen and the table scrolls sideways instead of being cut.
  ImVec2 view = ImGui::GetIO().DisplaySize;
  bool small = isNarrow(view);
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(view.x - 8, view.y - 8));
  if (!ImGui::BeginPopupModal(tr("Final scores"), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  // Ranking, then where the points came from, then the race over the game.
  std::vector<int> order(size_t(st.players()));
  for (int p = 0; p < st.players(); ++p) order[size_t(p)] = p;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return st.scores()[size_t(a)] > st.scores()[size_t(b)]; });
  // One column per kind of points (the engine's table), then the points scored at the end.
  std::vector<ScoreColumn> table = scoreTable(st);
  ImGui::SetWindowFontScale(1.3f);  // the result first, larger
  ImGui::TextUnformatted(winnerText(s).c_str());
  ImGui::SetWindowFontScale(1.0f);
  // The kinds of points add up to the total, so the total comes right after them; the points of
  // the end-of-game scoring (already in the columns) come last.
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit;
  ImVec2 outer(0, 0);
  if (small) {
    flags |= ImGuiTableFlags_ScrollX;
    float row = ImGui::GetTextLineHeight() + ImGui::GetStyle().CellPadding.y * 2 + 1;
    outer = ImVec2(view.x - 8 - ImGui::GetStyle().WindowPadding.x * 2,
                   row * float(st.players() + 1) + ImGui::GetStyle().ScrollbarSize + 4);
  }
  if (ImGui::BeginTable("final", 4 + int(table.size()), flags, outer)) {
    ImGui::TableSetupColumn(tr(""));
    ImGui::TableSetupColumn(tr("Player"));
    for (const ScoreColumn& c : table) ImGui::TableSetupColumn(columnTitle(c.kind).c_str());
    ImGui::TableSetupColumn(tr("Total"));
    ImGui::TableSetupColumn(tr("of which at the end"));
    ImGui::TableHeadersRow();
    for (int p : order) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      playerChip(s.seats()[size_t(p)].colour, 14, p);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(s.shownName(p).c_str());
      for (const ScoreColumn& c : table) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", c.points[size_t(p)]);
      }
      ImGui::TableNextColumn();
      ImGui::Text("%d", st.scores()[size_t(p)]);
      ImGui::TableNextColumn();
      ImGui::Text("%d", pointsAtTheEnd(st, p));
    }
    ImGui::EndTable();
  }
  chart(s, small, view);
  if (ImGui::Button(tr("New game"))) {
    ImGui::CloseCurrentPopup();
    screen.askNewGame();
  }
  // The game as it ended, to keep or send (an online table's: the saved game the server gave).
  ImGui::SameLine();
  if (ImGui::Button(tr("Share"))) shareGame(s);
  screen.tookButton("final:share");
  ImGui::SameLine();
  if (ImGui::Button(tr("Close"))) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace carc::render
