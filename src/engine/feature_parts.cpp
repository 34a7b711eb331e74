#include "feature_parts.h"

namespace carc {

std::vector<FeaturePart> featureParts(const State& s, int tile, int seg) {
  std::vector<FeaturePart> out;
  int r = s.root(s.nodeOf(tile, seg)), n = r;
  do {
    const Node& node = s.node(n);
    out.push_back(FeaturePart{int(node.tile), int(node.seg)});
    n = node.next;
  } while (n != r);
  return out;
}

FeatureSummary featureSummary(const State& s, int tile, int seg) {
  int r = s.root(s.nodeOf(tile, seg));
  return FeatureSummary{r, s.node(r).kind, s.featureComplete(r), s.featureTiles(r)};
}

}  // namespace carc
