#include "inns.h"

#include <algorithm>

#include "engine/describe.h"
#include "engine/phrase.h"

namespace carc {

namespace {

std::string T(const Translate& tr, const std::string& phrase) { return tr ? tr(phrase) : phrase; }

std::string amount(const Translate& tr, int n, const char* one, const char* many) {
  return std::to_string(n) + " " + T(tr, n == 1 ? one : many);
}

// Reads "inns" or "cathedrals": edges, each touching a segment of `kind`; its bit in `segments`.
void readEdges(const json& list, const TileType& t, FeatureKind kind, const std::string& where, uint32_t& segments,
               std::vector<uint8_t>& edges) {
  if (!list.is_array()) throw InputError(where, "must be a list of edges (N, E, S, W)");
  if (list.size() > 4) throw InputError(where, "has more than 4 entries");
  for (size_t i = 0; i < list.size(); ++i) {
    std::string w = where + "[" + std::to_string(i) + "]";
    int edge = list[i].is_string() ? parseEdge(list[i].get<std::string>()) : -1;
    if (edge < 0) throw InputError(w, "is not an edge (N, E, S, W)");
    int seg = -1;
    for (size_t k = 0; k < t.segments.size(); ++k)
      if (t.segments[k].kind == kind && (t.segments[k].edges & (1 << edge))) seg = int(k);
    if (seg < 0)
      throw InputError(w, kind == FeatureKind::Road ? "an inn stands beside a road; this edge has none"
                                                    : "a cathedral stands in a city; this edge has none");
    segments |= 1u << seg;
    edges.push_back(uint8_t(edge));
  }
}

}  // namespace

const InnsModule& InnsModule::instance() {
  static const InnsModule module;
  return module;
}

void InnsModule::figures(std::vector<Figure>& out) const {
  // §1.4: one large meeple per player, placed like a meeple on a road, city, monastery or field;
  // it weighs 2 when a majority is decided and never changes the points.
  Figure large;
  large.name = "large";
  large.count = 1;
  large.weight = 2;
  large.noneLeft = N_("no large meeple left in supply");
  out.push_back(large);
}

int InnsModule::largeFigure(const Catalog& c) { return c.figureOf(instance().name(), "large"); }

std::shared_ptr<const TileExtra> InnsModule::readTile(const json& tile, TileType& t, const std::string& where) const {
  auto extra = std::make_shared<InnTile>();
  if (tile.contains("inns"))
    readEdges(tile["inns"], t, FeatureKind::Road, where + ".inns", extra->innSegments, extra->innEdges);
  if (tile.contains("cathedrals"))
    readEdges(tile["cathedrals"], t, FeatureKind::City, where + ".cathedrals", extra->cathedralSegments,
              extra->cathedralEdges);
  if (extra->innEdges.empty() && extra->cathedralEdges.empty()) return nullptr;
  return extra;
}

void InnsModule::writeTile(const TileType& t, json& tile) const {
  const InnTile* extra = tileData<InnTile>(t);
  if (!extra) return;
  auto edges = [](const std::vector<uint8_t>& list) {
    json out = json::array();
    for (uint8_t e : list) out.push_back(edgeName(e));
    return out;
  };
  if (!extra->innEdges.empty()) tile["inns"] = edges(extra->innEdges);
  if (!extra->cathedralEdges.empty()) tile["cathedrals"] = edges(extra->cathedralEdges);
}

bool InnsModule::marked(const State& s, int root) {
  const InnsModule& self = instance();
  FeatureKind kind = s.node(root).kind;
  if (kind != FeatureKind::Road && kind != FeatureKind::City) return false;
  // Judged on the feature's tiles now: a ferry that joins or splits roads changes which inns a
  // road has (§1.7, Ferries).
  int n = root;
  do {
    const Node& nd = s.node(n);
    const InnTile* extra = self.tileData<InnTile>(s.catalog().types[s.tiles()[nd.tile].type]);
    if (extra && ((kind == FeatureKind::Road ? extra->innSegments : extra->cathedralSegments) & (1u << nd.seg)))
      return true;
    n = nd.next;
  } while (n != root);
  return false;
}

void InnsModule::onFeatureScored(const State& s, int root, bool endOfGame, ScoreEvent& e) const {
  if (!marked(s, root)) return;
  const bool road = s.node(root).kind == FeatureKind::Road;
  e.mark = road ? "inn" : "cathedral";
  if (e.complete) {
    // §1.2, §1.5: a completed road with one or more inns scores 2 a tile (more inns add nothing).
    // §1.3, §1.5: a completed city with a cathedral scores 3 a tile and 3 a shield.
    // Added to the core's 1 (road) or 2 (city) a tile; a module's bonus added after this one
    // (signposts, run after this module) is not doubled: Ruling (§1.7, Signposts).
    e.points += road ? e.tiles : e.tiles + e.shields;
  } else if (endOfGame) {
    // §1.2, §1.3: unfinished at the end, an inn road or a cathedral city scores nothing, and a
    // bonus that is part of the road's own scoring (signposts) neither: Ruling (§1.7, Signposts).
    e.points = 0;
    e.worthless = true;
  }
}

bool InnsModule::explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const {
  if (!e.mark) return false;
  std::string mark = e.mark;
  if (mark == "inn") {
    what = T(tr, e.complete ? N_(" for a completed road with an inn") : N_(" for an unfinished road with an inn"));
    std::string tiles = amount(tr, e.tiles, "tile", "tiles");
    if (e.complete) {
      how = fillPhrase(T(tr, N_("the inn doubles this road: {0} × 2")), {tiles});
      if (e.group) how += T(tr, N_(" (Ruling: the inn does not double a bonus)"));
    } else {
      how = fillPhrase(
          T(tr, N_("an inn road unfinished at the end scores nothing, any bonus included (Ruling): {0} × 0")), {tiles});
    }
    return true;
  }
  if (mark == "cathedral") {
    what = T(
        tr, e.complete ? N_(" for a completed city with a cathedral") : N_(" for an unfinished city with a cathedral"));
    std::string per = e.complete ? "3" : "0";
    std::string parts = amount(tr, e.tiles, "tile", "tiles") + " × " + per;
    if (e.shields) parts += " + " + amount(tr, e.shields, "shield", "shields") + " × " + per;
    how = fillPhrase(T(tr, e.complete ? N_("the cathedral makes every tile and shield worth 3: {0}")
                                      : N_("a cathedral city unfinished at the end scores nothing: {0}")),
                     {parts});
    return true;
  }
  return false;
}

double InnsModule::botValue(const State& s, int player) const {
  // What the core's estimate misses: it values unfinished features as the end would score them,
  // and an unfinished inn road or cathedral city scores nothing then. Count instead what it pays
  // when completed, by how likely that still is; and the large meeple in supply.
  const double left = s.bag().empty() ? 0.0 : double(s.bag().size()) / double(s.tiles().size() + s.bag().size());
  double v = 0;
  int large = largeFigure(s.catalog());
  if (large >= 0) v += left * 5.0 * s.supply(player, large);
  for (int n = 0; n < s.nodeCount(); ++n) {
    const Node& nd = s.node(n);
    if (nd.parent != n || nd.meepleTotal == 0 || nd.open == 0) continue;
    if (nd.kind != FeatureKind::Road && nd.kind != FeatureKind::City) continue;
    int most = *std::max_element(nd.meeples.begin(), nd.meeples.end());
    if (nd.meeples[size_t(player)] != most || !marked(s, n)) continue;
    int tiles = s.featureTiles(n);
    double chance = left * (nd.kind == FeatureKind::Road ? 0.8 : 0.4 + 0.5 / (1 + nd.open));
    v += nd.kind == FeatureKind::Road ? chance * 2.0 * tiles : chance * 3.0 * (tiles + nd.shields);
  }
  return v;
}

std::string InnsModule::describeMove(const State& after, const json& move, const Translate& tr) const {
  if (!move.contains("figure") || !move["figure"].is_string() || !move.contains("meeple")) return "";
  int large = largeFigure(after.catalog());
  if (large < 0 || move["figure"].get<std::string>() != after.catalog().figures[size_t(large)].name) return "";
  return T(tr, N_(" (the large meeple)"));
}

std::string InnsModule::tileFeature(const TileType& t, const Translate& tr) const {
  const InnTile* extra = tileData<InnTile>(t);
  if (!extra) return "";
  if (!extra->innEdges.empty()) return T(tr, N_("an inn"));
  return T(tr, N_("a cathedral"));
}

}  // namespace carc
