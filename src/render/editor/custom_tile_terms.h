// What the custom tile builder (custom_tile.cpp) holds as a rules editor picks, and the tile those
// choices make: the builder's terms without its window, so that a test builds tiles through the
// same calls the window makes. No Dear ImGui here.
#pragma once
#include <array>
#include <map>
#include <string>
#include <vector>

#include "engine/custom_tile.h"
#include "engine/describe.h"

namespace carc::render {

// The edge kinds the builder offers, by index: field, road, city, river (the river only when the
// river is in play).
extern const char* const kCustomEdgeKinds[4];

struct CustomTileChoices {
  int edges[4] = {0, 1, 0, 1};  // kCustomEdgeKinds, per edge N E S W
  bool joined = true, monastery = false, roadsInMiddle = false, spring = false;
  int shields = 0;
  // Where each road edge's road goes (CustomTileSpec::roadTo); "" the usual way.
  std::array<std::string, 4> roadTo;
  std::map<std::string, bool> flags;                  // module flags by tile key
  std::map<std::string, std::array<int, 4>> perEdge;  // module choices per edge by tile key
};

// May the edges be rivers: is the river in play?
bool riverInPlay(const std::vector<std::string>& sets);

// The ends a road edge may be given, as CustomTileSpec::roadTo values: "" (the usual way),
// "middle", each other road edge ("N"...), the gate of each city edge ("gate N"...). None when
// the edge has no road.
std::vector<std::string> roadEnds(const CustomTileChoices& c, int edge);

// The manifest entry the choices make with these sets in play (their modules' options: a lake,
// signposts, the gingerbread symbol). A road end left from an earlier choice of edges that no
// longer fits is taken as the usual way.
json customTileFromChoices(const CustomTileChoices& c, const std::vector<std::string>& sets, const std::string& id);

}  // namespace carc::render
