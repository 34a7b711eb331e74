// A saved game resumes at the very step it was saved at: between turns, and inside a turn (tile
// placed, meeple or a module's step to come), with its seats; bad seats and steps are refused.
#include <gtest/gtest.h>

#include "engine/random_bot.h"
#include "test_support.h"

namespace {

using carc::testing::catalogOfCombination;
using carc::testing::conformanceCombinations;
using carc::testing::runScenarioText;
using carc::testing::scenarioError;
using namespace carc;

class ResumeAtEveryStep : public ::testing::TestWithParam<std::string> {};

TEST_P(ResumeAtEveryStep, SavedAfterAnyStepLoadsToTheSameState) {
  auto cat = catalogOfCombination(GetParam());
  json seats = json::array({{{"bot", nullptr}, {"colour", "#d63031"}}, {{"bot", "greedy"}, {"colour", "#2962d6"}}});
  for (uint64_t seed : {3u, 11u}) {
    Game g(State::newGame(cat, 2, seed));
    RandomBot bot(seed);
    int midTurn = 0;
    while (!g.state().over()) {
      ASSERT_TRUE(g.apply(bot.choose(g.state())));
      json saved = saveGame(g, {"You", "Ada"}, seats);
      ASSERT_EQ(saved["seats"], seats);
      if (saved.contains("turn_so_far")) ++midTurn;
      Game loaded = runScenarioText(saved.dump());
      ASSERT_TRUE(loaded.state() == g.state())
          << GetParam() << " seed " << seed << " after step " << g.actions().size();
    }
    EXPECT_GT(midTurn, 10) << "saved inside a turn";
  }
}

// Every set combination is slow at every step; the first core deck with each expansion and with all.
std::vector<std::string> someCombinations() {
  std::vector<std::string> all = conformanceCombinations(), out;
  for (const std::string& c : all)
    if (c.find('@') == std::string::npos && c.rfind(all[0], 0) == 0) out.push_back(c);
  return out;
}

INSTANTIATE_TEST_SUITE_P(Sets, ResumeAtEveryStep, ::testing::ValuesIn(someCombinations()),
                         [](const ::testing::TestParamInfo<std::string>& i) {
                           return carc::testing::paramName(i.param);
                         });

TEST(Resume, BadSeatsAndStepsAreRefusedNamingWhere) {
  std::string head = R"({"sets": ["base"], "players": ["A", "B"], "seed": 5, "board": [], )";
  EXPECT_NE(scenarioError(head + R"("seats": [{"bot": null}]})").find("seats: must list one seat per player"),
            std::string::npos);
  EXPECT_NE(scenarioError(head + R"("seats": [{"bot": 3}, {}]})").find("seats[0].bot"), std::string::npos);
  EXPECT_NE(scenarioError(head + R"("seats": [{}, {"colour": "red"}]})").find("seats[1].colour"), std::string::npos);
  EXPECT_NE(scenarioError(head + R"("seats": [{}, {"hat": 1}]})").find("unknown field 'hat'"), std::string::npos);
  EXPECT_EQ(scenarioError(head + R"("seats": [{"bot": null, "colour": "#AABBCC"}, {"bot": "greedy"}]})"), "");
  EXPECT_NE(scenarioError(head + R"("turn_so_far": [{"meeple": null}]})").find("turn_so_far[0]: not a legal step"),
            std::string::npos);
  EXPECT_NE(scenarioError(head + R"("turn_so_far": {}})").find("turn_so_far: must be a list"), std::string::npos);
}

}  // namespace
