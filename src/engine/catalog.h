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

struct Catalog {
  std::vector<std::string> sets;              // set names in the order given
  std::vector<TileType> types;                // every tile type, set tiles first, then custom tiles
  std::vector<int> setOf;                     // per type: index into `sets`, or -1 for a custom tile
  std::vector<int> setRulesVersions;          // per set: the rules version that made its tiles (TileSet)
  std::map<std::string, int> byId;            // tile id -> index into `types`
  std::vector<const Module*> modules;         // rules modules of the loaded sets, in registry order
  std::vector<const Module*> placementRules;  // those of `modules` that restrict placement
  json options = json::object();
  int startType = -1;  // the type whose copy starts the game

  // Index of a module in `modules`, or -1 when it is not in this game.
  int moduleIndex(const Module* m) const {
    for (size_t i = 0; i < modules.size(); ++i)
      if (modules[i] == m) return int(i);
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
