#include "render/table/table.h"

#include <algorithm>
#include <chrono>

#include "engine/describe.h"
#include "engine/explain.h"
#include "engine/module.h"
#include "engine/phrase.h"
#include "engine/scenario.h"
#include "render/table/bot_player.h"
#include "render/table/colours.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
// The players' colours, told apart under protanopia, deuteranopia and tritanopia as well as with
// full colour vision (tests/browser/palette.test.cjs checks them from this table); each player
// also has a mark of their own (paintMark). Named by the palette's colour words (paletteWords(), from
// web/seats.json), in this order: as many words as colours (tests/unit/table_test.cpp).
constexpr uint32_t rgb(unsigned r, unsigned g, unsigned b) { return 0xff000000u | b << 16 | g << 8 | r; }
const uint32_t kColours[6] = {rgb(206, 26, 19),  rgb(64, 85, 233), rgb(15, 200, 130),
                              rgb(244, 244, 83), rgb(30, 30, 34),  rgb(227, 132, 221)};
const char* const kNames[6] = {"You", "Ada", "Bruno", "Chloé", "Dirk", "Emma"};

// Colours for players named in a scenario: a player named by a colour word of the palette gets
// that colour, so the name shown matches the meeples; the others get the first colours left.
std::vector<uint32_t> coloursForNames(const std::vector<std::string>& names) {
  std::vector<uint32_t> out(names.size(), 0);
  bool used[6] = {};
  for (size_t p = 0; p < names.size(); ++p)
    for (int c = 0; c < 6; ++c)
      if (size_t(c) < paletteWords().size() && names[p] == paletteWords()[size_t(c)] && !used[c]) {
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
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const BotLevel& l : botLevels()) out.push_back(l.bot);
    return out;
  }();
  return names;
}

bool knownBot(const std::string& name) {
  for (const std::string& n : botNames())
    if (n == name) return true;
  return false;
}

uint32_t defaultColour(int seat) { return kColours[seat % 6]; }
int paletteSize() { return int(sizeof(kColours) / sizeof(kColours[0])); }
const char* defaultName(int seat) { return kNames[seat % 6]; }

// The sets' manifests: handed over once by the shell before the app starts (not UI state).
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

std::vector<std::string> Table::names() const {
  std::vector<std::string> n;
  for (const Seat& s : seats_) n.push_back(s.name);
  return n;
}

std::string Table::shownName(int player) const {
  if (player < 0 || size_t(player) >= seats_.size()) return "";
  const std::string& name = seats_[size_t(player)].name;
  if (name == "You") return tr("You");
  if (isColourWord(name)) return tr(name);
  return name;
}

int Table::youSeat() const {
  if (online_.on) return online_.seat;
  for (size_t p = 0; p < seats_.size(); ++p)
    if (seats_[p].name == "You") return int(p);
  return -1;
}

std::vector<std::string> Table::shownNames() const {
  std::vector<std::string> n;
  for (size_t p = 0; p < seats_.size(); ++p) n.push_back(shownName(int(p)));
  return n;
}

void Table::turnLocal() {
  online_ = Online{};
  if (localListener_) localListener_();
}

void Table::clear() {
  game_.reset();
  turnLocal();
  isGame_ = false;
  lookOnly_ = false;
  ++revision_;
  demo_ = Demo{};
  seats_.clear();
  history_.clear();
  players_.clear();
  botStats_ = BotStats{};
}

// A person or a bot at each seat, as the seats say; a bot seeded from the game's seed and the
// seat, so a game replays.
void Table::makeBots(uint64_t seed) {
  players_.clear();
  for (size_t p = 0; p < seats_.size(); ++p) {
    if (seats_[p].bot.empty())
      players_.push_back(std::make_unique<Person>());
    else
      players_.push_back(std::make_unique<BotPlayer>(seats_[p].bot, seed * 31 + p));
  }
  botStats_ = BotStats{};
}

void Table::resetPlayers() {
  for (auto& p : players_) p->reset();
}

RemotePlayer* Table::makeRemote(int seat) {
  if (!game_ || seat < 0 || size_t(seat) >= players_.size()) return nullptr;
  auto remote = std::make_unique<RemotePlayer>();
  RemotePlayer* r = remote.get();
  players_[size_t(seat)] = std::move(remote);
  seats_[size_t(seat)].bot.clear();
  return r;
}

const Player* Table::player(int seat) const {
  return seat >= 0 && size_t(seat) < players_.size() ? players_[size_t(seat)].get() : nullptr;
}

bool Table::botThinking() const {
  for (const auto& p : players_)
    if (p->busy()) return true;
  return false;
}

double Table::botPausedUntilMs() const {
  if (!game_ || game_->state().over()) return 0;
  return players_[size_t(game_->state().actingPlayer())]->pausedUntilMs();
}

bool Table::newGame(const NewGameOptions& o, std::string* why) {
  demo_ = Demo{};
  lastRefusal_ = Refusal();
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
    lastRefusal_ = e.refusal();
    return false;
  }
  lastRefusal_ = Refusal();
  turnLocal();
  options_ = chosen;
  seats_ = o.seats;
  makeBots(o.seed);
  history_.assign(1, game_->state().scores());
  isGame_ = true;
  lookOnly_ = false;
  ++revision_;
  return true;
}

namespace {

// The seats of a scenario: its players' names, and with "seats" (a saved game) their bots and
// colours. Throws InputError for a bot this page does not have.
std::vector<Seat> seatsOf(const json& j) {
  std::vector<Seat> seats;
  json names = j.contains("players") ? j["players"] : json::array({"Red", "Blue"});
  std::vector<uint32_t> colours = coloursForNames(names.get<std::vector<std::string>>());
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

void Table::adoptSeats(const json& j) {
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

bool Table::loadScenario(const json& j, std::string* why) {
  try {
    Scenario sc = carc::loadScenario(j, manifestFor, "scenario");
    playScenario(sc, "scenario");
    seatsOf(j);  // a bot this page does not have is refused before anything changes
    game_ = std::make_unique<Game>(sc.game);
    demo_ = Demo{};
    turnLocal();
    isGame_ = j.contains("seats");  // a saved game with its seats: a game to play on
    lookOnly_ = false;
    adoptSeats(j);
  } catch (const InputError& e) {
    if (why) *why = e.what();
    lastRefusal_ = e.refusal();
    return false;
  }
  lastRefusal_ = Refusal();
  return true;
}

void Table::showPosition(const Game& g, const json& scenario, bool toPlay) {
  game_ = std::make_unique<Game>(g);
  demo_ = Demo{};
  turnLocal();
  isGame_ = false;
  lookOnly_ = !toPlay;
  json plain = scenario;
  plain.erase("seats");  // the editor plays every seat itself
  adoptSeats(plain);
}

bool Table::loadDemo(const json& j, std::string* why) {
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
    turnLocal();
    demo_.step = 0;
    isGame_ = false;
    lookOnly_ = false;
    adoptSeats(j);
    for (Seat& seat : seats_) seat.bot.clear();  // a demo plays its own moves
    makeBots(options_.seed);
  } catch (const InputError& e) {
    if (why) *why = e.what();
    lastRefusal_ = e.refusal();
    return false;
  }
  lastRefusal_ = Refusal();
  return true;
}

std::vector<std::pair<int, int>> Table::demoSquares() const {
  std::vector<std::pair<int, int>> out;
  if (!demo_.active) return out;
  for (const json& m : demo_.scenario.value("moves", json::array()))
    if (m.is_object() && m.contains("at") && m["at"].is_array() && m["at"].size() == 2 && m["at"][0].is_number() &&
        m["at"][1].is_number())
      out.push_back({m["at"][0].get<int>(), m["at"][1].get<int>()});
  return out;
}

std::vector<PlacedLabel> Table::demoLabels() const {
  if (!demo_.active || !game_) return {};
  return placedLabels(state(), demo_.scenario);
}

bool Table::demoStepTo(int step) {
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

std::string Table::demoTitle() const {
  // The reader's language, then English (the explanations' fallback, as for the steps), then the
  // file's title; an empty title (the editor leaves "" for a language it was given no text in) is
  // none. A demo made in the editor with only an English title shows that title in every language.
  const json& e = demo_.scenario.contains("explanations") ? demo_.scenario["explanations"] : json();
  for (const std::string& lang : {lang_, std::string("en")}) {
    if (!e.is_object() || !e.contains(lang) || !e[lang].is_object() || !e[lang].contains("title")) continue;
    const json& t = e[lang]["title"];
    if (t.is_string() && !t.get<std::string>().empty()) return t.get<std::string>();
  }
  if (demo_.scenario.contains("title") && demo_.scenario["title"].is_string() &&
      !demo_.scenario["title"].get<std::string>().empty())
    return demo_.scenario["title"].get<std::string>();
  return tr("Scenario");
}

std::string Table::demoText() const {
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
    // The player of move k: who placed its tile (a builder's second part is the same player's).
    int player = std::max(0, game_->lastTilePlayer());
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

json Table::positionJson() const {
  if (!game_) return json();
  json j = carc::positionJson(game_->state(), names());
  if (demo_.active) j["title"] = demoTitle();
  return j;
}

bool Table::humanToMove() const {
  if (lookOnly_) return false;
  if (demo_.active && (demo_.step < demo_.steps || embedded_)) return false;  // the demo plays its own moves
  if (onlineAwaitingTile()) return false;
  // The seat that decides this step (a dragon step may be another seat's: State::actingPlayer).
  return game_ && !game_->state().over() &&
         players_[size_t(game_->state().actingPlayer())]->kind() == Player::Kind::Person;
}

void Table::afterChange() {
  ++revision_;
  // One history entry per finished turn, for the chart.
  while (int(history_.size()) <= game_->state().turn()) history_.push_back(game_->state().scores());
  if (game_->state().over()) history_.back() = game_->state().scores();
}

// A step or turn applied through the engine; the listener hears each step it made.
// `seat`: the seat that sends it when only that seat may (this page's seat at an online table: a
// whole turn holding another seat's dragon step is refused), else -1.
bool Table::applyMove(const SeatMove& m, Refusal* no, int seat) {
  size_t before = game_->actions().size();
  State st = game_->state();  // each step written from the state before it (not replayed from the start:
                              // a free scenario's tiles were forced on the way)
  if (m.action) {
    if (!game_->apply(*m.action, no)) return false;
  } else if ((*no = game_->playJson(m.step, seat))) {
    return false;
  }
  if (moveListener_)
    for (size_t i = before; i < game_->actions().size(); ++i) {
      // Each step said with the seat that made it (a dragon step is the next seat's, not the turn's).
      moveListener_(int(game_->movers()[i]), game_->actionJson(st, game_->actions()[i]), online_.base + int(i));
      st.apply(game_->actions()[i]);
    }
  afterChange();
  if (online_.on) onlineCatchUp();
  return true;
}

bool Table::play(const Action& a, std::string* why) {
  if (!game_) return false;
  Refusal no;
  if (onlineRefuses(&no) || !applyMove(SeatMove{a, json()}, &no)) {
    if (why) *why = no.english();
    return false;
  }
  return true;
}

bool Table::playJson(const json& move, std::string* why) {
  if (!game_) {
    if (why) *why = "no game";
    return false;
  }
  Refusal no;
  if (onlineRefuses(&no) || !applyMove(SeatMove{std::nullopt, move}, &no, online_.on ? online_.seat : -1)) {
    if (why) *why = no.at("move");
    lastRefusal_ = no;  // as data: an online table's page says it in the reader's language
    return false;
  }
  lastRefusal_ = Refusal();
  return true;
}

bool Table::forceTile(int type) {
  if (!game_ || demo_.active) return false;
  const State& s = game_->state();
  if ((s.strictDeck() && !online_.on) || s.over() || s.step() != Step::PlaceTile || type < 0 ||
      size_t(type) >= s.catalog().types.size())
    return false;
  if (s.currentTile() == type) return true;
  game_->forceTile(type);
  afterChange();
  return true;
}

bool Table::undoStep() {
  if (online_.on) return false;  // an online table's steps are the server's
  if (!game_ || !game_->undo(1)) return false;
  resetPlayers();
  afterChange();
  history_.resize(size_t(game_->state().turn()) + 1);
  return true;
}

bool Table::undoHuman() {
  if (online_.on) return false;
  if (!game_ || game_->actions().empty()) return false;
  // Back to the start of this turn; if already there, to the start of the previous human turn.
  bool moved = false;
  do {
    if (!game_->undoTurn()) break;
    moved = true;
  } while (!game_->actions().empty() &&
           players_[size_t(game_->state().actingPlayer())]->kind() != Player::Kind::Person);
  resetPlayers();
  history_.resize(size_t(game_->state().turn()) + 1);
  ++revision_;
  return moved;
}

void Table::tickBots(double nowMs) {
  // The previous frame's work is known now: count it if a bot thought in it.
  if (botStats_.thinking) botStats_.frameMaxMs = std::max(botStats_.frameMaxMs, lastFrameMs);
  botStats_.thinking = false;
  drawingMs_ = std::max(0.0, lastFrameMs - lastSliceMs_);
  lastSliceMs_ = 0;
  // A remote seat's moves may come several at once (a whole turn in steps): each is applied.
  for (int guard = 0; guard < 64 && game_ && !game_->state().over(); ++guard) {
    size_t p =
        size_t(game_->state().actingPlayer());  // the seat whose step it is (a dragon step: maybe not the turn's)
    // Only the seat to move thinks: one that was moved for (by the page API) starts again.
    for (size_t q = 0; q < players_.size(); ++q)
      if (q != p) players_[q]->reset();
    Player& seat = *players_[p];
    if (seat.kind() == Player::Kind::Person) return;
    SeatTick tick;
    tick.nowMs = nowMs;
    tick.drawingMs = drawingMs_;
    tick.delayMs = botDelayMs_;
    tick.clock = clock_ ? clock_ : [] {
      return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
    };
    tick.stats = &botStats_;
    tick.sliceMs = &lastSliceMs_;
    SeatMove m;
    if (!seat.move(*game_, tick, m)) return;
    Refusal no;
    if (!applyMove(m, &no)) {
      seat.refused(no);
      if (online_.on) online_.stale = true;  // the server accepted it: the table is not where the server is
    }
    if (seat.kind() == Player::Kind::Bot) return;  // a bot moves at most once a frame
  }
}

std::vector<int> Table::tilesSincePerson() const {
  std::vector<int> out;
  if (!game_) return out;
  const State& s = game_->state();
  const int n = s.players();
  // Who placed each tile: the game's movers (a builder's second tile is its seat's again, so
  // counting turns round the table would give it to the next seat).
  std::vector<std::pair<const Action*, int>> places;
  const std::vector<Action>& actions = game_->actions();
  const std::vector<uint8_t>& movers = game_->movers();
  for (size_t i = 0; i < actions.size() && i < movers.size(); ++i)
    if (actions[i].kind == Action::Place) places.push_back({&actions[i], int(movers[i])});
  bool person = false;
  for (const auto& p : players_) person = person || p->kind() == Player::Kind::Person;
  for (size_t k = places.size(); k-- > 0;) {
    int seat = places[k].second;
    if (size_t(seat) < players_.size() && players_[size_t(seat)]->kind() == Player::Kind::Person) break;
    if (!person && int(out.size()) >= n - 1 && n > 1) break;
    int tile = s.tileAt(places[k].first->x, places[k].first->y);
    if (tile >= 0) out.insert(out.begin(), tile);
  }
  return out;
}

json Table::stateJson() const {
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
  j["next"] = s.actingPlayer();  // who must decide now (a dragon step is the next player's)
  j["turn_of"] = s.currentPlayer();
  j["turn"] = s.turn();
  j["over"] = s.over();
  static const char* const kSteps[] = {"tile", "meeple", "module", "over"};
  j["step"] = kSteps[int(s.step())];
  j["tile"] = s.currentTile() >= 0 ? json(cat.types[size_t(s.currentTile())].id) : json(nullptr);
  j["bag"] = tilesLeft();
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
                        // A piece on a tile but on none of its features (a ferry's lake, the dragon,
                        // a fairy left alone) has segment -1: no feature to name.
                        {"on", p.seg >= 0 ? json(featureAddress(s, p.tile, p.seg)) : json(nullptr)}});
  }
  j["pieces"] = pieces;
  if (demo_.active)
    j["demo"] = {{"title", demoTitle()}, {"step", demo_.step}, {"steps", demo_.steps}, {"text", demoText()}};
  return j;
}

json Table::legalMovesJson() const { return game_ ? game_->legalMovesJson() : json::array(); }

json Table::saveJson() const {
  if (!game_) return json();
  if (online_.on) return onlineSaved() ? online_.game : positionJson();  // in play: the public position only
  if (!isGameInProgress()) return saveGame(*game_, names());
  // A game in progress says who sits where, so it opens again as the same game (bots and colours).
  json seats = json::array();
  for (const Seat& seat : seats_)
    seats.push_back({{"bot", seat.bot.empty() ? json(nullptr) : json(seat.bot)}, {"colour", colourText(seat.colour)}});
  return saveGame(*game_, names(), seats);
}

}  // namespace carc::render
