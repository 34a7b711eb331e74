#include "gingerbread.h"

#include "../describe.h"
#include "../game.h"
#include "engine/phrase.h"

namespace carc {

namespace {

// The figure's city (root), or -1 when it is beside the board.
int figureRoot(const State& s) {
  int t = GingerbreadModule::figureTile(s);
  return t < 0 ? -1 : s.root(s.nodeOf(t, GingerbreadModule::figureSeg(s)));
}

// Unfinished cities it may move to (one action per city, at the city's oldest segment).
void candidates(const State& s, std::vector<Action>& out) {
  out.clear();
  int here = figureRoot(s);
  for (int n = 0; n < s.nodeCount(); ++n) {
    const Node& nd = s.node(n);
    if (nd.parent != n || nd.kind != FeatureKind::City || nd.open == 0 || n == here) continue;
    Action a;
    a.kind = Action::Module;
    a.a = int16_t(nd.tile);
    a.b = int16_t(nd.seg);
    out.push_back(a);
  }
}

}  // namespace

const GingerbreadModule& GingerbreadModule::instance() {
  static const GingerbreadModule module;
  return module;
}

std::shared_ptr<const TileExtra> GingerbreadModule::readTile(const json& tile, TileType&,
                                                             const std::string& where) const {
  const json& v = tile["gingerbread"];
  if (!v.is_boolean()) throw InputError(where + ".gingerbread", "must be true or false");
  return v.get<bool>() ? std::make_shared<GingerbreadTile>() : nullptr;
}

void GingerbreadModule::place(State& s, int tile, int seg) const {
  state(s).tile = int16_t(tile);
  state(s).seg = uint8_t(seg);
}

void GingerbreadModule::setup(State& s) const {
  // RULES §3: the figure starts in the city of the start tile (the tile at (0,0)).
  place(s, -1, 0);
  state(s).pending = GingerbreadState::kNone;
  int t = s.tileAt(0, 0);
  if (t < 0) return;
  const TileType& tt = s.catalog().types[s.tiles()[size_t(t)].type];
  for (size_t seg = 0; seg < tt.segments.size(); ++seg)
    if (tt.segments[seg].kind == FeatureKind::City) {
      place(s, t, int(seg));
      return;
    }
}

void GingerbreadModule::payKnights(State& s, int root) const {
  const Node& city = s.node(root);
  if (city.meepleTotal == 0) return;
  int tiles = s.featureTiles(root);
  for (int p = 0; p < s.players(); ++p) {
    // Per knight, not per majority weight: the large meeple is one knight (RULES §3 rule 5).
    int knights = s.figuresOn(root, p);
    if (!knights) continue;
    ScoreEvent e;
    e.move = s.turn();
    e.kind = "gingerbread";
    e.players = uint8_t(1u << p);
    e.points = knights * tiles;  // no majority, shields give nothing, the knights stay
    e.tiles = tiles;
    e.complete = city.open == 0;
    e.tile = uint16_t(figureTile(s));
    e.seg = uint8_t(figureSeg(s));
    e.group = N_("gingerbread");
    e.extraKeys[0] = N_("knights");
    e.extraValues[0] = knights;
    e.extraKeys[1] = N_("tiles");
    e.extraValues[1] = tiles;
    s.addScore(e);
  }
}

void GingerbreadModule::beforeCompletedScored(State& s, int root) const {
  // Rule 3: completing the figure's city pays the knights first, then the city is scored, then
  // the completing player moves the figure (after scoring).
  if (root != figureRoot(s) || s.node(root).kind != FeatureKind::City) return;
  payKnights(s, root);
  state(s).pending = GingerbreadState::kCityCompleted;
}

void GingerbreadModule::onTurnScored(State& s) const {
  const PlacedTile& placed = s.tiles()[size_t(s.lastPlaced())];
  GingerbreadState& st = state(s);
  if (isGingerbreadType(s.catalog().types[placed.type]) && st.pending == GingerbreadState::kNone)
    st.pending = GingerbreadState::kGingerbreadTile;  // rule 1 (rule 3 already covers a completing tile)
  if (st.pending == GingerbreadState::kNone) return;
  std::vector<Action> options;
  candidates(s, options);
  if (options.empty()) {
    // Rule 4: nowhere to go. It stays (no scoring: it did not leave); a completed city sends it
    // beside the board until the next gingerbread tile brings it back.
    if (st.pending == GingerbreadState::kCityCompleted) place(s, -1, 0);
    state(s).pending = GingerbreadState::kNone;
  }
}

bool GingerbreadModule::wantsStep(const State& s, int stage) const {
  return stage == 1 && state(s).pending != GingerbreadState::kNone;
}

void GingerbreadModule::legalActions(const State& s, std::vector<Action>& out) const { candidates(s, out); }

void GingerbreadModule::apply(State& s, const Action& a) const {
  int from = figureRoot(s);
  // Rule 2: leaving an unfinished city pays its knights (a completed one has paid already, and a
  // figure coming back from beside the board pays nothing).
  if (state(s).pending == GingerbreadState::kGingerbreadTile && from >= 0 && s.node(from).open > 0) payKnights(s, from);
  place(s, a.a, a.b);
  state(s).pending = GingerbreadState::kNone;
  state(s).movedOnTurn = s.turn() + 1;
}

bool GingerbreadModule::validateMove(const State& after, const json& move, Refusal& why) const {
  // The turn has ended (turn() counts it): a "gingerbread" choice the turn did not use is an error.
  if (move.contains("gingerbread") && state(after).movedOnTurn != after.turn()) {
    why = moveRefusal(Refused::ModuleRule, "gingerbread",
                      "the gingerbread man does not move this turn (only after a gingerbread tile, or when its city "
                      "is completed, and only if another unfinished city exists)");
    return false;
  }
  return true;
}

bool GingerbreadModule::actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const {
  auto it = move.find("gingerbread");
  if (it == move.end() || !it->is_object()) {
    why = moveRefusal(Refused::Malformed, "gingerbread",
                      "the gingerbread man must move this turn; say where with \"gingerbread\": "
                      "{\"at\": [x, y], \"on\": \"city N\"}");
    return false;
  }
  const json& g = *it;
  if (!g.contains("at") || !g["at"].is_array() || g["at"].size() != 2 || !g["at"][0].is_number_integer() ||
      !g["at"][1].is_number_integer() || !g.contains("on") || !g["on"].is_string()) {
    why = moveRefusal(Refused::Malformed, "gingerbread", "must be {\"at\": [x, y], \"on\": \"city N\"}");
    return false;
  }
  int x = g["at"][0].get<int>(), y = g["at"][1].get<int>();
  int t = (x < -kMaxCoord || x > kMaxCoord || y < -kMaxCoord || y > kMaxCoord) ? -1 : s.tileAt(x, y);
  if (t < 0) {
    why = moveRefusal(Refused::NoSuchAction, "gingerbread", "there is no tile at [{0},{1}]",
                      {std::to_string(x), std::to_string(y)});
    return false;
  }
  const PlacedTile& pt = s.tiles()[size_t(t)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.findSegment(g["on"].get<std::string>(), pt.rot);
  if (seg < 0 || tt.segments[size_t(seg)].kind != FeatureKind::City) {
    why = moveRefusal(Refused::NoSuchFeature, "gingerbread", "the tile at [{0},{1}] has no city '{2}'",
                      {std::to_string(x), std::to_string(y), g["on"].get<std::string>().substr(0, 40)});
    return false;
  }
  int r = s.root(s.nodeOf(t, seg));
  if (s.node(r).open == 0) {
    why = moveRefusal(Refused::ModuleRule, "gingerbread",
                      "that city is complete; the gingerbread man moves to an unfinished city");
    return false;
  }
  if (r == figureRoot(s)) {
    why = moveRefusal(Refused::ModuleRule, "gingerbread",
                      "the gingerbread man must move to another city than the one it stands in");
    return false;
  }
  out.kind = Action::Module;
  out.a = int16_t(s.node(r).tile);  // the city's oldest segment names it in the legal actions
  out.b = int16_t(s.node(r).seg);
  out.module = uint8_t(s.activeModule());
  return true;
}

void GingerbreadModule::addToMove(const State& s, const Action& a, json& move) const {
  const PlacedTile& pt = s.tiles()[size_t(a.a)];
  move["gingerbread"] = {{"at", {pt.x, pt.y}}, {"on", featureAddress(s, a.a, a.b)}};
}

void GingerbreadModule::readScenario(State& s, const json& j, const std::string& where) const {
  if (!j.contains("gingerbread")) return;
  const json& g = j["gingerbread"];
  if (g.is_null()) {
    place(s, -1, 0);  // beside the board
    return;
  }
  // A scenario may put the figure anywhere, even in a complete city (to show rule 3's aftermath).
  if (!g.is_object() || !g.contains("at") || !g["at"].is_array() || g["at"].size() != 2 ||
      !g["at"][0].is_number_integer() || !g["at"][1].is_number_integer() || !g.contains("on") || !g["on"].is_string())
    throw InputError(where + ".gingerbread", "must be {\"at\": [x, y], \"on\": \"city N\"} or null");
  int x = g["at"][0].get<int>(), y = g["at"][1].get<int>();
  int t = (x < -kMaxCoord || x > kMaxCoord || y < -kMaxCoord || y > kMaxCoord) ? -1 : s.tileAt(x, y);
  if (t < 0) throw InputError(where + ".gingerbread.at", "no tile there");
  const PlacedTile& pt = s.tiles()[size_t(t)];
  const TileType& tt = s.catalog().types[pt.type];
  int seg = tt.findSegment(g["on"].get<std::string>(), pt.rot);
  if (seg < 0 || tt.segments[size_t(seg)].kind != FeatureKind::City)
    throw InputError(where + ".gingerbread.on",
                     "the tile has no city '" + g["on"].get<std::string>().substr(0, 40) + "'");
  place(s, t, seg);
}

void GingerbreadModule::writeScenario(const State& s, json& scenario) const {
  int t = figureTile(s);
  if (t < 0) {
    scenario["gingerbread"] = nullptr;
    return;
  }
  const PlacedTile& pt = s.tiles()[size_t(t)];
  scenario["gingerbread"] = {{"at", {pt.x, pt.y}}, {"on", featureAddress(s, t, figureSeg(s))}};
}

bool GingerbreadModule::actionSpot(const State&, const Action& a, int& tile, int& seg) const {
  tile = a.a;
  seg = a.b;
  return true;
}

double GingerbreadModule::botValue(const State& s, int player) const {
  // The figure in a city with your knights will pay them when it leaves or the city closes.
  int r = figureRoot(s);
  if (r < 0 || s.node(r).open == 0) return 0.0;
  return 0.5 * double(s.figuresOn(r, player)) * double(s.featureTiles(r));
}

bool GingerbreadModule::explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const {
  if (std::string(e.kind) != "gingerbread") return false;
  auto T = [&](const std::string& phrase) { return tr ? tr(phrase) : phrase; };
  auto count = [&](int n, const char* one, const char* many) {
    return std::to_string(n) + " " + T(n == 1 ? one : many);
  };
  what = T(e.complete ? N_(" from the gingerbread man (its city was completed)")
                      : N_(" from the gingerbread man (it left the city)"));
  how = count(e.extraValues[0], "knight", "knights") + " × " + count(e.tiles, "city tile", "city tiles") +
        T(" (no majority, shields count nothing, the knights stay)");
  return true;
}

void GingerbreadModule::pieces(const State& s, std::vector<Piece>& out) const {
  if (figureTile(s) >= 0) out.push_back(Piece{"gingerbread", figureTile(s), figureSeg(s)});
}

std::string GingerbreadModule::tileFeature(const TileType& t, const Translate& tr) const {
  return isGingerbreadType(t) ? (tr ? tr("the gingerbread symbol") : "the gingerbread symbol") : "";
}

std::string GingerbreadModule::describeMove(const State&, const json& move, const Translate& tr) const {
  if (!move.contains("gingerbread") || !move["gingerbread"].is_object()) return "";
  const json& g = move["gingerbread"];
  if (!g.contains("at") || !g["at"].is_array() || g["at"].size() != 2 || !g["at"][0].is_number_integer() ||
      !g["at"][1].is_number_integer() || !g.contains("on") || !g["on"].is_string())
    return "";
  std::string phrase = tr ? tr("; the gingerbread man moves to {0} of the tile {1}")
                          : "; the gingerbread man moves to {0} of the tile {1}";
  return fillPhrase(phrase, {featureInWords(g["on"].get<std::string>(), tr),
                             squareInWords(g["at"][0].get<int>(), g["at"][1].get<int>(), tr)});
}

}  // namespace carc
