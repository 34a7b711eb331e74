// A player's chip: their colour with their mark on it (the scoreboard, the log, the final scores,
// the demo panel's scores).
#pragma once
#include "imgui.h"

namespace carc::render {

// Drawn at the cursor, `size` pixels square; `player` chooses the mark (-1: none).
void playerChip(ImU32 colour, float size = 14, int player = -1);

}  // namespace carc::render
