#include <gtest/gtest.h>

#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;
using carc::testing::baseCatalog;
using carc::testing::runScenarioText;
using carc::testing::scenarioError;

namespace {

int typeOf(const std::string& name) { return baseCatalog()->find("base/" + name); }

Action place(int x, int y, int rot) { return carc::testing::placeAt(x, y, rot); }

}  // namespace

TEST(Features, RoadsMergeAcrossTilesAndCountOpenEnds) {
  State s = State::emptyGame(baseCatalog(), 2);
  int a = s.putTile(typeOf("U"), 0, 0, 0);  // road E-W
  int b = s.putTile(typeOf("U"), 1, 0, 0);
  int roadA = s.root(s.nodeOf(a, s.catalog().types[size_t(typeOf("U"))].edgeSeg[0][E]));
  int roadB = s.root(s.nodeOf(b, s.catalog().types[size_t(typeOf("U"))].edgeSeg[0][W]));
  EXPECT_EQ(roadA, roadB);
  EXPECT_EQ(s.node(roadA).open, 2);
  EXPECT_EQ(s.featureTiles(roadA), 2);
  s.putTile(typeOf("W"), 2, 0, 0);
  s.putTile(typeOf("W"), -1, 0, 0);
  EXPECT_TRUE(s.featureComplete(s.root(roadA)));
  EXPECT_EQ(s.featureTiles(s.root(roadA)), 4);
}

TEST(Features, FieldsJoinAcrossHalfEdges) {
  State s = State::emptyGame(baseCatalog(), 2);
  const TileType& u = s.catalog().types[size_t(typeOf("U"))];
  int a = s.putTile(typeOf("U"), 0, 0, 0);
  int b = s.putTile(typeOf("U"), 0, 1, 0);  // below: its north field touches a's south field
  EXPECT_EQ(s.root(s.nodeOf(a, u.halfSeg[0][Se])), s.root(s.nodeOf(b, u.halfSeg[0][Ne])));
  EXPECT_NE(s.root(s.nodeOf(a, u.halfSeg[0][Ne])), s.root(s.nodeOf(b, u.halfSeg[0][Se])));
}

TEST(Features, MonasteryCountsItsNeighbours) {
  State s = State::emptyGame(baseCatalog(), 2);
  int m = s.putTile(typeOf("B"), 0, 0, 0);
  int node = s.nodeOf(m, s.catalog().types[size_t(typeOf("B"))].monasterySegment);
  EXPECT_EQ(s.node(node).open, 8);
  s.putTile(typeOf("B"), 1, 1, 0);  // diagonal neighbours count too
  s.putTile(typeOf("B"), 0, 1, 0);
  EXPECT_EQ(s.node(node).open, 6);
}

TEST(Placement, LegalPlacementsAreSortedAndAllMatch) {
  State s = State::newGame(baseCatalog(), 2, 5);
  RandomBot bot(5);
  std::vector<Action> legal;
  for (int turn = 0; turn < 40 && !s.over(); ++turn) {
    if (s.step() == Step::PlaceTile) {
      s.legalPlacements(s.currentTile(), legal);
      ASSERT_FALSE(legal.empty());
      for (size_t i = 1; i < legal.size(); ++i) {
        auto key = [](const Action& a) { return std::make_tuple(a.x, a.y, a.rot); };
        EXPECT_LT(key(legal[i - 1]), key(legal[i]));
      }
      for (const Action& a : legal) EXPECT_FALSE(s.placementProblem(s.currentTile(), a.x, a.y, a.rot));
      // Every other rotation of every frontier square is illegal, with a reason.
      int problems = 0;
      for (const FrontierCell& c : s.frontier())
        for (int r = 0; r < 4; ++r)
          problems += bool(s.placementProblem(s.currentTile(), (c.key >> 8) - 128, (c.key & 255) - 128, r));
      EXPECT_EQ(size_t(problems) + legal.size(), s.frontier().size() * 4);
    }
    s.apply(bot.choose(s));
  }
}

TEST(Bag, CountsByTypeAddUpToTheBagWithoutTheTileInHand) {
  State s = State::newGame(baseCatalog(), 2, 11);
  RandomBot bot(11);
  for (int turn = 0; turn < 30 && !s.over(); ++turn) {
    const std::vector<int> counts = s.bagCounts();
    ASSERT_EQ(counts.size(), s.catalog().types.size());
    int sum = 0;
    for (int c : counts) sum += c;
    EXPECT_EQ(sum, int(s.bag().size())) << "turn " << turn;
    // 72 tiles: the start tile on the board, the rest in the bag, in hand or placed.
    EXPECT_EQ(sum + int(s.tiles().size()) + (s.currentTile() >= 0 ? 1 : 0) + int(s.setAside().size()), 72);
    s.apply(bot.choose(s));
  }
}

TEST(Placement, IllegalActionsLeaveTheStateUnchanged) {
  State s = State::newGame(baseCatalog(), 3, 9);
  State before = s;
  Refusal why;
  EXPECT_FALSE(s.apply(place(0, 0, 0), &why));  // the start square is taken
  EXPECT_NE(why.english().find("already taken"), std::string::npos);
  EXPECT_FALSE(s.apply(place(7, 7, 0), &why));
  EXPECT_NE(why.english().find("touches no placed tile"), std::string::npos);
  Action meeple;
  meeple.kind = Action::NoMeeple;
  EXPECT_FALSE(s.apply(meeple, &why));
  EXPECT_NE(why.english().find("tile must be placed first"), std::string::npos);
  EXPECT_TRUE(s == before);
}

TEST(Placement, TileThatFitsNowhereIsSetAside) {
  // A board whose only open edges are roads, and a deck of a city-only tile then a road tile.
  json custom = json::parse(R"([{"id":"t/city","cities":[{"edges":["N","E","S","W"]}]},
                                {"id":"t/cross","roads":[{"edges":["N"]},{"edges":["E"]},{"edges":["S"]},{"edges":["W"]}]}])");
  auto cat = buildCatalog({}, custom, json(), carc::testing::diskSets(), "t");
  State s = State::emptyGame(cat, 2);
  s.putTile(cat->find("t/cross"), 0, 0, 0);
  s.setAutoFinish(true);
  s.bagMut() = {uint16_t(cat->find("t/cross")), uint16_t(cat->find("t/city"))};  // drawn from the back
  s.drawIfNeeded();
  EXPECT_EQ(s.currentTile(), cat->find("t/cross"));
  ASSERT_EQ(s.setAside().size(), 1u);
  EXPECT_EQ(s.setAside()[0], cat->find("t/city"));
}

TEST(Placement, GameEndsWhenTheBagIsEmpty) {
  State s = State::newGame(baseCatalog(), 2, 3);
  RandomBot bot(3);
  int places = 0;
  while (!s.over()) {
    places += s.step() == Step::PlaceTile;
    ASSERT_TRUE(s.apply(bot.choose(s)));
  }
  EXPECT_EQ(places + 1 + int(s.setAside().size()), 72);
  EXPECT_TRUE(s.bag().empty());
  EXPECT_EQ(s.currentTile(), -1);
}

TEST(Scoring, MeepleStepListsEveryFreeFeatureOfThePlacedTile) {
  State s = State::emptyGame(baseCatalog(), 2);
  s.putTile(typeOf("D"), 0, 0, 0);
  s.forceCurrentTile(typeOf("L"));        // city N, three road ends, three fields
  ASSERT_TRUE(s.apply(place(0, -1, 2)));  // L turned 180: its city meets D's city
  std::vector<Action> legal;
  s.legalActions(legal);
  ASSERT_EQ(legal.size(), 1u + 7u);  // no meeple + city + 3 roads + 3 fields
  EXPECT_EQ(legal[0].kind, Action::NoMeeple);
}

TEST(Scenario, BadInputGetsOneClearError) {
  EXPECT_NE(scenarioError("[]").find("must be a JSON object"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"format":"other"})").find("format"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"sets":["nosuchset"]})").find("unknown set 'nosuchset'"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"sets":"base"})").find("sets"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"players":["A"]})").find("2 to 6"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"board":[{"tile":"base/D","at":[0,0]},{"tile":"base/E","at":[0,0]}]})")
                .find("board[1].at: square [0,0] is already taken"),
            std::string::npos);
  EXPECT_NE(scenarioError(R"({"board":[{"tile":"base/D","at":[0,0],"rot":45}]})").find("board[0].rot"),
            std::string::npos);
  EXPECT_NE(scenarioError(R"({"board":[{"tile":"base/D","at":[0,500]}]})").find("board[0].at[1]"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"board":[{"tile":"base/D","at":[0,0],"meeples":[{"player":5,"on":"city N"}]}]})")
                .find("meeples[0].player"),
            std::string::npos);
  EXPECT_NE(scenarioError(R"({"board":[{"tile":"base/D","at":[0,0],"meeples":[{"player":0,"on":"city S"}]}]})")
                .find("no feature 'city S'"),
            std::string::npos);
  EXPECT_NE(scenarioError(R"({"moves":[{"tile":"base/U"}]})").find("move 0.at"), std::string::npos);
  EXPECT_NE(
      scenarioError(R"({"moves":[{"tile":"base/U","at":[1,0],"ferry":["E","W"]}]})").find("unknown field 'ferry'"),
      std::string::npos);
  EXPECT_NE(scenarioError(R"({"moves":{}})").find("moves"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"scores":[1]})").find("one score per player"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"next":2})").find("next"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"tiles":[{"id":"base/D"}]})").find("already a tile"), std::string::npos);
  EXPECT_NE(scenarioError(R"({"seed":-3})").find("seed"), std::string::npos);
}

TEST(Scenario, SeededMovesMustTakeTheDrawnTile) {
  std::string err = scenarioError(R"({"seed":11,"moves":[{"tile":"base/C","at":[1,0]}]})");
  // base/C is the single 4-city tile: the first draw of seed 11 is something else.
  EXPECT_NE(err.find("the tile drawn is"), std::string::npos) << err;
}

TEST(Scenario, CustomTilesWorkOnTheBoardAndInMoves) {
  Game g = runScenarioText(R"({
    "sets": [],
    "tiles": [{"id":"demo/straight","roads":[{"edges":["E","W"]}]},
              {"id":"demo/end","roads":[{"edges":["W"]}]}],
    "board": [{"tile":"demo/end","at":[0,0],"rot":180,"meeples":[{"player":1,"on":"road E"}]}],
    "moves": [{"tile":"demo/straight","at":[1,0]}, {"tile":"demo/end","at":[2,0]}]
  })");
  EXPECT_EQ(g.state().scores(), (std::vector<int>{0, 3}));
}

TEST(Scenario, StartingScoresAndNextPlayerAreKept) {
  Game g = runScenarioText(R"({"players":["A","B","C"],"scores":[5,6,7],"next":2,
    "board":[{"tile":"base/E","at":[0,0],"meeples":[{"player":2,"on":"city N"}]}],
    "moves":[{"tile":"base/E","at":[0,-1],"rot":180}]})");
  EXPECT_EQ(g.state().scores(), (std::vector<int>{5, 6, 11}));
  EXPECT_EQ(g.state().currentPlayer(), 0);
  EXPECT_EQ(g.state().supply(2), kMeeplesPerPlayer);
}

TEST(Game, UndoRestoresEveryEarlierState) {
  Game g(State::newGame(baseCatalog(), 4, 21));
  RandomBot bot(21);
  std::vector<State> seen = {g.state()};
  for (int i = 0; i < 30; ++i) {
    g.apply(bot.choose(g.state()));
    seen.push_back(g.state());
  }
  for (int i = 29; i >= 0; --i) {
    ASSERT_TRUE(g.undo());
    ASSERT_TRUE(g.state() == seen[size_t(i)]) << "after undoing to step " << i;
  }
  EXPECT_FALSE(g.undo());
}

// A position that names the tile in hand draws nothing before it (a dragon tile drawn there would
// be held back): undoing its first step puts that tile back in hand, not none (review of the
// dragon's steps: the turn could not go on) nor another drawn in its place.
TEST(Game, UndoingTheFirstStepPutsTheNamedTileBackInHand) {
  for (const char* text : {R"({"format":"carcassonne-scenario/1","sets":["base"],"players":["Red","Blue"],
      "board":[{"tile":"base/D","at":[0,0],"rot":0}],"tile":"base/E"})",
                           R"({"format":"carcassonne-scenario/1","sets":["base"],"players":["Red","Blue"],
      "board":[{"tile":"base/D","at":[0,0],"rot":0}],"tile":"base/E","moves":[]})"}) {
    Game g = runScenarioText(text);
    ASSERT_EQ(g.state().currentTile(), typeOf("E")) << text;
    State before = g.state();
    ASSERT_TRUE(g.apply(place(0, -1, 2)));
    ASSERT_TRUE(g.undo());
    EXPECT_EQ(g.state().currentTile(), typeOf("E")) << "the named tile in hand again";
    EXPECT_TRUE(g.state() == before);
    ASSERT_TRUE(g.apply(place(0, -1, 2))) << "the turn goes on";
    ASSERT_TRUE(g.undoTurn());
    EXPECT_EQ(g.state().currentTile(), typeOf("E")) << "after undoTurn too";
  }
}

TEST(Game, SaveLoadReplayGivesTheSameGame) {
  Game g(State::newGame(baseCatalog(), 3, 77));
  RandomBot bot(77);
  while (!g.state().over()) g.apply(bot.choose(g.state()));
  json saved = saveGame(g, {"A", "B", "C"});
  Game again = runScenarioText(saved.dump());
  EXPECT_EQ(again.state().scores(), g.state().scores());
  EXPECT_TRUE(again.state() == g.state());
  EXPECT_EQ(resultJson(again.state()), resultJson(g.state()));
}
