// Scoring explained in words, for the event log and rules demos: who scored what, and why.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "state.h"

namespace carc {

// Looks up a phrase's translation (the English phrase is the key); empty: English.
using Translate = std::function<std::string(const std::string&)>;

// e.g. "Red scores 8 for a completed city: 3 tiles × 2 + 1 shield × 2." `you`: the player the
// reader is (their name is "You"), addressed in the second person: "You score 8 ...".
std::string explainEvent(const State& s, const ScoreEvent& e, const std::vector<std::string>& names,
                         const Translate& tr = nullptr, int you = -1);

}  // namespace carc
