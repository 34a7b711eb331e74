#include "abbot.h"

#include "engine/describe.h"
#include "engine/phrase.h"

namespace carc {

namespace {

std::string T(const Translate& tr, const std::string& phrase) { return tr ? tr(phrase) : phrase; }

std::string amount(const Translate& tr, int n, const char* one, const char* many) {
  return std::to_string(n) + " " + T(tr, n == 1 ? one : many);
}

// The turn whose take-back question was answered (so the step is asked once a turn).
struct AbbotState : ModuleStateOf<AbbotState> {
  int decidedTurn = -1;
  int returnedTurn = -1;  // the turn that took the abbot back
  bool operator==(const AbbotState& o) const { return decidedTurn == o.decidedTurn && returnedTurn == o.returnedTurn; }
};

// The abbot standing on `tile` (its segment), or -1.
int abbotSeg(const State& s, int tile) {
  int abbot = AbbotModule::abbotFigure(s.catalog());
  for (const Meeple& m : s.meeples())
    if (m.tile == tile && m.figure == abbot) return m.seg;
  return -1;
}

}  // namespace

const AbbotModule& AbbotModule::instance() {
  static const AbbotModule module;
  return module;
}

void AbbotModule::figures(std::vector<Figure>& out) const {
  // §0.2, §3.1: one abbot per player, weight 1, only on a monastery or a garden (never a farmer).
  Figure abbot;
  abbot.name = "abbot";
  abbot.count = 1;
  abbot.weight = 1;
  abbot.kinds = uint8_t(1 << int(FeatureKind::Monastery));
  abbot.noneLeft = N_("no abbot left in supply");
  out.push_back(abbot);
}

int AbbotModule::abbotFigure(const Catalog& c) { return c.figureOf(instance().name(), "abbot"); }

bool AbbotModule::hasGarden(const TileType& t) { return instance().tileData<GardenTile>(t) != nullptr; }

std::shared_ptr<const TileExtra> AbbotModule::readTile(const json& tile, TileType& t, const std::string& where) const {
  if (!tile.contains("garden")) return nullptr;
  if (!tile["garden"].is_boolean()) throw InputError(where + ".garden", "must be true or false");
  if (!tile["garden"].get<bool>()) return nullptr;
  if (t.monastery) throw InputError(where + ".garden", "a tile has a monastery or a garden, not both");
  return std::make_shared<GardenTile>();
}

void AbbotModule::writeTile(const TileType& t, json& tile) const {
  if (hasGarden(t)) tile["garden"] = true;
}

void AbbotModule::adaptTile(TileType& t) const {
  // §3.2: with the abbot in the game, a garden is a feature scored like a monastery (9 when
  // surrounded, 1 + neighbours at the end); §3.3: it lies in a field and splits nothing, so it is
  // a segment of its own after the fields. Without the set the key changes nothing.
  if (!hasGarden(t) || t.monasterySegment >= 0 || int(t.segments.size()) >= kMaxSegments) return;
  t.monasterySegment = int(t.segments.size());
  t.segments.push_back(Segment{FeatureKind::Monastery});
  t.monasteryName = "garden";
}

bool AbbotModule::allowsMeeple(const State& s, int tile, int seg, int figure) const {
  // §3.2: only an abbot may stand on a garden (the large meeple neither, §0.2).
  const TileType& t = s.catalog().types[s.tiles()[size_t(tile)].type];
  return !(hasGarden(t) && seg == t.monasterySegment) || figure == abbotFigure(s.catalog());
}

int AbbotModule::returnableAbbot(const State& s) {
  int abbot = abbotFigure(s.catalog());
  for (const Meeple& m : s.meeples())
    if (m.figure == abbot && m.player == s.currentPlayer() && s.node(s.root(s.nodeOf(m.tile, m.seg))).open > 0)
      return m.tile;
  return -1;
}

bool AbbotModule::wantsStep(const State& s, int stage) const {
  // §3.2: taking the abbot back is the turn's figure action: only when no figure went onto the
  // placed tile (a figure on it now was placed this turn), once a turn.
  // The figure stage (with P&D's fairy, princess and portal, one of them in a turn part).
  if (stage != kFigureStage || stateIn<AbbotState>(s)->decidedTurn == s.turn() || s.figureActionTaken()) return false;
  for (const Meeple& m : s.meeples())
    if (m.tile == s.lastPlaced()) return false;
  return returnableAbbot(s) >= 0;
}

void AbbotModule::legalActions(const State& s, std::vector<Action>& out) const {
  out.clear();
  Action keep;  // the abbot stays
  keep.kind = Action::Module;
  keep.a = -1;
  out.push_back(keep);
  int tile = returnableAbbot(s);
  if (tile < 0) return;
  Action back = keep;
  back.a = int16_t(tile);
  out.push_back(back);
}

std::shared_ptr<ModuleState> AbbotModule::newState() const { return std::make_shared<AbbotState>(); }

void AbbotModule::apply(State& s, const Action& a) const {
  AbbotState* st = mutableStateIn<AbbotState>(s);
  st->decidedTurn = s.turn();
  if (a.a < 0) return;
  st->returnedTurn = s.turn();
  s.takeFigureAction();
  // §3.2: the abbot, not the feature, scores 1 + the tiles on the 8 squares around it (the tile
  // placed this turn counts). Ruling (§5, fairy): no fairy bonus for it.
  int seg = abbotSeg(s, a.a);
  int r = s.root(s.nodeOf(a.a, seg));
  ScoreEvent e;
  e.move = s.turn();
  e.kind = "abbot";
  e.players = uint8_t(1u << s.currentPlayer());
  e.neighbors = 8 - s.node(r).open;
  e.points = 1 + e.neighbors;
  e.tile = uint16_t(a.a);
  e.seg = uint8_t(seg);
  s.addScore(e);
  s.returnMeeples(r);
}

bool AbbotModule::actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const {
  out.kind = Action::Module;
  out.module = uint8_t(s.activeModule());
  out.a = -1;
  if (!move.contains("abbot_returns")) return true;
  const json& at = move["abbot_returns"];
  if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer()) {
    why = moveRefusal(Refused::Malformed, "abbot_returns", "must be the square of your abbot, e.g. [1, 0]");
    return false;
  }
  int x = at[0].get<int>(), y = at[1].get<int>();
  int t = (std::abs(x) > kMaxCoord || std::abs(y) > kMaxCoord) ? -1 : s.tileAt(x, y);
  if (t < 0 || t != returnableAbbot(s)) {
    why = moveRefusal(Refused::ModuleRule, "abbot_returns",
                      "your abbot is not on a monastery or garden not yet surrounded at [{0},{1}]",
                      {std::to_string(x), std::to_string(y)});
    return false;
  }
  out.a = int16_t(t);
  return true;
}

bool AbbotModule::validateMove(const State& after, const json& move, Refusal& why) const {
  if (!move.contains("abbot_returns") || stateIn<AbbotState>(after)->returnedTurn == after.turn() - 1) return true;
  why =
      moveRefusal(Refused::ModuleRule, "abbot_returns",
                  "the abbot is taken back instead of placing a figure, from a monastery or garden not yet surrounded");
  return false;
}

void AbbotModule::addToMove(const State& s, const Action& a, json& move) const {
  if (a.a < 0) return;
  const PlacedTile& pt = s.tiles()[size_t(a.a)];
  move["abbot_returns"] = {pt.x, pt.y};
}

void AbbotModule::onFeatureScored(const State& s, int root, bool, ScoreEvent& e) const {
  const Node& n = s.node(root);
  if (n.kind == FeatureKind::Monastery && hasGarden(s.catalog().types[s.tiles()[n.tile].type])) e.kind = "garden";
}

bool AbbotModule::explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const {
  std::string kind = e.kind;
  if (kind == "garden") {
    what = T(tr, e.complete ? N_(" for a completed garden") : N_(" for an unfinished garden"));
    how = e.complete ? T(tr, N_("9 for the garden and its 8 neighbours"))
                     : "1 + " + amount(tr, e.neighbors, "neighbour", "neighbours");
    return true;
  }
  if (kind == "abbot") {
    what = T(tr, N_(" for taking the abbot back"));
    how = fillPhrase(T(tr, N_("the abbot returns: 1 + {0}")), {amount(tr, e.neighbors, "tile", "tiles")});
    return true;
  }
  return false;
}

std::string AbbotModule::prompt(const State&) const {
  return N_("Take your abbot back? It scores 1 + the tiles around it now (click it), or it stays.");
}

std::string AbbotModule::actionLabel(const State&, const Action& a) const {
  return a.a < 0 ? N_("Leave the abbot where it is") : "";
}

bool AbbotModule::actionSpot(const State& s, const Action& a, int& tile, int& seg) const {
  if (a.a < 0) return false;
  tile = a.a;
  seg = abbotSeg(s, a.a);
  return seg >= 0;
}

std::string AbbotModule::describeMove(const State& after, const json& move, const Translate& tr) const {
  std::string text;
  if (move.contains("figure") && move["figure"] == "abbot" && move.contains("meeple"))
    text += T(tr, N_(" (the abbot)"));
  const json* at = move.contains("abbot_returns") ? &move["abbot_returns"] : nullptr;
  if (at && at->is_array() && at->size() == 2 && (*at)[0].is_number_integer() && (*at)[1].is_number_integer())
    text += fillPhrase(T(tr, N_("; the abbot returns from {0}")),
                       {squareInWords((*at)[0].get<int>(), (*at)[1].get<int>(), tr)});
  (void)after;
  return text;
}

const char* AbbotModule::figureRole(const std::string& figure, FeatureKind, bool placing) const {
  if (figure != "abbot") return nullptr;
  return placing ? N_("Put the abbot in {0}") : N_("the abbot of {0} in {1}");
}

std::string AbbotModule::featureName(const std::string& address, const Translate& tr) const {
  return address == "garden" ? T(tr, N_("the garden")) : "";
}

std::string AbbotModule::tileFeature(const TileType& t, const Translate& tr) const {
  return hasGarden(t) ? T(tr, N_("a garden")) : "";
}

}  // namespace carc
