#include "river.h"

#include <algorithm>

#include "engine/phrase.h"

namespace carc {

namespace {

// Board edges of a placed tile's river.
int boardRiverEdges(const State& s, int tile) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  int tileEdges = RiverModule::riverEdges(s.catalog().types[pt.type]), out = 0;
  for (int e = 0; e < 4; ++e)
    if (tileEdges & (1 << e)) out |= 1 << rotateEdge(e, pt.rot);
  return out;
}

bool isRiverType(const TileType& t) { return RiverModule::riverEdges(t) != 0; }

// Which way the river turns when it heads out through board edge `heading` and leaves a tile by
// edge `exit`: +1 right, -1 left, 0 straight on.
int turnOf(int heading, int exit) { return exit == heading ? 0 : exit == ((heading + 1) & 3) ? 1 : -1; }

// Which way the river turned on the tile at an open end, read from the board (RULES §6, ruling on
// a drawn position): it came in by the tile's other river edge and leaves by `exit`. The spring
// (one river edge) turns nowhere.
int turnAtOpenEnd(const State& s, int tile, int exit) {
  int others = boardRiverEdges(s, tile) & ~(1 << exit);
  if (__builtin_popcount(others) != 1) return 0;
  return turnOf(opposite(__builtin_ctz(unsigned(others))), exit);
}

// Does the bag still hold a river tile (other than the spring)?
bool riverTilesRemain(const State& s, bool countEnds) {
  for (uint16_t t : s.bag()) {
    const TileType& tt = s.catalog().types[t];
    if (isRiverType(tt) && !RiverModule::isSpring(tt) && (countEnds || !RiverModule::isRiverEnd(tt))) return true;
  }
  return false;
}

}  // namespace

const RiverModule& RiverModule::instance() {
  static const RiverModule module;
  return module;
}

std::shared_ptr<const TileExtra> RiverModule::readTile(const json& tile, TileType& t, const std::string& where) const {
  auto extra = std::make_shared<RiverTile>();
  if (tile.contains("spring")) {
    if (!tile["spring"].is_boolean()) throw InputError(where + ".spring", "must be true or false");
    extra->spring = tile["spring"].get<bool>();
  }
  const json& river = tile.contains("river") ? tile["river"] : json();
  if (river.is_null()) {
    if (extra->spring) throw InputError(where + ".spring", "the spring needs its \"river\" edge");
    return nullptr;
  }
  if (!river.is_array() || river.empty() || river.size() > 4)
    throw InputError(where + ".river", "must be a list of 1 to 4 edges (N, E, S, W) that the river crosses");
  for (size_t i = 0; i < river.size(); ++i) {
    int e = river[i].is_string() ? parseEdge(river[i].get<std::string>()) : -1;
    if (e < 0) throw InputError(where + ".river[" + std::to_string(i) + "]", "is not an edge (N, E, S, W)");
    if (extra->edges & (1 << e)) throw InputError(where + ".river[" + std::to_string(i) + "]", "repeats an edge");
    extra->edges |= uint8_t(1 << e);
  }
  if (extra->spring && __builtin_popcount(extra->edges) != 1)
    throw InputError(where + ".river", "the spring has exactly one river edge");
  if (!tile.contains("fields"))
    throw InputError(where + ".fields", "a river tile lists its fields (the river separates the banks)");
  t.moduleEdges |= extra->edges;
  return extra;
}

// A river that runs straight through crosses the middle, and one that starts or ends (the spring,
// the lake) ends there, so either meets the roads that end in the middle; a river that turns keeps
// to its corner.
bool RiverModule::customTileEdges(uint8_t edges, json& tile) const {
  json list = json::array();
  for (int e = 0; e < 4; ++e)
    if (edges & (1 << e)) list.push_back(edgeName(e));
  tile["river"] = list;
  return (edges & 5) == 5 || (edges & 10) == 10 || __builtin_popcount(edges) == 1;
}

void RiverModule::writeTile(const TileType& t, json& tile) const {
  json edges = json::array();
  for (int e = 0; e < 4; ++e)
    if (riverEdges(t) & (1 << e)) edges.push_back(edgeName(e));
  tile["river"] = edges;
  if (isSpring(t)) tile["spring"] = true;
}

int RiverModule::startType(const Catalog& c) const {
  for (size_t t = 0; t < c.types.size(); ++t)
    if (c.setOf[t] >= 0 && c.sets[size_t(c.setOf[t])] == name() && isSpring(c.types[t]) && c.types[t].count > 0)
      return int(t);
  return -1;
}

void RiverModule::arrangeDeck(State& s) const {
  // The bag is drawn from the back: the other tiles at the bottom, then the lake, then the river
  // tiles on top, each group in its shuffled order.
  std::vector<uint16_t>& bag = s.bagMut();
  std::stable_partition(bag.begin(), bag.end(), [&](uint16_t t) { return !isRiverType(s.catalog().types[t]); });
  std::stable_partition(bag.begin(), bag.end(), [&](uint16_t t) {
    const TileType& tt = s.catalog().types[t];
    return !isRiverType(tt) || isRiverEnd(tt);
  });
}

void RiverModule::setup(State& s) const {
  // The river's open ends on the board as set up: river edges that face an empty square.
  RiverState& st = state(s);
  st.openEnds.clear();
  st.returned.clear();
  for (size_t t = 0; t < s.tiles().size(); ++t) {
    int edges = boardRiverEdges(s, int(t));
    const PlacedTile& pt = s.tiles()[t];
    for (int e = 0; e < 4; ++e)
      if ((edges & (1 << e)) && s.tileAt(pt.x + kEdgeDx[e], pt.y + kEdgeDy[e]) < 0)
        st.openEnds.push_back({uint16_t(t), uint8_t(e)});
  }
}

Refusal RiverModule::placementProblem(const State& s, int type, int x, int y, int rot) const {
  const char* problem = courseProblem(s, type, x, y, rot);
  return problem ? rule(problem) : Refusal();
}

const char* RiverModule::courseProblem(const State& s, int type, int x, int y, int rot) const {
  const TileType& tt = s.catalog().types[size_t(type)];
  const RiverState& st = state(s);
  if (!isRiverType(tt)) {
    // Normal tiles wait until the river is placed (they come after it in the deck).
    if (!st.openEnds.empty() && riverTilesRemain(s, true))
      return N_("the river comes first: river tiles remain to be placed");
    return nullptr;
  }
  if (isSpring(tt)) return N_("the spring starts the river; it is not placed during the game");
  if (st.openEnds.empty()) return N_("the river is finished");
  if (isRiverEnd(tt) && riverTilesRemain(s, false))
    return N_("the lake ends the river: it comes after the other river tiles");
  // It must continue the river: one of its river edges meets an open end.
  int edges = 0;
  for (int e = 0; e < 4; ++e)
    if (riverEdges(tt) & (1 << e)) edges |= 1 << rotateEdge(e, rot);
  for (const auto& [tile, edge] : st.openEnds) {
    const PlacedTile& pt = s.tiles()[tile];
    if (pt.x + kEdgeDx[edge] != x || pt.y + kEdgeDy[edge] != y) continue;
    int entry = opposite(edge);
    if (!(edges & (1 << entry))) continue;
    // No immediate U-turn: two turns the same way in a row (RULES §6). The last turn is the one
    // on the tile at this open end, whether it was played or drawn with the position.
    int exits = edges & ~(1 << entry), lastTurn = turnAtOpenEnd(s, tile, edge);
    for (int e = 0; e < 4; ++e) {
      if (!(exits & (1 << e))) continue;
      int turn = turnOf(edge, e);
      if (turn != 0 && turn == lastTurn)
        return N_("the river may not turn back on itself: two turns the same way in a row");
    }
    return nullptr;
  }
  return N_("a river tile must continue the river: put it at the river's open end");
}

void RiverModule::onTilePlaced(State& s, int tile) const {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  if (!isRiverType(s.catalog().types[pt.type])) return;
  RiverState& st = state(s);
  st.returned.clear();  // the river grew: a tile put back may fit now
  int edges = boardRiverEdges(s, tile);
  // The open end it continues is closed; its other river edges are the new open ends.
  for (size_t i = 0; i < st.openEnds.size(); ++i) {
    const PlacedTile& from = s.tiles()[st.openEnds[i].first];
    int edge = st.openEnds[i].second;
    if (from.x + kEdgeDx[edge] != pt.x || from.y + kEdgeDy[edge] != pt.y) continue;
    st.openEnds.erase(st.openEnds.begin() + long(i));
    edges &= ~(1 << opposite(edge));
    break;
  }
  for (int e = 0; e < 4; ++e)
    if ((edges & (1 << e)) && s.tileAt(pt.x + kEdgeDx[e], pt.y + kEdgeDy[e]) < 0)
      st.openEnds.push_back({uint16_t(tile), uint8_t(e)});
}

bool RiverModule::takeUnplaceable(State& s, int type) const {
  // RULES §6: a river tile that fits nowhere goes back under the river pile (above the lake).
  // Ruling (nothing fits): returned as often as its pile has tiles (itself included) with still
  // no place, it is set aside for good (§1). The lake is its own pile after the river tiles and is
  // set aside the same way; the normal deck begins after it. The counts start again whenever the
  // river grows, as a tile put back may fit then.
  const TileType& tt = s.catalog().types[size_t(type)];
  if (!isRiverType(tt) || isSpring(tt)) return false;
  const bool lake = isRiverEnd(tt);
  std::vector<uint16_t>& bag = s.bagMut();
  size_t lowest = bag.size(), pile = 1;
  for (size_t i = 0; i < bag.size(); ++i) {
    const TileType& b = s.catalog().types[bag[i]];
    if (isRiverType(b) && !isSpring(b) && isRiverEnd(b) == lake) {
      lowest = std::min(lowest, i);
      ++pile;
    }
  }
  RiverState& st = state(s);
  auto it = std::find_if(st.returned.begin(), st.returned.end(), [&](const auto& r) { return r.first == type; });
  if (it == st.returned.end()) it = st.returned.insert(st.returned.end(), {uint16_t(type), uint16_t(0)});
  if (it->second >= pile) return false;  // set aside for good
  ++it->second;
  bag.insert(bag.begin() + long(lowest), uint16_t(type));
  return true;
}

}  // namespace carc
