// A tile that exists in no box, built in the editor by choosing what each edge shows: the
// manifest entry (FORMATS.md §1) with its roads, cities and fields worked out from the edges, so
// a rules editor never writes half-edges. Module keys (a lake, signposts, the gingerbread symbol)
// are passed through as they are; the catalog hands them to their modules when the tile is loaded.
#pragma once
#include <array>
#include <string>

#include "tile.h"

namespace carc {

struct CustomTileSpec {
  std::string id;                    // "custom/<name>", unique in the scenario
  std::array<std::string, 4> edges;  // N, E, S, W: "field", "road" or "city"
  bool citiesJoined = true;          // the city edges are one city (else one city per edge)
  int shields = 0;                   // on the (first) city
  bool monastery = false;
  // Roads: two road edges make one road through the tile; one, three or four end in the middle
  // (a crossing, or the monastery). `roadsEndInMiddle` makes every road end there (a lake's
  // jetties, a dead end at a village).
  bool roadsEndInMiddle = false;
  json extras = json::object();  // module keys, e.g. {"lake": true}, {"signposts": [...]}
};

// The manifest entry; fields are split where a road or a city crosses to the middle, and list the
// cities they touch. Walking around the rim, the fields are cut by "spokes": a road through the
// tile at both its edges; road ends and a joined city of two or more edges where two of them meet
// in the middle; a joined city that crosses the tile (two opposite edges). With fewer than two
// spokes every field half-edge is one field. A field touches a city whose edge is next to one of
// its half-edges around the rim (one field alone touches every city). `extras` keys are copied
// as they are (they replace a key of the same name). Tiles whose road ends at a lone city's gate
// (winter/W02, W03, W08; gingerbread/G4, whose caps split the field) or with two roads through (winter/W09) cannot be
// described by a spec. Throws InputError when an edge is not "field", "road" or "city".
json customTileJson(const CustomTileSpec& spec);

}  // namespace carc
