// The table's online mode (src/render/table/online.cpp) natively: a real engine game stands in for
// the server (it deals the tiles, judges every step and says what docs/online.md, "Messages", says,
// in the messages' own type, engine/online_messages.h), and two tables, one a seat each, are fed
// each other's steps through it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/expansions/princess.h"
#include "engine/online_messages.h"
#include "engine/scenario.h"
#include "render/table/set_index.h"
#include "render/table/table.h"
#include "table_support.h"

using namespace carc;
using namespace carc::render;

namespace {

// The server's side, with the engine alone: the dealt game and what it tells the tables.
struct Server {
  Game game;
  std::vector<std::string> names;
  explicit Server(const std::vector<std::string>& sets, int players, uint64_t seed)
      : game(State::newGame(buildCatalog(sets, json(), json::object(), manifestFor, "test"), players, seed)) {
    for (int p = 0; p < players; ++p) names.push_back("P" + std::to_string(p));
  }
  // A game set up by a test (a position with a turn under way).
  explicit Server(Game g) : game(std::move(g)) {
    for (int p = 0; p < game.state().players(); ++p) names.push_back("P" + std::to_string(p));
  }
  BagCounts bag() const { return bagCountsJson(game.state()).get<BagCounts>(); }
  std::optional<std::string> inHand() const {
    const State& s = game.state();
    if (s.currentTile() < 0 || s.step() != Step::PlaceTile) return std::nullopt;
    return s.catalog().types[size_t(s.currentTile())].id;
  }
  json tile() const { return inHand() ? json(*inHand()) : json(nullptr); }
  // The public position (the engine's publicScenario: no seed, every move names its tile).
  json view() const {
    OnlineView v;
    v.position = publicScenario(game, names);
    EXPECT_FALSE(v.position.contains("seed"));
    v.tile = inHand();
    v.bag = bag();
    v.next = game.state().currentPlayer();
    v.over = game.state().over();
    v.steps = int(game.actions().size());
    v.scores = game.state().scores();
    return v.toJson();
  }
  // A step sent by `seat` that had seen `n` steps: the "step" message to everyone, or null (refused).
  json play(int seat, int n, const json& step) {
    if (n != int(game.actions().size())) return nullptr;
    State before = game.state();
    if (game.playJson(step, seat)) return nullptr;
    const State& s = game.state();
    OnlineStep told;
    told.n = n;
    told.seat = seat;
    told.step = game.actionJson(before, game.actions().back());
    if (!told.step.is_object()) told.step = json::object();  // as the server says a silent module step
    if (s.turn() != before.turn()) told.tile = inHand();
    for (size_t i = before.setAside().size(); i < s.setAside().size(); ++i)
      told.setAside.push_back(s.catalog().types[size_t(s.setAside()[i])].id);
    told.next = s.currentPlayer();
    told.over = s.over();
    told.scores = s.scores();
    told.bag = bag();
    return told.toJson();
  }
};

class OnlineTableTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    ASSERT_TRUE(carc::testing::handOverSets(&why)) << why;
  }
};

// A table at one seat, its own steps heard as {n, step} for the server.
struct Client {
  Table table;
  std::vector<json> outbox;
  Client(const Server& server, int seat) {
    std::string why;
    EXPECT_TRUE(table.loadOnline(server.view(), seat, server.names, &why)) << why;
    table.setBotDelay(0);
    table.setMoveListener([this](int s, const json& step, int n) {
      if (s == table.onlineSeat()) outbox.push_back({{"n", n}, {"step", step}});
    });
  }
};

// Frames until nobody moves any more: each client's steps go to the server, what it accepts to
// every client. Returns the steps the server accepted.
int exchange(Server& server, std::vector<Client*> clients, int mover, double& now) {
  int accepted = 0;
  for (int frame = 0; frame < 8; ++frame) {
    for (Client* c : clients) c->table.tickBots(now);
    now += 16;
    Client& me = *clients[size_t(mover)];
    std::vector<json> out;
    out.swap(me.outbox);
    for (const json& o : out) {
      json told = server.play(me.table.onlineSeat(), o["n"].get<int>(), o["step"]);
      EXPECT_FALSE(told.is_null()) << o.dump();
      if (told.is_null()) return accepted;
      ++accepted;
      for (Client* c : clients) EXPECT_TRUE(c->table.onlineStep(told)) << told.dump();
    }
  }
  return accepted;
}

TEST_F(OnlineTableTest, TwoTablesPlayAGameToItsEndThroughTheServer) {
  Server server({"base"}, 2, 11);
  Client a(server, 0), b(server, 1);
  ASSERT_TRUE(a.table.online());
  EXPECT_EQ(a.table.player(0)->kind(), Player::Kind::Person);
  EXPECT_EQ(a.table.player(1)->kind(), Player::Kind::Remote);
  EXPECT_EQ(b.table.player(0)->kind(), Player::Kind::Remote);
  EXPECT_EQ(b.table.youSeat(), 1);
  EXPECT_FALSE(a.table.isGameInProgress()) << "an online table is never kept nor shared as a saved game";
  double now = 0;
  std::vector<Client*> both = {&a, &b};
  for (int turn = 0; turn < 200 && !server.game.state().over(); ++turn) {
    const int mover = server.game.state().currentPlayer();
    Client& me = *both[size_t(mover)];
    Client& other = *both[size_t(1 - mover)];
    ASSERT_TRUE(me.table.humanToMove()) << "turn " << turn;
    ASSERT_FALSE(other.table.humanToMove());
    EXPECT_EQ(me.table.stateJson()["tile"], server.tile());
    // A whole turn in one call: its steps go out one by one, numbered as the server counts them.
    json legal = me.table.legalMovesJson();
    ASSERT_FALSE(legal.empty());
    std::string why;
    ASSERT_TRUE(me.table.playJson(legal[legal.size() / 2], &why)) << why;
    while (me.table.humanToMove() && me.table.state().turn() == server.game.state().turn() &&
           me.table.state().step() != Step::PlaceTile) {
      json more = me.table.legalMovesJson();
      ASSERT_TRUE(me.table.playJson(more.back(), &why)) << why;
    }
    ASSERT_GT(exchange(server, both, mover, now), 0);
    for (Client* c : both) {
      EXPECT_EQ(c->table.state().scores(), server.game.state().scores());
      EXPECT_EQ(c->table.tilesLeft(), int(server.game.state().bag().size())) << "the server's count";
      EXPECT_EQ(c->table.bagCounts(), server.game.state().bagCounts());
      EXPECT_EQ(c->table.stateJson()["bag"], server.game.state().bag().size());
      EXPECT_EQ(c->table.onlineSteps(), int(server.game.actions().size()));
    }
  }
  ASSERT_TRUE(server.game.state().over());
  for (Client* c : both) {
    EXPECT_TRUE(c->table.state().over());
    EXPECT_EQ(c->table.state().scores(), server.game.state().scores());
    EXPECT_EQ(boardJson(c->table.state()), boardJson(server.game.state()));
    EXPECT_FALSE(c->table.saveJson().contains("seed"));
  }
}

TEST_F(OnlineTableTest, OutOfTurnAnotherSeatAndWatchingAreRefusedInWordsAndNoUndo) {
  Server server({"base"}, 3, 4);
  Client a(server, 0), b(server, 1), watcher(server, -1);
  std::string why;
  json legal = a.table.legalMovesJson();
  ASSERT_FALSE(legal.empty());
  EXPECT_TRUE(b.table.legalMovesJson().size() == legal.size()) << "the same position everywhere";
  EXPECT_FALSE(b.table.playJson(legal[0], &why));
  EXPECT_NE(why.find("turn, not yours"), std::string::npos) << why;
  EXPECT_NE(why.find("P0"), std::string::npos) << "the seat to move named: " << why;
  EXPECT_FALSE(watcher.table.playJson(legal[0], &why));
  EXPECT_NE(why.find("watching"), std::string::npos) << why;
  EXPECT_FALSE(watcher.table.humanToMove());
  EXPECT_TRUE(b.outbox.empty() && watcher.outbox.empty());
  ASSERT_TRUE(a.table.playJson(legal[0], &why)) << why;
  EXPECT_FALSE(a.table.undoStep());
  EXPECT_FALSE(a.table.undoHuman());
  EXPECT_EQ(a.outbox.size(), 1u);
  EXPECT_EQ(a.outbox[0]["n"], 0);
}

TEST_F(OnlineTableTest, ARefusedStepOrAMissedOneLoadsTheViewAgain) {
  Server server({"base"}, 2, 9);
  Client a(server, 0), b(server, 1);
  double now = 0;
  // A plays a turn; B hears only its last step (the first one was lost): B must load the view.
  std::string why;
  ASSERT_TRUE(a.table.playJson(a.table.legalMovesJson()[0], &why)) << why;
  ASSERT_TRUE(a.table.playJson(a.table.legalMovesJson()[0], &why)) << why;
  ASSERT_EQ(a.outbox.size(), 2u);
  json first = server.play(0, 0, a.outbox[0]["step"]);
  json second = server.play(0, 1, a.outbox[1]["step"]);
  ASSERT_FALSE(first.is_null());
  ASSERT_FALSE(second.is_null());
  EXPECT_FALSE(b.table.onlineStep(second)) << "a step missed is not taken";
  ASSERT_TRUE(b.table.loadOnline(server.view(), 1, server.names, &why)) << why;
  EXPECT_TRUE(b.table.humanToMove());
  EXPECT_EQ(b.table.stateJson()["tile"], server.tile());
  EXPECT_EQ(b.table.onlineSteps(), 2);
  // A hears its own steps come back: the next tile arrives with the second, and it waits for it.
  EXPECT_TRUE(a.table.onlineStep(first));
  EXPECT_FALSE(a.table.humanToMove());
  EXPECT_TRUE(a.table.onlineStep(second));
  a.table.tickBots(now);
  EXPECT_FALSE(a.table.humanToMove()) << "B's turn";
  // B's step refused by the server (it had not seen the latest step): loaded again, it is where the
  // server is.
  a.outbox.clear();
  b.outbox.clear();
  ASSERT_TRUE(b.table.playJson(b.table.legalMovesJson()[0], &why)) << why;
  EXPECT_TRUE(server.play(1, 1, b.outbox[0]["step"]).is_null()) << "stale: n is not the server's";
  ASSERT_TRUE(b.table.loadOnline(server.view(), 1, server.names, &why)) << why;
  EXPECT_EQ(b.table.game().actions().size(), server.game.actions().size());
  EXPECT_EQ(b.table.legalMovesJson(), server.game.legalMovesJson());
  // A remote step the engine refuses (the server and the table disagree): the table asks for the view.
  OnlineStep bogus;
  bogus.n = 2;
  bogus.seat = 1;
  bogus.step = {{"meeple", "road Q"}};
  bogus.bag = server.bag();
  EXPECT_TRUE(a.table.onlineStep(bogus.toJson()));
  a.table.tickBots(now += 16);
  EXPECT_TRUE(a.table.onlineNeedsView());
}

TEST_F(OnlineTableTest, AGameOverComesFromTheServer) {
  Server server({"base"}, 2, 3);
  Client a(server, 0), b(server, 1);
  std::string why;
  ASSERT_TRUE(a.table.playJson(a.table.legalMovesJson()[0], &why)) << why;
  json told = server.play(0, 0, a.outbox[0]["step"]);
  ASSERT_FALSE(told.is_null());
  told["over"] = true;  // as if the bag were empty now
  EXPECT_TRUE(b.table.onlineStep(told));
  b.table.tickBots(0);
  EXPECT_TRUE(b.table.state().over()) << "finished with end scoring";
  EXPECT_FALSE(b.table.onlineStep(json::object())) << "a malformed message";
}

}  // namespace

TEST_F(OnlineTableTest, ADragonStepOfAnotherSeatIsRefusedAsThatSeatsStepNotTurn) {
  // The Princess & the Dragon (RULES-EXPANSIONS §4.2): the dragon's steps go round the table. P0
  // places the dragon tile P13 and steps the dragon to (1,0); the second step is P1's, in P0's turn.
  Game g = carc::testing::runScenarioText(R"({"sets": ["base", "princess"], "players": ["P0", "P1"],
    "tile": "princess/P13",
    "board": [{"tile": "base/B", "at": [0, 0], "rot": 0, "dragon": true},
              {"tile": "base/B", "at": [1, 0], "rot": 0},
              {"tile": "base/B", "at": [1, 1], "rot": 0}]})");
  ASSERT_TRUE(g.apply(carc::testing::placeAt(-1, 0, 0)));
  Action none;
  none.kind = Action::NoMeeple;
  ASSERT_TRUE(g.apply(none));
  std::vector<Action> legal;
  while (g.state().step() == Step::Module && g.state().actingPlayer() == 0) {
    g.state().legalActions(legal);  // no fairy, then P0's step (to (1,0), the first tile listed after the start)
    Action pick = legal.front();
    for (const Action& a : legal)
      if (a.a == PrincessModule::kDragon && a.b == g.state().tileAt(1, 0)) pick = a;
    ASSERT_TRUE(g.apply(pick));
  }
  ASSERT_EQ(g.state().currentPlayer(), 0);
  ASSERT_EQ(g.state().actingPlayer(), 1);
  Server server(std::move(g));
  Client turnsSeat(server, 0), stepsSeat(server, 1);
  json step = {{"dragon", json::array({json::array({1, 1})})}};
  std::string why;
  EXPECT_FALSE(turnsSeat.table.playJson(step, &why));
  EXPECT_NE(why.find("this step is P1's to make"), std::string::npos) << why;
  EXPECT_EQ(why.find("turn"), std::string::npos) << "it is P0's turn; the step is P1's: " << why;
  EXPECT_TRUE(turnsSeat.outbox.empty());
  EXPECT_TRUE(stepsSeat.table.playJson(step, &why)) << why;
}
