// The palette: every tile of every set of the set index with its art (the sets in play first),
// found by its words or by set, and the draft's custom tiles at the end. A tile chosen here
// follows the mouse on the board until it is put down (board.cpp).
#include "render/editor/palette.h"

#include <algorithm>
#include <map>

#include "engine/describe.h"
#include "render/editor/editor.h"
#include "render/editor/setup_parts.h"
#include "render/editor/tile_search.h"
#include "render/paint/tile_button.h"
#include "render/paint/tile_painter.h"
#include "render/paint/tooltip.h"
#include "render/table/set_index.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

bool inPlay(const Catalog& cat, const std::string& set) {
  return std::find(cat.sets.begin(), cat.sets.end(), set) != cat.sets.end();
}

const PaletteTile* findPaletteTile(const std::vector<PaletteTile>& tiles, const std::string& id) {
  for (const PaletteTile& p : tiles)
    if (p.type->id == id) return &p;
  return nullptr;
}

const Translate kTr = [](const std::string& x) { return tr(x); };

}  // namespace

// Each set's tiles, read once with its modules (so a lake or arrows are drawn): a catalog of that
// set alone. A set that cannot be read alone offers nothing.
const Catalog* Palette::setCatalog(const std::string& set) const {
  auto& cache = catalogs_;
  auto it = cache.find(set);
  if (it != cache.end()) return it->second.get();
  std::shared_ptr<const Catalog> c;
  try {
    c = buildCatalog({set}, json(), json(), manifestFor, "palette");
  } catch (const std::exception&) {
    c = nullptr;
  }
  cache[set] = c;
  return c.get();
}

std::string setTitle(const std::string& set) {
  for (const SetEntry& e : setIndex())
    if (e.set == set) return tr(e.title);
  return set;
}

std::vector<PaletteTile> Palette::tiles(const Editor& e) const {
  std::vector<PaletteTile> out;
  const Catalog& cat = e.draft().position().state().catalog();
  // The sets in play first, in the index's order, then the others.
  for (int pass = 0; pass < 2; ++pass)
    for (const SetEntry& entry : setIndex()) {
      if (inPlay(cat, entry.set) != (pass == 0)) continue;
      const Catalog* c = pass == 0 ? &cat : setCatalog(entry.set);
      if (!c) continue;
      for (size_t t = 0; t < c->types.size(); ++t) {
        if (pass == 0 && (c->setOf[t] < 0 || c->sets[size_t(c->setOf[t])] != entry.set)) continue;
        out.push_back(PaletteTile{&c->types[t], entry.set, pass == 0});
      }
    }
  for (size_t t = 0; t < cat.types.size(); ++t)
    if (cat.setOf[t] < 0) out.push_back(PaletteTile{&cat.types[t], "", true});
  return out;
}

// A tile as a button of the palette (paint/tile_button.h), named for the page.
bool tileButton(Editor& e, const TileType& t, int rot, float size, bool chosen, const TileStyle& style,
                const std::string& widgetName, float alpha) {
  bool clicked = carc::render::tileButton(t, rot, size, chosen, style, widgetName, alpha);
  e.widget(widgetName);
  return clicked;
}

bool Palette::shows(const PaletteTile& p) const {
  std::string set = p.set.empty() ? "custom" : p.set;
  return (filter_.empty() || filter_ == set) && tileMatches(search_, *p.type);
}

void Palette::step(const Editor& e, int dir) {
  std::vector<std::string> ids;
  for (const PaletteTile& p : tiles(e))
    if (shows(p)) ids.push_back(p.type->id);
  if (ids.empty()) return;
  auto at = std::find(ids.begin(), ids.end(), chosen_);
  int n = int(ids.size()), i = at == ids.end() ? (dir > 0 ? -1 : 0) : int(at - ids.begin());
  chosen_ = ids[size_t(((i + dir) % n + n) % n)];
  rot_ = 0;
  scrollToChosen_ = true;
}

void Palette::draw(Editor& e, ImVec2 view) {
  const Catalog& cat = e.draft().position().state().catalog();
  TileStyle style = styleOf(cat);
  // Find: by words and by set.
  drawTileSearch(e, search_, "palette/search");
  std::vector<std::string> filters = {""};
  for (const SetEntry& entry : setIndex()) filters.push_back(entry.set);
  filters.push_back("custom");
  auto filterName = [](const std::string& f) {
    return f.empty() ? std::string(tr("Every set")) : f == "custom" ? std::string(tr("Custom tiles")) : setTitle(f);
  };
  ImGui::SetNextItemWidth(-1);
  // Every choice in view (past eight, Dear ImGui's default list scrolled "Custom tiles" away).
  if (ImGui::BeginCombo("##filter", filterName(filter_).c_str(), ImGuiComboFlags_HeightLargest)) {
    for (size_t i = 0; i < filters.size(); ++i) {
      if (ImGui::Selectable(filterName(filters[i]).c_str(), filter_ == filters[i])) filter_ = filters[i];
      e.widget("palette/filter/" + (filters[i].empty() ? std::string("all") : filters[i]));
    }
    ImGui::EndCombo();
  }
  e.widget("palette/filter");

  std::vector<PaletteTile> shownTiles = tiles(e);
  float size = isNarrow(view) ? 48.0f : 56.0f, gap = ImGui::GetStyle().ItemSpacing.x;
  ImGui::BeginChild("tiles", ImVec2(0, isNarrow(view) ? size * 2.3f : std::max(120.0f, view.y * 0.42f)), false);
  float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  int shown = 0;
  std::string lastSet = "?";
  for (const PaletteTile& p : shownTiles) {
    std::string set = p.set.empty() ? "custom" : p.set;
    if (!shows(p)) continue;
    if (set != lastSet) {  // each set under its title
      ImGui::TextDisabled("%s", filterName(set).c_str());
      lastSet = set;
    } else if (ImGui::GetItemRectMax().x + gap + size <= right) {
      ImGui::SameLine();
    }
    bool chosen = chosen_ == p.type->id;
    if (tileButton(e, *p.type, 0, size, chosen, style, "palette/" + p.type->id, p.inPlay ? 1.0f : 0.55f)) {
      chosen_ = chosen ? "" : p.type->id;
      rot_ = 0;
      e.message = Words{};  // the selected tile stays selected, its meeple spots on the board
    }
    if (chosen && scrollToChosen_) {
      ImGui::SetScrollHereY(0.5f);
      scrollToChosen_ = false;
    }
    ++shown;
  }
  if (shown == 0) ImGui::TextWrapped("%s", tr("No tile matches."));
  count_ = shown;
  ImGui::EndChild();
}

void Palette::drawChosen(Editor& e, Table& s, ImVec2 view) {
  std::vector<PaletteTile> all = tiles(e);
  const PaletteTile* p = findPaletteTile(all, chosen_);
  if (!p) {
    chosen_.clear();
    ImGui::TextWrapped("%s", tr("Choose a tile, then click a square of the board to put it there."));
    return;
  }
  const Catalog& cat = e.draft().position().state().catalog();
  float big = isNarrow(view) ? 48.0f : 72.0f;
  ImGui::BeginGroup();
  if (tileButton(e, *p->type, rot_, big, true, styleOf(cat), "chosen", p->inPlay ? 1.0f : 0.55f)) turn();
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
  ImGui::TextUnformatted(tileInWords(*p->type, kTr).c_str());
  ImGui::PopTextWrapPos();
  if (!p->inPlay) {
    // A tile of a set not in play: its set comes into the game first.
    ImGui::TextWrapped("%s", fill(tr("{0} is not in play."), setTitle(p->set)).c_str());
    if (ImGui::Button(tr("Add this set to the game"))) {
      std::vector<std::string> sets = cat.sets;
      sets.push_back(p->set);
      e.apply(s, e.draft().setSets(sets, cat.options.is_null() ? json::object() : cat.options));
    }
    e.widget("chosen/addset");
  } else {
    if (ImGui::Button(tr("Turn (R)"))) turn();
    e.widget("chosen/turn");
    ImGui::SameLine();
    if (ImGui::Button(tr("Deal next"))) e.nextTiles.push_back(p->type->id), e.changed(s);
    e.widget("chosen/dealnext");
    if (ImGui::IsItemHovered()) tooltip(tr("Adds this tile to the tiles dealt when you record moves."));
    ImGui::SameLine();
    if (ImGui::Button(tr("Done (Esc)"))) chosen_.clear();
    e.widget("chosen/done");
  }
  ImGui::EndGroup();
}

json Palette::report() const {
  return json{{"count", count_},
              {"filter", filter_},
              {"search", search_.text},
              {"chosen", chosen_.empty() ? json() : json(chosen_)},
              {"rot", rot_ * 90}};
}

}  // namespace carc::render
