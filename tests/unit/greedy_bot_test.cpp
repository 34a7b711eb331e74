#include "engine/greedy_bot.h"

#include <gtest/gtest.h>

#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;

TEST(GreedyBot, BeatsTheRandomBot) {
  int wins = 0, games = 12;
  long long margin = 0;
  for (int g = 0; g < games; ++g) {
    State s = State::newGame(carc::testing::baseCatalog(), 2, uint64_t(300 + g));
    GreedyBot greedy{uint64_t(g)};
    RandomBot random{uint64_t(g)};
    int greedySeat = g % 2;
    while (!s.over()) {
      Action a = s.currentPlayer() == greedySeat ? greedy.choose(s) : random.choose(s);
      ASSERT_TRUE(s.apply(a));
    }
    int mine = s.scores()[size_t(greedySeat)], theirs = s.scores()[size_t(1 - greedySeat)];
    wins += mine > theirs;
    margin += mine - theirs;
  }
  EXPECT_GE(wins, 10) << "average margin " << double(margin) / games;
}

TEST(GreedyBot, SlicedThinkingGivesTheSameChoice) {
  State s = State::newGame(carc::testing::baseCatalog(), 3, 5);
  GreedyBot a(1), b(1);
  Action whole = a.choose(s);
  b.start(s);
  int slices = 0;
  while (!b.think(1)) ++slices;
  EXPECT_GT(slices, 1);
  EXPECT_TRUE(b.choice() == whole);
}

TEST(GreedyBot, KeepsMeeplesInReserve) {
  // Until the last third of the game (when spare meeples lose their worth) the greedy bot should
  // rarely sit at zero meeples.
  State s = State::newGame(carc::testing::baseCatalog(), 2, 11);
  GreedyBot bot(3);
  int turnsAtZero = 0, turns = 0;
  while (!s.over()) {
    if (s.step() == Step::PlaceTile && s.bag().size() > 24) {
      ++turns;
      turnsAtZero += s.supply(s.currentPlayer()) == 0;
    }
    s.apply(bot.choose(s));
  }
  EXPECT_LT(turnsAtZero, turns / 4);
}
