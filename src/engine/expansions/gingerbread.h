// The Gingerbread Man (Winter Edition mini-expansion), RULES.md §3, as a rules module.
#pragma once
#include "../module.h"

namespace carc {

class GingerbreadModule : public Module {
 public:
  const char* name() const override { return "gingerbread"; }
  int dataBase() const override { return 0; }
  void setup(State& s) const override;
  void beforeCompletedScored(State& s, int root) const override;
  void onTurnScored(State& s) const override;
  bool wantsStep(const State& s, int stage) const override;
  void legalActions(const State& s, std::vector<Action>& out) const override;
  void apply(State& s, const Action& a) const override;
  bool actionFromMove(const State& s, const json& move, Action& out, std::string& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  bool validateMove(const State& after, const json& move, std::string& why) const override;
  std::vector<std::string> moveKeys() const override { return {"gingerbread"}; }
  std::vector<std::string> scenarioKeys() const override { return {"gingerbread"}; }
  void readScenario(State& s, const json& scenario, const std::string& where) const override;
  void writeScenario(const State& s, json& scenario) const override;
  bool actionSpot(const State& s, const Action& a, int& tile, int& seg) const override;
  void pieces(const State& s, std::vector<Piece>& out) const override;
  double botValue(const State& s, int player) const override;
  std::string prompt(const State&) const override {
    return "Move the gingerbread man: click a highlighted city. Knights in the city it leaves score 1 point per "
           "tile each.";
  }

  // Where the figure stands: (tile, segment), or tile -1 when it is beside the board.
  static int figureTile(const State& s) { return s.moduleData()[kTile]; }
  static int figureSeg(const State& s) { return s.moduleData()[kSeg]; }

 private:
  enum Slot { kTile = 0, kSeg = 1, kPending = 2, kMovedOnTurn = 3 };
  enum Pending { kNone = 0, kGingerbreadTile = 1, kCityCompleted = 2 };
  static void place(State& s, int tile, int seg);
  // Rule 2: every player with knights in the figure's city scores knights x tiles.
  static void payKnights(State& s, int root);
};

}  // namespace carc
