// The Abbot (RULES-EXPANSIONS §3) beyond its rulings: the garden twins of the base tiles are dealt
// in place of one copy of each letter (tile key "replaces", §3.4), only where that letter is.
#include <gtest/gtest.h>

#include "engine/scenario.h"
#include "test_support.h"

using namespace carc;

namespace {

int copies(const Catalog& c, const std::string& id) {
  auto it = c.byId.find(id);
  return it == c.byId.end() ? -1 : c.types[size_t(it->second)].count;
}

int dealt(const Catalog& c) {
  int n = 0;
  for (const TileType& t : c.types) n += t.count;
  return n;
}

}  // namespace

TEST(Abbot, GardenTwinsReplaceOneCopyOfTheirBaseLetter) {
  Game plain = carc::testing::runScenarioText(R"({"sets": ["base"], "players": ["Red", "Blue"], "seed": 1})");
  Game abbot = carc::testing::runScenarioText(R"({"sets": ["base", "abbot"], "players": ["Red", "Blue"], "seed": 1})");
  const Catalog& a = abbot.state().catalog();
  const Catalog& p = plain.state().catalog();
  // §3.4: E 4+1, H 2+1, I 1+1, M 1+1, N 2+1, R 2+1, U 7+1, V 8+1; still 72 tiles.
  for (const char* letter : {"E", "H", "I", "M", "N", "R", "U", "V"}) {
    std::string id = std::string("base/") + letter;
    EXPECT_EQ(copies(a, id), copies(p, id) - 1) << id;
    EXPECT_EQ(copies(a, id + "g"), 1) << id;
  }
  EXPECT_EQ(copies(a, "base/U"), 7);
  EXPECT_EQ(copies(a, "base/V"), 8);
  EXPECT_EQ(dealt(a), dealt(p));
  EXPECT_EQ(dealt(a), 72);
  std::vector<int> bag = abbot.state().bagCounts();
  int eg = a.byId.at("base/Eg");
  EXPECT_EQ(bag[size_t(eg)], 1);  // dealt, not only listed
}

TEST(Abbot, NoTwinsWithoutTheirBaseLetter) {
  // A Winter deck has no base/E: the Abbot brings no garden twins to it (§3.5: no gardens on the
  // Winter tiles the project has).
  Game winter =
      carc::testing::runScenarioText(R"({"sets": ["winter", "abbot"], "players": ["Red", "Blue"], "seed": 1})");
  const Catalog& c = winter.state().catalog();
  EXPECT_EQ(copies(c, "base/Eg"), 0);
  EXPECT_EQ(copies(c, "base/E"), -1);
}

TEST(Abbot, AReplacingTileNamesAnotherSetsTile) {
  // The twin's id keeps the replaced tile's set; a tile that replaces one of its own set is refused.
  json manifest = json::parse(R"({"set": "abbot", "tiles": [{"id": "abbot/X", "count": 1, "replaces": "abbot/Y",
    "fields": [{"halves": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]}]}]})");
  EXPECT_THROW(parseManifest(manifest, "abbot.json", "abbot"), InputError);
  manifest["tiles"][0]["replaces"] = "base/E";
  EXPECT_THROW(parseManifest(manifest, "abbot.json", "abbot"), InputError);  // id must start with base/
  manifest["tiles"][0]["id"] = "base/X";
  EXPECT_EQ(parseManifest(manifest, "abbot.json", "abbot").tiles[0].replaces, "base/E");
}
