// Turns in words: what a rules demo shows a reader. No tile ids, coordinates or JSON, in any
// demo or ruling; the modules add their parts in words.
#include "engine/describe.h"

#include <gtest/gtest.h>

#include "test_support.h"

using namespace carc;

namespace {

TEST(Describe, APlacementAndAMeepleInWords) {
  auto cat = carc::testing::baseCatalog();
  State s = State::emptyGame(cat, 2);
  json move = {{"tile", "base/D"}, {"at", {1, 0}}, {"rot", 0}, {"meeple", "city N"}};
  EXPECT_EQ(describeTurn(s, move, "Red", nullptr),
            "Red places a tile with a city and a road 1 square east of the start tile and puts a knight in the city "
            "on the north side.");
  EXPECT_EQ(squareInWords(-2, 3, nullptr), "3 squares south and 2 squares west of the start tile");
  EXPECT_EQ(featureInWords("field Nw", nullptr), "the field on the north-west side");
  EXPECT_EQ(featureInWords("field inner", nullptr), "the field between the cities");  // no side: between cities
}

TEST(Describe, ATileSaysItsShields) {
  auto cat = carc::testing::baseCatalog();
  EXPECT_EQ(tileInWords(cat->types[size_t(cat->find("base/C"))], nullptr), "a tile with a city and a shield");
  EXPECT_EQ(tileInWords(cat->types[size_t(cat->find("base/E"))], nullptr), "a tile with a city");
}

// Which side each feature faces, before and after a turn: what a reader who cannot see the tile
// plans with (issue 41).
TEST(Describe, ATileSaysWhichSidesItsFeaturesFace) {
  auto cat = carc::testing::baseCatalog();
  auto type = [&](const char* id) -> const TileType& { return cat->types[size_t(cat->find(id))]; };
  EXPECT_EQ(tileSidesInWords(type("base/D"), 0, nullptr),
            "a city on the north side, a road on the east and west sides");
  EXPECT_EQ(tileSidesInWords(type("base/D"), 1, nullptr),
            "a city on the east side, a road on the north and south sides");
  EXPECT_EQ(tileSidesInWords(type("base/M"), 3, nullptr), "a city with a shield on the south and west sides");
  EXPECT_EQ(tileSidesInWords(type("base/K"), 2, nullptr),
            "a city on the south side, a road on the north and east sides");
  EXPECT_EQ(tileSidesInWords(type("base/H"), 1, nullptr), "separate cities on the east and west sides");
  EXPECT_EQ(tileSidesInWords(type("base/L"), 0, nullptr),
            "a city on the north side, separate roads on the east, south and west sides");
  EXPECT_EQ(tileSidesInWords(type("base/A"), 2, nullptr), "a road on the north side, a monastery in the middle");
  EXPECT_EQ(tileSidesInWords(type("base/B"), 0, nullptr), "a monastery in the middle");
}

// An empty square in words: what each tile beside it shows it, clockwise from north.
TEST(Describe, ASquareSaysWhatItsNeighboursShowIt) {
  auto cat = carc::testing::baseCatalog();
  State s = State::emptyGame(cat, 2);
  ASSERT_GE(s.putTile(cat->find("base/D"), 0, 0, 0), 0);  // the start tile, not turned
  EXPECT_EQ(neighboursInWords(s, 0, -1, nullptr), "a city to the south");
  EXPECT_EQ(neighboursInWords(s, 1, 0, nullptr), "a road to the west");
  EXPECT_EQ(neighboursInWords(s, 0, 1, nullptr), "a field to the north");
  EXPECT_EQ(neighboursInWords(s, 1, 1, nullptr), "");
}

// A player's name or a feature's words are shown as written, never read again as placeholders.
TEST(Describe, AFilledValueIsNotReadAgain) {
  EXPECT_EQ(fillPhrase("{0} against {1}", {"{1}", "field"}), "{1} against field");
  EXPECT_EQ(fillPhrase("{0} has no meeple left.", {"%n%s{0}"}), "%n%s{0} has no meeple left.");
  EXPECT_EQ(fillPhrase("{1}, then {0}, then {1}", {"a", "b"}), "b, then a, then b");
  EXPECT_EQ(fillPhrase("{0} {2} {", {"a"}), "a {2} {");
}

TEST(Describe, PhrasesGoThroughTheTranslator) {
  auto cat = carc::testing::baseCatalog();
  State s = State::emptyGame(cat, 2);
  json move = {{"tile", "base/E"}, {"at", {0, -1}}, {"rot", 180}};
  Translate shout = [](const std::string& p) {
    if (p == "{0} places {1} {2}") return std::string("{0} LEGT {1} {2}");
    return p;
  };
  EXPECT_EQ(describeTurn(s, move, "Rood", shout), "Rood LEGT a tile with a city 1 square north of the start tile.");
}

TEST(Describe, EveryMoveOfEveryDemoAndRulingIsInWords) {
  int described = 0;
  for (const std::string& dir : {std::string(CARC_ASSETS_DIR) + "/scenarios", std::string(CARC_RULINGS_DIR)}) {
    for (const std::string& name : carc::testing::jsonFilesIn(dir)) {
      std::string file = dir + "/" + name;
      std::string text;
      ASSERT_TRUE(readFile(file, text, kMaxScenarioBytes));
      json j = json::parse(text);
      if (j.contains("expect") && j["expect"].contains("error")) continue;
      Scenario sc = loadScenario(j, carc::testing::diskSets(), file);
      for (size_t i = 0; i < sc.moves.size(); ++i) {
        sc.game.playTurn(sc.moves[i], file);
        std::string words = describeTurn(sc.game.state(), sc.moves[i], "Red", nullptr);
        for (const char* bad :
             {"{", "}", "[", "]", "base/", "winter/", "ferries/", "signposts/", "gingerbread/", "river/", "test/"})
          EXPECT_EQ(words.find(bad), std::string::npos) << file << " move " << i << ": " << words;
        ++described;
      }
    }
  }
  EXPECT_GT(described, 50);
}

}  // namespace
