// Traders & Builders (RULES-EXPANSIONS §2) beyond its rulings: the goods on the 24 tiles, the
// empty pile (no second part), the builder's question as a legal move bots take, and the state
// as a copyable value.
#include "engine/expansions/traders.h"

#include <gtest/gtest.h>

#include "engine/greedy_bot.h"
#include "engine/random_bot.h"
#include "engine/scenario.h"
#include "test_support.h"

using namespace carc;

namespace {

// E4's board (§6): Red's highwayman and builder on D's road, a junction west of it.
const char* kE4 = R"({"sets": ["base", "traders"], "players": ["Red", "Blue"],
  "board": [{"tile": "base/D", "at": [0, 0], "rot": 0, "meeples": [{"player": 0, "on": "road E"},
             {"player": 0, "on": "road E", "figure": "builder"}]},
            {"tile": "base/W", "at": [-1, 0], "rot": 0}]})";

// Places base/U east of D (extending the builder's road): the state at the builder's question.
State atTheQuestion() {
  Game g = carc::testing::runScenarioText(kE4);
  State s = g.state();
  s.forceCurrentTile(s.catalog().find("base/U"));
  s.mustApply(carc::testing::placeAt(1, 0, 0), "test");
  Action none;
  none.kind = Action::NoMeeple;
  s.mustApply(none, "test");
  return s;
}

}  // namespace

TEST(Traders, GoodsOnTheTilesAre9Wine6Grain5Cloth) {
  // §2.1, §2.7: 20 of the 24 tiles carry one symbol each: wine T16-T24, grain T04-T09, cloth T11-T15.
  auto cat = carc::testing::catalogOfCombination("base+traders");
  int kinds[3] = {0, 0, 0}, tiles = 0;
  for (const TileType& t : cat->types) {
    if (t.id.rfind("traders/", 0) != 0) continue;
    ++tiles;
    if (const GoodsTile* g = TradersModule::goodsOf(t))
      for (const GoodsTile::Goods& x : g->goods) kinds[x.kind] += x.count;
  }
  EXPECT_EQ(tiles, 24);
  EXPECT_EQ(kinds[0], 9);
  EXPECT_EQ(kinds[1], 6);
  EXPECT_EQ(kinds[2], 5);
}

TEST(Traders, GoodsOnAnEdgeWithoutACityAreRefused) {
  json tile = json::parse(R"({"id": "traders/X", "count": 1, "roads": [{"edges": ["E", "W"]}],
    "goods": [{"edge": "E", "kind": "wine"}]})");
  EXPECT_THROW(parseTile(tile, "t", true), InputError);
  tile = json::parse(R"({"id": "traders/X", "count": 1, "cities": [{"edges": ["N"]}],
    "goods": [{"edge": "N", "kind": "gold"}]})");
  EXPECT_THROW(parseTile(tile, "t", true), InputError);
}

TEST(Traders, TheSecondTileIsALegalChoiceTakeFirst) {
  // §2.3 Ruling: optional; the engine lists taking it first (bots take the first choice).
  State s = atTheQuestion();
  ASSERT_EQ(s.step(), Step::Module);
  std::vector<Action> legal;
  s.legalActions(legal);
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(legal[0].a, 0);  // take
  EXPECT_EQ(legal[1].a, 1);  // decline
  State took = s, declined = s;
  took.mustApply(legal[0], "test");
  declined.mustApply(legal[1], "test");
  EXPECT_EQ(took.currentPlayer(), 0);
  EXPECT_TRUE(TradersModule::inSecondPart(took));
  EXPECT_EQ(declined.currentPlayer(), 1);
  EXPECT_FALSE(TradersModule::inSecondPart(declined));
  // A copy is a value: the two choices left the question's state as it was.
  EXPECT_EQ(s.step(), Step::Module);
  EXPECT_NE(took, declined);
}

TEST(Traders, TheGreedyBotTakesTheSecondTile) {
  State s = atTheQuestion();
  GreedyBot bot;
  Action a = bot.choose(s);
  s.mustApply(a, "test");
  EXPECT_EQ(s.currentPlayer(), 0);
}

TEST(Traders, EveryBotIsOfferedTakingAlone) {
  // §2.3 Ruling: bots always take it: the search and random bots choose from State::botActions,
  // which offers the take alone, while a person is offered both.
  State s = atTheQuestion();
  std::vector<Action> bots, people;
  s.botActions(bots);
  s.legalActions(people);
  ASSERT_EQ(bots.size(), 1u);
  EXPECT_EQ(bots[0].a, 0);
  EXPECT_EQ(people.size(), 2u);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    RandomBot random(seed);
    State t = s;
    t.mustApply(random.choose(t), "test");
    EXPECT_TRUE(TradersModule::inSecondPart(t)) << seed;
  }
}

TEST(Traders, APositionBetweenThePartsGivesNoThirdTile) {
  // §2.3, once per turn: a position saved after the first part (as an online table's page loads it)
  // reads back as a second part, so a tile extending the builder's road again asks nothing.
  State s = atTheQuestion();
  std::vector<Action> legal;
  s.legalActions(legal);
  s.mustApply(legal[0], "test");  // take the second tile
  ASSERT_TRUE(TradersModule::inSecondPart(s));
  json saved = positionJson(s, {"Red", "Blue"});
  EXPECT_EQ(saved.value("second_part", false), true);
  Game g = carc::testing::runScenarioText(saved.dump());
  State again = g.state();
  EXPECT_TRUE(TradersModule::inSecondPart(again));
  EXPECT_EQ(again.currentPlayer(), 0);
  // The second part: base/U east of the first one, on the builder's road again.
  again.forceCurrentTile(again.catalog().find("base/U"));
  again.mustApply(carc::testing::placeAt(2, 0, 0), "test");
  Action none;
  none.kind = Action::NoMeeple;
  again.mustApply(none, "test");
  EXPECT_NE(again.step(), Step::Module) << "no question after the second part";
  EXPECT_EQ(again.currentPlayer(), 1);
}

TEST(Traders, AnEmptyPileGivesNoSecondPart) {
  // §0.3, §2.3: with no tile left there is no second part: no question, the game ends.
  Game g = carc::testing::runScenarioText(kE4);
  State s = g.state();
  s.forceCurrentTile(s.catalog().find("base/U"));
  s.bagMut().clear();
  s.setAutoFinish(true);
  s.mustApply(carc::testing::placeAt(1, 0, 0), "test");
  Action none;
  none.kind = Action::NoMeeple;
  s.mustApply(none, "test");
  EXPECT_TRUE(s.over());
  EXPECT_EQ(s.scores()[0], 3);  // the open 3-tile road at the end
}
