// The palette: every tile of every set of the set index with its art (the sets in play first),
// found by its words or by set, and the draft's custom tiles at the end. A tile chosen here
// follows the mouse on the board until it is put down (board.cpp).
#include <algorithm>
#include <map>

#include "engine/describe.h"
#include "render/editor/editor.h"
#include "render/editor/setup_parts.h"
#include "render/editor/tile_search.h"
#include "render/paint/tile_button.h"
#include "render/paint/tile_painter.h"
#include "render/table/set_index.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

// Each set's tiles, read once with its modules (so a lake or arrows are drawn): a catalog of that
// set alone. A set that cannot be read alone offers nothing.
const Catalog* setCatalog(const Editor& e, const std::string& set) {
  auto& cache = e.palette.catalogs;
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

bool inPlay(const Catalog& cat, const std::string& set) {
  return std::find(cat.sets.begin(), cat.sets.end(), set) != cat.sets.end();
}

}  // namespace

std::string setTitle(const std::string& set) {
  for (const SetEntry& e : setIndex())
    if (e.set == set) return tr(e.title);
  return set;
}

std::vector<PaletteTile> paletteTiles(const Editor& e) {
  std::vector<PaletteTile> out;
  const Catalog& cat = e.draft().position().state().catalog();
  // The sets in play first, in the index's order, then the others.
  for (int pass = 0; pass < 2; ++pass)
    for (const SetEntry& entry : setIndex()) {
      if (inPlay(cat, entry.set) != (pass == 0)) continue;
      const Catalog* c = pass == 0 ? &cat : setCatalog(e, entry.set);
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

const PaletteTile* findPaletteTile(const std::vector<PaletteTile>& tiles, const std::string& id) {
  for (const PaletteTile& p : tiles)
    if (p.type->id == id) return &p;
  return nullptr;
}

// A tile as a button of the palette (paint/tile_button.h), named for the page.
bool tileButton(Editor& e, const TileType& t, int rot, float size, bool chosen, const TileStyle& style,
                const std::string& widgetName, float alpha) {
  bool clicked = carc::render::tileButton(t, rot, size, chosen, style, widgetName, alpha);
  e.widget(widgetName);
  return clicked;
}

void drawPalette(Editor& e, Table& s, ImVec2 view) {
  const Catalog& cat = e.draft().position().state().catalog();
  TileStyle style = styleOf(cat);
  // Find: by words and by set.
  drawTileSearch(e, e.palette.search, "palette/search");
  std::vector<std::string> filters = {""};
  for (const SetEntry& entry : setIndex()) filters.push_back(entry.set);
  filters.push_back("custom");
  auto filterName = [](const std::string& f) {
    return f.empty() ? std::string(tr("Every set")) : f == "custom" ? std::string(tr("Custom tiles")) : setTitle(f);
  };
  ImGui::SetNextItemWidth(-1);
  // Every choice in view (past eight, Dear ImGui's default list scrolled "Custom tiles" away).
  if (ImGui::BeginCombo("##filter", filterName(e.palette.filter).c_str(), ImGuiComboFlags_HeightLargest)) {
    for (size_t i = 0; i < filters.size(); ++i) {
      if (ImGui::Selectable(filterName(filters[i]).c_str(), e.palette.filter == filters[i]))
        e.palette.filter = filters[i];
      e.widget("palette/filter/" + (filters[i].empty() ? std::string("all") : filters[i]));
    }
    ImGui::EndCombo();
  }
  e.widget("palette/filter");

  std::vector<PaletteTile> tiles = paletteTiles(e);
  float size = isNarrow(view) ? 48.0f : 56.0f, gap = ImGui::GetStyle().ItemSpacing.x;
  ImGui::BeginChild("tiles", ImVec2(0, isNarrow(view) ? size * 2.3f : std::max(120.0f, view.y * 0.42f)), false);
  float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  int shown = 0;
  std::string lastSet = "?";
  for (const PaletteTile& p : tiles) {
    std::string set = p.set.empty() ? "custom" : p.set;
    if (!e.palette.filter.empty() && e.palette.filter != set) continue;
    if (!tileMatches(e.palette.search, *p.type)) continue;
    if (set != lastSet) {  // each set under its title
      ImGui::TextDisabled("%s", filterName(set).c_str());
      lastSet = set;
    } else if (ImGui::GetItemRectMax().x + gap + size <= right) {
      ImGui::SameLine();
    }
    bool chosen = e.palette.chosen == p.type->id;
    if (tileButton(e, *p.type, 0, size, chosen, style, "palette/" + p.type->id, p.inPlay ? 1.0f : 0.55f)) {
      e.palette.chosen = chosen ? "" : p.type->id;
      e.palette.rot = 0;
      e.message = Words{};  // the selected tile stays selected, its meeple spots on the board
    }
    ++shown;
  }
  if (shown == 0) ImGui::TextWrapped("%s", tr("No tile matches."));
  e.palette.count = shown;
  ImGui::EndChild();
  (void)s;
}

}  // namespace carc::render
