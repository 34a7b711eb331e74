// The setting of a position (setting.cpp), parts of the Position window: the players and their
// scores, the sets in play, the tiles the Record stage deals next.
#pragma once
#include <array>
#include <vector>

#include "render/table/table.h"

namespace carc::render {

class Editor;

// The players' names and scores as typed: written to the draft when the field is left.
class PlayersSetting {
 public:
  void draw(Editor& e, Table& s);

 private:
  std::vector<std::array<char, 40>> names_;
  std::vector<int> scores_;
  int editing_ = -1;  // the player whose field has the keyboard
};

void drawSetsSetting(Editor& e, Table& s);

// The tiles to deal next (Editor::nextTiles): one picked to move earlier or later or take out.
class NextTilesSetting {
 public:
  void draw(Editor& e, Table& s);

 private:
  int picked_ = -1;
};

}  // namespace carc::render
