// The Abbot (with gardens), RULES-EXPANSIONS.md §3, as a rules module: each player has an abbot,
// a follower that stands only on a monastery or a garden (and a garden takes nothing else); a
// garden (tile key `garden: true`, inert without this set) is made a monastery-like feature of
// the game's tiles (adaptTile), so the core scores it as one: 9 when surrounded, 1 + neighbours at
// the end, nothing without a follower. Instead of placing a figure, a player may take the abbot
// back from a monastery or garden not yet surrounded and score 1 + its neighbours at once: the
// module's step after the meeple step, chosen in a move by "abbot_returns": [x, y].
#pragma once
#include <string>
#include <vector>

#include "../module.h"

namespace carc {

struct GardenTile : TileExtra {};

class AbbotModule : public Module {
 public:
  static const AbbotModule& instance();
  const char* name() const override { return "abbot"; }
  void figures(std::vector<Figure>& out) const override;
  std::shared_ptr<ModuleState> newState() const override;
  std::vector<std::string> tileKeys() const override { return {"garden"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
  void adaptTile(TileType& t) const override;
  bool allowsMeeple(const State& s, int tile, int seg, int figure) const override;
  bool wantsStep(const State& s, int stage) const override;
  void legalActions(const State& s, std::vector<Action>& out) const override;
  void apply(State& s, const Action& a) const override;
  bool actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const override;
  bool validateMove(const State& after, const json& move, Refusal& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  std::vector<std::string> moveKeys() const override { return {"abbot_returns"}; }
  void onFeatureScored(const State& s, int root, bool endOfGame, ScoreEvent& e) const override;
  bool explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const override;
  std::string prompt(const State& s) const override;
  std::string actionLabel(const State& s, const Action& a) const override;
  bool actionSpot(const State& s, const Action& a, int& tile, int& seg) const override;
  std::string describeMove(const State& after, const json& move, const Translate& tr) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override;
  const char* figureRole(const std::string& figure, FeatureKind kind, bool placing) const override;
  std::string featureName(const std::string& address, const Translate& tr) const override;
  void scoreKinds(std::vector<std::string>& kinds) const override { kinds.push_back("abbot"); }

  // Does the tile type have a garden (whether or not the set is played)?
  static bool hasGarden(const TileType& t);
  // The abbot's index in the game's Catalog::figures, or -1 when the set is not played.
  static int abbotFigure(const Catalog& c);
  // The placed tile holding the current player's abbot on a monastery or garden not yet
  // surrounded, or -1.
  static int returnableAbbot(const State& s);
};

}  // namespace carc
