// The game in words for the page's mirror (web/shell/mirror.js, issue 41): each legal step of the
// person to move named as a screen reader says it ("1 square east of the start tile, not turned:
// finishes a road, +4 points"; "Put a knight in the city on the north side"), the board as a list
// of placed tiles with their pieces, and each seat's score. The engine's own words (describe.h)
// and the Hint's count of a step's gain (hint_words.h); no Dear ImGui: tests/unit/choice_words_test.cpp.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "engine/explain.h"
#include "engine/game.h"

namespace carc::render {

struct ChoiceWords {
  std::string words;   // the whole choice, standing on its own
  std::string square;  // a tile's step: its square ("1 square east of the start tile"), else ""
  std::string gain;    // what it scores now ("finishes a road, +4 points"; "no points now")
  int rot = -1;        // a tile's step: its quarter turns clockwise, else -1
  std::string sides;   // a tile's step: which side each feature faces at that turn
  std::string around;  // a tile's step: what the tiles beside the square show it
};

// A module's choice in words, by its index in the legal steps ("" when it has none: then "Done").
using ModuleChoiceName = std::function<std::string(size_t index)>;

// The words of each of `legal` (the legal steps of `game` now, in their order).
std::vector<ChoiceWords> choiceWords(const Game& game, const std::vector<Action>& legal, const Translate& tr,
                                     const ModuleChoiceName& moduleName);
// The tile in hand by the sides its features face not turned (the turns count from it): "a city on
// the north side, a road on the east and west sides".
std::string tileInHandInWords(const State& s, const Translate& tr);
// "not turned", "turned a quarter turn clockwise", ...
std::string turnInWords(int quarterTurns, const Translate& tr);
// Each placed tile, in the order placed, with the sides its features face: "1 square east of the
// start tile: a city on the north side, a road on the east and west sides; a knight of Anna in the
// city on the north side".
std::vector<std::string> boardInWords(const State& s, const std::vector<std::string>& names, const Translate& tr);
// Each seat: "Anna: 12 points, 5 meeples left".
std::vector<std::string> scoresInWords(const State& s, const std::vector<std::string>& names, const Translate& tr);

}  // namespace carc::render
