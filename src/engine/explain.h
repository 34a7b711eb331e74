// Scoring explained in words, for the event log and rules demos: who scored what, and why.
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace carc {

// e.g. "Red scores 8 for a completed city: 3 tiles × 2 + 1 shield × 2 = 8."
std::string explainEvent(const State& s, const ScoreEvent& e, const std::vector<std::string>& names);

}  // namespace carc
