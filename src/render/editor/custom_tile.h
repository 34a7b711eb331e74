// The custom tile builder's window (custom_tile.cpp): a tile that exists in no box, made from its
// edges and what the sets in play add, painted as it is built and added to the draft.
#pragma once
#include <memory>
#include <string>

#include "engine/catalog.h"
#include "engine/refusal.h"
#include "render/editor/custom_tile_terms.h"
#include "render/table/table.h"

namespace carc::render {

class Editor;

class CustomTileWindow {
 public:
  void open();
  // The id of the tile added to the draft this frame, "" when none.
  std::string draw(Editor& e, Table& s);

 private:
  // The tile built so far as a tile type, or null when the engine cannot read it yet.
  const TileType* previewType(const Catalog& cat);
  CustomTileChoices choices_;  // the choices made (custom_tile_terms.h)
  bool opening_ = false;
  Words refused_;
  // The tile as it is now, painted from a catalog of the sets in play plus this one tile.
  std::shared_ptr<const Catalog> preview_;
  json previewFor_;
  // The choices' height and what is under them, as last drawn: the choices scroll when the screen
  // leaves them less.
  float bodyHeight_ = 0, footerHeight_ = 0;
};

}  // namespace carc::render
