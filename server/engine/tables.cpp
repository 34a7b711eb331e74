// The engine of the game server (docs/architecture.md, "server/engine"): one module under node
// holds many tables by id; one call, engine_call, takes a request and gives a reply, both JSON
// (docs/online.md, "The engine module"). Whatever a request says, the reply is {"ok": true, ...} or
// {"ok": false, "refusal": {...}} (the engine's Refusal as data): nothing throws out of here.
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "engine/assets_dir.h"
#include "engine/greedy_bot.h"
#include "engine/mcts_bot.h"
#include "engine/online_messages.h"
#include "engine/random_bot.h"
#include "engine/scenario.h"

using namespace carc;

namespace {

constexpr size_t kMaxRequestBytes = 64 * 1024;
constexpr size_t kMaxTables = 1000;  // each holds a few states of ~70 KB (the board grid)
constexpr long long kMaxBudgetMs = 10000;

// The manifests are embedded in the module's file system at /assets (tools/build.sh server).
SetSource embeddedSets() {
  return [](const std::string& set, std::string& text) { return readSetFromDir("/assets", set, text); };
}

// A request refused: the reason as data, `path` where in the request.
struct Rejected {
  Refusal why;
};

[[noreturn]] void refuse(carc::Refused reason, std::string phrase, std::vector<std::string> values = {},
                         std::string path = "") {
  Refusal why(reason, std::move(phrase), std::move(values));
  why.path = std::move(path);
  throw Rejected{std::move(why)};
}

[[noreturn]] void malformed(const std::string& path, std::string phrase, std::vector<std::string> values = {}) {
  refuse(Refused::Malformed, std::move(phrase), std::move(values), path);
}

const json& field(const json& req, const char* key) {
  static const json none;
  auto it = req.find(key);
  return it == req.end() ? none : *it;
}

long long wholeNumber(const json& req, const char* key, long long lo, long long hi) {
  const json& v = field(req, key);
  if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<unsigned long long>() > (unsigned long long)hi) ||
      v.get<long long>() < lo || v.get<long long>() > hi)
    malformed(key, "must be a whole number from {0} to {1}", {std::to_string(lo), std::to_string(hi)});
  return v.get<long long>();
}

// A seed: a whole number (JSON's, up to 2^53 exactly in JavaScript) or its decimal digits as a
// string, for any 64-bit value.
uint64_t readSeed(const json& req) {
  const json& v = field(req, "seed");
  if (v.is_number_unsigned()) return v.get<uint64_t>();
  if (v.is_number_integer() && v.get<long long>() >= 0) return uint64_t(v.get<long long>());
  if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    if (!s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos) {
      unsigned long long x = 0;
      bool fits = true;
      for (char c : s) {
        unsigned d = unsigned(c - '0');
        if (x > (~0ull - d) / 10) fits = false;
        x = x * 10 + d;
      }
      if (fits) return x;
    }
  }
  malformed("seed", "must be a whole number, 0 or more, or its digits as a string");
}

struct Table {
  Game game;
  std::vector<std::string> names;
  uint64_t seed;
  json settings;  // sets, options, players, seed as opened
  // The bots of each seat, made when first asked and seeded as the command line's selfplay seeds
  // them, so that a table of bots plays the game `carcassonne selfplay` plays.
  std::vector<std::unique_ptr<GreedyBot>> greedy;
  std::vector<std::unique_ptr<RandomBot>> random;
};

// The search bot thinks for a time, not a seed: one serves every table (its tree is the memory).
MctsBot& searchBot() {
  static MctsBot bot(1);
  return bot;
}

std::map<std::string, std::unique_ptr<Table>>& tables() {
  static std::map<std::string, std::unique_ptr<Table>> all;
  return all;
}

std::string tableId(const json& req) {
  const json& v = field(req, "table");
  if (!v.is_string() || v.get_ref<const std::string&>().empty() || v.get_ref<const std::string&>().size() > 64 ||
      v.get_ref<const std::string&>().find_first_not_of(
          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") != std::string::npos)
    malformed("table", "must be a table id (1 to 64 letters, digits, _ or -)");
  return v.get<std::string>();
}

Table& tableOf(const json& req) {
  std::string id = tableId(req);
  auto it = tables().find(id);
  if (it == tables().end()) refuse(Refused::NothingThere, "there is no table {0}", {id}, "table");
  return *it->second;
}

std::optional<std::string> tileId(const State& s, int type) {
  if (type < 0) return std::nullopt;
  return s.catalog().types[size_t(type)].id;
}

BagCounts bagOf(const State& s) { return bagCountsJson(s).get<BagCounts>(); }

// A step as the legal moves list it (a module's choice that says nothing is {}).
json stepJson(const Game& g, const State& before, const Action& a) {
  json j = g.actionJson(before, a);
  return j.is_object() ? j : json::object();
}

// The seat that must send the next step: the player whose turn it is, or the one whose step it is
// when a module gives it to another (State::actingPlayer: each dragon step is the next player's).
std::optional<int> nextSeat(const State& s) { return s.over() ? std::nullopt : std::optional<int>(s.actingPlayer()); }

json viewOf(const Table& t) {
  const State& s = t.game.state();
  OnlineView v;
  v.position = publicScenario(t.game, t.names);
  v.tile = tileId(s, s.currentTile());
  v.bag = bagOf(s);
  v.next = nextSeat(s);
  v.over = s.over();
  v.steps = int(t.game.actions().size());
  v.scores = s.scores();
  return v.toJson();
}

json openTable(const json& req) {
  std::string id = tableId(req);
  json scenario = {{"seed", json()}};
  for (const char* key : {"sets", "options", "players"})
    if (req.contains(key)) scenario[key] = req[key];
  if (!req.contains("players")) malformed("players", "must list 2 to 6 player names");
  uint64_t seed = readSeed(req);
  scenario["seed"] = seed;
  // A new table is dealt under today's rules (a seed alone would read as a version-1 saved game).
  scenario["rules_version"] = kRulesVersion;
  auto it = tables().find(id);
  if (it != tables().end()) {  // opened again (a retry): the same settings give the same table
    if (it->second->settings != scenario)
      refuse(Refused::InUse, "table {0} is open with other settings", {id}, "table");
    return {{"view", viewOf(*it->second)}};
  }
  if (tables().size() >= kMaxTables)
    refuse(Refused::InUse, "this server holds {0} tables, its most", {std::to_string(kMaxTables)});
  // The settings are read as a saved game's are (a scenario dealt from the seed, no moves).
  Scenario sc = loadScenario(scenario, embeddedSets(), "open");
  auto t = std::make_unique<Table>(Table{sc.game, {}, seed, scenario, {}, {}});
  for (const json& n : scenario["players"]) t->names.push_back(n.get<std::string>());
  size_t seats = t->names.size();
  t->greedy.resize(seats);
  t->random.resize(seats);
  json v = viewOf(*t);
  tables()[id] = std::move(t);
  return {{"view", v}};
}

json playStep(const json& req) {
  Table& t = tableOf(req);
  int seat = int(wholeNumber(req, "seat", 0, static_cast<long long>(t.names.size()) - 1));
  const json& step = field(req, "step");
  const State before = t.game.state();
  if (!step.is_object()) malformed("step", "must be one step of a turn, as the legal moves list them");
  // One step at a time (a placement, then its meeple): each is its own message to the players.
  bool seatToMove = before.over() || seat == before.actingPlayer();
  if (seatToMove && before.step() == Step::PlaceTile && step.contains("meeple"))
    malformed("step", "one step at a time: the placement, then the meeple");
  size_t n = t.game.actions().size();
  if (Refusal why = t.game.playJson(step, seat)) {
    if (why.path.empty())
      why.path = "step";
    else
      why.path = "step." + why.path;
    throw Rejected{std::move(why)};
  }
  const State& s = t.game.state();
  bool newTurn = s.turn() != before.turn() || s.over();
  OnlineStep told;
  told.n = int(n);
  told.seat = seat;
  told.step = stepJson(t.game, before, t.game.actions().back());
  if (newTurn) told.tile = tileId(s, s.currentTile());
  for (size_t i = before.setAside().size(); i < s.setAside().size(); ++i)
    told.setAside.push_back(*tileId(s, s.setAside()[i]));
  told.next = nextSeat(s);
  told.over = s.over();
  told.scores = s.scores();
  told.bag = bagOf(s);
  return told.toJson();
}

json botStep(const json& req) {
  Table& t = tableOf(req);
  const State& s = t.game.state();
  const json& kind = field(req, "bot");
  if (!kind.is_string() || (kind != "greedy" && kind != "mcts" && kind != "random"))
    malformed("bot", "must be \"greedy\", \"mcts\" or \"random\"");
  long long budget = req.contains("budget_ms") ? wholeNumber(req, "budget_ms", 1, kMaxBudgetMs) : 1000;
  if (s.over()) refuse(Refused::GameOver, "the game is already over");
  size_t p = size_t(s.actingPlayer());  // the bot acts for the seat whose step it is
  uint64_t seed = t.seed + p;
  Action a;
  if (kind == "greedy") {
    if (!t.greedy[p]) t.greedy[p] = std::make_unique<GreedyBot>(seed);
    a = t.greedy[p]->choose(s);
  } else if (kind == "mcts") {
    searchBot().setIterations(100000000);  // bounded by time alone
    searchBot().setThinkMs(double(budget));
    a = searchBot().choose(s);
  } else {
    if (!t.random[p]) t.random[p] = std::make_unique<RandomBot>(seed);
    a = t.random[p]->choose(s);
  }
  return {{"step", stepJson(t.game, s, a)}};
}

json call(const json& req) {
  if (!req.is_object()) malformed("", "a request must be a JSON object with an \"op\"");
  const json& op = field(req, "op");
  if (op == "open") return openTable(req);
  if (op == "play") return playStep(req);
  if (op == "view") return {{"view", viewOf(tableOf(req))}};
  if (op == "legal") return {{"moves", tableOf(req).game.legalMovesJson()}};
  if (op == "bot") return botStep(req);
  if (op == "save") {
    Table& t = tableOf(req);
    return {{"game", saveGame(t.game, t.names)}};
  }
  if (op == "close") {
    tables().erase(tableId(req));
    return json::object();
  }
  malformed("op", "must be one of open, play, view, legal, bot, save, close");
}

json refusalReply(const Refusal& why) {
  json reply = OnlineRefusal::of(why).toJson();  // {refusal}: no n, which the server adds for a step
  reply["ok"] = false;
  return reply;
}

std::string answer(const char* request) {
  try {
    if (!request) return refusalReply(Refusal(Refused::Malformed, "no request")).dump();
    std::string text(request);
    if (text.size() > kMaxRequestBytes)
      return refusalReply(
                 Refusal(Refused::Malformed, "a request is at most {0} bytes", {std::to_string(kMaxRequestBytes)}))
          .dump();
    json req = parseJsonText(text, "request", kMaxRequestBytes);
    json reply = call(req);
    reply["ok"] = true;
    return reply.dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (const Rejected& r) {
    return refusalReply(r.why).dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (const InputError& e) {
    Refusal why = e.refusal();
    // Where in the request: "open.players[0]" is the request's "players[0]".
    if (why.path.empty()) why.path = e.where().rfind("open.", 0) == 0 ? e.where().substr(5) : e.where();
    return refusalReply(why).dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (const std::bad_alloc&) {
    return refusalReply(Refusal(Refused::InUse, "the server is out of memory")).dump();
  } catch (const std::exception& e) {  // a value of the wrong type read somewhere, or an engine bug
    return refusalReply(Refusal(Refused::Malformed, "the request could not be done: {0}",
                                {std::string(e.what()).substr(0, 200)}))
        .dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (...) {
    return refusalReply(Refusal(Refused::Malformed, "the request could not be done")).dump();
  }
}

}  // namespace

// The reply stays valid until the next call (node calls one at a time).
extern "C" const char* engine_call(const char* request) {
  static std::string reply;
  reply = answer(request);
  return reply.c_str();
}
