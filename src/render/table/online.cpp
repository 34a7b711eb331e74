// The table's online mode (docs/online.md): the server's public view as the game on show, the
// other seats' steps arriving at their remote seats, each new turn's tile and the end coming from
// the server (the loaded game has no deck of its own to trust), and the server's bag counts.
#include <algorithm>

#include "engine/online_messages.h"
#include "engine/phrase.h"
#include "engine/scenario.h"
#include "render/table/table.h"

namespace carc::render {

namespace {

// A message the protocol's type refused, as the table's InputError: "view.tile: must be ...".
InputError misread(const char* what, Refusal no) {
  std::string where = no.path.empty() ? what : std::string(what) + "." + no.path;
  no.path.clear();
  return InputError(where, std::move(no));
}

// The server's bag counts as the catalog's: a count per tile type (a tile this game lacks is no count).
std::vector<int> bagByType(const Catalog& catalog, const BagCounts& bag) {
  std::vector<int> out(catalog.types.size(), 0);
  for (const auto& [id, count] : bag) {
    int type = catalog.find(id);
    if (type >= 0) out[size_t(type)] = std::max(0, count);
  }
  return out;
}

}  // namespace

bool Table::loadOnline(const json& message, int mySeat, const std::vector<std::string>& names, std::string* why) {
  try {
    OnlineView view;
    if (Refusal no = OnlineView::fromJson(message, view)) throw misread("view", std::move(no));
    json position = view.position;
    position.erase("seed");  // never expected; a position shown online is public whatever it holds
    position.erase("seats");
    if (!names.empty()) {
      if (!position.contains("players") || !position["players"].is_array() ||
          position["players"].size() != names.size())
        throw InputError("view.position.players", "differ from the table's seats");
      for (size_t p = 0; p < names.size(); ++p)  // a seat with no name (a bot's) keeps the position's
        if (!names[p].empty()) position["players"][p] = names[p];
    }
    Scenario sc = carc::loadScenario(position, manifestFor, "view.position");
    playScenario(sc, "view.position");
    const int players = sc.game.state().players();
    if (mySeat >= players) throw InputError("seat", "no such seat at this table");
    std::vector<int> bag = bagByType(sc.game.state().catalog(), view.bag);
    int tile = -1;
    if (view.tile) {
      tile = sc.game.state().catalog().find(*view.tile);
      if (tile < 0) throw InputError("view.tile", "unknown tile");
    }
    game_ = std::make_unique<Game>(sc.game);
    demo_ = Demo{};
    isGame_ = false;  // never kept in the browser nor shared as a saved game
    lookOnly_ = mySeat < 0;
    adoptSeats(position);
    for (int p = 0; p < players; ++p)
      if (p != mySeat) makeRemote(p);
    const int applied = int(game_->actions().size());
    online_ = Online{};
    online_.on = true;
    online_.seat = mySeat;
    online_.known = view.steps;
    online_.base = online_.known - applied;
    online_.bag = bag;
    if (tile >= 0) online_.tiles[online_.known] = tile;
    if (view.over) online_.overAt = online_.known;
    onlineCatchUp();
    ++revision_;
  } catch (const InputError& e) {
    if (why) *why = e.what();
    lastRefusal_ = e.refusal();
    return false;
  }
  lastRefusal_ = Refusal();
  return true;
}

int Table::onlineApplied() const { return game_ ? online_.base + int(game_->actions().size()) : 0; }

bool Table::onlineAwaitingTile() const {
  if (!online_.on || !game_) return false;
  const State& s = game_->state();
  return !s.over() && s.step() == Step::PlaceTile && online_.tileAt != onlineApplied();
}

bool Table::onlineRefuses(Refusal* no) const {
  if (!online_.on || !game_) return false;
  const State& s = game_->state();
  if (online_.seat < 0) {
    *no = Refusal(Refused::NotYourTurn, N_("you are watching this table: you have no seat at it"));
  } else if (s.over()) {
    return false;                                 // the engine says so
  } else if (s.actingPlayer() != online_.seat) {  // the seat whose step it is (a dragon step: maybe not the turn's)
    if (s.actingPlayer() != s.currentPlayer())    // a step of another seat's turn: named as that seat's step
      *no = Refusal(Refused::NotYourTurn, N_("this step is {0}'s to make, not yours"), {shownName(s.actingPlayer())});
    else
      *no = Refusal(Refused::NotYourTurn, N_("it is {0}'s turn, not yours"), {shownName(s.actingPlayer())});
  } else if (onlineAwaitingTile()) {
    *no = Refusal(Refused::NotYourTurn, N_("your tile has not arrived yet"));
  } else {
    return false;
  }
  return true;
}

void Table::onlineCatchUp() {
  if (!online_.on || !game_) return;
  const int seen = onlineApplied();
  online_.known = std::max(online_.known, seen);
  auto tile = online_.tiles.find(seen);
  if (tile != online_.tiles.end() && !game_->state().over() && game_->state().step() == Step::PlaceTile) {
    if (forceTile(tile->second)) online_.tileAt = seen;
  }
  online_.tiles.erase(online_.tiles.begin(), online_.tiles.upper_bound(seen));
  if (online_.overAt >= 0 && seen >= online_.overAt && !game_->state().over()) {
    game_->finish();
    afterChange();
  }
}

bool Table::onlineStep(const json& message) {
  OnlineStep m;
  if (!online_.on || !game_ || OnlineStep::fromJson(message, m)) return false;  // malformed: the view again
  const int n = m.n, seat = m.seat;
  if (seat >= int(players_.size())) return false;
  if (n > online_.known) return false;  // a step missed
  if (n == online_.known) {
    if (players_[size_t(seat)]->kind() != Player::Kind::Remote) return false;  // mine, made elsewhere
    static_cast<RemotePlayer&>(*players_[size_t(seat)]).arrive(m.step);
    ++online_.known;
  }
  // n < known: my own step coming back, or one already had: what it brings is all that is new.
  if (m.tile) {
    int type = game_->state().catalog().find(*m.tile);
    if (type < 0) return false;
    online_.tiles[n + 1] = type;
  }
  if (m.over) online_.overAt = n + 1;
  online_.bag = bagByType(game_->state().catalog(), m.bag);
  onlineCatchUp();
  ++revision_;
  return true;
}

std::vector<int> Table::bagCounts() const {
  if (!game_) return {};
  return online_.on ? online_.bag : game_->state().bagCounts();
}

int Table::tilesLeft() const {
  if (!game_) return 0;
  if (!online_.on) return int(game_->state().bag().size());
  int n = 0;
  for (int c : online_.bag) n += c;
  return n;
}

}  // namespace carc::render
