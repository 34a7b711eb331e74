#include "draft.h"

#include <algorithm>
#include <optional>

#include "describe.h"
#include "engine/phrase.h"
#include "geometry.h"
#include "languages.h"
#include "module.h"

namespace carc {

namespace {

constexpr size_t kUndoLimit = 200;
const char* const kWhere = "draft";

// A refusal: its reason and an English phrase (the translation key) with its values, already in
// words.
const auto words = [](Refused reason, const char* phrase, std::vector<std::string> values = {}) {
  return Refusal(reason, phrase, std::move(values));
};

// A warning about the position: an English phrase and its values, already in words.
const auto warning = [](const char* phrase, std::vector<std::string> values) {
  return Words{phrase, std::move(values)};
};

EditResult refused(Refusal why) { return EditResult{std::move(why)}; }

// The loader's refusal of a document: its words, without the path (InputError keeps it apart).
Refusal loaderRefusal(const std::exception& e) {
  if (const auto* input = dynamic_cast<const InputError*>(&e)) return input->refusal();
  return Refusal(Refused::Malformed, e.what());  // an engine invariant broken by odd input
}

bool atSquare(const json& entry, int x, int y) {
  if (!entry.is_object() || !entry.contains("at")) return false;
  const json& at = entry["at"];
  return at.is_array() && at.size() == 2 && at[0].is_number_integer() && at[1].is_number_integer() &&
         at[0].get<int>() == x && at[1].get<int>() == y;
}

// The board entry at x, y, or -1.
int entryAt(const json& board, int x, int y) {
  for (size_t i = 0; i < board.size(); ++i)
    if (atSquare(board[i], x, y)) return int(i);
  return -1;
}

// An edge ("E"), a half-edge ("Nw") or a feature address ("road E") turned a quarter clockwise;
// any other string as it is.
std::string turnName(const std::string& s) {
  int e = parseEdge(s);
  if (e >= 0) return edgeName(rotateEdge(e, 1));
  int h = parseHalf(s);
  if (h >= 0) return halfName(rotateHalf(h, 1));
  size_t sp = s.find(' ');
  if (sp != std::string::npos) {
    std::string side = s.substr(sp + 1), turned = turnName(side);
    if (turned != side) return s.substr(0, sp) + " " + turned;
  }
  return s;
}

// Every string in a module's key that names an edge, half-edge or feature, turned with its tile.
void turnNames(json& v) {
  if (v.is_string())
    v = turnName(v.get<std::string>());
  else if (v.is_array() || v.is_object())
    for (json& item : v) turnNames(item);
}

bool isCoreBoardKey(const std::string& k) { return k == "tile" || k == "at" || k == "rot" || k == "meeples"; }

}  // namespace

Draft::Draft(SetSource sets, std::vector<std::string> setNames) : sets_(std::move(sets)) {
  json doc = {{"format", "carcassonne-scenario/1"},
              {"sets", setNames},
              {"players", {"Red", "Blue"}},
              {"scores", {0, 0}},
              {"board", json::array()}};
  Scenario sc = loadScenario(doc, sets_, kWhere);  // puts the sets' start tile on the empty board
  doc_ = doc;
  position_ = sc.game;
  played_ = sc.game;
  doc_ = withBoard();
  position_ = loadScenario(doc_, sets_, kWhere).game;
  played_ = position_;
}

bool Draft::show(const json& doc, std::string* why) {
  try {
    Scenario sc = loadScenario(doc, sets_, kWhere);
    Scenario played = sc;
    playScenario(played, kWhere);
    doc_ = doc;
    position_ = sc.game;
    played_ = played.game;
  } catch (const std::exception& e) {  // InputError, or an engine invariant broken by odd input
    if (why) *why = loaderRefusal(e).english();
    return false;
  }
  return true;
}

Game Draft::recording() const {
  json doc = doc_;
  doc.erase("end");  // recording goes on: no end-of-game scoring
  try {
    Scenario sc = loadScenario(doc, sets_, kWhere);
    playScenario(sc, kWhere);  // the moves, then the turn in progress (its tile dealt first)
    return sc.game;
  } catch (const std::exception&) {  // every edit keeps the document playable; said by the edit
    return played_;
  }
}

bool Draft::open(const json& scenario, std::string* why) {
  if (!show(scenario, why)) return false;
  undo_.clear();
  redo_.clear();
  return true;
}

std::string Draft::playerName(int p) const {
  if (doc_.contains("players") && doc_["players"].is_array() && p >= 0 && size_t(p) < doc_["players"].size() &&
      doc_["players"][size_t(p)].is_string())
    return doc_["players"][size_t(p)].get<std::string>();
  return T("Player") + " " + std::to_string(p + 1);
}

json Draft::withBoard() const {
  json next = doc_;
  if (next.contains("board") && next["board"].is_array() && !next["board"].empty()) return next;
  next["board"] = boardJson(position_.state());
  next.erase("seed");  // tiles drawn by hand: the moves name their tiles
  // ... and a turn in progress keeps the tile the seed dealt it.
  if (next.contains("turn_so_far") && next["turn_so_far"].is_array() && !next["turn_so_far"].empty() &&
      next["turn_so_far"][0].is_object() && next["turn_so_far"][0].contains("tile") && !next.contains("tile"))
    next["tile"] = next["turn_so_far"][0]["tile"];
  return next;
}

EditResult Draft::commit(json next, bool movesEdited) {
  std::optional<Scenario> loaded;
  try {
    loaded.emplace(loadScenario(next, sets_, kWhere));
  } catch (const std::exception& e) {
    return refused(loaderRefusal(e));
  }
  Scenario played = *loaded;
  const json moves = loaded->moves;
  Game game = loaded->game;
  for (size_t i = 0; i < moves.size(); ++i) {
    Refusal why;
    try {
      why = game.playTurnJson(moves[i]);
    } catch (const std::exception& e) {
      why = loaderRefusal(e);
    }
    if (!why) continue;
    // The move's reason and place in the move, said the editor's way.
    Refusal said = words(
        why.reason, movesEdited ? N_("Move {0} cannot be played: {1}") : N_("Move {0} could no longer be played: {1}"),
        {std::to_string(i + 1), moveProblem(game.state(), why)});
    said.module = why.module;
    said.path = why.path;
    said.move = int(i);
    return refused(std::move(said));
  }
  try {
    played.game = game;
    played.moves = json::array();
    playScenario(played, kWhere);  // the turn in progress and the end-of-game scoring
  } catch (const std::exception& e) {
    return refused(words(loaderRefusal(e).reason, "The turn in progress could no longer be played."));
  }
  if (next == doc_) return EditResult{};
  undo_.push_back(std::move(doc_));
  if (undo_.size() > kUndoLimit) undo_.erase(undo_.begin());
  redo_.clear();
  doc_ = std::move(next);
  position_ = loaded->game;
  played_ = played.game;
  return EditResult{};
}

std::string Draft::kindInWords(EdgeKind k) const {
  if (k == kCityEdge) return T("city");
  if (k == kRoadEdge) return T("road");
  if (k == kFieldEdge) return T("field");
  return T(State::edgeKindWord(k));  // a module's own kind, in its words ("river")
}

std::string Draft::moveProblem(const State& before, const Refusal& why) const {
  auto value = [&](size_t i) { return i < why.values.size() ? why.values[i] : std::string(); };
  switch (why.reason) {
    case Refused::UnknownTile:
      return T("That tile is not in the sets in play.");
    case Refused::TileNotInHand:
      return T("That is not the tile drawn from the bag.");
    case Refused::SquareTaken:
      return T("That square already has a tile.");
    case Refused::EdgesClash:  // values: the edge, its kind, the neighbour's kind (a module's, e.g. river)
      return fillPhrase(T("Its {0} side does not match the tile beside it: {1} against {2}."),
                        {sideInWords(value(0), tr_), T(value(1)), T(value(2))});
    case Refused::NotTouching:
      return T("It touches no other tile.");
    case Refused::NoSuchFeature:
      if (why.path != "meeple") break;
      return fillPhrase(T("This tile does not have {0}."), {featureInWords(value(0), tr_)});
    case Refused::NoMeepleLeft:
      return fillPhrase(T("{0} has no meeple left."), {playerName(before.currentPlayer())});
    case Refused::FeatureTaken:  // values: the feature's kind, its address
      return fillPhrase(T("A meeple already stands on {0} (the whole connected feature counts)."),
                        {featureInWords(value(1), tr_)});
    default:
      break;
  }
  // The engine's own words (a module's rule in its words: the river), without the path.
  return fillPhrase(T(why.phrase), why.values);
}

// --- the position ---------------------------------------------------------------------------------

EditResult Draft::putTile(const std::string& tileId, int x, int y, int rot) {
  const State& s = position_.state();
  if (s.catalog().find(tileId) < 0)
    return refused(words(Refused::UnknownTile, "That tile is not in the sets in play."));
  if (rot != 0 && rot != 90 && rot != 180 && rot != 270)
    return refused(words(Refused::Malformed, "A tile turns by quarter turns only."));
  if (x < -kMaxCoord || x > kMaxCoord || y < -kMaxCoord || y > kMaxCoord)
    return refused(words(Refused::OffTheBoard, "That square is too far from the start tile."));
  if (s.tileAt(x, y) >= 0) return refused(words(Refused::SquareTaken, "That square already has a tile."));
  json next = withBoard();
  next["board"].push_back({{"tile", tileId}, {"at", {x, y}}, {"rot", rot}});
  return commit(std::move(next));
}

EditResult Draft::removeTile(int x, int y) {
  json next = withBoard();
  json& board = next["board"];
  int i = entryAt(board, x, y);
  if (i < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  if (board.size() == 1) return refused(words(Refused::Malformed, "The board needs at least one tile."));
  board.erase(size_t(i));
  // A module's piece of the scenario standing on that tile goes with it.
  std::vector<std::string> gone;
  for (const Module* m : position_.state().catalog().modules)
    for (const std::string& k : m->scenarioKeys())
      if (next.contains(k) && atSquare(next[k], x, y)) gone.push_back(k);
  for (const std::string& k : gone) next.erase(k);
  if (next.contains("labels") && next["labels"].is_array()) {  // its labels go with it
    json& ls = next["labels"];
    for (size_t k = ls.size(); k-- > 0;)
      if (atSquare(ls[k], x, y)) ls.erase(k);
    if (ls.empty()) next.erase("labels");
  }
  return commit(std::move(next));
}

EditResult Draft::moveTile(int fromX, int fromY, int toX, int toY) {
  json next = withBoard();
  json& board = next["board"];
  int i = entryAt(board, fromX, fromY);
  if (i < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  if (fromX == toX && fromY == toY) return EditResult{};
  if (toX < -kMaxCoord || toX > kMaxCoord || toY < -kMaxCoord || toY > kMaxCoord)
    return refused(words(Refused::OffTheBoard, "That square is too far from the start tile."));
  if (entryAt(board, toX, toY) >= 0) return refused(words(Refused::SquareTaken, "That square already has a tile."));
  board[size_t(i)]["at"] = {toX, toY};
  for (const Module* m : position_.state().catalog().modules)
    for (const std::string& k : m->scenarioKeys())
      if (next.contains(k) && atSquare(next[k], fromX, fromY)) next[k]["at"] = {toX, toY};
  if (next.contains("labels") && next["labels"].is_array())
    for (json& l : next["labels"])
      if (atSquare(l, fromX, fromY)) l["at"] = {toX, toY};
  return commit(std::move(next));
}

EditResult Draft::turnTile(int x, int y) {
  json next = withBoard();
  json& board = next["board"];
  int i = entryAt(board, x, y);
  if (i < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  json& entry = board[size_t(i)];
  int rot = entry.contains("rot") && entry["rot"].is_number_integer() ? entry["rot"].get<int>() : 0;
  entry["rot"] = (rot + 90) % 360;
  for (auto it = entry.begin(); it != entry.end(); ++it) {
    if (it.key() == "meeples") {
      for (json& m : it.value())
        if (m.is_object() && m.contains("on")) turnNames(m["on"]);
    } else if (!isCoreBoardKey(it.key())) {
      turnNames(it.value());  // a module's key: its edge names turn with the tile (a ferry's jetties)
    }
  }
  for (const Module* m : position_.state().catalog().modules)
    for (const std::string& k : m->scenarioKeys())
      if (next.contains(k) && atSquare(next[k], x, y))
        for (auto it = next[k].begin(); it != next[k].end(); ++it)
          if (it.key() != "at") turnNames(it.value());
  if (next.contains("labels") && next["labels"].is_array())
    for (json& l : next["labels"])
      if (atSquare(l, x, y) && l.contains("on")) turnNames(l["on"]);
  return commit(std::move(next));
}

EditResult Draft::addMeeple(int x, int y, const std::string& on, int player) {
  const State& s = position_.state();
  int t = s.tileAt(x, y);
  if (t < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  if (player < 0 || player >= s.players()) return refused(words(Refused::NothingThere, "There is no such player."));
  const PlacedTile& pt = s.tiles()[size_t(t)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.findSegment(on, pt.rot);
  if (seg < 0) return refused(words(Refused::NoSuchFeature, "This tile does not have {0}.", {featureInWords(on, tr_)}));
  for (const Meeple& m : s.meeples())
    if (m.tile == t && m.seg == seg) return refused(words(Refused::FeatureTaken, "That place already has a meeple."));
  if (s.supply(player) == 0)
    return refused(words(Refused::NoMeepleLeft, "{0} has no meeple left.", {playerName(player)}));
  json next = withBoard();
  json& entry = next["board"][size_t(entryAt(next["board"], x, y))];
  if (!entry.contains("meeples")) entry["meeples"] = json::array();
  entry["meeples"].push_back({{"player", player}, {"on", tt.segmentName(seg, pt.rot)}});
  return commit(std::move(next));
}

std::vector<std::string> Draft::features(int x, int y) const {
  std::vector<std::string> out;
  const State& s = position_.state();
  int t = s.tileAt(x, y);
  if (t < 0) return out;
  for (size_t seg = 0; seg < s.catalog().types[s.tiles()[size_t(t)].type].segments.size(); ++seg)
    out.push_back(featureAddress(s, t, int(seg)));
  return out;
}

EditResult Draft::removeMeeple(int x, int y, const std::string& on) {
  const State& s = position_.state();
  int t = s.tileAt(x, y);
  if (t < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  const PlacedTile& pt = s.tiles()[size_t(t)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.findSegment(on, pt.rot);
  json next = withBoard();
  json& entry = next["board"][size_t(entryAt(next["board"], x, y))];
  if (seg >= 0 && entry.contains("meeples") && entry["meeples"].is_array()) {
    json& ms = entry["meeples"];
    for (size_t k = ms.size(); k-- > 0;)
      if (ms[k].is_object() && ms[k].contains("on") && ms[k]["on"].is_string() &&
          tt.findSegment(ms[k]["on"].get<std::string>(), pt.rot) == seg) {
        ms.erase(k);
        if (ms.empty()) entry.erase("meeples");
        return commit(std::move(next));
      }
  }
  return refused(words(Refused::NothingThere, "There is no meeple there."));
}

EditResult Draft::setBoardKey(int x, int y, const std::string& key, const json& value) {
  const State& s = position_.state();
  int t = s.tileAt(x, y);
  if (t < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  if (isCoreBoardKey(key)) return refused(words(Refused::Malformed, "No set in play uses that."));
  bool known = false;
  for (const Module* m : s.catalog().modules) {
    for (const std::string& k : m->boardKeys()) known = known || k == key;
    if (!value.is_null()) {
      std::string problem = m->boardKeyProblem(s, t, key, value);
      if (problem.empty()) continue;
      Refusal why(Refused::ModuleRule, problem);
      why.module = m->name();
      return refused(std::move(why));
    }
  }
  if (!known) return refused(words(Refused::Malformed, "No set in play uses that."));
  json next = withBoard();
  json& entry = next["board"][size_t(entryAt(next["board"], x, y))];
  if (value.is_null())
    entry.erase(key);
  else
    entry[key] = value;
  return commit(std::move(next));
}

EditResult Draft::setScenarioKey(const std::string& key, const json& value) {
  bool known = false;
  for (const Module* m : position_.state().catalog().modules)
    for (const std::string& k : m->scenarioKeys()) known = known || k == key;
  if (!known) return refused(words(Refused::Malformed, "No set in play uses that."));
  json next = doc_;
  if (value.is_null())
    next.erase(key);
  else
    next[key] = value;
  return commit(std::move(next));
}

EditResult Draft::setLabel(int x, int y, const std::string& on, const std::string& text) {
  const State& s = position_.state();
  int t = s.tileAt(x, y);
  if (t < 0) return refused(words(Refused::NothingThere, "There is no tile there."));
  const PlacedTile& pt = s.tiles()[size_t(t)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.findSegment(on, pt.rot);
  if (seg < 0) return refused(words(Refused::NoSuchFeature, "This tile does not have {0}.", {featureInWords(on, tr_)}));
  if (text.size() > 8) return refused(words(Refused::Malformed, "A label is a short mark of 1 to 8 letters."));
  json next = doc_;
  json ls = next.contains("labels") && next["labels"].is_array() ? next["labels"] : json::array();
  // The feature's label replaced: one label a feature, found whatever name the feature was given.
  for (size_t k = ls.size(); k-- > 0;)
    if (atSquare(ls[k], x, y) && ls[k].contains("on") && ls[k]["on"].is_string() &&
        tt.findSegment(ls[k]["on"].get<std::string>(), pt.rot) == seg)
      ls.erase(k);
  if (!text.empty()) ls.push_back(json{{"at", {x, y}}, {"on", tt.segmentName(seg, pt.rot)}, {"text", text}});
  if (ls.empty())
    next.erase("labels");
  else
    next["labels"] = ls;
  return commit(std::move(next));
}

std::string Draft::labelAt(int x, int y, const std::string& on) const {
  const State& s = position_.state();
  int t = s.tileAt(x, y);
  if (t < 0 || !doc_.contains("labels") || !doc_["labels"].is_array()) return "";
  const PlacedTile& pt = s.tiles()[size_t(t)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.findSegment(on, pt.rot);
  for (const json& l : doc_["labels"])
    if (seg >= 0 && atSquare(l, x, y) && l.contains("on") && l["on"].is_string() && l.contains("text") &&
        l["text"].is_string() && tt.findSegment(l["on"].get<std::string>(), pt.rot) == seg)
      return l["text"].get<std::string>();
  return "";
}

EditResult Draft::setPlayers(const std::vector<std::string>& names, const std::vector<std::string>& colours) {
  if (names.size() < 2 || names.size() > size_t(kMaxPlayers))
    return refused(words(Refused::Malformed, "A game has 2 to 6 players."));
  for (const std::string& n : names) {
    if (n.empty()) return refused(words(Refused::Malformed, "Every player needs a name."));
    if (n.size() > 40) return refused(words(Refused::Malformed, "A player's name has at most 40 characters."));
  }
  if (!colours.empty() && colours.size() != names.size())
    return refused(words(Refused::Malformed, "Every player needs a colour."));
  for (const std::string& c : colours)
    if (c.size() != 7 || c[0] != '#' || c.find_first_not_of("0123456789abcdefABCDEF", 1) != std::string::npos)
      return refused(words(Refused::Malformed, "Every player needs a colour."));
  const State& s = position_.state();
  for (const Meeple& m : s.meeples())
    if (m.player >= names.size())
      return refused(words(Refused::InUse, "{0} still has meeples on the board.", {playerName(m.player)}));
  json next = doc_;
  next["players"] = names;
  if (colours.empty())
    next.erase("colours");
  else
    next["colours"] = colours;
  std::vector<int> scores = s.scores();
  scores.resize(names.size(), 0);
  next["scores"] = scores;
  if (s.currentPlayer() >= int(names.size())) next["next"] = 0;
  if (next.contains("seats") && next["seats"].is_array()) {
    json seats = next["seats"];
    while (seats.size() > names.size()) seats.erase(seats.size() - 1);
    while (seats.size() < names.size()) seats.push_back({{"bot", nullptr}});
    for (size_t i = 0; i < colours.size(); ++i)
      if (seats[i].is_object()) seats[i]["colour"] = colours[i];
    next["seats"] = seats;
  }
  return commit(std::move(next));
}

EditResult Draft::setScores(const std::vector<int>& scores) {
  if (int(scores.size()) != position_.state().players())
    return refused(words(Refused::Malformed, "Give one score for each player."));
  for (int v : scores)
    if (v < 0 || v > 100000) return refused(words(Refused::Malformed, "A score is a whole number from 0 to 100000."));
  json next = doc_;
  next["scores"] = scores;
  return commit(std::move(next));
}

EditResult Draft::setNext(int player) {
  if (player < 0 || player >= position_.state().players())
    return refused(words(Refused::NothingThere, "There is no such player."));
  json next = doc_;
  next["next"] = player;
  return commit(std::move(next));
}

EditResult Draft::setSets(const std::vector<std::string>& sets, const json& options) {
  const Catalog& cat = position_.state().catalog();
  json opts = options.is_null() ? json::object() : options;
  std::shared_ptr<const Catalog> now;
  try {
    now = buildCatalog(sets, doc_.contains("tiles") ? doc_["tiles"] : json(), opts, sets_, kWhere);
  } catch (const std::exception& e) {
    return refused(loaderRefusal(e));
  }
  // A tile whose set is leaving: the start tile gives way to the new sets' start tile; any
  // other stops the change.
  auto leaving = [&](const std::string& id) {
    int t = cat.find(id);
    return t >= 0 && cat.setOf[size_t(t)] >= 0 && now->find(id) < 0;
  };
  json next = withBoard();
  for (json& entry : next["board"]) {
    const std::string id = entry.value("tile", "");
    if (!leaving(id)) continue;
    if (cat.find(id) == cat.startType && atSquare(entry, 0, 0) && now->startType >= 0) {
      entry["tile"] = now->types[size_t(now->startType)].id;
      continue;
    }
    return refused(words(Refused::InUse, "The board has {0} from a set you are removing.",
                         {tileInWords(cat.types[size_t(cat.find(id))], tr_)}));
  }
  if (next.contains("moves") && next["moves"].is_array())
    for (size_t i = 0; i < next["moves"].size(); ++i) {
      const json& m = next["moves"][i];
      std::string id = m.is_object() && m.contains("tile") && m["tile"].is_string() ? m["tile"].get<std::string>() : "";
      if (leaving(id))
        return refused(words(Refused::InUse, "Move {0} uses {1} from a set you are removing.",
                             {std::to_string(i + 1), tileInWords(cat.types[size_t(cat.find(id))], tr_)}));
    }
  // The pieces of a module leaving go with it (a ferry, the gingerbread man).
  auto keysOf = [](const Catalog& c, bool board) {
    std::vector<std::string> keys;
    for (const Module* m : c.modules)
      for (const std::string& k : board ? m->boardKeys() : m->scenarioKeys()) keys.push_back(k);
    return keys;
  };
  auto staying = [](const std::vector<std::string>& keys, const std::string& k) {
    return std::find(keys.begin(), keys.end(), k) != keys.end();
  };
  std::vector<std::string> boardNow = keysOf(*now, true), scenarioNow = keysOf(*now, false);
  for (const std::string& k : keysOf(cat, false))
    if (!staying(scenarioNow, k)) next.erase(k);
  for (const std::string& k : keysOf(cat, true))
    if (!staying(boardNow, k))
      for (json& entry : next["board"]) entry.erase(k);
  next["sets"] = sets;
  if (opts.empty())
    next.erase("options");
  else
    next["options"] = opts;
  return commit(std::move(next));
}

EditResult Draft::putCustomTile(const json& tile) {
  if (!tile.is_object() || !tile.contains("id") || !tile["id"].is_string())
    return refused(words(Refused::Malformed, "A custom tile needs a name."));
  json next = doc_;
  if (!next.contains("tiles") || !next["tiles"].is_array()) next["tiles"] = json::array();
  json& tiles = next["tiles"];
  bool replaced = false;
  for (json& t : tiles)
    if (t.is_object() && t.contains("id") && t["id"] == tile["id"]) {
      t = tile;
      replaced = true;
    }
  if (!replaced) tiles.push_back(tile);
  return commit(std::move(next));
}

std::vector<Words> Draft::warnings() const {
  std::vector<Words> out;
  const State& s = position_.state();
  const Catalog& cat = s.catalog();
  for (size_t i = 0; i < s.tiles().size(); ++i) {
    const PlacedTile& pt = s.tiles()[i];
    const TileType& tt = cat.types[pt.type];
    for (int e = 0; e < 4; ++e) {
      int ni = s.tileAt(pt.x + kEdgeDx[e], pt.y + kEdgeDy[e]);
      if (ni < int(i)) continue;  // each pair of tiles once (an absent neighbour is -1)
      const PlacedTile& nt = s.tiles()[size_t(ni)];
      EdgeKind mine = tt.edgeKind(pt.rot, e), theirs = cat.types[nt.type].edgeKind(nt.rot, opposite(e));
      if (mine == theirs) continue;
      out.push_back(warning(
          "The tile {0} does not match the tile beside it on its {1} side: {2} against {3}.",
          {squareInWords(pt.x, pt.y, tr_), sideInWords(edgeName(e), tr_), kindInWords(mine), kindInWords(theirs)}));
    }
  }
  return out;
}

// --- recorded moves and their texts ---------------------------------------------------------------

EditResult Draft::setMoves(const json& moves, bool end) {
  if (!moves.is_array()) return refused(words(Refused::Malformed, "The moves must be a list."));
  json next = doc_;
  next["moves"] = moves;
  if (end)
    next["end"] = true;
  else
    next.erase("end");
  // The turn in progress, its tile and the tiles set aside before it were the turn after the old
  // moves: the recorded moves now hold that turn (or leave it out).
  for (const char* key : {"turn_so_far", "tile", "set_aside"}) next.erase(key);
  return commit(std::move(next), true);
}

// The game's languages by their own names ("English, Nederlands, ..."), as the language picker shows them.
static std::string languageNames() {
  std::string names;
  for (const Language& l : languages()) names += (names.empty() ? "" : ", ") + l.name;
  return names;
}

EditResult Draft::setTitle(const std::string& lang, const std::string& text) {
  if (!isLanguage(lang))
    return refused(
        words(Refused::Malformed, "Texts are written in one of the game's languages: {0}.", {languageNames()}));
  json next = doc_;
  if (!next.contains("explanations") || !next["explanations"].is_object()) next["explanations"] = json::object();
  json& e = next["explanations"];
  if (!e.contains(lang) || !e[lang].is_object()) e[lang] = json::object();
  e[lang]["title"] = text;
  return commit(std::move(next));
}

EditResult Draft::setStepText(const std::string& lang, int step, const std::string& text) {
  if (!isLanguage(lang))
    return refused(
        words(Refused::Malformed, "Texts are written in one of the game's languages: {0}.", {languageNames()}));
  int steps = int(doc_.contains("moves") && doc_["moves"].is_array() ? doc_["moves"].size() : 0) +
              (doc_.value("end", false) ? 1 : 0);
  if (step < 0 || step > steps) return refused(words(Refused::NothingThere, "There is no such step."));
  json next = doc_;
  if (!next.contains("explanations") || !next["explanations"].is_object()) next["explanations"] = json::object();
  json& e = next["explanations"];
  if (!e.contains(lang) || !e[lang].is_object()) e[lang] = json::object();
  if (!e[lang].contains("steps") || !e[lang]["steps"].is_array()) e[lang]["steps"] = json::array();
  json& list = e[lang]["steps"];
  while (list.size() <= size_t(step)) list.push_back("");
  list[size_t(step)] = text;
  return commit(std::move(next));
}

// --- history --------------------------------------------------------------------------------------

bool Draft::canUndo() const { return !undo_.empty(); }
bool Draft::canRedo() const { return !redo_.empty(); }

bool Draft::undo() {
  if (undo_.empty()) return false;
  json current = doc_;
  if (!show(undo_.back(), nullptr)) return false;  // every kept document has loaded before
  undo_.pop_back();
  redo_.push_back(std::move(current));
  return true;
}

bool Draft::redo() {
  if (redo_.empty()) return false;
  json current = doc_;
  if (!show(redo_.back(), nullptr)) return false;
  redo_.pop_back();
  undo_.push_back(std::move(current));
  return true;
}

}  // namespace carc
