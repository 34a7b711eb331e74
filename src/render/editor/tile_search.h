// The tile search box the palette (Set up) and the Record stage's tile row share: the words typed
// are looked for in each tile's description in words ("city", "3 roads", "lake", "shield").
#pragma once
#include <string>

#include "engine/tile.h"

namespace carc::render {

class Editor;

struct TileSearch {
  char box[64] = "";  // the text as typed (Dear ImGui's field)
  std::string text;   // the same, for the page API
};

// The box, as wide as the window, named `widgetName` for the page API.
void drawTileSearch(Editor& e, TileSearch& search, const std::string& widgetName);
// Whether the tile's words hold the search text (case aside); an empty search matches every tile.
bool tileMatches(const TileSearch& search, const TileType& tile);

}  // namespace carc::render
