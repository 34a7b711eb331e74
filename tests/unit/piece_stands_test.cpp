// Where pieces stand on a tile (src/render/draw/piece_stands.h), on every tile of every set: a
// knight leaves its city's shields in sight, a thief leaves a road that stops on the tile in sight,
// and crowded pieces (three knights and the gingerbread man in one city) each stand apart.
#include "render/draw/piece_stands.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "render/draw/tile_geometry.h"
#include "render/expansions/expansion_view.h"
#include "render/table/set_index.h"
#include "render/table/table.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

std::string boxText(const Box& b) {
  return "[" + std::to_string(b.x0) + ", " + std::to_string(b.y0) + " .. " + std::to_string(b.x1) + ", " +
         std::to_string(b.y1) + "]";
}

class PieceStandsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
    // Every set's tiles: a core deck alone, an expansion with the base game.
    for (const SetEntry& e : setIndex()) {
      Table table;
      NewGameOptions o;
      o.seats = {Seat{defaultName(0), defaultColour(0), "random"}, Seat{defaultName(1), defaultColour(1), "random"}};
      o.sets = {e.set};
      if (!table.newGame(o, &why)) {
        o.sets = {"base", e.set};
        ASSERT_TRUE(table.newGame(o, &why)) << e.set << ": " << why;
      }
      for (const TileType& t : table.state().catalog().types) types.push_back(t);
    }
  }
  const TileType* find(const std::string& id) const {
    for (const TileType& t : types)
      if (t.id == id) return &t;
    return nullptr;
  }
  std::vector<TileType> types;
};

TEST_F(PieceStandsTest, AKnightLeavesItsCitysShieldsInSight) {
  int checked = 0;
  for (const TileType& t : types)
    for (size_t seg = 0; seg < t.segments.size(); ++seg) {
      if (t.segments[seg].kind != FeatureKind::City || t.segments[seg].shields == 0) continue;
      for (int rot = 0; rot < 4; ++rot) {
        std::vector<Stand> alone = piecesOnFeature(t, rot, int(seg), 1, 0, tileShapers());
        std::vector<Stand> figure = piecesOnFeature(t, rot, int(seg), 0, 1, tileShapers());
        ASSERT_EQ(alone.size(), 1u);
        for (const Box& shield : shieldBoxes(t, rot, tileShapers())) {
          EXPECT_FALSE(meepleBox(alone[0].at, alone[0].height).overlaps(shield))
              << t.id << " " << seg << " rot " << rot << ": knight " << boxText(meepleBox(alone[0].at, alone[0].height))
              << " over shield " << boxText(shield);
          EXPECT_FALSE(figureBox(figure[0].at, figure[0].height).overlaps(shield)) << t.id << " rot " << rot;
        }
        ++checked;
      }
    }
  EXPECT_GT(checked, 20);
}

// The road's centre line from the edge to where it stops (the middle, or a city's gate) stays
// outside the thief.
TEST_F(PieceStandsTest, AThiefLeavesARoadThatStopsOnTheTileInSight) {
  int checked = 0;
  for (const TileType& t : types)
    for (size_t seg = 0; seg < t.segments.size(); ++seg) {
      const Segment& s = t.segments[seg];
      if (s.kind != FeatureKind::Road || __builtin_popcount(s.edges) != 1) continue;
      Pt a = edgeMid(__builtin_ctz(s.edges));
      for (int rot = 0; rot < 4; ++rot) {
        Stand st = piecesOnFeature(t, rot, int(seg), 1, 0, tileShapers())[0];
        Box thief = meepleBox(st.at, st.height);
        for (int k = 0; k <= 8; ++k) {
          float f = 0.45f * float(k) / 8.0f;  // from the edge to near the middle
          Pt on = turnAboutCentre({a.x + (0.5f - a.x) * f * 2, a.y + (0.5f - a.y) * f * 2}, rot);
          EXPECT_FALSE(thief.contains(on)) << t.id << " road " << seg << " rot " << rot << " at " << f;
        }
        ++checked;
      }
    }
  EXPECT_GT(checked, 40);
}

// The leaving-a-city demo: three knights and the figure on one full city with a shield.
TEST_F(PieceStandsTest, CrowdedPiecesStandApartOnTheTileAndOffItsShield) {
  ASSERT_NE(find("winter/C"), nullptr);
  const TileType& t = *find("winter/C");
  for (int rot = 0; rot < 4; ++rot) {
    std::vector<Stand> st = piecesOnFeature(t, rot, 0, 3, 1, tileShapers());
    ASSERT_EQ(st.size(), 4u);
    std::vector<Box> boxes;
    for (size_t i = 0; i < st.size(); ++i)
      boxes.push_back(i < 3 ? meepleBox(st[i].at, st[i].height) : figureBox(st[i].at, st[i].height));
    for (size_t i = 0; i < boxes.size(); ++i) {
      EXPECT_TRUE(boxes[i].x0 >= -0.5f && boxes[i].x1 <= 0.5f && boxes[i].y0 >= -0.5f && boxes[i].y1 <= 0.5f)
          << "piece " << i << " " << boxText(boxes[i]) << " on the tile";
      for (const Box& shield : shieldBoxes(t, rot, tileShapers()))
        EXPECT_FALSE(boxes[i].overlaps(shield)) << "piece " << i;
      for (size_t j = 0; j < i; ++j)
        EXPECT_FALSE(boxes[i].overlaps(boxes[j])) << "pieces " << j << " and " << i << " rot " << rot;
    }
  }
}

}  // namespace
