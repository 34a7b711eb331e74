// Traders & Builders (RULES-EXPANSIONS.md §2) as a rules module:
// - trade goods: a city segment may show goods symbols (tile key `goods`: wine, grain, cloth); the
//   player who places the tile completing a city during the game takes one token per symbol in it
//   (an event of kind "goods", no points); at the end, for each kind, the player(s) with the most
//   tokens score 10 (a player with none of a kind never scores it);
// - the builder, a figure that is no follower (Figure::follower false): on a road or city of the
//   placed tile that already holds one of the player's followers; a tile that extends its road or
//   city (judged when the tile is placed, first part of a turn only) gives the player a second
//   part: a full turn part by the same player (Module::anotherPart). Ruling (§2.3): the second tile
//   is optional: after the first part the player is asked (this module's step, stage 1), "take"
//   or "decline" (a move's `"second_tile": false`); bots take it; with an empty pile there is no
//   second part. Ruling (§2.6, River): the second tile is simply the next tile of the pile being
//   drawn (the river pile, then the lake, then the deck), under that pile's rules;
// - the pig, a figure that is no follower: in a field of the placed tile that already holds one of
//   the player's farmers; at the end its owner, winning or tied in that field, scores 4 per
//   completed city instead of 3 (an event of kind "pig" adding 1 per city);
// - a builder or pig whose owner has no follower left on its feature goes home (a ferry move
//   cutting the road off, RULES-EXPANSIONS §2.6; scoring returns every figure anyway).
#pragma once
#include <string>
#include <vector>

#include "../module.h"

namespace carc {

// A tile's goods symbols: per city segment index, how many of each kind.
struct GoodsTile : TileExtra {
  struct Goods {
    uint8_t seg, edge, kind, count;  // edge: tile orientation; kind: index into TradersModule::kKinds
  };
  std::vector<Goods> goods;
};

class TradersModule : public Module {
 public:
  static constexpr int kKinds = 3;
  static const char* const kKindNames[kKinds];  // "wine", "grain", "cloth"

  static const TradersModule& instance();
  const char* name() const override { return "traders"; }
  void figures(std::vector<Figure>& out) const override;
  std::shared_ptr<ModuleState> newState() const override;
  std::vector<std::string> tileKeys() const override { return {"goods"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
  bool allowsMeeple(const State& s, int tile, int seg, int figure) const override;
  void onTilePlaced(State& s, int tile) const override;
  void beforeCompletedScored(State& s, int root) const override;
  void onTurnScored(State& s) const override;
  bool wantsStep(const State& s, int stage) const override;
  void legalActions(const State& s, std::vector<Action>& out) const override;
  bool botsTakeFirst(const State&) const override { return true; }  // §2.3 Ruling: bots take the second tile
  void apply(State& s, const Action& a) const override;
  bool anotherPart(const State& s) const override;
  bool inLaterPart(const State& s) const override { return inSecondPart(s); }
  void onFinish(State& s) const override;
  bool actionFromMove(const State& s, const json& move, Action& out, Refusal& why) const override;
  bool validateMove(const State& after, const json& move, Refusal& why) const override;
  void addToMove(const State& s, const Action& a, json& move) const override;
  std::vector<std::string> moveKeys() const override { return {"second_tile"}; }
  std::vector<std::string> scenarioKeys() const override { return {"goods_tokens", "second_part"}; }
  void readScenario(State& s, const json& scenario, const std::string& where) const override;
  void writeScenario(const State& s, json& scenario) const override;
  double botValue(const State& s, int player) const override;
  bool explain(const ScoreEvent& e, const Translate& tr, std::string& what, std::string& how) const override;
  std::string prompt(const State& s) const override;
  std::string actionLabel(const State& s, const Action& a) const override;
  std::string describeMove(const State& after, const json& move, const Translate& tr) const override;
  std::string tileFeature(const TileType& t, const Translate& tr) const override;
  const char* figureRole(const std::string& figure, FeatureKind kind, bool placing) const override;
  void scoreKinds(std::vector<std::string>& kinds) const override {
    kinds.push_back("goods");
    kinds.push_back("pig");
  }

  // The goods symbols of a tile type (null: none), whether or not the set is played.
  static const GoodsTile* goodsOf(const TileType& t);
  // The builder's and the pig's index in the game's Catalog::figures, or -1 when not played.
  static int builderFigure(const Catalog& c);
  static int pigFigure(const Catalog& c);
  // A player's trade goods tokens of a kind (0 when the set is not played).
  static int tokens(const State& s, int player, int kind);
  // Is the turn part now being played the second part of a builder's double turn?
  static bool inSecondPart(const State& s);
};

}  // namespace carc
