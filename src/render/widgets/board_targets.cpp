#include "render/widgets/board_targets.h"

#include <algorithm>
#include <cmath>

#include "render/draw/board_layout.h"
#include "render/widgets/page_shape.h"

namespace carc::render {

// A fingertip on a touch screen; with a mouse a smaller disc, so ten choices (the gingerbread man's
// cities) do not cover the tiles they are about.
float targetRadius(float tileSize) {
  return std::max(isTouchScreen() ? 0.5f * kTouchTarget : kPointerTarget * 0.5f, tileSize * 0.13f);
}

void spreadTargets(std::vector<BoardTarget>& targets, ImVec2 centre, float ring) {
  if (targets.empty()) return;
  float gap = 2 * targets[0].radius + 2;
  std::vector<Pt> at;
  bool crowded = false, oneTile = true;
  for (const BoardTarget& t : targets) {
    for (const Pt& q : at) crowded |= std::hypot(q.x - t.anchor.x, q.y - t.anchor.y) < gap;
    oneTile &= t.tile == targets[0].tile;
    at.push_back(Pt{t.anchor.x, t.anchor.y});
  }
  if (crowded && oneTile)
    ringAround(at, Pt{centre.x, centre.y}, ring, gap);
  else if (crowded)
    spreadApart(at, gap);
  for (size_t i = 0; i < targets.size(); ++i) targets[i].at = ImVec2(at[i].x, at[i].y);
}

int targetAt(const std::vector<BoardTarget>& targets, ImVec2 m) {
  int best = -1;
  float bestD = 0;
  for (size_t i = 0; i < targets.size(); ++i) {
    float d = std::hypot(targets[i].at.x - m.x, targets[i].at.y - m.y);
    if (d <= targets[i].radius && (best < 0 || d < bestD)) {
      best = int(i);
      bestD = d;
    }
  }
  return best;
}

void drawTargetLine(ImDrawList* dl, const BoardTarget& t) {
  if (std::fabs(t.at.x - t.anchor.x) + std::fabs(t.at.y - t.anchor.y) <= 3) return;
  dl->AddLine(t.anchor, t.at, IM_COL32(40, 40, 40, 200), 2);
  dl->AddCircleFilled(t.anchor, 4, IM_COL32(255, 255, 255, 230));
  dl->AddCircle(t.anchor, 4, IM_COL32(40, 40, 40, 220), 12, 1.5f);
}

void drawTargetDisc(ImDrawList* dl, const BoardTarget& t, int alpha) {
  dl->AddCircleFilled(t.at, t.radius, IM_COL32(255, 255, 255, alpha), 28);
  dl->AddCircle(t.at, t.radius, IM_COL32(40, 40, 40, 200), 28, 2);
}

}  // namespace carc::render
