// What the selected tile carries: its meeples (put on its features from the board's spots, in the
// colour picked here) and the pieces the sets in play offer for it (a ferry, the gingerbread man),
// from each set's view (ExpansionView::setupChoices), so this file names no expansion.
#include "render/editor/pieces.h"

#include <algorithm>
#include <cstdio>
#include <functional>

#include "engine/describe.h"
#include "engine/game.h"
#include "render/editor/setup_parts.h"
#include "render/paint/tile_painter.h"
#include "render/paint/tooltip.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
const Translate kTr = [](const std::string& x) { return tr(x); };
}  // namespace

std::vector<SetupChoice> setupChoicesFor(const State& s, int tile) {
  std::vector<SetupChoice> out;
  const std::vector<std::string>& sets = s.catalog().sets;
  for (const ExpansionView* v : expansionViews())
    if (std::find(sets.begin(), sets.end(), v->set()) != sets.end()) v->setupChoices(s, tile, kTr, out);
  return out;
}

void TilePieces::draw(Editor& e, Table& s) {
  // The draft's position (the board shows it from the next frame); an edit is made once the
  // window is drawn, so nothing below reads a position it replaced.
  const State& st = e.draft().position().state();
  std::function<EditResult()> edit;
  LabelEdit& label = label_;
  if (!label.key.empty() && (!e.selected.on || label.x != e.selected.x || label.y != e.selected.y)) {
    // A label typed, then another tile chosen: saved as it was left.
    std::string text = label.text;
    label.key.clear();
    if (text != e.draft().labelAt(label.x, label.y, label.on))
      e.apply(s, e.draft().setLabel(label.x, label.y, label.on, text));
    return;  // the board shows the change from the next frame
  }
  int t = e.selected.on ? st.tileAt(e.selected.x, e.selected.y) : -1;
  if (t < 0) {
    e.selected.on = false;
    ImGui::TextWrapped("%s", tr("Click a tile on the board to change it, or choose a tile on the left to put down."));
    return;
  }
  const PlacedTile& pt = st.tiles()[size_t(t)];
  const TileType& tt = st.catalog().types[pt.type];
  int x = pt.x, y = pt.y;
  Draft& d = e.draft();
  ImGui::TextWrapped("%s", fill(tr("{0}, {1}"), tileInWords(tt, kTr), squareInWords(pt.x, pt.y, kTr)).c_str());
  if (ImGui::Button(tr("Turn (R)"))) edit = [&d, x, y] { return d.turnTile(x, y); };
  e.widget("selected/turn");
  ImGui::SameLine();
  if (ImGui::Button(tr("Remove (Delete)"))) edit = [&d, x, y] { return d.removeTile(x, y); };
  e.widget("selected/remove");

  // Meeples: the board shows a spot on each feature of the tile; a click puts a meeple of this
  // player there (or takes theirs away).
  section(tr("Meeples"));
  ImGui::TextUnformatted(tr("Put meeples of:"));
  int& who = meeplePlayer_;
  int players = std::min(st.players(), int(s.seats().size()));
  if (who >= players) who = 0;
  for (int p = 0; p < players; ++p) {
    ImGui::SameLine();
    ImGui::PushID(p);
    ImVec2 at = ImGui::GetCursorScreenPos();
    float h = ImGui::GetFrameHeight();
    if (ImGui::InvisibleButton("who", ImVec2(h, h))) who = p;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, ImVec2(at.x + h, at.y + h), s.seats()[size_t(p)].colour, 4);
    paintMark(dl, ImVec2(at.x + h * 0.5f, at.y + h * 0.5f), h * 0.28f, p, s.seats()[size_t(p)].colour);
    if (who == p)
      dl->AddRect(ImVec2(at.x - 2, at.y - 2), ImVec2(at.x + h + 2, at.y + h + 2), IM_COL32(230, 120, 0, 255), 4, 0, 3);
    if (ImGui::IsItemHovered()) tooltip(s.shownName(p).c_str());
    e.widget("meeple/player/" + std::to_string(p));
    ImGui::PopID();
  }
  ImGui::TextWrapped("%s", tr("Click a circle on the tile to put a meeple there; click your own meeple to take it "
                              "away."));
  for (size_t i = 0; i < st.meeples().size(); ++i) {
    const Meeple& m = st.meeples()[i];
    if (m.tile != t) continue;
    std::string on = tt.segmentName(m.seg, pt.rot);
    ImGui::PushID(int(i));
    if (ImGui::SmallButton(tr("Take away"))) edit = [&d, x, y, on] { return d.removeMeeple(x, y, on); };
    e.widget("meeple/remove/" + std::to_string(i));
    ImGui::SameLine();
    ImGui::TextWrapped("%s", fill(tr("{0}: {1}"), s.shownName(m.player), featureInWords(on, kTr)).c_str());
    ImGui::PopID();
  }

  // Labels a demo's text names ("road A"), one box a feature: typed, saved when the box is left.
  section(tr("Labels"));
  ImGui::TextWrapped("%s", tr("A short mark such as A on a feature, for the texts to name it."));
  std::vector<std::string> features = d.features(x, y);
  auto save = [&edit, &d](const LabelEdit& l) {
    std::string text = l.text;
    int lx = l.x, ly = l.y;
    std::string lon = l.on;
    if (text != d.labelAt(lx, ly, lon)) edit = [&d, lx, ly, lon, text] { return d.setLabel(lx, ly, lon, text); };
  };
  for (size_t i = 0; i < features.size(); ++i) {
    const std::string& on = features[i];
    std::string key = std::to_string(x) + "," + std::to_string(y) + "," + on, saved = d.labelAt(x, y, on);
    bool mine = label.key == key;
    ImGui::PushID(int(1000 + i));
    char shown[9] = {};
    if (!mine) snprintf(shown, sizeof shown, "%s", saved.c_str());
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.5f);
    ImGui::InputText("##label", mine ? label.text : shown, 9, ImGuiInputTextFlags_AutoSelectAll);
    if (ImGui::IsItemActivated() && !mine) {  // this feature's box now keeps what is typed
      if (!label.key.empty()) save(label);    // the box left for this one
      label.key = key;
      label.x = x;
      label.y = y;
      label.on = on;
      snprintf(label.text, sizeof label.text, "%s", saved.c_str());
    } else if (mine && !ImGui::IsItemActive()) {  // left (Enter, a click elsewhere): saved
      save(label);
      label.key.clear();
    }
    e.widget("label/" + on);
    ImGui::SameLine();
    ImGui::TextWrapped("%s", featureInWords(on, kTr).c_str());
    ImGui::PopID();
  }

  // The pieces of the sets in play that fit this tile.
  std::vector<SetupChoice> choices = setupChoicesFor(st, t);
  if (!choices.empty()) section(tr("Pieces"));
  for (size_t i = 0; i < choices.size(); ++i) {
    ImGui::PushID(int(i));
    const SetupChoice& c = choices[i];
    // The button, then its words wrapped to the window (a long choice is never cut off).
    bool clicked = ImGui::RadioButton("##choice", c.current);
    e.widget("piece/" + std::to_string(i));
    ImGui::SameLine();
    ImGui::TextWrapped("%s", c.text.c_str());
    if (clicked && !c.current) {
      if (c.scenarioKey)
        edit = [&d, c] { return d.setScenarioKey(c.key, c.value); };
      else
        edit = [&d, x, y, c] { return d.setBoardKey(x, y, c.key, c.value); };
    }
    ImGui::PopID();
  }
  if (!edit) return;
  EditResult r = edit();
  refusedAt(e.setupBoard, x, y, r.refused);  // a refusal is said beside the tile too, where the piece would go
  if (e.apply(s, r) && e.draft().position().state().tileAt(x, y) < 0) e.selected.on = false;
}

}  // namespace carc::render
