#include "state.h"

#include <algorithm>
#include <cstring>
#include <iterator>

#include "module.h"
#include "phrase.h"
#include "rng.h"

namespace carc {

bool ScoreEvent::operator==(const ScoreEvent& o) const {
  return move == o.move && std::strcmp(kind, o.kind) == 0 && players == o.players && points == o.points &&
         tiles == o.tiles && shields == o.shields && cities == o.cities && neighbors == o.neighbors &&
         complete == o.complete && tile == o.tile && seg == o.seg && extraValues == o.extraValues &&
         (mark == o.mark || (mark && o.mark && std::strcmp(mark, o.mark) == 0)) && worthless == o.worthless;
}

State State::emptyGame(std::shared_ptr<const Catalog> catalog, int players) {
  State s;
  s.catalog_ = std::move(catalog);
  s.scores_.assign(size_t(players), 0);
  for (int p = 0; p < players; ++p)
    for (const Figure& f : s.catalog_->figures) s.supply_.push_back(uint8_t(f.count));
  s.grid_.assign(256 * 256, 0);
  s.tiles_.reserve(128);
  s.nodes_.reserve(1024);
  s.frontier_.reserve(128);
  for (const Module* m : s.catalog_->modules) s.moduleStates_.push_back(m->newState());
  return s;
}

State State::newGame(std::shared_ptr<const Catalog> catalog, int players, uint64_t seed) {
  State s = emptyGame(catalog, players);
  s.seed_ = seed;
  s.autoFinish_ = true;
  s.strictDeck_ = true;
  const Catalog& c = *s.catalog_;
  // Without a start tile nothing could ever be placed: an expansion's tiles alone are no game.
  if (c.startType < 0)
    throw InputError("sets", Refusal(Refused::NoCoreDeck,
                                     N_("a new game needs a core deck: one of its sets must have the start tile")));
  bool startTaken = false;
  for (size_t t = 0; t < c.types.size(); ++t) {
    if (c.setOf[t] < 0) continue;  // custom tiles are not in the deck
    int n = c.types[t].count;
    if (int(t) == c.startType && !startTaken && n > 0) {
      --n;
      startTaken = true;
    }
    for (int i = 0; i < n; ++i) s.bag_.push_back(uint16_t(t));
  }
  Rng rng(seed);
  rng.shuffle(s.bag_);
  for (const Module* m : c.modules) m->arrangeDeck(s);
  if (c.startType >= 0) s.putTile(c.startType, 0, 0, 0);
  s.setupModules();
  s.drawIfNeeded();
  return s;
}

int State::tileAt(int x, int y) const {
  if (x < -kMaxCoord - 1 || x > kMaxCoord + 1 || y < -kMaxCoord - 1 || y > kMaxCoord + 1) return -1;
  return int(grid_[size_t(cellIndex(x, y))]) - 1;
}

// ---------------------------------------------------------------------------------------------
// Features: union-find over segments with open-edge counts, kept up to date as tiles arrive.

void State::addTileNodes(int ti) {
  const PlacedTile& pt = tiles_[size_t(ti)];
  const TileType& tt = catalog_->types[pt.type];
  for (size_t s = 0; s < tt.segments.size(); ++s) {
    const Segment& sg = tt.segments[s];
    Node n{};
    n.parent = n.next = uint16_t(nodes_.size());
    n.tile = uint16_t(ti);
    n.seg = uint8_t(s);
    n.kind = sg.kind;
    n.open = int16_t(__builtin_popcount(sg.edges));
    n.shields = sg.shields;
    nodes_.push_back(n);
  }
}

void State::unite(int a, int b, int openDelta) {
  int ra = root(a), rb = root(b);
  if (ra == rb) {
    nodes_[size_t(ra)].open = int16_t(nodes_[size_t(ra)].open + openDelta);
    return;
  }
  // Attach the younger root under the older one: deterministic and keeps paths short in practice.
  if (rb < ra) std::swap(ra, rb);
  Node& A = nodes_[size_t(ra)];
  Node& B = nodes_[size_t(rb)];
  B.parent = uint16_t(ra);
  A.open = int16_t(A.open + B.open + openDelta);
  A.shields = uint8_t(A.shields + B.shields);
  A.meepleTotal = uint8_t(A.meepleTotal + B.meepleTotal);
  for (int p = 0; p < kMaxPlayers; ++p) A.meeples[size_t(p)] = uint8_t(A.meeples[size_t(p)] + B.meeples[size_t(p)]);
  std::swap(A.next, B.next);  // splice the two circular member lists
}

void State::connectTile(int ti) {
  const PlacedTile& pt = tiles_[size_t(ti)];
  const TileType& tt = catalog_->types[pt.type];
  for (int e = 0; e < 4; ++e) {
    int ni = tileAt(pt.x + kEdgeDx[e], pt.y + kEdgeDy[e]);
    if (ni < 0) continue;
    const PlacedTile& nt = tiles_[size_t(ni)];
    const TileType& ntt = catalog_->types[nt.type];
    int oe = opposite(e);
    int mine = tt.edgeSeg[pt.rot][e], theirs = ntt.edgeSeg[nt.rot][oe];
    if (mine >= 0 && theirs >= 0 && tt.segments[size_t(mine)].kind == ntt.segments[size_t(theirs)].kind)
      unite(pt.firstNode + mine, nt.firstNode + theirs, -2);
    for (int h = 2 * e; h < 2 * e + 2; ++h) {
      int fm = tt.halfSeg[pt.rot][h], ft = ntt.halfSeg[nt.rot][facingHalf(h)];
      if (fm >= 0 && ft >= 0) unite(pt.firstNode + fm, nt.firstNode + ft, 0);
    }
  }
  // Monasteries count the occupied squares around them.
  if (tt.monasterySegment >= 0) {
    int n = 0;
    for (int k = 0; k < 8; ++k) n += tileAt(pt.x + kRingDx[k], pt.y + kRingDy[k]) >= 0;
    nodes_[size_t(pt.firstNode + tt.monasterySegment)].open = int16_t(8 - n);
  }
  for (int k = 0; k < 8; ++k) {
    int ni = tileAt(pt.x + kRingDx[k], pt.y + kRingDy[k]);
    if (ni < 0) continue;
    const PlacedTile& nt = tiles_[size_t(ni)];
    int ms = catalog_->types[nt.type].monasterySegment;
    if (ms >= 0) --nodes_[size_t(nt.firstNode + ms)].open;
  }
}

void State::joinSegments(int tile, int segA, int segB) { unite(nodeOf(tile, segA), nodeOf(tile, segB), 0); }

std::vector<int> State::bagCounts() const {
  std::vector<int> counts(catalog().types.size(), 0);
  for (uint16_t t : bag_) ++counts[t];
  return counts;
}

int State::featureTiles(int r) const {
  uint64_t seen[4] = {0, 0, 0, 0};
  int count = 0;
  int n = r;
  do {
    int t = nodes_[size_t(n)].tile;
    uint64_t bit = uint64_t(1) << (t & 63);
    if (!(seen[t >> 6] & bit)) {
      seen[t >> 6] |= bit;
      ++count;
    }
    n = nodes_[size_t(n)].next;
  } while (n != r);
  return count;
}

int State::fieldCities(int r) const {
  int found[64];
  int nFound = 0, complete = 0;
  int n = r;
  do {
    const Node& nd = nodes_[size_t(n)];
    const PlacedTile& pt = tiles_[nd.tile];
    uint8_t mask = catalog_->types[pt.type].segments[nd.seg].cities;
    for (int c = 0; mask; ++c, mask >>= 1) {
      if (!(mask & 1)) continue;
      int cr = root(pt.firstNode + c);
      bool dup = false;
      for (int i = 0; i < nFound; ++i) dup |= found[i] == cr;
      if (dup || nFound == 64) continue;
      found[nFound++] = cr;
      complete += nodes_[size_t(cr)].open == 0;
    }
    n = nd.next;
  } while (n != r);
  return complete;
}

void State::rebuildFeatures() {
  nodes_.clear();
  for (size_t i = 0; i < tiles_.size(); ++i) addTileNodes(int(i));
  // Replay the connections in placement order (only against tiles placed before).
  std::vector<uint8_t> saved(grid_);
  std::fill(grid_.begin(), grid_.end(), 0);
  for (size_t i = 0; i < tiles_.size(); ++i) {
    grid_[size_t(cellIndex(tiles_[i].x, tiles_[i].y))] = uint8_t(i + 1);
    connectTile(int(i));
  }
  grid_ = std::move(saved);
  for (const Module* m : catalog_->modules) m->relink(*this);
  for (const Meeple& m : meeples_) {
    Node& r = nodes_[size_t(root(nodeOf(m.tile, m.seg)))];
    r.meeples[m.player] = uint8_t(r.meeples[m.player] + catalog_->figures[m.figure].weight);
    ++r.meepleTotal;
  }
}

// ---------------------------------------------------------------------------------------------
// Placement

void State::refreshFrontierCell(int x, int y) {
  uint16_t key = uint16_t(cellIndex(x, y));
  auto it = std::lower_bound(frontier_.begin(), frontier_.end(), key,
                             [](const FrontierCell& c, uint16_t k) { return c.key < k; });
  bool present = it != frontier_.end() && it->key == key;
  if (tileAt(x, y) >= 0 || x < -kMaxCoord || x > kMaxCoord || y < -kMaxCoord || y > kMaxCoord) {
    if (present) frontier_.erase(it);
    return;
  }
  FrontierCell c{key, 0, 0};
  for (int e = 0; e < 4; ++e) {
    int ni = tileAt(x + kEdgeDx[e], y + kEdgeDy[e]);
    if (ni < 0) continue;
    const PlacedTile& nt = tiles_[size_t(ni)];
    c.mask |= uint8_t(3 << (2 * e));
    c.value |= uint8_t(catalog_->types[nt.type].edgeKind(nt.rot, opposite(e)) << (2 * e));
  }
  if (c.mask == 0) {
    if (present) frontier_.erase(it);
  } else if (present) {
    *it = c;
  } else {
    frontier_.insert(it, c);
  }
}

void State::updateFrontierAround(int x, int y) {
  refreshFrontierCell(x, y);
  for (int e = 0; e < 4; ++e) refreshFrontierCell(x + kEdgeDx[e], y + kEdgeDy[e]);
}

int State::putTile(int type, int x, int y, int rot) {
  if (x < -kMaxCoord || x > kMaxCoord || y < -kMaxCoord || y > kMaxCoord) return -1;
  if (tileAt(x, y) >= 0 || int(tiles_.size()) >= kMaxTiles) return -1;
  PlacedTile pt{};
  pt.type = uint16_t(type);
  pt.x = int8_t(x);
  pt.y = int8_t(y);
  pt.rot = uint8_t(rot & 3);
  pt.firstNode = uint16_t(nodes_.size());
  int ti = int(tiles_.size());
  tiles_.push_back(pt);
  grid_[size_t(cellIndex(x, y))] = uint8_t(ti + 1);
  addTileNodes(ti);
  connectTile(ti);
  updateFrontierAround(x, y);
  return ti;
}

void State::putMeeple(int tile, int seg, int player, int figure) {
  meeples_.push_back(Meeple{uint16_t(tile), uint8_t(seg), uint8_t(player), uint8_t(figure)});
  uint8_t& left = supply_[size_t(player) * catalog_->figures.size() + size_t(figure)];
  if (left > 0) --left;
  Node& r = nodes_[size_t(root(nodeOf(tile, seg)))];
  r.meeples[size_t(player)] = uint8_t(r.meeples[size_t(player)] + catalog_->figures[size_t(figure)].weight);
  ++r.meepleTotal;
}

int State::figuresOn(int r, int player) const {
  if (nodes_[size_t(r)].meepleTotal == 0) return 0;
  int n = 0;
  for (const Meeple& m : meeples_)
    n += m.player == player && catalog_->figures[m.figure].follower && root(nodeOf(m.tile, m.seg)) == r;
  return n;
}

bool State::placementAllowedByModules(int type, int x, int y, int rot) const {
  for (const Module* m : catalog_->placementRules)
    if (m->placementProblem(*this, type, x, y, rot)) return false;
  return true;
}

void State::legalPlacements(int type, std::vector<Action>& out) const {
  out.clear();
  const TileType& tt = catalog_->types[size_t(type)];
  // Placement rules of modules are asked only in games that have them: the base game's loop is
  // a mask compare per square and rotation.
  const bool ruled = !catalog_->placementRules.empty();
  for (const FrontierCell& c : frontier_) {
    for (int r = 0; r < 4; ++r) {
      if ((tt.packedEdges[size_t(r)] & c.mask) != c.value) continue;
      Action a;
      a.kind = Action::Place;
      a.x = int8_t((c.key >> 8) - 128);
      a.y = int8_t((c.key & 255) - 128);
      a.rot = uint8_t(r);
      out.push_back(a);
    }
  }
  if (ruled)
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const Action& a) { return !placementAllowedByModules(type, a.x, a.y, a.rot); }),
              out.end());
}

bool State::canPlaceAnywhere(int type) const {
  const TileType& tt = catalog_->types[size_t(type)];
  if (catalog_->placementRules.empty()) {
    for (const FrontierCell& c : frontier_)
      for (int r = 0; r < 4; ++r)
        if ((tt.packedEdges[size_t(r)] & c.mask) == c.value) return true;
    return false;
  }
  for (const FrontierCell& c : frontier_)
    for (int r = 0; r < 4; ++r)
      if ((tt.packedEdges[size_t(r)] & c.mask) == c.value &&
          placementAllowedByModules(type, (c.key >> 8) - 128, (c.key & 255) - 128, r))
        return true;
  return false;
}

std::optional<State::EdgeClash> State::edgeClash(int type, int x, int y, int rot) const {
  const TileType& tt = catalog_->types[size_t(type)];
  for (int e = 0; e < 4; ++e) {
    int ni = tileAt(x + kEdgeDx[e], y + kEdgeDy[e]);
    if (ni < 0) continue;
    const PlacedTile& nt = tiles_[size_t(ni)];
    EdgeKind mine = tt.edgeKind(rot, e), theirs = catalog_->types[nt.type].edgeKind(nt.rot, opposite(e));
    if (mine != theirs) return EdgeClash{e, ni, mine, theirs};
  }
  return std::nullopt;
}

std::string State::edgeKindWord(EdgeKind k) {
  static const char* const kKinds[3] = {"field", "road", "city"};
  if (k < 3) return kKinds[k];
  for (const Module* m : moduleRegistry())
    if (m->edgeKindName()) return m->edgeKindName();
  return "special";
}

Refusal State::placementProblem(int type, int x, int y, int rot) const {
  if (x < -kMaxCoord || x > kMaxCoord || y < -kMaxCoord || y > kMaxCoord)
    return Refusal(Refused::OffTheBoard, "square [{0},{1}] is off the playing area",
                   {std::to_string(x), std::to_string(y)});
  if (tileAt(x, y) >= 0)
    return Refusal(Refused::SquareTaken, "square [{0},{1}] is already taken", {std::to_string(x), std::to_string(y)});
  if (auto clash = edgeClash(type, x, y, rot))
    return Refusal(Refused::EdgesClash, "its {0} edge ({1}) meets a {2} edge",
                   {edgeName(clash->edge), edgeKindWord(clash->mine), edgeKindWord(clash->theirs)});
  bool touches = false;
  for (int e = 0; e < 4; ++e) touches = touches || tileAt(x + kEdgeDx[e], y + kEdgeDy[e]) >= 0;
  if (!touches) return Refusal(Refused::NotTouching, "it touches no placed tile");
  for (const Module* m : catalog_->placementRules) {
    Refusal why = m->placementProblem(*this, type, x, y, rot);
    if (!why) continue;
    if (why.module.empty()) why.module = m->name();  // a module's refusal always names it
    return why;
  }
  return Refusal();
}

Refusal State::squareRefusal(int type, int x, int y) const {
  Refusal first;
  for (int r = 0; r < 4; ++r) {
    Refusal why = placementProblem(type, x, y, r);
    if (!why) return why;
    if (!first || (why.reason == Refused::ModuleRule && first.reason != Refused::ModuleRule)) first = std::move(why);
  }
  return first;
}

bool State::setTileAside(int type) {
  auto it = std::find(bag_.rbegin(), bag_.rend(), uint16_t(type));
  if (type < 0 || it == bag_.rend()) return false;
  bag_.erase(std::next(it).base());
  setAside_.push_back(uint16_t(type));
  return true;
}

void State::drawIfNeeded() {
  if (step_ == Step::GameOver || current_ >= 0 || hiddenDeck_) return;
  while (!bag_.empty()) {
    int t = bag_.back();
    bag_.pop_back();
    bool held = false;  // a module keeps it aside (Module::holdsDrawn)
    for (const Module* m : catalog_->modules) held = held || m->holdsDrawn(*this, t);
    if (held) continue;
    if (canPlaceAnywhere(t)) {
      current_ = int16_t(t);
      step_ = Step::PlaceTile;
      return;
    }
    bool taken = false;  // a module may put it back under its own pile instead
    for (const Module* m : catalog_->modules) taken = taken || m->takeUnplaceable(*this, t);
    if (!taken) setAside_.push_back(uint16_t(t));  // RULES §1: a tile that fits nowhere is set aside
  }
  if (autoFinish_) finish();
}

void State::forceCurrentTile(int type) {
  if (current_ == type) return;
  if (current_ >= 0) bag_.push_back(uint16_t(current_));
  for (size_t i = bag_.size(); i-- > 0;) {
    if (bag_[i] == type) {
      bag_.erase(bag_.begin() + long(i));
      break;
    }
  }
  current_ = int16_t(type);
  if (step_ == Step::GameOver) return;
  step_ = Step::PlaceTile;
}

// ---------------------------------------------------------------------------------------------
// Steps

int State::actingPlayer() const {
  if (step_ == Step::Module && module_ >= 0) {
    int p = catalog_->modules[size_t(module_)]->actingPlayer(*this);
    if (p >= 0 && p < players()) return p;
  }
  return player_;
}

void State::botActions(std::vector<Action>& out) const {
  legalActions(out);
  if (step_ == Step::Module && module_ >= 0 && out.size() > 1 &&
      catalog_->modules[size_t(module_)]->botsTakeFirst(*this))
    out.resize(1);
}

void State::legalActions(std::vector<Action>& out) const {
  out.clear();
  switch (step_) {
    case Step::PlaceTile:
      if (current_ >= 0) legalPlacements(current_, out);
      break;
    case Step::PlaceMeeple: {
      Action none;
      none.kind = Action::NoMeeple;
      out.push_back(none);
      const std::vector<Figure>& figures = catalog_->figures;
      const uint8_t* left = &supply_[size_t(player_) * figures.size()];
      bool any = false;
      for (size_t f = 0; f < figures.size(); ++f) any = any || left[f] > 0;
      if (!any) break;
      const PlacedTile& pt = tiles_[size_t(lastPlaced_)];
      const TileType& tt = catalog_->types[pt.type];
      // By segment, then by figure (the meeple first): with the meeple alone, the list of old.
      for (size_t s = 0; s < tt.segments.size(); ++s) {
        const Node& r = nodes_[size_t(root(pt.firstNode + int(s)))];
        const int kindBit = 1 << int(tt.segments[s].kind);
        for (size_t f = 0; f < figures.size(); ++f) {
          if (!left[f] || !(figures[f].kinds & kindBit)) continue;
          // A follower needs a free feature; a figure that is no follower, one of the player's own.
          if (figures[f].follower ? r.meepleTotal != 0 : r.meeples[player_] == 0) continue;
          bool allowed = true;
          for (const Module* m : catalog_->modules)
            allowed = allowed && m->allowsMeeple(*this, lastPlaced_, int(s), int(f));
          if (!allowed) continue;
          Action a;
          a.kind = Action::Meeple;
          a.x = pt.x;
          a.y = pt.y;
          a.seg = int8_t(s);
          a.figure = uint8_t(f);
          out.push_back(a);
        }
      }
      break;
    }
    case Step::Module:
      catalog_->modules[size_t(module_)]->legalActions(*this, out);
      for (Action& a : out) {
        a.kind = Action::Module;
        a.module = uint8_t(module_);
      }
      break;
    case Step::GameOver:
      break;
  }
}

std::string describeAction(const Action& a) {
  std::string at = "[" + std::to_string(a.x) + "," + std::to_string(a.y) + "]";
  switch (a.kind) {
    case Action::Place:
      return "place at " + at + " rotation " + std::to_string(a.rot * 90);
    case Action::Meeple:
      return (a.figure ? "figure " + std::to_string(a.figure) : std::string("meeple")) + " on feature " +
             std::to_string(a.seg) + " of the tile at " + at;
    case Action::NoMeeple:
      return "no meeple";
    case Action::Module:
      return "module " + std::to_string(a.module) + " choice (" + std::to_string(a.a) + ", " + std::to_string(a.b) +
             ", " + std::to_string(a.c) + ")";
  }
  return "?";
}

void State::mustApply(const Action& a, const char* context) {
  Refusal why;
  if (!apply(a, &why))
    throw InternalError(std::string(context) + ": turn " + std::to_string(turn_ + 1) + ", " + describeAction(a) +
                        " was refused: " + why.english());
}

// The meeple step's checks of a Meeple action, in the order their words are given.
Refusal State::meepleProblem(const Action& a) const {
  const PlacedTile& pt = tiles_[size_t(lastPlaced_)];
  const TileType& tt = catalog_->types[pt.type];
  if (a.x != pt.x || a.y != pt.y)
    return Refusal(Refused::NotOnPlacedTile, "a meeple goes on the tile just placed, at [{0},{1}]",
                   {std::to_string(pt.x), std::to_string(pt.y)});
  if (a.seg < 0 || a.seg >= int(tt.segments.size()))
    return Refusal(Refused::NoSuchFeature, "the placed tile has no such feature");
  if (a.figure >= catalog_->figures.size()) return Refusal(Refused::Malformed, "there is no such figure");
  const Figure& figure = catalog_->figures[a.figure];
  if (supply(player_, a.figure) == 0) return Refusal(Refused::NoMeepleLeft, figure.noneLeft);
  if (!(figure.kinds & (1 << int(tt.segments[size_t(a.seg)].kind)))) {
    Refusal why(Refused::ModuleRule, "a {0} may not stand on a {1}",
                {figure.name, featureKindName(tt.segments[size_t(a.seg)].kind)});
    why.module = figure.module;
    return why;
  }
  if (!figure.follower) {
    if (nodes_[size_t(root(pt.firstNode + a.seg))].meeples[player_] == 0) {
      Refusal why(Refused::ModuleRule, "a {0} goes only onto a {1} that already holds one of your followers",
                  {figure.name, featureKindName(tt.segments[size_t(a.seg)].kind)});
      why.module = figure.module;
      return why;
    }
  } else if (nodes_[size_t(root(pt.firstNode + a.seg))].meepleTotal)
    return Refusal(Refused::FeatureTaken, "that {0} already holds a meeple (the whole connected feature counts)",
                   {featureKindName(tt.segments[size_t(a.seg)].kind), tt.segmentName(a.seg, pt.rot)});
  for (const Module* m : catalog_->modules)
    if (!m->allowsMeeple(*this, lastPlaced_, a.seg, a.figure)) {
      Refusal why(Refused::ModuleRule, "a meeple may not stand there ({0})", {m->name()});
      why.module = m->name();
      return why;
    }
  return Refusal();
}

Refusal State::whyRefused(const Action& a) const {
  switch (step_) {
    case Step::GameOver:
      return Refusal(Refused::GameOver, "the game is over");
    case Step::PlaceTile: {
      if (a.kind != Action::Place) return Refusal(Refused::NotThisStep, "a tile must be placed first");
      if (current_ < 0) return Refusal(Refused::TileNotInHand, "there is no tile to place");
      if (a.rot > 3) return Refusal(Refused::Malformed, "rotation must be 0, 90, 180 or 270");
      Refusal why = placementProblem(current_, a.x, a.y, a.rot);
      if (why) why.context = catalog_->types[size_t(current_)].id + " cannot be placed there";
      return why;
    }
    case Step::PlaceMeeple:
      if (a.kind == Action::NoMeeple) return Refusal();
      if (a.kind != Action::Meeple) return Refusal(Refused::NotThisStep, "a meeple (or no meeple) is expected now");
      return meepleProblem(a);
    case Step::Module: {
      std::vector<Action> legal;
      legalActions(legal);
      if (std::find(legal.begin(), legal.end(), a) != legal.end()) return Refusal();
      const char* name = catalog_->modules[size_t(module_)]->name();
      Refusal why(a.kind == Action::Module ? Refused::NoSuchAction : Refused::NotThisStep, "not a legal choice for {0}",
                  {name});
      why.module = name;
      return why;
    }
  }
  return Refusal(Refused::NoSuchAction, "unknown step");
}

bool State::apply(const Action& a, Refusal* why) {
  if (Refusal no = whyRefused(a)) {
    if (why) *why = std::move(no);
    return false;
  }
  switch (step_) {
    case Step::GameOver:
      return false;
    case Step::PlaceTile: {
      lastPlaced_ = int16_t(putTile(current_, a.x, a.y, a.rot));
      current_ = -1;
      figureAction_ = false;
      step_ = Step::PlaceMeeple;
      for (const Module* m : catalog_->modules) m->onTilePlaced(*this, lastPlaced_);
      return true;
    }
    case Step::PlaceMeeple: {
      if (a.kind == Action::NoMeeple) {
        module_ = 0;
        moduleStage_ = kFigureStage;
        for (const Module* m : catalog_->modules) m->onStageStart(*this, 0);
        continueTurn();
        return true;
      }
      putMeeple(lastPlaced_, a.seg, player_, a.figure);
      figureAction_ = true;
      module_ = 0;
      moduleStage_ = kFigureStage;
      for (const Module* m : catalog_->modules) m->onStageStart(*this, 0);
      continueTurn();
      return true;
    }
    case Step::Module: {
      catalog_->modules[size_t(module_)]->apply(*this, a);
      continueTurn();
      return true;
    }
  }
  return false;
}

void State::continueTurn() {
  const auto& mods = catalog_->modules;
  for (;;) {
    for (int m = std::max<int>(module_, 0); m < int(mods.size()); ++m) {
      if (mods[size_t(m)]->wantsStep(*this, moduleStage_)) {
        step_ = Step::Module;
        module_ = int8_t(m);
        return;
      }
    }
    if (moduleStage_ == kFigureStage) {
      moduleStage_ = 0;
      module_ = 0;
      continue;
    }
    if (moduleStage_ == 0) {
      scoreCompletedBy(lastPlaced_);
      for (const Module* m : mods) m->onTurnScored(*this);
      moduleStage_ = 1;
      module_ = 0;
      continue;
    }
    break;
  }
  endTurn();
}

void State::endTurn() {
  module_ = -1;
  moduleStage_ = 0;
  bool again = false;  // a module gives the player another part of this turn (Module::anotherPart)
  for (const Module* m : catalog_->modules) again = again || m->anotherPart(*this);
  ++turn_;
  if (!again) player_ = uint8_t((player_ + 1) % scores_.size());
  step_ = Step::PlaceTile;
  drawIfNeeded();
}

// ---------------------------------------------------------------------------------------------
// Scoring

void State::setupModules() {
  for (const Module* m : catalog_->modules) m->setup(*this);
}

void State::addScore(const ScoreEvent& e) {
  for (size_t p = 0; p < scores_.size(); ++p)
    if (e.players & (1u << p)) scores_[p] += e.points;
  events_.push_back(e);
}

void State::returnMeeples(int r) {
  size_t w = 0;
  for (size_t i = 0; i < meeples_.size(); ++i) {
    const Meeple& m = meeples_[i];
    if (root(nodeOf(m.tile, m.seg)) == r) {
      ++supply_[size_t(m.player) * catalog_->figures.size() + m.figure];
    } else {
      meeples_[w++] = m;
    }
  }
  meeples_.resize(w);
  Node& n = nodes_[size_t(r)];
  n.meepleTotal = 0;
  n.meeples.fill(0);
}

void State::returnFigure(int index) {
  const Meeple m = meeples_[size_t(index)];
  meeples_.erase(meeples_.begin() + index);
  ++supply_[size_t(m.player) * catalog_->figures.size() + m.figure];
  Node& n = nodes_[size_t(root(nodeOf(m.tile, m.seg)))];
  n.meeples[m.player] = uint8_t(n.meeples[m.player] - catalog_->figures[m.figure].weight);
  --n.meepleTotal;
}

ScoreEvent State::featureScore(int r, bool endOfGame) const {
  const Node& n = nodes_[size_t(r)];
  ScoreEvent e;
  e.move = endOfGame ? -1 : turn_;
  e.tile = n.tile;
  e.seg = n.seg;
  // The most weight wins; figures that are no followers weigh 0 (Figure::follower), so a feature
  // where only such figures stand scores for nobody.
  int most = n.meepleTotal > 0 ? *std::max_element(n.meeples.begin(), n.meeples.end()) : 0;
  if (most > 0)
    for (size_t p = 0; p < scores_.size(); ++p)
      if (n.meeples[p] == most) e.players |= uint8_t(1u << p);
  e.complete = n.open == 0;
  switch (n.kind) {
    case FeatureKind::Road:
      e.kind = "road";
      e.tiles = featureTiles(r);
      e.points = e.tiles;
      break;
    case FeatureKind::City:
      e.kind = "city";
      e.tiles = featureTiles(r);
      e.shields = n.shields;
      e.points = (e.complete ? 2 : 1) * (e.tiles + e.shields);
      break;
    case FeatureKind::Monastery:
      e.kind = "monastery";
      e.neighbors = 8 - n.open;
      e.points = e.complete ? 9 : 1 + e.neighbors;
      break;
    case FeatureKind::Field:
      e.kind = "field";
      e.cities = fieldCities(r);
      e.points = 3 * e.cities;
      e.complete = false;
      break;
  }
  for (const Module* m : catalog_->modules) m->onFeatureScored(*this, r, endOfGame, e);
  return e;
}

void State::scoreFeature(int r, bool endOfGame) {
  const Node& n = nodes_[size_t(r)];
  if (n.meepleTotal == 0) return;
  ScoreEvent e = featureScore(r, endOfGame);
  if (e.players && (e.points > 0 || n.kind != FeatureKind::Field)) addScore(e);
  for (const Module* m : catalog_->modules) m->afterFeatureScored(*this, r, endOfGame);
  if (!endOfGame) returnMeeples(r);
}

void State::scoreCompletedBy(int ti) {
  const PlacedTile& pt = tiles_[size_t(ti)];
  const TileType& tt = catalog_->types[pt.type];
  int done[64];
  int nDone = 0;
  for (size_t s = 0; s < tt.segments.size(); ++s) {
    FeatureKind k = tt.segments[s].kind;
    if (k != FeatureKind::Road && k != FeatureKind::City) continue;
    int r = root(pt.firstNode + int(s));
    if (nodes_[size_t(r)].open != 0) continue;
    bool dup = false;
    for (int i = 0; i < nDone; ++i) dup |= done[i] == r;
    if (dup) continue;
    done[nDone++] = r;
    for (const Module* m : catalog_->modules) m->beforeCompletedScored(*this, r);
    scoreFeature(r, false);
  }
  // Roads and cities that modules completed elsewhere this turn (ferries), in their order.
  std::vector<int> extra;
  for (const Module* m : catalog_->modules) m->completedCandidates(*this, extra);
  for (int cand : extra) {
    int r = root(cand);
    if (nodes_[size_t(r)].open != 0 || nodes_[size_t(r)].meepleTotal == 0) continue;
    bool dup = false;
    for (int i = 0; i < nDone; ++i) dup |= done[i] == r;
    if (dup || nDone >= 64) continue;
    done[nDone++] = r;
    for (const Module* m : catalog_->modules) m->beforeCompletedScored(*this, r);
    scoreFeature(r, false);
  }
  // Monasteries: the tile's own, then its neighbours' (ring order).
  if (tt.monasterySegment >= 0) {
    int m = pt.firstNode + tt.monasterySegment;
    if (nodes_[size_t(m)].open == 0) scoreFeature(m, false);
  }
  for (int k = 0; k < 8; ++k) {
    int ni = tileAt(pt.x + kRingDx[k], pt.y + kRingDy[k]);
    if (ni < 0) continue;
    const PlacedTile& nt = tiles_[size_t(ni)];
    int ms = catalog_->types[nt.type].monasterySegment;
    if (ms >= 0 && nodes_[size_t(nt.firstNode + ms)].open == 0) scoreFeature(nt.firstNode + ms, false);
  }
}

void State::finish() {
  if (step_ == Step::GameOver) return;
  // Incomplete roads, cities and monasteries first, in placement order; then farmers.
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1)
      for (const Module* m : catalog_->modules) m->onFinish(*this);
    for (size_t i = 0; i < nodes_.size(); ++i) {
      const Node& n = nodes_[i];
      if (n.parent != i || n.meepleTotal == 0) continue;
      if ((n.kind == FeatureKind::Field) != (pass == 1)) continue;
      scoreFeature(int(i), true);
    }
  }
  if (current_ >= 0) {
    bag_.push_back(uint16_t(current_));
    current_ = -1;
  }
  step_ = Step::GameOver;
}

bool State::sameModuleStates(const State& o) const {
  if (moduleStates_.size() != o.moduleStates_.size()) return false;
  for (size_t i = 0; i < moduleStates_.size(); ++i) {
    const ModuleState *a = moduleStates_[i].get(), *b = o.moduleStates_[i].get();
    if (a != b && (!a || !b || !a->equals(*b))) return false;
  }
  return true;
}

bool State::operator==(const State& o) const {
  // Two catalogs built from the same sets are the same game (a saved game reloads its own).
  bool sameCatalog = catalog_ == o.catalog_ || (catalog_ && o.catalog_ && catalog_->byId == o.catalog_->byId);
  return sameCatalog && step_ == o.step_ && player_ == o.player_ && current_ == o.current_ &&
         lastPlaced_ == o.lastPlaced_ && module_ == o.module_ && moduleStage_ == o.moduleStage_ &&
         figureAction_ == o.figureAction_ && turn_ == o.turn_ && seed_ == o.seed_ && autoFinish_ == o.autoFinish_ &&
         strictDeck_ == o.strictDeck_ && hiddenDeck_ == o.hiddenDeck_ && scores_ == o.scores_ && supply_ == o.supply_ &&
         bag_ == o.bag_ && setAside_ == o.setAside_ && tiles_ == o.tiles_ && nodes_ == o.nodes_ &&
         meeples_ == o.meeples_ && frontier_ == o.frontier_ && grid_ == o.grid_ && events_ == o.events_ &&
         notes_ == o.notes_ && sameModuleStates(o);
}

}  // namespace carc
