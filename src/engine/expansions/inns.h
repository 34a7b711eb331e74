// Inns & Cathedrals (RULES-EXPANSIONS.md §1) as a rules module: an inn beside a road and a
// cathedral in a city change what that road or city scores (2 a tile, 3 a tile and shield when
// completed; nothing when unfinished at the end), and each player has one large meeple, a
// follower that weighs 2 in every majority (a figure of its own, Module::figures).
//
// Rulings of RULES-EXPANSIONS §1 kept in data, not code (tests/rulings/inns-ruling-*.json):
// - Ruling (junction tile I03): its inn doubles only the east arm: `"inns": ["E"]` in
//   assets/tiles/inns.json (`["E", "W"]` would be the other reading).
// - Ruling (Winter W05): no inn; its frozen pond is decoration (winter.json has no "inns" key).
// In code: the signposts Rulings (onFeatureScored; the registry runs this module before
// signposts) and the gingerbread Ruling (the large meeple is one knight: State::figuresOn in the
// gingerbread module; a cathedral changes nothing there, since its payment is never a city scoring).
#pragma once
#include <string>
#include <vector>

#include "../module.h"

namespace carc {

// A tile's "inns" and "cathedrals": the road segments with an inn and the city segments with a
// cathedral (a bit per segment index), and the edges the manifest named them by.
struct InnTile : TileExtra {
  uint32_t innSegments = 0, cathedralSegments = 0;
  std::vector<uint8_t> innEdges, cathedralEdges;  // tile orientation
};

class InnsModule : public Module {
 public:
  static const InnsModule& instance();
  const char* name() const override { return "inns"; }
  void figures(std::vector<Figure>& out) const override;
  std::vector<std::string> tileKeys() const override { return {"inns", "cathedrals"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
  void onFeatureScored(const State& s, int root, bool endOfGame, ScoreEvent& e) const override;
  double botValue(const State& s, int player) const override;
  bool explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const override;
  std::string describeMove(const State& after, const json& move, const Translate& tr) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override;

  // Does the road or city whose root is `root` have an inn or a cathedral on one of its tiles?
  static bool marked(const State& s, int root);
  // The large meeple's index in the game's Catalog::figures, or -1 when the set is not played.
  static int largeFigure(const Catalog& c);
};

}  // namespace carc
