// A tile that exists in no box, built in the editor by choosing what each edge shows: the
// manifest entry (docs/formats.md §1) with its roads, cities and fields worked out from the edges, so
// a rules editor never writes half-edges. An edge of a module's own kind (the river) is that
// module's to write (Module::customTileEdges); module keys (a lake, signposts, the gingerbread
// symbol, the spring) are passed through as they are; the catalog hands them to their modules when
// the tile is loaded. The spec is the editor's, not a public format: scenarios carry the manifest entry.
#pragma once
#include <array>
#include <string>

#include "tile.h"

namespace carc {

struct CustomTileSpec {
  std::string id;                    // "custom/<name>", unique in the scenario
  std::array<std::string, 4> edges;  // N, E, S, W: "field", "road", "city" or a module's edge kind
  bool citiesJoined = true;          // the city edges are one city (else one city per edge)
  std::array<bool, 4> cityApart{};   // joined: a city edge marked apart is a city of its own
  // An inner field: a field between the tile's cities that touches no edge (and every city).
  bool innerField = false;
  int shields = 0;  // on the (first) city
  bool monastery = false;
  // Roads: two road edges make one road through the tile; one, three or four end in the middle
  // (a crossing, or the monastery). `roadsEndInMiddle` makes every road end there (a lake's
  // jetties, a dead end at a village).
  bool roadsEndInMiddle = false;
  // Where each road edge's road goes, when the rule above is not what the tile shows:
  //   ""        the rule above;
  //   "middle"  it ends in the middle (a crossing, the monastery, a lake's jetty, a spring);
  //   "N" ...   it goes on to that road edge: one road (a third edge going on to either joins it);
  //   "gate N"  it ends at the gate of the city on that edge.
  // Once any road edge has a choice, the rule is off: an edge with none that no other edge goes on
  // to ends in the middle. An edge that another goes on to is part of that road whatever it says.
  std::array<std::string, 4> roadTo;
  json extras = json::object();  // module keys, e.g. {"lake": true}, {"signposts": [...]}, {"spring": true}
};

// The manifest entry. Fields are the rim's field half-edges, split by what runs across the tile:
// a road through the tile (between its edges; a road of three or four edges between each two);
// a road to a city gate (between its edge and the city); a module's edges (between each two of
// them); a joined city that crosses the tile (between its two sides). What reaches the middle
// meets there: road ends, a joined city of two or more edges, and a module's edges when the module
// says so (a river that ends or runs straight through; one that turns keeps to its corner); when
// two or more meet, they split the fields between each two of them. A field touches a city whose
// edge is next to one of its half-edges around the rim (one field alone, with no inner field, touches every city). The
// module writes its own keys for its edges ("river"). `extras` keys are copied as they are (they
// replace a key of the same name). A road that ends at a city's gate has that city's wall on both
// sides, so the fields beside it touch the city (unless a module's edges, a river, run between). The inner field comes
// last. Throws InputError when an edge is not "field", "road", "city" or a registered module's edge kind, a road's
// choice names no road edge or city edge, or an inner field has no city to lie between.
json customTileJson(const CustomTileSpec& spec);

}  // namespace carc
