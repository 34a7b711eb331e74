// Moves read from JSON (docs/formats.md §2): whole turns, single steps, and what a page or a game
// server sends. Each is refused with a Refusal that says which rule and where in the move, and a
// refusal changes nothing: a turn is played on a copy, a step is matched to a legal action first.
#include <algorithm>

#include "game.h"
#include "module.h"
#include "online_messages.h"

namespace carc {

namespace {

Refusal malformed(std::string path, std::string phrase, std::vector<std::string> values = {}) {
  Refusal why(Refused::Malformed, std::move(phrase), std::move(values));
  why.path = std::move(path);
  return why;
}

Refusal atPath(Refusal why, std::string path) {
  why.path = std::move(path);
  return why;
}

bool readCoord(const json& v, int& out) {
  if (!v.is_number_integer() || v.get<long long>() < -kMaxCoord || v.get<long long>() > kMaxCoord) return false;
  out = int(v.get<long long>());
  return true;
}

// The placement a move says: its tile (a step may leave it out: the tile in hand), square and
// rotation; `type` is the tile named.
Refusal placementFromJson(const State& s, const json& move, bool tileRequired, int& type, Action& place) {
  auto tileIt = move.find("tile");
  if (tileIt == move.end() && !tileRequired && s.currentTile() >= 0) {
    type = s.currentTile();
  } else {
    if (tileIt == move.end() || !tileIt->is_string()) return malformed("tile", "must name a tile, e.g. \"base/D\"");
    std::string id = tileIt->get<std::string>();
    type = s.catalog().find(id);
    if (type < 0) return atPath(Refusal(Refused::UnknownTile, "unknown tile '{0}'", {id.substr(0, 64)}), "tile");
  }
  auto at = move.find("at");
  if (at == move.end() || !at->is_array() || at->size() != 2) return malformed("at", "must be [x, y]");
  int xy[2];
  for (size_t i = 0; i < 2; ++i)
    if (!readCoord((*at)[i], xy[i]))
      return malformed("at[" + std::to_string(i) + "]", "must be a whole number from -{0} to {1}",
                       {std::to_string(kMaxCoord), std::to_string(kMaxCoord)});
  int rot = 0;
  if (move.count("rot")) {
    const json& r = move["rot"];
    if (!r.is_number_integer() ||
        (r.get<long long>() != 0 && r.get<long long>() != 90 && r.get<long long>() != 180 && r.get<long long>() != 270))
      return malformed("rot", "must be 0, 90, 180 or 270");
    rot = int(r.get<long long>() / 90);
  }
  place = Action{};
  place.kind = Action::Place;
  place.x = int8_t(xy[0]);
  place.y = int8_t(xy[1]);
  place.rot = uint8_t(rot);
  return Refusal();
}

// The tile drawn is not the one a move names (a dealt game names no other tile).
Refusal notTheTileDrawn(const State& s, int named) {
  if (s.currentTile() < 0) return atPath(Refusal(Refused::TileNotInHand, "there is no tile left to draw"), "tile");
  const Catalog& cat = s.catalog();
  return atPath(Refusal(Refused::TileNotInHand, "the tile drawn is {0}, not {1}",
                        {cat.types[size_t(s.currentTile())].id, cat.types[size_t(named)].id}),
                "tile");
}

// The figure a move's meeple is ("figure": a name of Catalog::figures; absent: the meeple).
Refusal figureFromJson(const State& s, const json& move, uint8_t& figure) {
  figure = 0;
  auto f = move.find("figure");
  if (f == move.end() || f->is_null()) return Refusal();
  if (!f->is_string()) return malformed("figure", "must name a figure, e.g. \"meeple\"");
  const std::vector<Figure>& figures = s.catalog().figures;
  for (size_t i = 0; i < figures.size(); ++i)
    if (figures[i].name == f->get<std::string>()) {
      figure = uint8_t(i);
      return Refusal();
    }
  return atPath(
      Refusal(Refused::Malformed, "there is no figure '{0}' in this game", {f->get<std::string>().substr(0, 40)}),
      "figure");
}

// The meeple a move or a step says: none (null or absent) or a feature of the tile just placed,
// with its figure.
Refusal meepleFromJson(const State& s, const json& move, Action& meeple) {
  meeple = Action{};
  meeple.kind = Action::NoMeeple;
  auto mp = move.find("meeple");
  if (mp == move.end() || mp->is_null()) return Refusal();
  if (!mp->is_string()) return malformed("meeple", "must name a feature, e.g. \"road E\"");
  if (s.step() != Step::PlaceMeeple) {  // the step refuses it (no tile placed to name a feature of)
    meeple.kind = Action::Meeple;
    return Refusal();
  }
  const PlacedTile& pt = s.tiles()[size_t(s.lastPlaced())];
  int seg = s.catalog().types[pt.type].findSegment(mp->get<std::string>(), pt.rot);
  if (seg < 0)
    return atPath(Refusal(Refused::NoSuchFeature,
                          "the placed tile has no feature '{0}' (address features in board orientation: road E, city "
                          "N, field Nw, field inner, monastery)",
                          {mp->get<std::string>().substr(0, 40)}),
                  "meeple");
  meeple.kind = Action::Meeple;
  meeple.x = pt.x;
  meeple.y = pt.y;
  meeple.seg = int8_t(seg);
  return figureFromJson(s, move, meeple.figure);
}

// A module that refused without saying why still refuses, in its name.
Refusal refusedBy(const Module* m, Refusal why) {
  if (!why) why = Refusal(Refused::NoSuchAction, "the move does not give the choice of {0}", {m->name()});
  if (why.module.empty()) why.module = m->name();
  return why;
}

// A step says exactly what a legal action's JSON says ("label", a choice's words, aside).
bool sameStep(const json& action, const json& step) {
  for (auto it = action.begin(); it != action.end(); ++it)
    if (!step.contains(it.key()) || step[it.key()] != it.value()) return false;
  for (auto it = step.begin(); it != step.end(); ++it)
    if (it.key() != "label" && !action.contains(it.key())) return false;
  return true;
}

// Why no legal action of the current step is `step`: the refusal of the placement or meeple it
// says, or nothing when it says none of those (or one that is legal, with other keys).
Refusal stepRefusal(const State& s, const json& step) {
  if (step.contains("at")) {
    int type = -1;
    Action place;
    if (Refusal why = placementFromJson(s, step, false, type, place)) return why;
    if (s.step() == Step::PlaceTile && type != s.currentTile()) return notTheTileDrawn(s, type);
    return s.whyRefused(place);
  }
  if (step.contains("meeple")) {
    Action meeple;
    if (Refusal why = meepleFromJson(s, step, meeple)) return why;
    return s.whyRefused(meeple);
  }
  return Refusal();
}

}  // namespace

Refusal Game::playTurnJson(const json& move) {
  if (!move.is_object()) return malformed("", "a move must be an object");
  const Catalog& cat = current_.catalog();
  std::vector<std::string> known = {"tile", "at", "rot", "meeple", "figure", "comment", "set_aside"};
  for (const Module* m : cat.modules)
    for (const std::string& k : m->moveKeys()) known.push_back(k);
  for (auto it = move.begin(); it != move.end(); ++it)
    if (std::find(known.begin(), known.end(), it.key()) == known.end())
      return malformed("", "unknown field '{0}'", {it.key().substr(0, 40)});
  if (current_.over()) return Refusal(Refused::GameOver, "the game is already over");
  if (current_.step() != Step::PlaceTile) return Refusal(Refused::NotThisStep, "the previous turn is not finished");

  int type = -1;
  Action place;
  if (Refusal why = placementFromJson(current_, move, true, type, place)) return why;
  Game trial = *this;  // all or nothing: work on a copy
  if (move.contains("set_aside"))
    if (Refusal why = trial.setAsideJson(move["set_aside"])) {
      why.path = "set_aside" + why.path;
      return why;
    }
  if (trial.current_.currentTile() != type) {
    if (trial.current_.strictDeck()) return notTheTileDrawn(trial.current_, type);
    trial.forceTile(type);
  }
  Refusal why;
  if (!trial.apply(place, &why)) return why;

  Action meeple;
  if ((why = meepleFromJson(trial.current_, move, meeple))) return why;
  if (!trial.apply(meeple, &why)) return atPath(std::move(why), "meeple");

  while (trial.current_.step() == Step::Module) {
    const Module* m = cat.modules[size_t(trial.current_.activeModule())];
    Action a;
    if (!m->actionFromMove(trial.current_, move, a, why)) return refusedBy(m, std::move(why));
    if (!trial.apply(a, &why)) return why;
  }
  for (const Module* m : cat.modules)
    if (!m->validateMove(trial.current_, move, why)) return refusedBy(m, std::move(why));
  *this = std::move(trial);
  return Refusal();
}

// Written once, by the online protocol's type: a page's refusals and the server's are alike.
json refusalJson(const Refusal& why) { return OnlineRefusal::of(why).refusalJson(); }

Refusal Game::setAsideJson(const json& ids) {
  if (current_.strictDeck()) return malformed("", "a dealt game sets aside the tiles it draws itself");
  if (!ids.is_array() || ids.size() > size_t(kMaxTiles)) return malformed("", "must be a list of tiles");
  Game trial = *this;
  for (size_t i = 0; i < ids.size(); ++i) {
    std::string path = "[" + std::to_string(i) + "]";
    if (!ids[i].is_string()) return malformed(path, "must name a tile, e.g. \"base/D\"");
    std::string id = ids[i].get<std::string>();
    int type = current_.catalog().find(id);
    if (type < 0) return atPath(Refusal(Refused::UnknownTile, "unknown tile '{0}'", {id.substr(0, 64)}), path);
    if (!trial.setTileAside(type))
      return atPath(Refusal(Refused::TileNotInHand, "no {0} is left in the bag", {id.substr(0, 64)}), path);
  }
  *this = std::move(trial);
  return Refusal();
}

Refusal Game::playStepJson(const json& step) {
  if (!step.is_object()) return malformed("", "a step must be an object");
  if (current_.over()) return Refusal(Refused::GameOver, "the game is already over");
  std::vector<Action> legal;
  current_.legalActions(legal);
  for (const Action& a : legal) {
    json aj = actionJson(current_, a);
    if (!aj.is_object()) aj = json::object();
    if (!sameStep(aj, step)) continue;
    Refusal why;
    apply(a, &why);
    return why;
  }
  Refusal why = stepRefusal(current_, step);
  if (!why) {
    why = Refusal(Refused::NoSuchAction, "not a legal step now: {0}", {step.dump().substr(0, 200)});
    if (current_.step() == Step::Module)
      why.module = current_.catalog().modules[size_t(current_.activeModule())]->name();
    return why;
  }
  why.context = "not a legal step now" + (why.context.empty() ? "" : ": " + why.context);
  return why;
}

Refusal Game::playJson(const json& move, int player) {
  try {
    if (!move.is_object()) return malformed("", "a move must be a JSON object");
    if (player >= 0 && !current_.over() && player != current_.actingPlayer()) {
      if (current_.actingPlayer() != current_.currentPlayer())  // a step of another's turn (a dragon step)
        return Refusal(Refused::NotYourTurn, "this step is player {0}'s to make, not player {1}'s",
                       {std::to_string(current_.actingPlayer()), std::to_string(player)});
      return Refusal(Refused::NotYourTurn, "it is player {0}'s turn, not player {1}'s",
                     {std::to_string(current_.currentPlayer()), std::to_string(player)});
    }
    if (current_.step() == Step::PlaceTile && move.contains("meeple")) {
      if (player < 0) return playTurnJson(move);
      // A whole turn sent for a player holds only that player's steps: a step it makes for another
      // player (Module::actingPlayer, a dragon step) is refused, and nothing is played.
      Game trial = *this;
      if (Refusal why = trial.playTurnJson(move)) return why;
      for (size_t i = movers_.size(); i < trial.movers_.size(); ++i)
        if (trial.movers_[i] != player) {
          Refusal why(Refused::NotYourTurn, "this step is player {0}'s to make, not player {1}'s",
                      {std::to_string(trial.movers_[i]), std::to_string(player)});
          if (trial.actions_[i].kind == Action::Module)
            why.module = trial.current_.catalog().modules[trial.actions_[i].module]->name();
          return why;
        }
      *this = std::move(trial);
      return Refusal();
    }
    // In a free scenario a placement may name its tile, as a scenario's moves do: the step is
    // played with that tile in hand, on a copy, so a refusal leaves the tile in hand too.
    if (current_.step() == Step::PlaceTile && !current_.strictDeck() && move.contains("tile") &&
        move["tile"].is_string()) {
      int type = current_.catalog().find(move["tile"].get<std::string>());
      if (type >= 0 && type != current_.currentTile()) {
        Game named = *this;
        named.forceTile(type);
        Refusal why = named.playStepJson(move);
        if (!why) *this = std::move(named);
        return why;
      }
    }
    return playStepJson(move);
  } catch (const json::exception& e) {  // a module reading a value of the wrong type
    return malformed("", "malformed move: {0}", {e.what()});
  }
}

json Game::legalMovesJson() const {
  json out = json::array();
  std::vector<Action> legal;
  current_.legalActions(legal);
  for (const Action& a : legal) {
    json item = actionJson(current_, a);
    if (!item.is_object()) item = json::object();
    if (a.kind == Action::Module) {
      std::string label = current_.catalog().modules[a.module]->actionLabel(current_, a);
      if (!label.empty()) item["label"] = label;
    }
    out.push_back(item);
  }
  return out;
}

void Game::playTurn(const json& move, const std::string& where) {
  if (Refusal why = playTurnJson(move)) throw InputError(where, std::move(why));
}

void Game::playStep(const json& step, const std::string& where) {
  if (Refusal why = playStepJson(step)) throw InputError(where, std::move(why));
}

}  // namespace carc
