// A drawing surface that knows nothing of Dear ImGui or SVG: the in-game painter (tile_painter.cpp)
// and the art tool (tools/tile_art.cpp) both implement it, so the parts of a tile that an
// expansion draws (src/render/expansions/) come out the same in the art and on a painted tile.
// Coordinates and widths are in the canvas's units: tile space ((0,0) top-left to (1,1)) for a
// tile, pixels for the board.
#pragma once
#include <cstdint>
#include <vector>

namespace carc::render {

struct Pt {
  float x, y;
};
using Polyline = std::vector<Pt>;

struct Rgba {
  uint8_t r, g, b, a = 255;
};

struct Pen {
  Rgba colour;
  float width;
  float dash = 0;      // dash length (and gap) where the canvas can dash (the art); 0: solid
  bool round = false;  // round caps and joins where the canvas can
};

class Canvas {
 public:
  virtual ~Canvas() = default;
  virtual void stroke(const Polyline& line, const Pen& pen, bool closed = false) = 0;
  // A simple polygon, star-shaped around `centre` (by default the mean of its points).
  virtual void fill(const Polyline& outline, Rgba colour, const Pt* centre = nullptr) = 0;
  virtual void disc(Pt centre, float radius, Rgba colour) = 0;
  virtual void circle(Pt centre, float radius, const Pen& pen) = 0;
  // True for the art, which has room for fine detail (highlights, dashes); painted tiles stay plain.
  virtual bool detailed() const { return false; }
};

}  // namespace carc::render
