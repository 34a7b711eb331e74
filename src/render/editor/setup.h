// What the Set up stage's windows keep between frames, one part per window part: the board while
// setting up (board.cpp), the players' fields (setting.cpp), the tiles to deal next (setting.cpp),
// the meeple picker (pieces.cpp), the custom tile builder (custom_tile.cpp) and the reveal of a
// tile just selected (setup.cpp). The Editor holds one; the drawing functions are handed it.
#pragma once
#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/catalog.h"
#include "engine/refusal.h"
#include "imgui.h"
#include "render/draw/board_layout.h"
#include "render/editor/custom_tile.h"

namespace carc::render {

// The board's clicks while setting up: the press under way, the square under the mouse, and
// where the last refusal happened (it is said there until the next edit or click).
struct SetupBoard {
  struct Press {
    bool on = false, dragging = false, onTile = false;
    ImVec2 at{0, 0};
    int x = 0, y = 0, target = -1;
  } press;
  int hoverX = 0, hoverY = 0;
  bool hoverOn = false;  // the mouse is over the board (not a window)
  struct Refusal {
    bool on = false;
    int x = 0, y = 0;
    Words words;
  } refusal;
};

// The players' names and scores as typed: written to the draft when the field is left.
struct PlayersSetting {
  std::vector<std::array<char, 40>> names;
  std::vector<int> scores;
  int editing = -1;  // the player whose field has the keyboard
};

struct SetupStage {
  SetupBoard board;
  PlayersSetting players;
  CustomTileWindow customTile;
  int nextPicked = -1;   // the tile to deal next picked to move or take out
  int meeplePlayer = 0;  // whose meeples the board's spots put down
  // The label being typed for a feature of the selected tile (saved when the box is left).
  struct LabelEdit {
    std::string key;  // "x,y,on" of the feature, "" when none
    int x = 0, y = 0;
    std::string on;
    char text[9] = {};
  } label;
  // A tile just selected comes into the part of the board the windows leave free, for a few
  // frames (the windows find their places, or one grows over it).
  struct Reveal {
    bool on = false;
    int x = 0, y = 0;  // the selection of the last frame
    int frames = 0;
    Box safeBefore;
  } reveal;
};

}  // namespace carc::render
