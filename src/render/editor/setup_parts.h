// What the Set up stage's files share: a set's title, a tile drawn as a button, the windows'
// cover of the board, the board's keys, and the pieces a placed tile can carry.
#pragma once
#include <string>
#include <vector>

#include "render/editor/editor.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

// A set's title from the index, in the reader's language.
std::string setTitle(const std::string& set);
// A tile as a clickable picture (`widgetName` for the page API); true when clicked.
bool tileButton(Editor& e, const TileType& t, int rot, float size, bool chosen, const TileStyle& style,
                const std::string& widgetName, float alpha = 1.0f);
// The window just drawn: the board keeps clear of it, and tests find it by name.
void coverWindow(Editor& e, BoardView& board, const char* name);

// The board's keys while setting up (board.cpp): the arrows move the keyboard's square, Enter puts
// the chosen tile there (or selects the tile there), [ and ] (Page Up, Page Down) choose the
// palette's tile, R turns, Delete removes, 1-9 put a meeple on the selected tile's features, P
// picks the next player's meeples, Esc.
void editorBoardKeys(Editor& e, Table& s, BoardView& board);
// A refusal of an edit of the tile at x, y made outside the board (its pieces): said beside it.
void refusedAt(SetupBoard& board, int x, int y, const Words& words);

// A line and a heading between the parts of a window.
void section(const char* title);

// The module pieces a placed tile can carry, from every view of a set in play.
std::vector<SetupChoice> setupChoicesFor(const State& s, int tile);

}  // namespace carc::render
