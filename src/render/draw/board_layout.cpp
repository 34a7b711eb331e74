#include "render/draw/board_layout.h"

#include <algorithm>
#include <cmath>

namespace carc::render {

Box safeArea(Box view, std::vector<Box> panels) {
  std::sort(panels.begin(), panels.end(), [](const Box& a, const Box& b) { return a.w() * a.h() > b.w() * b.h(); });
  const float gap = 4;  // room between a panel and the squares next to it
  Box free = view;
  for (const Box& p : panels) {
    if (!p.overlaps(free)) continue;
    Box cuts[4] = {free, free, free, free};
    cuts[0].x0 = std::max(free.x0, p.x1 + gap);  // the panel hugs the left side
    cuts[1].x1 = std::min(free.x1, p.x0 - gap);  // the right side
    cuts[2].y0 = std::max(free.y0, p.y1 + gap);  // the top
    cuts[3].y1 = std::min(free.y1, p.y0 - gap);  // the bottom
    const Box* best = nullptr;
    for (const Box& c : cuts)
      if (c.w() > 0 && c.h() > 0 && (!best || c.w() * c.h() > best->w() * best->h())) best = &c;
    if (!best || best->w() < 0.25f * view.w() || best->h() < 0.25f * view.h()) continue;  // an overlay
    free = *best;
  }
  return free;
}

void spreadApart(std::vector<Pt>& p, float gap) {
  const float golden = 2.39996f;  // radians: directions that never repeat
  for (int round = 0; round < 300; ++round) {
    bool moved = false;
    for (size_t i = 0; i < p.size(); ++i)
      for (size_t j = i + 1; j < p.size(); ++j) {
        float dx = p[j].x - p[i].x, dy = p[j].y - p[i].y, d = std::sqrt(dx * dx + dy * dy);
        if (d >= gap) continue;
        if (d < 0.01f) {
          float a = golden * float(i * p.size() + j);
          dx = std::cos(a);
          dy = std::sin(a);
          d = 1;
        } else {
          dx /= d;
          dy /= d;
        }
        float push = 0.5f * (gap - d) + 0.05f;
        p[i] = {p[i].x - dx * push, p[i].y - dy * push};
        p[j] = {p[j].x + dx * push, p[j].y + dy * push};
        moved = true;
      }
    if (!moved) return;
  }
}

void ringAround(std::vector<Pt>& p, Pt c, float minRadius, float gap) {
  const float pi = 3.14159265f;
  size_t n = p.size();
  if (n == 0) return;
  float step = 2 * pi / float(n);
  float radius = n > 1 ? std::max(minRadius, 0.5f * gap / std::sin(0.5f * step)) : minRadius;
  // Each point's direction from the centre; one at the centre (a monastery) counts as north.
  std::vector<float> angle(n);
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) {
    float dx = p[i].x - c.x, dy = p[i].y - c.y;
    angle[i] = dx * dx + dy * dy < 1 ? -0.5f * pi : std::atan2(dy, dx);
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return angle[a] < angle[b]; });
  // The ring turned to where the points want to be on average (a circular mean).
  float sx = 0, sy = 0;
  for (size_t k = 0; k < n; ++k) {
    float offset = angle[order[k]] - step * float(k);
    sx += std::cos(offset);
    sy += std::sin(offset);
  }
  float start = std::atan2(sy, sx);
  for (size_t k = 0; k < n; ++k) {
    float a = start + step * float(k);
    p[order[k]] = {c.x + radius * std::cos(a), c.y + radius * std::sin(a)};
  }
}

}  // namespace carc::render
