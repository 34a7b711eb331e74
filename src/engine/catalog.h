// The tile types and rules modules in play for one game: the loaded sets plus any custom tiles
// from a scenario. Shared, immutable, and referenced by every State of that game.
#pragma once
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tile.h"

namespace carc {

class Module;

// A kind of follower each player has (docs/formats.md: a move's "figure"). Kind 0 is the core's
// meeple; modules add their own (Module::figures), after it in registry order. Only its data is
// here: the core deals the supply, checks where it may stand, weighs it in majorities and names it.
struct Figure {
  std::string name = "meeple";  // in JSON: a move's and a board meeple's "figure" (absent: "meeple")
  int count = 7;                // each player's supply at the start
  int weight = 1;               // what it counts when a majority is decided (it never changes points)
  uint8_t kinds = 0xF;          // bit per FeatureKind it may stand on (1 << int(FeatureKind::Road) ...)
  const char* noneLeft = "";    // the refusal's phrase when a player has none left ("no large meeple left")
  const char* module = "";      // the set name of the module that brings it ("" for the core's meeple)
  // false: a figure that is no follower (e.g. a builder): it goes only onto a feature of the placed
  // tile that already holds one of the player's followers, shares that feature, and is not counted
  // as a knight or farmer (State::figuresOn). Give it weight 0.
  bool follower = true;
};

struct Catalog {
  std::vector<std::string> sets;              // set names in the order given
  std::vector<TileType> types;                // every tile type, set tiles first, then custom tiles
  std::vector<int> setOf;                     // per type: index into `sets`, or -1 for a custom tile
  std::vector<int> setRulesVersions;          // per set: the rules version that made its tiles (TileSet)
  std::map<std::string, int> byId;            // tile id -> index into `types`
  std::vector<const Module*> modules;         // rules modules of the loaded sets, in registry order
  std::vector<const Module*> placementRules;  // those of `modules` that restrict placement
  std::vector<Figure> figures;                // kinds of follower: [0] the meeple, then the modules'
  json options = json::object();
  int startType = -1;  // the type whose copy starts the game

  // Index of a module in `modules`, or -1 when it is not in this game.
  int moduleIndex(const Module* m) const {
    for (size_t i = 0; i < modules.size(); ++i)
      if (modules[i] == m) return int(i);
    return -1;
  }
  // Index in `figures` of the figure `name` a module added (its own name, Module::name), or -1
  // when that module is not in this game.
  int figureOf(const std::string& module, const std::string& name) const {
    for (size_t f = 0; f < figures.size(); ++f)
      if (figures[f].name == name && figures[f].module == module) return int(f);
    return -1;
  }
  int find(const std::string& id) const {
    auto it = byId.find(id);
    return it == byId.end() ? -1 : it->second;
  }
};

// Builds a catalog from set names and extra tile definitions. Throws InputError.
std::shared_ptr<const Catalog> buildCatalog(const std::vector<std::string>& sets, const json& customTiles,
                                            const json& options,
                                            const std::function<bool(const std::string&, std::string&)>& source,
                                            const std::string& where);

}  // namespace carc
