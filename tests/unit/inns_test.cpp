// Inns & Cathedrals (RULES-EXPANSIONS §1) beyond its rulings: the large meeple as a figure of its
// own in the step JSON, saved games and explanations; the bots use it.
#include "engine/expansions/inns.h"

#include <gtest/gtest.h>

#include "engine/explain.h"
#include "engine/greedy_bot.h"
#include "engine/scenario.h"
#include "test_support.h"

using namespace carc;

namespace {

const char* kRoad = R"({"sets": ["base", "inns"], "players": ["Red", "Blue"], "board": [
  {"tile": "base/D", "at": [0, 0], "meeples": [{"player": 0, "on": "road E"}]},
  {"tile": "inns/I02", "at": [1, 0]}, {"tile": "base/W", "at": [-1, 0]}], "tile": "base/U"})";

}  // namespace

TEST(Inns, TheLargeMeepleIsAFigureOfItsOwn) {
  Game g = carc::testing::runScenarioText(kRoad);
  const Catalog& c = g.state().catalog();
  ASSERT_EQ(c.figures.size(), 2u);
  EXPECT_EQ(c.figures[0].name, "meeple");
  EXPECT_EQ(c.figures[1].name, "large");
  EXPECT_EQ(c.figures[1].weight, 2);
  EXPECT_EQ(InnsModule::largeFigure(c), 1);
  EXPECT_EQ(g.state().supply(0), 6);  // one meeple on the board
  EXPECT_EQ(g.state().supply(0, 1), 1);
  // The meeple step lists each feature for the meeple, then for the large meeple.
  ASSERT_FALSE(g.playJson(json{{"tile", "base/U"}, {"at", {0, 1}}, {"rot", 0}}));
  json legal = g.legalMovesJson();
  ASSERT_GE(legal.size(), 3u);
  EXPECT_EQ(legal[0], json({{"meeple", nullptr}}));
  EXPECT_EQ(legal[1]["figure"], nullptr);
  EXPECT_EQ(legal[2]["figure"], "large");
  EXPECT_EQ(legal[1]["meeple"], legal[2]["meeple"]);
  // A step naming the large meeple plays it; the saved game says it and replays to the same.
  json step = legal[2];
  ASSERT_FALSE(g.playJson(step)) << step.dump();
  EXPECT_EQ(g.state().supply(0, 1), 0);
  EXPECT_EQ(g.state().meeples().back().figure, 1);
  json saved = publicScenario(g, {"Red", "Blue"});
  EXPECT_EQ(saved["moves"].back()["figure"], "large");
  Game again = carc::testing::runScenarioText(saved.dump());
  EXPECT_EQ(boardJson(again.state()), boardJson(g.state()));
  EXPECT_EQ(again.state().supply(0, 1), 0);
  json board = boardJson(g.state());
  EXPECT_EQ(board.back()["meeples"][0]["figure"], "large");
}

TEST(Inns, AFigureNameNoSetBringsIsRefusedAtItsPath) {
  Game g = carc::testing::runScenarioText(kRoad);
  Refusal why =
      g.playJson(json{{"tile", "base/U"}, {"at", {0, 1}}, {"rot", 0}, {"meeple", "road E"}, {"figure", "huge"}});
  ASSERT_TRUE(why);
  EXPECT_EQ(why.reason, Refused::Malformed);
  EXPECT_EQ(why.path, "figure");
  EXPECT_EQ(why.values, std::vector<std::string>{"huge"});
}

TEST(Inns, ExplanationsNameTheInnAndTheCathedral) {
  Game g = carc::testing::runScenarioText(kRoad);
  ASSERT_FALSE(g.playJson(json{{"tile", "base/W"}, {"at", {2, 0}}, {"rot", 0}, {"meeple", nullptr}}));
  const ScoreEvent& e = g.state().events().back();
  EXPECT_EQ(explainEvent(g.state(), e, {"Red", "Blue"}),
            "Red scores 8 for a completed road with an inn: the inn doubles this road: 4 tiles × 2.");
  Game end = carc::testing::runScenarioText(kRoad);
  end.finish();
  EXPECT_EQ(explainEvent(end.state(), end.state().events().back(), {"Red", "Blue"}),
            "Red scores 0 for an unfinished road with an inn: an inn road unfinished at the end scores nothing, any "
            "bonus included (Ruling): 3 tiles × 0 — end of game.");
}

TEST(Inns, TheGreedyBotHoldsAnInnRoadWithAMeepleNotTheLargeOne) {
  // An open inn road is worth nothing at the end, so the core's estimate alone would leave it;
  // the module's value (what it pays when completed, and the large meeple kept in supply while
  // tiles remain) makes the bot hold it with a plain meeple early in the game.
  Game g = carc::testing::runScenarioText(R"({"sets": ["base", "inns"], "players": ["Red", "Blue"], "board": [
    {"tile": "base/D", "at": [0, 0]}], "tile": "inns/I02"})");
  ASSERT_FALSE(g.playJson(json{{"tile", "inns/I02"}, {"at", {1, 0}}, {"rot", 0}}));
  ASSERT_EQ(g.state().step(), Step::PlaceMeeple);
  GreedyBot bot(7);
  Action a = bot.choose(g.state());
  ASSERT_EQ(int(a.kind), int(Action::Meeple));
  EXPECT_EQ(featureAddress(g.state(), g.state().lastPlaced(), a.seg), "road E");
  EXPECT_EQ(int(a.figure), 0);
}
