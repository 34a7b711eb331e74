// The scoring log's lines (src/render/game/log_lines.h) natively: each score comes right after the
// turn that made it, the end of the game's scores after the last turn.
#include "render/game/log_lines.h"

#include <gtest/gtest.h>

#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

TEST(LogLinesTest, EachScoreComesAfterTheTurnThatMadeIt) {
  std::string why;
  ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  NewGameOptions o;
  for (int i = 0; i < 2; ++i) o.seats.push_back(Seat{defaultName(i), defaultColour(i), "greedy"});
  o.seed = 7;
  Table t;
  ASSERT_TRUE(t.newGame(o, &why)) << why;
  ASSERT_EQ(t.game().initial().turn(), 0) << "a game from its first turn";
  t.setBotDelay(0);
  double now = 0;
  for (int frame = 0; frame < 20000 && !t.state().over(); ++frame, now += 16) t.tickBots(now);
  ASSERT_TRUE(t.state().over());
  const std::vector<ScoreEvent>& events = t.state().events();
  ASSERT_FALSE(events.empty());
  ASSERT_GE(events.front().move, 0) << "a score during the game";
  std::vector<LogLine> lines = logLines(t);
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(lines.front().move) << "the first line is the first turn: " << lines.front().text;
  // The lines that are neither a turn nor a note are the scores, in the engine's order.
  int turns = 0;
  size_t score = 0;
  for (const LogLine& line : lines) {
    if (line.move) {
      ++turns;
      continue;
    }
    if (line.note) continue;
    ASSERT_LT(score, events.size());
    const ScoreEvent& e = events[score++];
    if (e.move >= 0)
      EXPECT_EQ(turns, e.move + 1) << "score " << score - 1 << " (" << line.text << ") after turn " << e.move + 1;
    else
      EXPECT_EQ(turns, t.state().turn()) << "the end of the game's score " << line.text << " after the last turn";
  }
  EXPECT_EQ(score, events.size());
  EXPECT_EQ(turns, t.state().turn());
}

}  // namespace
