#include "ferries.h"

#include <algorithm>

#include "../describe.h"
#include "../game.h"
#include "engine/phrase.h"

namespace carc {

namespace {

int maskOf(const json& pair) {
  if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() || !pair[1].is_string()) return -1;
  int a = parseEdge(pair[0].get<std::string>()), b = parseEdge(pair[1].get<std::string>());
  if (a < 0 || b < 0 || a == b) return -1;
  return (1 << a) | (1 << b);
}

json pairJson(int mask) {
  json out = json::array();
  for (int e = 0; e < 4; ++e)
    if (mask & (1 << e)) out.push_back(edgeName(e));
  return out;
}

}  // namespace

const FerriesModule& FerriesModule::instance() {
  static const FerriesModule module;
  return module;
}

std::shared_ptr<const TileExtra> FerriesModule::readTile(const json& tile, TileType&, const std::string& where) const {
  const json& v = tile["lake"];
  if (!v.is_boolean()) throw InputError(where + ".lake", "must be true or false");
  return v.get<bool>() ? std::make_shared<LakeTile>() : nullptr;
}

void FerriesModule::writeTile(const TileType&, json& tile) const { tile["lake"] = true; }

int FerriesModule::ferryOf(const State& s, int tile) {
  const FerriesState* st = instance().stateIn<FerriesState>(s);
  if (!st) return 0;
  auto it = std::lower_bound(st->ferries.begin(), st->ferries.end(), std::make_pair(uint16_t(tile), uint8_t(0)));
  return it != st->ferries.end() && it->first == tile ? it->second : 0;
}

int FerriesModule::jetties(const State& s, int tile) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  const TileType& tt = s.catalog().types[pt.type];
  int mask = 0;
  for (int e = 0; e < 4; ++e) {
    int seg = tt.edgeSeg[pt.rot][e];
    if (seg >= 0 && tt.segments[size_t(seg)].kind == FeatureKind::Road &&
        __builtin_popcount(tt.segments[size_t(seg)].edges) == 1)
      mask |= 1 << e;
  }
  return mask;
}

void FerriesModule::setFerry(State& s, int tile, int mask) const {
  auto& list = state(s).ferries;
  auto it = std::lower_bound(list.begin(), list.end(), std::make_pair(uint16_t(tile), uint8_t(0)));
  if (it != list.end() && it->first == tile)
    it->second = uint8_t(mask);
  else
    list.insert(it, {uint16_t(tile), uint8_t(mask)});
}

void FerriesModule::noteChanged(State& s, int tile) const {
  auto& changed = state(s).changed;
  if (std::find(changed.begin(), changed.end(), tile) == changed.end()) changed.push_back(uint16_t(tile));
}

std::vector<int> FerriesModule::movableFerries(const State& s) {
  // Follow every road the placed tile extends, away from it, and stop at the first ferry on each
  // branch (RULES §4 step 4; on branching roads every ferry reached without passing another).
  std::vector<int> found;
  int placed = s.lastPlaced();
  const PlacedTile& pp = s.tiles()[size_t(placed)];
  const TileType& pt = s.catalog().types[pp.type];
  std::vector<std::pair<int, int>> pending;  // (tile, edge through which the road enters it)
  std::vector<uint8_t> seen(s.tiles().size(), 0);
  for (int e = 0; e < 4; ++e) {
    int seg = pt.edgeSeg[pp.rot][e];
    if (seg < 0 || pt.segments[size_t(seg)].kind != FeatureKind::Road) continue;
    int n = s.tileAt(pp.x + kEdgeDx[e], pp.y + kEdgeDy[e]);
    if (n >= 0) pending.push_back({n, opposite(e)});
  }
  while (!pending.empty()) {
    auto [t, entry] = pending.back();
    pending.pop_back();
    if (t == placed || (seen[size_t(t)] & (1 << entry))) continue;
    seen[size_t(t)] |= uint8_t(1 << entry);
    const PlacedTile& tp = s.tiles()[size_t(t)];
    const TileType& tt = s.catalog().types[tp.type];
    int seg = tt.edgeSeg[tp.rot][entry];
    if (seg < 0 || tt.segments[size_t(seg)].kind != FeatureKind::Road) continue;
    if (isLakeType(tt) && __builtin_popcount(tt.segments[size_t(seg)].edges) == 1) {
      // A jetty: with this lake's ferry on it, that ferry is reached (and not passed); without,
      // the road ends here. A lake tile's through road is an ordinary road and goes on.
      if (ferryOf(s, t) & (1 << entry))
        if (std::find(found.begin(), found.end(), t) == found.end()) found.push_back(t);
      continue;
    }
    for (int e = 0; e < 4; ++e) {
      if (e == entry || !(tt.segments[size_t(seg)].edges & (1 << ((e - tp.rot) & 3)))) continue;
      int n = s.tileAt(tp.x + kEdgeDx[e], tp.y + kEdgeDy[e]);
      if (n >= 0) pending.push_back({n, opposite(e)});
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

void FerriesModule::startMoving(State& s) const {
  std::vector<int> movable = movableFerries(s);
  FerriesState& st = state(s);
  st.movable.assign(movable.begin(), movable.end());
  st.phase = movable.empty() ? FerriesState::kIdle : FerriesState::kMove;
}

void FerriesModule::onStageStart(State& s, int stage) const {
  if (stage != 0) return;
  FerriesState& st = state(s);
  st.phase = FerriesState::kIdle;
  st.moved = 0;
  st.movable.clear();
  st.changed.clear();
  int placed = s.lastPlaced();
  // Step 3: a lake tile takes a new ferry (mandatory); then step 4, moving ferries.
  if (isLake(s, placed) && ferryOf(s, placed) == 0 && __builtin_popcount(jetties(s, placed)) >= 2)
    st.phase = FerriesState::kPlace;
  else
    startMoving(s);
}

bool FerriesModule::wantsStep(const State& s, int stage) const {
  return stage == 0 && state(s).phase != FerriesState::kIdle;
}

void FerriesModule::legalActions(const State& s, std::vector<Action>& out) const {
  out.clear();
  auto pairs = [&](int tile, int skip) {
    int j = jetties(s, tile);
    for (int a = 0; a < 4; ++a)
      for (int b = a + 1; b < 4; ++b) {
        int mask = (1 << a) | (1 << b);
        if ((j & mask) != mask || mask == skip) continue;
        Action act;
        act.kind = Action::Module;
        act.a = int16_t(tile);
        act.b = int16_t(mask);
        out.push_back(act);
      }
  };
  const FerriesState& st = state(s);
  if (st.phase == FerriesState::kPlace) {
    pairs(s.lastPlaced(), 0);
  } else if (st.phase == FerriesState::kMove) {
    Action done;  // leave the remaining ferries where they are
    done.kind = Action::Module;
    done.a = -1;
    out.push_back(done);
    for (int t : st.movable) pairs(t, ferryOf(s, t));
  }
}

void FerriesModule::apply(State& s, const Action& a) const {
  if (state(s).phase == FerriesState::kPlace) {
    setFerry(s, a.a, a.b);
    const PlacedTile& pt = s.tiles()[size_t(a.a)];
    const TileType& tt = s.catalog().types[pt.type];
    int segs[2], n = 0;
    for (int e = 0; e < 4 && n < 2; ++e)
      if (a.b & (1 << e)) segs[n++] = tt.edgeSeg[pt.rot][e];
    s.joinSegments(a.a, segs[0], segs[1]);
    noteChanged(s, a.a);
    startMoving(s);
    return;
  }
  if (a.a < 0) {
    state(s).phase = FerriesState::kIdle;
    return;
  }
  // Moving a ferry can cut a road in two: rebuild the features with the new links.
  noteChanged(s, a.a);
  setFerry(s, a.a, a.b);
  FerriesState& st = state(s);
  st.movable.erase(std::remove(st.movable.begin(), st.movable.end(), a.a), st.movable.end());
  ++st.moved;
  // Roads through this lake that were complete before the move, to say which ones it re-opens.
  const PlacedTile& lake = s.tiles()[size_t(a.a)];
  const TileType& lt = s.catalog().types[lake.type];
  std::vector<int> wasComplete;
  for (int e = 0; e < 4; ++e) {
    int seg = lt.edgeSeg[lake.rot][e];
    if (seg >= 0 && s.featureComplete(s.root(s.nodeOf(a.a, seg)))) wasComplete.push_back(seg);
  }
  s.rebuildFeatures();
  std::vector<int> noted;
  for (int seg : wasComplete) {
    int r = s.root(s.nodeOf(a.a, seg));
    if (s.featureComplete(r) || std::find(noted.begin(), noted.end(), r) != noted.end()) continue;
    noted.push_back(r);
    s.addNote(a.a, seg, "A ferry move re-opened a completed road");
  }
  if (state(s).movable.empty()) state(s).phase = FerriesState::kIdle;
}

void FerriesModule::relink(State& s) const {
  for (const auto& [t, mask] : state(s).ferries) {
    if (!isLake(s, t)) continue;
    const PlacedTile& pt = s.tiles()[t];
    const TileType& tt = s.catalog().types[pt.type];
    int segs[2], n = 0;
    for (int e = 0; e < 4 && n < 2; ++e)
      if (mask & (1 << e)) segs[n++] = tt.edgeSeg[pt.rot][e];
    if (n == 2 && segs[0] >= 0 && segs[1] >= 0) s.joinSegments(t, segs[0], segs[1]);
  }
}

void FerriesModule::completedCandidates(const State& s, std::vector<int>& roots) const {
  // Every jetty road of a lake whose ferry was placed or moved: closed roads and cut-off parts.
  for (int t : state(s).changed) {
    const PlacedTile& pt = s.tiles()[size_t(t)];
    const TileType& tt = s.catalog().types[pt.type];
    for (int e = 0; e < 4; ++e) {
      int seg = tt.edgeSeg[pt.rot][e];
      if (seg >= 0 && tt.segments[size_t(seg)].kind == FeatureKind::Road) roots.push_back(s.nodeOf(t, seg));
    }
    // The roads the jetties lead to on the neighbouring tiles are the same features.
  }
}

bool FerriesModule::actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const {
  out.kind = Action::Module;
  out.module = uint8_t(s.activeModule());
  const FerriesState& st = state(s);
  if (st.phase == FerriesState::kPlace) {
    int placed = s.lastPlaced();
    if (!move.contains("ferry")) {
      why = moveRefusal(
          Refused::Malformed, "ferry",
          "a lake tile takes a ferry joining two of its jetties, e.g. \"ferry\": [\"E\", \"W\"] (mandatory)");
      return false;
    }
    int mask = maskOf(move["ferry"]);
    if (mask < 0 || (jetties(s, placed) & mask) != mask) {
      why = moveRefusal(Refused::NoSuchAction, "ferry", "{0} is not two jetties of this lake (jetties: {1})",
                        {move["ferry"].dump().substr(0, 40), pairJson(jetties(s, placed)).dump()});
      return false;
    }
    out.a = int16_t(placed);
    out.b = int16_t(mask);
    return true;
  }
  // Moving: the n-th entry of move_ferries, then "done".
  json list = move.contains("move_ferries") ? move["move_ferries"] : json::array();
  if (!list.is_array()) {
    why = moveRefusal(Refused::Malformed, "move_ferries",
                      "must be a list of {\"at\": [x, y], \"ferry\": [\"N\", \"S\"]}");
    return false;
  }
  size_t index = st.moved;
  if (index >= list.size()) {
    out.a = -1;
    return true;
  }
  const json& m = list[index];
  std::string w = "move_ferries[" + std::to_string(index) + "]";
  if (!m.is_object() || !m.contains("at") || !m["at"].is_array() || m["at"].size() != 2 ||
      !m["at"][0].is_number_integer() || !m["at"][1].is_number_integer() || !m.contains("ferry")) {
    why = moveRefusal(Refused::Malformed, w, "must be {\"at\": [x, y], \"ferry\": [\"N\", \"S\"]}");
    return false;
  }
  int x = m["at"][0].get<int>(), y = m["at"][1].get<int>();
  int t = (std::abs(x) > kMaxCoord || std::abs(y) > kMaxCoord) ? -1 : s.tileAt(x, y);
  bool movable = t >= 0 && std::find(st.movable.begin(), st.movable.end(), t) != st.movable.end();
  if (!movable) {
    why = moveRefusal(Refused::ModuleRule, w,
                      "the ferry at [{0},{1}] cannot be moved this turn (only the first ferry reached along each road "
                      "the placed tile extends, on every branch, once per turn)",
                      {std::to_string(x), std::to_string(y)});
    return false;
  }
  int mask = maskOf(m["ferry"]);
  if (mask < 0 || (jetties(s, t) & mask) != mask) {
    why =
        moveRefusal(Refused::NoSuchAction, w, "{0} is not two jetties of that lake", {m["ferry"].dump().substr(0, 40)});
    return false;
  }
  if (mask == ferryOf(s, t)) {
    why = moveRefusal(Refused::NoSuchAction, w, "the ferry already joins those jetties");
    return false;
  }
  out.a = int16_t(t);
  out.b = int16_t(mask);
  return true;
}

void FerriesModule::addToMove(const State& s, const Action& a, json& move) const {
  if (state(s).phase == FerriesState::kPlace) {
    move["ferry"] = pairJson(a.b);
  } else if (a.a >= 0) {
    const PlacedTile& pt = s.tiles()[size_t(a.a)];
    json entry = {{"at", {pt.x, pt.y}}, {"ferry", pairJson(a.b)}};
    if (!move.contains("move_ferries")) move["move_ferries"] = json::array();
    move["move_ferries"].push_back(entry);
  }
}

bool FerriesModule::validateMove(const State& after, const json& move, Refusal& why) const {
  // Entries the turn never reached: ferry moves beyond those allowed, or a ferry on a tile
  // that has no lake.
  if (move.contains("move_ferries") && move["move_ferries"].is_array()) {
    size_t moved = state(after).moved;
    if (move["move_ferries"].size() > moved) {
      const json& m = move["move_ferries"][moved];
      std::string at = m.is_object() && m.contains("at") ? m["at"].dump().substr(0, 24) : "?";
      why = moveRefusal(Refused::ModuleRule, "move_ferries[" + std::to_string(moved) + "]",
                        "the ferry at {0} cannot be moved this turn (only the first ferry reached along each road the "
                        "placed tile extends, on every branch, once per turn)",
                        {at});
      return false;
    }
  }
  if (move.contains("ferry") && after.lastPlaced() >= 0 && !isLake(after, after.lastPlaced())) {
    why = moveRefusal(Refused::ModuleRule, "ferry", "only a lake tile takes a ferry");
    return false;
  }
  return true;
}

void FerriesModule::readBoardEntry(State& s, int tile, const json& entry, const std::string& where) const {
  if (!entry.contains("ferry")) return;
  if (!isLake(s, tile)) throw InputError(where + ".ferry", "only a lake tile carries a ferry");
  int mask = maskOf(entry["ferry"]);
  if (mask < 0 || (jetties(s, tile) & mask) != mask)
    throw InputError(where + ".ferry", "must name two jetties of the lake, e.g. [\"E\", \"W\"] (board orientation)");
  setFerry(s, tile, mask);
  relink(s);  // joins are idempotent: unite() of one feature only adjusts nothing
}

std::string FerriesModule::boardKeyProblem(const State& s, int tile, const std::string& key, const json& value) const {
  if (key != "ferry") return "";
  if (!isLake(s, tile)) return N_("Only a lake tile carries a ferry.");
  int mask = maskOf(value);
  if (mask < 0 || (jetties(s, tile) & mask) != mask) return N_("A ferry joins two jetties of the lake.");
  return "";
}

void FerriesModule::writeBoardEntry(const State& s, int tile, json& entry) const {
  if (ferryOf(s, tile)) entry["ferry"] = pairJson(ferryOf(s, tile));
}

bool FerriesModule::actionSpot(const State& s, const Action& a, int& tile, int& seg) const {
  if (a.a < 0) return false;
  (void)s;
  tile = a.a;
  seg = -1;
  return true;
}

void FerriesModule::actionPoint(const State&, const Action& a, float& dx, float& dy) const {
  static const float kMidX[4] = {0, 0.5f, 0, -0.5f}, kMidY[4] = {-0.5f, 0, 0.5f, 0};
  dx = dy = 0;
  for (int e = 0; e < 4; ++e)
    if (a.b & (1 << e)) {
      dx += kMidX[e] * 0.5f;
      dy += kMidY[e] * 0.5f;
    }
  // Two opposite jetties meet in the middle: keep their spots apart.
  if (a.b == 5) dx -= 0.1f;
  if (a.b == 10) dy += 0.1f;
}

void FerriesModule::pieces(const State& s, std::vector<Piece>& out) const {
  for (const auto& [t, mask] : state(s).ferries) out.push_back(Piece{"ferry", t, -1, mask});
}

}  // namespace carc

namespace carc {

std::string FerriesModule::prompt(const State& s) const {
  if (state(s).phase == FerriesState::kPlace)
    return N_("Put a ferry on the lake: click the pair of jetties it joins (mandatory).");
  // Said after the player's name ("You: Move a ferry? ..."), so it does not start with "You".
  return N_(
      "Move a ferry? The first ferry on each road you extended may be moved to join two other jetties of its "
      "lake (click a route), or left where it is.");
}

std::string FerriesModule::actionLabel(const State&, const Action& a) const {
  return a.a < 0 ? N_("Leave the ferries where they are") : "";
}

std::string FerriesModule::tileFeature(const TileType& t, const Translate& tr) const {
  return isLakeType(t) ? (tr ? tr("a lake") : "a lake") : "";
}

std::string FerriesModule::describeMove(const State&, const json& move, const Translate& tr) const {
  auto T = [&](const std::string& p) { return tr ? tr(p) : p; };
  auto sides = [&](const json& pair) -> std::vector<std::string> {
    if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() || !pair[1].is_string()) return {"?", "?"};
    return {sideInWords(pair[0].get<std::string>(), tr), sideInWords(pair[1].get<std::string>(), tr)};
  };
  std::string text;
  if (move.contains("ferry")) text += fillPhrase(T("; a ferry joins its {0} and {1} jetties"), sides(move["ferry"]));
  if (move.contains("move_ferries") && move["move_ferries"].is_array())
    for (const json& m : move["move_ferries"]) {
      if (!m.is_object() || !m.contains("at") || !m["at"].is_array() || m["at"].size() != 2 ||
          !m["at"][0].is_number_integer() || !m["at"][1].is_number_integer() || !m.contains("ferry"))
        continue;
      std::vector<std::string> v = sides(m["ferry"]);
      v.insert(v.begin(), squareInWords(m["at"][0].get<int>(), m["at"][1].get<int>(), tr));
      text += fillPhrase(T("; the ferry on the lake {0} now joins the {1} and {2} jetties"), v);
    }
  return text;
}

}  // namespace carc
