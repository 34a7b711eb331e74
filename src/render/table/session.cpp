#include "render/table/session.h"
#include "engine/phrase.h"

#include <emscripten.h>

#include <algorithm>
#include <cstdio>

#include "engine/describe.h"
#include "engine/explain.h"
#include "engine/module.h"
#include "engine/scenario.h"
#include "render/words/i18n.h"
#include "render/table/set_index.h"

namespace carc::render {

namespace {
// The players' colours, told apart under protanopia, deuteranopia and tritanopia as well as with
// full colour vision (tests/browser/palette.test.cjs checks them from this table); each player
// also has a mark of their own (paintMark). Named as the colour words below, in this order.
const ImU32 kColours[6] = {IM_COL32(206, 26, 19, 255),  IM_COL32(64, 85, 233, 255), IM_COL32(15, 200, 130, 255),
                           IM_COL32(244, 244, 83, 255), IM_COL32(30, 30, 34, 255),  IM_COL32(227, 132, 221, 255)};
const char* const kNames[6] = {"You", "Ada", "Bruno", "Chloé", "Dirk", "Emma"};
// Player names that are English colour words (scenarios name their players so): shown in the
// reader's language.
const char* const kColourNames[] = {N_("Red"),  N_("Blue"),   N_("Green"),  N_("Yellow"), N_("Black"), N_("Grey"),
                                    N_("Gray"), N_("Pink"), N_("Purple"), N_("Orange"), N_("White"), N_("Brown")};

// Bots think in slices so the page keeps drawing: each frame gets a budget of work, and the
// slice of thinking is what the frame's drawing leaves of it (measured on the previous frame).
constexpr double kFrameBudgetMs = 12;
constexpr double kMinSliceMs = 3, kMaxSliceMs = 8;
constexpr int kMctsChunk = 8;  // search iterations between looks at the clock (~0.2 ms in a browser)

// The page's levels of the search bot.
constexpr int kNormalIterations = 3000;
constexpr double kStrongThinkMs = 1000;

// The colour word of each colour of kColours.
const char* const kPaletteNames[6] = {"Red", "Blue", "Green", "Yellow", "Black", "Pink"};

// Colours for players named in a scenario: a player named by a colour word of the palette gets
// that colour, so the name shown matches the meeples; the others get the first colours left.
std::vector<ImU32> coloursForNames(const std::vector<std::string>& names) {
  std::vector<ImU32> out(names.size(), 0);
  bool used[6] = {};
  for (size_t p = 0; p < names.size(); ++p)
    for (int c = 0; c < 6; ++c)
      if (names[p] == kPaletteNames[c] && !used[c]) {
        out[p] = kColours[c];
        used[c] = true;
        break;
      }
  for (size_t p = 0; p < names.size(); ++p) {
    if (out[p]) continue;
    int c = 0;
    while (c < 5 && used[c]) ++c;
    out[p] = kColours[(used[c] ? p : size_t(c)) % 6];
    used[c] = true;
  }
  return out;
}
}  // namespace

const std::vector<std::string>& botNames() {
  static const std::vector<std::string> names = {"greedy", "mcts", "mcts-strong", "random"};
  return names;
}

bool knownBot(const std::string& name) {
  for (const std::string& n : botNames())
    if (n == name) return true;
  return false;
}

ImU32 defaultColour(int seat) { return kColours[seat % 6]; }
const char* defaultName(int seat) { return kNames[seat % 6]; }

Session& session() {
  static Session s;
  return s;
}

std::map<std::string, std::string>& manifests() {
  static std::map<std::string, std::string> m;
  return m;
}

bool manifestFor(const std::string& set, std::string& text) {
  auto it = manifests().find(set);
  if (it == manifests().end()) return false;
  text = it->second;
  return true;
}

std::vector<std::string> Session::names() const {
  std::vector<std::string> n;
  for (const Seat& s : seats_) n.push_back(s.name);
  return n;
}

std::string Session::shownName(int player) const {
  if (player < 0 || size_t(player) >= seats_.size()) return "";
  const std::string& name = seats_[size_t(player)].name;
  if (name == "You") return tr("You");
  for (size_t i = 0; i < sizeof(kColourNames) / sizeof(kColourNames[0]); ++i)
    if (name == kColourNames[i]) return tr(kColourNames[i]);
  return name;
}

int Session::youSeat() const {
  for (size_t p = 0; p < seats_.size(); ++p)
    if (seats_[p].name == "You") return int(p);
  return -1;
}

std::vector<std::string> Session::shownNames() const {
  std::vector<std::string> n;
  for (size_t p = 0; p < seats_.size(); ++p) n.push_back(shownName(int(p)));
  return n;
}

void Session::clear() {
  game_.reset();
  isGame_ = false;
  ++revision_;
  demo_ = Demo{};
  seats_.clear();
  history_.clear();
  greedy_.clear();
  random_.clear();
  mcts_.clear();
  botBusy_ = false;
  botStats_ = BotStats{};
}

// One bot of each kind per seat, seeded from the game's seed and the seat, so a game replays.
void Session::makeBots(uint64_t seed) {
  greedy_.clear();
  random_.clear();
  mcts_.clear();
  for (size_t p = 0; p < seats_.size(); ++p) {
    greedy_.emplace_back(seed * 31 + p);
    random_.emplace_back(seed * 31 + p);
    mcts_.emplace_back(seed * 31 + p);
    if (seats_[p].bot == "mcts-strong")
      mcts_.back().setThinkMs(kStrongThinkMs);
    else
      mcts_.back().setIterations(kNormalIterations);
  }
  botBusy_ = false;
  botStats_ = BotStats{};
}

bool Session::newGame(const NewGameOptions& o, std::string* why) {
  demo_ = Demo{};
  if (o.seats.size() < 2 || o.seats.size() > size_t(kMaxPlayers)) {
    if (why) *why = "a game needs 2 to 6 players";
    return false;
  }
  NewGameOptions chosen = o;
  if (chosen.sets.empty()) chosen.sets = defaultSets();
  try {
    auto cat = buildCatalog(chosen.sets, json(), o.options, manifestFor, "new game");
    game_ = std::make_unique<Game>(State::newGame(cat, int(o.seats.size()), o.seed));
  } catch (const InputError& e) {
    if (why) *why = e.what();
    return false;
  }
  options_ = chosen;
  seats_ = o.seats;
  makeBots(o.seed);
  history_.assign(1, game_->state().scores());
  isGame_ = true;
  ++revision_;
  return true;
}

namespace {

// "#d63031" <-> a colour (a saved game's seats, FORMATS.md §2).
std::string colourText(ImU32 c) {
  char buf[8];
  std::snprintf(buf, sizeof(buf), "#%02x%02x%02x", unsigned(c & 255), unsigned((c >> 8) & 255),
                unsigned((c >> 16) & 255));
  return buf;
}
ImU32 colourOf(const std::string& text, ImU32 fallback) {
  unsigned r, g, b;
  if (text.size() != 7 || std::sscanf(text.c_str(), "#%2x%2x%2x", &r, &g, &b) != 3) return fallback;
  return IM_COL32(r, g, b, 255);
}

// The seats of a scenario: its players' names, and with "seats" (a saved game) their bots and
// colours. Throws InputError for a bot this page does not have.
std::vector<Seat> seatsOf(const json& j) {
  std::vector<Seat> seats;
  json names = j.contains("players") ? j["players"] : json::array({"Red", "Blue"});
  std::vector<ImU32> colours = coloursForNames(names.get<std::vector<std::string>>());
  for (size_t p = 0; p < names.size(); ++p) seats.push_back(Seat{names[p].get<std::string>(), colours[p], ""});
  // A scenario's own colours (the editor writes them), one "#rrggbb" per player.
  if (j.contains("colours") && j["colours"].is_array())
    for (size_t p = 0; p < seats.size() && p < j["colours"].size(); ++p)
      if (j["colours"][p].is_string()) seats[p].colour = colourOf(j["colours"][p].get<std::string>(), seats[p].colour);
  if (!j.contains("seats") || !j["seats"].is_array()) return seats;
  for (size_t p = 0; p < seats.size() && p < j["seats"].size(); ++p) {
    const json& seat = j["seats"][p];
    if (seat.contains("colour") && seat["colour"].is_string())
      seats[p].colour = colourOf(seat["colour"].get<std::string>(), seats[p].colour);
    if (seat.contains("bot") && seat["bot"].is_string()) {
      std::string bot = seat["bot"].get<std::string>();
      if (!knownBot(bot))
        throw InputError("scenario.seats[" + std::to_string(p) + "].bot", "unknown bot '" + bot.substr(0, 40) + "'");
      seats[p].bot = bot;
    }
  }
  return seats;
}

}  // namespace

void Session::adoptSeats(const json& j) {
  std::vector<Seat> seats = seatsOf(j);
  seats_ = seats;
  options_.seats = seats;
  options_.sets = game_->state().catalog().sets;
  options_.options = game_->state().catalog().options.is_null() ? json::object() : game_->state().catalog().options;
  options_.seed = game_->state().seed();
  makeBots(options_.seed);
  // The scores after each turn, for the chart: replayed from the start (a dealt game only; a free
  // scenario's tiles are named by its moves).
  history_.assign(1, game_->initial().scores());
  if (game_->initial().strictDeck()) {
    State st = game_->initial();
    for (const Action& a : game_->actions()) {
      if (!st.apply(a)) break;
      while (int(history_.size()) <= st.turn()) history_.push_back(st.scores());
    }
  }
  afterChange();
  ++revision_;
}

bool Session::loadScenario(const json& j, std::string* why) {
  try {
    Scenario sc = carc::loadScenario(j, manifestFor, "scenario");
    playScenario(sc, "scenario");
    seatsOf(j);  // a bot this page does not have is refused before anything changes
    game_ = std::make_unique<Game>(sc.game);
    demo_ = Demo{};
    isGame_ = j.contains("seats");  // a saved game with its seats: a game to play on
    adoptSeats(j);
  } catch (const InputError& e) {
    if (why) *why = e.what();
    return false;
  }
  return true;
}

void Session::showPosition(const Game& g, const json& scenario) {
  game_ = std::make_unique<Game>(g);
  demo_ = Demo{};
  isGame_ = false;
  json plain = scenario;
  plain.erase("seats");  // the editor plays every seat itself
  adoptSeats(plain);
}

bool Session::loadDemo(const json& j, std::string* why) {
  try {
    Scenario sc = carc::loadScenario(j, manifestFor, "scenario");
    Scenario check = sc;
    playScenario(check, "scenario");  // every move must be legal before stepping starts
    demo_.active = true;
    demo_.scenario = j;
    demo_.moves = sc.moves;
    demo_.end = sc.end;
    demo_.steps = int(sc.moves.size()) + (sc.end ? 1 : 0);
    demo_.start = std::make_unique<Game>(sc.game);
    game_ = std::make_unique<Game>(sc.game);
    demo_.step = 0;
    isGame_ = false;
    adoptSeats(j);
    for (Seat& seat : seats_) seat.bot.clear();  // a demo plays its own moves
  } catch (const InputError& e) {
    if (why) *why = e.what();
    return false;
  }
  return true;
}

bool Session::demoStepTo(int step) {
  if (!demo_.active) return false;
  step = std::max(0, std::min(step, demo_.steps));
  // Stepping back replays from the start: the earlier state is restored exactly.
  Game g = *demo_.start;
  int n = int(demo_.moves.size());
  for (int i = 0; i < std::min(step, n); ++i) g.playTurn(demo_.moves[size_t(i)], "move " + std::to_string(i));
  if (demo_.end && step > n) g.finish();
  *game_ = g;
  demo_.step = step;
  history_.resize(1);
  afterChange();
  return true;
}

std::string Session::demoTitle() const {
  const json& e = demo_.scenario.contains("explanations") ? demo_.scenario["explanations"] : json();
  if (e.is_object() && e.contains(lang_) && e[lang_].is_object() && e[lang_].contains("title") &&
      e[lang_]["title"].is_string())
    return e[lang_]["title"].get<std::string>();
  if (demo_.scenario.contains("title") && demo_.scenario["title"].is_string())
    return demo_.scenario["title"].get<std::string>();
  return tr("Scenario");
}

std::string Session::demoText() const {
  if (!demo_.active) return "";
  std::string text;
  // The scenario's own words for this step, in the chosen language (English as the fallback).
  const json& e = demo_.scenario.contains("explanations") ? demo_.scenario["explanations"] : json();
  for (const std::string& lang : {lang_, std::string("en")}) {
    if (!e.is_object() || !e.contains(lang) || !e[lang].is_object() || !e[lang].contains("steps")) continue;
    const json& steps = e[lang]["steps"];
    // An empty text (a step the editor left to the engine's words) falls back like a missing one.
    if (steps.is_array() && size_t(demo_.step) < steps.size() && steps[size_t(demo_.step)].is_string() &&
        !steps[size_t(demo_.step)].get<std::string>().empty()) {
      text = steps[size_t(demo_.step)].get<std::string>() + "\n\n";
      break;
    }
  }
  if (demo_.step == 0) {
    if (text.empty() && demo_.scenario.contains("description") && demo_.scenario["description"].is_string())
      text = demo_.scenario["description"].get<std::string>() + "\n\n";
    return text + tr("The starting position. Step forward to play the moves.");
  }
  const State& s = game_->state();
  int n = int(demo_.moves.size());
  if (demo_.step <= n) {
    const json& m = demo_.moves[size_t(demo_.step - 1)];
    // The player of move k: the one before the player now to move, unless the game is over.
    int player = (s.currentPlayer() + s.players() - 1) % s.players();
    text += fill(tr("Move {0}: {1}"), std::to_string(demo_.step),
                 describeTurn(s, m, shownName(player), [](const std::string& x) { return tr(x); }));
    text += "\n";
  } else {
    text += std::string(tr("End of the game: unfinished features and farmers are scored.")) + "\n";
  }
  int counted = 0;
  for (const Note& note : s.notes())
    if (demo_.step <= n && note.move == demo_.step - 1) text += "- " + std::string(tr(note.text)) + "\n";
  for (const ScoreEvent& e2 : s.events()) {
    bool here = demo_.step <= n ? e2.move == demo_.step - 1 : e2.move < 0;
    if (!here) continue;
    text += "- " +
            explainEvent(
                s, e2, shownNames(), [](const std::string& x) { return tr(x); }, youSeat()) +
            "\n";
    ++counted;
  }
  if (!counted) text += std::string(tr("No scoring.")) + "\n";
  return text;
}

json Session::positionJson() const {
  if (!game_) return json();
  json j = carc::positionJson(game_->state(), names());
  if (demo_.active) j["title"] = demoTitle();
  return j;
}

bool Session::humanToMove() const {
  if (demo_.active && (demo_.step < demo_.steps || embedded_)) return false;  // the demo plays its own moves
  return game_ && !game_->state().over() && seats_[size_t(game_->state().currentPlayer())].bot.empty();
}

void Session::afterChange() {
  ++revision_;
  // One history entry per finished turn, for the chart.
  while (int(history_.size()) <= game_->state().turn()) history_.push_back(game_->state().scores());
  if (game_->state().over()) history_.back() = game_->state().scores();
}

bool Session::play(const Action& a, std::string* why) {
  if (!game_) return false;
  Refusal no;
  if (!game_->apply(a, &no)) {
    if (why) *why = no.english();
    return false;
  }
  afterChange();
  return true;
}

bool Session::playJson(const json& move, std::string* why) {
  if (!game_) {
    if (why) *why = "no game";
    return false;
  }
  if (Refusal no = game_->playJson(move)) {
    if (why) *why = no.at("move");
    return false;
  }
  afterChange();
  return true;
}

bool Session::forceTile(int type) {
  if (!game_ || demo_.active) return false;
  const State& s = game_->state();
  if (s.strictDeck() || s.over() || s.step() != Step::PlaceTile || type < 0 || size_t(type) >= s.catalog().types.size())
    return false;
  if (s.currentTile() == type) return true;
  game_->forceTile(type);
  afterChange();
  return true;
}

bool Session::undoStep() {
  if (!game_ || !game_->undo(1)) return false;
  botBusy_ = false;
  afterChange();
  history_.resize(size_t(game_->state().turn()) + 1);
  return true;
}

bool Session::undoHuman() {
  if (!game_ || game_->actions().empty()) return false;
  // Back to the start of this turn; if already there, to the start of the previous human turn.
  bool moved = false;
  do {
    if (!game_->undoTurn()) break;
    moved = true;
  } while (!game_->actions().empty() && !seats_[size_t(game_->state().currentPlayer())].bot.empty());
  botBusy_ = false;
  history_.resize(size_t(game_->state().turn()) + 1);
  ++revision_;
  return moved;
}

// One frame's slice of thinking for the bot of `player`; true when its choice is ready.
bool Session::thinkSlice(size_t player) {
  const std::string& bot = seats_[player].bot;
  double t0 = emscripten_get_now();
  double end = t0 + std::clamp(kFrameBudgetMs - drawingMs_, kMinSliceMs, kMaxSliceMs);
  bool ready = false;
  if (bot == "greedy") {
    while (!(ready = greedy_[player].think(2)) && emscripten_get_now() < end) {
    }
  } else {
    while (!(ready = mcts_[player].think(kMctsChunk)) && emscripten_get_now() < end) {
    }
    botStats_.iterations = mcts_[player].iterationsDone();
    botStats_.iterationsMax = std::max(botStats_.iterationsMax, botStats_.iterations);
  }
  lastSliceMs_ = emscripten_get_now() - t0;
  botStats_.sliceMaxMs = std::max(botStats_.sliceMaxMs, lastSliceMs_);
  botStats_.decisionMs += lastSliceMs_;
  botStats_.decisionMaxMs = std::max(botStats_.decisionMaxMs, botStats_.decisionMs);
  ++botStats_.slices;
  ++botStats_.sliceHistogram[std::min(size_t(lastSliceMs_), botStats_.sliceHistogram.size() - 1)];
  return ready;
}

void Session::tickBots(double nowMs) {
  // The previous frame's work is known now: count it if a bot thought in it.
  if (botStats_.thinking) botStats_.frameMaxMs = std::max(botStats_.frameMaxMs, lastFrameMs);
  botStats_.thinking = false;
  drawingMs_ = std::max(0.0, lastFrameMs - lastSliceMs_);
  lastSliceMs_ = 0;
  if (!game_ || game_->state().over()) return;
  size_t p = size_t(game_->state().currentPlayer());
  const Seat& seat = seats_[p];
  if (seat.bot.empty()) {
    botBusy_ = false;
    return;
  }
  const bool searching = seat.bot != "random";
  if (!botBusy_) {
    botBusy_ = true;
    botStarted_ = nowMs;
    botReady_ = !searching;
    botStats_.decisionMs = 0;
    botStats_.iterations = 0;
    if (seat.bot == "greedy") greedy_[p].start(game_->state());
    if (seat.bot == "mcts" || seat.bot == "mcts-strong") mcts_[p].start(game_->state());
  }
  // Think for a slice of the frame, then move once the pause for watching is over.
  if (!botReady_) {
    botStats_.thinking = true;
    if (!thinkSlice(p)) return;
    botReady_ = true;
    ++botStats_.decisions;
  }
  // Paced so a person can follow: the tile after the delay, each later step of the turn (the
  // meeple, a module's choice) after half of it, once the placed tile has settled in.
  double pause = game_->state().step() == Step::PlaceTile ? botDelayMs_ : botDelayMs_ * 0.5;
  if (nowMs - botStarted_ < pause) return;
  Action choice = seat.bot == "greedy"   ? greedy_[p].choice()
                  : seat.bot == "random" ? random_[p].choose(game_->state())
                                         : mcts_[p].choice();
  std::string why;
  // A bot chooses among the legal moves, so a refusal is a bug: said in the console (with the
  // engine's reason), never passed over in silence. The bot then thinks again.
  if (!play(choice, &why))
    std::fprintf(stderr, "carcassonne: the %s bot's move was refused: %s\n", seat.bot.c_str(), why.c_str());
  botBusy_ = false;
}

json Session::stateJson() const {
  json j;
  if (!game_) return j;
  const State& s = game_->state();
  const Catalog& cat = s.catalog();
  json players = json::array();
  for (int p = 0; p < s.players(); ++p)
    players.push_back({{"name", seats_[size_t(p)].name},
                       {"score", s.scores()[size_t(p)]},
                       {"meeples", s.supply(p)},
                       {"bot", seats_[size_t(p)].bot.empty() ? json(nullptr) : json(seats_[size_t(p)].bot)}});
  j["players"] = players;
  j["next"] = s.currentPlayer();
  j["turn"] = s.turn();
  j["over"] = s.over();
  static const char* const kSteps[] = {"tile", "meeple", "module", "over"};
  j["step"] = kSteps[int(s.step())];
  j["tile"] = s.currentTile() >= 0 ? json(cat.types[size_t(s.currentTile())].id) : json(nullptr);
  j["bag"] = s.bag().size();
  // The board as in a shared position (tiles, rotations, meeples, the modules' board entries).
  json board = carc::positionJson(s, names())["board"];
  j["board"] = board;
  json events = json::array();
  for (const ScoreEvent& e : s.events()) {
    json ej = eventJson(s, e);
    ej["text"] = explainEvent(
        s, e, shownNames(), [](const std::string& x) { return tr(x); }, youSeat());
    events.push_back(ej);
  }
  j["events"] = events;
  json notes = json::array();
  for (const Note& n : s.notes()) notes.push_back({{"move", n.move}, {"text", tr(n.text)}});
  j["notes"] = notes;
  j["scores"] = s.scores();
  j["sets"] = cat.sets;
  json pieces = json::array();  // the modules' pieces on the board
  for (const Module* m : cat.modules) {
    std::vector<Module::Piece> ps;
    m->pieces(s, ps);
    for (const Module::Piece& p : ps)
      pieces.push_back({{"kind", p.kind},
                        {"at", {s.tiles()[size_t(p.tile)].x, s.tiles()[size_t(p.tile)].y}},
                        {"on", featureAddress(s, p.tile, p.seg)}});
  }
  j["pieces"] = pieces;
  if (demo_.active)
    j["demo"] = {{"title", demoTitle()}, {"step", demo_.step}, {"steps", demo_.steps}, {"text", demoText()}};
  return j;
}

json Session::legalMovesJson() const { return game_ ? game_->legalMovesJson() : json::array(); }

json Session::saveJson() const {
  if (!game_) return json();
  if (!isGameInProgress()) return saveGame(*game_, names());
  // A game in progress says who sits where, so it opens again as the same game (bots and colours).
  json seats = json::array();
  for (const Seat& seat : seats_)
    seats.push_back({{"bot", seat.bot.empty() ? json(nullptr) : json(seat.bot)}, {"colour", colourText(seat.colour)}});
  return saveGame(*game_, names(), seats);
}

}  // namespace carc::render
