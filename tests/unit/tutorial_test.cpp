// The tutorial (src/render/table/tutorial.h) on the base game's tutorial file: every step's right
// move is judged done by the engine's result, a wrong one is refused and the step set up again.
#include "render/table/tutorial.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "render/table/set_index.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

class TutorialTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverTutorial(tutorial, &why)) << why;
  }
  // A legal placement of the tile in hand anywhere but `not` (x, y), with no meeple.
  bool playElsewhere(int nx, int ny) {
    for (int x = -3; x <= 3; ++x)
      for (int y = -3; y <= 3; ++y)
        for (int rot = 0; rot < 360; rot += 90) {
          if (x == nx && y == ny) continue;
          json move = {{"tile", table.state().catalog().types[size_t(table.state().currentTile())].id},
                       {"at", {x, y}},
                       {"rot", rot},
                       {"meeple", nullptr}};  // a whole turn
          if (table.playJson(move, nullptr)) return true;
        }
    return false;
  }
  Table table;
  Tutorial tutorial;
};

// A whole turn: with "meeple" (none when it names none).
json turn(json move) {
  if (!move.contains("meeple")) move["meeple"] = nullptr;
  return move;
}

struct Right {
  json move;
  int wrongX, wrongY;  // a placement elsewhere is wrong (when the goal names a place)
  json wrongMove;      // or this move is wrong
};

TEST_F(TutorialTest, EveryStepJudgedByTheEngine) {
  const std::vector<Right> rights = {
      {{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}}, 99, 99, json()},
      {{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}}, 1, 0, json()},
      {{{"tile", "base/F"}, {"at", {0, -1}}, {"rot", 90}, {"meeple", "city S"}},
       99,
       99,
       {{"tile", "base/F"}, {"at", {0, -1}}, {"rot", 90}}},
      {{{"tile", "base/E"}, {"at", {0, -2}}, {"rot", 180}}, 0, -2, json()},
      {{{"tile", "base/E"}, {"at", {0, -2}}, {"rot", 180}}, 0, -2, json()},  // a city shared
      {{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}}, 1, 0, json()},      // seven meeples out
      {{{"tile", "base/B"}, {"at", {0, 1}}, {"rot", 0}, {"meeple", "monastery"}},
       99,
       99,
       {{"tile", "base/B"}, {"at", {0, 1}}, {"rot", 0}}},
      {{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "field Nw"}},
       99,
       99,
       {{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "road E"}}},
  };
  // Positions to read at the end: unfinished road, city and monastery (2 + 3 + 4), then the farm.
  const std::vector<int> endScores = {9, 3};
  ASSERT_EQ(tutorial.steps(), int(rights.size() + endScores.size()));
  std::string why;
  for (int step = 0; step < tutorial.steps(); ++step) {
    SCOPED_TRACE(step);
    ASSERT_TRUE(tutorial.start(table, step, &why)) << why;
    EXPECT_FALSE(tutorial.title(table).empty());
    EXPECT_FALSE(tutorial.text(table, "task").empty());
    if (size_t(step) >= rights.size()) {
      int want = endScores[size_t(step) - rights.size()];
      EXPECT_FALSE(tutorial.hasGoal());
      EXPECT_EQ(tutorial.judge(table), Tutorial::Result::Done);
      EXPECT_TRUE(table.state().over());
      EXPECT_EQ(table.state().scores()[0], want);
      EXPECT_EQ(table.state().scores()[1], 0);
      // What scored, in words: each feature's points (the unfinished ones' 2 + 3 + 4 make the 9).
      std::vector<std::string> said =
          want == 9 ? std::vector<std::string>{"2 for an unfinished road", "3 for an unfinished city",
                                               "4 for an unfinished monastery"}
                    : std::vector<std::string>{"3"};
      for (const std::string& w : said)
        EXPECT_NE(tutorial.scored(table).find(w), std::string::npos) << w << " in " << tutorial.scored(table);
      continue;
    }
    if (step == 5) EXPECT_EQ(table.state().supply(0), 0);  // all seven on the board
    const Right& r = rights[size_t(step)];
    EXPECT_EQ(tutorial.judge(table), Tutorial::Result::Waiting);
    if (!r.wrongMove.is_null() || r.wrongX != 99) {
      if (!r.wrongMove.is_null())
        ASSERT_TRUE(table.playJson(turn(r.wrongMove), &why)) << why;
      else
        ASSERT_TRUE(playElsewhere(r.wrongX, r.wrongY));
      EXPECT_EQ(tutorial.judge(table), Tutorial::Result::Wrong);
      EXPECT_EQ(tutorial.step(), step);
      EXPECT_EQ(table.state().turn(), 0);  // the step set up again
      EXPECT_FALSE(tutorial.text(table, "wrong").empty());
    }
    ASSERT_TRUE(table.playJson(turn(r.move), &why)) << why;
    EXPECT_EQ(tutorial.judge(table), Tutorial::Result::Done);
    if (step == 1) EXPECT_EQ(table.state().scores()[0], 4);                      // the road of 4 tiles
    if (step == 3) EXPECT_EQ(table.state().scores()[0], 8);                      // 3 tiles + 1 shield, x2
    if (step == 4) EXPECT_EQ(table.state().scores(), (std::vector<int>{8, 8}));  // a tie: both in full
    if (step == 5) {
      EXPECT_EQ(table.state().scores()[0], 4);
      EXPECT_EQ(table.state().supply(0), 1);  // the thief back
    }
    if (step == 1 || step == 3 || step == 4) EXPECT_FALSE(tutorial.scored(table).empty());
  }
}

TEST_F(TutorialTest, WordsInTheReadersLanguage) {
  ASSERT_TRUE(tutorial.start(table, 1));
  std::string en = tutorial.text(table, "task");
  for (const char* lang : {"nl", "fr", "de"}) {
    table.setLanguage(lang);
    EXPECT_NE(tutorial.text(table, "task"), en) << lang;
    EXPECT_NE(tutorial.title(table), "Tutorial") << lang;
  }
}

TEST_F(TutorialTest, RefusesAFileThatIsNotATutorial) {
  Tutorial t;
  std::string why;
  EXPECT_FALSE(t.load(json{{"format", "carcassonne-scenario/1"}}, &why));
  EXPECT_NE(why.find("format"), std::string::npos);
  EXPECT_FALSE(t.load(
      json{{"format", "carcassonne-tutorial/1"}, {"steps", json::array({json{{"texts", json::object()}}})}}, &why));
  EXPECT_NE(why.find("steps[0].scenario"), std::string::npos);
}

}  // namespace
