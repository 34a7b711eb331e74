// The River (RULES.md §6) as a rules module: the spring starts the game, the river tiles come
// first and must continue the river without an immediate U-turn, then the lake ends it. The
// river is an edge kind of its own (it meets only river edges) and no feature: no meeple stands
// on it and it is never scored; the manifest's fields say where it separates the banks.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "../module.h"
#include "engine/phrase.h"

namespace carc {

// A tile's "river" edges (tile orientation) and whether it is the spring ("spring": true).
struct RiverTile : TileExtra {
  uint8_t edges = 0;
  bool spring = false;
};

// The river's open ends (read from the board, so a drawn position and played moves are the same:
// the tile at an open end shows which way the river last turned), and how often each tile type
// that fit nowhere has been put back under its pile since the river last grew.
struct RiverState : ModuleStateOf<RiverState> {
  std::vector<std::pair<uint16_t, uint8_t>> openEnds;   // (tile, board edge) where the river goes on
  std::vector<std::pair<uint16_t, uint16_t>> returned;  // (tile type, times) put back under its pile
  bool operator==(const RiverState& o) const { return openEnds == o.openEnds && returned == o.returned; }
};

class RiverModule : public Module {
 public:
  static const RiverModule& instance();
  const char* name() const override { return "river"; }
  std::shared_ptr<ModuleState> newState() const override { return std::make_shared<RiverState>(); }
  std::vector<std::string> tileKeys() const override { return {"river", "spring"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
  const char* edgeKindName() const override { return N_("river"); }
  bool customTileEdges(uint8_t edges, json& tile) const override;
  int startType(const Catalog& c) const override;
  void arrangeDeck(State& s) const override;
  bool restrictsPlacement() const override { return true; }
  Refusal placementProblem(const State& s, int type, int x, int y, int rot) const override;
  void setup(State& s) const override;
  void onTilePlaced(State& s, int tile) const override;
  bool takeUnplaceable(State& s, int type) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override {
    const char* what = isSpring(t)     ? N_("the river's spring")
                       : isRiverEnd(t) ? N_("the lake where the river ends")
                                       : N_("the river");
    return riverEdges(t) ? (tr ? tr(what) : what) : "";
  }

  // The river edges of a tile type (tile orientation), 0 for a tile without a river.
  static int riverEdges(const TileType& t) {
    const RiverTile* r = instance().tileData<RiverTile>(t);
    return r ? r->edges : 0;
  }
  static bool isSpring(const TileType& t) {
    const RiverTile* r = instance().tileData<RiverTile>(t);
    return r && r->spring;
  }
  // The lake that ends the river: a river tile with one river edge that is not the spring.
  static bool isRiverEnd(const TileType& t) {
    const RiverTile* r = instance().tileData<RiverTile>(t);
    return r && !r->spring && __builtin_popcount(r->edges) == 1;
  }

 private:
  // The rule of the river's course that this placement breaks, in words, or null.
  const char* courseProblem(const State& s, int type, int x, int y, int rot) const;
  const RiverState& state(const State& s) const { return *stateIn<RiverState>(s); }
  RiverState& state(State& s) const { return *mutableStateIn<RiverState>(s); }
};

}  // namespace carc
