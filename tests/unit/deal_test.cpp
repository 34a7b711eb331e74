// The hidden tiles dealt anew (engine/deal.h), as the search bot's determinizations and the
// review's dealings do it: the dragon tiles held back until a volcano stay held at the bag's
// bottom (RULES-EXPANSIONS §4.2); the rest is shuffled and the same Rng deals the same order.
#include "engine/deal.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.h"

using namespace carc;

namespace {

TEST(Deal, HeldDragonTilesStayHeldAndTheRestIsShuffled) {
  Game g = carc::testing::runScenarioText(R"({"format": "carcassonne-scenario/1", "sets": ["base", "princess"],
    "players": ["Red", "Blue"], "board": [{"tile": "base/D", "at": [0, 0], "rot": 0}],
    "held_dragon_tiles": ["princess/P11", "princess/P10"], "moves": [], "end": false})");
  const State& before = g.state();
  const Catalog& cat = before.catalog();
  std::vector<uint16_t> held = {uint16_t(cat.find("princess/P10")), uint16_t(cat.find("princess/P11"))};
  std::sort(held.begin(), held.end());
  std::vector<uint16_t> all = before.bag();
  std::sort(all.begin(), all.end());
  bool shuffled = false;
  for (uint64_t seed : {1, 2, 3}) {
    State s = before;
    Rng rng(seed);
    dealHiddenTiles(s, rng);
    ASSERT_GE(s.bag().size(), 2u);
    EXPECT_EQ(std::vector<uint16_t>(s.bag().begin(), s.bag().begin() + 2), held) << "seed " << seed;
    std::vector<uint16_t> tiles = s.bag();
    std::sort(tiles.begin(), tiles.end());
    EXPECT_EQ(tiles, all) << "the same tiles, dealt anew";
    shuffled |= s.bag() != before.bag();
    State again = before;
    Rng same(seed);
    dealHiddenTiles(again, same);
    EXPECT_EQ(again.bag(), s.bag()) << "the same Rng deals the same order";
  }
  EXPECT_TRUE(shuffled);
}

}  // namespace
