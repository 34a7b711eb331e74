// The game's turn on the board (BoardMode): a click or tap chooses a legal square for the tile in
// hand (a second one on it confirms), a meeple spot or a module's choice; a drag pans; a right
// click turns the tile; a click where the tile or a meeple may not go is refused in words for the
// page's live region (BoardView::refused). Over the pieces it draws the legal squares, the tile in
// hand where it would go, the spots and choices, and what the pointer is over, explained.
#pragma once
#include <string>
#include <vector>

#include "render/board/board_mode.h"
#include "render/widgets/board_targets.h"

namespace carc::render {

class TurnMode : public BoardMode {
 public:
  void input(Table& s, BoardView& board, ImVec2 view) override;
  void overlay(Table& s, BoardView& board, ImDrawList* dl) override;

 private:
  float choicesPulse(const Table& s, const BoardView& board);  // the legal squares' and choices' pulse now, 0 to 1
  void drawPlacement(const Table& s, BoardView& board, ImDrawList* dl, float pulse) const;
  // Why the tile in hand may not go on the hovered square, when a module forbids it; "" otherwise.
  std::string refusalHere(const Table& s, const BoardView& board) const;
  int hoverX_ = 0, hoverY_ = 0;  // the square under the pointer
  bool dragging_ = false;        // the press became a drag: it pans, and its release chooses nothing
  ImVec2 pressAt_{0, 0};
  // The choices a person here has (the game, its revision, turn, step and tile in hand) and when they
  // appeared: the legal squares pulse from then, not anew on every hover or click.
  struct Choices {
    const void* game = nullptr;  // a position shown anew (a tutorial's step) is a new game
    int revision = -1, turn = -1, step = -1, tile = -1;
    bool operator!=(const Choices& o) const {
      return game != o.game || revision != o.revision || turn != o.turn || step != o.step || tile != o.tile;
    }
  } choicesSeen_;
  double choicesAt_ = 0;
};

}  // namespace carc::render
