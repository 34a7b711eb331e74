// Custom tiles built from their edges: the roads, cities and fields worked out must be those of the
// real tiles with the same edges, and the result must load as a scenario's tile.
#include "engine/custom_tile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/catalog.h"
#include "engine/geometry.h"
#include "test_support.h"

namespace carc {
namespace {

using testing::diskSets;

// A tile's features independent of their order and indices: cities (edges, shields), roads
// (edges), fields (halves, the edges of the cities they touch), monastery.
struct Shape {
  std::multiset<std::pair<int, int>> cities;
  std::multiset<int> roads;
  std::multiset<std::pair<int, std::set<int>>> fields;
  bool monastery = false;
  bool operator==(const Shape& o) const {
    return cities == o.cities && roads == o.roads && fields == o.fields && monastery == o.monastery;
  }
};

std::string show(const Shape& s) {
  std::string out = "cities:";
  for (const auto& c : s.cities) out += " " + std::to_string(c.first) + "/" + std::to_string(c.second);
  out += " roads:";
  for (int r : s.roads) out += " " + std::to_string(r);
  out += " fields:";
  for (const auto& f : s.fields) {
    out += " " + std::to_string(f.first) + "{";
    for (int c : f.second) out += std::to_string(c) + ",";
    out += "}";
  }
  return out + (s.monastery ? " monastery" : "");
}

Shape shapeOf(const TileType& t) {
  Shape s;
  s.monastery = t.monastery;
  for (const Segment& seg : t.segments) {
    if (seg.kind == FeatureKind::City) s.cities.insert({seg.edges, seg.shields});
    if (seg.kind == FeatureKind::Road) s.roads.insert(seg.edges);
    if (seg.kind == FeatureKind::Field) {
      std::set<int> touched;
      for (size_t c = 0; c < t.segments.size(); ++c)
        if (seg.cities & (1 << c)) touched.insert(t.segments[c].edges);
      s.fields.insert({seg.halves, touched});
    }
  }
  return s;
}

// The spec an editor would make for a real tile: its edges, whether its cities are one, its
// shields, its monastery, and whether two road edges are two roads ending in the middle.
CustomTileSpec specOf(const TileType& t) {
  CustomTileSpec spec;
  spec.id = "custom/copy";
  int cities = 0, roads = 0;
  for (const Segment& seg : t.segments) {
    cities += seg.kind == FeatureKind::City;
    roads += seg.kind == FeatureKind::Road;
    spec.shields += seg.shields;
  }
  int roadEdges = 0;
  for (int e = 0; e < 4; ++e) {
    EdgeKind k = t.edgeKind(0, e);
    spec.edges[size_t(e)] = k == kCityEdge ? "city" : k == kRoadEdge ? "road" : "field";
    roadEdges += k == kRoadEdge;
  }
  spec.citiesJoined = cities <= 1;
  // Some city edges one city, the others each a city of their own (the Gingerbread Man's tiles).
  int largest = 0;
  for (const Segment& seg : t.segments)
    if (seg.kind == FeatureKind::City && __builtin_popcount(seg.edges) > __builtin_popcount(largest))
      largest = seg.edges;
  if (cities >= 2 && __builtin_popcount(largest) >= 2) {
    spec.citiesJoined = true;
    for (int e = 0; e < 4; ++e) spec.cityApart[size_t(e)] = t.edgeKind(0, e) == kCityEdge && !(largest & (1 << e));
  }
  for (const Segment& seg : t.segments)
    spec.innerField = spec.innerField || (seg.kind == FeatureKind::Field && !seg.halves);
  spec.monastery = t.monastery;
  spec.roadsEndInMiddle = roadEdges == 2 && roads == 2;
  return spec;
}

TileType parse(const json& j) { return parseTile(j, "test", false); }

// Every tile of these sets, but those the road rule alone cannot describe (a road ending at a lone
// city's gate, two roads through the tile): with each road's end (roadTo) they can, and
// custom_tile_builder_test builds every shipped tile so.
TEST(CustomTile, RealTilesHaveTheSameFeatures) {
  const std::set<std::string> cannot = {"winter/W02", "winter/W03",    "winter/W08",
                                        "winter/W09", "gingerbread/A", "gingerbread/B"};
  int compared = 0;
  for (const char* set : {"base", "winter", "ferries", "gingerbread"}) {
    auto cat = buildCatalog({set}, json(), json(), diskSets(), "test");
    for (const TileType& t : cat->types) {
      if (cannot.count(t.id)) continue;
      json j = customTileJson(specOf(t));
      Shape made = shapeOf(parse(j)), real = shapeOf(t);
      EXPECT_TRUE(made == real) << t.id << "\n made: " << show(made) << "\n real: " << show(real) << "\n " << j.dump();
      ++compared;
    }
  }
  EXPECT_GE(compared, 24 + 20 + 3 + 4);
}

TEST(CustomTile, NamedBaseTiles) {
  auto cat = testing::baseCatalog();
  auto spec = [](std::array<std::string, 4> edges, bool joined = true) {
    CustomTileSpec s;
    s.id = "custom/t";
    s.edges = edges;
    s.citiesJoined = joined;
    return s;
  };
  struct Case {
    const char* id;
    CustomTileSpec spec;
  };
  CustomTileSpec x = spec({"road", "road", "road", "road"});
  CustomTileSpec b = spec({"field", "field", "field", "field"});
  b.monastery = true;
  const Case cases[] = {
      {"base/D", spec({"city", "road", "field", "road"})},
      {"base/U", spec({"field", "road", "field", "road"})},
      {"base/V", spec({"field", "field", "road", "road"})},
      {"base/W", spec({"field", "road", "road", "road"})},
      {"base/X", x},
      {"base/B", b},
      {"base/E", spec({"city", "field", "field", "field"})},
      {"base/H", spec({"city", "field", "city", "field"}, false)},
      {"base/I", spec({"city", "field", "field", "city"}, false)},
      {"base/R", spec({"city", "city", "field", "city"})},
      {"base/N", spec({"city", "field", "field", "city"})},
      {"base/G", spec({"field", "city", "field", "city"})},
  };
  for (const Case& c : cases)
    EXPECT_TRUE(shapeOf(parse(customTileJson(c.spec))) == shapeOf(cat->types[size_t(cat->find(c.id))])) << c.id;
}

TEST(CustomTile, TwoRoadEndsAndAMonastery) {
  CustomTileSpec s;
  s.id = "custom/ends";
  s.edges = {"field", "road", "field", "road"};
  s.roadsEndInMiddle = true;
  s.monastery = true;
  json j = customTileJson(s);
  EXPECT_EQ(j["roads"].size(), 2u);
  EXPECT_EQ(j["fields"].size(), 2u);
  EXPECT_EQ(j["monastery"], true);
  // One road end alone does not split the field.
  s.edges = {"field", "field", "road", "field"};
  EXPECT_EQ(customTileJson(s)["fields"].size(), 1u);
}

TEST(CustomTile, ShieldsGoOnTheFirstCity) {
  CustomTileSpec s;
  s.id = "custom/shield";
  s.edges = {"city", "field", "city", "field"};
  s.citiesJoined = false;
  s.shields = 2;
  json j = customTileJson(s);
  ASSERT_EQ(j["cities"].size(), 2u);
  EXPECT_EQ(j["cities"][0]["shields"], 2);
  EXPECT_EQ(j["cities"][1]["shields"], 0);
}

TEST(CustomTile, EveryHalfEdgeInOneFieldForEverySpec) {
  const char* kinds[3] = {"field", "road", "city"};
  int specs = 0;
  for (int code = 0; code < 81; ++code)
    for (int flags = 0; flags < 8; ++flags) {
      CustomTileSpec s;
      s.id = "custom/any";
      int c = code;
      for (int e = 0; e < 4; ++e, c /= 3) s.edges[size_t(e)] = kinds[c % 3];
      s.citiesJoined = flags & 1;
      s.roadsEndInMiddle = flags & 2;
      s.monastery = flags & 4;
      json j = customTileJson(s);
      TileType t;
      ASSERT_NO_THROW(t = parse(j)) << j.dump();
      int covered = 0;
      for (const Segment& seg : t.segments)
        if (seg.kind == FeatureKind::Field) {
          EXPECT_EQ(covered & seg.halves, 0) << j.dump();
          covered |= seg.halves;
        }
      int expected = 0;
      for (int h = 0; h < 8; ++h)
        if (s.edges[size_t(edgeOfHalf(h))] != "city") expected |= 1 << h;
      EXPECT_EQ(covered, expected) << j.dump();
      ++specs;
    }
  EXPECT_EQ(specs, 648);
}

TEST(CustomTile, LoadsAsAScenarioTileWithModuleKeys) {
  CustomTileSpec lake;
  lake.id = "custom/lake";
  lake.edges = {"field", "road", "field", "road"};
  lake.roadsEndInMiddle = true;
  lake.extras = {{"lake", true}};
  json lj = customTileJson(lake);
  EXPECT_EQ(lj["lake"], true);
  auto cat = buildCatalog({"base", "ferries"}, json::array({lj}), json(), diskSets(), "test");
  int t = cat->find("custom/lake");
  ASSERT_GE(t, 0);
  EXPECT_EQ(cat->setOf[size_t(t)], -1);
  EXPECT_NE(cat->types[size_t(t)].toJson().dump().find("\"lake\":true"), std::string::npos);

  CustomTileSpec sign;
  sign.id = "custom/sign";
  sign.edges = {"field", "road", "field", "road"};
  sign.extras = {{"signposts", json::array({{{"edge", "E"}, {"type", "left"}}})}};
  json sj = customTileJson(sign);
  auto cat2 = buildCatalog({"base", "signposts"}, json::array({sj}), json(), diskSets(), "test");
  ASSERT_GE(cat2->find("custom/sign"), 0);
  EXPECT_EQ(cat2->types[size_t(cat2->find("custom/sign"))].toJson()["signposts"], sj["signposts"]);

  // A scenario using it plays.
  json sc = {{"sets", {"base", "signposts"}},
             {"tiles", {sj}},
             {"board", {{{"tile", "base/D"}, {"at", {0, 0}}}, {{"tile", "custom/sign"}, {"at", {1, 0}}}}}};
  EXPECT_NO_THROW(loadScenario(sc, diskSets(), "test"));
}

TEST(CustomTile, BadEdgeIsAnInputError) {
  CustomTileSpec s;
  s.id = "custom/bad";
  s.edges = {"field", "lake", "field", "field"};
  EXPECT_THROW(customTileJson(s), InputError);
}

}  // namespace
}  // namespace carc
