#include "render/table/bot_player.h"

#include <algorithm>
#include <cstdio>

#include "engine/seat_lists.h"

namespace carc::render {

namespace {
// Bots think in slices so the page keeps drawing: each frame gets a budget of work, and the
// slice of thinking is what the frame's drawing leaves of it (measured on the previous frame).
constexpr double kFrameBudgetMs = 12;
constexpr double kMinSliceMs = 3, kMaxSliceMs = 8;
constexpr int kMctsChunk = 8;  // search iterations between looks at the clock (~0.2 ms in a browser)
}  // namespace

// The search bot's budget on the page is its level's (web/seats.json): iterations or milliseconds.
BotPlayer::BotPlayer(const std::string& bot, uint64_t seed) : greedy_(seed), random_(seed), mcts_(seed) {
  const BotLevel* level = botLevel(bot);
  engine_ = level ? level->engine : "greedy";
  if (level && level->pageThinkMs > 0)
    mcts_.setThinkMs(level->pageThinkMs);
  else if (level && level->pageIterations > 0)
    mcts_.setIterations(level->pageIterations);
}

// One frame's slice of thinking; true when the choice is ready.
bool BotPlayer::thinkSlice(const SeatTick& tick) {
  BotStats& stats = *tick.stats;
  double t0 = tick.clock();
  double end = t0 + std::clamp(kFrameBudgetMs - tick.drawingMs, kMinSliceMs, kMaxSliceMs);
  bool ready = false;
  if (engine_ == "greedy") {
    while (!(ready = greedy_.think(2)) && tick.clock() < end) {
    }
  } else {
    while (!(ready = mcts_.think(kMctsChunk)) && tick.clock() < end) {
    }
    stats.iterations = mcts_.iterationsDone();
    stats.iterationsMax = std::max(stats.iterationsMax, stats.iterations);
  }
  double slice = tick.clock() - t0;
  *tick.sliceMs = slice;
  stats.sliceMaxMs = std::max(stats.sliceMaxMs, slice);
  stats.decisionMs += slice;
  stats.decisionMaxMs = std::max(stats.decisionMaxMs, stats.decisionMs);
  ++stats.slices;
  ++stats.sliceHistogram[std::min(size_t(slice), stats.sliceHistogram.size() - 1)];
  return ready;
}

bool BotPlayer::move(const Game& game, const SeatTick& tick, SeatMove& out) {
  const State& s = game.state();
  const bool searching = engine_ != "random";
  if (!busy_) {
    busy_ = true;
    started_ = tick.nowMs;
    ready_ = !searching;
    tick.stats->decisionMs = 0;
    tick.stats->iterations = 0;
    if (engine_ == "greedy") greedy_.start(s);
    if (engine_ == "mcts") mcts_.start(s);
  }
  // Think for a slice of the frame, then move once the pause for watching is over.
  if (!ready_) {
    tick.stats->thinking = true;
    if (!thinkSlice(tick)) return false;
    ready_ = true;
    ++tick.stats->decisions;
  }
  // Paced so a person can follow: the tile after the delay, each later step of the turn (the
  // meeple, a module's choice) after half of it, once the placed tile has settled in.
  double pause = s.step() == Step::PlaceTile ? tick.delayMs : tick.delayMs * 0.5;
  pausedUntil_ = started_ + pause;
  if (tick.nowMs < pausedUntil_) return false;
  if (s.step() == Step::PlaceTile) tick.stats->tileWaitMs = tick.nowMs - started_;
  Action choice = engine_ == "greedy" ? greedy_.choice() : engine_ == "random" ? random_.choose(s) : mcts_.choice();
  out = SeatMove{choice, json()};
  busy_ = false;
  return true;
}

// A bot chooses among the legal moves, so a refusal is a bug: said in the console (with the
// engine's reason), never passed over in silence. The bot then thinks again.
void BotPlayer::refused(const Refusal& why) {
  std::fprintf(stderr, "carcassonne: the %s bot's move was refused: %s\n", engine_.c_str(), why.english().c_str());
}

}  // namespace carc::render
