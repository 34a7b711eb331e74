// A tile inside a window: as a picture (the tile in hand, the bag) or as a button (the editor's
// palette, its chosen tile, the tiles dealt next).
#pragma once
#include <string>

#include "engine/tile.h"
#include "imgui.h"
#include "render/paint/tile_painter.h"

namespace carc::render {

// The tile at the cursor, `size` pixels square, as one item (IsItemClicked works on it).
void tilePicture(const TileType& t, int rot, float size, const TileStyle& style);
// The tile as a button: its art, a frame when chosen, its words as the tooltip; `id` tells
// buttons of one window apart. True when clicked.
bool tileButton(const TileType& t, int rot, float size, bool chosen, const TileStyle& style, const std::string& id,
                float alpha = 1.0f);

}  // namespace carc::render
