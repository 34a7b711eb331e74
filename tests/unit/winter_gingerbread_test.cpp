#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "engine/expansions/gingerbread.h"
#include "engine/geometry.h"
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

// RULES.md §3's table of the printed tiles A-F, in its own terms: cities (edges), roads (edges),
// fields (half-edges, or none for an inner field, and the edges of the cities each touches).
std::string layoutOf(const TileType& t) {
  auto edges = [](uint8_t m) {
    std::string out;
    for (int e = 0; e < 4; ++e)
      if (m & (1 << e)) out += "NESW"[e];
    return out;
  };
  std::vector<std::string> cities, roads, fields;
  for (const Segment& seg : t.segments) {
    if (seg.kind == FeatureKind::City) cities.push_back(edges(seg.edges) + (seg.shields ? "+" : ""));
    if (seg.kind == FeatureKind::Road) roads.push_back(edges(seg.edges));
    if (seg.kind != FeatureKind::Field) continue;
    std::string f = "{";
    for (int h = 0; h < 8; ++h)
      if (seg.halves & (1 << h)) f += std::string(f.size() > 1 ? " " : "") + halfName(h);
    f += "}->";
    std::vector<std::string> touched;
    for (size_t c = 0; c < t.segments.size(); ++c)
      if (seg.cities & (1 << c)) touched.push_back(edges(t.segments[c].edges));
    std::sort(touched.begin(), touched.end());
    for (const std::string& c : touched) f += c + ",";
    fields.push_back(f);
  }
  std::sort(cities.begin(), cities.end());
  std::sort(fields.begin(), fields.end());
  std::string out = "cities";
  for (const std::string& c : cities) out += " " + c;
  out += "; roads";
  for (const std::string& r : roads) out += " " + r;
  out += "; fields";
  for (const std::string& f : fields) out += " " + f;
  return out;
}

TEST(Gingerbread, SixPrintedTilesAsRulesSection3ListsThem) {
  auto c = sets({"winter", "gingerbread"});
  const std::map<std::string, std::string> printed = {
      {"gingerbread/A", "cities NE; roads W; fields {Se Sw Ws}->NE, {Wn}->NE,"},
      {"gingerbread/B", "cities NE W; roads S; fields {Se}->NE, {Sw}->NE,W,"},
      {"gingerbread/C", "cities E N S W; roads; fields {}->E,N,S,W,"},
      {"gingerbread/D", "cities EW S; roads; fields {Nw Ne}->EW, {}->EW,S,"},
      {"gingerbread/E", "cities NE S W; roads; fields {}->NE,S,W,"},
      {"gingerbread/F", "cities NESW; roads; fields"},
  };
  int tiles = 0;
  for (size_t t = 0; t < c->types.size(); ++t) {
    if (c->sets[size_t(c->setOf[t])] != "gingerbread") continue;
    const TileType& tt = c->types[t];
    ASSERT_TRUE(printed.count(tt.id)) << tt.id;
    EXPECT_EQ(layoutOf(tt), printed.at(tt.id)) << tt.id;
    EXPECT_EQ(tt.count, 1) << tt.id;  // one of each: the misprint sheet's repeated tile is not used
    EXPECT_TRUE(GingerbreadModule::isGingerbreadType(tt) && !tt.reconstructed) << tt.id;
    ++tiles;
  }
  EXPECT_EQ(tiles, 6);
  EXPECT_EQ(c->types[size_t(c->find("gingerbread/A"))].decoration, "pond");
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
