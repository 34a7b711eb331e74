// The online table's messages (engine/online_messages.h) round-trip: struct -> JSON -> struct gives
// the same struct, the JSON carries exactly the field names docs/online.md gives the wire, and a
// malformed message is refused as data naming its field, never thrown, leaving the struct as it was.
#include "engine/online_messages.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/game.h"  // refusalJson: the page API's refusals

using namespace carc;

namespace {

std::set<std::string> keysOf(const json& j) {
  std::set<std::string> out;
  for (auto it = j.begin(); it != j.end(); ++it) out.insert(it.key());
  return out;
}

std::string onlineDoc() {
  std::ifstream in(std::string(CARC_ASSETS_DIR) + "/../docs/online.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

OnlineView aView() {
  OnlineView v;
  v.position = {{"sets", {"base"}}, {"players", {"Ann", "Bo"}}, {"hidden_deck", true}};
  v.tile = "base/D";
  v.bag = {{"base/A", 2}, {"base/U", 7}};
  v.next = 1;
  v.over = false;
  v.steps = 12;
  v.scores = {4, 0};
  return v;
}

OnlineStep aStep() {
  OnlineStep s;
  s.n = 12;
  s.seat = 1;
  s.step = {{"tile", "base/D"}, {"at", {1, 0}}, {"rot", 90}};
  s.tile = "base/K";
  s.setAside = {"base/X"};
  s.next = 0;
  s.over = false;
  s.scores = {4, 2};
  s.bag = {{"base/K", 2}};
  return s;
}

void expectSame(const OnlineView& a, const OnlineView& b) {
  EXPECT_EQ(a.position, b.position);
  EXPECT_EQ(a.tile, b.tile);
  EXPECT_EQ(a.bag, b.bag);
  EXPECT_EQ(a.next, b.next);
  EXPECT_EQ(a.over, b.over);
  EXPECT_EQ(a.steps, b.steps);
  EXPECT_EQ(a.scores, b.scores);
}

void expectSame(const OnlineStep& a, const OnlineStep& b) {
  EXPECT_EQ(a.n, b.n);
  EXPECT_EQ(a.seat, b.seat);
  EXPECT_EQ(a.step, b.step);
  EXPECT_EQ(a.tile, b.tile);
  EXPECT_EQ(a.setAside, b.setAside);
  EXPECT_EQ(a.next, b.next);
  EXPECT_EQ(a.over, b.over);
  EXPECT_EQ(a.scores, b.scores);
  EXPECT_EQ(a.bag, b.bag);
}

void expectSame(const OnlineRefusal& a, const OnlineRefusal& b) {
  EXPECT_EQ(a.n, b.n);
  EXPECT_EQ(a.reason, b.reason);
  EXPECT_EQ(a.phrase, b.phrase);
  EXPECT_EQ(a.values, b.values);
  EXPECT_EQ(a.module, b.module);
  EXPECT_EQ(a.path, b.path);
  EXPECT_EQ(a.move, b.move);
}

}  // namespace

TEST(OnlineMessages, TheDocumentedFieldsAreTheOnesWritten) {
  // docs/online.md, "Server → client": the view, the step message, the refusal.
  const std::string doc = onlineDoc();
  ASSERT_FALSE(doc.empty()) << "docs/online.md not found";
  EXPECT_NE(doc.find("`{position, tile, bag, next, over, steps, scores}`"), std::string::npos);
  EXPECT_NE(doc.find("`{n, seat, step, tile, next, over, scores, bag}`"), std::string::npos);
  EXPECT_NE(doc.find("`{n, refusal: {reason, phrase, values, path}}`"), std::string::npos);

  EXPECT_EQ(keysOf(aView().toJson()),
            (std::set<std::string>{"position", "tile", "bag", "next", "over", "steps", "scores"}));
  // The engine's reply holds set_aside too; the server's `step` message leaves it out.
  EXPECT_EQ(keysOf(aStep().toJson()),
            (std::set<std::string>{"n", "seat", "step", "tile", "set_aside", "next", "over", "scores", "bag"}));
  OnlineRefusal r = OnlineRefusal::of(Refusal(Refused::NotYourTurn, "it is {0}'s turn, not yours", {"Ann"}));
  r.n = 3;
  r.path = "step";
  json told = r.toJson();
  EXPECT_EQ(keysOf(told), (std::set<std::string>{"n", "refusal"}));
  EXPECT_EQ(keysOf(told["refusal"]), (std::set<std::string>{"reason", "phrase", "values", "path"}));
  EXPECT_EQ(told["refusal"]["reason"], "not-your-turn");
}

TEST(OnlineMessages, AViewRoundTrips) {
  for (bool over : {false, true}) {
    OnlineView v = aView();
    if (over) {  // the end: nobody decides, no tile in hand
      v.over = true;
      v.next.reset();
      v.tile.reset();
      v.bag.clear();
    }
    json j = v.toJson();
    EXPECT_EQ(j["next"].is_null(), over);
    EXPECT_EQ(j["tile"].is_null(), over);
    EXPECT_EQ(j["steps"], 12);
    EXPECT_EQ(j["bag"], over ? json::object() : json({{"base/A", 2}, {"base/U", 7}}));
    OnlineView back;
    Refusal no = OnlineView::fromJson(j, back);
    EXPECT_FALSE(no) << no.english();
    expectSame(back, v);
    EXPECT_EQ(back.toJson(), j);
    // Through the text, as node hands it over.
    OnlineView again;
    EXPECT_FALSE(OnlineView::fromJson(json::parse(j.dump()), again));
    expectSame(again, v);
  }
}

TEST(OnlineMessages, AStepRoundTripsWithAndWithoutTheSetAsideTiles) {
  OnlineStep s = aStep();
  json j = s.toJson();
  EXPECT_EQ(j["set_aside"], json::array({"base/X"}));
  OnlineStep back;
  Refusal no = OnlineStep::fromJson(j, back);
  EXPECT_FALSE(no) << no.english();
  expectSame(back, s);
  EXPECT_EQ(back.toJson(), j);

  // The step message as the server sends it (no set_aside), a step inside a turn (no tile) and a
  // module's silent step ({}).
  j.erase("set_aside");
  j["tile"] = nullptr;
  j["step"] = json::object();
  ASSERT_FALSE(OnlineStep::fromJson(j, back));
  EXPECT_TRUE(back.setAside.empty());
  EXPECT_FALSE(back.tile.has_value());
  EXPECT_EQ(back.step, json::object());

  // The last step: over, nobody next.
  s.over = true;
  s.next.reset();
  s.tile.reset();
  s.setAside.clear();
  j = s.toJson();
  EXPECT_TRUE(j["next"].is_null());
  EXPECT_EQ(j["set_aside"], json::array());
  ASSERT_FALSE(OnlineStep::fromJson(j, back));
  expectSame(back, s);
}

TEST(OnlineMessages, ARefusalRoundTripsTheEnginesAndTheServers) {
  // The engine module's: a Refusal with its module and path, no n.
  Refusal why(Refused::ModuleRule, "the river cannot turn back on itself");
  why.module = "river";
  why.path = "step.at";
  OnlineRefusal r = OnlineRefusal::of(why);
  json j = r.toJson();
  EXPECT_FALSE(j.contains("n"));
  EXPECT_EQ(j["refusal"], json({{"reason", "module-rule"},
                                {"phrase", "the river cannot turn back on itself"},
                                {"values", json::array()},
                                {"module", "river"},
                                {"path", "step.at"}}));
  EXPECT_EQ(j["refusal"], refusalJson(why)) << "the page API's refusals are written the same";
  OnlineRefusal back;
  ASSERT_FALSE(OnlineRefusal::fromJson(j, back));
  expectSame(back, r);
  EXPECT_EQ(back.toJson(), j);

  // The server's own (server/table.cjs): a reason the engine has no name for, path "".
  json stale = {{"n", 7}, {"refusal", {{"reason", "stale"}, {"phrase", "p"}, {"values", json::array()}, {"path", ""}}}};
  ASSERT_FALSE(OnlineRefusal::fromJson(stale, back));
  EXPECT_EQ(back.n, 7);
  EXPECT_EQ(back.reason, "stale");
  EXPECT_TRUE(back.path.empty());
  EXPECT_EQ(back.toJson()["refusal"], json({{"reason", "stale"}, {"phrase", "p"}, {"values", json::array()}}));
}

TEST(OnlineMessages, AMalformedMessageIsRefusedAsDataNamingItsField) {
  struct Case {
    json message;
    std::string path;
  };
  json view = aView().toJson(), step = aStep().toJson();
  auto with = [](json j, const std::string& key, json value) {
    j[key] = std::move(value);
    return j;
  };
  auto without = [](json j, const std::string& key) {
    j.erase(key);
    return j;
  };
  const std::vector<Case> views = {
      {json::array(), ""},
      {json(), ""},
      {without(view, "position"), "position"},
      {with(view, "position", "a scenario"), "position"},
      {with(view, "tile", 3), "tile"},
      {with(view, "bag", json::array()), "bag"},
      {with(view, "bag", {{"base/A", "two"}}), "bag.base/A"},
      {with(view, "bag", {{"base/A", -1}}), "bag.base/A"},
      {with(view, "next", "1"), "next"},
      {with(view, "over", 1), "over"},
      {with(view, "steps", -1), "steps"},
      {with(view, "steps", 1e12), "steps"},
      {with(view, "steps", 99999999999LL), "steps"},
      {with(view, "scores", {1, "2"}), "scores[1]"},
      {without(view, "scores"), "scores"},
  };
  for (const Case& c : views) {
    OnlineView out = aView();
    Refusal no;
    EXPECT_NO_THROW(no = OnlineView::fromJson(c.message, out)) << c.message.dump();
    EXPECT_EQ(no.reason, Refused::Malformed) << c.message.dump();
    EXPECT_EQ(no.path, c.path) << c.message.dump();
    EXPECT_FALSE(no.english().empty());
    expectSame(out, aView());  // left as it was
  }
  const std::vector<Case> steps = {
      {json::object(), "n"},
      {with(step, "n", -1), "n"},
      {with(step, "seat", nullptr), "seat"},
      {without(step, "step"), "step"},
      {with(step, "step", nullptr), "step"},
      {with(step, "tile", json::object()), "tile"},
      {with(step, "set_aside", "base/X"), "set_aside"},
      {with(step, "set_aside", {1}), "set_aside[0]"},
      {with(step, "over", "yes"), "over"},
      {with(step, "bag", nullptr), "bag"},
  };
  for (const Case& c : steps) {
    OnlineStep out = aStep();
    Refusal no;
    EXPECT_NO_THROW(no = OnlineStep::fromJson(c.message, out)) << c.message.dump();
    EXPECT_EQ(no.reason, Refused::Malformed) << c.message.dump();
    EXPECT_EQ(no.path, c.path) << c.message.dump();
    expectSame(out, aStep());
  }
  const std::vector<Case> refusals = {
      {json::object(), "refusal"},
      {json({{"refusal", "no"}}), "refusal"},
      {json({{"refusal", {{"phrase", "p"}, {"values", json::array()}}}}), "refusal.reason"},
      {json({{"refusal", {{"reason", "stale"}, {"phrase", "p"}, {"values", {1}}}}}), "refusal.values[0]"},
      {json({{"n", "7"}, {"refusal", {{"reason", "stale"}, {"phrase", "p"}, {"values", json::array()}}}}), "n"},
  };
  for (const Case& c : refusals) {
    OnlineRefusal out;
    Refusal no;
    EXPECT_NO_THROW(no = OnlineRefusal::fromJson(c.message, out)) << c.message.dump();
    EXPECT_EQ(no.reason, Refused::Malformed) << c.message.dump();
    EXPECT_EQ(no.path, c.path) << c.message.dump();
    EXPECT_TRUE(out.reason.empty());
  }
}
