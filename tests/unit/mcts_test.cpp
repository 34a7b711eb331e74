#include <gtest/gtest.h>

#include <algorithm>

#include "engine/greedy_bot.h"
#include "engine/mcts_bot.h"
#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;

namespace {

bool isLegal(const State& s, const Action& a) {
  std::vector<Action> legal;
  s.legalActions(legal);
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// A position some turns into a game played by the greedy bot (so meeples stand on the board).
State positionAfter(std::shared_ptr<const Catalog> cat, int players, uint64_t seed, int turns) {
  State s = State::newGame(std::move(cat), players, seed);
  GreedyBot bot(seed);
  while (!s.over() && !(s.turn() >= turns && s.step() == Step::PlaceTile)) s.mustApply(bot.choose(s), "test");
  return s;
}

}  // namespace

TEST(MctsBot, SameSeedAndIterationsGiveTheSameChoice) {
  for (int players : {2, 3}) {
    State s = positionAfter(carc::testing::baseCatalog(), players, 17, 12);
    MctsBot a(5), b(5);
    a.setIterations(300);
    b.setIterations(300);
    Action first = a.choose(s);
    EXPECT_TRUE(first == b.choose(s));
    EXPECT_TRUE(isLegal(s, first));
    EXPECT_EQ(a.iterationsDone(), 300);
  }
}

TEST(MctsBot, SlicedThinkingGivesTheSameChoice) {
  State s = positionAfter(carc::testing::baseCatalog(), 2, 23, 8);
  MctsBot whole(9), sliced(9);
  whole.setIterations(200);
  sliced.setIterations(200);
  Action w = whole.choose(s);
  sliced.start(s);
  int slices = 0;
  while (!sliced.think(7)) ++slices;
  EXPECT_GT(slices, 10);
  EXPECT_TRUE(sliced.choice() == w);
}

TEST(MctsBot, DoesNotReadTheRealBagOrder) {
  // Two games identical except for the order of the tiles still in the bag: a bot that sampled
  // the hidden draws from the real order would (almost surely) choose differently somewhere.
  auto cat = carc::testing::catalogOfCombination("winter+gingerbread+ferries+signposts");
  State s = positionAfter(cat, 2, 31, 6);
  Rng other(99);
  for (int step = 0; step < 12 && !s.over(); ++step) {
    State t = s;
    other.shuffle(t.bagMut());
    ASSERT_NE(t.bag(), s.bag());
    MctsBot a(3), b(3);
    a.setIterations(150);
    b.setIterations(150);
    Action ca = a.choose(s), cb = b.choose(t);
    EXPECT_TRUE(ca == cb) << "step " << step << ": " << describeAction(ca) << " vs " << describeAction(cb);
    s.mustApply(ca, "test");
  }
}

TEST(MctsBot, RespectsTheNodeCap) {
  State s = positionAfter(carc::testing::baseCatalog(), 2, 41, 10);
  for (int cap : {1, 5, 40, 400}) {
    MctsBot::Options o;
    o.maxNodes = cap;
    MctsBot bot(2, o);
    bot.setIterations(400);
    Action a = bot.choose(s);
    EXPECT_TRUE(isLegal(s, a)) << "cap " << cap;
    EXPECT_LE(bot.nodeCount(), cap);
    EXPECT_LE(bot.peakNodes(), cap);
    EXPECT_EQ(bot.iterationsDone(), 400) << "keeps doing rollouts when the tree is full";
  }
}

TEST(MctsBot, TreeDoesNotGrowOverAGame) {
  // One bot playing a whole game: the tree is cleared for every search and stays under its cap.
  MctsBot::Options o;
  o.maxNodes = 3000;
  MctsBot bot(4, o);
  bot.setIterations(60);
  State s = State::newGame(carc::testing::baseCatalog(), 2, 8);
  RandomBot other(8);
  int searched = 0;
  while (!s.over()) {
    if (s.currentPlayer() == 0) {
      Action a = bot.choose(s);
      ASSERT_TRUE(isLegal(s, a));
      ASSERT_LE(bot.nodeCount(), 3000);
      searched += bot.iterationsDone() > 0;
      s.mustApply(a, "test");
    } else {
      s.mustApply(other.choose(s), "test");
    }
  }
  EXPECT_GT(searched, 20);
  EXPECT_LE(bot.peakNodes(), 3000);
}

TEST(MctsBot, PlaysWholeGamesWithLegalActionsInEverySetCombination) {
  // Every step type, module steps included (ferries placed and moved, the gingerbread man):
  // each choice is one of the state's legal actions, and games end.
  int moduleSteps = 0;
  for (const std::string& combo : carc::testing::conformanceCombinations()) {
    auto cat = carc::testing::catalogOfCombination(combo);
    int players = combo.find("ferries") != std::string::npos ? 3 : 2;
    State s = State::newGame(cat, players, 77);
    std::vector<MctsBot> bots;
    for (int p = 0; p < players; ++p) {
      bots.emplace_back(uint64_t(p + 1));
      bots.back().setIterations(12);
    }
    while (!s.over()) {
      Action a = bots[size_t(s.currentPlayer())].choose(s);
      ASSERT_TRUE(isLegal(s, a)) << combo << ", turn " << s.turn() << ": " << describeAction(a);
      moduleSteps += s.step() == Step::Module;
      s.mustApply(a, "test");
    }
    EXPECT_GT(s.turn(), 30) << combo;
  }
  EXPECT_GT(moduleSteps, 0);
}

TEST(MctsBot, DecidesModuleSteps) {
  // Module steps with more than one choice are decided (by the search), not just taken first.
  auto cat = carc::testing::catalogOfCombination("winter+gingerbread+ferries+signposts");
  int withChoices = 0, notFirst = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    State s = State::newGame(cat, 2, seed);
    MctsBot bot(seed);
    bot.setIterations(40);
    while (!s.over()) {
      bool module = s.step() == Step::Module;
      Action a = bot.choose(s);
      ASSERT_TRUE(isLegal(s, a));
      std::vector<Action> legal;
      s.legalActions(legal);
      if (module && legal.size() > 1) {
        ++withChoices;
        notFirst += !(a == legal[0]);
      }
      s.mustApply(a, "test");
    }
  }
  EXPECT_GT(withChoices, 0);
  EXPECT_GT(notFirst, 0);
}

TEST(MctsBot, ThinksForAGivenTime) {
  State s = positionAfter(carc::testing::baseCatalog(), 2, 5, 15);
  MctsBot bot(1);
  bot.setThinkMs(30);
  bot.start(s);
  int slices = 0;
  while (!bot.think(16)) ++slices;
  EXPECT_TRUE(isLegal(s, bot.choice()));
  EXPECT_GT(bot.iterationsDone(), 0);
}

TEST(MctsBot, BeatsTheRandomBot) {
  int wins = 0, games = 4;
  for (int g = 0; g < games; ++g) {
    State s = State::newGame(carc::testing::baseCatalog(), 2, uint64_t(500 + g));
    MctsBot mcts{uint64_t(g)};
    mcts.setIterations(100);
    RandomBot random{uint64_t(g)};
    int seat = g % 2;
    while (!s.over()) s.mustApply(s.currentPlayer() == seat ? mcts.choose(s) : random.choose(s), "test");
    wins += s.scores()[size_t(seat)] > s.scores()[size_t(1 - seat)];
  }
  EXPECT_EQ(wins, games);
}
