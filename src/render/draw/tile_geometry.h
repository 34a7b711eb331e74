// The shapes of a tile's features in tile space ((0,0) top-left to (1,1), tile orientation), from
// its manifest alone: city outlines and walls, road centre lines, where meeples stand. Shared by
// the in-game painter and the art tool (tools/tile_art.cpp), so both draw the same tile. The
// expansions shape their own parts of a tile (ExpansionView::shapeTile), handed over by whoever
// asks for the shapes (expansions/expansion_view.h, tileShapers()): draw/ knows no expansion.
#pragma once
#include <vector>

#include "engine/tile.h"
#include "render/draw/canvas.h"

namespace carc::render {

struct CityGeometry {
  Polyline outline;             // the whole region (star-shaped around `centre`)
  std::vector<Polyline> walls;  // inner boundaries
  Pt centre;                    // also where the shields and the meeple go
};

struct TileGeometry {
  std::vector<CityGeometry> cities;  // one per city segment, in segment order
  std::vector<Polyline> roads;       // centre lines
  bool junctionHouse = false;        // three or more road ends meet
  bool roundabout = false;           // one road with three or more edges
  bool deadEnd = false;              // a single road stopping in the field
  Pt monastery{0.5f, 0.5f};          // where the monastery stands, and its size (1: the whole middle)
  float monasteryScale = 1.0f;
  std::vector<Pt> taken;  // places that already hold a picture (see freeSpot)
};

// What an expansion adds to a tile's shapes: jetties stop at the lake's shore, a monastery moves to
// a dry bank of the river (each ExpansionView is one).
class TileShaper {
 public:
  virtual void shapeTile(const TileType&, TileGeometry&) const {}

 protected:
  ~TileShaper() = default;
};
using TileShapers = std::vector<const TileShaper*>;

TileGeometry tileGeometry(const TileType& t, const TileShapers& shapers);
// Where a meeple on segment `seg` stands, in tile space (tile orientation).
Pt meepleSpotInTile(const TileType& t, int seg, const TileShapers& shapers);
// A point of tile space turned `rot` quarter turns clockwise about the centre, relative to it.
Pt turnAboutCentre(Pt p, int rot);
// The middle of an edge (N, E, S, W = 0..3) in tile space.
Pt edgeMid(int edge);
// A quadratic Bézier from `a` (not included) through control `c` to `b`, appended in `steps` points.
void bezier(Polyline& out, Pt a, Pt c, Pt b, int steps = 12);
// A free place for a small picture: the middle or a corner, outside cities, away from roads and
// from the places in `g.taken`.
Pt freeSpot(const TileGeometry& g);

}  // namespace carc::render
