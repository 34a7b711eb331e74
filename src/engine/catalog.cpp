#include "catalog.h"

#include "module.h"

namespace carc {

std::shared_ptr<const Catalog> buildCatalog(const std::vector<std::string>& sets, const json& customTiles,
                                            const json& options,
                                            const std::function<bool(const std::string&, std::string&)>& source,
                                            const std::string& where) {
  auto c = std::make_shared<Catalog>();
  if (sets.size() > 12) throw InputError(where + ".sets", "at most 12 sets");
  if (!options.is_null() && !options.is_object()) throw InputError(where + ".options", "must be an object");
  if (options.is_object()) c->options = options;
  for (size_t i = 0; i < sets.size(); ++i) {
    const std::string& name = sets[i];
    for (size_t k = 0; k < i; ++k)
      if (sets[k] == name)
        throw InputError(where + ".sets[" + std::to_string(i) + "]", "'" + name + "' is listed twice");
    std::string text;
    if (!source(name, text)) throw InputError(where + ".sets[" + std::to_string(i) + "]", "unknown set '" + name + "'");
    std::string file = name + ".json";
    TileSet set = parseManifest(parseJsonText(text, file, 4 << 20), file, name);
    c->sets.push_back(name);
    c->setRulesVersions.push_back(set.rulesVersion);
    for (TileType& t : set.tiles) {
      if (t.start) {
        if (c->startType >= 0 && c->setOf[size_t(c->startType)] != int(i))
          throw InputError(where + ".sets", "'" + c->sets[size_t(c->setOf[size_t(c->startType)])] + "' and '" + name +
                                                "' both provide the start tile; choose one core deck");
        if (c->startType < 0) c->startType = int(c->types.size());
      }
      if (!t.countOption.empty() && c->options.contains(t.countOption)) {
        // The manifest says how many copies each value of the option (e.g. an edition) gives.
        const json& v = c->options[t.countOption];
        std::string key = v.is_number_integer() ? std::to_string(v.get<long long>())
                          : v.is_string()       ? v.get<std::string>()
                                                : "";
        bool found = false;
        std::string allowed;
        for (const auto& kv : t.countByOption) {
          allowed += (allowed.empty() ? "" : ", ") + kv.first;
          if (kv.first == key) {
            t.count = kv.second;
            found = true;
          }
        }
        if (!found) throw InputError(where + ".options." + t.countOption, "must be one of " + allowed);
      }
      c->byId[t.id] = int(c->types.size());
      c->types.push_back(std::move(t));
      c->setOf.push_back(int(i));
    }
  }
  // Printings that replace another set's copies (tile key "replaces"): dealt only with that tile,
  // and taking their copies from it. Checked after every set is read, in any order of the sets.
  for (size_t k = 0; k < c->types.size(); ++k) {
    TileType& t = c->types[k];
    if (t.replaces.empty()) continue;
    auto it = c->byId.find(t.replaces);
    if (it == c->byId.end()) {
      t.count = 0;
      continue;
    }
    TileType& plain = c->types[size_t(it->second)];
    if (plain.count < t.count)
      throw InputError(where + ".sets", "'" + t.id + "' replaces more copies of '" + plain.id + "' than there are");
    plain.count -= t.count;
  }
  if (!customTiles.is_null()) {
    if (!customTiles.is_array()) throw InputError(where + ".tiles", "must be a list");
    if (customTiles.size() > 64) throw InputError(where + ".tiles", "at most 64 custom tiles");
    for (size_t i = 0; i < customTiles.size(); ++i) {
      std::string w = where + ".tiles[" + std::to_string(i) + "]";
      TileType t = parseTile(customTiles[i], w, false);
      if (c->byId.count(t.id))
        throw InputError(w + ".id", "'" + t.id + "' is already a tile of a loaded set or listed twice");
      c->byId[t.id] = int(c->types.size());
      c->types.push_back(std::move(t));
      c->setOf.push_back(-1);
    }
  }
  if (c->types.size() > 4000) throw InputError(where, "too many tile types");
  for (const Module* m : moduleRegistry())
    for (const std::string& s : c->sets)
      if (s == m->name()) c->modules.push_back(m);
  for (const Module* m : c->modules)
    for (TileType& t : c->types) m->adaptTile(t);
  c->figures.push_back(Figure{"meeple", kMeeplesPerPlayer, 1, 0xF, "no meeple left in supply", ""});
  for (const Module* m : c->modules) {
    size_t before = c->figures.size();
    m->figures(c->figures);
    for (size_t f = before; f < c->figures.size(); ++f) c->figures[f].module = m->name();
    if (m->restrictsPlacement()) c->placementRules.push_back(m);
    int start = m->startType(*c);  // e.g. a spring replaces the core deck's start tile
    if (start >= 0) c->startType = start;
  }
  return c;
}

}  // namespace carc
