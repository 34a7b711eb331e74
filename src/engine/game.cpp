#include "game.h"

#include <algorithm>

#include "module.h"

namespace carc {

std::string featureAddress(const State& s, int tile, int seg) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  return s.catalog().types[pt.type].segmentName(seg, pt.rot);
}

bool Game::apply(const Action& a, Refusal* why) {
  uint8_t mover = uint8_t(current_.actingPlayer());
  // Written before the step changes the state, and only for a legal one (a module reads its spot).
  json step = a.kind == Action::Module && !current_.whyRefused(a) ? actionJson(current_, a) : json();
  if (!current_.apply(a, why)) return false;
  actions_.push_back(a);
  movers_.push_back(mover);
  moduleSteps_.push_back(std::move(step));
  records_.push_back(Record{a, pendingForced_, false, std::move(pendingAside_)});
  pendingForced_ = -1;
  pendingAside_.clear();
  return true;
}

int Game::lastTilePlayer() const {
  for (size_t i = actions_.size(); i-- > 0;)
    if (actions_[i].kind == Action::Place) return movers_[i];
  return -1;
}

void Game::forceTile(int type) {
  current_.forceCurrentTile(type);
  pendingForced_ = int16_t(type);
}

bool Game::setTileAside(int type) {
  if (!current_.setTileAside(type)) return false;
  pendingAside_.push_back(uint16_t(type));
  return true;
}

void Game::finish() {
  current_.finish();
  records_.push_back(Record{Action{}, pendingForced_, true, std::move(pendingAside_)});
  pendingForced_ = -1;
  pendingAside_.clear();
}

void Game::replay() {
  current_ = initial_;
  actions_.clear();
  movers_.clear();
  moduleSteps_.clear();
  for (const Record& r : records_) {
    for (uint16_t t : r.setAside) current_.setTileAside(t);
    if (r.forced >= 0) current_.forceCurrentTile(r.forced);
    if (r.finish) {
      current_.finish();
      continue;
    }
    movers_.push_back(uint8_t(current_.actingPlayer()));
    moduleSteps_.push_back(r.action.kind == Action::Module ? actionJson(current_, r.action) : json());
    current_.mustApply(r.action, "replaying the game");
    actions_.push_back(r.action);
  }
}

bool Game::undo(int steps) {
  if (records_.empty() || steps <= 0) return false;
  size_t n = std::min(records_.size(), size_t(steps));
  dropFrom(records_.size() - n);
  return true;
}

// Drops the records from `first` on and replays the rest. The tile in hand before the first step
// dropped is in hand again when it was named (a free scenario's, a position's "tile"): the replay
// alone would draw another, or none for a position that draws nothing before its named tile.
void Game::dropFrom(size_t first) {
  int16_t named = first < records_.size() ? records_[first].forced : int16_t(-1);
  records_.resize(first);
  pendingForced_ = -1;
  pendingAside_.clear();
  replay();
  if (named >= 0 && current_.step() == Step::PlaceTile && !current_.over()) forceTile(named);
}

bool Game::undoTurn() {
  if (records_.empty()) return false;
  size_t i = records_.size();
  // Step back to the last Place action (the start of a turn) and drop it too.
  while (i > 0) {
    --i;
    if (!records_[i].finish && records_[i].action.kind == Action::Place) break;
  }
  dropFrom(i);
  return true;
}

json Game::actionJson(const State& before, const Action& a) const {
  const Catalog& cat = before.catalog();
  json j = json::object();  // a module's choice that says nothing is {}
  switch (a.kind) {
    case Action::Place:
      j["tile"] = cat.types[size_t(before.currentTile())].id;
      j["at"] = {a.x, a.y};
      j["rot"] = a.rot * 90;
      break;
    case Action::Meeple:
      j["meeple"] = featureAddress(before, before.lastPlaced(), a.seg);
      if (a.figure) j["figure"] = cat.figures[a.figure].name;  // absent: the meeple
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

json Game::turnsJson(json* soFar, json* asideNow) const {
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
  // Tiles set aside so far that a turn's "set_aside" or `asideNow` has said.
  size_t asideSaid = 0;
  auto asideSince = [&]() {
    json ids = json::array();
    for (; asideSaid < s.setAside().size(); ++asideSaid) ids.push_back(s.catalog().types[s.setAside()[asideSaid]].id);
    return ids;
  };
  if (asideNow) *asideNow = json::array();
  for (size_t i = 0; i < records_.size(); ++i) {
    const Record& r = records_[i];
    for (uint16_t t : r.setAside) s.setTileAside(t);
    if (r.forced >= 0) s.forceCurrentTile(r.forced);
    if (asideNow && i == unfinishedFrom) *asideNow = asideSince();
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
    if (asideNow && r.action.kind == Action::Place) {
      json ids = asideSince();
      if (!ids.empty()) turn["set_aside"] = ids;
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
  if (asideNow && unfinishedFrom == records_.size()) {
    for (uint16_t t : pendingAside_) s.setTileAside(t);  // set aside for the turn to come
    *asideNow = asideSince();
  }
  return turns;
}

}  // namespace carc
