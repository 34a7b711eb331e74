// Tile types, as read from JSON manifests (docs/formats.md §1). A tile is a list of segments: each
// segment is the part of one feature (road, city, field, monastery) that lies on the tile.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "refusal.h"

namespace carc {

using json = nlohmann::json;

// A problem in input data (manifest, scenario, move). The message names where and why; the
// refusal keeps the why apart from the where (a move's path and index too), for words without
// JSON paths.
class InputError : public std::runtime_error {
 public:
  // `where`: the input and the JSON path in it ("draft.board[3].ferry"); `words`: English.
  InputError(const std::string& where, const std::string& words);
  InputError(const std::string& where, Refusal why);
  const std::string& where() const { return where_; }
  const Refusal& refusal() const { return why_; }

 private:
  std::string where_;
  Refusal why_;
};

enum class FeatureKind : uint8_t { Road = 0, City = 1, Field = 2, Monastery = 3 };
const char* featureKindName(FeatureKind k);

// What an edge shows to its neighbour; two touching edges must show the same. kModuleEdge is an
// edge kind that a module defines (it matches only itself), e.g. a river.
enum EdgeKind : uint8_t { kFieldEdge = 0, kRoadEdge = 1, kCityEdge = 2, kModuleEdge = 3 };

// What a module reads from a tile's own keys (e.g. a lake, arrows): a typed value the module
// defines, kept with the tile type (see Module::readTile).
struct TileExtra {
  virtual ~TileExtra() = default;
};

struct Segment {
  FeatureKind kind;
  uint8_t edges = 0;    // bit per edge (road, city), tile orientation
  uint8_t halves = 0;   // bit per half-edge (field), tile orientation; none: an inner field
  uint8_t shields = 0;  // city
  uint8_t cities = 0;   // field: bit per segment index of an adjacent city
};

constexpr int kMaxSegments = 16;

struct TileType {
  std::string id;
  int count = 0;
  // Counts that depend on a game option (e.g. ferries_edition 2 or 3): option name, value -> count.
  std::string countOption;
  std::vector<std::pair<std::string, int>> countByOption;
  // A printing that replaces copies of another set's tile when its own set is in the game (the
  // Abbot's gardens on base tiles, RULES-EXPANSIONS §3.4): the id of that tile, whose count drops by
  // this one's; without that tile in the game this one is not dealt either. Empty: none.
  std::string replaces;
  bool start = false, monastery = false, reconstructed = false;
  std::string art;
  std::string decoration;         // art only (an animal, a garden...): no rule looks at it
  std::vector<Segment> segments;  // cities, then roads, then fields, then the monastery
  int monasterySegment = -1;
  // The name of that segment in moves and scenarios: a module may make a monastery-like feature
  // of its own (Module::adaptTile), scored like one but called otherwise.
  std::string monasteryName = "monastery";
  uint8_t moduleEdges = 0;  // tile orientation: edges of a module's own kind (kModuleEdge)
  // What each module read from its own keys, by Module::registryIndex() (null: none).
  std::vector<std::shared_ptr<const TileExtra>> extras;
  const TileExtra* extra(int module) const {
    return module >= 0 && size_t(module) < extras.size() ? extras[size_t(module)].get() : nullptr;
  }

  // Precomputed per rotation (index = quarter turns), in board orientation.
  std::array<uint8_t, 4> packedEdges{};            // 2 bits per edge: EdgeKind
  std::array<std::array<int8_t, 4>, 4> edgeSeg{};  // road/city segment at an edge, or -1
  std::array<std::array<int8_t, 8>, 4> halfSeg{};  // field segment at a half-edge, or -1

  EdgeKind edgeKind(int rot, int edge) const { return EdgeKind((packedEdges[rot] >> (2 * edge)) & 3); }
  // Board-orientation name of a segment, e.g. "road E", "field Nw", "monastery".
  std::string segmentName(int seg, int rot) const;
  // Inverse of segmentName: the segment at that address, or -1. An inner field (a field that
  // touches no edge) is "field inner", a tile's second one "field inner 2", in any rotation.
  int findSegment(const std::string& name, int rot) const;
  // 1 for a tile's first inner field, 2 for its second...; 0 for a segment that is not one.
  int innerFieldNumber(int seg) const;
  json toJson() const;
};

// Reads one tile. `where` prefixes error messages (e.g. "base.json: tiles[3]").
TileType parseTile(const json& j, const std::string& where, bool requireCount);

struct TileSet {
  std::string name, title;
  std::vector<TileType> tiles;
  // The rules version that made the set's tiles what they are ("rules_version", absent: 1): a game
  // recorded under an older version dealt other tiles of this set and cannot be replayed.
  int rulesVersion = 1;
};

// Reads a whole manifest; the set name must match `expectedSet` when that is not empty.
TileSet parseManifest(const json& j, const std::string& where, const std::string& expectedSet);
// Parses text first; malformed JSON is an InputError, never an exception of another kind.
json parseJsonText(const std::string& text, const std::string& where, size_t maxBytes);

}  // namespace carc
