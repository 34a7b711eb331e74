// The page API's arguments (src/render/table/page_args.h), natively: each call's JSON read into
// typed values, and bad input refused as data (a reason, and the words the page has always been
// given), never thrown. The calls themselves (app/page_api*.cpp) run in the browser tests.
#include "render/table/page_args.h"

#include <gtest/gtest.h>

#include <ostream>

#include "engine/languages.h"

using namespace carc;
using namespace carc::render;

namespace carc::render {
// A failed expectation names the reason, not its bytes.
void PrintTo(ArgProblem p, std::ostream* os) {
  static const char* const names[] = {
      "None",      "Malformed",  "NotAPlayerList",  "UnknownBot", "UnknownStep", "UnknownLanguage",
      "NoStrings", "BadStrings", "RequestTooLarge", "NotARequest"};
  *os << names[int(p)];
}
}  // namespace carc::render

namespace {

TEST(PageArgs, RequestNamesItsCallAndArgument) {
  Parsed<PageRequest> r = parsePageRequest(R"({"call": "step", "arg": "forward"})");
  ASSERT_TRUE(r.ok()) << r.refused.text;
  EXPECT_EQ(r.value.call, "step");
  EXPECT_EQ(r.value.arg, "forward");
  r = parsePageRequest(R"({"call": "state"})");
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r.value.arg.is_null());
}

TEST(PageArgs, RequestThatIsNoObjectOrTooLargeIsRefused) {
  Parsed<PageRequest> r = parsePageRequest("[1, 2]");
  EXPECT_EQ(r.refused.problem, ArgProblem::NotARequest);
  EXPECT_EQ(r.refused.text, "request is not a JSON object");
  EXPECT_EQ(parsePageRequest("{not json").refused.problem, ArgProblem::NotARequest);
  std::string big = R"({"call": "play", "arg": ")" + std::string(1u << 20, 'x') + R"("})";
  r = parsePageRequest(big);
  EXPECT_EQ(r.refused.problem, ArgProblem::RequestTooLarge);
  EXPECT_EQ(r.refused.text, "request too large");
  r = parsePageRequest(R"({"call": 7})");  // a call that is not a name: nlohmann's words, as before
  EXPECT_EQ(r.refused.problem, ArgProblem::Malformed);
  EXPECT_NE(r.refused.text.find("type must be string"), std::string::npos) << r.refused.text;
}

TEST(PageArgs, NewGameDefaultsToYouAndTwoGreedyBots) {
  Parsed<NewGameOptions> g = parseNewGame(json());
  ASSERT_TRUE(g.ok()) << g.refused.text;
  ASSERT_EQ(g.value.seats.size(), 3u);
  EXPECT_EQ(g.value.seats[0].name, "You");
  EXPECT_EQ(g.value.seats[0].bot, "");
  EXPECT_EQ(g.value.seats[1].name, "Ada");
  EXPECT_EQ(g.value.seats[1].bot, "greedy");
  EXPECT_EQ(g.value.seats[2].bot, "greedy");
  EXPECT_EQ(g.value.seats[1].colour, defaultColour(1));
  EXPECT_EQ(g.value.seed, 1u);
  EXPECT_TRUE(g.value.sets.empty());
}

TEST(PageArgs, NewGameReadsPlayersSetsSeedAndOptions) {
  Parsed<NewGameOptions> g = parseNewGame(json::parse(R"({"players": 4, "sets": ["winter", "river"], "seed": 42,
                                                          "options": {"ferries_edition": 3}})"));
  ASSERT_TRUE(g.ok()) << g.refused.text;
  ASSERT_EQ(g.value.seats.size(), 4u);
  EXPECT_EQ(g.value.seats[3].name, defaultName(3));
  EXPECT_EQ(g.value.seats[3].bot, "greedy");
  EXPECT_EQ(g.value.sets, (std::vector<std::string>{"winter", "river"}));
  EXPECT_EQ(g.value.seed, 42u);
  EXPECT_EQ(g.value.options["ferries_edition"], 3);
  // An object seat without a bot is a person; a bot named is that bot; null keeps the default name.
  g = parseNewGame(json::parse(R"({"players": [{"name": "Cleo"}, {"name": "Dirk", "bot": "mcts"}, null]})"));
  ASSERT_TRUE(g.ok()) << g.refused.text;
  EXPECT_EQ(g.value.seats[0].name, "Cleo");
  EXPECT_EQ(g.value.seats[0].bot, "");
  EXPECT_EQ(g.value.seats[1].bot, "mcts");
  EXPECT_EQ(g.value.seats[2].name, defaultName(2));
  EXPECT_EQ(g.value.seats[2].bot, "greedy");
}

TEST(PageArgs, NewGameRefusesAnUnknownBotNamingTheBots) {
  Parsed<NewGameOptions> g = parseNewGame(json::parse(R"({"players": ["You", {"name": "X", "bot": "expert"}]})"));
  EXPECT_EQ(g.refused.problem, ArgProblem::UnknownBot);
  EXPECT_EQ(g.refused.text, "unknown bot 'expert' (the bots are greedy, mcts, mcts-strong, random; null for a human)");
}

TEST(PageArgs, NewGameRefusesPlayersThatAreNoListAndSetsOfTheWrongKind) {
  Parsed<NewGameOptions> g = parseNewGame(json::parse(R"({"players": "three"})"));
  EXPECT_EQ(g.refused.problem, ArgProblem::NotAPlayerList);
  EXPECT_EQ(g.refused.text, "players must be a list or a number");
  g = parseNewGame(json::parse(R"({"sets": "winter"})"));
  EXPECT_EQ(g.refused.problem, ArgProblem::Malformed);
  EXPECT_NE(g.refused.text.find("type must be array"), std::string::npos) << g.refused.text;
  g = parseNewGame(json::parse(R"({"players": [{"name": 5}]})"));
  EXPECT_EQ(g.refused.problem, ArgProblem::Malformed);
}

TEST(PageArgs, DemoStepByWordOrNumber) {
  EXPECT_EQ(parseDemoStep("start", 3, 7).value, 0);
  EXPECT_EQ(parseDemoStep("back", 3, 7).value, 2);
  EXPECT_EQ(parseDemoStep("forward", 3, 7).value, 4);
  EXPECT_EQ(parseDemoStep("end", 3, 7).value, 7);
  EXPECT_EQ(parseDemoStep(5, 3, 7).value, 5);
  Parsed<int> p = parseDemoStep("sideways", 3, 7);
  EXPECT_EQ(p.refused.problem, ArgProblem::UnknownStep);
  EXPECT_EQ(p.refused.text, "step: start, back, forward, end or a step number");
  EXPECT_EQ(parseDemoStep(2.5, 3, 7).refused.problem, ArgProblem::UnknownStep);
}

TEST(PageArgs, SetLanguageTakesACodeOrTables) {
  Parsed<LanguageArg> l = parseSetLanguage("nl");
  ASSERT_TRUE(l.ok());
  EXPECT_EQ(l.value.lang, "nl");
  EXPECT_FALSE(l.value.hasStrings);
  l = parseSetLanguage(json::parse(R"({"lang": "de", "strings": {"Undo": "Rückgängig"}})"));
  ASSERT_TRUE(l.ok());
  EXPECT_EQ(l.value.lang, "de");
  EXPECT_TRUE(l.value.hasStrings);
  EXPECT_EQ(l.value.strings["Undo"], "Rückgängig");
  l = parseSetLanguage("xx");
  EXPECT_EQ(l.refused.problem, ArgProblem::UnknownLanguage);
  EXPECT_EQ(l.refused.text, "language: " + languageCodesInWords());
  EXPECT_EQ(parseSetLanguage(json()).refused.problem, ArgProblem::UnknownLanguage);
}

TEST(PageArgs, BotDelayAndSquareAreNumbers) {
  EXPECT_EQ(parseBotDelay(250).value, 250.0);
  Parsed<double> d = parseBotDelay("fast");
  EXPECT_EQ(d.refused.problem, ArgProblem::Malformed);
  EXPECT_NE(d.refused.text.find("type must be number"), std::string::npos) << d.refused.text;
  Parsed<std::pair<int, int>> at = parseSquare(json::array({2, -1}));
  ASSERT_TRUE(at.ok());
  EXPECT_EQ(at.value, std::make_pair(2, -1));
  EXPECT_EQ(parseSquare(json::array({2})).refused.problem, ArgProblem::Malformed);
  EXPECT_EQ(parseSquare(json()).refused.problem, ArgProblem::Malformed);
}

TEST(PageArgs, EmbedAndKeepNowAreFlags) {
  EXPECT_TRUE(parseEmbed(true));
  EXPECT_FALSE(parseEmbed(1));
  EXPECT_FALSE(parseEmbed(json()));
  EXPECT_TRUE(parseKeepNow(json::parse(R"({"now": true})")).value);
  EXPECT_FALSE(parseKeepNow(json()).value);
  EXPECT_EQ(parseKeepNow(json::parse(R"({"now": "yes"})")).refused.problem, ArgProblem::Malformed);
}

TEST(PageArgs, EditorLanguageWantsAnotherLanguageAndAGoodTable) {
  Parsed<EditorLanguageArg> l = parseEditorLanguage(json::parse(R"({"lang": "fr", "strings": {"Undo": "Annuler"}})"));
  ASSERT_TRUE(l.ok()) << l.refused.text;
  EXPECT_EQ(l.value.lang, "fr");
  EXPECT_EQ(l.value.strings["Undo"], "Annuler");
  l = parseEditorLanguage(json::parse(R"({"lang": "en", "strings": {}})"));
  EXPECT_EQ(l.refused.problem, ArgProblem::UnknownLanguage);
  EXPECT_EQ(l.refused.text, "editorLanguage: a language other than en");
  l = parseEditorLanguage(json::parse(R"({"lang": "nl"})"));
  EXPECT_EQ(l.refused.problem, ArgProblem::NoStrings);
  EXPECT_EQ(l.refused.text, "editorLanguage: strings");
  // A translation whose placeholder differs from its phrase's: the table is refused whole.
  l = parseEditorLanguage(json::parse(R"({"lang": "nl", "strings": {"{name} scores": "{naam} scoort"}})"));
  EXPECT_EQ(l.refused.problem, ArgProblem::BadStrings);
  EXPECT_EQ(l.refused.text.rfind("editorLanguage: ", 0), 0u) << l.refused.text;
}

TEST(PageArgs, EditorTextsDefaultToTheTitle) {
  Parsed<StepTextsArg> t = parseEditorTexts(json::parse(R"({"step": 2, "texts": {"nl": "Hallo"}})"));
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t.value.step, 2);
  EXPECT_EQ(t.value.texts["nl"], "Hallo");
  t = parseEditorTexts(json());
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t.value.step, -1);
  EXPECT_TRUE(t.value.texts.is_null());
  EXPECT_EQ(parseEditorTexts(json::parse(R"({"step": "two"})")).refused.problem, ArgProblem::Malformed);
}

TEST(PageArgs, OnlineViewReadsViewSeatAndNames) {
  Parsed<OnlineViewArg> v = parseOnlineView(json::parse(R"({"view": {"steps": 3}, "seat": 1, "names": ["Ann", 7]})"));
  ASSERT_TRUE(v.ok()) << v.refused.text;
  EXPECT_EQ(v.value.view["steps"], 3);
  EXPECT_EQ(v.value.seat, 1);
  EXPECT_EQ(v.value.names, (std::vector<std::string>{"Ann", ""}));
  v = parseOnlineView(json::object());
  ASSERT_TRUE(v.ok());
  EXPECT_EQ(v.value.seat, -1);  // watching
  EXPECT_TRUE(v.value.view.is_null());
  EXPECT_EQ(parseOnlineView(json::array()).refused.problem, ArgProblem::Malformed);
  EXPECT_EQ(parseOnlineView(json::parse(R"({"seat": "one"})")).refused.problem, ArgProblem::Malformed);
}

}  // namespace
