// The palette (palette.cpp): every tile of every set of the set index, found by its words or by
// set, and the tile chosen from it, turned as it will go down: the tile the board puts on a
// square while setting up (board.cpp).
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/catalog.h"
#include "imgui.h"
#include "render/editor/tile_search.h"
#include "render/table/table.h"

namespace carc::render {

class Editor;

// A tile the palette offers: a set's tile (in play or not) or one of the draft's custom tiles.
struct PaletteTile {
  const TileType* type;
  std::string set;  // "" for a custom tile
  bool inPlay;
};

class Palette {
 public:
  void draw(Editor& e, ImVec2 view);
  // The chosen tile, turned as it will go down, with what can be done with it.
  void drawChosen(Editor& e, Table& s, ImVec2 view);
  const std::string& chosen() const { return chosen_; }
  int rot() const { return rot_; }
  void turn() { rot_ = (rot_ + 1) & 3; }
  void putAway() { chosen_.clear(); }
  // A tile just made (a custom tile): chosen, shown whatever the set shown was.
  void choose(const std::string& id) {
    chosen_ = id;
    rot_ = 0;
    filter_.clear();
  }
  // The next (dir 1) or previous (-1) tile of those the palette shows, chosen as a click would:
  // the keyboard's way through the palette ([ and ], board.cpp). Brought into view when drawn.
  void step(const Editor& e, int dir);
  // What the page API's `editor` reports of it: {count, filter, search, chosen, rot}.
  json report() const;

 private:
  std::vector<PaletteTile> tiles(const Editor& e) const;
  bool shows(const PaletteTile& p) const;  // under the set shown, matching the words searched
  bool scrollToChosen_ = false;
  const Catalog* setCatalog(const std::string& set) const;
  std::string filter_;  // the set shown ("" every set, "custom" the draft's own tiles)
  std::string chosen_;  // an id of the draft's catalog or of a set not yet in play
  TileSearch search_;
  int rot_ = 0, count_ = 0;  // the chosen tile's turn; how many tiles the palette shows
  // Each set's tiles, read once with its modules: a catalog of that set alone (null: the set
  // cannot be read alone). A cache, so filled while the palette is only read.
  mutable std::map<std::string, std::shared_ptr<const Catalog>> catalogs_;
};

}  // namespace carc::render
