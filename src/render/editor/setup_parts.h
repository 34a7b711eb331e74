// The pieces the Set up stage's files share: the palette's tiles, a tile drawn as a button, and
// each part of the Set up windows (one file each).
#pragma once
#include <string>
#include <vector>

#include "render/editor/editor.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

// A tile the palette offers: a set's tile (in play or not) or one of the draft's custom tiles.
struct PaletteTile {
  const TileType* type;
  std::string set;  // "" for a custom tile
  bool inPlay;
};
std::vector<PaletteTile> paletteTiles(const Editor& e);
const PaletteTile* findPaletteTile(const std::vector<PaletteTile>& tiles, const std::string& id);
// A set's title from the index, in the reader's language.
std::string setTitle(const std::string& set);
// A tile as a clickable picture (`widgetName` for the page API); true when clicked.
bool tileButton(Editor& e, const TileType& t, int rot, float size, bool chosen, const TileStyle& style,
                const std::string& widgetName, float alpha = 1.0f);

// Each part draws from the editor and keeps what it needs between frames in e.setup (setup.h).
void drawPalette(Editor& e, Table& s, ImVec2 view);     // palette.cpp
void drawChosenTile(Editor& e, Table& s, ImVec2 view);  // setup.cpp
void drawSelectedTile(Editor& e, Table& s);             // pieces.cpp
void drawPlayersSetting(Editor& e, Table& s);           // setting.cpp
void drawSetsSetting(Editor& e, Table& s);              // setting.cpp
void drawNextTiles(Editor& e, Table& s);                // setting.cpp
// R, Delete and Esc while setting up (board.cpp).
void editorBoardKeys(Editor& e, Table& s);
// A refusal of an edit of the tile at x, y made outside the board (its pieces): said beside it.
void refusedAt(SetupBoard& board, int x, int y, const Words& words);

// A line and a heading between the parts of a window.
void section(const char* title);

// The module pieces a placed tile can carry, from every view of a set in play.
std::vector<SetupChoice> setupChoicesFor(const State& s, int tile);

}  // namespace carc::render
