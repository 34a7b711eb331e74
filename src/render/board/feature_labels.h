// What a demo's text names, marked on the board: the start tile (the square its words count
// from), and the scenario's "labels" ("A", "B"...) on the features a text speaks of.
#pragma once
#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;

// Drawn over the tiles and pieces of a demo; nothing when no demo is shown.
void drawFeatureLabels(const Table& s, const BoardView& board, ImDrawList* dl);

}  // namespace carc::render
