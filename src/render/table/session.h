// The game the page shows: its seats (human or bot), the bots thinking across frames, the
// score history for the end-of-game chart, and the manifests the shell handed over.
#pragma once
#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/greedy_bot.h"
#include "engine/mcts_bot.h"
#include "engine/random_bot.h"
#include "imgui.h"

namespace carc::render {

struct Seat {
  std::string name;
  ImU32 colour;
  std::string bot;  // "" for a human, else one of botNames()
};

// The bots a seat can have, by the name the seat JSON uses, easiest first: "greedy" (easy),
// "mcts" (normal: 3,000 search iterations a move), "mcts-strong" (one second of thinking a move),
// "random" (random moves).
const std::vector<std::string>& botNames();
bool knownBot(const std::string& name);

// How the bots' thinking went since the game started, for frameStats(): a test reads these
// instead of timing the wall clock.
struct BotStats {
  bool thinking = false;  // a bot is working out its move now (not pausing so it can be watched)
  double sliceMaxMs = 0;  // the longest thinking done in one frame
  double frameMaxMs = 0;  // the longest frame's work (thinking + drawing) while a bot thought
  long slices = 0;        // frames a bot thought in
  // Slices by length: [k] counts those of k to k+1 ms, the last those of 16 ms or more (the wall
  // clock: a loaded machine that pauses the page makes a slice look long).
  std::array<long, 17> sliceHistogram{};
  double decisionMs = 0;        // thinking time of the current or last decision
  double decisionMaxMs = 0;     // ... of the longest decision
  long long iterations = 0;     // search iterations of the current or last decision (mcts bots)
  long long iterationsMax = 0;  // ... of the longest search
  int decisions = 0;            // decisions bots have made
};

struct NewGameOptions {
  std::vector<Seat> seats;
  std::vector<std::string> sets;  // none: the first core deck of the set index
  json options = json::object();
  uint64_t seed = 1;
};

ImU32 defaultColour(int seat);
const char* defaultName(int seat);

class Session {
 public:
  bool newGame(const NewGameOptions& o, std::string* why);
  bool loadScenario(const json& scenario, std::string* why);
  // A rules demo: the scenario's position, then its moves one step at a time.
  bool loadDemo(const json& scenario, std::string* why);
  // The editor's draft (editor.h): its position, players and colours on the board; no bots, not a
  // game in progress (never kept as one).
  void showPosition(const Game& g, const json& scenario);
  bool demoActive() const { return demo_.active; }
  const json& demoScenario() const { return demo_.scenario; }
  int demoStep() const { return demo_.step; }
  int demoSteps() const { return demo_.steps; }
  bool demoStepTo(int step);  // 0 = the position before the first move
  std::string demoTitle() const;
  std::string demoText() const;  // what happened at this step, in words
  void setLanguage(const std::string& lang) { lang_ = lang; }
  void setEmbedded(bool on) { embedded_ = on; }
  const std::string& language() const { return lang_; }
  bool active() const { return game_ != nullptr; }
  const Game& game() const { return *game_; }
  const State& state() const { return game_->state(); }
  const std::vector<Seat>& seats() const { return seats_; }
  const NewGameOptions& options() const { return options_; }
  std::vector<std::string> names() const;  // as the scenario or the players gave them (saved as they are)
  // A name as it is shown: a name that is an English colour word ("Red", "Blue", ...) is shown in
  // the reader's language ("Rood", "Rouge", "Rot"); any other name as it is.
  std::string shownName(int player) const;
  std::vector<std::string> shownNames() const;
  // The seat of the reader, addressed as "you" ("You score 4", "You win"): the first seat named
  // "You" (the default name of the first seat); -1 when none.
  int youSeat() const;
  // No game on the page any more (an embedded demo that could not be loaded shows only its error).
  void clear();

  bool humanToMove() const;
  // One step by a human (or the page API). False with `why` when it is not legal.
  bool play(const Action& a, std::string* why);
  // A whole turn or one step given as JSON (page API).
  bool playJson(const json& move, std::string* why);
  // In a free scenario (no dealt deck), before a turn: the tile in hand is `type` (the editor's
  // recorder chooses it). False when the deck is dealt or a turn is under way.
  bool forceTile(int type);
  // Undo: back to the start of the current human's turn, or their previous one.
  bool undoHuman();
  bool undoStep();
  // Lets bots think for a slice of this frame and move when ready.
  void tickBots(double nowMs);
  void setBotDelay(double ms) { botDelayMs_ = ms; }
  bool botThinking() const { return botBusy_; }
  const BotStats& botStats() const { return botStats_; }

  // A game to play on (a new game, or a saved game with its seats), as opposed to a scenario or a
  // demo: the page keeps it in the browser and shares it as a game. `revision` changes with every
  // change of the game, so the page knows when to keep it again.
  bool isGameInProgress() const { return game_ && isGame_ && !demo_.active; }
  int revision() const { return revision_; }

  const std::vector<std::vector<int>>& scoreHistory() const { return history_; }
  json stateJson() const;
  json legalMovesJson() const;
  json saveJson() const;
  json positionJson() const;
  double lastFrameMs = 0, frameMsAverage = 0, lastBuildMs = 0;
  int lastVertices = 0;

 private:
  void afterChange();
  std::unique_ptr<Game> game_;
  std::vector<Seat> seats_;
  struct Demo {
    bool active = false;
    json scenario, moves;
    bool end = false;
    int step = 0, steps = 0;
    std::unique_ptr<Game> start;
  } demo_;
  std::string lang_ = "en";
  bool embedded_ = false;
  void adoptSeats(const json& scenario);
  bool isGame_ = false;
  int revision_ = 0;
  NewGameOptions options_;
  std::vector<GreedyBot> greedy_;
  std::vector<RandomBot> random_;
  std::vector<MctsBot> mcts_;
  void makeBots(uint64_t seed);
  bool thinkSlice(size_t player);
  BotStats botStats_;
  double lastSliceMs_ = 0;  // thinking done in this frame (the previous one, at the start of tickBots)
  double drawingMs_ = 0;    // the previous frame's work other than thinking
  std::vector<std::vector<int>> history_;
  bool botBusy_ = false;
  bool botReady_ = false;  // the bot to move has its choice (it may still pause so it can be watched)
  double botStarted_ = 0, botDelayMs_ = 700;
};

Session& session();
std::map<std::string, std::string>& manifests();  // set name -> manifest text
bool manifestFor(const std::string& set, std::string& text);

}  // namespace carc::render
