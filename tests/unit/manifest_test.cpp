#include <gtest/gtest.h>

#include "engine/tile.h"
#include "test_support.h"

using namespace carc;
using carc::testing::baseCatalog;

namespace {

std::string parseError(const std::string& tileJson) {
  try {
    parseTile(json::parse(tileJson), "t", false);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

const TileType& base(const std::string& name) {
  return baseCatalog()->types[size_t(baseCatalog()->find("base/" + name))];
}

}  // namespace

TEST(Manifest, BaseSetHas72TilesTenShieldsSixMonasteries) {
  auto cat = baseCatalog();
  int tiles = 0, shields = 0, monasteries = 0, starts = 0;
  for (const TileType& t : cat->types) {
    tiles += t.count;
    for (const Segment& s : t.segments) shields += t.count * s.shields;
    monasteries += t.monastery ? t.count : 0;
    starts += t.start;
  }
  EXPECT_EQ(tiles, 72);
  EXPECT_EQ(shields, 10);
  EXPECT_EQ(monasteries, 6);
  EXPECT_EQ(starts, 1);
  EXPECT_EQ(cat->types.size(), 24u);
  EXPECT_EQ(cat->types[size_t(cat->startType)].id, "base/D");
}

TEST(Manifest, RotationMovesEdgesClockwise) {
  const TileType& d = base("D");  // city N, road E-W
  EXPECT_EQ(d.edgeKind(0, N), kCityEdge);
  EXPECT_EQ(d.edgeKind(0, E), kRoadEdge);
  EXPECT_EQ(d.edgeKind(0, S), kFieldEdge);
  EXPECT_EQ(d.edgeKind(1, E), kCityEdge);  // at 90 the tile's N faces E
  EXPECT_EQ(d.edgeKind(1, N), kRoadEdge);
  EXPECT_EQ(d.edgeKind(2, S), kCityEdge);
  EXPECT_EQ(d.edgeKind(3, W), kCityEdge);
  EXPECT_EQ(d.segmentName(0, 1), "city E");
  EXPECT_EQ(d.findSegment("city E", 1), 0);
  EXPECT_EQ(d.findSegment("city N", 1), -1);
  // The north field (touching the city) is addressed by its halves after rotation.
  int northField = d.findSegment("field En", 0);
  ASSERT_GE(northField, 0);
  EXPECT_EQ(d.findSegment("field Se", 1), northField);
}

TEST(Manifest, DerivedFieldsMatchTheTable) {
  // Tiles defined without fields get them derived: check against base tiles written in full.
  for (const char* name : {"D", "E", "F", "H", "I", "J", "K", "L", "M", "O", "Q", "S", "U", "V", "W", "X"}) {
    json j = base(name).toJson();
    j.erase("fields");
    j.erase("count");
    TileType derived = parseTile(j, "derived", false);
    std::vector<std::pair<int, int>> a, b;
    for (const Segment& s : derived.segments)
      if (s.kind == FeatureKind::Field) a.push_back({s.halves, s.cities});
    for (const Segment& s : base(name).segments)
      if (s.kind == FeatureKind::Field) b.push_back({s.halves, s.cities});
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b) << "tile " << name;
  }
}

TEST(Manifest, OneLineCustomTile) {
  TileType t = parseTile(json::parse(R"({"id":"demo/curve","roads":[{"edges":["S","W"]}]})"), "t", false);
  EXPECT_EQ(t.count, 0);
  EXPECT_EQ(t.edgeKind(0, S), kRoadEdge);
  EXPECT_EQ(t.edgeKind(0, N), kFieldEdge);
}

TEST(Manifest, BadTilesGetClearErrors) {
  EXPECT_NE(parseError(R"([1,2])").find("must be an object"), std::string::npos);
  EXPECT_NE(parseError(R"({"id":"nosetname"})").find(".id"), std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","cities":[{"edges":["Q"]}]})").find("is not an edge"), std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","cities":[{"edges":["N"]}],"roads":[{"edges":["N"]}]})").find("two features"),
            std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","cities":[{"edges":["N"],"shields":"x"}]})").find("whole number"),
            std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","fields":[{"halves":["Nw"]}]})").find("is in no field"), std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","cities":[{"edges":["N"]}],"fields":[{"halves":["Nw"]}]})").find("city edge"),
            std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","signposts":[{"edge":"N","type":"left"}]})").find("beside a road"),
            std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","roads":[{"edges":["N"]}],"signposts":[{"edge":"N","type":"up"}]})")
                .find("left, straight or right"),
            std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","citys":[]})").find("unknown field 'citys'"), std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","monastery":"yes"})").find("true or false"), std::string::npos);
  EXPECT_NE(parseError(R"({"id":"a/b","fields":[{"halves":["Nw","Ne","En","Es","Se","Sw","Ws","Wn"],"cities":[0]}]})")
                .find("between 0 and -1"),
            std::string::npos);
}

TEST(Manifest, BadManifestsGetClearErrors) {
  auto err = [](const std::string& text, const std::string& set) {
    try {
      parseManifest(parseJsonText(text, "m.json", 1 << 20), "m.json", set);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_NE(err("{", "base").find("not valid JSON"), std::string::npos);
  EXPECT_NE(err(R"({"set":"x","tiles":[{"id":"x/a","count":1}]})", "base").find("expected 'base'"), std::string::npos);
  EXPECT_NE(err(R"({"set":"x","tiles":[{"id":"y/a","count":1}]})", "x").find("must start with 'x/'"),
            std::string::npos);
  EXPECT_NE(err(R"({"set":"x","tiles":[{"id":"x/a","count":1},{"id":"x/a","count":1}]})", "x").find("appears twice"),
            std::string::npos);
  EXPECT_NE(err(R"({"set":"x","tiles":[{"id":"x/a"}]})", "x").find("count"), std::string::npos);
  EXPECT_NE(err(std::string(100, '[') + std::string(100, ']'), "x").find("nests too deeply"), std::string::npos);
  EXPECT_NE(err(std::string(2 << 20, ' '), "x").find("too large"), std::string::npos);
}

TEST(Catalog, TwoStartDecksAreRefused) {
  auto source = [](const std::string& set, std::string& text) {
    text = R"({"set":")" + set + R"(","tiles":[{"id":")" + set + R"(/a","count":2,"start":true}]})";
    return true;
  };
  try {
    buildCatalog({"one", "two"}, json(), json(), source, "x");
    FAIL() << "expected an error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("both provide the start tile"), std::string::npos);
  }
}
