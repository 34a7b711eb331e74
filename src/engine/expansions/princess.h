// The Princess & the Dragon (C2), RULES-EXPANSIONS.md §4, as a rules module. Tile keys:
// `volcano: true`, `dragon: true`, `portal: true` (the tile's symbol) and `princess: ["N"]` (the
// city segment touching that edge shows the princess).
//
// - The dragon (neutral) moves onto a volcano when it is placed; a dragon tile drawn while it is
//   not on the board is held aside (Module::holdsDrawn) and shuffled back when a volcano is placed.
//   After a dragon tile's figure step (the figure stage), the dragon makes 6 steps (stage 0,
//   before the ferries: Ruling §0.3), eating every figure on the tiles it enters.
// - The fairy (neutral) is moved next to one of your meeples instead of a figure action: +1 at the
//   start of your turn, +3 when that meeple's feature is scored (Module::afterFeatureScored); the
//   dragon never enters its tile.
// - The princess: placing a princess city joined to knights, one knight may be removed instead of
//   a figure action. The magic portal: a meeple on any unoccupied, incomplete feature instead.
// The figure alternatives are one step of the figure stage, chosen in a move by "fairy",
// "princess" or "portal"; the dragon's steps by "dragon": [[x, y], ...].
#pragma once
#include <string>
#include <vector>

#include "../module.h"

namespace carc {

struct PrincessTile : TileExtra {
  bool volcano = false, dragon = false, portal = false;
  int princessSeg = -1;   // the city segment showing the princess, or -1
  int princessEdge = -1;  // its edge in the manifest (tile orientation)
};

class PrincessModule : public Module {
 public:
  static const PrincessModule& instance();
  const char* name() const override { return "princess"; }
  std::shared_ptr<ModuleState> newState() const override;
  std::vector<std::string> tileKeys() const override { return {"volcano", "dragon", "portal", "princess"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
  bool holdsDrawn(State& s, int type) const override;
  void onTilePlaced(State& s, int tile) const override;
  bool allowsMeeple(const State& s, int tile, int seg, int figure) const override;
  bool wantsStep(const State& s, int stage) const override;
  int actingPlayer(const State& s) const override { return dragonMoving(s) ? dragonMover(s) : -1; }
  void legalActions(const State& s, std::vector<Action>& out) const override;
  void apply(State& s, const Action& a) const override;
  void afterFeatureScored(State& s, int root, bool endOfGame) const override;
  bool actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const override;
  bool validateMove(const State& after, const json& move, Refusal& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  std::vector<std::string> moveKeys() const override { return {"fairy", "princess", "portal", "dragon"}; }
  std::vector<std::string> boardKeys() const override { return {"dragon", "fairy"}; }
  void readBoardEntry(State& s, int tile, const json& entry, const std::string& where) const override;
  void writeBoardEntry(const State& s, int tile, json& entry) const override;
  std::vector<std::string> scenarioKeys() const override { return {"held_dragon_tiles"}; }
  std::vector<std::string> deckKeys() const override { return {"held_dragon_tiles"}; }
  void readScenario(State& s, const json& scenario, const std::string& where) const override;
  void writeScenario(const State& s, json& scenario) const override;
  double botValue(const State& s, int player) const override;
  bool explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const override;
  std::string prompt(const State& s) const override;
  std::string actionLabel(const State& s, const Action& a) const override;
  std::string stepWords(const State& s, const Action& a, bool you) const override;
  bool actionSpot(const State& s, const Action& a, int& tile, int& seg) const override;
  void pieces(const State& s, std::vector<Piece>& out) const override;
  std::string describeMove(const State& after, const json& move, const Translate& tr) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override;
  void scoreKinds(std::vector<std::string>& kinds) const override { kinds.push_back("fairy"); }

  // What the tile type shows of this set (null when nothing).
  static const PrincessTile* data(const TileType& t);
  // The placed tile where the dragon / the fairy stands, or -1 (also when the set is not played).
  static int dragonTile(const State& s);
  static int fairyTile(const State& s);
  // The meeple (index into State::meeples) the fairy stands next to, or -1.
  static int fairyMeeple(const State& s);
  // Is the dragon moving now (its step is the current one)?
  static bool dragonMoving(const State& s);
  // The dragon tiles held back until the first volcano (§4.2), as tile types (catalog indices).
  static std::vector<int> heldTiles(const State& s);
  size_t heldInBag(const State& s) const override;
  // The player who chooses the dragon's next step (the active player first, then clockwise), or -1.
  static int dragonMover(const State& s);
  // Kinds of choice of the module's actions (Action::a).
  enum Choice { kNothing = 0, kFairy = 1, kPrincess = 2, kPortal = 3, kDragon = 4 };
};

}  // namespace carc
