#include "scenario.h"

#include <algorithm>

#include "module.h"
#include "rng.h"

namespace carc {

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& why) { throw InputError(where, why); }

void checkKeys(const json& obj, const std::vector<std::string>& known, const std::string& where) {
  for (auto it = obj.begin(); it != obj.end(); ++it)
    if (std::find(known.begin(), known.end(), it.key()) == known.end())
      fail(where, "unknown field '" + it.key().substr(0, 40) + "'");
}

int readInt(const json& v, const std::string& where, long long lo, long long hi) {
  if (!v.is_number_integer()) fail(where, "must be a whole number");
  long long x = v.get<long long>();
  if (x < lo || x > hi) fail(where, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return int(x);
}

// "seats": one per player, {"bot": null or a bot's name, "colour": "#rrggbb"}; the engine only
// checks their shape (the page knows its bots).
bool isColour(const json& c) {
  return c.is_string() && c.get<std::string>().size() == 7 && c.get<std::string>()[0] == '#' &&
         c.get<std::string>().find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
}

// "colours": one "#rrggbb" per player, in player order (how the players are drawn).
void readColours(const json& colours, int players, const std::string& where) {
  if (!colours.is_array() || colours.size() != size_t(players)) fail(where, "must list one colour per player");
  for (size_t i = 0; i < colours.size(); ++i)
    if (!isColour(colours[i])) fail(where + "[" + std::to_string(i) + "]", "must be a colour written #rrggbb");
}

void readSeats(const json& seats, int players, const std::string& where) {
  if (!seats.is_array() || seats.size() != size_t(players)) fail(where, "must list one seat per player");
  for (size_t i = 0; i < seats.size(); ++i) {
    std::string w = where + "[" + std::to_string(i) + "]";
    const json& seat = seats[i];
    if (!seat.is_object()) fail(w, "must be {\"bot\": null or a bot's name, \"colour\": \"#rrggbb\"}");
    checkKeys(seat, {"bot", "colour"}, w);
    if (seat.count("bot") && !seat["bot"].is_null() &&
        !(seat["bot"].is_string() && !seat["bot"].get<std::string>().empty() &&
          seat["bot"].get<std::string>().size() <= 40))
      fail(w + ".bot", "must be null (a person) or a bot's name");
    if (seat.count("colour") && !isColour(seat["colour"])) fail(w + ".colour", "must be a colour written #rrggbb");
  }
}

}  // namespace

Scenario loadScenario(const json& j, const SetSource& source, const std::string& where) {
  if (!j.is_object()) fail(where, "a scenario must be a JSON object");
  // Core keys; keys that modules read (e.g. "gingerbread") are checked once the sets are known.
  const std::vector<std::string> coreKeys = {
      "format", "title",       "sets",    "options", "tiles",       "players",      "board",    "scores",
      "next",   "moves",       "end",     "seed",    "description", "explanations", "expect",   "rules_version",
      "seats",  "turn_so_far", "colours", "labels",  "hidden_deck", "tile",         "set_aside"};
  if (j.count("format") && j["format"] != "carcassonne-scenario/1")
    fail(where + ".format", "must be \"carcassonne-scenario/1\"");
  // The version the moves were recorded under: as written; a saved game (a seed) without it is
  // version 1; a position written by hand without it is read under today's rules.
  long long version = j.count("seed") ? 1 : kRulesVersion;
  if (j.count("rules_version")) {
    const json& v = j["rules_version"];
    if (!v.is_number_integer()) fail(where + ".rules_version", "must be a whole number");
    version = v.get<long long>();
    if (version < kOldestRulesVersion || version > kRulesVersion)
      fail(where + ".rules_version", "this game was recorded under rules version " + std::to_string(version) +
                                         "; this build replays versions " + std::to_string(kOldestRulesVersion) +
                                         " to " + std::to_string(kRulesVersion) + " exactly");
  }
  Scenario sc{"", json::array(), false, Game(State())};
  if (j.count("title")) {
    if (!j["title"].is_string()) fail(where + ".title", "must be a string");
    sc.title = j["title"].get<std::string>();
  }
  std::vector<std::string> sets;
  const json& js = j.count("sets") ? j["sets"] : json::array({"base"});
  if (!js.is_array()) fail(where + ".sets", "must be a list of set names");
  for (size_t i = 0; i < js.size(); ++i) {
    if (!js[i].is_string()) fail(where + ".sets[" + std::to_string(i) + "]", "must be a set name");
    sets.push_back(js[i].get<std::string>());
  }
  auto catalog = buildCatalog(sets, j.count("tiles") ? j["tiles"] : json(), j.count("options") ? j["options"] : json(),
                              source, where);
  // A set whose tiles changed after the game was recorded dealt other tiles then (the Gingerbread
  // Man's printed tiles replaced the reconstructed ones in version 3): refused, naming both versions.
  for (size_t i = 0; i < catalog->sets.size(); ++i)
    if (version < catalog->setRulesVersions[i])
      fail(where + (j.count("rules_version") ? ".rules_version" : ".seed"),
           "this game was recorded under rules version " + std::to_string(version) + "; the set '" + catalog->sets[i] +
               "' has had other tiles since rules version " + std::to_string(catalog->setRulesVersions[i]) +
               ", so this build cannot replay it");
  std::vector<std::string> known = coreKeys;
  for (const Module* m : catalog->modules)
    for (const std::string& k : m->scenarioKeys()) known.push_back(k);
  checkKeys(j, known, where);
  // Labels the board shows on features a demo's text names ("road A"): the renderer's alone; the
  // position does not depend on them, so only their shape is checked here.
  if (j.count("labels")) {
    const json& ls = j["labels"];
    if (!ls.is_array()) fail(where + ".labels", "must be a list of {\"at\": [x, y], \"on\": ..., \"text\": ...}");
    for (size_t i = 0; i < ls.size(); ++i) {
      std::string lw = where + ".labels[" + std::to_string(i) + "]";
      const json& l = ls[i];
      if (!l.is_object()) fail(lw, "must be an object");
      checkKeys(l, {"at", "on", "text"}, lw);
      if (!l.count("at") || !l["at"].is_array() || l["at"].size() != 2 || !l["at"][0].is_number_integer() ||
          !l["at"][1].is_number_integer())
        fail(lw + ".at", "must be a square [x, y]");
      if (!l.count("on") || !l["on"].is_string()) fail(lw + ".on", "must name a feature, e.g. \"road E\"");
      if (!l.count("text") || !l["text"].is_string() || l["text"].get<std::string>().empty() ||
          l["text"].get<std::string>().size() > 8)
        fail(lw + ".text", "must be a short mark such as \"A\" (1 to 8 bytes)");
    }
  }

  int nPlayers = 2;
  if (j.count("players")) {
    const json& p = j["players"];
    if (!p.is_array() || p.size() < 2 || p.size() > size_t(kMaxPlayers))
      fail(where + ".players", "must list 2 to 6 player names");
    for (size_t i = 0; i < p.size(); ++i)
      if (!p[i].is_string() || p[i].get<std::string>().size() > 40)
        fail(where + ".players[" + std::to_string(i) + "]", "must be a name of at most 40 characters");
    nPlayers = int(p.size());
  }
  if (j.count("colours")) readColours(j["colours"], nPlayers, where + ".colours");
  if (j.count("seats")) readSeats(j["seats"], nPlayers, where + ".seats");
  bool seeded = j.count("seed") > 0;
  uint64_t seed = 0;
  if (seeded) {
    const json& v = j["seed"];
    if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<long long>() >= 0))
      fail(where + ".seed", "must be a whole number, 0 or more");
    seed = v.get<uint64_t>();
  }
  bool hidden = false;
  if (j.count("hidden_deck")) {
    if (!j["hidden_deck"].is_boolean()) fail(where + ".hidden_deck", "must be true or false");
    hidden = j["hidden_deck"].get<bool>();
  }
  // Keys that say what the bag holds: a seed deals it. The modules name theirs (Module::deckKeys).
  std::vector<std::string> deckKeys = {"hidden_deck", "tile", "set_aside"};
  for (const Module* m : catalog->modules)
    for (const std::string& k : m->deckKeys()) deckKeys.push_back(k);
  for (const std::string& key : deckKeys)
    if (seeded && j.count(key)) fail(where + "." + key, "a game dealt from a seed draws its own tiles");
  const json& board = j.count("board") ? j["board"] : json::array();
  if (!board.is_array()) fail(where + ".board", "must be a list of placed tiles");
  if (board.size() > size_t(kMaxTiles)) fail(where + ".board", "has more than " + std::to_string(kMaxTiles) + " tiles");

  State s = (seeded && board.empty()) ? State::newGame(catalog, nPlayers, seed) : State::emptyGame(catalog, nPlayers);
  if (!(seeded && board.empty())) {
    std::vector<int> remaining(catalog->types.size(), 0);
    for (size_t t = 0; t < catalog->types.size(); ++t)
      if (catalog->setOf[t] >= 0) remaining[t] = catalog->types[t].count;
    for (size_t i = 0; i < board.size(); ++i) {
      std::string w = where + ".board[" + std::to_string(i) + "]";
      const json& b = board[i];
      if (!b.is_object()) fail(w, "must be an object");
      std::vector<std::string> boardKeys = {"tile", "at", "rot", "meeples"};
      for (const Module* m : catalog->modules)
        for (const std::string& k : m->boardKeys()) boardKeys.push_back(k);
      checkKeys(b, boardKeys, w);
      if (!b.count("tile") || !b["tile"].is_string()) fail(w + ".tile", "must name a tile");
      int type = catalog->find(b["tile"].get<std::string>());
      if (type < 0) fail(w + ".tile", "unknown tile '" + b["tile"].get<std::string>().substr(0, 64) + "'");
      if (!b.count("at") || !b["at"].is_array() || b["at"].size() != 2) fail(w + ".at", "must be [x, y]");
      int x = readInt(b["at"][0], w + ".at[0]", -kMaxCoord, kMaxCoord);
      int y = readInt(b["at"][1], w + ".at[1]", -kMaxCoord, kMaxCoord);
      int rot = b.count("rot") ? readInt(b["rot"], w + ".rot", 0, 270) : 0;
      if (rot % 90) fail(w + ".rot", "must be 0, 90, 180 or 270");
      int ti = s.putTile(type, x, y, rot / 90);
      if (ti < 0) fail(w + ".at", "square [" + std::to_string(x) + "," + std::to_string(y) + "] is already taken");
      if (remaining[size_t(type)] > 0) --remaining[size_t(type)];
      if (b.count("meeples")) {
        const json& ms = b["meeples"];
        if (!ms.is_array() || ms.size() > 16) fail(w + ".meeples", "must be a list of meeples");
        for (size_t k = 0; k < ms.size(); ++k) {
          std::string mw = w + ".meeples[" + std::to_string(k) + "]";
          if (!ms[k].is_object()) fail(mw, "must be {\"player\": N, \"on\": \"road E\"}");
          checkKeys(ms[k], {"player", "on", "figure"}, mw);
          if (!ms[k].count("player")) fail(mw + ".player", "is missing");
          int p = readInt(ms[k]["player"], mw + ".player", 0, nPlayers - 1);
          if (!ms[k].count("on") || !ms[k]["on"].is_string()) fail(mw + ".on", "must name a feature, e.g. \"road E\"");
          std::string on = ms[k]["on"].get<std::string>();
          int seg = catalog->types[size_t(type)].findSegment(on, rot / 90);
          if (seg < 0) fail(mw + ".on", "the tile has no feature '" + on.substr(0, 40) + "' (board orientation)");
          int figure = 0;  // "figure": one of the game's kinds of follower (absent: the meeple)
          if (ms[k].count("figure")) {
            const json& f = ms[k]["figure"];
            figure = -1;
            for (size_t fi = 0; fi < catalog->figures.size(); ++fi)
              if (f.is_string() && catalog->figures[fi].name == f.get<std::string>()) figure = int(fi);
            if (figure < 0) fail(mw + ".figure", "is not a figure of this game's sets (e.g. \"meeple\")");
          }
          if (s.supply(p, figure) == 0)
            fail(mw, "player " + std::to_string(p) + " has no " + catalog->figures[size_t(figure)].name + " left");
          s.putMeeple(ti, seg, p, figure);
        }
      }
    }
    // Module data on board entries (e.g. a lake's ferry), once every tile is down.
    for (size_t i = 0; i < board.size(); ++i)
      for (const Module* m : catalog->modules)
        m->readBoardEntry(s, int(i), board[i], where + ".board[" + std::to_string(i) + "]");
    if (board.empty() && catalog->startType >= 0) {
      s.putTile(catalog->startType, 0, 0, 0);
      --remaining[size_t(catalog->startType)];
    }
    std::vector<uint16_t>& bag = s.bagMut();
    for (size_t t = 0; t < remaining.size(); ++t)
      for (int k = 0; k < remaining[t]; ++k) bag.push_back(uint16_t(t));
    Rng rng(seed);
    rng.shuffle(bag);
    for (const Module* m : catalog->modules) m->arrangeDeck(s);
    s.setSeed(seed);
    s.setStrictDeck(seeded);
    s.setAutoFinish(!bag.empty());
  }
  // Modules set up their pieces (e.g. the gingerbread man in the start city), then read their keys.
  if (!(seeded && board.empty())) s.setupModules();
  for (const Module* m : catalog->modules) m->readScenario(s, j, where);
  if (j.count("scores")) {
    const json& sc2 = j["scores"];
    if (!sc2.is_array() || sc2.size() != size_t(nPlayers)) fail(where + ".scores", "must list one score per player");
    for (int p = 0; p < nPlayers; ++p)
      s.setScore(p, readInt(sc2[size_t(p)], where + ".scores[" + std::to_string(p) + "]", 0, 100000));
  }
  if (j.count("next")) s.setCurrentPlayer(readInt(j["next"], where + ".next", 0, nPlayers - 1));
  s.setHiddenDeck(hidden);
  // A position that names the tile in hand and has no moves draws nothing: the tile is put in hand
  // as named (playScenario), so no other tile is drawn on the way (a dragon tile drawn there would
  // be held back, and the position would not reload to the same state).
  bool named = !seeded && j.count("tile") && (!j.count("moves") || (j["moves"].is_array() && j["moves"].empty()));
  if (!named) s.drawIfNeeded();
  if (j.count("tile")) {
    const json& t = j["tile"];
    if (!t.is_string()) fail(where + ".tile", "must name a tile, e.g. \"base/D\"");
    sc.tile = catalog->find(t.get<std::string>());
    if (sc.tile < 0) fail(where + ".tile", "unknown tile '" + t.get<std::string>().substr(0, 64) + "'");
  }
  if (j.count("set_aside")) {
    if (!j["set_aside"].is_array()) fail(where + ".set_aside", "must be a list of tiles");
    sc.setAside = j["set_aside"];
  }
  if (j.count("moves")) {
    if (!j["moves"].is_array()) fail(where + ".moves", "must be a list of moves");
    if (j["moves"].size() > 1000) fail(where + ".moves", "has more than 1000 moves");
    sc.moves = j["moves"];
  }
  if (j.count("end")) {
    if (!j["end"].is_boolean()) fail(where + ".end", "must be true or false");
    sc.end = j["end"].get<bool>();
  }
  if (j.count("turn_so_far")) {
    const json& t = j["turn_so_far"];
    if (!t.is_array() || t.size() > 64) fail(where + ".turn_so_far", "must be a list of the steps of one turn");
    if (!t.empty() && sc.end) fail(where + ".turn_so_far", "a finished game has no turn in progress");
    sc.turnSoFar = t;
  }
  sc.game = Game(std::move(s));
  return sc;
}

void playScenario(Scenario& sc, const std::string& where) {
  for (size_t i = 0; i < sc.moves.size(); ++i)
    if (Refusal why = sc.game.playTurnJson(sc.moves[i])) {
      why.move = int(i);
      throw InputError(where + ": move " + std::to_string(i), std::move(why));
    }
  // The deal of the turn now: the tiles that fit nowhere, then the tile (turn_so_far places it).
  if (!sc.setAside.empty())
    if (Refusal why = sc.game.setAsideJson(sc.setAside)) throw InputError(where + ".set_aside", std::move(why));
  if (sc.tile >= 0) {
    if (sc.game.state().over() || sc.game.state().step() != Step::PlaceTile)
      throw InputError(where + ".tile", "names the tile of a turn, but the game is not between two turns");
    sc.game.forceTile(sc.tile);
  }
  for (size_t i = 0; i < sc.turnSoFar.size(); ++i)
    sc.game.playStep(sc.turnSoFar[i], where + ": turn_so_far[" + std::to_string(i) + "]");
  if (sc.end) sc.game.finish();
}

json eventJson(const State& s, const ScoreEvent& e) {
  json j;
  if (e.move < 0)
    j["move"] = "end";
  else
    j["move"] = e.move;
  j["kind"] = e.kind;
  json players = json::array();
  for (int p = 0; p < s.players(); ++p)
    if (e.players & (1u << p)) players.push_back(p);
  j["players"] = players;
  j["points"] = e.points;
  std::string kind = e.kind;
  if (kind == "road" || kind == "city") j["tiles"] = e.tiles;
  if (kind == "city") j["shields"] = e.shields;
  // A monastery-like feature (a monastery, or a module's feature scored as one) says its neighbours.
  const PlacedTile& at = s.tiles()[e.tile];
  const TileType& type = s.catalog().types[at.type];
  if (e.seg < type.segments.size() && type.segments[e.seg].kind == FeatureKind::Monastery) j["neighbors"] = e.neighbors;
  if (kind == "field") j["cities"] = e.cities;
  if (kind != "field") j["complete"] = e.complete;
  if (e.mark) j[e.mark] = true;  // a module's mark that changed the points ("inn": true)
  if (e.group) {
    json g;
    for (size_t k = 0; k < e.extraKeys.size(); ++k)
      if (e.extraKeys[k]) g[e.extraKeys[k]] = e.extraValues[k];
    j[e.group] = g;
  }
  const PlacedTile& pt = s.tiles()[e.tile];
  j["at"] = {pt.x, pt.y};
  j["on"] = featureAddress(s, e.tile, e.seg);
  return j;
}

json resultJson(const State& s) {
  json events = json::array();
  for (const ScoreEvent& e : s.events()) events.push_back(eventJson(s, e));
  json out = {{"scores", s.scores()}, {"events", events}};
  if (!s.notes().empty()) {  // remarks that are not scorings (e.g. a road a ferry re-opened)
    json notes = json::array();
    for (const Note& n : s.notes()) {
      const PlacedTile& pt = s.tiles()[n.tile];
      notes.push_back(
          {{"move", n.move}, {"text", n.text}, {"at", {pt.x, pt.y}}, {"on", featureAddress(s, n.tile, n.seg)}});
    }
    out["notes"] = notes;
  }
  return out;
}

json boardJson(const State& s) {
  const Catalog& cat = s.catalog();
  json board = json::array();
  for (size_t i = 0; i < s.tiles().size(); ++i) {
    const PlacedTile& pt = s.tiles()[i];
    json b = {{"tile", cat.types[pt.type].id}, {"at", {pt.x, pt.y}}, {"rot", pt.rot * 90}};
    json ms = json::array();
    for (const Meeple& m : s.meeples())
      if (m.tile == i) {
        ms.push_back({{"player", m.player}, {"on", featureAddress(s, int(i), m.seg)}});
        if (m.figure) ms.back()["figure"] = cat.figures[m.figure].name;
      }
    if (!ms.empty()) b["meeples"] = ms;
    for (const Module* m : cat.modules) m->writeBoardEntry(s, int(i), b);
    board.push_back(b);
  }
  return board;
}

json positionJson(const State& s, const std::vector<std::string>& names) {
  const Catalog& cat = s.catalog();
  json j;
  j["format"] = "carcassonne-scenario/1";
  j["sets"] = cat.sets;
  if (!cat.options.empty()) j["options"] = cat.options;
  json custom = json::array();
  for (size_t t = 0; t < cat.types.size(); ++t)
    if (cat.setOf[t] < 0) {
      json tj = cat.types[t].toJson();
      tj.erase("count");
      custom.push_back(tj);
    }
  if (!custom.empty()) j["tiles"] = custom;
  j["players"] = names;
  j["board"] = boardJson(s);
  for (const Module* m : cat.modules) m->writeScenario(s, j);
  j["scores"] = s.scores();
  j["next"] = s.currentPlayer();
  return j;
}

json publicScenario(const Game& g, const std::vector<std::string>& names) {
  const State& start = g.initial();
  json j = positionJson(start, names);
  j["rules_version"] = kRulesVersion;
  j["hidden_deck"] = true;
  json soFar, aside;
  j["moves"] = g.turnsJson(&soFar, &aside);
  if (!aside.empty()) j["set_aside"] = aside;
  if (!soFar.empty()) {
    j["turn_so_far"] = soFar;
    j["tile"] = soFar[0]["tile"];  // in hand before its placement
  } else if (!g.state().over() && g.state().currentTile() >= 0) {
    j["tile"] = g.state().catalog().types[size_t(g.state().currentTile())].id;
  }
  if (g.state().over()) j["end"] = true;
  return j;
}

json bagCountsJson(const State& s) {
  json out = json::object();
  const std::vector<int> counts = s.bagCounts();
  for (size_t t = 0; t < counts.size(); ++t)
    if (counts[t] > 0) out[s.catalog().types[t].id] = counts[t];
  return out;
}

json saveGame(const Game& g, const std::vector<std::string>& names, const json& seats) {
  const State& s = g.initial();
  json j;
  j["format"] = "carcassonne-scenario/1";
  j["sets"] = s.catalog().sets;
  if (!s.catalog().options.empty()) j["options"] = s.catalog().options;
  j["players"] = names;
  j["seed"] = s.seed();
  j["rules_version"] = kRulesVersion;
  j["board"] = json::array();
  if (seats.is_array()) j["seats"] = seats;
  json soFar;
  j["moves"] = g.turnsJson(&soFar);
  if (!soFar.empty()) j["turn_so_far"] = soFar;
  j["end"] = g.state().over();
  return j;
}

}  // namespace carc
