// A game played entirely through JSON, as a game server with no renderer would: the legal steps
// listed as JSON, each sent back and played; steps out of turn, malformed, illegal or on a taken
// feature refused with their reason and values, the game unchanged after each refusal.
#include <gtest/gtest.h>

#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;
using carc::testing::baseCatalog;
using carc::testing::diskSets;

namespace {

// Sends `move` for `player` and expects it refused for `reason`, changing nothing.
Refusal refused(Game& g, const json& move, Refused reason, int player = -1) {
  State before = g.state();
  size_t actions = g.actions().size();
  Refusal why = g.playJson(move, player);
  EXPECT_EQ(why.reason, reason) << move.dump() << ": " << why.english();
  EXPECT_TRUE(g.state() == before) << move.dump();
  EXPECT_EQ(g.actions().size(), actions);
  return why;
}

TEST(PlayJson, AGameServerPlaysAWholeGameThroughJsonSteps) {
  Game g(State::newGame(baseCatalog(), 3, 21));
  Game mirror = g;  // the same choices as actions
  Rng pick(21);
  int checked = 0;
  while (!g.state().over()) {
    const State& s = g.state();
    json legal = g.legalMovesJson();
    ASSERT_FALSE(legal.empty());
    size_t k = pick.below(uint32_t(legal.size()));
    if (checked++ < 40) {
      int other = (s.currentPlayer() + 1) % s.players();
      Refusal late = refused(g, legal[k], Refused::NotYourTurn, other);
      EXPECT_EQ(late.values, (std::vector<std::string>{std::to_string(s.currentPlayer()), std::to_string(other)}));
      refused(g, json("nonsense"), Refused::Malformed);
      if (s.step() == Step::PlaceTile) {
        refused(g, json{{"at", "here"}}, Refused::Malformed);
        // At the tile step an object with "meeple" is a whole turn, which names its tile.
        EXPECT_EQ(refused(g, json{{"meeple", nullptr}}, Refused::Malformed).path, "tile");
        Refusal far = refused(g, json{{"at", {60, 60}}}, Refused::NotTouching);
        EXPECT_EQ(far.english(), "not a legal step now: " + s.catalog().types[size_t(s.currentTile())].id +
                                     " cannot be placed there: it touches no placed tile");
      } else {
        refused(g, json{{"tile", "base/A"}, {"at", {60, 60}}, {"meeple", nullptr}}, Refused::NotThisStep);
      }
    }
    std::vector<Action> actions;
    s.legalActions(actions);
    Action a = actions[k];
    Refusal why = g.playJson(legal[k], s.actingPlayer());
    ASSERT_FALSE(why) << legal[k].dump() << ": " << why.english();
    ASSERT_TRUE(mirror.apply(a));
    ASSERT_TRUE(g.state() == mirror.state()) << "the JSON step is the listed action";
  }
  refused(g, json{{"meeple", nullptr}}, Refused::GameOver);
}

// The start tile D with Blue's meeple on its road; a free scenario (the steps name their tiles).
Game blueOnTheRoad() {
  State s = State::emptyGame(baseCatalog(), 2);
  int d = s.putTile(baseCatalog()->find("base/D"), 0, 0, 0);
  s.putMeeple(d, baseCatalog()->types[size_t(baseCatalog()->find("base/D"))].findSegment("road E", 0), 1);
  return Game(s);
}

TEST(PlayJson, AMeepleOnATakenFeatureIsRefusedWithItsFeature) {
  Game g = blueOnTheRoad();
  ASSERT_FALSE(g.playJson(json{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}}));
  Refusal taken = refused(g, json{{"meeple", "road W"}}, Refused::FeatureTaken);
  EXPECT_EQ(taken.values, (std::vector<std::string>{"road", "road E"}));
  EXPECT_EQ(taken.english(),
            "not a legal step now: that road already holds a meeple (the whole connected feature counts)");
  Refusal missing = refused(g, json{{"meeple", "city N"}}, Refused::NoSuchFeature);
  EXPECT_EQ(missing.path, "meeple");
  ASSERT_FALSE(g.playJson(json{{"meeple", "field Nw"}}));
  // A whole turn: refused all together, the path in the move kept apart from the words.
  Refusal turn =
      refused(g, json{{"tile", "base/U"}, {"at", {-1, 0}}, {"rot", 0}, {"meeple", "road E"}}, Refused::FeatureTaken);
  EXPECT_EQ(turn.path, "meeple");
  EXPECT_EQ(turn.at("move"), "move.meeple: that road already holds a meeple (the whole connected feature counts)");
  Refusal clash =
      refused(g, json{{"tile", "base/U"}, {"at", {-1, 0}}, {"rot", 90}, {"meeple", nullptr}}, Refused::EdgesClash);
  EXPECT_EQ(clash.at("move"), "move: base/U cannot be placed there: its E edge (field) meets a road edge");
  Refusal unknown = refused(g, json{{"tile", "base/ZZ"}, {"at", {-1, 0}}, {"meeple", nullptr}}, Refused::UnknownTile);
  EXPECT_EQ(unknown.at("move"), "move.tile: unknown tile 'base/ZZ'");
  EXPECT_FALSE(g.playJson(json{{"tile", "base/U"}, {"at", {-1, 0}}, {"rot", 0}, {"meeple", nullptr}}));
}

TEST(PlayJson, AModulesStepIsRefusedInTheModulesName) {
  auto cat = buildCatalog({"base", "ferries"}, json(), json(), diskSets(), "test");
  State s = State::emptyGame(cat, 2);
  s.putTile(cat->find("base/W"), -1, 0, 0);
  Game g(s);
  // Not two jetties of the lake, in a whole turn: the module's key is its path.
  Refusal turn = refused(g, json{{"tile", "ferries/CRRR"}, {"at", {0, 0}}, {"ferry", {"N", "E"}}, {"meeple", nullptr}},
                         Refused::NoSuchAction);
  EXPECT_EQ(turn.module, "ferries");
  EXPECT_EQ(turn.path, "ferry");
  EXPECT_EQ(turn.at("move 0"),
            "move 0: ferry: [\"N\",\"E\"] is not two jetties of this lake (jetties: [\"E\",\"S\",\"W\"])");
  // Step by step: the ferry step names its module.
  ASSERT_FALSE(g.playJson(json{{"tile", "ferries/CRRR"}, {"at", {0, 0}}, {"rot", 0}}));
  ASSERT_FALSE(g.playJson(json{{"meeple", nullptr}}));
  ASSERT_EQ(g.state().step(), Step::Module);
  Refusal step = refused(g, json{{"ferry", {"N", "E"}}}, Refused::NoSuchAction);
  EXPECT_EQ(step.module, "ferries");
  Action bogus;
  bogus.kind = Action::Module;
  bogus.module = uint8_t(g.state().activeModule());
  bogus.a = 99;
  State copy = g.state();
  Refusal why;
  EXPECT_FALSE(copy.apply(bogus, &why));
  EXPECT_EQ(why.reason, Refused::NoSuchAction);
  EXPECT_EQ(why.module, "ferries");
  EXPECT_EQ(why.english(), "not a legal choice for ferries");
  json legal = g.legalMovesJson();
  ASSERT_FALSE(legal.empty());
  EXPECT_FALSE(g.playJson(legal[0]));
}

}  // namespace
