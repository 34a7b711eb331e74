// The UI's phrases (src/render/words/i18n.h): placeholders filled by name or number, never by printf, and
// translation tables checked when they are handed over, since an embedding page may send any.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "render/words/i18n.h"

using namespace carc::render;
using nlohmann::json;

namespace {

// Every test starts in English with no table.
struct Phrases : ::testing::Test {
  void SetUp() override { ASSERT_EQ(setTranslations("en", "{}").why, ""); }
  void TearDown() override { (void)setTranslations("en", "{}"); }
};

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST(Fill, NamedPlaceholders) {
  EXPECT_EQ(fill("Step {step} / {steps}", {{"step", 3}, {"steps", 12}}), "Step 3 / 12");
  EXPECT_EQ(fill("{player} is thinking...", {{"player", "Ada"}}), "Ada is thinking...");
  EXPECT_EQ(fill("{steps}: {step} of {steps}", {{"step", size_t(1)}, {"steps", std::string("2")}}), "2: 1 of 2");
  EXPECT_EQ(fill("no placeholder", {{"step", 1}}), "no placeholder");
}

TEST(Fill, PositionalPlaceholders) {
  EXPECT_EQ(fill("{0} scores {1}", "Ada", "4"), "Ada scores 4");
  EXPECT_EQ(fill("{1} before {0}, {0} again", "a", "b"), "b before a, a again");
  EXPECT_EQ(fill("[{2}]", "a"), "[]");     // {0}..{4} without a value are empty, as always
  EXPECT_EQ(fill("[{5}]", "a"), "[{5}]");  // not one of them
}

TEST(Fill, AValueIsShownAsWritten) {
  EXPECT_EQ(fill("{player} is thinking...", {{"player", "{steps}"}, {"steps", 9}}), "{steps} is thinking...");
  EXPECT_EQ(fill("{player}: place the tile", {{"player", "%n%s%08x%p"}}), "%n%s%08x%p: place the tile");
  EXPECT_EQ(fill("{0} and {1}", "{1}", "x"), "{1} and x");
  EXPECT_EQ(fill("%s %d %n {0}", "%999999999d"), "%s %d %n %999999999d");
}

TEST(Fill, BracesThatOpenNoPlaceholderStay) {
  EXPECT_EQ(fill("{nobody} {step}", {{"step", 1}}), "{nobody} 1");
  EXPECT_EQ(fill("{step", {{"step", 1}}), "{step");
  EXPECT_EQ(fill("step} {", {{"step", 1}}), "step} {");
  EXPECT_EQ(fill("{} { step } {st-ep}", {{"step", 1}}), "{} { step } {st-ep}");
  EXPECT_EQ(fill("{{step}}", {{"step", 1}}), "{1}");
  std::string longName = "{" + std::string(33, 'a') + "}";
  EXPECT_EQ(fill(longName, {{"step", 1}}), longName);
  EXPECT_EQ(fill("", {{"step", 1}}), "");
  EXPECT_EQ(fill("{", {}), "{");
}

TEST(Fill, PlaceholdersAreWhatFillReplaces) {
  EXPECT_EQ(placeholders("{b} {a} {b} { {c"), (std::vector<std::string>{"a", "b", "b"}));
  EXPECT_EQ(placeholders("{{0}} %d {x y}"), (std::vector<std::string>{"0"}));
  EXPECT_TRUE(placeholders("Tiles left in the bag").empty());
}

TEST_F(Phrases, AGoodTableIsTaken) {
  TableRefusal r = setTranslations("nl", R"({"Step {step} / {steps}": "Stap {step} van {steps}",
                                        "{player} is thinking...": "{player} denkt na..."})");
  EXPECT_EQ(r.why, "");
  EXPECT_EQ(r.text(), "");
  EXPECT_EQ(translationsLanguage(), "nl");
  EXPECT_EQ(fill(tr("Step {step} / {steps}"), {{"step", 2}, {"steps", 5}}), "Stap 2 van 5");
  EXPECT_STREQ(tr("Not translated"), "Not translated");
  // Placeholders in another order are the same placeholders.
  EXPECT_EQ(setTranslations("de", R"({"Step {step} / {steps}": "{steps}: {step}"})").why, "");
  EXPECT_EQ(translationsLanguage(), "de");
}

TEST_F(Phrases, PrintfInATranslationIsShownAsWritten) {
  ASSERT_EQ(setTranslations("nl", R"({"Step {step} / {steps}": "%s%s%s%n %08x %p %999999999d {step} {steps}"})").why,
            "");
  EXPECT_EQ(fill(tr("Step {step} / {steps}"), {{"step", 1}, {"steps", 2}}), "%s%s%s%n %08x %p %999999999d 1 2");
}

TEST_F(Phrases, ATableWithOtherPlaceholdersIsRefusedAndTheOldOneKept) {
  ASSERT_EQ(setTranslations("nl", R"({"Step {step} / {steps}": "Stap {step} / {steps}"})").why, "");
  for (const char* bad : {R"({"Step {step} / {steps}": "Stap {step}"})",                // one missing
                          R"({"Step {step} / {steps}": "Stap {step} / {steps} {n}"})",  // one more
                          R"({"Step {step} / {steps}": "Stap {step} / {step}"})",       // one twice
                          R"({"Step {step} / {steps}": "%s%s%s%n %08x %p {step}"})"}) {
    TableRefusal r = setTranslations("fr", bad);
    EXPECT_EQ(r.phrase, "Step {step} / {steps}") << bad;
    EXPECT_NE(r.why.find("placeholders"), std::string::npos) << r.why;
    EXPECT_NE(r.text().find("\"Step {step} / {steps}\""), std::string::npos) << r.text();
    EXPECT_EQ(translationsLanguage(), "nl");
    EXPECT_STREQ(tr("Step {step} / {steps}"), "Stap {step} / {steps}");
  }
  // The whole table goes, not only the bad entry.
  EXPECT_NE(setTranslations("fr", R"({"Autoplay": "Lecture auto", "{0} scores {1}": "{0} marque"})").why, "");
  EXPECT_STREQ(tr("Autoplay"), "Autoplay");
}

TEST_F(Phrases, ATranslationThatWouldChangeAWidgetsIdIsRefused) {
  // "##" starts a Dear ImGui id: "Place##x" would hide text or make two buttons one.
  TableRefusal r = setTranslations("de", R"({"Autoplay": "Auto##Undo"})");
  EXPECT_EQ(r.phrase, "Autoplay");
  EXPECT_NE(r.why.find("##"), std::string::npos) << r.why;
  EXPECT_EQ(translationsLanguage(), "en");
  EXPECT_EQ(setTranslations("de", R"({"Autoplay": "Automatisch"})").why, "");
}

TEST_F(Phrases, ATableThatIsNotAnObjectOfStringsIsRefused) {
  ASSERT_EQ(setTranslations("nl", R"({"Autoplay": "Automatisch"})").why, "");
  for (const char* bad :
       {R"({"Autoplay": 3})", R"({"Autoplay": null})", R"({"Autoplay": ["x"]})", R"({"Autoplay": {"%s": "x"}})",
        R"(["Autoplay"])", R"("Autoplay")", "3", "null", "{\"Autoplay\": ", "", "\"\\ud800\""}) {
    TableRefusal r = setTranslations("de", bad);
    EXPECT_NE(r.why, "") << bad;
    EXPECT_EQ(translationsLanguage(), "nl");
    EXPECT_STREQ(tr("Autoplay"), "Automatisch");
  }
  TableRefusal r = setTranslations("de", R"({"Autoplay": 3})");
  EXPECT_EQ(r.phrase, "Autoplay");
  EXPECT_EQ(r.why, "it is not a string");
}

TEST_F(Phrases, AnOversizeTableIsRefused) {
  std::string longPhrase(kMaxPhrase + 1, 'a');
  EXPECT_NE(setTranslations("nl", json{{longPhrase, "b"}}.dump()).why, "");
  TableRefusal r = setTranslations("nl", json{{"Autoplay", longPhrase}}.dump());
  EXPECT_EQ(r.phrase, "Autoplay");
  EXPECT_NE(r.why.find("longer"), std::string::npos);
  EXPECT_EQ(setTranslations("nl", json{{"Autoplay", std::string(kMaxPhrase, 'a')}}.dump()).why, "");
  (void)setTranslations("en", "{}");
  // More than 1 MB in all: as text, and as phrases of their greatest length.
  EXPECT_NE(setTranslations("nl", std::string(kMaxTable + 1, ' ') + "{}").why, "");
  json big = json::object();
  for (size_t i = 0; i <= kMaxTable / 2000; ++i)
    big[std::to_string(i) + std::string(1000, 'k')] = std::string(1000, 'v');
  EXPECT_NE(checkTranslations(big).why, "");
  json many = json::object();
  for (size_t i = 0; i <= kMaxPhrases; ++i) many[std::to_string(i)] = "x";
  EXPECT_NE(checkTranslations(many).why, "");
  EXPECT_EQ(translationsLanguage(), "en");
  // A shortened phrase in the message, cut between characters.
  std::string accents;
  for (int i = 0; i < 100; ++i) accents += "\xc3\xa9";  // é
  r = checkTranslations(json{{accents, 1}});
  EXPECT_LT(r.phrase.size(), 100u);
  EXPECT_NO_THROW(json(r.text()).dump());
}

TEST_F(Phrases, OnlyTheFourLanguagesAreTaken) {
  for (const char* lang : {"xx", "", "NL", "nl-BE", "%s"}) EXPECT_NE(setTranslations(lang, "{}").why, "") << lang;
  EXPECT_EQ(translationsLanguage(), "en");
  EXPECT_EQ(setTranslations("fr", "{}").why, "");
  EXPECT_EQ(translationsLanguage(), "fr");
}

// The shell hands over the core's table merged with every set's: each is taken as shipped.
TEST_F(Phrases, EveryShippedTableIsTaken) {
  std::string assets = CARC_ASSETS_DIR;
  json index = json::parse(readText(assets + "/tiles/index.json"));
  for (const char* lang : {"nl", "fr", "de"}) {
    json merged = json::parse(readText(assets + "/../web/i18n/" + std::string(lang) + ".json"));
    ASSERT_GT(merged.size(), 100u);
    for (const json& set : index["sets"]) {
      json all = json::parse(readText(assets + "/i18n/" + set["set"].get<std::string>() + ".json"));
      merged.update(all[lang]);
    }
    TableRefusal r = setTranslations(lang, merged.dump());
    EXPECT_EQ(r.why, "") << lang << ": " << r.text();
  }
  EXPECT_EQ(setTranslations("en", readText(assets + "/../web/i18n/en.json")).why, "");
}
