// Refusals are data: each check of a step gives its reason, its values and the module that
// refused, changes nothing, and its English stays the engine's sentence. The scenario loader and
// the editor's draft keep a move's index and path apart from the words.
#include <gtest/gtest.h>

#include "engine/draft.h"
#include "test_support.h"

using namespace carc;
using carc::testing::baseCatalog;
using carc::testing::diskSets;

namespace {

int typeOf(const std::string& name) { return baseCatalog()->find("base/" + name); }

Action place(int x, int y, int rot) { return carc::testing::placeAt(x, y, rot); }

Action meeple(int x, int y, int seg) {
  Action a;
  a.kind = Action::Meeple;
  a.x = int8_t(x);
  a.y = int8_t(y);
  a.seg = int8_t(seg);
  return a;
}

Action noMeeple() {
  Action a;
  a.kind = Action::NoMeeple;
  return a;
}

// The start tile D (city N, road E-W) alone, base/U (road E-W) in hand.
State roadInHand() {
  State s = State::emptyGame(baseCatalog(), 2);
  s.putTile(typeOf("D"), 0, 0, 0);
  s.forceCurrentTile(typeOf("U"));
  return s;
}

// The refusal of `a`, checked to change nothing and to be what whyRefused says.
Refusal refusalOf(State& s, const Action& a) {
  State before = s;
  Refusal asked = s.whyRefused(a), why;
  EXPECT_FALSE(s.apply(a, &why));
  EXPECT_TRUE(s == before) << "a refused action changes nothing";
  EXPECT_EQ(asked.english(), why.english());
  EXPECT_EQ(asked.reason, why.reason);
  return why;
}

int segOf(const State& s, int tile, const std::string& address) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  return s.catalog().types[pt.type].findSegment(address, pt.rot);
}

TEST(Refusal, EmptyWhenLegal) {
  State s = roadInHand();
  EXPECT_FALSE(s.whyRefused(place(1, 0, 0)));
  EXPECT_FALSE(s.placementProblem(typeOf("U"), 1, 0, 0));
  EXPECT_FALSE(s.squareRefusal(typeOf("U"), 1, 0));
  EXPECT_TRUE(s.apply(place(1, 0, 0)));
}

TEST(Refusal, PlacementsSayTheSquareTheEdgesOrTheBoard) {
  State s = roadInHand();
  Refusal taken = refusalOf(s, place(0, 0, 0));
  EXPECT_EQ(taken.reason, Refused::SquareTaken);
  EXPECT_EQ(taken.phrase, "square [{0},{1}] is already taken");
  EXPECT_EQ(taken.values, (std::vector<std::string>{"0", "0"}));
  EXPECT_EQ(taken.english(), "base/U cannot be placed there: square [0,0] is already taken");

  Refusal off = refusalOf(s, place(101, 0, 0));
  EXPECT_EQ(off.reason, Refused::OffTheBoard);
  EXPECT_EQ(off.values, (std::vector<std::string>{"101", "0"}));

  Refusal alone = refusalOf(s, place(5, 5, 0));
  EXPECT_EQ(alone.reason, Refused::NotTouching);
  EXPECT_EQ(alone.english(), "base/U cannot be placed there: it touches no placed tile");

  Refusal clash = refusalOf(s, place(1, 0, 1));  // road N-S: its west field meets D's road
  EXPECT_EQ(clash.reason, Refused::EdgesClash);
  EXPECT_EQ(clash.values, (std::vector<std::string>{"W", "field", "road"}));
  EXPECT_EQ(clash.english(), "base/U cannot be placed there: its W edge (field) meets a road edge");
  EXPECT_EQ(clash.context, "base/U cannot be placed there");
  EXPECT_TRUE(clash.module.empty());

  Refusal bent = refusalOf(s, place(1, 0, 4));
  EXPECT_EQ(bent.reason, Refused::Malformed);
  EXPECT_EQ(bent.english(), "rotation must be 0, 90, 180 or 270");
}

TEST(Refusal, AStepOfAnotherStepOrAfterTheEnd) {
  State s = roadInHand();
  Refusal early = refusalOf(s, noMeeple());
  EXPECT_EQ(early.reason, Refused::NotThisStep);
  EXPECT_EQ(early.english(), "a tile must be placed first");
  ASSERT_TRUE(s.apply(place(1, 0, 0)));
  Refusal again = refusalOf(s, place(2, 0, 0));
  EXPECT_EQ(again.reason, Refused::NotThisStep);
  EXPECT_EQ(again.english(), "a meeple (or no meeple) is expected now");
  s.finish();
  EXPECT_EQ(refusalOf(s, noMeeple()).reason, Refused::GameOver);
}

TEST(Refusal, MeeplesSayTheTileTheFeatureOrTheSupply) {
  State s = roadInHand();
  s.putMeeple(0, segOf(s, 0, "road E"), 1);  // Blue on the start tile's road
  ASSERT_TRUE(s.apply(place(1, 0, 0)));      // Red extends it
  Refusal elsewhere = refusalOf(s, meeple(0, 0, 0));
  EXPECT_EQ(elsewhere.reason, Refused::NotOnPlacedTile);
  EXPECT_EQ(elsewhere.values, (std::vector<std::string>{"1", "0"}));
  EXPECT_EQ(refusalOf(s, meeple(1, 0, 9)).reason, Refused::NoSuchFeature);

  Refusal taken = refusalOf(s, meeple(1, 0, segOf(s, 1, "road W")));
  EXPECT_EQ(taken.reason, Refused::FeatureTaken);
  EXPECT_EQ(taken.values, (std::vector<std::string>{"road", "road E"}));
  EXPECT_EQ(taken.english(), "that road already holds a meeple (the whole connected feature counts)");

  for (int i = 0; i < kMeeplesPerPlayer; ++i) s.putMeeple(0, segOf(s, 0, "city N"), 0);  // Red's supply is empty
  Refusal none = refusalOf(s, meeple(1, 0, segOf(s, 1, "field Nw")));
  EXPECT_EQ(none.reason, Refused::NoMeepleLeft);
  EXPECT_EQ(none.english(), "no meeple left in supply");
}

TEST(Refusal, AModulesRuleNamesTheModule) {
  auto cat = buildCatalog({"base", "river"}, json(), json(), diskSets(), "test");
  State s = State::newGame(cat, 2, 3);
  s.forceCurrentTile(cat->find("base/U"));  // a normal tile while the river is open
  int refused = 0;
  for (const FrontierCell& c : s.frontier()) {
    int x = (c.key >> 8) - 128, y = (c.key & 255) - 128;
    Refusal why = s.squareRefusal(cat->find("base/U"), x, y);
    ASSERT_TRUE(why) << "no square takes a normal tile before the river";
    if (why.reason != Refused::ModuleRule) continue;
    ++refused;
    EXPECT_EQ(why.module, "river");
    EXPECT_EQ(why.phrase, "the river comes first: river tiles remain to be placed");
    EXPECT_TRUE(why.values.empty());
  }
  EXPECT_GT(refused, 0) << "a square whose edges match is refused by the river's rule";
}

TEST(Refusal, TheLoaderKeepsTheMoveAndItsPathApart) {
  json sc = {{"sets", {"base"}},
             {"players", {"Red", "Blue"}},
             {"board", {{{"tile", "base/D"}, {"at", {0, 0}}}}},
             {"moves",
              {{{"tile", "base/U"}, {"at", {1, 0}}, {"meeple", "road E"}},
               {{"tile", "base/U"}, {"at", {-1, 0}}, {"meeple", "road E"}}}}};
  try {
    Scenario loaded = loadScenario(sc, diskSets(), "s");
    playScenario(loaded, "s");
    FAIL() << "the second meeple stands on Red's road";
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "s: move 1.meeple: that road already holds a meeple (the whole connected feature counts)");
    EXPECT_EQ(e.where(), "s: move 1");
    EXPECT_EQ(e.refusal().reason, Refused::FeatureTaken);
    EXPECT_EQ(e.refusal().move, 1);
    EXPECT_EQ(e.refusal().path, "meeple");
    EXPECT_EQ(e.refusal().english(), "that road already holds a meeple (the whole connected feature counts)");
  }
  // Elsewhere in a document: the where is the path, the words have none.
  try {
    loadScenario(json{{"board", 3}}, diskSets(), "s");
    FAIL() << "a board is a list";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "s.board");
    EXPECT_EQ(e.refusal().reason, Refused::Malformed);
    EXPECT_EQ(e.refusal().english(), "must be a list of placed tiles");
  }
}

TEST(Refusal, TheDraftSaysWhichMoveAndWhy) {
  Draft d(diskSets());
  json occupied = json::array({{{"tile", "base/U"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "road E"}},
                               {{"tile", "base/U"}, {"at", {2, 0}}, {"rot", 0}, {"meeple", "road E"}}});
  EditResult r = d.setMoves(occupied, false);
  EXPECT_EQ(r.refused.reason, Refused::FeatureTaken);
  EXPECT_EQ(r.refused.move, 1);
  EXPECT_EQ(r.refused.path, "meeple");
  EXPECT_EQ(r.refused.phrase, "Move {0} cannot be played: {1}");
  EXPECT_EQ(d.putTile("base/U", 0, 0, 0).refused.reason, Refused::SquareTaken);
  EXPECT_EQ(d.removeTile(4, 4).refused.reason, Refused::NothingThere);
}

}  // namespace

// A new game of an expansion alone has no start tile, so no tile could ever be placed: refused
// with its own reason, not a game with nothing to play.
TEST(Refusals, NewGameWithoutCoreDeck) {
  auto ferriesAlone = buildCatalog({"ferries"}, json(), json(), diskSets(), "test");
  try {
    State::newGame(ferriesAlone, 2, 1);
    FAIL() << "a game with no core deck started";
  } catch (const InputError& e) {
    EXPECT_EQ(e.refusal().reason, Refused::NoCoreDeck);
    EXPECT_EQ(refusedName(e.refusal().reason), "no-core-deck");
  }
  auto withBase = buildCatalog({"base", "ferries"}, json(), json(), diskSets(), "test");
  EXPECT_NO_THROW(State::newGame(withBase, 2, 1));
}
