// What the search bot's suggestion gains, in words ("Place it here to finish a road: about +4
// points"): the suggestion is tried on a copy of the game, its turn finished without more meeples,
// and the points of the seat counted. No Dear ImGui: tests/unit/hint_words_test.cpp.
#pragma once
#include <string>

#include "engine/explain.h"
#include "engine/game.h"

namespace carc::render {

struct HintGain {
  int points = 0;        // what the seat scores by the end of this turn
  std::string finished;  // the kind of a feature it finishes and scores ("road"), or ""
  // Figures the choice itself sends off the board (the dragon eats them, a princess sends a knight home),
  // before the rest of the turn scores anything: the other players' and the seat's own.
  int othersSent = 0;
  int ownSent = 0;
};

HintGain hintGain(const Game& game, const Action& choice);
// The suggestion in words, translated by `tr`; `choiceName` names a module's choice ("" if none).
std::string hintWords(const Game& game, const Action& choice, const std::string& choiceName, const Translate& tr);

}  // namespace carc::render
