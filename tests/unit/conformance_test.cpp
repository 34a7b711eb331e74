// Conformance run: random self-play games (2-6 players) with invariants checked after every
// step. CARC_CONFORMANCE_GAMES sets the number of games (default 2000).
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>

#include "engine/random_bot.h"
#include "engine/score_table.h"
#include "test_support.h"

using namespace carc;

namespace {

int gameCount() {
  const char* env = std::getenv("CARC_CONFORMANCE_GAMES");
  return env && std::atoi(env) > 0 ? std::atoi(env) : 2000;
}

int totalTiles(const Catalog& c) {
  int n = 0;
  for (size_t t = 0; t < c.types.size(); ++t)
    if (c.setOf[t] >= 0) n += c.types[t].count;
  return n;
}

void checkConservation(const State& s, int tiles) {
  int inPlay = int(s.tiles().size() + s.bag().size() + s.setAside().size()) + (s.currentTile() >= 0);
  ASSERT_EQ(inPlay, tiles) << "tiles are conserved";
  const std::vector<Figure>& figures = s.catalog().figures;
  for (int p = 0; p < s.players(); ++p)
    for (size_t f = 0; f < figures.size(); ++f) {
      int onBoard = 0;
      for (const Meeple& m : s.meeples()) onBoard += m.player == p && m.figure == f;
      ASSERT_GE(s.supply(p, int(f)), 0);
      ASSERT_EQ(onBoard + s.supply(p, int(f)), figures[f].count)
          << figures[f].name << "s of player " << p << " are conserved";
    }
  // A figure is never in two places; root aggregates agree with the meeple list (figures and weights).
  std::vector<int> perRoot(size_t(s.nodeCount()), 0);
  std::vector<std::array<int, kMaxPlayers>> weight(size_t(s.nodeCount()), std::array<int, kMaxPlayers>{});
  for (size_t i = 0; i < s.meeples().size(); ++i) {
    const Meeple& m = s.meeples()[i];
    for (size_t k = 0; k < i; ++k)
      ASSERT_FALSE(s.meeples()[k].tile == m.tile && s.meeples()[k].seg == m.seg) << "two figures on one spot";
    int r = s.root(s.nodeOf(m.tile, m.seg));
    ++perRoot[size_t(r)];
    weight[size_t(r)][size_t(m.player)] += figures[m.figure].weight;
  }
  for (int n = 0; n < s.nodeCount(); ++n)
    if (s.root(n) == n) {
      ASSERT_EQ(perRoot[size_t(n)], s.node(n).meepleTotal);
      for (int p = 0; p < s.players(); ++p) ASSERT_EQ(weight[size_t(n)][size_t(p)], s.node(n).meeples[size_t(p)]);
    }
}

void playOne(const std::shared_ptr<const Catalog>& cat, uint64_t seed, int players, bool deepChecks) {
  const int tiles = totalTiles(*cat);
  Game g(State::newGame(cat, players, seed));
  RandomBot bot(seed);
  Rng pick(seed * 7 + 1);
  std::vector<int> lastScores = g.state().scores();
  std::vector<State> history;
  if (deepChecks) history.push_back(g.state());
  std::vector<Action> legal;
  while (!g.state().over()) {
    const State& s = g.state();
    s.legalActions(legal);
    ASSERT_FALSE(legal.empty());
    // Legal actions all apply (every one in deep games, a sample otherwise).
    size_t tries = deepChecks ? legal.size() : std::min<size_t>(2, legal.size());
    for (size_t k = 0; k < tries; ++k) {
      const Action& a = deepChecks ? legal[k] : legal[pick.below(uint32_t(legal.size()))];
      State copy = s;
      Refusal why;
      ASSERT_TRUE(copy.apply(a, &why)) << why.english();
    }
    // An action outside the list is refused and changes nothing.
    if (deepChecks && s.step() == Step::PlaceTile) {
      State copy = s;
      Action bad;
      bad.kind = Action::Place;
      ASSERT_FALSE(copy.apply(bad));  // (0,0) always holds the start tile
      ASSERT_TRUE(copy == s);
    }
    ASSERT_TRUE(g.apply(bot.choose(s)));
    ASSERT_NO_FATAL_FAILURE(checkConservation(g.state(), tiles));
    for (int p = 0; p < players; ++p) ASSERT_GE(g.state().scores()[size_t(p)], lastScores[size_t(p)]);
    lastScores = g.state().scores();
    if (deepChecks) history.push_back(g.state());
  }
  // Same seed, same game.
  Game again(State::newGame(cat, players, seed));
  RandomBot bot2(seed);
  while (!again.state().over()) again.apply(bot2.choose(again.state()));
  ASSERT_TRUE(again.state() == g.state()) << "seed " << seed << " plays the same game twice";
  // Save, load, replay.
  std::vector<std::string> names;
  for (int p = 0; p < players; ++p) names.push_back("P" + std::to_string(p));
  // (saved games name their sets, so the reload uses the same rules modules)
  Game loaded = carc::testing::runScenarioText(saveGame(g, names).dump());
  ASSERT_TRUE(loaded.state() == g.state()) << "save/load/replay of seed " << seed;
  // Undo: step by step through every earlier state in deep games; all at once otherwise.
  if (deepChecks) {
    for (size_t i = history.size() - 1; i-- > 0;) {
      ASSERT_TRUE(g.undo());
      ASSERT_TRUE(g.state() == history[i]) << "undo to step " << i;
    }
  } else {
    g.undo(int(g.actions().size()) + 1);
  }
  ASSERT_TRUE(g.state() == g.initial()) << "undo back to the start";
}

}  // namespace

// Every set combination gets the full count of games; CARC_CONFORMANCE_GAMES scales them all.
class Conformance : public ::testing::TestWithParam<std::string> {};

TEST_P(Conformance, RandomGamesKeepEveryInvariant) {
  auto cat = carc::testing::catalogOfCombination(GetParam());
  int games = gameCount();
  for (int i = 0; i < games; ++i) {
    int players = 2 + i % 5;
    bool deep = i % 10 == 0;
    ASSERT_NO_FATAL_FAILURE(playOne(cat, uint64_t(1000 + i), players, deep))
        << "game " << i << ", " << players << " players";
  }
  RecordProperty("games", games);
}

// The combinations come from assets/tiles/index.json (test_support.h), so every set is covered.
INSTANTIATE_TEST_SUITE_P(Sets, Conformance, ::testing::ValuesIn(carc::testing::conformanceCombinations()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return carc::testing::paramName(info.param);
                         });

// The final-score table's columns add up to every player's total, in every set combination.
TEST_P(Conformance, FinalScoreColumnsAddUpToTheTotals) {
  auto cat = carc::testing::catalogOfCombination(GetParam());
  for (int i = 0; i < 20; ++i) {
    int players = 2 + i % 5;
    State s = State::newGame(cat, players, uint64_t(500 + i));
    RandomBot bot(uint64_t(500 + i));
    while (!s.over()) s.mustApply(bot.choose(s), "score table test");
    std::vector<ScoreColumn> table = scoreTable(s);
    for (int p = 0; p < players; ++p) {
      int sum = 0;
      for (const ScoreColumn& c : table) sum += c.points[size_t(p)];
      ASSERT_EQ(sum, s.scores()[size_t(p)]) << "game " << i << ", player " << p;
    }
    for (const ScoreColumn& c : table) ASSERT_NE(c.kind, "start") << "a dealt game starts at zero";
  }
}
