// The game in words for the page's mirror (src/render/game/choice_words.h) on the tutorial's own
// positions: each legal step named with its square, turn and gain, the board's tiles with their
// pieces and owners, the scores; every phrase through the translator.
#include "render/game/choice_words.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "render/table/set_index.h"
#include "render/table/tutorial.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

const Translate kSame = [](const std::string& s) { return s; };
const Translate kMarked = [](const std::string& s) { return "<" + s + ">"; };

class ChoiceWordsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverTutorial(tutorial, &why)) << why;
  }
  std::vector<Action> legal() const {
    std::vector<Action> out;
    table.state().legalActions(out);
    return out;
  }
  // The words of the legal step that is `a` (placements compared by square and turn).
  std::string wordsOf(const std::vector<ChoiceWords>& words, const std::vector<Action>& all, int x, int y,
                      int rot) const {
    for (size_t i = 0; i < all.size(); ++i)
      if (all[i].kind == Action::Place && all[i].x == x && all[i].y == y && all[i].rot == rot) return words[i].words;
    return "(not legal)";
  }
  Table table;
  Tutorial tutorial;
};

// The tutorial's second step: base/U at (1, 0) finishes a road of 4 tiles.
TEST_F(ChoiceWordsTest, EachPlacementSaysItsSquareTurnAndGain) {
  ASSERT_TRUE(tutorial.start(table, 1));
  std::vector<Action> all = legal();
  std::vector<ChoiceWords> words = choiceWords(table.game(), all, kSame, nullptr);
  ASSERT_EQ(words.size(), all.size());
  EXPECT_EQ(wordsOf(words, all, 1, 0, 0),
            "1 square east of the start tile, not turned: finishes a road, +4 points; next to a road to the east and a "
            "road to the west");
  for (size_t i = 0; i < all.size(); ++i) {
    ASSERT_EQ(all[i].kind, Action::Place);
    EXPECT_EQ(words[i].rot, all[i].rot);
    EXPECT_FALSE(words[i].square.empty());
    EXPECT_EQ(words[i].words.find("(not legal)"), std::string::npos);
  }
  // Each part through the translator: the square, the turn, the gain and the pattern that joins them.
  std::vector<ChoiceWords> marked = choiceWords(table.game(), all, kMarked, nullptr);
  EXPECT_EQ(
      wordsOf(marked, all, 1, 0, 0),
      "<<<<1 square east> of the start tile>, <not turned>: <finishes a road, +4 points>>; next to <a road to the "
      "<east>>< and ><a road to the <west>>>");
}

// The fourth step: base/E at (0, -2) turned twice closes a city of 3 tiles and a shield.
TEST_F(ChoiceWordsTest, ACityFinishedSaysItsPoints) {
  ASSERT_TRUE(tutorial.start(table, 3));
  std::vector<Action> all = legal();
  std::vector<ChoiceWords> words = choiceWords(table.game(), all, kSame, nullptr);
  EXPECT_EQ(wordsOf(words, all, 0, -2, 2),
            "2 squares north of the start tile, turned half a turn: finishes a city, +8 points; next to a city to the "
            "south");
  // The tile's sides at that turn, for the turn's button: base/E turned half a turn faces south.
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i].kind == Action::Place && all[i].rot == 2) EXPECT_EQ(words[i].sides, "a city on the south side");
}

// After a tile: its meeple spots by role and feature, and keeping the meeples; then the board and scores.
TEST_F(ChoiceWordsTest, MeepleSpotsTheBoardAndTheScores) {
  ASSERT_TRUE(tutorial.start(table, 0));
  ASSERT_TRUE(table.playJson({{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}}, nullptr));
  std::vector<Action> all = legal();
  std::vector<ChoiceWords> words = choiceWords(table.game(), all, kSame, nullptr);
  std::vector<std::string> said;
  for (const ChoiceWords& c : words) said.push_back(c.words);
  EXPECT_NE(std::find(said.begin(), said.end(), "Put a thief on the road on the east side: no points now"), said.end());
  EXPECT_NE(std::find(said.begin(), said.end(), "Keep your meeples this turn: no points now"), said.end());
  const State& s = table.state();
  int road = s.catalog().types[s.tiles()[size_t(s.lastPlaced())].type].findSegment("road E", 0);
  ASSERT_TRUE(table.playJson({{"meeple", "road E"}}, nullptr)) << road;
  std::vector<std::string> names = table.names();
  std::vector<std::string> board = boardInWords(table.state(), names, kSame);
  ASSERT_EQ(board.size(), table.state().tiles().size());
  EXPECT_EQ(board[0], "on the start square: a city on the north side, a road on the east and west sides");
  bool thief = false;
  for (const std::string& line : board)
    thief |= line.find("1 square east of the start tile: ") == 0 &&
             line.find("a thief of " + names[0] + " on the road on the east side") != std::string::npos;
  EXPECT_TRUE(thief) << board.back();
  std::vector<std::string> scores = scoresInWords(table.state(), names, kSame);
  ASSERT_EQ(scores.size(), size_t(table.state().players()));
  EXPECT_EQ(scores[0], names[0] + ": 0 points, " + std::to_string(table.state().supply(0)) + " meeples left");
  EXPECT_EQ(turnInWords(3, kMarked), "<turned a quarter turn anticlockwise>");
}

// A module's choice is named by the caller (the board's words for its spot), "Done" when it has none.
TEST_F(ChoiceWordsTest, AModuleChoiceTakesTheNameItIsGiven) {
  ASSERT_TRUE(tutorial.start(table, 0));
  Action choice;
  choice.kind = Action::Module;
  std::vector<ChoiceWords> named =
      choiceWords(table.game(), {choice}, kSame, [](size_t) { return std::string("the ferry on the lake"); });
  EXPECT_EQ(named[0].words, "the ferry on the lake: no points now");
  std::vector<ChoiceWords> unnamed = choiceWords(table.game(), {choice}, kSame, nullptr);
  EXPECT_EQ(unnamed[0].words, "Done: no points now");
}

}  // namespace

namespace {

// A figure of a set says its own name, not the meeple's role ("the pig", never "a farmer (the pig)"),
// and a set's own feature its own words ("the garden").
TEST(ChoiceWordsFigures, ASetsFigureAndFeatureHaveTheirOwnWords) {
  Game pig = carc::testing::runScenarioText(R"({"format": "carcassonne-scenario/1", "sets": ["base", "traders"],
    "players": ["Red", "Blue"], "board": [{"tile": "base/D", "at": [0, 0], "rot": 0,
    "meeples": [{"player": 0, "on": "field Es"}]}],
    "moves": [{"tile": "base/U", "at": [1, 0], "rot": 0, "meeple": "field Es", "figure": "pig"}], "end": false})");
  std::vector<std::string> board = boardInWords(pig.state(), {"Red", "Blue"}, kSame);
  ASSERT_EQ(board.size(), 2u);
  EXPECT_EQ(board[1],
            "1 square east of the start tile: a road on the east and west sides; the pig of Red in the field on the "
            "south-east side");
  Game abbot = carc::testing::runScenarioText(R"({"format": "carcassonne-scenario/1", "sets": ["base", "inns", "abbot"],
    "players": ["Red", "Blue"], "board": [{"tile": "base/B", "at": [0, -1], "rot": 0}],
    "moves": [{"tile": "inns/I02", "at": [0, 0], "rot": 0, "meeple": "garden", "figure": "abbot"}], "end": false})");
  board = boardInWords(abbot.state(), {"Red", "Blue"}, kMarked);
  ASSERT_EQ(board.size(), 2u);
  EXPECT_NE(board[1].find("; <the abbot of Red in <the garden>>"), std::string::npos) << board[1];
}

// One point and one meeple left are said in the singular.
TEST(ChoiceWordsScores, OnePointAndOneMeepleInTheSingular) {
  auto cat = carc::testing::baseCatalog();
  State s = State::emptyGame(cat, 2);
  int start = s.putTile(cat->find("base/L"), 0, 0, 0);  // a city and three roads: four features
  ASSERT_GE(start, 0);
  const TileType& t = cat->types[size_t(cat->find("base/L"))];
  for (const char* on : {"city N", "road E", "road S", "road W"}) s.putMeeple(start, t.findSegment(on, 0), 0);
  int more = s.putTile(cat->find("base/L"), 2, 0, 0);
  for (const char* on : {"city N", "road E"}) s.putMeeple(more, t.findSegment(on, 0), 0);
  s.setScore(0, 1);
  std::vector<std::string> scores = scoresInWords(s, {"Anna", "Ben"}, kSame);
  EXPECT_EQ(scores[0], "Anna: 1 point, 1 meeple left");
  EXPECT_EQ(scores[1], "Ben: 0 points, 7 meeples left");
}

}  // namespace
