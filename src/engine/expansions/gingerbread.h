// The Gingerbread Man (Winter Edition mini-expansion), RULES.md §3, as a rules module.
#pragma once
#include "../module.h"
#include "engine/phrase.h"

namespace carc {

// A tile with "gingerbread": true (the symbol that moves the figure).
struct GingerbreadTile : TileExtra {};

struct GingerbreadState : ModuleStateOf<GingerbreadState> {
  enum Pending : uint8_t { kNone = 0, kGingerbreadTile = 1, kCityCompleted = 2 };
  int16_t tile = -1;  // where the figure stands: a placed tile and its city segment; -1 beside the board
  uint8_t seg = 0;
  Pending pending = kNone;  // why the figure must move after this turn's scoring
  int movedOnTurn = 0;      // turn + 1 of its last move (checks a move's "gingerbread" key)
  bool operator==(const GingerbreadState& o) const {
    return tile == o.tile && seg == o.seg && pending == o.pending && movedOnTurn == o.movedOnTurn;
  }
};

class GingerbreadModule : public Module {
 public:
  static const GingerbreadModule& instance();
  const char* name() const override { return "gingerbread"; }
  std::shared_ptr<ModuleState> newState() const override { return std::make_shared<GingerbreadState>(); }
  std::vector<std::string> tileKeys() const override { return {"gingerbread"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType&, json& tile) const override { tile["gingerbread"] = true; }
  bool explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const override;
  void setup(State& s) const override;
  void beforeCompletedScored(State& s, int root) const override;
  void onTurnScored(State& s) const override;
  bool wantsStep(const State& s, int stage) const override;
  void legalActions(const State& s, std::vector<Action>& out) const override;
  void apply(State& s, const Action& a) const override;
  bool actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  bool validateMove(const State& after, const json& move, Refusal& why) const override;
  std::vector<std::string> moveKeys() const override { return {"gingerbread"}; }
  std::vector<std::string> scenarioKeys() const override { return {"gingerbread"}; }
  void readScenario(State& s, const json& scenario, const std::string& where) const override;
  void writeScenario(const State& s, json& scenario) const override;
  bool actionSpot(const State& s, const Action& a, int& tile, int& seg) const override;
  void pieces(const State& s, std::vector<Piece>& out) const override;
  double botValue(const State& s, int player) const override;
  std::string describeMove(const State& after, const json& move, const Translate& tr) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override;
  void scoreKinds(std::vector<std::string>& kinds) const override { kinds.push_back("gingerbread"); }
  std::string prompt(const State& s) const override {
    // Rule 4 and RULES §6's ruling with the River: beside the board, it enters and pays nothing.
    if (figureTile(s) < 0)
      return N_(
          "Put the gingerbread man into a city: click a highlighted city. It comes from beside the board and "
          "scores nothing.");
    return N_(
        "Move the gingerbread man: click a highlighted city. Knights in the city it leaves score 1 point per "
        "tile each.");
  }

  // Where the figure stands: (tile, segment), or tile -1 when it is beside the board (or the
  // module is not in the game).
  static int figureTile(const State& s) {
    const GingerbreadState* st = instance().stateIn<GingerbreadState>(s);
    return st ? st->tile : -1;
  }
  static int figureSeg(const State& s) {
    const GingerbreadState* st = instance().stateIn<GingerbreadState>(s);
    return st ? st->seg : 0;
  }
  static bool isGingerbreadType(const TileType& t) { return instance().tileData<GingerbreadTile>(t) != nullptr; }

 private:
  const GingerbreadState& state(const State& s) const { return *stateIn<GingerbreadState>(s); }
  GingerbreadState& state(State& s) const { return *mutableStateIn<GingerbreadState>(s); }
  void place(State& s, int tile, int seg) const;
  // Rule 2: every player with knights in the figure's city scores knights x tiles.
  void payKnights(State& s, int root) const;
};

}  // namespace carc
