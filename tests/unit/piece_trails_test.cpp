// Where the modules' pieces went (src/render/table/piece_trails.h): the dragon's steps on
// RULES-EXPANSIONS §6 E8's position, each a trail from the square it left, shown for its turn and the
// next; a jump forgets them.
#include "render/table/piece_trails.h"

#include <gtest/gtest.h>

#include "render/table/table.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

class PieceTrailsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
    json scenario = carc::testing::e8Position(&move);
    ASSERT_TRUE(table.loadScenario(scenario, &why)) << why;
    trails.notice(table.state(), false);
  }
  // Plays the step that takes the dragon to (x, y).
  void dragonTo(int x, int y) {
    Action a;
    ASSERT_TRUE(carc::testing::dragonStepTo(table.state(), x, y, &a)) << "no dragon step to " << x << "," << y;
    std::string why;
    ASSERT_TRUE(table.playJson(table.game().actionJson(table.state(), a), &why)) << why;
    trails.notice(table.state(), true);
  }
  Table table;
  PieceTrails trails;
  json move;
};

TEST_F(PieceTrailsTest, TheDragonsStepsLeaveATrailForThisTurnAndTheNext) {
  std::string why;
  ASSERT_TRUE(table.playJson({{"tile", move["tile"]}, {"at", move["at"]}, {"rot", move["rot"]}}, &why)) << why;
  trails.notice(table.state(), true);
  for (int guard = 0; guard < 4 && table.state().step() != Step::Module; ++guard) {
    ASSERT_TRUE(table.playJson({{"meeple", nullptr}}, &why)) << why;
    trails.notice(table.state(), true);
  }
  std::vector<Action> figure;  // no fairy, princess or portal: the module's first choice
  table.state().legalActions(figure);
  ASSERT_FALSE(figure.empty());
  ASSERT_TRUE(table.playJson(table.game().actionJson(table.state(), figure.front()), &why)) << why;
  trails.notice(table.state(), true);
  EXPECT_TRUE(trails.shown(table.state().turn()).empty());  // placing and choosing moved nothing
  dragonTo(2, 0);
  dragonTo(1, 0);
  const int turn = table.state().turn();
  std::vector<PieceTrail> shown = trails.shown(turn);
  ASSERT_EQ(shown.size(), 2u);
  EXPECT_EQ(shown[0].kind, "dragon");
  EXPECT_EQ((std::vector<int>{shown[0].fromX, shown[0].fromY, shown[0].toX, shown[0].toY}),
            (std::vector<int>{2, 1, 2, 0}));
  EXPECT_EQ((std::vector<int>{shown[1].fromX, shown[1].fromY, shown[1].toX, shown[1].toY}),
            (std::vector<int>{2, 0, 1, 0}));
  EXPECT_EQ(trails.shown(turn + 1).size(), 2u);  // still shown in the next turn
  EXPECT_TRUE(trails.shown(turn + 2).empty());   // not after
  // Nothing moved: no new trail. A jump (an undo, another game): forgotten.
  trails.notice(table.state(), true);
  EXPECT_EQ(trails.shown(turn).size(), 2u);
  trails.notice(table.state(), false);
  EXPECT_TRUE(trails.shown(turn).empty());
}

}  // namespace

namespace {

// The Ferries' footnote (RULES.md): Red's tile extends the road with the ferry on it, and the ferry
// moves from the north and east jetties to the east and south ones of the same lake: a trail in place,
// what it was kept (the view draws the former route).
TEST(PieceTrails, AFerryMovedOnItsLakeLeavesATrailInPlace) {
  std::string why;
  ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  json scenario = json::parse(carc::testing::fileText(std::string(CARC_RULINGS_DIR) +
                                                      "/ferries-footnote-moved-ferry-reopens-a-completed-road.json"));
  scenario["moves"] = json::array();
  scenario.erase("expect");
  scenario["end"] = false;
  scenario["tile"] = "base/U";
  Table table;
  ASSERT_TRUE(table.loadScenario(scenario, &why)) << why;
  PieceTrails trails;
  trails.notice(table.state(), false);
  ASSERT_TRUE(table.playJson({{"tile", "base/U"}, {"at", {2, 0}}, {"rot", 0}}, &why)) << why;
  trails.notice(table.state(), true);
  ASSERT_TRUE(table.playJson({{"meeple", nullptr}}, &why)) << why;
  trails.notice(table.state(), true);
  ASSERT_TRUE(trails.shown(table.state().turn()).empty());
  ASSERT_TRUE(table.playJson({{"move_ferries", {{{"at", {0, 0}}, {"ferry", {"E", "S"}}}}}}, &why)) << why;
  trails.notice(table.state(), true);
  std::vector<PieceTrail> shown = trails.shown(table.state().turn());
  ASSERT_EQ(shown.size(), 1u);
  EXPECT_EQ(shown[0].kind, "ferry");
  EXPECT_TRUE(shown[0].inPlace);
  EXPECT_EQ((std::vector<int>{shown[0].toX, shown[0].toY}), (std::vector<int>{0, 0}));
  EXPECT_EQ(shown[0].extraWas, (1 << 0) | (1 << 1));  // the north and east jetties
}

}  // namespace
