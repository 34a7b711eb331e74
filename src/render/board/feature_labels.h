// What a demo's text names, marked on the board: the start tile (the square its words count
// from), and the scenario's "labels" ("A", "B"...) on the features a text speaks of.
#pragma once
#include <string>
#include <vector>

#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;

// A mark as drawn: its text and its centre on screen (layout() reports them).
struct DrawnLabel {
  std::string text;
  ImVec2 at;
};

// Drawn over the tiles and pieces of a demo, or of the editor's draft (`draft`: its scenario,
// null when the editor is closed); nothing otherwise.
std::vector<DrawnLabel> drawFeatureLabels(const Table& s, const json* draft, const BoardView& board, ImDrawList* dl);

}  // namespace carc::render
