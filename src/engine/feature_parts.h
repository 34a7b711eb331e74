// The parts of one feature on the board, for those who draw or explain it: which segments of
// which placed tiles make up the road, city, field or monastery a segment belongs to, without
// walking the state's union-find themselves.
#pragma once
#include <vector>

#include "state.h"

namespace carc {

struct FeaturePart {
  int tile;  // index into State::tiles
  int seg;   // segment of that tile
  bool operator==(const FeaturePart& o) const { return tile == o.tile && seg == o.seg; }
};

// Every segment of the feature that holds segment `seg` of placed tile `tile` (that one too),
// each once, starting at the feature's root and in the order of its member list. A tile the
// feature crosses twice (a field on both sides of a road) is there twice, once per segment.
std::vector<FeaturePart> featureParts(const State& s, int tile, int seg);

// The feature that holds segment `seg` of placed tile `tile`, as a player reads it: its kind,
// whether it is complete, and the tiles it covers (each once). `id` names the feature in this
// state only (two segments of one feature have the same id), for calls that take a feature.
struct FeatureSummary {
  int id;
  FeatureKind kind;
  bool complete;
  int tiles;
};
FeatureSummary featureSummary(const State& s, int tile, int seg);

}  // namespace carc
