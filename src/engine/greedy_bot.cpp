#include "greedy_bot.h"

#include <algorithm>

#include "module.h"

namespace carc {

namespace {

// Plays the rest of the turn with the first choice of every module step, whoever decides it (a
// dragon step given to another player, State::actingPlayer, is played out too), so that a choice
// is judged on the position at the end of the turn, after its scoring.
void finishTurn(State& s) {
  const int turn = s.turn();
  std::vector<Action> legal;
  while (!s.over() && s.turn() == turn && s.step() == Step::Module) {
    s.botActions(legal);
    if (legal.empty()) break;
    s.mustApply(legal[0], "greedy bot");
  }
}

}  // namespace

void GreedyBot::worths(const State& s, std::array<double, kMaxPlayers>& worth) {
  // Points on the board: scores + a share of what incomplete features with meeples would pay.
  const int n = s.players();
  worth.fill(0.0);
  for (int p = 0; p < n; ++p) worth[size_t(p)] = s.scores()[size_t(p)];
  double progress = s.bag().empty() ? 1.0 : double(s.tiles().size()) / double(s.tiles().size() + s.bag().size());
  for (int i = 0; i < s.nodeCount(); ++i) {
    const Node& nd = s.node(i);
    if (nd.parent != i || nd.meepleTotal == 0) continue;
    ScoreEvent e = s.featureScore(i, true);
    double share;
    switch (nd.kind) {
      case FeatureKind::City:
        share = 0.55 + 0.8 / (1 + nd.open);
        break;  // likely to close: near double
      case FeatureKind::Road:
        share = 0.8;
        break;
      case FeatureKind::Monastery:
        share = 1.0 + 0.5 * (1.0 - progress) * nd.open / 8.0;
        break;
      default:
        share = 0.15 + 0.85 * progress;
        break;  // farmers pay at the end, and stay put
    }
    for (int p = 0; p < n; ++p)
      if (e.players & (1u << p)) worth[size_t(p)] += share * e.points;
  }
  // Meeples in supply are worth something, more so when few are left and the game goes on.
  for (int p = 0; p < n; ++p) {
    int left = s.supply(p);
    worth[size_t(p)] += (1.0 - progress) * (4.0 * std::min(left, 2) + 1.5 * std::max(0, left - 2));
  }
  // What expansion pieces are worth (e.g. the gingerbread man standing in your city).
  for (const Module* m : s.catalog().modules)
    for (int p = 0; p < n; ++p) worth[size_t(p)] += m->botValue(s, p);
}

double GreedyBot::evaluate(const State& s, int player) {
  const int n = s.players();
  std::array<double, kMaxPlayers> worth;
  worths(s, worth);
  double bestOther = -1e18;
  for (int p = 0; p < n; ++p)
    if (p != player) bestOther = std::max(bestOther, worth[size_t(p)]);
  return worth[size_t(player)] - (n > 1 ? bestOther : 0.0);
}

void GreedyBot::start(const State& s) {
  base_ = s;
  ready_ = false;
  next_ = 0;
  best_ = -1e18;
  placing_ = s.step() == Step::PlaceTile;
  if (s.step() == Step::PlaceMeeple && havePlan_ && plannedTile_ == s.lastPlaced()) {
    simple_ = plannedMeeple_;
    havePlan_ = false;
    ready_ = true;
    return;
  }
  std::vector<Action> legal;
  s.legalActions(legal);
  if (placing_) {
    placements_ = legal;
    if (placements_.empty()) ready_ = true;
    return;
  }
  // Meeple step without a plan, or a module step: judge each option by the position it leads to,
  // for the player who decides it (a dragon step may be another player's, State::actingPlayer).
  int me = s.actingPlayer();
  double best = -1e18;
  for (const Action& a : legal) {
    State t = s;
    t.mustApply(a, "greedy bot");
    finishTurn(t);
    double v = evaluate(t, me) + rng_.below(1000) * 1e-6;
    if (v > best) {
      best = v;
      simple_ = a;
    }
  }
  ready_ = true;
}

bool GreedyBot::think(int budget) {
  if (ready_) return true;
  int me = base_.actingPlayer();
  std::vector<Action> meeples;
  while (budget-- > 0 && next_ < placements_.size()) {
    const Action& place = placements_[next_++];
    State placed = base_;
    placed.mustApply(place, "greedy bot");
    placed.legalActions(meeples);
    for (const Action& m : meeples) {
      State t = placed;
      t.mustApply(m, "greedy bot");
      finishTurn(t);
      double v = evaluate(t, me) + rng_.below(1000) * 1e-6;  // tiny noise breaks ties differently per game
      if (v > best_) {
        best_ = v;
        bestPlace_ = place;
        bestMeeple_ = m;
      }
    }
  }
  if (next_ >= placements_.size()) {
    ready_ = true;
    havePlan_ = !placements_.empty();
    plannedMeeple_ = bestMeeple_;
    plannedTile_ = int(base_.tiles().size());  // index the placed tile will get
  }
  return ready_;
}

Action GreedyBot::choice() const { return placing_ ? bestPlace_ : simple_; }

Action GreedyBot::choose(const State& s) {
  start(s);
  while (!think(64)) {
  }
  return choice();
}

}  // namespace carc
