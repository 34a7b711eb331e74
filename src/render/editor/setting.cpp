// The setting of a position: the players (2 to 6, names and colours), their scores and who plays
// next; the sets in play and their options; the tiles the Record stage deals next. Every change
// goes through the draft's setters, which refuse in words what the loader would refuse.
#include "render/editor/setting.h"

#include <algorithm>
#include <cstdio>

#include "render/editor/setup_parts.h"
#include "render/paint/tooltip.h"
#include "render/table/colours.h"
#include "render/table/set_index.h"
#include "render/widgets/buttons.h"
#include "render/widgets/player_rows.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

// The players as the draft has them: names as written, colours as shown.
struct Players {
  std::vector<std::string> names, colours;
};
Players playersOf(const Editor& e, const Table& s) {
  Players p;
  const json& doc = e.draft().scenario();
  if (doc.contains("players") && doc["players"].is_array())
    for (const json& n : doc["players"]) p.names.push_back(n.is_string() ? n.get<std::string>() : "");
  for (size_t i = 0; i < p.names.size(); ++i)
    p.colours.push_back(i < s.seats().size() ? colourText(s.seats()[i].colour) : colourText(defaultColour(int(i))));
  return p;
}

}  // namespace

void PlayersSetting::draw(Editor& e, Table& s) {
  const State& st = s.state();
  Players pl = playersOf(e, s);
  int n = int(pl.names.size());
  // Names are edited in place and written when the field is left.
  std::vector<std::array<char, 40>>& names = names_;
  std::vector<int>& scores = scores_;
  int& editing = editing_;
  names.resize(size_t(n));
  scores.resize(size_t(n));
  for (int p = 0; p < n; ++p) {
    ImGui::PushID(p);
    if (editing != p) {
      std::snprintf(names[size_t(p)].data(), 40, "%s", s.shownName(p).c_str());
      scores[size_t(p)] = st.scores()[size_t(p)];
    }
    ImU32 colour = s.seats()[size_t(p)].colour;
    PlayerRowEdit row = playerRow(colour, names[size_t(p)].data(), 40, 0.45f,
                                  [&](const std::string& n) { e.widget("player/" + std::to_string(p) + "/" + n); });
    if (row.colour) {
      pl.colours[size_t(p)] = colourText(colour);
      e.apply(s, e.draft().setPlayers(pl.names, pl.colours));
    }
    if (row.nameActive) editing = p;
    if (row.nameLeft) {
      editing = -1;
      std::string typed = names[size_t(p)].data();
      if (typed != s.shownName(p)) {
        pl.names[size_t(p)] = typed;
        e.apply(s, e.draft().setPlayers(pl.names, pl.colours));
      }
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 4.5f);
    ImGui::InputInt("##score", &scores[size_t(p)], 0, 0);
    e.widget("player/" + std::to_string(p) + "/score");
    if (ImGui::IsItemActive()) editing = p;
    if (ImGui::IsItemDeactivated()) {
      editing = -1;
      if (scores[size_t(p)] != st.scores()[size_t(p)]) {
        std::vector<int> all = st.scores();
        all[size_t(p)] = scores[size_t(p)];
        e.apply(s, e.draft().setScores(all));
      }
    }
    if (ImGui::IsItemHovered()) tooltip(tr("Score"));
    sameLineIfFits(tr("next"));  // a long word ("di turno") goes under the row rather than past the window's edge
    if (ImGui::RadioButton(tr("next"), st.currentPlayer() == p) && st.currentPlayer() != p)
      e.apply(s, e.draft().setNext(p));
    e.widget("player/" + std::to_string(p) + "/next");
    if (ImGui::IsItemHovered()) tooltip(tr("Plays the first move"));
    ImGui::PopID();
  }
  ImGui::BeginDisabled(n >= 6);
  if (ImGui::Button(tr("Add a player"))) {
    pl.names.push_back(tr(defaultName(n)));
    pl.colours.push_back(colourText(defaultColour(n)));
    e.apply(s, e.draft().setPlayers(pl.names, pl.colours));
  }
  e.widget("players/add");
  ImGui::EndDisabled();
  sameLineIfFits(tr("Remove the last player"));
  ImGui::BeginDisabled(n <= 2);
  if (ImGui::Button(tr("Remove the last player"))) {
    pl.names.pop_back();
    pl.colours.pop_back();
    e.apply(s, e.draft().setPlayers(pl.names, pl.colours));
  }
  e.widget("players/remove");
  ImGui::EndDisabled();
}

void drawSetsSetting(Editor& e, Table& s) {
  const Catalog& cat = e.draft().position().state().catalog();
  std::vector<std::string> sets = cat.sets;
  json options = cat.options.is_object() ? cat.options : json::object();
  if (setRows(sets, options, SetRowsLook{true, false, false}, [&](const std::string& n) { e.widget(n); }))
    e.apply(s, e.draft().setSets(sets, options));
}

void NextTilesSetting::draw(Editor& e, Table& s) {
  const Catalog& cat = e.draft().position().state().catalog();
  // Tiles of a set no longer in play are dropped.
  e.nextTiles.erase(
      std::remove_if(e.nextTiles.begin(), e.nextTiles.end(), [&](const std::string& id) { return cat.find(id) < 0; }),
      e.nextTiles.end());
  if (e.nextTiles.empty()) {
    ImGui::TextWrapped("%s", tr("None yet: choose a tile on the left and press Deal next. The first is the tile in "
                                "hand when you record moves."));
    return;
  }
  int& picked = picked_;
  if (picked >= int(e.nextTiles.size())) picked = -1;
  float size = 40, right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  TileStyle style = styleOf(cat);
  for (size_t i = 0; i < e.nextTiles.size(); ++i) {
    if (i && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + size <= right) ImGui::SameLine();
    const TileType& t = cat.types[size_t(cat.find(e.nextTiles[i]))];
    if (tileButton(e, t, 0, size, picked == int(i), style, "next/" + std::to_string(i)))
      picked = picked == int(i) ? -1 : int(i);
  }
  ImGui::TextDisabled("%s", tr("The first is the tile in hand."));
  if (picked < 0) return;
  size_t k = size_t(picked);
  ImGui::BeginDisabled(k == 0);
  if (ImGui::Button(tr("Earlier"))) {
    std::swap(e.nextTiles[k], e.nextTiles[k - 1]);
    --picked;
    e.changed(s);
  }
  e.widget("next/earlier");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(k + 1 >= e.nextTiles.size());
  if (ImGui::Button(tr("Later"))) {
    std::swap(e.nextTiles[k], e.nextTiles[k + 1]);
    ++picked;
    e.changed(s);
  }
  e.widget("next/later");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("Take out"))) {
    e.nextTiles.erase(e.nextTiles.begin() + long(k));
    picked = -1;
    e.changed(s);
  }
  e.widget("next/remove");
}

}  // namespace carc::render
