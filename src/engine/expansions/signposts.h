// Signposts (2021), RULES.md §5, as a rules module: arrows beside roads; a completed road's
// majority gets N correct signposts x k types on top of the road points, in the same event;
// at the end an unfinished road gets 1 per correct signpost.
#pragma once
#include <string>

#include "../module.h"

namespace carc {

struct SignpostCheck {
  int tile;   // the tile carrying the arrow
  int index;  // index into its type's signposts
  bool correct;
  std::string why;  // "continues left on the next tile", "turns the wrong way", "road ends on the next tile", ...
};

class SignpostsModule : public Module {
 public:
  const char* name() const override { return "signposts"; }
  void onFeatureScored(const State& s, int root, bool endOfGame, ScoreEvent& e) const override;
  double botValue(const State& s, int player) const override;

  // Every signpost beside the road whose root is `root`, judged now.
  static std::vector<SignpostCheck> checkRoad(const State& s, int root);
  // One signpost, judged now.
  static SignpostCheck check(const State& s, int tile, int index);
};

}  // namespace carc
