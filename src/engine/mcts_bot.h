// The expert bot: Monte Carlo tree search over the decisions of its own turn, with the unknown
// draws sampled (determinization) and short rollouts by a light policy, then judged.
//
// One search per turn. The tree holds the turn's decisions — the placement, the meeple, then
// every step a module adds (ferries placed and moved, the gingerbread man, ...) — listed by
// State::legalActions, so no step is named here. Nothing is drawn inside a turn, so this tree is
// exact. Each iteration copies the position and deals the hidden tiles anew from the bot's own
// Rng (the bag is sorted first, so its real order is never read, then shuffled and handed to the
// modules' arrangeDeck, e.g. the river pile on top); walks the tree by UCT, expanding as it goes;
// plays `rolloutTurns` more turns with the light policy (placements by a cheap look at the
// neighbours — join your own features, keep off others' — with noise; a meeple on what the tile
// completes, now and then on an open feature); and backs up a value per player: tanh of the
// points ahead of the best opponent (the greedy bot's estimate of the position; the final scores
// when the game ended). Every child starts with a prior, the greedy bot's estimate after the
// turn, worth a few visits, so a tiny budget plays like the greedy bot and a larger one corrects
// it with sampled futures (see docs/PERFORMANCE.md for the strength).
//
// The later steps of the same turn follow the plan found by the search (no second search).
// Memory: a pool of at most Options::maxNodes nodes; when full the search stops expanding and
// keeps doing rollouts and backups. The pool is cleared, not freed, between searches, so it
// does not grow over a game. Deterministic for a seed and an iteration budget. Sliceable like
// the greedy bot: start(), think(iterations) until true, choice().
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "rng.h"
#include "state.h"

namespace carc {

class MctsBot {
 public:
  struct Options {
    int maxNodes = 200000;      // node cap of the tree
    double exploration = 0.35;  // UCT constant (values are in [-1, 1])
    double priorVisits = 4;     // weight of a child's prior, in visits
    int rolloutTurns = 8;       // turns played by the light policy after the bot's turn, then evaluated;
                                // -1: to the end of the game
    double scale = 20;          // value = tanh(points ahead of the best opponent / scale)
    double meepleRate = 0.3;    // rollout policy: chance to place a meeple on an open feature
    double placementNoise = 2;  // rollout placements: best of heuristic + uniform noise in [0, this);
                                // < 0: uniformly random
  };

  explicit MctsBot(uint64_t seed = 1);
  MctsBot(uint64_t seed, const Options& options);

  // The budget of one decision: a number of iterations (deterministic), or milliseconds of
  // thinking (the time spent inside think(), so slicing does not change it). 0 ms: iterations.
  void setIterations(int n) { iterations_ = n > 0 ? n : 1; }
  void setThinkMs(double ms) { thinkMs_ = ms > 0 ? ms : 0; }
  int iterations() const { return iterations_; }
  double thinkMs() const { return thinkMs_; }

  // Starts thinking about the state's current step.
  void start(const State& s);
  // Runs up to `budget` more iterations; true when the choice is ready.
  bool think(int budget);
  // The chosen action for the step given to start().
  Action choice() const { return choice_; }
  // Convenience: start + think to the end.
  Action choose(const State& s);

  // For tests and the bench.
  int nodeCount() const { return int(nodes_.size()); }
  int peakNodes() const { return peakNodes_; }  // most nodes ever held, over all searches
  int maxNodes() const { return options_.maxNodes; }
  long long iterationsDone() const { return done_; }  // of the current search
  const Options& options() const { return options_; }

  // Plays `s` to the end of the game with the light rollout policy, its noise drawn from `seed`
  // (the review's playouts, review.h); the game is finished if the policy stops short.
  void playOut(State& s, uint64_t seed);

  // Worth of a position per player: the greedy bot's (GreedyBot::worths); a finished game is
  // worth its final scores.
  static void worths(const State& s, std::array<double, kMaxPlayers>& out);

 private:
  struct TreeNode {
    Action action;       // the action leading here
    int32_t first = -1;  // first child in nodes_
    uint16_t count = 0;  // children
    uint8_t mover = 0;   // player choosing among the children
    bool expanded = false;
    bool inTurn = false;  // still the root's turn here (children may be added)
    float prior = 0;      // estimate for the player who chose `action`
    uint32_t visits = 0;
    std::array<float, kMaxPlayers> sum{};  // backed-up values per player
  };
  using Values = std::array<double, kMaxPlayers>;

  void iterate();
  bool expand(int n, const State& s);
  int select(int n) const;
  void rollout(State& s, Values& v);
  Action rolloutPlacement(const State& s);
  void values(const State& s, Values& v) const;
  double priorOf(const State& afterAction, int mover);
  void determinize(State& s);
  void finishSearch();
  bool followPlan(const State& s);

  Options options_;
  Rng rng_;
  int iterations_ = 3000;
  double thinkMs_ = 0;

  State root_, scratch_, probe_, probe2_;
  int rootTurn_ = 0;
  std::vector<TreeNode> nodes_;
  std::vector<int> path_;
  std::vector<Action> buf_, children_;
  long long done_ = 0;
  double spentMs_ = 0;
  bool ready_ = true;
  Action choice_;
  int peakNodes_ = 0;

  // The rest of this turn as found by the search, and the state its next step is expected at.
  std::vector<Action> plan_;
  size_t planNext_ = 0;
  State planState_;
};

}  // namespace carc
