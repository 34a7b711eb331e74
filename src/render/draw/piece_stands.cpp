#include "render/draw/piece_stands.h"

#include <algorithm>
#include <cmath>

#include "render/draw/tile_geometry.h"

namespace carc::render {

namespace {
Box around(Pt a, Pt b) { return Box{std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)}; }
}  // namespace

// The meeple's shape spans ±0.46 of its height across, its head 0.61 above its centre, its feet
// and shadow 0.52 below (tile_painter.cpp, paintMeeple).
Box meepleBox(Pt at, float h) { return Box{at.x - 0.46f * h, at.y - 0.61f * h, at.x + 0.51f * h, at.y + 0.52f * h}; }

// The figure: ±0.42 across, its head 0.52 above, its legs 0.48 below (gingerbread.cpp, drawFigure).
Box figureBox(Pt at, float h) { return Box{at.x - 0.42f * h, at.y - 0.52f * h, at.x + 0.42f * h, at.y + 0.48f * h}; }

// A shield sits right of and below its city's centre (tools/tile_art.cpp: 0.12 right, 0.06 down,
// 0.065 wide each way, its point 1.3 of that below; the painter: 0.09 down, 0.06 wide).
std::vector<Box> shieldBoxes(const TileType& t, int rot, const TileShapers& shapers) {
  std::vector<Box> out;
  TileGeometry g = tileGeometry(t, shapers);
  size_t ci = 0;
  for (const Segment& s : t.segments) {
    if (s.kind != FeatureKind::City) continue;
    Pt c = g.cities[ci++].centre;
    for (int k = 0; k < s.shields; ++k) {
      Pt a{c.x + 0.055f, c.y - 0.005f + 0.02f * float(k)}, b{c.x + 0.185f, c.y + 0.165f + 0.02f * float(k)};
      out.push_back(around(turnAboutCentre(a, rot), turnAboutCentre(b, rot)));
    }
  }
  return out;
}

std::vector<Stand> piecesOnFeature(const TileType& t, int rot, int seg, int meeples, int figures,
                                   const TileShapers& shapers) {
  Pt spot = turnAboutCentre(meepleSpotInTile(t, seg, shapers), rot);
  int n = meeples + figures;
  std::vector<Stand> out;
  if (n <= 0) return out;
  if (n == 1) {
    out.push_back({spot, meeples ? kMeepleHeight : kFigureHeight});
    return out;
  }
  // Slots a crowded piece fits in (0.24 apart across, 0.3 down), the nearest the spot first; a
  // slot over a shield is skipped while there are others.
  std::vector<Box> shields = shieldBoxes(t, rot, shapers);
  std::vector<Pt> slots;
  for (int row = -1; row <= 1; ++row)
    for (int col = 0; col < 4; ++col) slots.push_back({-0.36f + 0.24f * float(col), 0.3f * float(row)});
  auto d2 = [&](Pt p) { return (p.x - spot.x) * (p.x - spot.x) + (p.y - spot.y) * (p.y - spot.y); };
  std::stable_sort(slots.begin(), slots.end(), [&](Pt a, Pt b) { return d2(a) < d2(b); });
  std::vector<Pt> free, covered;
  for (Pt p : slots) {
    bool onShield = false;
    for (const Box& s : shields)
      onShield =
          onShield || figureBox(p, kCrowdFigureHeight).overlaps(s) || meepleBox(p, kCrowdMeepleHeight).overlaps(s);
    (onShield ? covered : free).push_back(p);
  }
  free.insert(free.end(), covered.begin(), covered.end());
  free.resize(std::min(free.size(), size_t(n)));
  // Read left to right, top to bottom: the meeples first, the figure last.
  std::sort(free.begin(), free.end(), [](Pt a, Pt b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  for (int i = 0; i < n; ++i)  // more pieces than slots (no rule allows it): the rest at the spot
    out.push_back(
        {size_t(i) < free.size() ? free[size_t(i)] : spot, i < meeples ? kCrowdMeepleHeight : kCrowdFigureHeight});
  return out;
}

}  // namespace carc::render
