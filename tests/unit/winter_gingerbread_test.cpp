#include <gtest/gtest.h>

#include "engine/expansions/gingerbread.h"
#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;

namespace {
std::shared_ptr<const Catalog> sets(const std::vector<std::string>& names) {
  return buildCatalog(names, json(), json(), carc::testing::diskSets(), "test");
}
int count(const Catalog& c, const std::string& set) {
  int n = 0;
  for (size_t t = 0; t < c.types.size(); ++t)
    if (c.sets[size_t(c.setOf[t])] == set) n += c.types[t].count;
  return n;
}
}  // namespace

TEST(Winter, DeckHas84TilesWithTheTwelveAnimalTiles) {
  auto c = sets({"winter"});
  EXPECT_EQ(count(*c, "winter"), 84);
  int animals = 0, shields = 0, monasteries = 0;
  for (const TileType& t : c->types) {
    animals += t.decoration.empty() ? 0 : t.count;  // W01-W12 carry an animal
    for (const Segment& s : t.segments) shields += t.count * s.shields;
    monasteries += t.monastery ? t.count : 0;
  }
  EXPECT_EQ(animals, 12);
  EXPECT_EQ(shields, 10);
  EXPECT_EQ(monasteries, 8);  // base 6 + W04 + W06
  EXPECT_EQ(c->types[size_t(c->startType)].id, "winter/D");
  // The 72 base layouts are the same tiles as base's.
  auto b = sets({"base"});
  for (const TileType& t : b->types) {
    const TileType& w = c->types[size_t(c->find("winter/" + t.id.substr(5)))];
    EXPECT_EQ(w.packedEdges, t.packedEdges) << t.id;
    EXPECT_EQ(w.count, t.count) << t.id;
  }
}

TEST(Winter, BaseAndWinterTogetherAreRefused) {
  try {
    sets({"base", "winter"});
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("both provide the start tile"), std::string::npos);
  }
}

TEST(Gingerbread, SixReconstructedTilesEveryOneWithACity) {
  auto c = sets({"winter", "gingerbread"});
  EXPECT_EQ(count(*c, "gingerbread"), 6);
  for (size_t t = 0; t < c->types.size(); ++t) {
    if (c->sets[size_t(c->setOf[t])] != "gingerbread") continue;
    const TileType& tt = c->types[t];
    EXPECT_TRUE(GingerbreadModule::isGingerbreadType(tt) && tt.reconstructed) << tt.id;
    EXPECT_EQ(tt.segments[0].kind, FeatureKind::City) << tt.id;
  }
  EXPECT_EQ(c->modules.size(), 1u);
}

TEST(Gingerbread, FigureStartsInTheStartCityAndAlwaysStandsInACity) {
  auto c = sets({"winter", "gingerbread"});
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    State s = State::newGame(c, 3, seed);
    ASSERT_EQ(GingerbreadModule::figureTile(s), 0);
    RandomBot bot(seed);
    while (!s.over()) {
      ASSERT_TRUE(s.apply(bot.choose(s)));
      int t = GingerbreadModule::figureTile(s);
      if (t < 0) continue;
      const PlacedTile& pt = s.tiles()[size_t(t)];
      ASSERT_EQ(s.catalog().types[pt.type].segments[size_t(GingerbreadModule::figureSeg(s))].kind, FeatureKind::City);
    }
  }
}

TEST(Gingerbread, WithTheRiverTheFigureStartsBesideTheBoardAndEntersOnTheFirstGingerbreadTile) {
  // RULES §6's ruling: the spring has no city. The ruling file's river, then its gingerbread tile
  // played step by step: the figure is beside the board until the player puts it into a city.
  std::string text;
  ASSERT_TRUE(
      readFile(std::string(CARC_RULINGS_DIR) + "/gingerbread-with-the-river-enters-on-the-first-gingerbread-tile.json",
               text, kMaxScenarioBytes));
  json j = json::parse(text);
  json last = j["moves"].back();
  j["moves"].erase(j["moves"].size() - 1);
  j.erase("expect");
  Game g = carc::testing::runScenarioText(j.dump());
  EXPECT_EQ(g.state().tileAt(0, 0), 0);
  EXPECT_EQ(GingerbreadModule::figureTile(g.state()), -1);
  ASSERT_FALSE(g.playJson({{"tile", last["tile"]}, {"at", last["at"]}, {"rot", last["rot"]}}));
  ASSERT_FALSE(g.playJson({{"meeple", last["meeple"]}}));
  ASSERT_EQ(g.state().step(), Step::Module);
  EXPECT_EQ(GingerbreadModule::figureTile(g.state()), -1);
  const Module* m = g.state().catalog().modules[size_t(g.state().activeModule())];
  EXPECT_NE(m->prompt(g.state()).find("beside the board"), std::string::npos) << m->prompt(g.state());
  ASSERT_FALSE(g.playJson({{"gingerbread", last["gingerbread"]}}));
  EXPECT_EQ(GingerbreadModule::figureTile(g.state()), g.state().tileAt(0, 4));
  EXPECT_EQ(g.state().scores(), (std::vector<int>{0, 4}));  // the city only: no scoring on entry
}
