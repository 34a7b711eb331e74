// Signposts, made visible: hovering a road shows each of its arrows as correct or wrong, why, and
// the bonus the road would score now. The judging is the engine's (SignpostsModule); this only draws.
#pragma once
#include "board_view.h"
#include "session.h"

namespace carc::render {

// Draws the overlay for the road under the mouse, if any road with signposts is there.
void drawSignpostOverlay(const Session& s, const BoardView& board, ImDrawList* dl);
// Where an arrow plate stands on its tile (tile space, tile orientation), as in the art.
ImVec2 signpostPlate(const TileType& t, int index);

}  // namespace carc::render
