#include "signposts.h"

#include "engine/phrase.h"

namespace carc {

namespace {

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

const char* signpostTypeName(SignpostType t) {
  switch (t) {
    case SignpostType::Left:
      return "left";
    case SignpostType::Straight:
      return "straight";
    case SignpostType::Right:
      return "right";
  }
  return "?";
}

const SignpostsModule& SignpostsModule::instance() {
  static const SignpostsModule module;
  return module;
}

std::shared_ptr<const TileExtra> SignpostsModule::readTile(const json& tile, TileType& t,
                                                           const std::string& where) const {
  const json& signs = tile["signposts"];
  if (!signs.is_array()) throw InputError(where + ".signposts", "must be a list");
  if (signs.size() > 16) throw InputError(where + ".signposts", "has more than 16 entries");
  uint8_t roadEdges = 0;
  for (const Segment& sg : t.segments)
    if (sg.kind == FeatureKind::Road) roadEdges |= sg.edges;
  auto extra = std::make_shared<SignpostTile>();
  for (size_t i = 0; i < signs.size(); ++i) {
    std::string sw = where + ".signposts[" + std::to_string(i) + "]";
    if (!signs[i].is_object()) throw InputError(sw, "must be an object");
    for (auto it = signs[i].begin(); it != signs[i].end(); ++it)
      if (it.key() != "edge" && it.key() != "type")
        throw InputError(sw, "unknown field '" + it.key().substr(0, 40) + "'");
    const json& e = signs[i].contains("edge") ? signs[i]["edge"] : json();
    int edge = e.is_string() ? parseEdge(e.get<std::string>()) : -1;
    if (edge < 0) throw InputError(sw + ".edge", "is not an edge (N, E, S, W)");
    if (!(roadEdges & (1 << edge)))
      throw InputError(sw + ".edge", "a signpost must stand beside a road; this edge has none");
    const json& ty = signs[i].contains("type") ? signs[i]["type"] : json();
    std::string tn = ty.is_string() ? ty.get<std::string>() : "";
    SignpostType st;
    if (tn == "left")
      st = SignpostType::Left;
    else if (tn == "straight")
      st = SignpostType::Straight;
    else if (tn == "right")
      st = SignpostType::Right;
    else
      throw InputError(sw + ".type", "must be left, straight or right");
    extra->signposts.push_back(Signpost{uint8_t(edge), st});
  }
  if (extra->signposts.empty()) return nullptr;
  return extra;
}

void SignpostsModule::writeTile(const TileType& t, json& tile) const {
  json list = json::array();
  for (const Signpost& p : signpostsOf(t))
    list.push_back({{"edge", edgeName(p.edge)}, {"type", signpostTypeName(p.type)}});
  tile["signposts"] = list;
}

const std::vector<Signpost>& SignpostsModule::signpostsOf(const TileType& t) {
  static const std::vector<Signpost> kNone;
  const SignpostTile* extra = instance().tileData<SignpostTile>(t);
  return extra ? extra->signposts : kNone;
}

SignpostCheck SignpostsModule::check(const State& s, int tile, int index) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  const Signpost& sp = signpostsOf(s.catalog().types[pt.type])[size_t(index)];
  int heading = rotateEdge(sp.edge, pt.rot);  // the arrow points out through this board edge
  SignpostCheck c{tile, index, false, ""};
  int next = s.tileAt(pt.x + kEdgeDx[heading], pt.y + kEdgeDy[heading]);
  if (next < 0) {
    c.why = N_("the next tile is missing");
    return c;
  }
  int entry = opposite(heading);
  int want = sp.type == SignpostType::Straight ? heading
             : sp.type == SignpostType::Left   ? (heading + 3) & 3
                                               : (heading + 1) & 3;
  int exits = exitsFrom(s, next, entry);
  if (exits == 0) {
    c.why = N_("the road ends on the next tile");  // junction, city gate, monastery, dead end, jetty
    return c;
  }
  if (!(exits & (1 << want))) {
    // Whole sentences, one a direction, so a language can put the direction where it belongs.
    static const char* const kNotThere[4] = {
        N_("the road does not go north on the next tile"), N_("the road does not go east on the next tile"),
        N_("the road does not go south on the next tile"), N_("the road does not go west on the next tile")};
    c.why = kNotThere[want];
    return c;
  }
  c.correct = true;
  static const char* const kGoesOn[4] = {
      N_("the road goes on north, as the arrow says"), N_("the road goes on east, as the arrow says"),
      N_("the road goes on south, as the arrow says"), N_("the road goes on west, as the arrow says")};
  c.why = kGoesOn[want];
  return c;
}

std::vector<SignpostCheck> SignpostsModule::checkRoad(const State& s, int root) {
  std::vector<SignpostCheck> out;
  int n = root;
  do {
    const Node& nd = s.node(n);
    const PlacedTile& pt = s.tiles()[nd.tile];
    const TileType& tt = s.catalog().types[pt.type];
    const std::vector<Signpost>& signs = signpostsOf(tt);
    for (size_t i = 0; i < signs.size(); ++i)
      if (tt.segments[nd.seg].edges & (1 << signs[i].edge)) out.push_back(check(s, nd.tile, int(i)));
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
    types |= 1 << int(signpostsOf(s.catalog().types[s.tiles()[size_t(c.tile)].type])[size_t(c.index)].type);
  }
  int k = __builtin_popcount(unsigned(types));
  // Completed: N correct x k types. Game end, unfinished: 1 per correct signpost (RULES §5).
  int bonus = e.complete ? correct * k : correct;
  // A road another module made worth nothing (an inn road unfinished at the end) pays no bonus
  // either: the bonus is part of the road's own scoring (RULES-EXPANSIONS §1.7, Ruling).
  if (e.worthless) bonus = 0;
  (void)endOfGame;
  e.points += bonus;
  e.group = N_("signposts");
  e.extraKeys = {N_("correct"), N_("types"), N_("bonus")};
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

void SignpostsModule::eventShares(const ScoreEvent& e, std::vector<std::pair<std::string, int>>& shares) const {
  // The bonus that onFeatureScored added to a road's event goes in the signposts column.
  if (e.group && std::string(e.group) == "signposts" && e.extraValues[2] != 0)
    shares.push_back({"signposts", e.extraValues[2]});
}

}  // namespace carc
