// The River's rulings for drawn positions (RULES §6): a river drawn on the board is the river so
// far, exactly as if its tiles had been played.
#include "engine/expansions/river.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.h"

using namespace carc;

namespace {

// The spring, a straight and a right turn: drawn on the board, and played as moves.
const char* kDrawn = R"({"sets": ["base", "river"], "board": [
  {"tile": "river/R01", "at": [0, 0]}, {"tile": "river/R02", "at": [0, 1], "rot": 90},
  {"tile": "river/R04", "at": [0, 2], "rot": 90}]})";
const char* kPlayed = R"({"sets": ["base", "river"], "moves": [
  {"tile": "river/R02", "at": [0, 1], "rot": 90}, {"tile": "river/R04", "at": [0, 2], "rot": 90}]})";

std::vector<std::string> placements(const State& s, int type) {
  std::vector<Action> actions;
  s.legalPlacements(type, actions);
  std::vector<std::string> out;
  for (const Action& a : actions)
    out.push_back(std::to_string(a.x) + "," + std::to_string(a.y) + " rot " + std::to_string(a.rot * 90));
  return out;
}

}  // namespace

TEST(River, ADrawnRiverOffersTheSameChoicesAsThePlayedOne) {
  Game drawn = carc::testing::runScenarioText(kDrawn), played = carc::testing::runScenarioText(kPlayed);
  const Catalog& c = drawn.state().catalog();
  int riverTypes = 0;
  for (size_t t = 0; t < c.types.size(); ++t) {
    if (!RiverModule::riverEdges(c.types[t]) || RiverModule::isSpring(c.types[t])) continue;
    ++riverTypes;
    EXPECT_EQ(placements(drawn.state(), int(t)), placements(played.state(), int(t))) << c.types[t].id;
  }
  EXPECT_EQ(riverTypes, 11);
  // The plain curve may only turn left after the right turn: one way at the open end, not two.
  EXPECT_EQ(placements(drawn.state(), c.find("river/R05")), std::vector<std::string>{"-1,2 rot 270"});
}

TEST(River, NothingFitsSetsTheRiverTilesAndTheLakeAsideAndTheNormalDeckBegins) {
  // The position of the ruling, before its move: the river's way is closed by two cities.
  std::string text;
  ASSERT_TRUE(readFile(std::string(CARC_RULINGS_DIR) + "/river-lake-that-fits-nowhere-is-set-aside.json", text,
                       kMaxScenarioBytes));
  json j = json::parse(text);
  j.erase("moves");
  j.erase("expect");
  Game g = carc::testing::runScenarioText(j.dump());
  const State& s = g.state();
  std::vector<std::string> aside;
  for (uint16_t t : s.setAside()) aside.push_back(s.catalog().types[t].id);
  std::sort(aside.begin(), aside.end());
  EXPECT_EQ(aside, (std::vector<std::string>{"river/R03", "river/R10", "river/R12"}));
  for (uint16_t t : s.bag()) EXPECT_EQ(RiverModule::riverEdges(s.catalog().types[t]), 0);
  ASSERT_GE(s.currentTile(), 0);
  EXPECT_EQ(RiverModule::riverEdges(s.catalog().types[size_t(s.currentTile())]), 0);  // a tile of the normal deck
}
