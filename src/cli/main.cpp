// The `carcassonne` command line (docs/formats.md §3): scenario, selfplay, review, bench.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#if !defined(_WIN32)
#include <sys/resource.h>
#endif

#include "../engine/assets_dir.h"
#include "../engine/bench_signature.h"
#include "../engine/greedy_bot.h"
#include "../engine/mcts_bot.h"
#include "../engine/random_bot.h"
#include "../engine/review.h"
#include "../engine/scenario.h"

using namespace carc;

namespace {

#ifndef CARC_ASSETS_DIR
#define CARC_ASSETS_DIR "assets"
#endif

std::string assetsDir() {
  const char* env = std::getenv("CARCASSONNE_ASSETS");
  return env && *env ? env : CARC_ASSETS_DIR;
}

SetSource diskSets(const std::string& dir) {
  return [dir](const std::string& set, std::string& text) { return readSetFromDir(dir, set, text); };
}

int usage() {
  std::fprintf(stderr,
               "usage: carcassonne scenario FILE\n"
               "       carcassonne selfplay [--sets base] [--players 2] [--seed 1] [--bots random|greedy|mcts|a,b,..]\n"
               "                            [--games N] [--save FILE] [--iterations N | --think-ms N]\n"
               "         (--iterations, --think-ms: the mcts bot's budget per turn; default 3000 iterations)\n"
               "       carcassonne review FILE [--seed 1] [--iterations 8] [--deals 64]\n"
               "         (each decision of a saved game: the move played, the best found, the loss; --iterations:\n"
               "          dealings per legal move in the first pass, --deals: for the best few and the move played)\n"
               "       carcassonne bench [--seconds S]\n"
               "Tile manifests are read from $CARCASSONNE_ASSETS (default %s).\n",
               CARC_ASSETS_DIR);
  return 2;
}

// Reads FILE as a scenario (or saved game), plays its moves and prints what `answer` makes of the
// game; a file that cannot be read or played gets one error in words and exit status 1.
int withScenario(const std::string& file, const std::function<json(const Game&)>& answer) {
  std::string text;
  if (!readFile(file, text, kMaxScenarioBytes)) {
    std::fprintf(stderr, "%s: cannot read the file\n", file.c_str());
    return 1;
  }
  try {
    json j = parseJsonText(text, file, kMaxScenarioBytes);
    Scenario sc = loadScenario(j, diskSets(assetsDir()), file);
    playScenario(sc, file);
    std::cout << answer(sc.game).dump() << "\n";
    return 0;
  } catch (const InputError& e) {
    std::fprintf(stderr, "%s\n", e.what());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: %s\n", file.c_str(), e.what());
  }
  return 1;
}

int cmdScenario(const std::string& file) {
  return withScenario(file, [](const Game& g) { return resultJson(g.state()); });
}

std::vector<std::string> splitComma(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  for (;;) {
    size_t c = s.find(',', start);
    out.push_back(s.substr(start, c == std::string::npos ? std::string::npos : c - start));
    if (c == std::string::npos) break;
    start = c + 1;
  }
  return out;
}

// The mcts bot's budget per turn: iterations (deterministic), or milliseconds when thinkMs > 0.
struct MctsBudget {
  uint64_t iterations = 3000;
  uint64_t thinkMs = 0;
};

// Plays one whole game with the given bot per seat ("random", "greedy" or "mcts"); returns it.
Game playGame(std::shared_ptr<const Catalog> cat, const std::vector<std::string>& seats, uint64_t seed,
              const MctsBudget& budget = MctsBudget()) {
  Game g(State::newGame(std::move(cat), int(seats.size()), seed));
  std::vector<RandomBot> randoms;
  std::vector<GreedyBot> greedies;
  std::vector<MctsBot> mcts;
  for (size_t p = 0; p < seats.size(); ++p) {
    randoms.emplace_back(seed + p);
    greedies.emplace_back(seed + p);
    mcts.emplace_back(seats[p] == "mcts" ? seed + p : 0);
    mcts.back().setIterations(int(budget.iterations));
    mcts.back().setThinkMs(double(budget.thinkMs));
  }
  while (!g.state().over()) {
    size_t p = size_t(g.state().actingPlayer());  // who decides this step (a dragon step: maybe not the turn's player)
    Action a = seats[p] == "greedy" ? greedies[p].choose(g.state())
               : seats[p] == "mcts" ? mcts[p].choose(g.state())
                                    : randoms[p].choose(g.state());
    Refusal why;
    if (!g.apply(a, &why))
      throw InternalError("selfplay: turn " + std::to_string(g.state().turn() + 1) + ", " + describeAction(a) +
                          " was refused: " + why.english());
  }
  return g;
}

bool parseNumber(const char* s, uint64_t& out) {
  if (!s || !*s) return false;
  char* end = nullptr;
  unsigned long long v = std::strtoull(s, &end, 10);
  if (*end || s[0] == '-') return false;
  out = v;
  return true;
}

int cmdSelfplay(int argc, char** argv) {
  std::string sets = "base", bots = "random", save;
  uint64_t players = 2, seed = 1, games = 1;
  MctsBudget budget;
  bool thinkGiven = false;
  for (int i = 0; i < argc; i += 2) {  // every option takes a value
    std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    bool ok = true;
    if (a == "--sets" && v)
      sets = v;
    else if (a == "--bots" && v)
      bots = v;
    else if (a == "--save" && v)
      save = v;
    else if (a == "--players")
      ok = parseNumber(v, players);
    else if (a == "--seed")
      ok = parseNumber(v, seed);
    else if (a == "--games")
      ok = parseNumber(v, games);
    else if (a == "--iterations")
      ok = parseNumber(v, budget.iterations);
    else if (a == "--think-ms")
      ok = parseNumber(v, budget.thinkMs), thinkGiven = true;
    else {
      std::fprintf(stderr, "selfplay: unknown option '%s'\n", a.c_str());
      return 2;
    }
    if (!ok) {
      std::fprintf(stderr, "selfplay: %s needs a whole number\n", a.c_str());
      return 2;
    }
  }
  if (players < 2 || players > uint64_t(kMaxPlayers)) {
    std::fprintf(stderr, "selfplay: --players must be from 2 to 6\n");
    return 2;
  }
  if (budget.iterations < 1 || budget.iterations > 100000000) {
    std::fprintf(stderr, "selfplay: --iterations must be from 1 to 100000000\n");
    return 2;
  }
  if (thinkGiven && (budget.thinkMs < 1 || budget.thinkMs > 600000)) {
    std::fprintf(stderr, "selfplay: --think-ms must be from 1 to 600000\n");
    return 2;
  }
  // One bot name for every seat, or a comma list with one per seat.
  std::vector<std::string> seats = splitComma(bots);
  if (seats.size() == 1) seats.assign(players, seats[0]);
  if (seats.size() != players) {
    std::fprintf(stderr, "selfplay: --bots lists %zu bots for %llu players\n", seats.size(),
                 static_cast<unsigned long long>(players));
    return 2;
  }
  for (const std::string& b : seats)
    if (b != "random" && b != "greedy" && b != "mcts") {
      std::fprintf(stderr, "selfplay: unknown bot '%s' (available: random, greedy, mcts)\n", b.c_str());
      return 2;
    }
  if (games < 1 || games > 1000000) {
    std::fprintf(stderr, "selfplay: --games must be from 1 to 1000000\n");
    return 2;
  }
  std::shared_ptr<const Catalog> cat;
  try {
    cat = buildCatalog(splitComma(sets), json(), json(), diskSets(assetsDir()), "--sets");
  } catch (const InputError& e) {
    std::fprintf(stderr, "selfplay: %s\n", e.what());
    return 1;
  }
  std::vector<std::string> names;
  for (uint64_t p = 0; p < players; ++p) names.push_back("Player " + std::to_string(p + 1));
  if (games == 1) {
    Game g = playGame(cat, seats, seed, budget);
    json out = resultJson(g.state());
    out["seed"] = seed;
    out["turns"] = g.state().turn();
    std::cout << out.dump() << "\n";
    if (!save.empty()) {
      FILE* f = std::fopen(save.c_str(), "wb");
      if (!f) {
        std::fprintf(stderr, "selfplay: cannot write %s\n", save.c_str());
        return 1;
      }
      std::string text = saveGame(g, names).dump(1) + "\n";
      std::fwrite(text.data(), 1, text.size(), f);
      std::fclose(f);
    }
    return 0;
  }
  json results = json::array();
  std::vector<long long> totals(players, 0);
  for (uint64_t i = 0; i < games; ++i) {
    Game g = playGame(cat, seats, seed + i, budget);
    results.push_back({{"seed", seed + i}, {"scores", g.state().scores()}});
    for (uint64_t p = 0; p < players; ++p) totals[p] += g.state().scores()[p];
  }
  json mean = json::array();
  for (long long t : totals) mean.push_back(double(t) / double(games));
  std::cout << json{{"games", games},
                    {"sets", splitComma(sets)},
                    {"players", players},
                    {"results", results},
                    {"mean_scores", mean}}
                   .dump()
            << "\n";
  return 0;
}

int cmdReview(int argc, char** argv) {
  if (argc < 1) return usage();
  std::string file = argv[0];
  ReviewOptions opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    uint64_t n = 0;
    if ((a == "--seed" || a == "--iterations" || a == "--deals") &&
        parseNumber(i + 1 < argc ? argv[i + 1] : nullptr, n)) {
      ++i;
      if (a == "--seed") {
        opt.seed = n;
        continue;
      }
      if (n < 1 || n > 100000) {
        std::fprintf(stderr, "review: %s must be from 1 to 100000\n", a.c_str());
        return 2;
      }
      (a == "--iterations" ? opt.screenDeals : opt.deals) = int(n);
      continue;
    }
    std::fprintf(stderr, "review: unknown option or missing number '%s'\n", a.c_str());
    return 2;
  }
  opt.deals = std::max(opt.deals, opt.screenDeals);
  return withScenario(file, [&](const Game& g) { return reviewGame(g, opt); });
}

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

int cmdBench(int argc, char** argv) {
  double seconds = 2.0;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc)
      seconds = std::atof(argv[++i]);
    else {
      std::fprintf(stderr, "bench: unknown option '%s'\n", argv[i]);
      return 2;
    }
  }
  if (!(seconds > 0 && seconds < 600)) seconds = 2.0;
  std::shared_ptr<const Catalog> cat;
  try {
    cat = buildCatalog({"base"}, json(), json(), diskSets(assetsDir()), "bench");
  } catch (const InputError& e) {
    std::fprintf(stderr, "bench: %s\n", e.what());
    return 1;
  }
  // Signature: total score of 100 fixed random games; equal on every build of the same engine.
  long long signature = benchSignature(cat);
  // Throughput: whole random 2-player base games (farmers scored), one core.
  long long games = 0, turns = 0;
  double t0 = now(), t1 = t0;
  while (t1 - t0 < seconds / 2) {
    for (int k = 0; k < 64; ++k, ++games) {
      State s = State::newGame(cat, 2, uint64_t(1000 + games));
      RandomBot bot{static_cast<uint64_t>(games)};
      while (!s.over()) s.mustApply(bot.choose(s), "bench");
      turns += s.turn();
    }
    t1 = now();
  }
  double gamesPerSecond = double(games) / (t1 - t0);
  // Legal-placement enumeration on positions taken from random games (every 4th turn).
  std::vector<State> positions;
  for (uint64_t seed = 1; positions.size() < 400; ++seed) {
    State s = State::newGame(cat, 2, seed);
    RandomBot bot(seed);
    while (!s.over()) {
      if (s.step() == Step::PlaceTile && s.turn() % 4 == 0) positions.push_back(s);
      s.mustApply(bot.choose(s), "bench");
    }
  }
  std::vector<Action> out;
  out.reserve(512);
  long long queries = 0, found = 0;
  t0 = now();
  t1 = t0;
  while (t1 - t0 < seconds / 2) {
    for (int rep = 0; rep < 16; ++rep)
      for (const State& s : positions) {
        s.legalPlacements(s.currentTile(), out);
        found += static_cast<long long>(out.size());
        ++queries;
      }
    t1 = now();
  }
  double usPerQuery = (t1 - t0) * 1e6 / double(queries);
  // MCTS iterations a second: one search on a fixed position (a 2-player base game at turn 20,
  // played by greedy bots, the tile in hand to place) for a fixed time (a second, less for a
  // short bench).
  State mctsPosition = State::newGame(cat, 2, 42);
  {
    GreedyBot g0(1), g1(2);
    while (!(mctsPosition.turn() >= 20 && mctsPosition.step() == Step::PlaceTile))
      mctsPosition.mustApply((mctsPosition.actingPlayer() == 0 ? g0 : g1).choose(mctsPosition), "bench");
  }
  MctsBot mcts(1);
  mcts.setIterations(100000000);
  mcts.start(mctsPosition);
  double mctsSeconds = std::min(1.0, seconds / 2);
  t0 = now();
  t1 = t0;
  while (t1 - t0 < mctsSeconds) {
    mcts.think(16);
    t1 = now();
  }
  double mctsPerSecond = double(mcts.iterationsDone()) / (t1 - t0);
  long peakKb = 0;
#if !defined(_WIN32) && !defined(__EMSCRIPTEN__)
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) == 0) peakKb = ru.ru_maxrss;
#endif
  json out2 = {{"signature", signature},
               {"games", games},
               {"games_per_second", double(static_cast<long long>(gamesPerSecond * 10)) / 10},
               {"turns_per_game", double(turns) / double(games)},
               {"placement_queries", queries},
               {"placement_us", double(static_cast<long long>(usPerQuery * 1000)) / 1000},
               {"placements_per_query", double(found) / double(queries)},
               {"peak_memory_kb", peakKb},
               {"mcts_iterations_per_second", double(static_cast<long long>(mctsPerSecond * 10)) / 10}};
  std::cout << out2.dump() << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  std::string cmd = argv[1];
  if (cmd == "scenario") {
    if (argc != 3) return usage();
    return cmdScenario(argv[2]);
  }
  if (cmd == "selfplay") return cmdSelfplay(argc - 2, argv + 2);
  if (cmd == "review") return cmdReview(argc - 2, argv + 2);
  if (cmd == "bench") return cmdBench(argc - 2, argv + 2);
  return usage();
}
