// The table natively (src/render/table/): the seats and who sits at them (a person, a bot
// thinking in slices, a seat whose moves arrive from elsewhere), the demo player, saving and
// resuming, undo. The same code the page runs, without Dear ImGui or the browser.
#include "render/table/table.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/seat_lists.h"
#include "render/table/remote_player.h"
#include "render/table/set_index.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

// What the shell hands over before the app starts: the set index and every set's manifest.
class TableTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  }

  static NewGameOptions seats(std::vector<std::string> bots, uint64_t seed = 7) {
    NewGameOptions o;
    for (size_t i = 0; i < bots.size(); ++i)
      o.seats.push_back(Seat{defaultName(int(i)), defaultColour(int(i)), bots[i]});
    o.seed = seed;
    return o;
  }

  // Frames of a fake clock until the game is over or `frames` have passed.
  static int runFrames(Table& t, int frames) {
    double now = 0;
    int n = 0;
    while (n < frames && !t.state().over()) {
      t.tickBots(now);
      now += 16;
      ++n;
    }
    return n;
  }
};

TEST_F(TableTest, BotsPlayAGameToTheEndInSlices) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"greedy", "random"}), &why)) << why;
  EXPECT_TRUE(t.isGameInProgress());
  EXPECT_FALSE(t.humanToMove());
  t.setBotDelay(0);
  runFrames(t, 20000);
  ASSERT_TRUE(t.state().over());
  EXPECT_EQ(t.state().bag().size(), 0u);
  EXPECT_FALSE(t.botThinking());
  // Only the greedy bot thinks in slices (the random bot chooses at once); each slice is counted.
  EXPECT_GT(t.botStats().decisions, 0);
  EXPECT_GE(t.botStats().slices, long(t.botStats().decisions));
  long counted = 0;
  for (long n : t.botStats().sliceHistogram) counted += n;
  EXPECT_EQ(counted, t.botStats().slices);
  // One score entry a turn for the chart, the last one the final scores.
  EXPECT_EQ(t.scoreHistory().size(), size_t(t.state().turn()) + 1);
  EXPECT_EQ(t.scoreHistory().back(), t.state().scores());
}

TEST_F(TableTest, ABotWaitsForItsPauseBeforeItMoves) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"random", ""}), &why)) << why;
  t.setBotDelay(700);
  t.tickBots(0);
  EXPECT_TRUE(t.botThinking());
  t.tickBots(600);
  EXPECT_EQ(t.game().actions().size(), 0u) << "moved before the pause was over";
  t.tickBots(701);
  EXPECT_EQ(t.game().actions().size(), 1u);
}

// A bot that has chosen and only pauses so its move can be watched says until when: the page then
// draws a frame when the pause ends instead of every frame of it. Thinking or a person: 0.
TEST_F(TableTest, ABotPausingSaysWhenItWillMove) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"random", ""}), &why)) << why;
  EXPECT_EQ(t.botPausedUntilMs(), 0) << "nobody has been asked to move yet";
  t.setBotDelay(700);
  t.tickBots(100);
  EXPECT_EQ(t.botPausedUntilMs(), 800) << "the tile after the delay";
  t.tickBots(801);
  ASSERT_EQ(t.game().actions().size(), 1u);
  t.tickBots(900);
  EXPECT_EQ(t.botPausedUntilMs(), 1250) << "the meeple step after half the delay";
  t.tickBots(1250);
  while (t.state().currentPlayer() == 0 && !t.state().over()) t.tickBots(1e9);
  EXPECT_EQ(t.botPausedUntilMs(), 0) << "a person to move";
}

TEST_F(TableTest, APersonPlaysThroughTheTableAndARefusalChangesNothing) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", "greedy"}), &why)) << why;
  ASSERT_TRUE(t.humanToMove());
  int revision = t.revision();
  t.tickBots(0);  // a person's seat is never asked to move
  EXPECT_EQ(t.game().actions().size(), 0u);
  EXPECT_FALSE(t.playJson(json{{"tile", "nope"}, {"at", {50, 50}}, {"rot", 0}}, &why));
  EXPECT_FALSE(why.empty());
  EXPECT_EQ(t.revision(), revision);
  json legal = t.legalMovesJson();
  ASSERT_FALSE(legal.empty());
  ASSERT_TRUE(t.playJson(legal[0], &why)) << why;
  EXPECT_GT(t.revision(), revision);
  EXPECT_EQ(t.stateJson()["step"], "meeple");
  // Undo goes back to the start of the person's turn.
  ASSERT_TRUE(t.undoHuman());
  EXPECT_EQ(t.game().actions().size(), 0u);
  EXPECT_TRUE(t.humanToMove());
}

TEST_F(TableTest, APositionShownToLookAtHasNobodyToMove) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", ""}), &why)) << why;
  const Game g = t.game();
  const json scenario = {{"players", {"Anna", "Bruno"}}};
  t.showPosition(g, scenario);  // the editor's Record stage: its seats play
  EXPECT_TRUE(t.humanToMove());
  t.showPosition(g, scenario, /*toPlay=*/false);  // its Publish stage: looked at only
  EXPECT_FALSE(t.humanToMove());
  ASSERT_TRUE(t.newGame(seats({"", "greedy"}), &why)) << why;  // anything loaded next is played again
  EXPECT_TRUE(t.humanToMove());
}

TEST_F(TableTest, ARemoteSeatsMovesArriveAndRefusalsGoBackToIt) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", ""}), &why)) << why;
  std::vector<std::pair<int, json>> heard;
  t.setMoveListener([&](int seat, const json& step, int) { heard.push_back({seat, step}); });
  RemotePlayer* remote = t.makeRemote(1);
  ASSERT_NE(remote, nullptr);
  EXPECT_EQ(t.player(1)->kind(), Player::Kind::Remote);
  EXPECT_EQ(t.makeRemote(2), nullptr);

  // The person at this screen plays a whole turn; the listener hears its steps.
  json turn = t.legalMovesJson()[0];
  turn["meeple"] = nullptr;
  ASSERT_TRUE(t.playJson(turn, &why)) << why;
  ASSERT_EQ(t.state().currentPlayer(), 1);
  ASSERT_EQ(heard.size(), 2u);
  EXPECT_EQ(heard[0].first, 0);
  EXPECT_EQ(heard[0].second["at"], turn["at"]);
  EXPECT_FALSE(t.humanToMove()) << "the remote seat is not played from this screen";

  // Nothing has arrived: the table waits.
  t.tickBots(0);
  EXPECT_EQ(t.state().currentPlayer(), 1);
  // A move that is not legal is refused by the engine, changes nothing and goes back as data.
  size_t steps = t.game().actions().size();
  remote->arrive(json{{"tile", t.stateJson()["tile"]}, {"at", {40, 40}}, {"rot", 0}});
  t.tickBots(16);
  EXPECT_EQ(t.game().actions().size(), steps);
  std::vector<Refusal> refused = remote->takeRefusals();
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_FALSE(refused[0].english().empty());
  EXPECT_TRUE(remote->takeRefusals().empty());
  // Its legal turn, arriving in two steps, is applied in one frame.
  json place = t.legalMovesJson()[0];
  remote->arrive(place);
  remote->arrive(json{{"meeple", nullptr}});
  t.tickBots(32);
  EXPECT_EQ(remote->waiting(), 0u);
  EXPECT_TRUE(remote->takeRefusals().empty());
  EXPECT_EQ(t.state().currentPlayer(), 0);
  EXPECT_TRUE(t.humanToMove());
  ASSERT_EQ(heard.size(), 4u);
  EXPECT_EQ(heard[2].first, 1);
  EXPECT_EQ(heard[3].second["meeple"], nullptr);
}

TEST_F(TableTest, AGameInProgressIsSavedAndResumedWithItsSeats) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", "mcts", "random"}, 11), &why)) << why;
  json turn = t.legalMovesJson()[0];
  turn["meeple"] = nullptr;
  ASSERT_TRUE(t.playJson(turn, &why)) << why;
  json saved = t.saveJson();

  Table back;
  ASSERT_TRUE(back.loadScenario(saved, &why)) << why;
  EXPECT_TRUE(back.isGameInProgress());
  ASSERT_EQ(back.seats().size(), 3u);
  for (size_t p = 0; p < 3; ++p) {
    EXPECT_EQ(back.seats()[p].name, t.seats()[p].name);
    EXPECT_EQ(back.seats()[p].colour, t.seats()[p].colour);
    EXPECT_EQ(back.seats()[p].bot, t.seats()[p].bot);
  }
  EXPECT_EQ(back.player(1)->kind(), Player::Kind::Bot);
  EXPECT_EQ(back.stateJson(), t.stateJson());
  EXPECT_EQ(back.saveJson(), saved);
  // A bot the page does not have is refused before anything changes.
  saved["seats"][1]["bot"] = "chess";
  EXPECT_FALSE(back.loadScenario(saved, &why));
  EXPECT_NE(why.find("unknown bot"), std::string::npos) << why;
  EXPECT_EQ(back.seats()[1].bot, "mcts");
}

TEST_F(TableTest, ADemoStepsThroughItsMovesToItsFinalScores) {
  json index = json::parse(carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/scenarios/index.json"));
  ASSERT_FALSE(index["demos"].empty());
  for (const json& demo : index["demos"]) {
    SCOPED_TRACE(demo["file"].get<std::string>());
    json scenario = json::parse(
        carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/scenarios/" + demo["file"].get<std::string>()));
    Table t;
    std::string why;
    ASSERT_TRUE(t.loadDemo(scenario, &why)) << why;
    EXPECT_TRUE(t.demoActive());
    EXPECT_FALSE(t.isGameInProgress());
    EXPECT_FALSE(t.humanToMove()) << "a demo plays its own moves";
    EXPECT_FALSE(t.demoText().empty());
    ASSERT_TRUE(t.demoStepTo(t.demoSteps()));
    EXPECT_EQ(json(t.state().scores()), demo["final_scores"]);
    // Back to the start: the position before the first move again.
    ASSERT_TRUE(t.demoStepTo(0));
    EXPECT_EQ(t.game().actions().size(), 0u);
    for (int p = 0; p < t.state().players(); ++p) EXPECT_EQ(t.player(p)->kind(), Player::Kind::Person);
  }
}

TEST_F(TableTest, ADemoNamesTheSquaresItsMovesTake) {
  auto demo = [](const std::string& file) {
    return json::parse(carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/scenarios/" + file));
  };
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", "greedy"}), &why)) << why;
  EXPECT_TRUE(t.demoSquares().empty()) << "a game is no demo";
  ASSERT_TRUE(t.loadDemo(demo("ferries-moved-ferry-reopens-a-road.json"), &why)) << why;
  using Squares = std::vector<std::pair<int, int>>;
  EXPECT_EQ(t.demoSquares(), (Squares{{2, 0}, {3, 0}, {4, 0}}));
  ASSERT_TRUE(t.demoStepTo(2));
  EXPECT_EQ(t.demoSquares(), (Squares{{2, 0}, {3, 0}, {4, 0}})) << "every move's, wherever the demo stands";
  ASSERT_TRUE(t.loadDemo(demo("signposts-roundabout.json"), &why)) << why;
  EXPECT_TRUE(t.demoSquares().empty()) << "a demo without moves";
  ASSERT_TRUE(t.newGame(seats({"", "greedy"}), &why)) << why;
  EXPECT_TRUE(t.demoSquares().empty()) << "the demo is gone";
}

TEST_F(TableTest, ADemoPutsItsLabelsOnTheFeaturesTheyName) {
  json scenario = json::parse(
      carc::testing::fileText(std::string(CARC_ASSETS_DIR) + "/scenarios/ferries-moved-ferry-reopens-a-road.json"));
  // Its own label A on the road of the tile north of the start; one on a tile its last move places,
  // and one on a feature that tile has not (a malformed one the loader refuses).
  scenario["labels"].push_back({{"at", {4, 0}}, {"on", "road W"}, {"text", "B"}});
  scenario["labels"].push_back({{"at", {4, 0}}, {"on", "city N"}, {"text", "C"}});
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", "greedy"}), &why)) << why;
  EXPECT_TRUE(t.demoLabels().empty()) << "a game is no demo";
  ASSERT_TRUE(t.loadDemo(scenario, &why)) << why;
  auto where = [&](const PlacedLabel& l) {
    const PlacedTile& pt = t.state().tiles()[size_t(l.tile)];
    return std::make_tuple(l.text, pt.x, pt.y, t.state().catalog().types[pt.type].segmentName(l.seg, pt.rot));
  };
  ASSERT_EQ(t.demoLabels().size(), 1u) << "B's tile comes with the last move";
  EXPECT_EQ(where(t.demoLabels()[0]), std::make_tuple(std::string("A"), 0, 1, std::string("road N")));
  ASSERT_TRUE(t.demoStepTo(t.demoSteps()));
  ASSERT_EQ(t.demoLabels().size(), 2u);
  EXPECT_EQ(where(t.demoLabels()[1]), std::make_tuple(std::string("B"), 4, 0, std::string("road W")));
}

TEST_F(TableTest, ADemoWithOnlyAnEnglishTitleShowsItInEveryLanguage) {
  // As the editor writes one: explanations in English, "" where it was given no text (issue 45:
  // other languages showed "Scenario").
  json scenario =
      json::parse(R"({"sets": ["base"], "players": ["Red", "Blue"], "board": [{"tile": "base/D", "at": [0, 0]}],
    "explanations": {"en": {"title": "My road", "steps": ["A road."]}, "de": {"title": "", "steps": [""]}}})");
  Table t;
  std::string why;
  ASSERT_TRUE(t.loadDemo(scenario, &why)) << why;
  for (const char* lang : {"en", "de", "fr", "nl"}) {
    t.setLanguage(lang);
    EXPECT_EQ(t.demoTitle(), "My road") << lang;
  }
  scenario["explanations"]["fr"] = {{"title", "Ma route"}};
  ASSERT_TRUE(t.loadDemo(scenario, &why)) << why;
  t.setLanguage("fr");
  EXPECT_EQ(t.demoTitle(), "Ma route");
}

TEST_F(TableTest, ClearLeavesNoGame) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"", "greedy"}), &why)) << why;
  t.clear();
  EXPECT_FALSE(t.active());
  EXPECT_EQ(t.player(0), nullptr);
  EXPECT_FALSE(t.botThinking());
  t.tickBots(0);  // nothing to do, no crash
}

}  // namespace

// §4.2 (The Princess & the Dragon): each dragon step is the next player's. Red (a person here)
// places the dragon tile and makes the first step; the second is Blue's, a bot seat: the table
// waits for no one here and Blue's bot makes it, onto Red's monk rather than its own.
TEST_F(TableTest, ABotSeatMakesItsOwnDragonStep) {
  Table t;
  std::string why;
  json scenario = json::parse(R"({"sets": ["base", "princess"], "players": ["Red", "Blue", "Green"],
    "seats": [{"bot": null, "colour": "#d63031"}, {"bot": "greedy", "colour": "#0984e3"},
              {"bot": null, "colour": "#00b894"}],
    "board": [{"tile": "base/B", "at": [0, 0], "rot": 0, "dragon": true},
              {"tile": "base/B", "at": [1, 0], "rot": 0},
              {"tile": "base/B", "at": [1, -1], "rot": 0, "meeples": [{"player": 1, "on": "monastery"}]},
              {"tile": "base/B", "at": [1, 1], "rot": 0, "meeples": [{"player": 0, "on": "monastery"}]}],
    "tile": "princess/P13"})");
  ASSERT_TRUE(t.loadScenario(scenario, &why)) << why;
  std::vector<std::pair<int, json>> heard;
  t.setMoveListener([&](int seat, const json& step, int) { heard.push_back({seat, step}); });
  ASSERT_TRUE(t.humanToMove());
  // Red: the tile, no meeple, no fairy, then the dragon's first step to (1,0).
  ASSERT_TRUE(t.play(carc::testing::placeAt(-1, 0, 0), &why)) << why;
  Action none;
  none.kind = Action::NoMeeple;
  ASSERT_TRUE(t.play(none, &why)) << why;
  std::vector<Action> legal;
  while (t.state().step() == Step::Module && t.state().actingPlayer() == 0) {
    t.state().legalActions(legal);
    Action pick = legal.front();
    for (const Action& a : legal)
      if (a.a == 4 /* PrincessModule::kDragon */ && a.b == t.state().tileAt(1, 0)) pick = a;
    ASSERT_TRUE(t.play(pick, &why)) << why;
  }
  ASSERT_EQ(t.state().step(), Step::Module);
  EXPECT_EQ(t.state().currentPlayer(), 0);
  EXPECT_EQ(t.state().actingPlayer(), 1);
  EXPECT_FALSE(t.humanToMove()) << "Blue's step is Blue's bot's, not for the person at Red's seat";
  EXPECT_EQ(t.stateJson()["next"], 1);
  EXPECT_EQ(t.stateJson()["turn_of"], 0);
  size_t before = t.game().actions().size();
  t.setBotDelay(0);
  for (int frame = 0; frame < 200 && t.game().actions().size() == before; ++frame) t.tickBots(16.0 * frame);
  ASSERT_GT(t.game().actions().size(), before) << "Blue's bot did not make its dragon step";
  const Action& step = t.game().actions()[before];
  EXPECT_EQ(step.kind, Action::Module);
  EXPECT_EQ(step.b, t.state().tileAt(1, 1)) << "Blue's bot stepped onto its own monk";
  EXPECT_EQ(t.game().movers()[before], 1);
  ASSERT_GT(heard.size(), before);
  EXPECT_EQ(heard[before].first, 1) << "the step was told as Blue's";
  EXPECT_EQ(heard[before - 1].first, 0) << "Red's first step was told as Red's";
}

// The tiles a person has not seen placed (outlined on the board and by layout()): with the builder
// (Traders & Builders §2.3) a bot plays two tiles in one turn, and both are outlined. The seat of each
// placement comes from Game::movers(), not from counting turns round the table.
TEST_F(TableTest, TheTilesSinceAPersonsTurnCountABuildersSecondTile) {
  Table t;
  std::string why;
  json scenario =
      json::parse(carc::testing::fileText(std::string(CARC_RULINGS_DIR) + "/traders-e4-builder-double-turn.json"));
  scenario["moves"].erase(2);  // Red's two parts, then Blue's turn
  scenario.erase("expect");
  scenario["end"] = false;
  scenario["seats"] = json::parse(R"([{"bot": "greedy", "colour": "#d63031"}, {"bot": null, "colour": "#0984e3"}])");
  ASSERT_TRUE(t.loadScenario(scenario, &why)) << why;
  ASSERT_EQ(t.state().currentPlayer(), 1);
  ASSERT_TRUE(t.humanToMove());
  std::vector<int> since = t.tilesSincePerson();
  std::vector<int> want = {t.state().tileAt(1, 0), t.state().tileAt(2, 0)};
  EXPECT_EQ(since, want);
}

// The bot levels and colour words are one list, web/seats.json: the page's engine has it built in
// (engine/seat_lists.h), the server and web/online.js read the file. The page's levels are the
// file's, easiest first, and mean what players know them as; the palette names every colour.
TEST(SeatLists, ThePageHasTheLevelsAndColourWordsOfWebSeatsJson) {
  std::ifstream in(std::string(CARC_ASSETS_DIR) + "/../web/seats.json");
  ASSERT_TRUE(in) << "web/seats.json";
  json file = json::parse(in);
  std::vector<std::string> levels;
  for (const json& l : file["bot_levels"]) levels.push_back(l["bot"]);
  EXPECT_EQ(botNames(), levels);
  EXPECT_EQ(botNames(), (std::vector<std::string>{"greedy", "mcts", "mcts-strong", "random"}));
  std::vector<std::string> words;
  for (const BotLevel& l : botLevels()) words.push_back(l.words);
  EXPECT_EQ(words, (std::vector<std::string>{"Bot: easy", "Bot: normal", "Bot: strong", "Bot: random moves"}));
  ASSERT_NE(botLevel("mcts"), nullptr);
  ASSERT_NE(botLevel("mcts-strong"), nullptr);
  EXPECT_EQ(botLevel("mcts")->pageIterations, 3000) << "normal: 3,000 search iterations a move on the page";
  EXPECT_EQ(botLevel("mcts-strong")->pageThinkMs, 1000) << "strong: one second of thinking a move on the page";
  EXPECT_EQ(botLevel("mcts")->serverBudget, 1) << "normal: the server's budget";
  EXPECT_EQ(botLevel("mcts-strong")->serverBudget, 3) << "strong: three times the server's budget";
  EXPECT_EQ(botLevel("human"), nullptr);

  EXPECT_EQ(paletteWords(), file["palette_words"].get<std::vector<std::string>>());
  EXPECT_EQ(int(paletteWords().size()), paletteSize()) << "a colour word for each colour of the palette";
  for (const json& w : file["other_colour_words"]) EXPECT_TRUE(isColourWord(w.get<std::string>())) << w;
  EXPECT_TRUE(isColourWord("Pink"));
  EXPECT_FALSE(isColourWord("Ada"));
}

// A normal bot searches its level's iterations a move on the page, the same every time.
TEST_F(TableTest, ANormalBotSearchesItsLevelsIterationsAMove) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.newGame(seats({"mcts", ""}), &why)) << why;
  t.setBotDelay(0);
  double now = 0;
  while (t.game().actions().empty() && now < 1e7) t.tickBots(now += 16);
  ASSERT_FALSE(t.game().actions().empty());
  EXPECT_EQ(t.botStats().iterationsMax, (long long)botLevel("mcts")->pageIterations);
}

// A scenario's players named by the palette's colour words get those colours, whatever their order.
TEST_F(TableTest, PlayersNamedByPaletteWordsGetThoseColours) {
  Table t;
  std::string why;
  ASSERT_TRUE(t.loadScenario(json::parse(R"({"sets": ["base"], "players": ["Pink", "Blue"], "seed": 1})"), &why))
      << why;
  ASSERT_EQ(t.seats().size(), 2u);
  EXPECT_EQ(t.seats()[0].colour, defaultColour(5));
  EXPECT_EQ(t.seats()[1].colour, defaultColour(1));
}
