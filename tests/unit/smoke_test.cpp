#include <gtest/gtest.h>
#include "engine/assets_dir.h"
#include "engine/random_bot.h"
#include "engine/scenario.h"
using namespace carc;
TEST(Smoke, Plays) {
  auto cat = buildCatalog({"base"}, json(), json(), [](const std::string& s, std::string& t){ return readSetFromDir(CARC_ASSETS_DIR, s, t);}, "x");
  State s = State::newGame(cat, 2, 1);
  RandomBot b(1);
  while (!s.over()) ASSERT_TRUE(s.apply(b.choose(s)));
}
