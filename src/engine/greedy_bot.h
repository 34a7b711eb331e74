// The greedy bot: tries every placement with every meeple choice, plays the turn out on a copy,
// and keeps the best by immediate points plus the likely worth of its meeples on the board,
// minus the best opponent's, with a price on meeples so it does not run out. The work can be
// sliced (`think` with a budget of candidates) so a browser frame never stalls.
#pragma once
#include <array>
#include <vector>

#include "rng.h"
#include "state.h"

namespace carc {

class GreedyBot {
 public:
  explicit GreedyBot(uint64_t seed = 1) : rng_(seed ^ 0x6EED7ull) {}
  // Starts thinking about the state's current step.
  void start(const State& s);
  // Evaluates up to `budget` candidates; true when the choice is ready.
  bool think(int budget);
  // The chosen action for the step given to start().
  Action choice() const;
  // Convenience: start + think to the end.
  Action choose(const State& s);

  // The bot's estimate of a position for `player` (used by tests and hints): its worth minus the
  // best opponent's.
  static double evaluate(const State& s, int player);
  // Worth of a position per player: score plus a share of what their meeples on the board should
  // bring, meeples in supply, modules' pieces (the search bot judges positions by it too).
  static void worths(const State& s, std::array<double, kMaxPlayers>& out);

 private:
  State base_;
  std::vector<Action> placements_;
  size_t next_ = 0;
  double best_ = -1e18;
  Action bestPlace_, bestMeeple_, simple_;
  bool ready_ = false, placing_ = false;
  Rng rng_;
  // The meeple chosen together with the placement, replayed at the meeple step.
  bool havePlan_ = false;
  Action plannedMeeple_;
  int plannedTile_ = -1;
};

}  // namespace carc
