// The Princess & the Dragon (RULES-EXPANSIONS §4) beyond its rulings: the symbols on the 30
// tiles, the dragon tiles held aside until the first volcano, dealt games played to the end by
// bots, and the state as a copyable value.
#include "engine/expansions/princess.h"

#include <gtest/gtest.h>

#include "engine/game.h"
#include "engine/greedy_bot.h"
#include "engine/mcts_bot.h"
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

namespace {

// The position `board` (base + princess, `players`) after Red places P13 at (-1,0) with no meeple
// and no fairy and makes the dragon's first step, to (1,0): the second step is Blue's.
State afterRedsFirstDragonStep(const std::string& players, const std::string& board) {
  Game g = carc::testing::runScenarioText(R"({"sets": ["base", "princess"], "players": )" + players + R"(, "board": )" +
                                          board + "}");
  State s = g.state();
  s.forceCurrentTile(s.catalog().find("princess/P13"));
  s.mustApply(carc::testing::placeAt(-1, 0, 0), "test");
  Action none;
  none.kind = Action::NoMeeple;
  s.mustApply(none, "test");
  std::vector<Action> legal;
  // No fairy (the figure stage, Red's), then Red's dragon step to (1,0).
  while (s.step() == Step::Module && !PrincessModule::dragonMoving(s)) {
    s.legalActions(legal);
    s.mustApply(legal.front(), "test");
  }
  s.legalActions(legal);
  for (const Action& a : legal)
    if (a.a == PrincessModule::kDragon && a.b == s.tileAt(1, 0)) s.mustApply(a, "test");
  return s;
}

// Three players; the dragon at (0,0). Red places the dragon tile P13 at (-1,0) and steps the dragon
// to (1,0); the second step is Blue's (§4.2: each step the next player's): up to (1,-1), where
// Blue's own monk stands, or down to (1,1), where Red's stands. Either way the dragon is stuck
// there. Returns the state at Blue's step.
State atBluesDragonStep() {
  return afterRedsFirstDragonStep(R"(["Red", "Blue", "Green"])",
                                  R"([{"tile": "base/B", "at": [0, 0], "rot": 0, "dragon": true},
              {"tile": "base/B", "at": [1, 0], "rot": 0},
              {"tile": "base/B", "at": [1, -1], "rot": 0, "meeples": [{"player": 1, "on": "monastery"}]},
              {"tile": "base/B", "at": [1, 1], "rot": 0, "meeples": [{"player": 0, "on": "monastery"}]}])");
}

}  // namespace

TEST(Princess, EachDragonStepIsTheNextPlayersToMake) {
  // §4.2: the active player makes the first step, then the next player clockwise.
  State s = atBluesDragonStep();
  ASSERT_TRUE(PrincessModule::dragonMoving(s));
  EXPECT_EQ(s.currentPlayer(), 0);  // Red's turn
  EXPECT_EQ(s.actingPlayer(), 1);   // Blue's step
}

TEST(Princess, TheGreedyBotMakesBluesDragonStepForBlue) {
  // Stepping onto (1,1) eats Red's monk, onto (1,-1) Blue's own: Blue's bot goes to (1,1). (Before
  // the step was Blue's to make, the bot judged it for Red, whose turn it is, and ate Blue's monk.)
  State s = atBluesDragonStep();
  GreedyBot bot(5);
  Action a = bot.choose(s);
  ASSERT_EQ(a.a, PrincessModule::kDragon);
  EXPECT_EQ(a.b, s.tileAt(1, 1)) << "the greedy bot stepped onto Blue's own monk";
}

TEST(Princess, TheGreedyBotJudgesADragonStepGivenItAtTheEndOfTheTurn) {
  // Two players; the dragon at (0,0). Red places P13 at (-1,0) and steps to (1,0); the second step
  // is Blue's: up to (1,-1), eating Red's monk (5 points), or down to (1,1), a dead end that eats
  // nothing. From (1,-1) the only way on is Red's third step to (2,-1), which eats Blue's monk
  // (7 points). Judged at the end of the turn, going up loses Blue more than it takes from Red;
  // judged right after Blue's own step (as the bot did when the step came from Red's turn), it
  // looks like a gain.
  State s =
      afterRedsFirstDragonStep(R"(["Red", "Blue"])", R"([{"tile": "base/B", "at": [0, 0], "rot": 0, "dragon": true},
              {"tile": "base/B", "at": [1, 0], "rot": 0},
              {"tile": "base/B", "at": [1, -1], "rot": 0, "meeples": [{"player": 0, "on": "monastery"}]},
              {"tile": "base/B", "at": [1, 1], "rot": 0},
              {"tile": "base/B", "at": [2, -1], "rot": 0, "meeples": [{"player": 1, "on": "monastery"}]},
              {"tile": "base/B", "at": [2, -2], "rot": 0},
              {"tile": "base/B", "at": [3, -2], "rot": 0},
              {"tile": "base/B", "at": [3, -1], "rot": 0},
              {"tile": "base/B", "at": [3, 0], "rot": 0}])");
  ASSERT_EQ(s.currentPlayer(), 0);
  ASSERT_EQ(s.actingPlayer(), 1);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    GreedyBot bot(seed);
    Action a = bot.choose(s);
    ASSERT_EQ(a.a, PrincessModule::kDragon);
    EXPECT_EQ(a.b, s.tileAt(1, 1)) << "seed " << seed << ": the greedy bot took Red's monk and lost its own";
  }
}

TEST(Princess, TheSearchBotMakesBluesDragonStepForBlue) {
  // The search evaluates each node for the player who decides there (State::actingPlayer).
  State s = atBluesDragonStep();
  MctsBot bot(5);
  bot.setIterations(400);
  Action a = bot.choose(s);
  ASSERT_EQ(a.a, PrincessModule::kDragon);
  EXPECT_EQ(a.b, s.tileAt(1, 1)) << "the search bot stepped onto Blue's own monk";
}

TEST(Princess, GameMoversAndPlayJsonGiveTheDragonStepToItsPlayer) {
  State s = atBluesDragonStep();
  Game g(s);
  json step = {{"dragon", json::array({json::array({1, 1})})}};
  Refusal why = g.playJson(step, 0);  // Red, whose turn it is: not Red's step
  EXPECT_EQ(why.reason, Refused::NotYourTurn) << why.english();
  EXPECT_EQ(g.actions().size(), 0u);
  why = g.playJson(step, 1);  // Blue's
  EXPECT_FALSE(why) << why.english();
  ASSERT_EQ(g.movers().size(), 1u);
  EXPECT_EQ(g.movers()[0], 1);
}

TEST(Princess, APositionKeepsTheDragonTilesHeldBackUntilAVolcano) {
  // §4.2: dragon tiles drawn before the dragon is on the board wait for the first volcano. A
  // position written while some are held reloads with the same ones held (save, load, compare).
  auto cat = carc::testing::catalogOfCombination("base+princess");
  int checked = 0;
  for (uint64_t seed = 1; seed <= 40 && checked < 3; ++seed) {
    State s = State::newGame(cat, 2, seed);
    RandomBot bot(seed);
    while (!s.over() && PrincessModule::heldTiles(s).size() < 2 && PrincessModule::dragonTile(s) < 0)
      s.mustApply(bot.choose(s), "princess test");
    if (s.over() || PrincessModule::dragonTile(s) >= 0) continue;
    // Between two turns: the written position names the tile in hand.
    while (s.step() != Step::PlaceTile) s.mustApply(bot.choose(s), "princess test");
    if (PrincessModule::dragonTile(s) >= 0 || !s.setAside().empty()) continue;
    ++checked;
    json saved = positionJson(s, {"Red", "Blue"});
    saved["tile"] = cat->types[size_t(s.currentTile())].id;
    Game loaded = carc::testing::runScenarioText(saved.dump());
    const State& l = loaded.state();
    EXPECT_EQ(PrincessModule::heldTiles(l), PrincessModule::heldTiles(s)) << "seed " << seed;
    EXPECT_EQ(l.bagCounts(), s.bagCounts()) << "seed " << seed;
    EXPECT_EQ(positionJson(l, {"Red", "Blue"}).dump(), positionJson(s, {"Red", "Blue"}).dump()) << "seed " << seed;
  }
  EXPECT_EQ(checked, 3);
}

TEST(Princess, OneDragonStepIsSaidInTheSingularInEveryLanguage) {
  // A turn's words say how far the dragon went: "1 step", never "1 steps" (nor "1 Schritte").
  // The set's table (assets/i18n/princess.json) over the core's (web/i18n/<lang>.json), as the page merges them.
  json tables = json::parse(carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/i18n/princess.json"));
  State s;
  auto words = [&](const std::string& lang, int steps) {
    Translate tr;
    if (lang != "en") {
      json core = json::parse(carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/../web/i18n/" + lang + ".json"));
      tr = [set = tables[lang], core](const std::string& p) {
        if (set.contains(p)) return set[p].get<std::string>();
        return core.contains(p) ? core[p].get<std::string>() : "(untranslated) " + p;
      };
    }
    json path = json::array();
    for (int k = 1; k <= steps; ++k) path.push_back(json::array({k, 0}));
    return PrincessModule::instance().describeMove(s, json{{"dragon", path}}, tr);
  };
  EXPECT_EQ(words("en", 1), "; the dragon moves 1 step and stops 1 square east of the start tile");
  EXPECT_EQ(words("en", 2), "; the dragon moves 2 steps and stops 2 squares east of the start tile");
  struct Want {
    const char* lang;
    const char* one;
    const char* two;
  };
  for (const Want& w : {Want{"nl", "1 stap en", "2 stappen en"}, Want{"fr", "fait 1 pas", "fait 2 pas"},
                        Want{"de", "1 Schritt und", "2 Schritte und"}}) {
    EXPECT_NE(words(w.lang, 1).find(w.one), std::string::npos) << w.lang << ": " << words(w.lang, 1);
    EXPECT_NE(words(w.lang, 2).find(w.two), std::string::npos) << w.lang << ": " << words(w.lang, 2);
    EXPECT_EQ(words(w.lang, 1).find("(untranslated)"), std::string::npos) << w.lang << ": " << words(w.lang, 1);
  }
}
