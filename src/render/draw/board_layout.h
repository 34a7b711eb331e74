// Where the board may draw and where its touch targets go, as plain geometry (no Dear ImGui):
// the part of the canvas the panels leave free (the safe area), and choices spread apart so each
// can be tapped with a finger.
#pragma once
#include <vector>

#include "render/draw/canvas.h"

namespace carc::render {

// The smallest touch target, in CSS pixels (a fingertip).
constexpr float kTouchTarget = 44.0f;
// A target for a mouse pointer: big enough to hit at once, small enough not to cover the tile.
constexpr float kPointerTarget = 24.0f;

struct Box {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float w() const { return x1 - x0; }
  float h() const { return y1 - y0; }
  bool contains(Pt p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
  bool overlaps(const Box& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

// The largest part of `view` the panels leave free, found by cutting each panel off the side of
// the free rectangle that keeps the most room (biggest panels first). A panel that covers almost
// everything (a sheet opened over the board) leaves the whole view: the board does not shrink
// for a moment's overlay.
Box safeArea(Box view, std::vector<Box> panels);

// Moves the points apart until every two are at least `gap` apart, as little as possible from
// where they started; points on the same place part in fixed directions (the result is the same
// on every run).
void spreadApart(std::vector<Pt>& points, float gap);

// Puts the points evenly on a ring around `centre`, in the order of their directions from it, at
// least `minRadius` out and far enough that neighbours are `gap` apart: the choices of one crowded
// tile around it, the tile itself left in sight.
void ringAround(std::vector<Pt>& points, Pt centre, float minRadius, float gap);

}  // namespace carc::render
