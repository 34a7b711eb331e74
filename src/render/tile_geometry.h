// The shapes of a tile's features in tile space ((0,0) top-left to (1,1), tile orientation), from
// its manifest alone: city outlines and walls, road centre lines, where meeples stand. Shared by
// the in-game painter and the art tool (tools/tile_art.cpp), so both draw the same tile.
#pragma once
#include <vector>

#include "engine/tile.h"

namespace carc::render {

struct Pt {
  float x, y;
};
using Polyline = std::vector<Pt>;

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
  bool lake = false;                 // a lake in the middle; the road ends are jetties
};

TileGeometry tileGeometry(const TileType& t);
// Where a meeple on segment `seg` stands, in tile space (tile orientation).
Pt meepleSpotInTile(const TileType& t, int seg);
// The route of a ferry joining two jetty edges (tile space, tile orientation), from pier to pier.
Polyline ferryRoute(int edgeA, int edgeB);
// Where the plate of signpost `index` stands (tile space, tile orientation): beside its road,
// near the edge it points through; two arrows on one edge stand on either side of the road.
Pt signpostPlateInTile(const TileType& t, int index);
// A point of tile space turned `rot` quarter turns clockwise about the centre, relative to it.
Pt turnAboutCentre(Pt p, int rot);

}  // namespace carc::render
