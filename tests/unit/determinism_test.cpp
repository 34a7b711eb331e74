// Determinism pinned: the PRNG's first values, the tiles a seed deals and the bench signature, as
// literal constants. Saved games, rules demos and share links are a seed plus moves, so any change
// to these numbers breaks every one of them: such a change must be deliberate, never a side effect.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/bench_signature.h"
#include "engine/random_bot.h"
#include "engine/rng.h"
#include "test_support.h"

using namespace carc;

namespace {

TEST(Determinism, RngFirstValuesFromSeedZero) {
  // Every deal and bot draws from this generator: a change to it or its seeding breaks every saved game.
  const std::vector<uint64_t> want = {0x99EC5F36CB75F2B4ull, 0xBF6E1F784956452Aull, 0x1A5F849D4933E6E0ull,
                                      0x6AA594F1262D2D2Cull, 0xBBA5AD4A1F842E59ull, 0xFFEF8375D9EBCACAull,
                                      0x6C160DEED2F54C98ull, 0x8920AD648FC30A3Full};
  Rng r(0);
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(r.next(), want[i]) << "value " << i;
}

TEST(Determinism, RngFirstValuesFromSeed12345) {
  // A second seed with many bits set: seeding must keep mapping seeds to the same states, or saved games break.
  const std::vector<uint64_t> want = {0xBE6A36374160D49Bull, 0x214AAA0637A688C6ull, 0xF69D16DE9954D388ull,
                                      0x0C60048C4E96E033ull, 0x8E2076AEED51C648ull, 0x02BBCC1C1FC50F84ull,
                                      0x28E72A4FEC84F699ull, 0x4BB9D7CBB8DDDEBEull};
  Rng r(12345);
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(r.next(), want[i]) << "value " << i;
}

TEST(Determinism, RngBelow) {
  // below() picks random bots' moves and shuffles the bag: a change to it breaks every saved game.
  const std::vector<uint32_t> want = {4, 4, 8, 4, 4, 1, 6, 6, 8, 9};
  Rng r(7);
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(r.below(10), want[i]) << "value " << i;
}

TEST(Determinism, RngShuffle) {
  // shuffle() deals the bag: a different swap order (e.g. std::shuffle) breaks every saved game.
  std::vector<int> v;
  for (int i = 0; i < 20; ++i) v.push_back(i);
  Rng(99).shuffle(v);
  EXPECT_EQ(v, (std::vector<int>{17, 3, 19, 9, 1, 12, 10, 6, 2, 7, 14, 11, 5, 18, 16, 4, 13, 15, 0, 8}));
}

TEST(Determinism, FirstTilesDealtFromSeedOne) {
  // What seed 1 deals (tile order, shuffle, draw from the back): a change to dealing breaks every saved game.
  const std::vector<std::string> want = {"base/V", "base/X", "base/K", "base/P", "base/N"};
  State s = State::newGame(carc::testing::baseCatalog(), 2, 1);
  RandomBot bot(1);
  std::vector<std::string> dealt;
  int lastTurn = -1;
  while (!s.over() && dealt.size() < want.size()) {
    if (s.step() == Step::PlaceTile && s.turn() != lastTurn) {
      dealt.push_back(s.catalog().types[size_t(s.currentTile())].id);
      lastTurn = s.turn();
    }
    ASSERT_TRUE(s.apply(bot.choose(s)));
  }
  EXPECT_EQ(dealt, want);
}

TEST(Determinism, BenchSignature) {
  // 100 whole random games: a change to dealing, scoring or the random bot shows here (and breaks saved games).
  EXPECT_EQ(benchSignature(carc::testing::baseCatalog()), 82704274000210ll);
}

}  // namespace
