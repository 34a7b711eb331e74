#include "mcts_bot.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>

#include "deal.h"
#include "greedy_bot.h"
#include "module.h"

namespace carc {

namespace {

double nowMs() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

MctsBot::MctsBot(uint64_t seed) : MctsBot(seed, Options()) {}

MctsBot::MctsBot(uint64_t seed, const Options& options) : options_(options), rng_(seed ^ 0x3C75B07ull) {
  if (options_.maxNodes < 1) options_.maxNodes = 1;
}

void MctsBot::worths(const State& s, std::array<double, kMaxPlayers>& worth) {
  // A finished game is worth its final scores (what is left on the board has been scored).
  if (s.over()) {
    worth.fill(0.0);
    for (int p = 0; p < s.players(); ++p) worth[size_t(p)] = s.scores()[size_t(p)];
    return;
  }
  GreedyBot::worths(s, worth);
}

// Value per player in [-1, 1]: points (or estimated worth) ahead of the best opponent.
void MctsBot::values(const State& s, Values& v) const {
  Values w;
  worths(s, w);
  const int n = s.players();
  for (int p = 0; p < n; ++p) {
    double best = -1e18;
    for (int q = 0; q < n; ++q)
      if (q != p) best = std::max(best, w[size_t(q)]);
    v[size_t(p)] = std::tanh((w[size_t(p)] - best) / options_.scale);
  }
}

void MctsBot::determinize(State& s) {
  // Deal the hidden tiles anew (never their real order) by our own Rng; tiles a rule holds back
  // (the dragon tiles before a volcano) stay held.
  dealHiddenTiles(s, rng_);
}

// The greedy bot's kind of estimate of a child for the player who chose it: the rest of the
// turn done greedily (the best meeple, the first choice of module steps), then the position.
double MctsBot::priorOf(const State& after, int mover) {
  auto finishTurn = [&](State& t) {
    while (!t.over() && t.turn() == rootTurn_ && t.step() == Step::Module) {
      t.botActions(buf_);
      if (buf_.empty()) break;
      t.mustApply(buf_[0], "mcts bot");
    }
  };
  Values v;
  if (!after.over() && after.turn() == rootTurn_ && after.step() == Step::PlaceMeeple) {
    std::vector<Action> meeples;
    after.botActions(meeples);
    double best = -2;
    for (const Action& m : meeples) {
      probe2_ = after;
      probe2_.mustApply(m, "mcts bot");
      finishTurn(probe2_);
      values(probe2_, v);
      best = std::max(best, v[size_t(mover)]);
    }
    return best;
  }
  probe2_ = after;
  finishTurn(probe2_);
  values(probe2_, v);
  return v[size_t(mover)];
}

bool MctsBot::expand(int n, const State& s) {
  s.botActions(children_);
  if (children_.empty()) {
    nodes_[size_t(n)].expanded = true;
    return true;
  }
  size_t need = nodes_.size() + children_.size();
  if (need > size_t(options_.maxNodes)) return false;  // full: rollouts only from here
  if (need > nodes_.capacity())
    nodes_.reserve(std::min(size_t(options_.maxNodes), std::max(need, 2 * nodes_.capacity())));
  int mover = s.actingPlayer();  // who decides here (a dragon step may be another player's)
  std::vector<Action> actions = children_;
  int first = int(nodes_.size());
  for (const Action& a : actions) {
    probe_ = s;
    probe_.mustApply(a, "mcts bot");
    TreeNode c;
    c.action = a;
    c.mover = uint8_t(probe_.actingPlayer());
    c.inTurn = !probe_.over() && probe_.turn() == rootTurn_;
    c.prior = float(priorOf(probe_, mover));
    nodes_.push_back(c);
  }
  TreeNode& nd = nodes_[size_t(n)];
  nd.first = first;
  nd.count = uint16_t(actions.size());
  nd.expanded = true;
  peakNodes_ = std::max(peakNodes_, int(nodes_.size()));
  return true;
}

int MctsBot::select(int n) const {
  const TreeNode& nd = nodes_[size_t(n)];
  const size_t p = nd.mover;
  const double logN = std::log(double(nd.visits) + 1.0);
  const double n0 = options_.priorVisits;
  int best = nd.first;
  double bestScore = -1e18;
  for (int c = nd.first; c < nd.first + nd.count; ++c) {
    const TreeNode& ch = nodes_[size_t(c)];
    double q = (double(ch.sum[p]) + n0 * ch.prior) / (double(ch.visits) + n0 + 1e-9);
    double u = options_.exploration * std::sqrt(logN / (double(ch.visits) + 1.0));
    if (q + u > bestScore) {
      bestScore = q + u;
      best = c;
    }
  }
  return best;
}

// A cheap judgement of each placement, without playing it: joining the mover's features (and
// closing them) is good, feeding an opponent's is bad, filling holes closes things.
Action MctsBot::rolloutPlacement(const State& s) {
  const Catalog& cat = s.catalog();
  const TileType& tt = cat.types[size_t(s.currentTile())];
  const int me = s.actingPlayer();
  double best = -1e18;
  size_t pick = 0;
  for (size_t i = 0; i < buf_.size(); ++i) {
    const Action& a = buf_[i];
    double score = 0;
    for (int e = 0; e < 4; ++e) {
      int ni = s.tileAt(a.x + kEdgeDx[e], a.y + kEdgeDy[e]);
      if (ni < 0) continue;
      score += 0.5;
      if (tt.edgeSeg[a.rot][e] < 0) continue;
      const PlacedTile& nt = s.tiles()[size_t(ni)];
      int theirs = cat.types[nt.type].edgeSeg[nt.rot][opposite(e)];
      if (theirs < 0) continue;
      const Node& nd = s.node(s.root(nt.firstNode + theirs));
      if (!nd.meepleTotal) continue;
      int most = *std::max_element(nd.meeples.begin(), nd.meeples.end());
      double w = nd.open <= 1 ? 2.0 : 1.0;
      score += nd.meeples[size_t(me)] == most ? 2.0 * w : -1.0 * w;
    }
    for (int k = 0; k < 8; ++k) {
      int ni = s.tileAt(a.x + kRingDx[k], a.y + kRingDy[k]);
      if (ni < 0) continue;
      const PlacedTile& nt = s.tiles()[size_t(ni)];
      int ms = cat.types[nt.type].monasterySegment;
      if (ms < 0) continue;
      const Node& nd = s.node(nt.firstNode + ms);
      if (nd.meepleTotal) score += nd.meeples[size_t(me)] ? 1.0 : -0.5;
    }
    score += options_.placementNoise * double(rng_.below(1024)) / 1024.0;
    if (score > best) {
      best = score;
      pick = i;
    }
  }
  return buf_[pick];
}

void MctsBot::rollout(State& s, Values& v) {
  // The light policy: a random placement; a meeple on a feature the tile completes (points now,
  // meeple back), else now and then on a random road, city or monastery, rarely on a field
  // late in the game; a random choice in module steps.
  const int stop = options_.rolloutTurns < 0 ? INT_MAX : rootTurn_ + 1 + options_.rolloutTurns;
  while (!s.over() && s.turn() < stop) {
    switch (s.step()) {
      case Step::PlaceTile:
        s.legalPlacements(s.currentTile(), buf_);
        if (options_.placementNoise >= 0 && !buf_.empty()) {
          s.mustApply(rolloutPlacement(s), "mcts rollout");
          continue;
        }
        break;
      case Step::PlaceMeeple: {
        s.botActions(buf_);
        Action pick = buf_[0];  // no meeple
        if (buf_.size() > 1) {
          const int tile = s.lastPlaced();
          int complete = -1, open = 0, fields = 0;
          int openIdx[16], fieldIdx[16];
          for (size_t i = 1; i < buf_.size(); ++i) {
            const Node& nd = s.node(s.root(s.nodeOf(tile, buf_[i].seg)));
            if (nd.kind == FeatureKind::Field) {
              if (fields < 16) fieldIdx[fields++] = int(i);
            } else if (nd.open == 0) {
              complete = int(i);
            } else if (open < 16) {
              openIdx[open++] = int(i);
            }
          }
          if (complete >= 0)
            pick = buf_[size_t(complete)];
          else if (open > 0 && rng_.below(1000) < uint32_t(options_.meepleRate * 1000))
            pick = buf_[size_t(openIdx[rng_.below(uint32_t(open))])];
          else if (fields > 0 && s.bag().size() < 30 && rng_.below(8) == 0)
            pick = buf_[size_t(fieldIdx[rng_.below(uint32_t(fields))])];
        }
        s.mustApply(pick, "mcts rollout");
        continue;
      }
      case Step::Module:
        s.botActions(buf_);
        break;
      case Step::GameOver:
        break;
    }
    if (buf_.empty()) break;  // cannot happen in a dealt game: a drawn tile fits somewhere
    s.mustApply(buf_[rng_.below(uint32_t(buf_.size()))], "mcts rollout");
  }
  values(s, v);
}

void MctsBot::iterate() {
  scratch_ = root_;
  determinize(scratch_);
  path_.clear();
  int n = 0;
  path_.push_back(0);
  // Down the turn's tree, expanding as we go (the whole turn is a few hundred nodes).
  while (nodes_[size_t(n)].inTurn) {
    if (!nodes_[size_t(n)].expanded && !expand(n, scratch_)) break;
    if (nodes_[size_t(n)].count == 0) break;
    n = select(n);
    scratch_.mustApply(nodes_[size_t(n)].action, "mcts bot");
    path_.push_back(n);
  }
  Values v{};
  rollout(scratch_, v);
  for (int i : path_) {
    TreeNode& nd = nodes_[size_t(i)];
    ++nd.visits;
    for (int p = 0; p < kMaxPlayers; ++p) nd.sum[size_t(p)] += float(v[size_t(p)]);
  }
}

bool MctsBot::followPlan(const State& s) {
  if (planNext_ >= plan_.size() || !(s == planState_)) {
    plan_.clear();
    return false;
  }
  choice_ = plan_[planNext_++];
  if (planNext_ < plan_.size()) planState_.mustApply(choice_, "mcts bot");
  return true;
}

void MctsBot::start(const State& s) {
  done_ = 0;
  spentMs_ = 0;
  ready_ = true;
  choice_ = Action();
  nodes_.clear();
  if (s.over()) return;
  if (followPlan(s)) return;
  s.botActions(buf_);
  if (buf_.empty()) return;
  choice_ = buf_[0];
  if (buf_.size() == 1) return;  // nothing to think about
  ready_ = false;
  root_ = s;
  rootTurn_ = s.turn();
  TreeNode r;
  r.mover = uint8_t(s.actingPlayer());
  r.inTurn = true;
  nodes_.reserve(std::min<size_t>(size_t(options_.maxNodes), 1024));
  nodes_.push_back(r);
  peakNodes_ = std::max(peakNodes_, 1);
}

bool MctsBot::think(int budget) {
  if (ready_) return true;
  double t0 = thinkMs_ > 0 ? nowMs() : 0;
  for (int i = 0; i < budget; ++i) {
    if (thinkMs_ > 0) {
      if (done_ > 0 && spentMs_ + (nowMs() - t0) >= thinkMs_) break;
    } else if (done_ >= iterations_) {
      break;
    }
    iterate();
    ++done_;
  }
  bool finished;
  if (thinkMs_ > 0) {
    spentMs_ += nowMs() - t0;
    finished = spentMs_ >= thinkMs_;
  } else {
    finished = done_ >= iterations_;
  }
  if (finished) finishSearch();
  return ready_;
}

void MctsBot::finishSearch() {
  ready_ = true;
  const TreeNode& r = nodes_[0];
  if (r.count == 0) {
    // The cap left no room even for the root's children: take the best prior.
    std::vector<Action> legal;
    root_.botActions(legal);
    double best = -1e18;
    for (const Action& a : legal) {
      probe_ = root_;
      probe_.mustApply(a, "mcts bot");
      double v = priorOf(probe_, root_.actingPlayer());
      if (v > best) {
        best = v;
        choice_ = a;
      }
    }
    return;
  }
  // The most visited path through the rest of the turn (ties: the better mean).
  auto bestChild = [&](int n) {
    const TreeNode& nd = nodes_[size_t(n)];
    int best = nd.first;
    for (int c = nd.first + 1; c < nd.first + nd.count; ++c) {
      const TreeNode &a = nodes_[size_t(c)], &b = nodes_[size_t(best)];
      double qa = a.visits ? a.sum[nd.mover] / a.visits : a.prior;
      double qb = b.visits ? b.sum[nd.mover] / b.visits : b.prior;
      if (a.visits > b.visits || (a.visits == b.visits && qa > qb)) best = c;
    }
    return best;
  };
  int n = bestChild(0);
  choice_ = nodes_[size_t(n)].action;
  plan_.clear();
  planNext_ = 0;
  // The plan holds only this player's own decisions: a step another player decides (a dragon
  // step, State::actingPlayer) ends it, and that player's bot thinks for itself.
  while (nodes_[size_t(n)].inTurn && nodes_[size_t(n)].expanded && nodes_[size_t(n)].count > 0 &&
         nodes_[size_t(n)].visits > 0 && nodes_[size_t(n)].mover == nodes_[0].mover) {
    n = bestChild(n);
    plan_.push_back(nodes_[size_t(n)].action);
  }
  if (!plan_.empty()) {
    planState_ = root_;
    planState_.mustApply(choice_, "mcts bot");
  }
}

void MctsBot::playOut(State& s, uint64_t seed) {
  rng_.reseed(seed ^ 0x3C75B07ull);
  const int turns = options_.rolloutTurns;
  options_.rolloutTurns = -1;
  Values v{};
  rollout(s, v);
  options_.rolloutTurns = turns;
  if (!s.over()) s.finish();
}

Action MctsBot::choose(const State& s) {
  start(s);
  while (!think(256)) {
  }
  return choice_;
}

}  // namespace carc
