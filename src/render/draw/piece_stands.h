// Where the pieces on one feature of a placed tile stand (its meeples, then a module's figure such
// as the gingerbread man), as plain geometry: one piece at the feature's spot; several in slots of
// a grid on the tile, nearest the spot first, each clear of the others and of the tile's shields,
// so each can be counted. Tile units from the tile's centre, board orientation (pieces stand
// upright whatever the tile's rotation).
#pragma once
#include <vector>

#include "engine/tile.h"
#include "render/draw/board_layout.h"
#include "render/draw/canvas.h"
#include "render/draw/tile_geometry.h"

namespace carc::render {

// A meeple's height as a part of the tile, alone on its feature and in a crowd.
constexpr float kMeepleHeight = 0.3f, kCrowdMeepleHeight = 0.24f;
// The gingerbread man's (a module's figure), alone and in a crowd.
constexpr float kFigureHeight = 0.34f, kCrowdFigureHeight = 0.26f;

struct Stand {
  Pt at;         // its centre
  float height;  // as a part of the tile
};

// What a piece of `height` standing at `at` covers (the painters' shapes, shadow included).
Box meepleBox(Pt at, float height);
Box figureBox(Pt at, float height);
// The shields of a tile turned `rot` quarter turns, as the art and the painter draw them.
std::vector<Box> shieldBoxes(const TileType& t, int rot, const TileShapers& shapers);
// `meeples` meeples and then `figures` figures on segment `seg` of a tile turned `rot`.
std::vector<Stand> piecesOnFeature(const TileType& t, int rot, int seg, int meeples, int figures,
                                   const TileShapers& shapers);

}  // namespace carc::render
