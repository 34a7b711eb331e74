// The Ferries (Mini #3), RULES.md §4, as a rules module. A lake tile's one-edge roads are jetties;
// a ferry (stored as the bit mask of its two jetty edges, board orientation, in PlacedTile::ext[0])
// joins two of them into one road.
#pragma once
#include "../module.h"

namespace carc {

class FerriesModule : public Module {
 public:
  const char* name() const override { return "ferries"; }
  int dataBase() const override { return kPhase; }
  void setup(State& s) const override;
  void onStageStart(State& s, int stage) const override;
  bool wantsStep(const State& s, int stage) const override;
  void legalActions(const State& s, std::vector<Action>& out) const override;
  void apply(State& s, const Action& a) const override;
  void relink(State& s) const override;
  int linkedEdges(const State& s, int tile, int edge) const override {
    int f = ferryOf(s, tile);
    return (f & (1 << edge)) ? f & ~(1 << edge) : 0;  // across the lake to the ferry's other jetty
  }
  void completedCandidates(const State& s, std::vector<int>& roots) const override;
  bool actionFromMove(const State& s, const json& move, Action& out, std::string& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  bool validateMove(const State& after, const json& move, std::string& why) const override;
  std::vector<std::string> moveKeys() const override { return {"ferry", "move_ferries"}; }
  std::vector<std::string> boardKeys() const override { return {"ferry"}; }
  void readBoardEntry(State& s, int tile, const json& entry, const std::string& where) const override;
  void writeBoardEntry(const State& s, int tile, json& entry) const override;
  bool actionSpot(const State& s, const Action& a, int& tile, int& seg) const override;
  void actionPoint(const State& s, const Action& a, float& dx, float& dy) const override;
  void pieces(const State& s, std::vector<Piece>& out) const override;
  std::string prompt(const State& s) const override;
  std::string actionLabel(const State& s, const Action& a) const override;

  static int ferryOf(const State& s, int tile) { return s.tiles()[size_t(tile)].ext[0]; }
  // Lake tiles whose ferry may be moved this turn (the first ferry along each extended road).
  static std::vector<int> movableFerries(const State& s);
  // The jetty edges of a lake tile (board orientation), as a bit mask.
  static int jetties(const State& s, int tile);

 private:
  // moduleData slots: phase, ferries moved this turn, 4 movable lakes, 5 lakes changed this turn.
  enum Slot { kPhase = 4, kMoved = 5, kMovable = 6, kChanged = 10 };
  enum Phase { kIdle = 0, kPlace = 1, kMove = 2 };
  static void setFerry(State& s, int tile, int mask);
  static void noteChanged(State& s, int tile);
  static void startMoving(State& s);
};

}  // namespace carc
