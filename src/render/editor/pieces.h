// What the selected tile carries (pieces.cpp), a part of the Position window: its meeples, in the
// colour of the player picked here, its features' labels, and the pieces the sets in play offer.
#pragma once
#include <string>

#include "render/table/table.h"

namespace carc::render {

class Editor;

class TilePieces {
 public:
  void draw(Editor& e, Table& s);
  int meeplePlayer() const { return meeplePlayer_; }  // whose meeples the board's spots put down
  // The next of `players` picks (P on the board, board.cpp).
  void nextMeeplePlayer(int players) { meeplePlayer_ = players > 0 ? (meeplePlayer_ + 1) % players : 0; }

 private:
  int meeplePlayer_ = 0;
  // The label being typed for a feature of the selected tile (saved when the box is left).
  struct LabelEdit {
    std::string key;  // "x,y,on" of the feature, "" when none
    int x = 0, y = 0;
    std::string on;
    char text[9] = {};
  } label_;
};

}  // namespace carc::render
