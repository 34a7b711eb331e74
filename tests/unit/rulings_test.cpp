// Every file in tests/rulings/ is a scenario with its expected result: the scores and events
// (each expected event's fields must match, in order), or the error an illegal move must raise;
// "movers", when given: who made each step of the moves (Game::movers(), e.g. the dragon's steps).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/assets_dir.h"
#include "engine/scenario.h"
#include "test_support.h"

using namespace carc;

namespace {

std::vector<std::string> rulingFiles() { return carc::testing::jsonFilesIn(CARC_RULINGS_DIR); }

class Ruling : public ::testing::TestWithParam<std::string> {};

TEST_P(Ruling, GivesTheExpectedResult) {
  std::string path = std::string(CARC_RULINGS_DIR) + "/" + GetParam();
  std::string text;
  ASSERT_TRUE(readFile(path, text, kMaxScenarioBytes));
  json j = json::parse(text);
  ASSERT_TRUE(j.contains("expect")) << "a ruling file needs \"expect\"";
  const json& expect = j["expect"];
  auto sets = [](const std::string& set, std::string& t) { return readSetFromDir(CARC_ASSETS_DIR, set, t); };
  std::string error;
  json result, movers;
  try {
    Scenario sc = loadScenario(j, sets, GetParam());
    playScenario(sc, GetParam());
    result = resultJson(sc.game.state());
    movers = sc.game.movers();
  } catch (const InputError& e) {
    error = e.what();
  }
  if (expect.contains("error")) {
    std::string want = expect["error"];
    EXPECT_NE(error.find(want), std::string::npos) << "expected an error containing: " << want << "\n got: " << error;
    return;
  }
  ASSERT_EQ(error, "");
  EXPECT_EQ(result["scores"], expect["scores"]);
  if (expect.contains("movers")) EXPECT_EQ(movers, expect["movers"]) << "who made each step";
  if (expect.contains("notes")) {
    ASSERT_TRUE(result.contains("notes")) << result.dump();
    ASSERT_EQ(result["notes"].size(), expect["notes"].size());
    for (size_t i = 0; i < expect["notes"].size(); ++i)
      for (auto it = expect["notes"][i].begin(); it != expect["notes"][i].end(); ++it)
        EXPECT_EQ(result["notes"][i][it.key()], it.value());
  }
  const json& want = expect["events"];
  const json& got = result["events"];
  ASSERT_EQ(got.size(), want.size()) << got.dump();
  for (size_t i = 0; i < want.size(); ++i)
    for (auto it = want[i].begin(); it != want[i].end(); ++it)
      EXPECT_EQ(got[i][it.key()], it.value()) << "event " << i << " field " << it.key() << ": " << got[i].dump();
}

INSTANTIATE_TEST_SUITE_P(Rulings, Ruling, ::testing::ValuesIn(rulingFiles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return carc::testing::paramName(info.param);
                         });

TEST(Rulings, AtLeastTwentyFiveForTheBaseGame) {
  auto files = rulingFiles();
  EXPECT_GE(std::count_if(files.begin(), files.end(), [](const std::string& f) { return f.rfind("base-", 0) == 0; }),
            25);
}

}  // namespace
