// The Set up stage's "Position" window (position_window.cpp): the selected tile and its pieces,
// the players, the sets in play, the tiles to deal next. On the right; on a phone above the Tiles
// window, folded at first and opened when a tile is selected.
#pragma once
#include "imgui.h"
#include "render/board/board_view.h"
#include "render/draw/board_layout.h"
#include "render/editor/pieces.h"
#include "render/editor/setting.h"

namespace carc::render {

class Editor;

class PositionWindow {
 public:
  // `tilesTop`: the top of the Tiles window, which this one sits on on a phone.
  void draw(Editor& e, Table& s, BoardView& board, ImVec2 view, float tilesTop);
  int meeplePlayer() const { return pieces_.meeplePlayer(); }
  void nextMeeplePlayer(int players) { pieces_.nextMeeplePlayer(players); }

 private:
  TilePieces pieces_;
  PlayersSetting players_;
  NextTilesSetting next_;
  // A tile just selected comes into the part of the board the windows leave free, for a few
  // frames (the windows find their places, or one grows over it).
  struct Reveal {
    bool on = false;
    int x = 0, y = 0;  // the selection of the last frame
    int frames = 0;
    Box safeBefore;
  } reveal_;
};

}  // namespace carc::render
