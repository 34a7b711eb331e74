#include "review.h"

#include <algorithm>
#include <cmath>

#include "deal.h"
#include "mcts_bot.h"
#include "module.h"
#include "rng.h"

namespace carc {

namespace {

uint64_t mix(uint64_t a, uint64_t b) {
  uint64_t z = a + 0x9E3779B97F4A7C15ull * (b + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The hidden tiles dealt anew: what the deciding player knows of the bag (its tiles, not their
// order) shuffled from `seed` (deal.h: tiles a rule holds back, the dragon tiles before a volcano,
// stay held).
void deal(State& s, uint64_t seed) {
  Rng rng(seed);
  dealHiddenTiles(s, rng);
  s.setSeed(mix(seed, 0x5EEDull));  // a module's later reshuffle must not read the game's seed either
}

double lead(const State& s, int player) {
  double best = -1e18;
  for (int q = 0; q < s.players(); ++q)
    if (q != player) best = std::max(best, double(s.scores()[size_t(q)]));
  return double(s.scores()[size_t(player)]) - best;
}

struct Candidate {
  Action action;
  std::vector<double> samples;  // the lead per dealing, dealing k at index k
  double mean() const {
    double t = 0;
    for (double x : samples) t += x;
    return samples.empty() ? -1e18 : t / double(samples.size());
  }
};

// Standard error of the mean of `x`.
double stdError(const std::vector<double>& x) {
  if (x.size() < 2) return 0;
  double m = 0;
  for (double v : x) m += v;
  m /= double(x.size());
  double ss = 0;
  for (double v : x) ss += (v - m) * (v - m);
  return std::sqrt(ss / double(x.size() - 1) / double(x.size()));
}

const char* stepName(const State& s) {
  switch (s.step()) {
    case Step::PlaceTile:
      return "tile";
    case Step::PlaceMeeple:
      return "meeple";
    default:
      return "module";
  }
}

double round2(double x) { return std::round(x * 100) / 100; }

}  // namespace

const char* reviewMark(double loss, const ReviewOptions& o, double error) {
  if (loss < 2 * error) return nullptr;
  if (loss >= o.blunder) return "blunder";
  if (loss >= o.mistake) return "mistake";
  if (loss >= o.inaccuracy) return "inaccuracy";
  return nullptr;
}

json reviewGame(const Game& g, const ReviewOptions& options) {
  ReviewOptions o = options;
  o.screenDeals = std::max(1, o.screenDeals);
  o.deals = std::max(o.screenDeals, o.deals);
  o.top = std::max(1, o.top);
  MctsBot policy(o.seed);
  Game replay(g.initial());
  const int players = g.initial().players();
  std::vector<int> counts(size_t(players) * 3, 0), decisions(size_t(players), 0);
  std::vector<double> lossSum(size_t(players), 0);
  json out = json::array();
  std::vector<Action> legal;
  State probe;
  for (size_t i = 0; i < g.actions().size(); ++i) {
    const State before = replay.state();
    const Action& played = g.actions()[i];
    const int player = before.actingPlayer();
    before.legalActions(legal);
    if (i >= o.first && i <= o.last && legal.size() >= 2 && !before.hiddenDeck()) {
      // One decision: its dealings are the same for every move (dealing k from the same seed).
      const uint64_t decisionSeed = mix(o.seed, i);
      auto sample = [&](Candidate& c, int upTo) {
        for (int k = int(c.samples.size()); k < upTo; ++k) {
          probe = before;
          deal(probe, mix(decisionSeed, uint64_t(k)));
          probe.mustApply(c.action, "review");
          policy.playOut(probe, mix(decisionSeed, uint64_t(k) + 0x10000));
          c.samples.push_back(lead(probe, player));
        }
      };
      std::vector<Candidate> all;
      for (const Action& a : legal) {
        all.push_back(Candidate{a, {}});
        sample(all.back(), o.screenDeals);
      }
      // Keep the best `top` (ties: the first in the legal order) and the move played.
      std::vector<size_t> order(all.size());
      for (size_t k = 0; k < order.size(); ++k) order[k] = k;
      std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return all[a].mean() > all[b].mean(); });
      std::vector<size_t> kept(order.begin(), order.begin() + std::ptrdiff_t(std::min(order.size(), size_t(o.top))));
      size_t playedIdx = all.size();
      for (size_t k = 0; k < all.size(); ++k)
        if (all[k].action == played) playedIdx = k;
      if (playedIdx == all.size()) throw InternalError("review: a played step is not among the legal ones");
      if (std::find(kept.begin(), kept.end(), playedIdx) == kept.end()) kept.push_back(playedIdx);
      size_t best = kept[0];
      for (size_t k : kept) {
        sample(all[k], o.deals);
        if (all[k].mean() > all[best].mean() || (all[k].mean() == all[best].mean() && k == playedIdx)) best = k;
      }
      const Candidate &p = all[playedIdx], &b = all[best];
      std::vector<double> diff;
      for (size_t k = 0; k < p.samples.size(); ++k) diff.push_back(b.samples[k] - p.samples[k]);
      const double loss = best == playedIdx ? 0.0 : std::max(0.0, b.mean() - p.mean());
      const double error = stdError(diff);
      const char* mark = reviewMark(loss, o, error);
      json d = {{"index", i},
                {"turn", before.turn() + 1},
                {"player", player},
                {"step", stepName(before)},
                {"played", replay.actionJson(before, played)},
                {"best", replay.actionJson(before, b.action)},
                {"played_lead", round2(p.mean())},
                {"best_lead", round2(b.mean())},
                {"error", round2(error)},
                {"loss", round2(loss)},
                {"mark", mark ? json(mark) : json()}};
      out.push_back(d);
      decisions[size_t(player)]++;
      lossSum[size_t(player)] += loss;
      if (mark) counts[size_t(player) * 3 + (mark[0] == 'b' ? 2 : mark[0] == 'm' ? 1 : 0)]++;
    }
    Refusal why;
    if (!replay.apply(played, &why))
      throw InputError("review: step " + std::to_string(i + 1),
                       "does not replay from the game's first position (" + why.english() + ")");
  }
  json summary = json::array();
  for (int q = 0; q < players; ++q) {
    const size_t n = size_t(q);
    summary.push_back({{"player", q},
                       {"decisions", decisions[n]},
                       {"inaccuracies", counts[n * 3]},
                       {"mistakes", counts[n * 3 + 1]},
                       {"blunders", counts[n * 3 + 2]},
                       {"average_loss", decisions[n] ? round2(lossSum[n] / decisions[n]) : 0.0}});
  }
  return {{"format", "carcassonne-review/1"},
          {"seed", o.seed},
          {"iterations", o.screenDeals},
          {"deals", o.deals},
          {"top", o.top},
          {"thresholds", {{"inaccuracy", o.inaccuracy}, {"mistake", o.mistake}, {"blunder", o.blunder}}},
          {"decisions", out},
          {"summary", summary}};
}

}  // namespace carc
