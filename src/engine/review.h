// The review of a finished game (issue 42): for every decision of every player, the move played,
// the best move found, both moves' expected final-score lead and the loss in points, marked as an
// inaccuracy, a mistake or a blunder (docs/formats.md §3, `carcassonne review`).
//
// A move is judged by playouts: the position before the decision, the move applied, then the rest
// of the game played by the search bot's light rollout policy (MctsBot::playOut), the hidden
// tiles dealt anew for each playout — the bag sorted (its real order is never read), shuffled from
// the review's seed, then ordered by the modules (e.g. the river on top); dragon tiles held back
// (the Princess & the Dragon) stay held, at the bottom of the bag. Only what the deciding player
// could know is used. The value of a playout for the deciding player is their final score minus
// the best other player's (the lead). Every legal move is screened with `screenDeals` dealings,
// then the best `top` of them and the move played get `deals` dealings (the same dealings for
// every move of a decision, so the differences are less noisy). Deterministic for a seed and budget.
#pragma once
#include <cstddef>
#include <cstdint>

#include "game.h"

namespace carc {

struct ReviewOptions {
  uint64_t seed = 1;
  int screenDeals = 8;  // dealings per legal move in the first pass ("iterations" in the JSON)
  int deals = 64;       // dealings for the moves kept and the move played
  int top = 3;          // moves kept from the first pass
  // Marks by the loss in points (best lead - played lead), to be calibrated on bot games; a loss
  // below twice its standard error is not marked (the dealings cannot tell the moves apart).
  double inaccuracy = 2, mistake = 5, blunder = 10;
  // The steps reviewed, by index in Game::actions() (a part of a game, a page's slices).
  size_t first = 0, last = SIZE_MAX;
};

// The review as docs/formats.md §3 writes it ("carcassonne-review/1"). Throws InputError when the
// game's steps cannot be replayed from its first position (a free scenario naming its tiles).
json reviewGame(const Game& g, const ReviewOptions& options = ReviewOptions());

// The mark of a loss by the options' thresholds: "blunder", "mistake", "inaccuracy" or nullptr
// (also when the loss is below twice `error`, its standard error).
const char* reviewMark(double loss, const ReviewOptions& options, double error = 0);

}  // namespace carc
