// The final-score table: a column per kind of points; modules claim their parts of an event.
#include "engine/score_table.h"

#include <gtest/gtest.h>

#include "test_support.h"

using namespace carc;

namespace {

const ScoreColumn* find(const std::vector<ScoreColumn>& t, const std::string& kind) {
  for (const ScoreColumn& c : t)
    if (c.kind == kind) return &c;
  return nullptr;
}

TEST(ScoreTable, SignpostBonusesHaveTheirOwnColumnAndRoadsKeepTheirTiles) {
  std::string text;
  ASSERT_TRUE(readFile(std::string(CARC_RULINGS_DIR) + "/signposts-seed-example-2-five-correct-three-types.json", text,
                       kMaxScenarioBytes));
  Game g = carc::testing::runScenarioText(text);
  std::vector<ScoreColumn> t = scoreTable(g.state());
  const ScoreColumn* signs = find(t, "signposts");
  const ScoreColumn* roads = find(t, "road");
  ASSERT_TRUE(signs && roads);
  // RULES §5 example: a road of 9 with 5 correct signposts of 3 types: 9 + 15.
  int p = g.state().scores()[0] > g.state().scores()[1] ? 0 : 1;
  EXPECT_EQ(signs->points[size_t(p)], 15);
  EXPECT_EQ(roads->points[size_t(p)], 9);
}

TEST(ScoreTable, StartingScoresOfAScenarioAreAColumn) {
  Game g = carc::testing::runScenarioText(
      R"({"players": ["A", "B"], "scores": [5, 2], "board": [{"tile": "base/D", "at": [0, 0]}], "end": true})");
  std::vector<ScoreColumn> t = scoreTable(g.state());
  const ScoreColumn* start = find(t, "start");
  ASSERT_TRUE(start);
  EXPECT_EQ(start->points, (std::vector<int>{5, 2}));
  EXPECT_EQ(t.size(), 5u);  // road, city, monastery, field, start
}

}  // namespace

namespace {

// Issue 12: a column for every kind of points of the sets played, even one nobody scored.
TEST(ScoreTable, EveryKindOfTheSetsPlayedHasAColumnEvenAtZero) {
  Game g = carc::testing::runScenarioText(
      R"({"sets": ["winter", "gingerbread", "signposts"], "players": ["A", "B"],
          "board": [{"tile": "winter/D", "at": [0, 0]}], "end": true})");
  std::vector<std::string> kinds;
  for (const ScoreColumn& c : scoreTable(g.state())) kinds.push_back(c.kind);
  EXPECT_EQ(kinds, (std::vector<std::string>{"road", "city", "monastery", "field", "gingerbread", "signposts"}));
  Game base = carc::testing::runScenarioText(
      R"({"players": ["A", "B"], "board": [{"tile": "base/D", "at": [0, 0]}], "end": true})");
  EXPECT_EQ(scoreTable(base.state()).size(), 4u);  // no module, no other column
}

}  // namespace

namespace {

TEST(ScoreTable, TheHighestTotalWinsAndALevelTopIsShared) {
  Game g = carc::testing::runScenarioText(
      R"({"players": ["A", "B", "C"], "scores": [7, 9, 9], "board": [{"tile": "base/D", "at": [0, 0]}], "end": true})");
  EXPECT_EQ(winners(g.state()), (std::vector<int>{1, 2}));
  Game h = carc::testing::runScenarioText(
      R"({"players": ["A", "B"], "scores": [12, 3], "board": [{"tile": "base/D", "at": [0, 0]}], "end": true})");
  EXPECT_EQ(winners(h.state()), (std::vector<int>{0}));
}

}  // namespace
