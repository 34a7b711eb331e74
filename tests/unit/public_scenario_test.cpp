// The public position of an online table (publicScenario): random games in every set combination,
// stopped at random steps (mid-turn too), are loaded from it as a player's page loads them, and
// must show the same game: board, pieces, scores, events, notes, player, step, legal moves and
// the bag's counts. The loaded game then follows the real one to its end as a page at the table
// does (each step played, each new turn's tiles set aside and dealt, the end called). The JSON
// says no seed and never names a tile not yet drawn. CARC_PUBLIC_GAMES sets the games per
// combination (default 12).
#include <gtest/gtest.h>

#include <cstdlib>

#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;

namespace {

int gameCount() {
  const char* env = std::getenv("CARC_PUBLIC_GAMES");
  return env && std::atoi(env) > 0 ? std::atoi(env) : 12;
}

bool hasKey(const json& j, const std::string& key) {
  if (j.is_object())
    for (auto it = j.begin(); it != j.end(); ++it)
      if (it.key() == key || hasKey(it.value(), key)) return true;
  if (j.is_array())
    for (const json& v : j)
      if (hasKey(v, key)) return true;
  return false;
}

// Everything a player sees of a game, as JSON, so that a difference prints.
json seen(const Game& g, const std::vector<std::string>& names) {
  const State& s = g.state();
  json supply = json::array();
  for (int p = 0; p < s.players(); ++p) supply.push_back(s.supply(p));
  json position = positionJson(s, names);
  // Which dragon tiles a dealt deck holds back until the first volcano (The Princess & the Dragon)
  // is the deck's business, like its order: a page following a hidden deck counts them in the bag.
  position.erase("held_dragon_tiles");
  return {{"position", position},
          {"result", resultJson(s)},
          {"legal", g.legalMovesJson()},
          {"step", int(s.step())},
          {"turn", s.turn()},
          {"tile", s.currentTile() >= 0 ? json(s.catalog().types[size_t(s.currentTile())].id) : json()},
          {"bag", bagCountsJson(s)},
          {"set_aside", s.setAside().size()},
          {"supply", supply},
          {"over", s.over()}};
}

// Tiles a public scenario names: on its board, in its moves and their set_aside, its own.
int tilesNamed(const json& j) {
  int n = int(j["board"].size()) + int(j.value("set_aside", json::array()).size()) + (j.count("tile") ? 1 : 0);
  for (const json& m : j["moves"]) n += 1 + int(m.value("set_aside", json::array()).size());
  return n;
}

// What a page does when a step of the real game arrives: plays it, then, when a new turn began,
// sets aside what the deck set aside and takes the tile dealt (or ends the game).
void follow(Game& page, const State& before, const Game& real, const Action& a) {
  json step = real.actionJson(before, a);
  Refusal why = page.playJson(step, before.actingPlayer());  // sent by the seat whose step it is
  ASSERT_FALSE(why) << why.english() << " " << step.dump();
  const State& now = real.state();
  if (now.turn() == before.turn() && !now.over()) return;
  for (size_t i = before.setAside().size(); i < now.setAside().size(); ++i)
    ASSERT_TRUE(page.setTileAside(now.setAside()[i]));
  if (now.over())
    page.finish();
  else
    page.forceTile(now.currentTile());
}

void playOne(const std::shared_ptr<const Catalog>& cat, uint64_t seed, int players) {
  std::vector<std::string> names;
  for (int p = 0; p < players; ++p) names.push_back("P" + std::to_string(p));
  Game real(State::newGame(cat, players, seed));
  RandomBot bot(seed);
  Rng pick(seed * 31 + 7);
  // Stop at a random step: early, anywhere, or at the end.
  int stopAt = int(pick.below(3)) == 0 ? int(pick.below(6)) : int(pick.below(400));
  int steps = 0;
  while (!real.state().over() && steps < stopAt) {
    real.apply(bot.choose(real.state()));
    ++steps;
  }
  json pub = publicScenario(real, names);
  std::string text = pub.dump();
  ASSERT_FALSE(hasKey(pub, "seed")) << text;
  ASSERT_EQ(text.find("\"seed\""), std::string::npos);
  const State& s = real.state();
  int drawn = int(s.tiles().size() + s.setAside().size()) + (s.currentTile() >= 0 ? 1 : 0);
  ASSERT_LE(tilesNamed(pub), drawn) << "names no tile not yet drawn: " << text;

  Game page = carc::testing::runScenarioText(text);
  ASSERT_EQ(seen(page, names), seen(real, names)) << "after " << steps << " steps: " << text;
  // The page's own public position is the same (sharing an online game from the page).
  ASSERT_EQ(publicScenario(page, names), pub);

  // The page follows the real game to its end.
  while (!real.state().over()) {
    State before = real.state();
    Action a = bot.choose(before);
    real.apply(a);
    ASSERT_NO_FATAL_FAILURE(follow(page, before, real, a));
    if (pick.below(8) == 0) ASSERT_EQ(seen(page, names), seen(real, names)) << "following, turn " << before.turn();
  }
  ASSERT_EQ(seen(page, names), seen(real, names)) << "at the end";
  ASSERT_EQ(publicScenario(page, names), publicScenario(real, names));
}

}  // namespace

class PublicScenario : public ::testing::TestWithParam<std::string> {};

TEST_P(PublicScenario, LoadsAsTheGameAPlayerSees) {
  auto cat = carc::testing::catalogOfCombination(GetParam());
  int games = gameCount();
  for (int i = 0; i < games; ++i) {
    int players = 2 + i % 5;
    ASSERT_NO_FATAL_FAILURE(playOne(cat, uint64_t(7000 + i), players)) << "game " << i << ", " << players << " players";
  }
}

INSTANTIATE_TEST_SUITE_P(Sets, PublicScenario, ::testing::ValuesIn(carc::testing::conformanceCombinations()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return carc::testing::paramName(info.param);
                         });

// The bag's counts: every kind left, by id, and no kind with none left.
TEST(PublicScenario, BagCountsNameTheKindsLeft) {
  State s = State::newGame(carc::testing::baseCatalog(), 2, 3);
  json counts = bagCountsJson(s);
  int total = 0;
  for (auto it = counts.begin(); it != counts.end(); ++it) {
    ASSERT_GT(it.value().get<int>(), 0) << it.key();
    total += it.value().get<int>();
  }
  EXPECT_EQ(size_t(total), s.bag().size());
  EXPECT_FALSE(counts.contains("base/D") && counts["base/D"] == 4) << "the start tile and the tile in hand are out";
}

// A dealt game's scenario may not name its tiles; a tile set aside must be in the bag.
TEST(PublicScenario, RefusesWhatAHiddenDeckCannotBe) {
  EXPECT_NE(carc::testing::scenarioError(R"({"seed": 1, "tile": "base/A"})"), "");
  EXPECT_NE(carc::testing::scenarioError(R"({"seed": 1, "hidden_deck": true})"), "");
  EXPECT_NE(carc::testing::scenarioError(R"({"hidden_deck": true, "set_aside": ["base/X", "base/X"]})"), "");
  EXPECT_NE(carc::testing::scenarioError(R"({"hidden_deck": true, "tile": "nope/Z"})"), "");
  EXPECT_EQ(carc::testing::scenarioError(R"({"hidden_deck": true, "set_aside": ["base/X"], "tile": "base/A"})"), "");
  Game g = carc::testing::runScenarioText(R"({"hidden_deck": true, "tile": "base/A"})");
  EXPECT_EQ(g.state().currentTile(), g.state().catalog().find("base/A"));
  // Nothing is drawn: after the turn the page waits for the tile dealt.
  ASSERT_FALSE(g.playJson(g.legalMovesJson()[0]));
  ASSERT_FALSE(g.playJson(json{{"meeple", nullptr}}));
  EXPECT_EQ(g.state().currentTile(), -1);
  EXPECT_FALSE(g.state().over());
}
