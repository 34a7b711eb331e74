#include "game.h"

#include <algorithm>

#include "module.h"

namespace carc {

std::string featureAddress(const State& s, int tile, int seg) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  return s.catalog().types[pt.type].segmentName(seg, pt.rot);
}

bool Game::apply(const Action& a, std::string* why) {
  if (!current_.apply(a, why)) return false;
  actions_.push_back(a);
  records_.push_back(Record{a, pendingForced_, false});
  pendingForced_ = -1;
  return true;
}

void Game::forceTile(int type) {
  current_.forceCurrentTile(type);
  pendingForced_ = int16_t(type);
}

void Game::finish() {
  current_.finish();
  records_.push_back(Record{Action{}, pendingForced_, true});
  pendingForced_ = -1;
}

void Game::replay() {
  current_ = initial_;
  actions_.clear();
  for (const Record& r : records_) {
    if (r.forced >= 0) current_.forceCurrentTile(r.forced);
    if (r.finish) {
      current_.finish();
      continue;
    }
    current_.mustApply(r.action, "replaying the game");
    actions_.push_back(r.action);
  }
}

bool Game::undo(int steps) {
  if (records_.empty() || steps <= 0) return false;
  size_t n = std::min(records_.size(), size_t(steps));
  records_.resize(records_.size() - n);
  pendingForced_ = -1;
  replay();
  return true;
}

bool Game::undoTurn() {
  if (records_.empty()) return false;
  size_t i = records_.size();
  // Step back to the last Place action (the start of a turn) and drop it too.
  while (i > 0) {
    --i;
    if (!records_[i].finish && records_[i].action.kind == Action::Place) break;
  }
  records_.resize(i);
  pendingForced_ = -1;
  replay();
  return true;
}

namespace {

int readCoord(const json& v, const std::string& where) {
  if (!v.is_number_integer() || v.get<long long>() < -kMaxCoord || v.get<long long>() > kMaxCoord)
    throw InputError(where + ": must be a whole number from -" + std::to_string(kMaxCoord) + " to " +
                     std::to_string(kMaxCoord));
  return int(v.get<long long>());
}

}  // namespace

void Game::playTurn(const json& move, const std::string& where) {
  if (!move.is_object()) throw InputError(where + ": a move must be an object");
  const Catalog& cat = current_.catalog();
  std::vector<std::string> known = {"tile", "at", "rot", "meeple", "comment"};
  for (const Module* m : cat.modules)
    for (const std::string& k : m->moveKeys()) known.push_back(k);
  for (auto it = move.begin(); it != move.end(); ++it)
    if (std::find(known.begin(), known.end(), it.key()) == known.end())
      throw InputError(where + ": unknown field '" + it.key().substr(0, 40) + "'");
  if (current_.over()) throw InputError(where + ": the game is already over");
  if (current_.step() != Step::PlaceTile) throw InputError(where + ": the previous turn is not finished");

  auto tileIt = move.find("tile");
  if (tileIt == move.end() || !tileIt->is_string())
    throw InputError(where + ".tile: must name a tile, e.g. \"base/D\"");
  std::string tileId = tileIt->get<std::string>();
  int type = cat.find(tileId);
  if (type < 0) throw InputError(where + ".tile: unknown tile '" + tileId.substr(0, 64) + "'");
  auto at = move.find("at");
  if (at == move.end() || !at->is_array() || at->size() != 2) throw InputError(where + ".at: must be [x, y]");
  int x = readCoord((*at)[0], where + ".at[0]"), y = readCoord((*at)[1], where + ".at[1]");
  int rot = 0;
  if (move.count("rot")) {
    const json& r = move["rot"];
    if (!r.is_number_integer() ||
        (r.get<long long>() != 0 && r.get<long long>() != 90 && r.get<long long>() != 180 && r.get<long long>() != 270))
      throw InputError(where + ".rot: must be 0, 90, 180 or 270");
    rot = int(r.get<long long>() / 90);
  }

  Game trial = *this;  // all or nothing: work on a copy
  if (trial.current_.currentTile() != type) {
    if (trial.current_.strictDeck()) {
      if (trial.current_.currentTile() < 0) throw InputError(where + ".tile: there is no tile left to draw");
      throw InputError(where + ".tile: the tile drawn is " + cat.types[size_t(trial.current_.currentTile())].id +
                       ", not " + tileId);
    }
    trial.forceTile(type);
  }
  Action place;
  place.kind = Action::Place;
  place.x = int8_t(x);
  place.y = int8_t(y);
  place.rot = uint8_t(rot);
  std::string why;
  if (!trial.apply(place, &why)) throw InputError(where + ": " + why);

  Action meeple;
  meeple.kind = Action::NoMeeple;
  auto mp = move.find("meeple");
  if (mp != move.end() && !mp->is_null()) {
    if (!mp->is_string()) throw InputError(where + ".meeple: must name a feature, e.g. \"road E\"");
    const PlacedTile& pt = trial.current_.tiles()[size_t(trial.current_.lastPlaced())];
    int seg = cat.types[pt.type].findSegment(mp->get<std::string>(), pt.rot);
    if (seg < 0)
      throw InputError(where + ".meeple: the placed tile has no feature '" + mp->get<std::string>().substr(0, 40) +
                       "' (address features in board orientation: road E, city N, field Nw, monastery)");
    meeple.kind = Action::Meeple;
    meeple.x = pt.x;
    meeple.y = pt.y;
    meeple.seg = int8_t(seg);
  }
  if (!trial.apply(meeple, &why)) throw InputError(where + ".meeple: " + why);

  while (trial.current_.step() == Step::Module) {
    const Module* m = cat.modules[size_t(trial.current_.activeModule())];
    Action a;
    if (!m->actionFromMove(trial.current_, move, a, why)) throw InputError(where + ": " + why);
    if (!trial.apply(a, &why)) throw InputError(where + ": " + why);
  }
  for (const Module* m : cat.modules)
    if (!m->validateMove(trial.current_, move, why)) throw InputError(where + ": " + why);
  *this = std::move(trial);
}

json Game::actionJson(const State& before, const Action& a) const {
  const Catalog& cat = before.catalog();
  json j;
  switch (a.kind) {
    case Action::Place:
      j["tile"] = cat.types[size_t(before.currentTile())].id;
      j["at"] = {a.x, a.y};
      j["rot"] = a.rot * 90;
      break;
    case Action::Meeple:
      j["meeple"] = featureAddress(before, before.lastPlaced(), a.seg);
      break;
    case Action::NoMeeple:
      j["meeple"] = nullptr;
      break;
    case Action::Module:
      cat.modules[a.module]->addToMove(before, a, j);
      break;
  }
  return j;
}

json Game::turnsJson(json* soFar) const {
  json turns = json::array();
  State s = initial_;
  json turn;
  // The records of a turn still in progress: from its Place on, when the game waits for a later
  // step of that turn.
  size_t unfinishedFrom = records_.size();
  if (soFar && !current_.over() && current_.step() != Step::PlaceTile)
    for (size_t i = records_.size(); i-- > 0;)
      if (!records_[i].finish && records_[i].action.kind == Action::Place) {
        unfinishedFrom = i;
        break;
      }
  if (soFar) *soFar = json::array();
  for (size_t i = 0; i < records_.size(); ++i) {
    const Record& r = records_[i];
    if (r.forced >= 0) s.forceCurrentTile(r.forced);
    if (i >= unfinishedFrom) {
      soFar->push_back(actionJson(s, r.action));
      s.mustApply(r.action, "writing the game's moves");
      continue;
    }
    if (r.finish) {
      s.finish();
      continue;
    }
    if (r.action.kind == Action::Place && !turn.is_null()) {
      turns.push_back(turn);
      turn = json();
    }
    if (r.action.kind == Action::Module) {
      // Modules add to the turn (e.g. append to "move_ferries"), so they write into it directly.
      s.catalog().modules[r.action.module]->addToMove(s, r.action, turn);
    } else {
      json part = actionJson(s, r.action);
      if (r.action.kind == Action::NoMeeple) part.erase("meeple");
      for (auto it = part.begin(); it != part.end(); ++it) turn[it.key()] = it.value();
    }
    s.mustApply(r.action, "writing the game's moves");
  }
  if (!turn.is_null()) turns.push_back(turn);
  return turns;
}

void Game::playStep(const json& step, const std::string& where) {
  if (!step.is_object()) throw InputError(where + ": a step must be an object");
  if (current_.over()) throw InputError(where + ": the game is already over");
  std::vector<Action> legal;
  current_.legalActions(legal);
  for (const Action& a : legal) {
    json aj = actionJson(current_, a);
    if (!aj.is_object()) aj = json::object();
    if (aj != step) continue;
    std::string why;
    if (!apply(a, &why)) throw InputError(where + ": " + why);
    return;
  }
  throw InputError(where + ": not a legal step now: " + step.dump().substr(0, 200));
}

}  // namespace carc
