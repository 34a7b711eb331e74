// The Hint's words (src/render/game/hint_words.h) on the tutorial's own positions: what a move
// finishes and scores, counted on a copy of the game that is left unchanged, in the reader's words.
#include "render/game/hint_words.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "render/table/set_index.h"
#include "render/table/tutorial.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

// Each phrase marked, so a test sees it went through the translator.
const Translate kMarked = [](const std::string& s) { return "<" + s + ">"; };
const Translate kSame = [](const std::string& s) { return s; };

class HintWordsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverTutorial(tutorial, &why)) << why;
  }
  static Action place(int x, int y, int quarterTurns) {
    Action a;
    a.kind = Action::Place;
    a.x = int8_t(x);
    a.y = int8_t(y);
    a.rot = uint8_t(quarterTurns);
    return a;
  }
  Table table;
  Tutorial tutorial;
};

// The tutorial's second step: base/U at (1, 0) finishes a road of 4 tiles.
TEST_F(HintWordsTest, APlacementThatFinishesARoadSaysSoWithItsPoints) {
  ASSERT_TRUE(tutorial.start(table, 1));
  const Game& game = table.game();
  const size_t tiles = game.state().tiles().size();
  HintGain g = hintGain(game, place(1, 0, 0));
  EXPECT_EQ(g.points, 4);
  EXPECT_EQ(g.finished, "road");
  EXPECT_EQ(hintWords(game, place(1, 0, 0), "", kSame), "Place it here to finish a road: about +4 points");
  EXPECT_EQ(hintWords(game, place(1, 0, 0), "", kMarked), "<Place it here to finish <a road>: about +4 points>");
  // Counted on a copy: the game itself has not moved.
  EXPECT_EQ(game.state().tiles().size(), tiles);
  EXPECT_EQ(game.state().scores()[0], 0);
}

// The fourth step: base/E at (0, -2) turned twice closes a city of 3 tiles and a shield.
TEST_F(HintWordsTest, ACityFinishedCountsItsShield) {
  ASSERT_TRUE(tutorial.start(table, 3));
  HintGain g = hintGain(table.game(), place(0, -2, 2));
  EXPECT_EQ(g.points, 8);
  EXPECT_EQ(g.finished, "city");
  EXPECT_EQ(hintWords(table.game(), place(0, -2, 2), "", kSame), "Place it here to finish a city: about +8 points");
}

// A placement that scores nothing now, an illegal one (nothing gained, no crash), and the other kinds of step.
TEST_F(HintWordsTest, PlacementsThatScoreNothingAndTheOtherSteps) {
  ASSERT_TRUE(tutorial.start(table, 0));
  EXPECT_EQ(hintWords(table.game(), place(1, 0, 0), "", kSame), "Place it here: no points now, it builds for later");
  EXPECT_EQ(hintGain(table.game(), place(5, 5, 0)).points, 0);  // off the board: refused by the copy
  ASSERT_TRUE(table.playJson({{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}}, nullptr));
  ASSERT_EQ(table.state().step(), Step::PlaceMeeple);
  const State& s = table.state();
  int road = s.catalog().types[s.tiles()[size_t(s.lastPlaced())].type].findSegment("road E", 0);
  ASSERT_GE(road, 0);
  Action thief;
  thief.kind = Action::Meeple;
  thief.seg = int8_t(road);
  EXPECT_EQ(hintWords(table.game(), thief, "", kSame), "Put a thief on the road: points later, when it is finished");
  // The pattern and its part, each through the translator.
  EXPECT_EQ(hintWords(table.game(), thief, "", kMarked),
            "<<Put a thief on the road>: points later, when it is finished>");
  Action none;
  none.kind = Action::NoMeeple;
  EXPECT_EQ(hintWords(table.game(), none, "", kSame), "Keep your meeples this turn");
  Action choice;
  choice.kind = Action::Module;
  EXPECT_EQ(hintWords(table.game(), choice, "the city in the north", kSame), "Choose the city in the north");
  EXPECT_EQ(hintWords(table.game(), choice, "", kSame), "Choose the marked spot");
}

}  // namespace

namespace {

// RULES-EXPANSIONS §6 E8's position: Red places P17, the dragon walks (2,0), (1,0), (0,0)... with its steps
// going round the table (Red, Blue, Red). The hint for a dragon step says which figures it sends home.
TEST(HintWordsModules, ADragonStepSaysWhoseFiguresItSendsHome) {
  std::string why;
  ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  json move;
  json scenario = carc::testing::e8Position(&move);
  Table table;
  ASSERT_TRUE(table.loadScenario(scenario, &why)) << why;
  ASSERT_TRUE(table.playJson({{"tile", move["tile"]}, {"at", move["at"]}, {"rot", move["rot"]}}, &why)) << why;
  // The dragon step that reaches (x, y), among the legal ones.
  auto stepTo = [&](int x, int y) {
    Action a;
    if (!carc::testing::dragonStepTo(table.state(), x, y, &a)) ADD_FAILURE() << "no dragon step to " << x << "," << y;
    return a;
  };
  // No meeple and no figure (the module's first choice, "nothing"): the dragon moves next.
  for (int guard = 0; guard < 4 && table.state().step() != Step::Module; ++guard) {
    Action none;
    none.kind = Action::NoMeeple;
    ASSERT_TRUE(table.playJson(table.game().actionJson(table.state(), none), &why)) << why;
  }
  std::vector<Action> figure;
  table.state().legalActions(figure);
  ASSERT_FALSE(figure.empty());
  ASSERT_TRUE(table.playJson(table.game().actionJson(table.state(), figure.front()), &why)) << why;
  for (auto [x, y] : {std::pair{2, 0}, std::pair{1, 0}}) {
    Action step = stepTo(x, y);
    ASSERT_TRUE(table.playJson(table.game().actionJson(table.state(), step), &why)) << why;
  }
  ASSERT_EQ(table.state().actingPlayer(), 0);  // Red's third step
  Action eat = stepTo(0, 0);
  HintGain g = hintGain(table.game(), eat);
  EXPECT_EQ(g.othersSent, 1);  // Blue's knight
  EXPECT_EQ(g.ownSent, 0);
  EXPECT_EQ(hintWords(table.game(), eat, "this tile", kSame),
            "Choose this tile: other players' figures go back to their supply");
  EXPECT_EQ(hintWords(table.game(), eat, "", kMarked),
            "<Choose <the marked spot>: other players' figures go back to their supply>");
}

}  // namespace
