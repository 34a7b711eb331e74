// A scenario's labels ("labels": [{at, on, text}], docs/formats.md §2) on the board as it stands:
// the feature each names, on its placed tile, for the board to mark (board/feature_labels.cpp).
#pragma once
#include <string>
#include <vector>

#include "engine/state.h"

namespace carc::render {

struct PlacedLabel {
  std::string text;  // "A", as the scenario's texts name the feature
  int tile;          // the placed tile it is on (State::tiles)
  int seg;           // the feature's segment on that tile
};

// In the scenario's order. A label whose tile is not placed yet (it comes with a later step) or
// whose tile has no such feature is left out, and so is a malformed one (the loader refuses it;
// a demo shows what it can).
std::vector<PlacedLabel> placedLabels(const State& s, const json& scenario);

}  // namespace carc::render
