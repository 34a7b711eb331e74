// The choices on the board that are tapped (meeple spots, a module's choices; the editor's spots
// of a selected tile): each a fingertip wide, spread apart when crowded with a line back to where
// it belongs, and found under the finger.
#pragma once
#include <string>
#include <vector>

#include "imgui.h"

namespace carc::render {

// `anchor` is where the feature or route is; `at` is the target, spread from the others.
struct BoardTarget {
  int action = -1;  // index into the legal actions of the step (-1 in the editor)
  ImVec2 anchor, at;
  float radius = 0;
  std::string name;  // the feature or route in words, translated
  int tile = -1, seg = -1;
};

// The radius of a target: a fingertip at least on a touch screen (a pointer's 24 px with a mouse),
// bigger on a big tile.
float targetRadius(float tileSize);
// Targets too close for a fingertip each move apart: those of one tile onto a ring of `ring`
// pixels around `centre`, others (a city on several tiles) apart.
void spreadTargets(std::vector<BoardTarget>& targets, ImVec2 centre, float ring);
// The target under a screen point (the nearest, when several), or -1.
int targetAt(const std::vector<BoardTarget>& targets, ImVec2 point);
// A target moved away from its anchor: a line back to it, with a dot there.
void drawTargetLine(ImDrawList* dl, const BoardTarget& t);
// The target's disc: white, brighter when lit.
void drawTargetDisc(ImDrawList* dl, const BoardTarget& t, int alpha);

}  // namespace carc::render
