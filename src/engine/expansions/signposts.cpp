#include "signposts.h"

namespace carc {

namespace {

const char* const kDir[4] = {"north", "east", "south", "west"};

// Edges of `tile` the road entering through `entry` leaves by (board orientation): the other
// edges of its segment, plus links modules make on that tile (a ferry across a lake).
int exitsFrom(const State& s, int tile, int entry) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.edgeSeg[pt.rot][entry];
  if (seg < 0 || tt.segments[size_t(seg)].kind != FeatureKind::Road) return 0;
  int mask = 0;
  for (int e = 0; e < 4; ++e)
    if (tt.segments[size_t(seg)].edges & (1 << ((e - pt.rot) & 3))) mask |= 1 << e;
  for (const Module* m : s.catalog().modules) mask |= m->linkedEdges(s, tile, entry);
  return mask & ~(1 << entry);
}

}  // namespace

SignpostCheck SignpostsModule::check(const State& s, int tile, int index) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  const Signpost& sp = s.catalog().types[pt.type].signposts[size_t(index)];
  int heading = rotateEdge(sp.edge, pt.rot);  // the arrow points out through this board edge
  SignpostCheck c{tile, index, false, ""};
  int next = s.tileAt(pt.x + kEdgeDx[heading], pt.y + kEdgeDy[heading]);
  if (next < 0) {
    c.why = "the next tile is missing";
    return c;
  }
  int entry = opposite(heading);
  int want = sp.type == SignpostType::Straight ? heading
             : sp.type == SignpostType::Left   ? (heading + 3) & 3
                                               : (heading + 1) & 3;
  int exits = exitsFrom(s, next, entry);
  if (exits == 0) {
    c.why = "the road ends on the next tile";  // junction, city gate, monastery, dead end, jetty
    return c;
  }
  if (!(exits & (1 << want))) {
    c.why = std::string("the road does not go ") + kDir[want] + " on the next tile";
    return c;
  }
  c.correct = true;
  c.why = std::string("the road goes on ") + kDir[want] + ", as the arrow says";
  return c;
}

std::vector<SignpostCheck> SignpostsModule::checkRoad(const State& s, int root) {
  std::vector<SignpostCheck> out;
  int n = root;
  do {
    const Node& nd = s.node(n);
    const PlacedTile& pt = s.tiles()[nd.tile];
    const TileType& tt = s.catalog().types[pt.type];
    for (size_t i = 0; i < tt.signposts.size(); ++i)
      if (tt.segments[nd.seg].edges & (1 << tt.signposts[i].edge)) out.push_back(check(s, nd.tile, int(i)));
    n = nd.next;
  } while (n != root);
  return out;
}

void SignpostsModule::onFeatureScored(const State& s, int root, bool endOfGame, ScoreEvent& e) const {
  if (s.node(root).kind != FeatureKind::Road) return;
  int correct = 0, types = 0;
  for (const SignpostCheck& c : checkRoad(s, root)) {
    if (!c.correct) continue;
    ++correct;
    types |= 1 << int(s.catalog().types[s.tiles()[size_t(c.tile)].type].signposts[size_t(c.index)].type);
  }
  int k = __builtin_popcount(unsigned(types));
  // Completed: N correct x k types. Game end, unfinished: 1 per correct signpost (RULES §5).
  int bonus = e.complete ? correct * k : correct;
  (void)endOfGame;
  e.points += bonus;
  e.group = "signposts";
  e.extraKeys = {"correct", "types", "bonus"};
  e.extraValues = {correct, k, bonus};
}

double SignpostsModule::botValue(const State& s, int player) const {
  // Correct signposts on roads a player holds are worth about a point each, more with variety.
  double v = 0;
  for (int n = 0; n < s.nodeCount(); ++n) {
    const Node& nd = s.node(n);
    if (nd.parent != n || nd.kind != FeatureKind::Road || nd.meepleTotal == 0) continue;
    int most = 0;
    for (int p = 0; p < s.players(); ++p) most = std::max<int>(most, nd.meeples[size_t(p)]);
    if (nd.meeples[size_t(player)] != most) continue;
    int correct = 0;
    for (const SignpostCheck& c : checkRoad(s, n)) correct += c.correct;
    v += 1.2 * correct;
  }
  return v;
}

}  // namespace carc
