#include "traders.h"

#include <algorithm>

#include "engine/describe.h"
#include "engine/phrase.h"

namespace carc {

const char* const TradersModule::kKindNames[TradersModule::kKinds] = {N_("wine"), N_("grain"), N_("cloth")};

namespace {

std::string T(const Translate& tr, const std::string& phrase) { return tr ? tr(phrase) : phrase; }

// The tokens each player holds, the cities completed this part (tokens still to hand out), and
// the builder's double turn: the move whose tile extended a builder's road or city, the move that
// is a second part, and the move whose "take a second tile?" was answered.
struct TradersState : ModuleStateOf<TradersState> {
  std::vector<std::array<int, TradersModule::kKinds>> tokens;
  std::vector<int> completedCities;  // roots, in the order they were scored
  int triggeredMove = -1, secondPartMove = -1, decidedMove = -1;
  bool operator==(const TradersState& o) const {
    return tokens == o.tokens && completedCities == o.completedCities && triggeredMove == o.triggeredMove &&
           secondPartMove == o.secondPartMove && decidedMove == o.decidedMove;
  }
};

// The builder's choice: 0 takes the second tile (listed first: bots take it), 1 declines it.
constexpr int kTake = 0, kDecline = 1;

// Goods symbols of each kind in the city whose root is `r` (each segment of the city once).
std::array<int, TradersModule::kKinds> goodsIn(const State& s, int r) {
  std::array<int, TradersModule::kKinds> n{};
  int node = r;
  do {
    const Node& nd = s.node(node);
    const TileType& t = s.catalog().types[s.tiles()[nd.tile].type];
    if (const GoodsTile* g = TradersModule::goodsOf(t))
      for (const GoodsTile::Goods& x : g->goods)
        if (x.seg == nd.seg) n[x.kind] += x.count;
    node = nd.next;
  } while (node != r);
  return n;
}

}  // namespace

const TradersModule& TradersModule::instance() {
  static const TradersModule module;
  return module;
}

void TradersModule::figures(std::vector<Figure>& out) const {
  // §0.2, §2.3, §2.4: a builder and a pig per player; neither is a follower (weight 0, never in a
  // majority); the builder on a road or city, the pig in a field, each only where its owner
  // already has a follower (the core's rule for a figure that is no follower).
  Figure builder;
  builder.name = "builder";
  builder.count = 1;
  builder.weight = 0;
  builder.follower = false;
  builder.kinds = uint8_t((1 << int(FeatureKind::Road)) | (1 << int(FeatureKind::City)));
  builder.noneLeft = N_("no builder left in supply");
  out.push_back(builder);
  Figure pig;
  pig.name = "pig";
  pig.count = 1;
  pig.weight = 0;
  pig.follower = false;
  pig.kinds = uint8_t(1 << int(FeatureKind::Field));
  pig.noneLeft = N_("no pig left in supply");
  out.push_back(pig);
}

int TradersModule::builderFigure(const Catalog& c) { return c.figureOf(instance().name(), "builder"); }
int TradersModule::pigFigure(const Catalog& c) { return c.figureOf(instance().name(), "pig"); }

const GoodsTile* TradersModule::goodsOf(const TileType& t) { return instance().tileData<GoodsTile>(t); }

std::shared_ptr<ModuleState> TradersModule::newState() const { return std::make_shared<TradersState>(); }

int TradersModule::tokens(const State& s, int player, int kind) {
  const TradersState* st = instance().stateIn<TradersState>(s);
  if (!st || size_t(player) >= st->tokens.size()) return 0;
  return st->tokens[size_t(player)][size_t(kind)];
}

bool TradersModule::inSecondPart(const State& s) {
  const TradersState* st = instance().stateIn<TradersState>(s);
  return st && st->secondPartMove == s.turn();
}

std::shared_ptr<const TileExtra> TradersModule::readTile(const json& tile, TileType& t,
                                                         const std::string& where) const {
  if (!tile.contains("goods")) return nullptr;
  const json& list = tile["goods"];
  std::string w = where + ".goods";
  if (!list.is_array() || list.size() > 4) throw InputError(w, "must be a list of at most 4 goods symbols");
  auto extra = std::make_shared<GoodsTile>();
  for (size_t i = 0; i < list.size(); ++i) {
    std::string wi = w + "[" + std::to_string(i) + "]";
    const json& g = list[i];
    if (!g.is_object() || !g.contains("edge") || !g.contains("kind"))
      throw InputError(wi, "must be {\"edge\": \"N\", \"kind\": \"wine\"}");
    for (auto it = g.begin(); it != g.end(); ++it)
      if (it.key() != "edge" && it.key() != "kind" && it.key() != "count")
        throw InputError(wi + "." + it.key(), "is not a key of a goods symbol (edge, kind, count)");
    int edge = g["edge"].is_string() ? parseEdge(g["edge"].get<std::string>()) : -1;
    if (edge < 0) throw InputError(wi + ".edge", "is not an edge (N, E, S, W)");
    int kind = -1;
    for (int k = 0; k < kKinds; ++k)
      if (g["kind"] == kKindNames[k]) kind = k;
    if (kind < 0) throw InputError(wi + ".kind", "must be wine, grain or cloth");
    int count = 1;
    if (g.contains("count")) {
      if (!g["count"].is_number_integer() || g["count"].get<int>() < 1 || g["count"].get<int>() > 9)
        throw InputError(wi + ".count", "must be a number from 1 to 9");
      count = g["count"].get<int>();
    }
    int seg = -1;
    for (size_t k = 0; k < t.segments.size(); ++k)
      if (t.segments[k].kind == FeatureKind::City && (t.segments[k].edges & (1 << edge))) seg = int(k);
    if (seg < 0) throw InputError(wi + ".edge", "goods are shown in a city; this edge has none");
    extra->goods.push_back(GoodsTile::Goods{uint8_t(seg), uint8_t(edge), uint8_t(kind), uint8_t(count)});
  }
  if (extra->goods.empty()) return nullptr;
  return extra;
}

void TradersModule::writeTile(const TileType& t, json& tile) const {
  const GoodsTile* g = goodsOf(t);
  if (!g) return;
  json out = json::array();
  for (const GoodsTile::Goods& x : g->goods) {
    json e = {{"edge", edgeName(x.edge)}, {"kind", kKindNames[x.kind]}};
    if (x.count != 1) e["count"] = x.count;
    out.push_back(e);
  }
  tile["goods"] = out;
}

bool TradersModule::allowsMeeple(const State& s, int tile, int seg, int figure) const {
  // §2.3 (JCZ): never a builder on a road or city that the placed tile completes.
  if (figure != builderFigure(s.catalog())) return true;
  return s.node(s.root(s.nodeOf(tile, seg))).open != 0;
}

void TradersModule::onTilePlaced(State& s, int tile) const {
  // §2.3: the double turn is judged when the tile is placed: it extends a road or city that holds
  // the player's builder (placed on an earlier tile: no figure stands on this one yet). Only the
  // first part of a turn: never a third tile.
  TradersState* st = mutableStateIn<TradersState>(s);
  st->completedCities.clear();
  if (st->secondPartMove == s.turn()) return;
  int builder = builderFigure(s.catalog());
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  const TileType& tt = s.catalog().types[pt.type];
  for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
    FeatureKind k = tt.segments[seg].kind;
    if (k != FeatureKind::Road && k != FeatureKind::City) continue;
    int r = s.root(s.nodeOf(tile, int(seg)));
    for (const Meeple& m : s.meeples())
      if (m.figure == builder && m.player == s.currentPlayer() && s.root(s.nodeOf(m.tile, m.seg)) == r)
        st->triggeredMove = s.turn();
  }
}

void TradersModule::beforeCompletedScored(State& s, int root) const {
  // §2.2: a completed city hands out its goods (after its scoring, in onTurnScored), knights or not.
  if (s.node(root).kind != FeatureKind::City) return;
  std::array<int, kKinds> n = goodsIn(s, root);
  if (n[0] + n[1] + n[2] == 0) return;
  mutableStateIn<TradersState>(s)->completedCities.push_back(root);
}

void TradersModule::onTurnScored(State& s) const {
  TradersState* st = mutableStateIn<TradersState>(s);
  // §2.2: the player who placed the completing tile takes one token per symbol (the active
  // player, also in a builder's second part; §5: whatever happened to the knights).
  if (st->tokens.size() < size_t(s.players())) st->tokens.resize(size_t(s.players()));
  std::vector<int> cities = std::move(st->completedCities);
  st->completedCities.clear();
  for (int r : cities) {
    std::array<int, kKinds> n = goodsIn(s, r);
    ScoreEvent e;
    e.move = s.turn();
    e.kind = "goods";
    e.players = uint8_t(1u << s.currentPlayer());
    e.points = 0;
    e.tile = s.node(r).tile;
    e.seg = s.node(r).seg;
    e.group = "goods";
    for (int k = 0; k < kKinds; ++k) {
      st->tokens[size_t(s.currentPlayer())][size_t(k)] += n[size_t(k)];
      e.extraKeys[size_t(k)] = kKindNames[k];
      e.extraValues[size_t(k)] = n[size_t(k)];
    }
    s.addScore(e);
  }
  // §2.3, §2.6 (Ferries): a builder or pig whose owner has no follower left on its road, city or
  // field goes home (a ferry move cut it off; scoring already returned every figure it scored).
  for (;;) {
    int stray = -1;
    for (size_t i = 0; i < s.meeples().size() && stray < 0; ++i) {
      const Meeple& m = s.meeples()[i];
      if (s.catalog().figures[m.figure].follower) continue;
      if (s.node(s.root(s.nodeOf(m.tile, m.seg))).meeples[m.player] == 0) stray = int(i);
    }
    if (stray < 0) break;
    const Meeple m = s.meeples()[size_t(stray)];
    s.returnFigure(stray);
    s.addNote(m.tile, m.seg, N_("a builder or pig goes home: its owner has no follower left there"));
  }
}

bool TradersModule::wantsStep(const State& s, int stage) const {
  // §2.3 Ruling: the second tile is optional, so the player is asked; an empty pile gives none.
  const TradersState* st = stateIn<TradersState>(s);
  return stage == 1 && st->triggeredMove == s.turn() && st->decidedMove != s.turn() && !s.bag().empty();
}

void TradersModule::legalActions(const State&, std::vector<Action>& out) const {
  out.clear();
  Action take;
  take.kind = Action::Module;
  take.a = kTake;
  out.push_back(take);
  Action decline = take;
  decline.a = kDecline;
  out.push_back(decline);
}

void TradersModule::apply(State& s, const Action& a) const {
  TradersState* st = mutableStateIn<TradersState>(s);
  st->decidedMove = s.turn();
  if (a.a == kTake) st->secondPartMove = s.turn() + 1;
}

bool TradersModule::anotherPart(const State& s) const {
  const TradersState* st = stateIn<TradersState>(s);
  return st->secondPartMove == s.turn() + 1;
}

void TradersModule::onFinish(State& s) const {
  // §2.4: a pig's owner who wins or ties a field scores 4 per completed city instead of 3: the
  // field's own event pays 3, this one the 1 more (farmers score after this hook).
  int pig = pigFigure(s.catalog());
  for (const Meeple& m : s.meeples()) {
    if (m.figure != pig) continue;
    int r = s.root(s.nodeOf(m.tile, m.seg));
    ScoreEvent field = s.featureScore(r, true);
    if (!(field.players & (1u << m.player)) || field.cities == 0) continue;
    ScoreEvent e;
    e.kind = "pig";
    e.players = uint8_t(1u << m.player);
    e.cities = field.cities;
    e.points = field.cities;
    e.group = "pig";
    e.extraKeys[0] = "cities";
    e.extraValues[0] = field.cities;
    e.tile = m.tile;
    e.seg = m.seg;
    s.addScore(e);
  }
  // §2.2: for each kind, the player(s) with the most tokens score 10 (a tie: all of them); a
  // player with none of a kind never scores it.
  const TradersState* st = stateIn<TradersState>(s);
  for (int k = 0; k < kKinds; ++k) {
    int most = 0;
    for (int p = 0; p < s.players(); ++p) most = std::max(most, tokens(s, p, k));
    if (most == 0) continue;
    ScoreEvent e;
    e.kind = "goods";
    e.points = 10;
    e.group = "goods";
    e.extraKeys[0] = kKindNames[k];
    e.extraValues[0] = most;
    for (int p = 0; p < s.players(); ++p)
      if (tokens(s, p, k) == most) e.players |= uint8_t(1u << p);
    s.addScore(e);
  }
  (void)st;
}

bool TradersModule::actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const {
  out.kind = Action::Module;
  out.module = uint8_t(s.activeModule());
  out.a = kTake;
  if (!move.contains("second_tile")) return true;
  if (!move["second_tile"].is_boolean()) {
    why = moveRefusal(Refused::Malformed, "second_tile", "must be true (take the builder's second tile) or false");
    return false;
  }
  out.a = move["second_tile"].get<bool>() ? kTake : kDecline;
  return true;
}

bool TradersModule::validateMove(const State& after, const json& move, Refusal& why) const {
  if (!move.contains("second_tile") || stateIn<TradersState>(after)->decidedMove == after.turn() - 1) return true;
  why = moveRefusal(Refused::ModuleRule, "second_tile",
                    "a second tile is offered only when the placed tile extends a road or city holding your builder, "
                    "in the first part of a turn, while tiles are left");
  return false;
}

void TradersModule::addToMove(const State&, const Action& a, json& move) const {
  if (a.a == kDecline) move["second_tile"] = false;
}

void TradersModule::readScenario(State& s, const json& scenario, const std::string& where) const {
  TradersState* st = mutableStateIn<TradersState>(s);
  // A position between the two parts of a builder's turn: the part to play is the second, so its
  // tile cannot give a third (§2.3, once per turn).
  if (scenario.contains("second_part")) {
    if (!scenario["second_part"].is_boolean()) throw InputError(where + ".second_part", "must be true or false");
    if (scenario["second_part"].get<bool>()) st->secondPartMove = s.turn();
  }
  // Absent: the tokens stay as a new game has them (none yet), so a saved game reloads to the same state.
  if (!scenario.contains("goods_tokens")) return;
  st->tokens.assign(size_t(s.players()), {});
  const json& g = scenario["goods_tokens"];
  std::string w = where + ".goods_tokens";
  if (!g.is_array() || g.size() != size_t(s.players()))
    throw InputError(w, "must list each player's tokens as [wine, grain, cloth]");
  for (size_t p = 0; p < g.size(); ++p) {
    if (!g[p].is_array() || g[p].size() != size_t(kKinds))
      throw InputError(w + "[" + std::to_string(p) + "]", "must be [wine, grain, cloth]");
    for (size_t k = 0; k < size_t(kKinds); ++k) {
      if (!g[p][k].is_number_integer() || g[p][k].get<int>() < 0 || g[p][k].get<int>() > 20)
        throw InputError(w + "[" + std::to_string(p) + "][" + std::to_string(k) + "]", "must be 0 to 20");
      st->tokens[p][k] = g[p][k].get<int>();
    }
  }
}

void TradersModule::writeScenario(const State& s, json& scenario) const {
  const TradersState* st = stateIn<TradersState>(s);
  bool any = false;
  json out = json::array();
  for (int p = 0; p < s.players(); ++p) {
    json row = json::array();
    for (int k = 0; k < kKinds; ++k) {
      row.push_back(tokens(s, p, k));
      any = any || tokens(s, p, k) > 0;
    }
    out.push_back(row);
  }
  if (any) scenario["goods_tokens"] = out;
  if (st && st->secondPartMove == s.turn() && s.step() == Step::PlaceTile) scenario["second_part"] = true;
}

double TradersModule::botValue(const State& s, int player) const {
  // Tokens towards a majority: a share of the 10 points a kind is worth, more for a lead.
  double v = 0;
  for (int k = 0; k < kKinds; ++k) {
    int mine = tokens(s, player, k), best = 0;
    for (int p = 0; p < s.players(); ++p)
      if (p != player) best = std::max(best, tokens(s, p, k));
    if (mine > best)
      v += 6.0;
    else if (mine > 0 && mine == best)
      v += 3.0;
    v += 0.5 * mine;
  }
  return v;
}

bool TradersModule::explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const {
  std::string kind = e.kind;
  if (kind == "goods" && e.move >= 0) {
    what = T(tr, N_(" in trade goods for completing a city"));
    std::string list;
    for (int k = 0; k < kKinds; ++k) {
      if (e.extraValues[size_t(k)] == 0) continue;
      if (!list.empty()) list += ", ";
      list += std::to_string(e.extraValues[size_t(k)]) + " " + T(tr, kKindNames[k]);
    }
    how = fillPhrase(T(tr, N_("the player who placed the tile takes {0}")), {list});
    return true;
  }
  if (kind == "goods") {
    what = T(tr, N_(" for the most trade goods of a kind"));
    how = fillPhrase(T(tr, N_("10 for the most {0} ({1} tokens)")),
                     {T(tr, e.extraKeys[0] ? e.extraKeys[0] : ""), std::to_string(e.extraValues[0])});
    return true;
  }
  if (kind == "pig") {
    what = T(tr, N_(" for the pig in a field"));
    how = fillPhrase(T(tr, N_("1 more per completed city ({0}): 4 a city instead of 3")), {std::to_string(e.cities)});
    return true;
  }
  return false;
}

std::string TradersModule::prompt(const State&) const {
  return N_("Your tile extended your builder's road or city: take a second tile now, or decline it.");
}

std::string TradersModule::actionLabel(const State&, const Action& a) const {
  return a.a == kTake ? N_("Take a second tile") : N_("Decline the second tile");
}

std::string TradersModule::describeMove(const State&, const json& move, const Translate& tr) const {
  std::string text;
  if (move.contains("figure") && move.contains("meeple")) {
    if (move["figure"] == "builder") text += T(tr, N_(" (the builder)"));
    if (move["figure"] == "pig") text += T(tr, N_(" (the pig)"));
  }
  if (move.contains("second_tile") && move["second_tile"] == false) text += T(tr, N_("; no second tile"));
  return text;
}

const char* TradersModule::figureRole(const std::string& figure, FeatureKind kind, bool placing) const {
  if (figure == "pig") return placing ? N_("Put the pig in {0}") : N_("the pig of {0} in {1}");
  if (figure != "builder") return nullptr;
  if (kind == FeatureKind::Road) return placing ? N_("Put the builder on {0}") : N_("the builder of {0} on {1}");
  return placing ? N_("Put the builder in {0}") : N_("the builder of {0} in {1}");
}

std::string TradersModule::tileFeature(const TileType& t, const Translate& tr) const {
  const GoodsTile* g = goodsOf(t);
  if (!g) return "";
  return fillPhrase(T(tr, N_("a goods symbol ({0})")), {T(tr, kKindNames[g->goods[0].kind])});
}

}  // namespace carc
