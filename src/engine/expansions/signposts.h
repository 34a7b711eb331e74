// Signposts (2021), RULES.md §5, as a rules module: arrows beside roads; a completed road's
// majority gets N correct signposts x k types on top of the road points, in the same event;
// at the end an unfinished road gets 1 per correct signpost.
#pragma once
#include <string>

#include "../module.h"

namespace carc {

enum class SignpostType : uint8_t { Left = 0, Straight = 1, Right = 2 };
const char* signpostTypeName(SignpostType t);

struct Signpost {
  uint8_t edge;  // tile orientation: the arrow points out through this edge
  SignpostType type;
};

// A tile's "signposts": its arrows.
struct SignpostTile : TileExtra {
  std::vector<Signpost> signposts;
};

struct SignpostCheck {
  int tile;   // the tile carrying the arrow
  int index;  // index into its type's signposts
  bool correct;
  std::string why;  // "continues left on the next tile", "turns the wrong way", "road ends on the next tile", ...
};

class SignpostsModule : public Module {
 public:
  static const SignpostsModule& instance();
  const char* name() const override { return "signposts"; }
  std::vector<std::string> tileKeys() const override { return {"signposts"}; }
  std::shared_ptr<const TileExtra> readTile(const json& tile, TileType& t, const std::string& where) const override;
  void writeTile(const TileType& t, json& tile) const override;
  void onFeatureScored(const State& s, int root, bool endOfGame, ScoreEvent& e) const override;
  double botValue(const State& s, int player) const override;
  void eventShares(const ScoreEvent& e, std::vector<std::pair<std::string, int>>& shares) const override;
  void scoreKinds(std::vector<std::string>& kinds) const override { kinds.push_back("signposts"); }
  std::string tileFeature(const TileType& t, const Translate& tr) const override {
    return signpostsOf(t).empty() ? "" : (tr ? tr("signposts") : "signposts");
  }

  // The arrows of a tile type (empty when it has none).
  static const std::vector<Signpost>& signpostsOf(const TileType& t);

  // Every signpost beside the road whose root is `root` (featureSummary().id), judged now.
  static std::vector<SignpostCheck> checkRoad(const State& s, int root);
  // One signpost, judged now.
  static SignpostCheck check(const State& s, int tile, int index);
};

}  // namespace carc
