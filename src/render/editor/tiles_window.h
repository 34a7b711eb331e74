// The Set up stage's "Tiles" window (tiles_window.cpp): the tile chosen to put down, the palette,
// and the custom tile builder. On the left; on a phone across the bottom, folded at first.
#pragma once
#include "imgui.h"
#include "render/board/board_view.h"
#include "render/editor/custom_tile.h"
#include "render/editor/palette.h"

namespace carc::render {

class Editor;

class TilesWindow {
 public:
  // Draws the window; returns its top (on a phone the Position window sits on it).
  float draw(Editor& e, Table& s, BoardView& board, ImVec2 view);
  Palette& palette() { return palette_; }
  const Palette& palette() const { return palette_; }

 private:
  Palette palette_;
  CustomTileWindow customTile_;
};

}  // namespace carc::render
