// The scoring log's lines (src/render/game/log_lines.h) natively: each score comes right after the
// turn that made it, the end of the game's scores after the last turn.
#include "render/game/log_lines.h"

#include <gtest/gtest.h>

#include "engine/assets_dir.h"
#include "render/words/i18n.h"
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
  // The same order in every language the page speaks (issue 45: "the log's order in every language").
  std::vector<std::string> english;
  for (const char* lang : {"en", "nl", "fr", "de"}) {
    std::string table = std::string(lang) == "en"
                            ? "{}"
                            : carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/../web/i18n/" + lang + ".json");
    ASSERT_TRUE(setTranslations(lang, table).why.empty()) << lang;
    std::vector<LogLine> lines = logLines(t);
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(lines.front().move) << lang << ": the first line is the first turn: " << lines.front().text;
    if (english.empty()) {
      for (const LogLine& line : lines) english.push_back(line.text);
    } else {
      ASSERT_EQ(lines.size(), english.size()) << lang;
      EXPECT_NE(lines.front().text, english.front()) << lang << ": the turn in the reader's words";
    }
    // The lines that are neither a turn nor a note are the scores, in the engine's order.
    int turns = 0;
    size_t score = 0;
    for (const LogLine& line : lines) {
      if (line.move) {
        ++turns;
        continue;
      }
      if (line.note) continue;
      ASSERT_LT(score, events.size()) << lang;
      const ScoreEvent& e = events[score++];
      if (e.move >= 0)
        EXPECT_EQ(turns, e.move + 1) << lang << ": score " << score - 1 << " (" << line.text << ") after turn "
                                     << e.move + 1;
      else
        EXPECT_EQ(turns, t.state().turn())
            << lang << ": the end of the game's score " << line.text << " after the last turn";
    }
    EXPECT_EQ(score, events.size()) << lang;
    EXPECT_EQ(turns, t.state().turn()) << lang;
  }
  ASSERT_TRUE(setTranslations("en", "{}").why.empty());
}

// A builder's double turn (Traders & Builders): both parts are Red's, and the log says so; the
// turn after it is Blue's (seats do not simply take turns in order).
TEST(LogLinesTest, ABuildersSecondPartIsTheSamePlayers) {
  std::string why;
  ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  json scenario = json::parse(R"({"format": "carcassonne-scenario/1", "sets": ["base", "traders"],
    "players": ["Red", "Blue"],
    "board": [{"tile": "base/D", "at": [0, 0], "rot": 0, "meeples": [{"player": 0, "on": "road E"},
               {"player": 0, "on": "road E", "figure": "builder"}]},
              {"tile": "base/W", "at": [-1, 0], "rot": 0}]})");
  Table t;
  ASSERT_TRUE(t.loadScenario(scenario, &why)) << why;
  // Red extends the builder's road, takes the second tile and plays it; then Blue plays.
  for (const char* move : {R"({"tile": "base/U", "at": [1, 0], "rot": 0, "meeple": null})",
                           R"({"tile": "base/U", "at": [2, 0], "rot": 0, "meeple": null})",
                           R"({"tile": "base/U", "at": [3, 0], "rot": 0, "meeple": null})"}) {
    ASSERT_TRUE(t.playJson(json::parse(move), &why)) << move << ": " << why;
    if (t.state().step() == Step::Module) ASSERT_TRUE(t.playJson(t.game().legalMovesJson()[0], &why)) << why;
  }
  std::vector<std::string> turns;
  for (const LogLine& line : logLines(t))
    if (line.move) turns.push_back(line.text);
  ASSERT_EQ(turns.size(), 3u);
  EXPECT_NE(turns[0].find("Red"), std::string::npos) << turns[0];
  EXPECT_NE(turns[1].find("Red"), std::string::npos) << turns[1];
  EXPECT_NE(turns[2].find("Blue"), std::string::npos) << turns[2];
}

// A module's steps are in the log too: the turn that moved the gingerbread man, or a ferry, says
// so after its tile (issue 45: the log had only tiles and meeples). Each ruling is loaded into a
// table and its moves played one by one.
std::vector<std::string> turnLinesOf(const std::string& ruling) {
  std::string why, text;
  EXPECT_TRUE(carc::testing::handOverSets(&why)) << why;
  EXPECT_TRUE(readFile(std::string(CARC_RULINGS_DIR) + "/" + ruling, text, 1 << 20)) << ruling;
  json scenario = json::parse(text);
  json moves = scenario["moves"];
  scenario.erase("moves");
  scenario.erase("expect");
  Table t;
  EXPECT_TRUE(t.loadScenario(scenario, &why)) << why;
  for (json m : moves) {
    if (!m.contains("meeple")) m["meeple"] = nullptr;  // a whole turn, as the ruling plays it
    EXPECT_TRUE(t.playJson(m, &why)) << m.dump() << ": " << why;
  }
  std::vector<std::string> turns;
  for (const LogLine& line : logLines(t))
    if (line.move) turns.push_back(line.text);
  return turns;
}

TEST(LogLinesTest, TheGingerbreadMansMoveIsInItsTurn) {
  std::vector<std::string> turns = turnLinesOf("gingerbread-example-1-leaving-pays-knights.json");
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_NE(turns[0].find("the gingerbread man moves to"), std::string::npos) << turns[0];
}

TEST(LogLinesTest, AFerryMovedIsInItsTurn) {
  std::vector<std::string> turns = turnLinesOf("ferries-ferry-move-completes-a-road.json");
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_NE(turns[0].find("the ferry on the lake"), std::string::npos) << turns[0];
  EXPECT_NE(turns[0].find("south"), std::string::npos) << turns[0];
}

// The Princess & the Dragon (§4.2): the dragon's steps go round the table; the log names each
// step another player made ("Blue moves the dragon: it now stands …"), after the turn's own line.
TEST(LogLinesTest, TheDragonStepsOfOtherPlayersAreTheirs) {
  std::string why;
  ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  json scenario = json::parse(R"({"format": "carcassonne-scenario/1", "sets": ["base", "princess"],
    "players": ["Red", "Blue", "Green"],
    "board": [{"tile": "base/B", "at": [0, 0], "rot": 0, "dragon": true},
              {"tile": "base/B", "at": [1, 0], "rot": 0}, {"tile": "base/B", "at": [2, 0], "rot": 0},
              {"tile": "base/U", "at": [3, 0], "rot": 90}, {"tile": "base/U", "at": [4, 0], "rot": 90},
              {"tile": "base/B", "at": [5, 0], "rot": 0}, {"tile": "base/U", "at": [6, 0], "rot": 90}]})");
  Table t;
  ASSERT_TRUE(t.loadScenario(scenario, &why)) << why;
  ASSERT_TRUE(t.playJson(json::parse(R"({"tile": "princess/P13", "at": [-1, 0], "rot": 0, "meeple": null,
    "dragon": [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]]})"),
                         &why))
      << why;
  std::vector<std::string> texts;
  for (const LogLine& line : logLines(t)) texts.push_back(line.text);
  ASSERT_EQ(texts.size(), 5u);
  EXPECT_NE(texts[0].find("Red places a tile"), std::string::npos) << texts[0];
  // Each step with where the dragon now stands (b40's screenshots: "Bruno moves the dragon" three times).
  EXPECT_EQ(texts[1], "Blue moves the dragon: it now stands 2 squares east of the start tile");
  EXPECT_EQ(texts[2], "Green moves the dragon: it now stands 3 squares east of the start tile");
  EXPECT_EQ(texts[3], "Blue moves the dragon: it now stands 5 squares east of the start tile");
  EXPECT_EQ(texts[4], "Green moves the dragon: it now stands 6 squares east of the start tile");
}

}  // namespace
