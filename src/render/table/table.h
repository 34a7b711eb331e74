// The table: the game or position on show, its seats and who sits at them (a person at this
// screen, a bot thinking in slices, a seat whose moves arrive from elsewhere: player.h), the demo
// player, the score history for the end-of-game chart, and the manifests the shell handed over.
// No Dear ImGui and no browser: views draw it, and the page's clock comes in from the page
// (page/clock.h), so it is built and tested natively (tests/unit/table_test.cpp).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "render/table/player.h"
#include "render/table/remote_player.h"
#include "render/table/scenario_labels.h"

namespace carc::render {

// A seat as the new-game dialog and a saved game describe it.
struct Seat {
  std::string name;
  uint32_t colour;  // 0xAABBGGRR, as Dear ImGui's ImU32
  std::string bot;  // "" for a human, else one of botNames()
};

// The bots a seat can have, by the name the seat JSON uses, easiest first: the levels of
// web/seats.json (engine/seat_lists.h), "greedy" (easy), "mcts" (normal: 3,000 search iterations a
// move), "mcts-strong" (strong: one second of thinking a move), "random" (random moves).
const std::vector<std::string>& botNames();
bool knownBot(const std::string& name);

struct NewGameOptions {
  std::vector<Seat> seats;
  std::vector<std::string> sets;  // none: the first core deck of the set index
  json options = json::object();
  uint64_t seed = 1;
};

// The bot pace setting (game/bot_pace.h): the bots' pause before a move, in ms. Normal gives a
// reader time to see each move before the next one.
constexpr double kBotPaceSlowMs = 2400, kBotPaceNormalMs = 1500, kBotPaceFastMs = 700;

uint32_t defaultColour(int seat);
int paletteSize();  // how many colours defaultColour cycles through
const char* defaultName(int seat);

class Table {
 public:
  bool newGame(const NewGameOptions& o, std::string* why);
  bool loadScenario(const json& scenario, std::string* why);
  // A rules demo: the scenario's position, then its moves one step at a time.
  bool loadDemo(const json& scenario, std::string* why);
  // Why the last newGame, loadScenario or loadDemo failed, as data (empty when it was not the
  // engine's refusal, or nothing failed).
  const Refusal& lastRefusal() const { return lastRefusal_; }
  // The editor's draft (editor.h): its position, players and colours on the board; no bots, not a
  // game in progress (never kept as one).
  // `toPlay` false: a position to look at only (the editor's Publish stage), no seat moves in it.
  void showPosition(const Game& g, const json& scenario, bool toPlay = true);
  // The position shown stays to be looked at until a seat may move again (the editor's Record
  // stage while its tile for the move is not chosen yet).
  void setLookOnly(bool on) { lookOnly_ = on; }
  bool demoActive() const { return demo_.active; }
  const json& demoScenario() const { return demo_.scenario; }
  // The squares the demo's moves take, as its scenario names them (each move's "at", in order);
  // none when no demo is shown. What an embedded demo frames besides its tiles.
  std::vector<std::pair<int, int>> demoSquares() const;
  // The demo's labels on the features they name, as the board stands at this step (none when no
  // demo is shown; a label's tile may come with a later step).
  std::vector<PlacedLabel> demoLabels() const;
  int demoStep() const { return demo_.step; }
  int demoSteps() const { return demo_.steps; }
  bool demoStepTo(int step);  // 0 = the position before the first move
  std::string demoTitle() const;
  std::string demoText() const;  // what happened at this step, in words
  void setLanguage(const std::string& lang) { lang_ = lang; }
  void setEmbedded(bool on) { embedded_ = on; }
  bool embedded() const { return embedded_; }
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
  // The seat to move moves when it is ready: a bot thinks for a slice of this frame, a remote
  // seat's waiting moves are applied (each refusal is handed back to it).
  void tickBots(double nowMs);
  void setBotDelay(double ms) { botDelayMs_ = ms; }
  double botDelay() const { return botDelayMs_; }
  // The tiles the other seats placed since a person at this screen last placed one, oldest first
  // (indices into State::tiles): the board outlines them until the next move. Empty once the
  // person has placed their tile; with no person at the table, the last round.
  std::vector<int> tilesSincePerson() const;
  bool botThinking() const;
  // The seat to move is a bot pausing so its move can be watched: the page's clock at which it
  // moves; 0 when no bot pauses (one thinking needs every frame, a person none).
  double botPausedUntilMs() const;
  const BotStats& botStats() const { return botStats_; }
  // The page's clock in ms (page/clock.h in the page; a steady clock otherwise).
  void setClock(std::function<double()> clock) { clock_ = std::move(clock); }
  // Who sits at a seat (player.h): a seat of the game on show becomes remote, its moves to come
  // from elsewhere (online play, tests); nullptr when there is no such seat.
  RemotePlayer* makeRemote(int seat);
  const Player* player(int seat) const;
  // Told of every step applied, whoever made it (online play sends the table's own moves on).
  // `n`: the steps before it, counted from the game's start (an online table's steps as the server
  // counts them).
  using MoveListener = std::function<void(int seat, const json& step, int n)>;
  void setMoveListener(MoveListener listener) { moveListener_ = std::move(listener); }
  // Told whenever the table turns to something of this page's own (a new game, a scenario, a demo,
  // the editor's position, nothing): the page leaves any online table, lobby or game, it was at.
  void setLocalListener(std::function<void()> listener) { localListener_ = std::move(listener); }

  // A game to play on (a new game, or a saved game with its seats), as opposed to a scenario or a
  // demo: the page keeps it in the browser and shares it as a game. `revision` changes with every
  // change of the game, so the page knows when to keep it again.
  bool isGameInProgress() const { return game_ && isGame_ && !demo_.active; }
  int revision() const { return revision_; }

  // --- Online play (docs/online.md; online.cpp) -----------------------------------------------
  // The server's view (engine/online_messages.h's OnlineView) as the game on show: my
  // seat a person, every other seat remote (`mySeat` -1: watching, nobody here moves). `names`: the
  // seats' names (empty: the position's). Loading it again (a resync) replaces the game.
  bool loadOnline(const json& view, int mySeat, const std::vector<std::string>& names, std::string* why);
  bool online() const { return online_.on; }
  int onlineSeat() const { return online_.on ? online_.seat : -1; }
  // Steps the table knows of (applied or waiting at a remote seat), as the server counts them.
  int onlineSteps() const { return online_.known; }
  // A step the server accepted (an OnlineStep; malformed, it is refused): another seat's goes
  // to its remote seat, an echo of mine brings the next tile. False when it does not follow what
  // the table has (a step missed): the view must be loaded again.
  bool onlineStep(const json& message);
  // The table and the server disagree (a remote step the engine refused): load the view again.
  bool onlineNeedsView() const { return online_.on && online_.stale; }
  void onlineViewAsked() { online_.stale = false; }
  // The turn's tile has not come from the server yet: nobody here may move.
  bool onlineAwaitingTile() const;
  // The whole saved game the server gives once the game is over (never before): Share and download
  // give it from then on, instead of the public position.
  void onlineSavedGame(const json& game) {
    if (online_.on && game.is_object()) online_.game = game;
  }
  bool onlineSaved() const { return online_.on && online_.game.is_object(); }
  // The tiles left in the bag by kind (index: the catalog's types) and in all: the server's counts
  // online, the bag's otherwise.
  std::vector<int> bagCounts() const;
  int tilesLeft() const;

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
  bool lookOnly_ = false;  // shown to be looked at: nobody here is to move
  int revision_ = 0;
  NewGameOptions options_;
  std::vector<std::unique_ptr<Player>> players_;  // one a seat
  void makeBots(uint64_t seed);
  void resetPlayers();
  bool applyMove(const SeatMove& m, Refusal* no, int seat = -1);
  BotStats botStats_;
  double lastSliceMs_ = 0;  // thinking done in this frame (the previous one, at the start of tickBots)
  double drawingMs_ = 0;    // the previous frame's work other than thinking
  std::vector<std::vector<int>> history_;
  double botDelayMs_ = kBotPaceNormalMs;
  std::function<double()> clock_;
  MoveListener moveListener_;
  std::function<void()> localListener_;
  void turnLocal();  // online mode off, and the page told so
  Refusal lastRefusal_;
  struct Online {
    bool on = false;
    int seat = -1;
    int base = 0;   // steps the server counts that the loaded game does not hold as actions
    int known = 0;  // steps applied or waiting at a remote seat
    bool stale = false;
    std::map<int, int> tiles;  // step count -> the tile in hand from then on (catalog index)
    int overAt = -1;           // step count after which the game is over
    int tileAt = -1;           // step count at which the tile in hand came from the server
    std::vector<int> bag;      // the server's counts by catalog index
    json game;                 // the saved game, once the server gave it (after the end)
  } online_;
  int onlineApplied() const;
  void onlineCatchUp();  // the server's tile and end, once the steps before them are applied
  bool onlineRefuses(Refusal* no) const;
};

std::map<std::string, std::string>& manifests();  // set name -> manifest text
bool manifestFor(const std::string& set, std::string& text);

}  // namespace carc::render
