// The controls of a turn, for the game's tile panel and the editor's Record stage alike: turn
// and place the tile in hand, go on without a meeple, and the module choices that have no place
// on the board.
#pragma once
#include <functional>
#include <string>

#include "render/board/board_view.h"
#include "render/table/table.h"

namespace carc::render {

struct TurnControls {
  // The game's panel: how to place and where meeples go in words, Cancel and Take back.
  bool hints = true;
  // Each control's name for the page ("rotate", "place", "nomeeple", "choice/<i>"), called right
  // after it is drawn (the editor's widget map); may be empty.
  std::function<void(const std::string&)> named;
};

// How to place the tile in hand: taps on a touch screen, clicks and a right click otherwise.
const char* placeHint();
// The buttons' labels: "Rotate (R)", "Place (Enter)" with a keyboard, "Rotate", "Place" on a touch screen.
const char* rotateLabel();
const char* placeLabel();
// Rotate and Place; with hints, Cancel (Esc) or how to place.
void tileControls(Table& s, BoardView& board, const TurnControls& c);
// No meeple (N), after a word on where meeples go; with hints, Take back tile.
void meepleControls(Table& s, const TurnControls& c);
// A button for each choice of the module that is not chosen on the board.
void choiceButtons(Table& s, const TurnControls& c);

}  // namespace carc::render
