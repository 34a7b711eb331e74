// What the custom tile builder (custom_tile.cpp) holds as a rules editor picks, and the tile those
// choices make: the builder's terms without its window, so that a test builds tiles through the
// same calls the window makes. No Dear ImGui here.
#pragma once
#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/custom_tile.h"
#include "engine/describe.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

// The edge kinds the builder offers with these sets in play, by index: field, road, city, then the
// edge kind of a module in play that has one (Module::edgeKindName, e.g. "river"; the engine has
// one such kind, kModuleEdge).
std::vector<std::string> customEdgeKinds(const std::vector<std::string>& sets);

// The index in customEdgeKinds of the edges an option gives a choice for (road 1, city 2); -1: none.
int customEdgeIndex(CustomTileOption::PerEdge per);

struct CustomTileChoices {
  int edges[4] = {0, 1, 0, 1};  // customEdgeKinds, per edge N E S W
  bool joined = true, monastery = false, roadsInMiddle = false;
  bool apart[4] = {false, false, false, false};  // joined: this city edge is a city of its own
  bool innerField = false;                       // a field between the cities, touching no edge
  int shields = 0;
  // Where each road edge's road goes (CustomTileSpec::roadTo); "" the usual way.
  std::array<std::string, 4> roadTo;
  std::map<std::string, bool> flags;                  // module flags by tile key
  std::map<std::string, std::array<int, 4>> perEdge;  // module choices per edge by tile key
};

// The ends a road edge may be given, as CustomTileSpec::roadTo values: "" (the usual way),
// "middle", each other road edge ("N"...), the gate of each city edge ("gate N"...). None when
// the edge has no road.
std::vector<std::string> roadEnds(const CustomTileChoices& c, int edge);

// The edges' kinds as the engine names them (customEdgeKinds; an index past them is a city).
CustomTileEdges edgeKindsOf(const CustomTileChoices& c, const std::vector<std::string>& sets);

// What the sets in play add for the choices' edges (ExpansionView::customTileOptions), each with its
// view, in the views' order; the words translated by `tr`.
std::vector<std::pair<const ExpansionView*, CustomTileOption>> customTileOptionsFor(
    const CustomTileChoices& c, const std::vector<std::string>& sets, const Translate& tr);

// Ticks an on/off option, or takes it off; ticked, it takes off the others of its group (one symbol
// a tile).
void setCustomFlag(CustomTileChoices& c, const std::vector<CustomTileOption>& options, const std::string& key, bool on);

// Chooses `choice` (an index into the option's choices) at one edge; an option at one edge only
// (CustomTileOption::oneEdge: one princess a tile) goes back to none at the others.
void setCustomPerEdge(CustomTileChoices& c, const CustomTileOption& option, int edge, int choice);

// The manifest entry the choices make with these sets in play (their modules' edges and options: a
// river, a lake, signposts, the gingerbread symbol, the spring). An option its set does not offer
// for these edges is left out (a spring with two river edges); of a group's options ticked together
// only the first is kept, and an option at one edge only keeps its first edge. A road end left from an earlier choice
// of edges that no longer fits is taken as the usual way.
json customTileFromChoices(const CustomTileChoices& c, const std::vector<std::string>& sets, const std::string& id);

}  // namespace carc::render
