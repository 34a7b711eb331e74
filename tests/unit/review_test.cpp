#include "engine/review.h"

#include <gtest/gtest.h>

#include "engine/greedy_bot.h"
#include "test_support.h"

using namespace carc;

namespace {

// A greedy game (base set, 2 players) with a planted blunder: at the first turn from the 8th on
// where the tile can complete the opponent's city for at least 8 points to them (and nothing to
// the mover), the mover does it; the greedy bot plays every other step. `blunderAt`: the index of
// that step in Game::actions(); `replace`: when set, played there instead of the blunder.
Game plantedGame(uint64_t seed, size_t& blunderAt, const Action* replace = nullptr) {
  Game g(State::newGame(carc::testing::baseCatalog(), 2, seed));
  GreedyBot bots[2] = {GreedyBot(seed), GreedyBot(seed + 1)};
  blunderAt = SIZE_MAX;
  std::vector<Action> legal;
  while (!g.state().over()) {
    const State& s = g.state();
    const int me = s.actingPlayer();
    Action a = bots[me].choose(s);
    if (blunderAt == SIZE_MAX && s.step() == Step::PlaceTile && s.turn() >= 8) {
      s.legalPlacements(s.currentTile(), legal);
      int most = 0;
      for (const Action& p : legal) {
        State t = s;
        t.mustApply(p, "test");
        Action none;
        none.kind = Action::NoMeeple;
        if (t.step() == Step::PlaceMeeple && !t.apply(none)) continue;  // scored at the end of the turn
        int theirs = t.scores()[size_t(1 - me)] - s.scores()[size_t(1 - me)];
        int mine = t.scores()[size_t(me)] - s.scores()[size_t(me)];
        if (mine == 0 && theirs >= 8 && theirs > most) {
          most = theirs;
          a = p;
        }
      }
      if (most > 0) {
        blunderAt = g.actions().size();
        if (replace) a = *replace;
      }
    }
    EXPECT_TRUE(g.apply(a));
  }
  return g;
}

ReviewOptions at(size_t index) {
  ReviewOptions o;
  o.seed = 7;
  o.first = o.last = index;
  return o;
}

}  // namespace

TEST(Review, MarksAPlantedBlunderAndFindsTheMoveThatKeepsTheCity) {
  size_t at_ = 0;
  Game g = plantedGame(3, at_);
  ASSERT_NE(at_, SIZE_MAX) << "no turn could give a city away";
  json r = reviewGame(g, at(at_));
  ASSERT_EQ(r["decisions"].size(), 1u);
  const json& d = r["decisions"][0];
  EXPECT_EQ(d["step"], "tile");
  EXPECT_TRUE(d["mark"] == "mistake" || d["mark"] == "blunder") << d.dump();
  EXPECT_GE(d["loss"].get<double>(), 5.0) << d.dump();
  EXPECT_NE(d["best"], d["played"]);
  // The best move gives the opponent nothing.
  State before = g.initial();
  for (size_t i = 0; i < at_; ++i) before.mustApply(g.actions()[i], "test");
  Game probe(before);
  ASSERT_FALSE(bool(probe.playStepJson(d["best"]))) << d.dump();
  const int me = before.actingPlayer();
  EXPECT_EQ(probe.state().scores()[size_t(1 - me)], before.scores()[size_t(1 - me)]) << d.dump();
  EXPECT_EQ(r["summary"][me]["decisions"], 1);
  EXPECT_GE(r["summary"][me]["mistakes"].get<int>() + r["summary"][me]["blunders"].get<int>(), 1);
}

TEST(Review, TheSameSeedGivesTheSameReview) {
  size_t at_ = 0;
  Game g = plantedGame(3, at_);
  ReviewOptions o = at(at_);
  o.first = at_ > 3 ? at_ - 3 : 0;
  std::string a = reviewGame(g, o).dump(), b = reviewGame(g, o).dump();
  EXPECT_EQ(a, b);
  o.seed = 8;
  EXPECT_NE(reviewGame(g, o).dump(), a);  // the dealings come from the seed
}

TEST(Review, TheBestMovePlayedLosesNothing) {
  size_t at_ = 0;
  Game g = plantedGame(3, at_);
  json d = reviewGame(g, at(at_))["decisions"][0];
  // The same game with the review's best move played there instead of the blunder.
  State before = g.initial();
  for (size_t i = 0; i < at_; ++i) before.mustApply(g.actions()[i], "test");
  Game probe(before);
  ASSERT_FALSE(bool(probe.playStepJson(d["best"])));
  Action best = probe.actions().back();
  size_t at2 = 0;
  Game h = plantedGame(3, at2, &best);
  ASSERT_EQ(at2, at_);
  json e = reviewGame(h, at(at2))["decisions"][0];
  EXPECT_EQ(e["played"], d["best"]);
  EXPECT_EQ(e["best"], e["played"]) << e.dump();
  EXPECT_EQ(e["loss"], 0.0);
  EXPECT_TRUE(e["mark"].is_null());
}

TEST(Review, MarksByTheThresholds) {
  ReviewOptions o;
  EXPECT_EQ(reviewMark(1.9, o), nullptr);
  EXPECT_STREQ(reviewMark(2, o), "inaccuracy");
  EXPECT_STREQ(reviewMark(5, o), "mistake");
  EXPECT_STREQ(reviewMark(10, o), "blunder");
  EXPECT_EQ(reviewMark(10, o, 5.5), nullptr);  // not told apart from the played move by the dealings
}
