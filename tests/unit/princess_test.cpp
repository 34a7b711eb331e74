// The Princess & the Dragon (RULES-EXPANSIONS §4) beyond its rulings: the symbols on the 30
// tiles, the dragon tiles held aside until the first volcano, dealt games played to the end by
// bots, and the state as a copyable value.
#include "engine/expansions/princess.h"

#include <gtest/gtest.h>

#include "engine/greedy_bot.h"
#include "engine/random_bot.h"
#include "engine/scenario.h"
#include "test_support.h"

using namespace carc;

TEST(Princess, SymbolsOnTheTilesAre6Volcanoes12Dragons6Portals6Princesses) {
  // §4.1, §4.6: 30 tiles (P10 twice); two shields (P09, P17; Ruling: P22 has none).
  auto cat = carc::testing::catalogOfCombination("base+princess");
  int tiles = 0, volcano = 0, dragon = 0, portal = 0, princess = 0, shields = 0;
  for (const TileType& t : cat->types) {
    if (t.id.rfind("princess/", 0) != 0) continue;
    tiles += t.count;
    const PrincessTile* d = PrincessModule::data(t);
    ASSERT_NE(d, nullptr) << t.id;
    volcano += t.count * d->volcano;
    dragon += t.count * d->dragon;
    portal += t.count * d->portal;
    princess += t.count * (d->princessSeg >= 0);
    for (const Segment& s : t.segments) shields += t.count * s.shields;
  }
  EXPECT_EQ(tiles, 30);
  EXPECT_EQ(volcano, 6);
  EXPECT_EQ(dragon, 12);
  EXPECT_EQ(portal, 6);
  EXPECT_EQ(princess, 6);
  EXPECT_EQ(shields, 2);
}

TEST(Princess, APrincessOnAnEdgeWithoutACityIsRefused) {
  json tile = json::parse(R"({"id": "princess/X", "count": 1, "roads": [{"edges": ["E", "W"]}],
    "princess": ["E"]})");
  EXPECT_THROW(parseTile(tile, "t", true), InputError);
  tile = json::parse(R"({"id": "princess/X", "count": 1, "fields": [{"halves": ["Nw", "Ne", "En", "Es", "Se", "Sw",
    "Ws", "Wn"]}], "volcano": true, "dragon": true})");
  EXPECT_THROW(parseTile(tile, "t", true), InputError);
}

TEST(Princess, DragonTilesWaitForTheFirstVolcano) {
  // §4.2: no dragon tile is drawn while the dragon is not on the board; after the first volcano
  // they are all back in the pile.
  auto cat = carc::testing::catalogOfCombination("base+princess");
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    State s = State::newGame(cat, 2, seed);
    RandomBot bot(seed);
    while (!s.over()) {
      if (s.step() == Step::PlaceTile && s.currentTile() >= 0 && PrincessModule::dragonTile(s) < 0) {
        const PrincessTile* d = PrincessModule::data(cat->types[size_t(s.currentTile())]);
        ASSERT_FALSE(d && d->dragon) << "seed " << seed << ": a dragon tile drawn before any volcano";
      }
      s.mustApply(bot.choose(s), "princess test");
    }
    bool volcano = PrincessModule::dragonTile(s) >= 0;
    int dragons = 0;
    for (const PlacedTile& pt : s.tiles()) {
      const PrincessTile* d = PrincessModule::data(cat->types[pt.type]);
      dragons += d && d->dragon;
    }
    if (!volcano) EXPECT_EQ(dragons, 0) << "seed " << seed;
  }
}

TEST(Princess, TheGreedyBotPlaysEveryDecision) {
  // The dragon's steps, the fairy, the princess and the portal are legal moves bots choose from.
  auto cat = carc::testing::catalogOfCombination("base+inns+traders+abbot+princess");
  int dragonSteps = 0, figureAlternatives = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    State s = State::newGame(cat, 3, seed);
    GreedyBot bot;
    while (!s.over()) {
      Action a = bot.choose(s);
      if (a.kind == Action::Module && cat->modules[a.module] == &PrincessModule::instance()) {
        if (a.a == PrincessModule::kDragon) ++dragonSteps;
        if (a.a != PrincessModule::kDragon && a.a != PrincessModule::kNothing) ++figureAlternatives;
      }
      State before = s;
      s.mustApply(a, "princess greedy");
      EXPECT_FALSE(before == s);
    }
  }
  EXPECT_GT(dragonSteps, 0);
  EXPECT_GT(figureAlternatives, 0);
}

TEST(Princess, TheDragonNeverEntersTheFairysTileNorATileTwice) {
  auto cat = carc::testing::catalogOfCombination("base+princess");
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    State s = State::newGame(cat, 2 + int(seed % 3), seed);
    RandomBot bot(seed * 7);
    while (!s.over()) {
      Action a = bot.choose(s);
      if (a.kind == Action::Module && a.a == PrincessModule::kDragon) {
        ASSERT_NE(a.b, PrincessModule::fairyTile(s));
        ASSERT_TRUE(PrincessModule::dragonMoving(s));
      }
      s.mustApply(a, "princess random");
    }
  }
}

TEST(Princess, RulingTheDragonMovesBeforeTheFerries) {
  // §0.3 Ruling (order 2b before ferries): P11 extends the road to the lake's west jetty (a ferry
  // may move) and is a dragon tile: the dragon's steps are asked first, then the ferry's.
  Game g = carc::testing::runScenarioText(R"({"sets": ["base", "ferries", "princess"], "players": ["Red", "Blue"],
    "board": [{"tile": "base/D", "at": [0, 0], "rot": 0},
              {"tile": "ferries/FRRR", "at": [1, 0], "rot": 0, "ferry": ["E", "W"]},
              {"tile": "base/B", "at": [1, -1], "rot": 0, "dragon": true}]})");
  State s = g.state();
  s.forceCurrentTile(s.catalog().find("princess/P11"));
  s.mustApply(carc::testing::placeAt(-1, 0, 0), "test");
  Action none;
  none.kind = Action::NoMeeple;
  s.mustApply(none, "test");
  ASSERT_EQ(s.step(), Step::Module);
  EXPECT_TRUE(PrincessModule::dragonMoving(s));
  EXPECT_EQ(PrincessModule::dragonMover(s), 0);
  bool ferryAfter = false;
  int steps = 0;
  while (s.step() == Step::Module) {
    std::vector<Action> legal;
    s.legalActions(legal);
    const Module* m = s.catalog().modules[size_t(s.activeModule())];
    if (m == &PrincessModule::instance()) {
      EXPECT_FALSE(ferryAfter) << "a dragon step after a ferry step";
      ++steps;
    } else {
      ferryAfter = true;
    }
    s.mustApply(legal.front(), "test");
  }
  EXPECT_EQ(steps, 3);      // (1,0), (0,0), (-1,0), then stuck
  EXPECT_TRUE(ferryAfter);  // the ferry step came, after the dragon
}
