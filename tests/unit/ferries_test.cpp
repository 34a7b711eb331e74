#include "engine/expansions/ferries.h"

#include <gtest/gtest.h>

#include "engine/expansions/signposts.h"
#include "test_support.h"

using namespace carc;

namespace {
int lakeCount(const Catalog& c, const std::string& id) { return c.types[size_t(c.find(id))].count; }
Game scenario(const std::string& file) {
  std::string text;
  EXPECT_TRUE(readFile(std::string(CARC_RULINGS_DIR) + "/" + file, text, 1 << 20));
  return carc::testing::runScenarioText(text);
}
}  // namespace

TEST(Ferries, CountsFollowTheEditionOption) {
  auto third = buildCatalog({"base", "ferries"}, json(), json(), carc::testing::diskSets(), "t");
  EXPECT_EQ(lakeCount(*third, "ferries/CRRR"), 3);
  EXPECT_EQ(lakeCount(*third, "ferries/FRRR"), 3);
  EXPECT_EQ(lakeCount(*third, "ferries/RRRR"), 2);
  auto second = buildCatalog({"base", "ferries"}, json(), json{{"ferries_edition", 2}}, carc::testing::diskSets(), "t");
  EXPECT_EQ(lakeCount(*second, "ferries/CRRR"), 3);
  EXPECT_EQ(lakeCount(*second, "ferries/FRRR"), 4);
  EXPECT_EQ(lakeCount(*second, "ferries/RRRR"), 1);
  try {
    buildCatalog({"base", "ferries"}, json(), json{{"ferries_edition", 4}}, carc::testing::diskSets(), "t");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("options.ferries_edition: must be one of 2, 3"), std::string::npos);
  }
}

TEST(Ferries, FourFerriesMovedWhereTheMoveSaid) {
  Game g = scenario("ferries-four-ferries-moved-in-one-turn.json");
  const State& s = g.state();
  auto maskAt = [&](int x, int y) { return FerriesModule::ferryOf(s, s.tileAt(x, y)); };
  EXPECT_EQ(maskAt(0, -1), (1 << E) | (1 << W));
  EXPECT_EQ(maskAt(1, 0), (1 << N) | (1 << S));
  EXPECT_EQ(maskAt(0, 1), (1 << E) | (1 << W));
  EXPECT_EQ(maskAt(-1, 0), (1 << N) | (1 << S));
}

TEST(Ferries, BranchingRoadReachesBothFerries) {
  Game g = scenario("ferries-branching-road-moves-every-ferry-reached.json");
  const State& s = g.state();
  EXPECT_EQ(FerriesModule::ferryOf(s, s.tileAt(1, 0)), (1 << W) | (1 << N));
  EXPECT_EQ(FerriesModule::ferryOf(s, s.tileAt(0, 2)), (1 << N) | (1 << E));
}

TEST(Ferries, MovedFerrySplitsTheRoadAndMeeplesKeepTheirPieces) {
  Game g = scenario("ferries-footnote-moved-ferry-reopens-a-completed-road.json");
  const State& s = g.state();
  // After the whole scenario every meeple is back: the cut-off piece and the re-opened road scored.
  EXPECT_EQ(s.supply(1), kMeeplesPerPlayer);
  // The north jetty road is its own feature now, complete, and separate from the east road.
  int lake = s.tileAt(0, 0);
  const TileType& t = s.catalog().types[s.tiles()[size_t(lake)].type];
  int north = s.root(s.nodeOf(lake, t.edgeSeg[0][N])), east = s.root(s.nodeOf(lake, t.edgeSeg[0][E]));
  EXPECT_NE(north, east);
  EXPECT_TRUE(s.featureComplete(north));
}

TEST(Signposts, TwelveReconstructedTilesEachWithArrowsOfExactlyTwoTypes) {
  auto c = buildCatalog({"base", "signposts"}, json(), json(), carc::testing::diskSets(), "t");
  int tiles = 0, roundabouts = 0, monasteries = 0;
  for (size_t t = 0; t < c->types.size(); ++t) {
    if (c->sets[size_t(c->setOf[t])] != "signposts") continue;
    const TileType& tt = c->types[t];
    tiles += tt.count;
    EXPECT_TRUE(tt.reconstructed) << tt.id;
    int types = 0;
    for (const Signpost& s : SignpostsModule::signpostsOf(tt)) types |= 1 << int(s.type);
    EXPECT_EQ(__builtin_popcount(unsigned(types)), 2) << tt.id;
    for (const Segment& s : tt.segments) roundabouts += s.kind == FeatureKind::Road && __builtin_popcount(s.edges) >= 3;
    monasteries += tt.monastery;
  }
  EXPECT_EQ(tiles, 12);
  EXPECT_EQ(roundabouts, 1);
  EXPECT_EQ(monasteries, 1);
}
