// Expansion hooks: a toy module proves that a module can add a turn step, read its choice from
// a turn's JSON, forbid meeples and add to a feature's scoring, without the core naming it.
#include <gtest/gtest.h>

#include "engine/module.h"
#include "engine/random_bot.h"
#include "test_support.h"

using namespace carc;

namespace {

// The toll module's own state: houses built so far, and whether this turn's choice is made.
struct TollState : ModuleStateOf<TollState> {
  int houses = 0;
  bool chosen = false;
  bool operator==(const TollState& o) const { return houses == o.houses && chosen == o.chosen; }
};

// "Toll": after the meeple step the player picks 0 or 1 toll houses (kept in TollState);
// completed roads score +houses in the same event; meeples may not stand in fields; after
// scoring (stage 1, no step) the per-turn flag is cleared.
class TollModule : public Module {
 public:
  const char* name() const override { return "toll"; }
  std::shared_ptr<ModuleState> newState() const override { return std::make_shared<TollState>(); }
  bool wantsStep(const State& s, int stage) const override { return stage == 0 && !stateIn<TollState>(s)->chosen; }
  void onTurnScored(State& s) const override { mutableStateIn<TollState>(s)->chosen = false; }
  void legalActions(const State&, std::vector<Action>& out) const override {
    for (int v = 0; v < 2; ++v) {
      Action a;
      a.kind = Action::Module;
      a.a = int16_t(v);
      out.push_back(a);
    }
  }
  void apply(State& s, const Action& a) const override {
    mutableStateIn<TollState>(s)->houses += a.a;
    mutableStateIn<TollState>(s)->chosen = true;  // done for this turn
  }
  bool allowsMeeple(const State& s, int tile, int seg, int) const override {
    const PlacedTile& pt = s.tiles()[size_t(tile)];
    return s.catalog().types[pt.type].segments[size_t(seg)].kind != FeatureKind::Field;
  }
  void onFeatureScored(const State& s, int, bool, ScoreEvent& e) const override {
    if (std::string(e.kind) != "road") return;
    int houses = stateIn<TollState>(s)->houses;
    e.points += houses;
    e.group = "toll";
    e.extraKeys[0] = "houses";
    e.extraValues[0] = houses;
  }
  bool actionFromMove(const State&, const json& move, Action& out, Refusal& why) const override {
    if (!move.contains("toll") || !move["toll"].is_number_integer()) {
      why = moveRefusal(Refused::Malformed, "toll", "the move must say \"toll\": 0 or 1");
      return false;
    }
    out.kind = Action::Module;
    out.a = int16_t(move["toll"].get<int>());
    return true;
  }
  void addToMove(const State&, const Action& a, json& move) const override { move["toll"] = a.a; }
  std::vector<std::string> moveKeys() const override { return {"toll"}; }
};

TollModule g_toll;

std::shared_ptr<const Catalog> tollCatalog() {
  auto base = carc::testing::baseCatalog();
  auto c = std::make_shared<Catalog>(*base);
  c->modules = {&g_toll};
  return c;
}

}  // namespace

TEST(ModuleHooks, ExtraStepScoringAndMeepleRule) {
  State s = State::emptyGame(tollCatalog(), 2);
  s.putTile(s.catalog().find("base/W"), 0, 0, 0);
  s.putTile(s.catalog().find("base/W"), 2, 0, 0);
  s.forceCurrentTile(s.catalog().find("base/U"));
  Game g(s);
  Action place;
  place.kind = Action::Place;
  place.x = 1;
  ASSERT_TRUE(g.apply(place));
  std::vector<Action> legal;
  g.state().legalActions(legal);
  for (const Action& a : legal)
    if (a.kind == Action::Meeple)
      EXPECT_NE(g.state().catalog().types[size_t(g.state().catalog().find("base/U"))].segments[size_t(a.seg)].kind,
                FeatureKind::Field);
  Action meeple = legal[1];  // the road
  ASSERT_EQ(meeple.kind, Action::Meeple);
  ASSERT_TRUE(g.apply(meeple));
  EXPECT_EQ(g.state().step(), Step::Module);
  Action toll;
  toll.kind = Action::Module;
  toll.a = 1;
  ASSERT_TRUE(g.apply(toll));
  EXPECT_EQ(g.state().step(), Step::PlaceTile);
  ASSERT_EQ(g.state().events().size(), 1u);
  EXPECT_EQ(g.state().events()[0].points, 3 + 1);
  json ev = eventJson(g.state(), g.state().events()[0]);
  EXPECT_EQ(ev["toll"]["houses"], 1);
  // The turn's JSON carries the module's choice, and replays from it.
  json turns = g.turnsJson();
  ASSERT_EQ(turns.size(), 1u);
  Game replay(s);
  replay.playTurn(json{{"tile", "base/U"}, {"at", {1, 0}}, {"meeple", "road E"}, {"toll", 1}}, "move 0");
  EXPECT_TRUE(replay.state() == g.state());
  // A missing choice is an error naming the module's rule, and changes nothing.
  Game bad(s);
  try {
    bad.playTurn(json{{"tile", "base/U"}, {"at", {1, 0}}}, "move 0");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("toll: the move must say"), std::string::npos);
  }
  EXPECT_TRUE(bad.state() == s);
}

TEST(ModuleHooks, RandomGamesWithAModuleStayConsistent) {
  auto cat = tollCatalog();
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g(State::newGame(cat, 3, seed));
    RandomBot bot(seed);
    while (!g.state().over()) ASSERT_TRUE(g.apply(bot.choose(g.state())));
    // Every turn's JSON carries the module's choice, and replaying those turns gives the same game.
    Game replay(g.initial());
    json turns = g.turnsJson();
    for (size_t i = 0; i < turns.size(); ++i) {
      ASSERT_TRUE(turns[i].contains("toll"));
      replay.playTurn(turns[i], "move " + std::to_string(i));
    }
    EXPECT_EQ(replay.state().scores(), g.state().scores());
  }
}
