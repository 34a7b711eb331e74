#include "render/editor/tile_search.h"

#include <cctype>

#include "engine/describe.h"
#include "imgui.h"
#include "render/editor/editor.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

void drawTileSearch(Editor& e, TileSearch& search, const std::string& widgetName) {
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint(("##" + widgetName).c_str(), tr("Find a tile (city, road, shield...)"), search.box,
                           sizeof(search.box));
  e.widget(widgetName);
  search.text = search.box;
}

bool tileMatches(const TileSearch& search, const TileType& tile) {
  if (search.text.empty()) return true;
  const Translate words = [](const std::string& x) { return tr(x); };
  return lower(tileInWords(tile, words)).find(lower(search.text)) != std::string::npos;
}

}  // namespace carc::render
