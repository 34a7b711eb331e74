// Every file in tests/golden/ is a whole saved bot game of one set combination (made by
// tools/make_golden.sh) with "expect": {"scores": [...], "events": N}. Replayed, it must end with
// those scores and that many scoring events: a change that alters any rule, deal or bot-visible
// detail of a whole game shows here, in the combination it touches.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/assets_dir.h"
#include "engine/scenario.h"
#include "test_support.h"

using namespace carc;

namespace {

std::vector<std::string> goldenFiles() { return carc::testing::jsonFilesIn(CARC_GOLDEN_DIR); }

class Golden : public ::testing::TestWithParam<std::string> {};

TEST_P(Golden, ReplaysToItsScoresAndEventCount) {
  std::string path = std::string(CARC_GOLDEN_DIR) + "/" + GetParam();
  std::string text;
  ASSERT_TRUE(readFile(path, text, kMaxScenarioBytes));
  json j = json::parse(text);
  ASSERT_TRUE(j.contains("expect")) << "a golden file needs \"expect\" (tools/make_golden.sh writes it)";
  const json& expect = j["expect"];
  ASSERT_TRUE(expect.contains("scores") && expect.contains("events")) << expect.dump();
  ASSERT_TRUE(j.contains("seed")) << "a golden file is a saved game: a seed and every move";
  auto sets = [](const std::string& set, std::string& t) { return readSetFromDir(CARC_ASSETS_DIR, set, t); };
  json result;
  try {
    Scenario sc = loadScenario(j, sets, GetParam());
    playScenario(sc, GetParam());
    ASSERT_TRUE(sc.game.state().over()) << "the saved game is played to its end";
    result = resultJson(sc.game.state());
  } catch (const InputError& e) {
    FAIL() << e.what();
  }
  EXPECT_EQ(result["scores"], expect["scores"]);
  EXPECT_EQ(result["events"].size(), expect["events"].get<size_t>());
}

INSTANTIATE_TEST_SUITE_P(Games, Golden, ::testing::ValuesIn(goldenFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return carc::testing::paramName(info.param);
                         });

TEST(GoldenFiles, OneForEachConformanceCombination) {
  // Every combination the conformance run covers (made from the set index) has its golden game;
  // tools/make_golden.sh --missing makes the ones a new set adds.
  std::vector<std::string> files = goldenFiles();
  for (const std::string& combo : carc::testing::conformanceCombinations())
    EXPECT_NE(std::find(files.begin(), files.end(), combo + ".json"), files.end())
        << "no golden game for " << combo << " (run tools/make_golden.sh --missing)";
}

}  // namespace

namespace {

json firstGolden() {
  std::string text;
  readFile(std::string(CARC_GOLDEN_DIR) + "/base.json", text, kMaxScenarioBytes);
  return json::parse(text);
}

SetSource diskSets() {
  return [](const std::string& set, std::string& t) { return readSetFromDir(CARC_ASSETS_DIR, set, t); };
}

TEST(SavedGames, CarryTheRulesVersionAndReplayExactly) {
  json old = firstGolden();  // written before saved games said their rules version: version 1
  ASSERT_FALSE(old.contains("rules_version"));
  Scenario sc = loadScenario(old, diskSets(), "base.json");
  playScenario(sc, "base.json");
  json saved = saveGame(sc.game, {"A", "B", "C"});
  EXPECT_EQ(saved["rules_version"], kRulesVersion);
  Scenario again = loadScenario(saved, diskSets(), "saved");
  playScenario(again, "saved");
  EXPECT_EQ(resultJson(again.game.state()), resultJson(sc.game.state()));
}

TEST(SavedGames, ANewerRulesVersionIsRefusedNamingTheVersion) {
  json g = firstGolden();
  g["rules_version"] = kRulesVersion + 1;
  try {
    loadScenario(g, diskSets(), "future.json");
    FAIL() << "a game from newer rules must be refused";
  } catch (const InputError& e) {
    std::string why = e.what();
    EXPECT_NE(why.find("rules version " + std::to_string(kRulesVersion + 1)), std::string::npos) << why;
  }
}

// Version 3 gave the Gingerbread Man its printed tiles (its manifest says "rules_version": 3): a
// game recorded earlier with that set dealt the reconstructed tiles and is refused, naming both
// versions; a game without it still replays.
TEST(SavedGames, AnOlderGameWithASetWhoseTilesChangedIsRefusedNamingBothVersions) {
  std::string text;
  ASSERT_TRUE(readFile(std::string(CARC_GOLDEN_DIR) + "/winter+gingerbread.json", text, kMaxScenarioBytes));
  json g = json::parse(text);
  for (json version : {json(2), json(1), json()}) {
    SCOPED_TRACE(version.dump());
    json old = g;
    if (version.is_null())
      old.erase("rules_version");  // a saved game without it is version 1
    else
      old["rules_version"] = version;
    try {
      loadScenario(old, diskSets(), "old.json");
      FAIL() << "a game dealt from the reconstructed tiles must be refused";
    } catch (const InputError& e) {
      std::string why = e.what();
      int v = version.is_null() ? 1 : version.get<int>();
      EXPECT_NE(why.find("recorded under rules version " + std::to_string(v)), std::string::npos) << why;
      EXPECT_NE(why.find("'gingerbread' has had other tiles since rules version 3"), std::string::npos) << why;
    }
  }
  json base = firstGolden();
  base["rules_version"] = 2;
  EXPECT_NO_THROW(loadScenario(base, diskSets(), "base.json"));
  // A position written by hand (no seed, no version) is read under today's rules.
  json hand = {{"sets", {"winter", "gingerbread"}}, {"players", {"A", "B"}}};
  EXPECT_NO_THROW(loadScenario(hand, diskSets(), "hand.json"));
}

TEST(InternalChecks, ARefusedActionInAReplayIsALoudError) {
  json g = firstGolden();
  Scenario sc = loadScenario(g, diskSets(), "base.json");
  Action wrong;  // a meeple before any tile is placed: never legal
  wrong.kind = Action::Meeple;
  State s = sc.game.state();
  try {
    s.mustApply(wrong, "test");
    FAIL() << "mustApply must throw";
  } catch (const InternalError& e) {
    std::string why = e.what();
    EXPECT_NE(why.find("meeple"), std::string::npos) << why;
    EXPECT_NE(why.find("a tile must be placed first"), std::string::npos) << why;
  }
  EXPECT_EQ(s, sc.game.state());  // and nothing changed
}

TEST(InternalChecks, AMeepleActionNamesTheSquareOfThePlacedTile) {
  json g = firstGolden();
  Scenario sc = loadScenario(g, diskSets(), "base.json");
  State s = sc.game.state();
  std::vector<Action> legal;
  s.legalActions(legal);
  ASSERT_FALSE(legal.empty());
  s.mustApply(legal[0], "test");
  s.legalActions(legal);
  Action meeple = *std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == Action::Meeple; });
  meeple.x = int8_t(meeple.x + 1);  // the right feature, the wrong square
  Refusal why;
  State before = s;
  EXPECT_FALSE(s.apply(meeple, &why));
  EXPECT_NE(why.english().find("the tile just placed"), std::string::npos) << why.english();
  EXPECT_EQ(s, before);
}

}  // namespace
