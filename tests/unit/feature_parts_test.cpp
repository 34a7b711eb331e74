// featureParts and featureSummary: the segments of a feature, as the board outlines it (board_view.cpp), and what it
// is, as the signposts overlay and the tutorial read it.
#include "engine/feature_parts.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.h"

using namespace carc;
using carc::testing::baseCatalog;

namespace {

int typeOf(const std::string& name) { return baseCatalog()->find("base/" + name); }

}  // namespace

TEST(FeatureParts, ARoadAcrossFourTilesHasOneSegmentOnEach) {
  State s = State::emptyGame(baseCatalog(), 2);
  const TileType& u = s.catalog().types[size_t(typeOf("U"))];  // a road from west to east
  int a = s.putTile(typeOf("U"), 0, 0, 0);
  int b = s.putTile(typeOf("U"), 1, 0, 0);
  int c = s.putTile(typeOf("W"), 2, 0, 0);
  int d = s.putTile(typeOf("U"), 0, 1, 0);  // below a: not on the road
  int road = u.edgeSeg[0][E];
  std::vector<FeaturePart> parts = featureParts(s, b, road);
  ASSERT_EQ(parts.size(), 3u);
  // The feature's root first, then its member list; asked from any of its segments, the same.
  int r = s.root(s.nodeOf(b, road));
  EXPECT_EQ(parts[0], (FeaturePart{int(s.node(r).tile), int(s.node(r).seg)}));
  EXPECT_EQ(featureParts(s, a, road), parts);
  std::vector<int> tiles;
  for (const FeaturePart& p : parts) {
    EXPECT_EQ(s.root(s.nodeOf(p.tile, p.seg)), r);
    EXPECT_EQ(s.catalog().types[s.tiles()[size_t(p.tile)].type].segments[size_t(p.seg)].kind, FeatureKind::Road);
    tiles.push_back(p.tile);
  }
  std::sort(tiles.begin(), tiles.end());
  EXPECT_EQ(tiles, (std::vector<int>{a, b, c}));
  EXPECT_EQ(std::count(tiles.begin(), tiles.end(), d), 0);
}

TEST(FeatureParts, AMonasteryAloneIsItsOwnSegment) {
  State s = State::emptyGame(baseCatalog(), 2);
  int m = s.putTile(typeOf("B"), 0, 0, 0);
  s.putTile(typeOf("B"), 1, 0, 0);
  int seg = s.catalog().types[size_t(typeOf("B"))].monasterySegment;
  EXPECT_EQ(featureParts(s, m, seg), (std::vector<FeaturePart>{{m, seg}}));
}

TEST(FeatureParts, AFieldOnBothSidesOfARoadHasThatTileTwice) {
  // A straight road (U) ending at a monastery (A) to the east: the fields north and south of the
  // road meet around the monastery, so the one field passes the road's tile twice.
  State s = State::emptyGame(baseCatalog(), 2);
  const TileType& u = s.catalog().types[size_t(typeOf("U"))];
  const TileType& m = s.catalog().types[size_t(typeOf("A"))];  // a monastery, its road to one side
  int a = s.putTile(typeOf("U"), 0, 0, 0);
  int rot = 0;
  while (m.edgeSeg[rot][W] < 0 || m.segments[size_t(m.edgeSeg[rot][W])].kind != FeatureKind::Road) ++rot;
  int b = s.putTile(typeOf("A"), 1, 0, rot);
  int north = u.halfSeg[0][Ne], south = u.halfSeg[0][Se];
  ASSERT_NE(north, south);
  std::vector<FeaturePart> parts = featureParts(s, a, north);
  EXPECT_EQ(featureParts(s, a, south).size(), parts.size());
  auto has = [&](int tile, int seg) { return std::count(parts.begin(), parts.end(), FeaturePart{tile, seg}) == 1; };
  EXPECT_TRUE(has(a, north));
  EXPECT_TRUE(has(a, south));
  EXPECT_TRUE(has(b, m.halfSeg[rot][Nw]));
  EXPECT_EQ(parts.size(), 3u);  // the monastery tile's one field
}

TEST(FeatureSummary, ARoadSaysItsKindTilesAndWhetherItIsComplete) {
  // U-U from (0,0) east: an unfinished road of 2 tiles; ended by crossroads (W) at both ends it is
  // complete, 4 tiles, asked from any of its segments.
  State s = State::emptyGame(baseCatalog(), 2);
  const TileType& u = s.catalog().types[size_t(typeOf("U"))];
  int road = u.edgeSeg[0][E];
  int a = s.putTile(typeOf("U"), 0, 0, 0);
  int b = s.putTile(typeOf("U"), 1, 0, 0);
  FeatureSummary open = featureSummary(s, a, road);
  EXPECT_EQ(open.kind, FeatureKind::Road);
  EXPECT_FALSE(open.complete);
  EXPECT_EQ(open.tiles, 2);
  EXPECT_EQ(featureSummary(s, b, road).id, open.id);
  s.putTile(typeOf("W"), 2, 0, 0);
  s.putTile(typeOf("W"), -1, 0, 0);
  FeatureSummary closed = featureSummary(s, b, road);
  EXPECT_TRUE(closed.complete);
  EXPECT_EQ(closed.tiles, 4);
  int field = u.halfSeg[0][Ne];
  EXPECT_EQ(featureSummary(s, a, field).kind, FeatureKind::Field);
  EXPECT_NE(featureSummary(s, a, field).id, closed.id);
}
