#include "princess.h"

#include <algorithm>

#include "engine/describe.h"
#include "engine/game.h"
#include "engine/phrase.h"
#include "engine/rng.h"

namespace carc {

namespace {

std::string T(const Translate& tr, const std::string& phrase) { return tr ? tr(phrase) : phrase; }

constexpr int kDragonSteps = 6;  // §4.2: 6 steps whatever the number of players

struct PrincessState : ModuleStateOf<PrincessState> {
  int dragon = -1;  // placed tile of the dragon, -1: beside the board
  int fairy = -1;   // placed tile of the fairy, -1: beside the board
  // The meeple the fairy stands next to (its tile is the fairy's), or player -1: none.
  int fairySeg = -1, fairyPlayer = -1, fairyFigure = -1;
  // §4.2: dragon tiles set aside before the dragon is on the board: they wait at the bottom of the
  // bag (its first `held` entries, drawn last), so they still count as tiles to draw.
  int held = 0;
  int decidedTurn = -1;  // the figure alternatives were asked (or used) in this turn part
  int usedTurn = -1, usedKind = 0;
  int moveTurn = -1;          // the turn part whose dragon tile makes the dragon move
  std::vector<int16_t> path;  // tiles the dragon occupied in this movement, the start included
  bool operator==(const PrincessState& o) const {
    return dragon == o.dragon && fairy == o.fairy && fairySeg == o.fairySeg && fairyPlayer == o.fairyPlayer &&
           fairyFigure == o.fairyFigure && held == o.held && decidedTurn == o.decidedTurn && usedTurn == o.usedTurn &&
           usedKind == o.usedKind && moveTurn == o.moveTurn && path == o.path;
  }
};

const PrincessState* stateOf(const State& s) {
  int i = s.catalog().moduleIndex(&PrincessModule::instance());
  return i < 0 ? nullptr : static_cast<const PrincessState*>(s.moduleState(i));
}

PrincessState* mutableStateOf(State& s) {
  int i = s.catalog().moduleIndex(&PrincessModule::instance());
  return i < 0 ? nullptr : static_cast<PrincessState*>(s.mutableModuleState(i));
}

const PrincessTile* placedData(const State& s, int tile) {
  return PrincessModule::data(s.catalog().types[s.tiles()[size_t(tile)].type]);
}

// Dragon steps still to make this movement, 0 when it does not move.
int stepsLeft(const State& s) {
  const PrincessState* st = stateOf(s);
  if (!st || st->moveTurn != s.turn() || st->dragon < 0) return 0;
  return kDragonSteps - (int(st->path.size()) - 1);
}

// §4.2: the tiles the dragon may step onto now: orthogonal neighbours, not yet occupied in this
// movement (Ruling: its start tile counts as occupied), not the fairy's.
void dragonTargets(const State& s, std::vector<int>& out) {
  out.clear();
  const PrincessState* st = stateOf(s);
  if (stepsLeft(s) <= 0) return;
  const PlacedTile& at = s.tiles()[size_t(st->dragon)];
  for (int e = 0; e < 4; ++e) {
    int t = s.tileAt(at.x + kEdgeDx[e], at.y + kEdgeDy[e]);
    if (t < 0 || t == st->fairy) continue;
    if (std::find(st->path.begin(), st->path.end(), t) != st->path.end()) continue;
    out.push_back(t);
  }
  std::sort(out.begin(), out.end());
}

// The knight (index into meeples) standing on `tile`'s segment `seg`, or -1.
int meepleAt(const State& s, int tile, int seg, bool followerOnly) {
  for (size_t i = 0; i < s.meeples().size(); ++i) {
    const Meeple& m = s.meeples()[i];
    if (m.tile == tile && m.seg == seg && (!followerOnly || s.catalog().figures[m.figure].follower)) return int(i);
  }
  return -1;
}

// The rule a refused fairy, princess or portal choice breaks.
const char* choiceRule(int kind) {
  switch (kind) {
    case PrincessModule::kFairy:
      return "the fairy goes next to one of your meeples (not a builder or pig), instead of placing a figure";
    case PrincessModule::kPrincess:
      return "the princess removes a knight from the city her tile's princess city joins, instead of placing a "
             "figure";
    default:
      return "through the magic portal a follower goes onto an unoccupied, unfinished feature of another tile (not "
             "the dragon's), instead of placing a figure on the portal tile";
  }
}

void detachFairy(PrincessState* st) { st->fairySeg = st->fairyPlayer = st->fairyFigure = -1; }

// The figure alternatives of this turn part (§4.3, §4.4, §4.5), after "nothing".
void alternatives(const State& s, std::vector<Action>& out) {
  const PrincessState* st = stateOf(s);
  const Catalog& c = s.catalog();
  const int me = s.currentPlayer();
  // §4.3: the fairy next to one of your meeples (followers: not a builder or pig), anywhere.
  int attached = PrincessModule::fairyMeeple(s);
  for (size_t i = 0; i < s.meeples().size(); ++i) {
    const Meeple& m = s.meeples()[i];
    if (m.player != me || !c.figures[m.figure].follower || int(i) == attached) continue;
    Action a;
    a.a = PrincessModule::kFairy;
    a.b = int16_t(m.tile);
    a.c = int16_t(m.seg);
    if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
  }
  const int placed = s.lastPlaced();
  const PrincessTile* pd = placedData(s, placed);
  // §4.4: the placed princess city joins knights: one of them (anyone's) may be removed.
  if (pd && pd->princessSeg >= 0) {
    int r = s.root(s.nodeOf(placed, pd->princessSeg));
    for (size_t i = 0; i < s.meeples().size(); ++i) {
      const Meeple& m = s.meeples()[i];
      if (!c.figures[m.figure].follower || s.root(s.nodeOf(m.tile, m.seg)) != r) continue;
      Action a;
      a.a = PrincessModule::kPrincess;
      a.b = int16_t(m.tile);
      a.c = int16_t(m.seg);
      if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
    }
  }
  // §4.5: the portal: a follower on any unoccupied, incomplete feature of another tile (the placed
  // tile is the meeple step's). Ruling: builder and pig cannot use it; a feature completed by this
  // tile is complete now, so it takes none through the portal.
  if (pd && pd->portal) {
    for (size_t t = 0; t < s.tiles().size(); ++t) {
      if (int(t) == placed || int(t) == st->dragon) continue;
      const TileType& tt = c.types[s.tiles()[t].type];
      for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
        const Node& n = s.node(s.root(s.nodeOf(int(t), int(seg))));
        if (n.meepleTotal != 0 || (n.kind != FeatureKind::Field && n.open == 0)) continue;
        for (size_t f = 0; f < c.figures.size(); ++f) {
          if (!c.figures[f].follower || !s.supply(me, int(f)) || !(c.figures[f].kinds & (1 << int(n.kind)))) continue;
          bool ok = true;
          for (const Module* m : c.modules) ok = ok && m->allowsMeeple(s, int(t), int(seg), int(f));
          if (!ok) continue;
          Action a;
          a.a = PrincessModule::kPortal;
          a.b = int16_t(t);
          a.c = int16_t(seg | (f << 8));
          out.push_back(a);
        }
      }
    }
  }
}

// A square and a feature of a placed tile as in a move: [x, y, "city N"].
json spotJson(const State& s, int tile, int seg) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  return json::array({pt.x, pt.y, featureAddress(s, tile, seg)});
}

// Reads [x, y, "city N"]: the placed tile and segment, or false.
bool spotFromJson(const State& s, const json& j, int& tile, int& seg) {
  if (!j.is_array() || j.size() != 3 || !j[0].is_number_integer() || !j[1].is_number_integer() || !j[2].is_string())
    return false;
  int x = j[0].get<int>(), y = j[1].get<int>();
  if (std::abs(x) > kMaxCoord || std::abs(y) > kMaxCoord) return false;
  tile = s.tileAt(x, y);
  if (tile < 0) return false;
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  seg = s.catalog().types[pt.type].findSegment(j[2].get<std::string>(), pt.rot);
  return seg >= 0;
}

}  // namespace

const PrincessModule& PrincessModule::instance() {
  static const PrincessModule module;
  return module;
}

std::shared_ptr<ModuleState> PrincessModule::newState() const { return std::make_shared<PrincessState>(); }

const PrincessTile* PrincessModule::data(const TileType& t) { return instance().tileData<PrincessTile>(t); }

int PrincessModule::dragonTile(const State& s) {
  const PrincessState* st = stateOf(s);
  return st ? st->dragon : -1;
}

int PrincessModule::fairyTile(const State& s) {
  const PrincessState* st = stateOf(s);
  return st ? st->fairy : -1;
}

int PrincessModule::fairyMeeple(const State& s) {
  const PrincessState* st = stateOf(s);
  if (!st || st->fairy < 0 || st->fairyPlayer < 0) return -1;
  for (size_t i = 0; i < s.meeples().size(); ++i) {
    const Meeple& m = s.meeples()[i];
    if (m.tile == st->fairy && m.seg == st->fairySeg && m.player == st->fairyPlayer && m.figure == st->fairyFigure)
      return int(i);
  }
  return -1;
}

bool PrincessModule::dragonMoving(const State& s) {
  return s.step() == Step::Module && s.activeModule() >= 0 &&
         s.catalog().modules[size_t(s.activeModule())] == &instance() && stepsLeft(s) > 0 &&
         !instance().wantsStep(s, kFigureStage);
}

int PrincessModule::dragonMover(const State& s) {
  const PrincessState* st = stateOf(s);
  if (!st || stepsLeft(s) <= 0) return -1;
  return (s.currentPlayer() + int(st->path.size()) - 1) % s.players();
}

std::shared_ptr<const TileExtra> PrincessModule::readTile(const json& tile, TileType& t,
                                                          const std::string& where) const {
  auto extra = std::make_shared<PrincessTile>();
  bool any = false;
  for (const char* key : {"volcano", "dragon", "portal"}) {
    if (!tile.contains(key)) continue;
    if (!tile[key].is_boolean()) throw InputError(where + "." + key, "must be true or false");
    bool on = tile[key].get<bool>();
    if (std::string(key) == "volcano") extra->volcano = on;
    if (std::string(key) == "dragon") extra->dragon = on;
    if (std::string(key) == "portal") extra->portal = on;
    any = any || on;
  }
  if (int(extra->volcano) + int(extra->dragon) + int(extra->portal) > 1)
    throw InputError(where, "a tile shows one symbol: a volcano, a dragon or a magic portal");
  if (tile.contains("princess")) {
    const json& p = tile["princess"];
    if (!p.is_array() || p.size() != 1 || !p[0].is_string())
      throw InputError(where + ".princess", "must name the edge of the princess's city, e.g. [\"N\"]");
    int edge = parseEdge(p[0].get<std::string>());
    if (edge < 0) throw InputError(where + ".princess[0]", "is not an edge (N, E, S, W)");
    for (size_t k = 0; k < t.segments.size(); ++k)
      if (t.segments[k].kind == FeatureKind::City && (t.segments[k].edges & (1 << edge))) extra->princessSeg = int(k);
    if (extra->princessSeg < 0)
      throw InputError(where + ".princess[0]", "the princess is shown in a city; this edge has none");
    extra->princessEdge = edge;
    any = true;
  }
  return any ? extra : nullptr;
}

void PrincessModule::writeTile(const TileType& t, json& tile) const {
  const PrincessTile* d = data(t);
  if (!d) return;
  if (d->volcano) tile["volcano"] = true;
  if (d->dragon) tile["dragon"] = true;
  if (d->portal) tile["portal"] = true;
  if (d->princessSeg >= 0) tile["princess"] = json::array({edgeName(d->princessEdge)});
}

bool PrincessModule::holdsDrawn(State& s, int type) const {
  // §4.2: a dragon tile drawn while the dragon is not on the board is set aside and another drawn.
  PrincessState* st = mutableStateOf(s);
  const PrincessTile* d = data(s.catalog().types[size_t(type)]);
  if (!st || !d || !d->dragon || st->dragon >= 0) return false;
  std::vector<uint16_t>& bag = s.bagMut();
  if (int(bag.size()) < st->held) {
    // Only held dragon tiles are left: no volcano will call the dragon, so they stay out of the
    // game (with the tiles that fit nowhere) and the pile is empty.
    bag.push_back(uint16_t(type));
    while (!bag.empty()) s.setTileAside(bag.back());
    st->held = 0;
    return true;
  }
  bag.insert(bag.begin(), uint16_t(type));
  ++st->held;
  return true;
}

void PrincessModule::onTilePlaced(State& s, int tile) const {
  PrincessState* st = mutableStateOf(s);
  // §4.3, §0.3 step 0: the fairy next to one of your meeples: +1 at the start of your turn (not
  // again in a later part of the same turn).
  bool laterPart = false;
  for (const Module* m : s.catalog().modules) laterPart = laterPart || m->inLaterPart(s);
  // Ruling §4.3: a fairy whose meeple left (an abbot taken back) stays attached to no one, even when
  // a like figure of that player comes back to the same spot later (a portal).
  if (st->fairyPlayer >= 0 && fairyMeeple(s) < 0) detachFairy(st);
  int fm = fairyMeeple(s);
  if (fm >= 0 && s.meeples()[size_t(fm)].player == s.currentPlayer() && !laterPart) {
    ScoreEvent e;
    e.move = s.turn();
    e.kind = "fairy";
    e.players = uint8_t(1u << s.currentPlayer());
    e.points = 1;
    e.tile = uint16_t(st->fairy);
    e.seg = uint8_t(st->fairySeg);
    s.addScore(e);
  }
  st = mutableStateOf(s);
  const PrincessTile* d = placedData(s, tile);
  if (!d) return;
  if (d->volcano) {
    // §4.2: the dragon moves onto a placed volcano at once; the dragon tiles set aside so far
    // are shuffled back into the pile.
    st->dragon = tile;
    if (st->held > 0) {
      // Shuffling the held tiles into the pile: the pile is shuffled again, from the game's seed.
      st->held = 0;
      Rng rng(s.seed() ^ (uint64_t(s.turn() + 1) * 0x9E3779B97F4A7C15ull));
      rng.shuffle(s.bagMut());
    }
  }
  // §4.2: a dragon tile placed while the dragon is on the board: it moves after the figure step.
  if (d->dragon && st->dragon >= 0) {
    st->moveTurn = s.turn();
    st->path.assign(1, int16_t(st->dragon));
  }
}

bool PrincessModule::allowsMeeple(const State& s, int tile, int, int) const {
  // §4.2: no figure on the volcano tile. Ruling (§4.2, "no figure on the dragon's tile"): none on
  // the tile where the dragon stands, whatever brought it there (a portal too).
  return tile != dragonTile(s);
}

bool PrincessModule::wantsStep(const State& s, int stage) const {
  const PrincessState* st = stateOf(s);
  if (stage == kFigureStage) {
    // §5: the fairy, the princess and the portal are alternatives to the turn's figure action.
    if (st->decidedTurn == s.turn() || s.figureActionTaken()) return false;
    std::vector<Action> alt;
    alternatives(s, alt);
    return !alt.empty();
  }
  if (stage == 0) {
    // §4.2, §0.3 step 2b (Ruling: before the ferries): the dragon's 6 steps, until it is stuck.
    std::vector<int> targets;
    dragonTargets(s, targets);
    return !targets.empty();
  }
  return false;
}

void PrincessModule::legalActions(const State& s, std::vector<Action>& out) const {
  out.clear();
  if (s.step() == Step::Module && stepsLeft(s) > 0 && !wantsStep(s, kFigureStage)) {
    std::vector<int> targets;
    dragonTargets(s, targets);
    for (int t : targets) {
      Action a;
      a.a = kDragon;
      a.b = int16_t(t);
      out.push_back(a);
    }
    if (!out.empty()) return;
  }
  Action none;  // no figure action (listed first)
  none.a = kNothing;
  out.push_back(none);
  alternatives(s, out);
}

void PrincessModule::apply(State& s, const Action& a) const {
  PrincessState* st = mutableStateOf(s);
  if (a.a == kDragon) {
    // §4.2: the dragon enters the tile and eats every figure there (followers, builders, pigs)
    // without scoring; the fairy's tile it never enters; neutral figures are no meeples.
    st->dragon = a.b;
    st->path.push_back(a.b);
    for (size_t i = s.meeples().size(); i-- > 0;)
      if (s.meeples()[i].tile == a.b) s.returnFigure(int(i));
    return;
  }
  st->decidedTurn = s.turn();
  if (a.a == kNothing) return;
  st->usedTurn = s.turn();
  st->usedKind = a.a;
  s.takeFigureAction();
  if (a.a == kFairy) {
    // §4.3: next to one of your meeples; it may leave another player's.
    int i = meepleAt(s, a.b, a.c, true);
    const Meeple& m = s.meeples()[size_t(i)];
    st->fairy = a.b;
    st->fairySeg = m.seg;
    st->fairyPlayer = m.player;
    st->fairyFigure = m.figure;
  } else if (a.a == kPrincess) {
    // §4.4: the knight goes back to its owner's supply, before scoring; a builder left alone is
    // sent home after scoring (Traders' rule).
    int i = meepleAt(s, a.b, a.c, true);
    if (i == fairyMeeple(s)) detachFairy(st);  // Ruling §4.3: the fairy stays, attached to no one
    s.returnFigure(i);
  } else if (a.a == kPortal) {
    if (st->fairyPlayer >= 0 && fairyMeeple(s) < 0) detachFairy(st);  // as in onTilePlaced
    s.putMeeple(a.b, a.c & 0xFF, s.currentPlayer(), a.c >> 8);
  }
}

void PrincessModule::afterFeatureScored(State& s, int root, bool endOfGame) const {
  // §4.3: the fairy's meeple's feature is scored (in play or at the end, fields included, even
  // for 0 points): its owner +3, majority or not. Not for gingerbread scoring nor for taking the
  // abbot back (Rulings §4.8, §5): those do not score the feature through here.
  int fm = fairyMeeple(s);
  if (fm < 0) return;
  const Meeple m = s.meeples()[size_t(fm)];
  if (s.root(s.nodeOf(m.tile, m.seg)) != root) return;
  ScoreEvent e;
  e.move = endOfGame ? -1 : s.turn();
  e.kind = "fairy";
  e.players = uint8_t(1u << m.player);
  e.points = 3;
  e.tile = m.tile;
  e.seg = m.seg;
  s.addScore(e);
  // Ruling §4.3: its meeple leaves (scored): the fairy stays on the tile, attached to no one.
  if (!endOfGame) detachFairy(mutableStateOf(s));
}

bool PrincessModule::actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const {
  out = Action{};
  out.kind = Action::Module;
  out.module = uint8_t(s.activeModule());
  const PrincessState* st = stateOf(s);
  bool dragonNow = stepsLeft(s) > 0 && !wantsStep(s, kFigureStage);
  if (dragonNow) {
    size_t k = st->path.size() - 1;
    if (!move.contains("dragon") || !move["dragon"].is_array() || move["dragon"].size() <= k) {
      why = moveRefusal(Refused::ModuleRule, "dragon",
                        "the dragon moves: list its steps, e.g. \"dragon\": [[1, 0], [1, 1]], until it has made 6 or "
                        "cannot go on");
      return false;
    }
    const json& at = move["dragon"][k];
    std::string path = "dragon[" + std::to_string(k) + "]";
    if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer()) {
      why = moveRefusal(Refused::Malformed, path, "must be a square, e.g. [1, 0]");
      return false;
    }
    int x = at[0].get<int>(), y = at[1].get<int>();
    int t = (std::abs(x) > kMaxCoord || std::abs(y) > kMaxCoord) ? -1 : s.tileAt(x, y);
    std::vector<int> targets;
    dragonTargets(s, targets);
    if (t < 0 || std::find(targets.begin(), targets.end(), t) == targets.end()) {
      why = moveRefusal(Refused::ModuleRule, path,
                        "the dragon steps onto a tile next to it that it has not occupied in this move and that the "
                        "fairy is not on: not [{0},{1}]",
                        {std::to_string(x), std::to_string(y)});
      return false;
    }
    out.a = kDragon;
    out.b = int16_t(t);
    return true;
  }
  out.a = kNothing;
  int given = int(move.contains("fairy")) + int(move.contains("princess")) + int(move.contains("portal"));
  if (given == 0) return true;
  if (given > 1) {
    why = moveRefusal(Refused::ModuleRule, "", "one figure action a turn: the fairy, the princess or the portal");
    return false;
  }
  const char* key = move.contains("fairy") ? "fairy" : move.contains("princess") ? "princess" : "portal";
  int tile = -1, seg = -1;
  if (!spotFromJson(s, move[key], tile, seg)) {
    why = moveRefusal(Refused::Malformed, key, "must be a square and a feature there, e.g. [1, 0, \"city N\"]");
    return false;
  }
  Action want;
  want.kind = Action::Module;
  want.module = out.module;
  want.b = int16_t(tile);
  if (std::string(key) == "portal") {
    uint8_t figure = 0;
    if (move.contains("figure") && !move["figure"].is_null()) {
      bool found = false;
      for (size_t f = 0; f < s.catalog().figures.size(); ++f)
        if (move["figure"] == s.catalog().figures[f].name) figure = uint8_t(f), found = true;
      if (!found) {
        why = moveRefusal(Refused::Malformed, "figure", "there is no such figure in this game");
        return false;
      }
    }
    want.a = kPortal;
    want.c = int16_t(seg | (figure << 8));
  } else {
    want.a = std::string(key) == "fairy" ? kFairy : kPrincess;
    want.c = int16_t(seg);
  }
  std::vector<Action> legal;
  legalActions(s, legal);
  for (Action& l : legal) l.kind = Action::Module, l.module = out.module;
  if (std::find(legal.begin(), legal.end(), want) == legal.end()) {
    why = moveRefusal(Refused::ModuleRule, key, choiceRule(want.a));
    return false;
  }
  out = want;
  return true;
}

bool PrincessModule::validateMove(const State& after, const json& move, Refusal& why) const {
  const PrincessState* st = stateOf(after);
  int last = after.turn() - 1;
  for (const char* key : {"fairy", "princess", "portal"}) {
    if (!move.contains(key)) continue;
    int kind = std::string(key) == "fairy" ? kFairy : std::string(key) == "princess" ? kPrincess : kPortal;
    if (st->usedTurn == last && st->usedKind == kind) continue;
    why = moveRefusal(Refused::ModuleRule, key, choiceRule(kind));
    return false;
  }
  if (move.contains("dragon")) {
    size_t made = st->moveTurn == last ? st->path.size() - 1 : 0;
    if (!move["dragon"].is_array() || move["dragon"].size() != made) {
      why = moveRefusal(Refused::ModuleRule, "dragon",
                        "the dragon moves only after a dragon tile is placed while it is on the board, 6 steps or "
                        "until it is stuck: this move's steps are {0}",
                        {std::to_string(made)});
      return false;
    }
  }
  return true;
}

void PrincessModule::addToMove(const State& s, const Action& a, json& move) const {
  switch (a.a) {
    case kFairy:
      move["fairy"] = spotJson(s, a.b, a.c);
      break;
    case kPrincess:
      move["princess"] = spotJson(s, a.b, a.c);
      break;
    case kPortal:
      move["portal"] = spotJson(s, a.b, a.c & 0xFF);
      if ((a.c >> 8) != 0) move["figure"] = s.catalog().figures[size_t(a.c >> 8)].name;
      break;
    case kDragon: {
      const PlacedTile& pt = s.tiles()[size_t(a.b)];
      if (!move.contains("dragon")) move["dragon"] = json::array();
      move["dragon"].push_back({pt.x, pt.y});
      break;
    }
    default:
      break;
  }
}

void PrincessModule::readBoardEntry(State& s, int tile, const json& entry, const std::string& where) const {
  PrincessState* st = mutableStateOf(s);
  if (!st) return;
  if (entry.contains("dragon")) {
    if (!entry["dragon"].is_boolean()) throw InputError(where + ".dragon", "must be true (the dragon stands here)");
    if (entry["dragon"].get<bool>()) {
      if (st->dragon >= 0) throw InputError(where + ".dragon", "there is one dragon");
      st->dragon = tile;
    }
  }
  if (entry.contains("fairy")) {
    const json& f = entry["fairy"];
    if (st->fairy >= 0) throw InputError(where + ".fairy", "there is one fairy");
    if (f.is_boolean() && f.get<bool>()) {
      st->fairy = tile;
      detachFairy(st);
    } else if (f.is_string()) {
      const PlacedTile& pt = s.tiles()[size_t(tile)];
      int seg = s.catalog().types[pt.type].findSegment(f.get<std::string>(), pt.rot);
      int i = seg < 0 ? -1 : meepleAt(s, tile, seg, true);
      if (i < 0)
        throw InputError(where + ".fairy", "must name a feature of this tile where a meeple stands, e.g. \"road E\"");
      const Meeple& m = s.meeples()[size_t(i)];
      st->fairy = tile;
      st->fairySeg = m.seg;
      st->fairyPlayer = m.player;
      st->fairyFigure = m.figure;
    } else {
      throw InputError(where + ".fairy", "must be the feature of the meeple the fairy stands next to, or true");
    }
  }
  if (st->dragon >= 0 && st->dragon == st->fairy)
    throw InputError(where, "the dragon never stands on the fairy's tile");
}

void PrincessModule::writeBoardEntry(const State& s, int tile, json& entry) const {
  const PrincessState* st = stateOf(s);
  if (!st) return;
  if (st->dragon == tile) entry["dragon"] = true;
  if (st->fairy == tile) {
    int fm = fairyMeeple(s);
    if (fm >= 0)
      entry["fairy"] = featureAddress(s, tile, s.meeples()[size_t(fm)].seg);
    else
      entry["fairy"] = true;
  }
}

// §4.2: the dragon tiles drawn before the dragon came are held at the bag's bottom until a volcano.
size_t PrincessModule::heldInBag(const State& s) const {
  const PrincessState* st = stateOf(s);
  return st ? size_t(std::max(0, st->held)) : 0;
}

std::vector<int> PrincessModule::heldTiles(const State& s) {
  std::vector<int> out;
  const PrincessState* st = stateOf(s);
  if (!st) return out;
  for (int i = 0; i < st->held && i < int(s.bag().size()); ++i) out.push_back(s.bag()[size_t(i)]);
  std::sort(out.begin(), out.end());
  return out;
}

void PrincessModule::writeScenario(const State& s, json& scenario) const {
  // §4.2: the dragon tiles set aside until the first volcano, so a position reloads with them held.
  std::vector<int> held = heldTiles(s);
  if (held.empty()) return;
  json ids = json::array();
  for (int t : held) ids.push_back(s.catalog().types[size_t(t)].id);
  scenario["held_dragon_tiles"] = ids;
}

void PrincessModule::readScenario(State& s, const json& scenario, const std::string& where) const {
  PrincessState* st = mutableStateOf(s);
  if (!st || !scenario.contains("held_dragon_tiles")) return;
  const json& ids = scenario["held_dragon_tiles"];
  std::string w = where + ".held_dragon_tiles";
  if (!ids.is_array() || ids.size() > 64)
    throw InputError(w, "must list the dragon tiles set aside, e.g. [\"princess/P07\"]");
  if (!ids.empty() && st->dragon >= 0)
    throw InputError(w, "dragon tiles are held back only while the dragon is not on the board");
  std::vector<uint16_t>& bag = s.bagMut();
  for (size_t k = 0; k < ids.size(); ++k) {
    std::string wk = w + "[" + std::to_string(k) + "]";
    int type = ids[k].is_string() ? s.catalog().find(ids[k].get<std::string>()) : -1;
    const PrincessTile* d = type < 0 ? nullptr : data(s.catalog().types[size_t(type)]);
    if (!d || !d->dragon) throw InputError(wk, "must name a dragon tile of this game, e.g. \"princess/P07\"");
    // Held tiles wait at the bottom of the bag (its first `held` entries): one of this type is moved there.
    auto it = std::find(bag.begin() + st->held, bag.end(), uint16_t(type));
    if (it == bag.end()) throw InputError(wk, "no such tile is left to draw");
    bag.erase(it);
    bag.insert(bag.begin(), uint16_t(type));
    ++st->held;
  }
}

double PrincessModule::botValue(const State& s, int player) const {
  // The fairy next to one of the player's meeples: a point a turn and 3 when it is scored.
  int fm = fairyMeeple(s);
  return fm >= 0 && s.meeples()[size_t(fm)].player == player ? 3.0 : 0.0;
}

bool PrincessModule::explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const {
  if (std::string(e.kind) != "fairy") return false;
  if (e.points == 1) {
    what = T(tr, N_(" from the fairy at the start of the turn"));
    how = T(tr, N_("the fairy stands next to your meeple: 1 point a turn"));
  } else {
    what = T(tr, N_(" from the fairy when its meeple's feature was scored"));
    how = T(tr, N_("the fairy's meeple: 3 points, majority or not"));
  }
  return true;
}

std::string PrincessModule::prompt(const State& s) const {
  if (dragonMoving(s)) {
    std::vector<int> targets;
    dragonTargets(s, targets);
    return N_("The dragon moves: choose its next tile (it eats every figure there).");
  }
  return N_(
      "Instead of a figure: move the fairy next to one of your meeples, let the princess remove a knight, or "
      "put a meeple through the magic portal (click it), or do nothing.");
}

std::string PrincessModule::actionLabel(const State&, const Action& a) const {
  return a.a == kNothing ? N_("No fairy, princess or portal") : "";
}

std::string PrincessModule::stepWords(const State&, const Action& a, bool you) const {
  if (a.a != kDragon) return "";
  return you ? N_("You move the dragon: it now stands {1}") : N_("{0} moves the dragon: it now stands {1}");
}

bool PrincessModule::actionSpot(const State& s, const Action& a, int& tile, int& seg) const {
  (void)s;
  if (a.a == kNothing) return false;
  tile = a.b;
  seg = a.a == kDragon ? -1 : a.a == kPortal ? (a.c & 0xFF) : a.c;
  return true;
}

void PrincessModule::pieces(const State& s, std::vector<Piece>& out) const {
  const PrincessState* st = stateOf(s);
  if (!st) return;
  if (st->dragon >= 0) out.push_back(Piece{"dragon", st->dragon, -1});
  if (st->fairy >= 0) {
    int fm = fairyMeeple(s);
    out.push_back(Piece{"fairy", st->fairy, fm >= 0 ? int(s.meeples()[size_t(fm)].seg) : -1});
  }
}

std::string PrincessModule::describeMove(const State& after, const json& move, const Translate& tr) const {
  (void)after;
  std::string text;
  auto square = [&](const json& j) {
    return j.is_array() && j.size() >= 2 && j[0].is_number_integer() && j[1].is_number_integer()
               ? squareInWords(j[0].get<int>(), j[1].get<int>(), tr)
               : std::string();
  };
  // The square in words stands on its own ("on the start square", "1 square north of the start
  // tile"), as in "{0} places {1} {2}": no preposition before it.
  if (move.contains("fairy")) text += fillPhrase(T(tr, N_("; the fairy now stands {0}")), {square(move["fairy"])});
  if (move.contains("princess"))
    text += fillPhrase(T(tr, N_("; the princess sends away the knight that stands {0}")), {square(move["princess"])});
  if (move.contains("portal"))
    text += fillPhrase(T(tr, N_("; through the magic portal, a meeple now stands {0}")), {square(move["portal"])});
  if (move.contains("dragon") && move["dragon"].is_array() && !move["dragon"].empty()) {
    const json& steps = move["dragon"];
    if (steps.size() == 1)
      text += fillPhrase(T(tr, N_("; the dragon moves 1 step and stops {0}")), {square(steps.back())});
    else
      text += fillPhrase(T(tr, N_("; the dragon moves {0} steps and stops {1}")),
                         {std::to_string(steps.size()), square(steps.back())});
  }
  return text;
}

std::string PrincessModule::tileFeature(const TileType& t, const Translate& tr) const {
  const PrincessTile* d = data(t);
  if (!d) return "";
  std::string s;
  if (d->volcano) s = T(tr, N_("a volcano"));
  if (d->dragon) s = T(tr, N_("the dragon symbol"));
  if (d->portal) s = T(tr, N_("a magic portal"));
  if (d->princessSeg >= 0) s += (s.empty() ? "" : ", ") + T(tr, N_("the princess"));
  return s;
}

}  // namespace carc
