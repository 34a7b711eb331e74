// The Ferries (Mini #3), RULES.md §4, as a rules module. A lake tile's one-edge roads are jetties;
// a ferry joins two of them into one road. The module owns its state: where each ferry is, and
// what this turn's ferry steps have done.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "../module.h"

namespace carc {

// A tile with "lake": true.
struct LakeTile : TileExtra {};

struct FerriesState : ModuleStateOf<FerriesState> {
  enum Phase : uint8_t { kIdle = 0, kPlace = 1, kMove = 2 };
  std::vector<std::pair<uint16_t, uint8_t>> ferries;  // (lake tile, jetty edges, board orientation), by tile
  Phase phase = kIdle;
  uint16_t moved = 0;             // ferries moved this turn
  std::vector<uint16_t> movable;  // lake tiles whose ferry may still be moved this turn, sorted
  std::vector<uint16_t> changed;  // lake tiles whose ferry was placed or moved this turn
  bool operator==(const FerriesState& o) const {
    return ferries == o.ferries && phase == o.phase && moved == o.moved && movable == o.movable && changed == o.changed;
  }
};

class FerriesModule : public Module {
 public:
  static const FerriesModule& instance();
  const char* name() const override { return "ferries"; }
  std::shared_ptr<ModuleState> newState() const override { return std::make_shared<FerriesState>(); }
  std::vector<std::string> tileKeys() const override { return {"lake"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
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
  bool actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  bool validateMove(const State& after, const json& move, Refusal& why) const override;
  std::vector<std::string> moveKeys() const override { return {"ferry", "move_ferries"}; }
  std::vector<std::string> boardKeys() const override { return {"ferry"}; }
  void readBoardEntry(State& s, int tile, const json& entry, const std::string& where) const override;
  std::string boardKeyProblem(const State& s, int tile, const std::string& key, const json& value) const override;
  void writeBoardEntry(const State& s, int tile, json& entry) const override;
  bool actionSpot(const State& s, const Action& a, int& tile, int& seg) const override;
  void actionPoint(const State& s, const Action& a, float& dx, float& dy) const override;
  void pieces(const State& s, std::vector<Piece>& out) const override;
  std::string prompt(const State& s) const override;
  std::string actionLabel(const State& s, const Action& a) const override;
  std::string describeMove(const State& after, const json& move, const Translate& tr) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override;

  // Does this tile type have a lake?
  static bool isLakeType(const TileType& t) { return instance().tileData<LakeTile>(t) != nullptr; }
  static bool isLake(const State& s, int tile) { return isLakeType(s.catalog().types[s.tiles()[size_t(tile)].type]); }
  // The jetty edges (board orientation) the ferry on this lake tile joins, or 0.
  static int ferryOf(const State& s, int tile);
  // Lake tiles whose ferry may be moved this turn: along every road the placed tile extends, on
  // every branch, the first ferry reached (RULES §4 step 4; no cap).
  static std::vector<int> movableFerries(const State& s);
  // The jetty edges of a lake tile (board orientation), as a bit mask.
  static int jetties(const State& s, int tile);

 private:
  const FerriesState& state(const State& s) const { return *stateIn<FerriesState>(s); }
  FerriesState& state(State& s) const { return *mutableStateIn<FerriesState>(s); }
  void setFerry(State& s, int tile, int mask) const;
  void noteChanged(State& s, int tile) const;
  void startMoving(State& s) const;
};

}  // namespace carc
