#include "tile.h"

#include <algorithm>

#include "geometry.h"
#include "module.h"

namespace carc {

InputError::InputError(const std::string& where, const std::string& words)
    : InputError(where, Refusal(Refused::Malformed, words)) {}

InputError::InputError(const std::string& where, Refusal why)
    : std::runtime_error(why.at(where)), where_(where), why_(std::move(why)) {}

const char* featureKindName(FeatureKind k) {
  switch (k) {
    case FeatureKind::Road:
      return "road";
    case FeatureKind::City:
      return "city";
    case FeatureKind::Field:
      return "field";
    case FeatureKind::Monastery:
      return "monastery";
  }
  return "?";
}

namespace {

[[noreturn]] void fail(const std::string& where, const std::string& why) { throw InputError(where, why); }

const json& member(const json& obj, const char* key) {
  static const json kNull;
  auto it = obj.find(key);
  return it == obj.end() ? kNull : *it;
}

bool readFlag(const json& obj, const char* key, const std::string& where) {
  const json& v = member(obj, key);
  if (v.is_null()) return false;
  if (!v.is_boolean()) fail(where + "." + key, "must be true or false");
  return v.get<bool>();
}

const json& readArray(const json& obj, const char* key, const std::string& where) {
  static const json kEmpty = json::array();
  const json& v = member(obj, key);
  if (v.is_null()) return kEmpty;
  if (!v.is_array()) fail(where + "." + key, "must be a list");
  if (v.size() > 16) fail(where + "." + key, "has more than 16 entries");
  return v;
}

int readInt(const json& v, const std::string& where, int lo, int hi) {
  if (!v.is_number_integer()) fail(where, "must be a whole number");
  long long x = v.get<long long>();
  if (x < lo || x > hi) fail(where, "must be between " + std::to_string(lo) + " and " + std::to_string(hi));
  return int(x);
}

uint8_t readEdges(const json& list, const std::string& where) {
  if (!list.is_array() || list.empty() || list.size() > 4) fail(where, "must be a list of 1 to 4 edges (N, E, S, W)");
  uint8_t mask = 0;
  for (size_t i = 0; i < list.size(); ++i) {
    int e = list[i].is_string() ? parseEdge(list[i].get<std::string>()) : -1;
    if (e < 0) fail(where + "[" + std::to_string(i) + "]", "is not an edge (N, E, S, W)");
    if (mask & (1 << e)) fail(where + "[" + std::to_string(i) + "]", "repeats an edge");
    mask |= uint8_t(1 << e);
  }
  return mask;
}

bool validId(const std::string& id) {
  auto slash = id.find('/');
  if (slash == std::string::npos || slash == 0 || slash + 1 >= id.size() || id.size() > 64) return false;
  if (id.find('/', slash + 1) != std::string::npos) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/' || c == '_' ||
           c == '-';
  });
}

// When a tile gives no `fields`, derive them: walk the half-edges clockwise; roads cut the
// ring where the tile has two or more road edges or a city (a lone road end into a city gate
// cuts; one that stops in the field or at a monastery does not), and a city that crosses the
// tile (two opposite edges) cuts it too. A field touches a city beside its halves.
void deriveFields(TileType& t, uint8_t cityEdges, uint8_t roadEdges, int nCities) {
  int roadCount = __builtin_popcount(roadEdges);
  auto crossingCityAt = [&](int edge) {
    for (int c = 0; c < nCities; ++c) {
      uint8_t m = t.segments[c].edges;
      if ((m & (1 << edge)) && (((m & 5) == 5) || ((m & 10) == 10))) return true;
    }
    return false;
  };
  std::vector<int> present;
  for (int h = 0; h < 8; ++h)
    if (!(cityEdges & (1 << edgeOfHalf(h)))) present.push_back(h);
  if (present.empty()) return;
  // cut[i]: is there a cut between present[i] and present[i+1] (circularly)?
  size_t n = present.size();
  std::vector<bool> cut(n, false);
  for (size_t i = 0; i < n; ++i) {
    int a = present[i], b = present[(i + 1) % n];
    if (n == 1) break;
    if (edgeOfHalf(a) == edgeOfHalf(b) && (a & 1) == 0) {
      cut[i] = (roadEdges & (1 << edgeOfHalf(a))) && (roadCount >= 2 || nCities > 0);
    } else {
      for (int e = (edgeOfHalf(a) + 1) & 3; e != edgeOfHalf(b); e = (e + 1) & 3)
        if (crossingCityAt(e)) cut[i] = true;
    }
  }
  size_t start = 0;
  for (size_t i = 0; i < n; ++i)
    if (cut[i]) start = (i + 1) % n;
  Segment f{FeatureKind::Field};
  for (size_t k = 0; k < n; ++k) {
    size_t i = (start + k) % n;
    f.halves |= uint8_t(1 << present[i]);
    if (cut[i] || k + 1 == n) {
      for (int c = 0; c < nCities; ++c)
        for (int e = 0; e < 4; ++e)
          if ((t.segments[c].edges & (1 << e)) && (f.halves & ((1 << ((2 * e + 7) & 7)) | (1 << ((2 * e + 2) & 7)))))
            f.cities |= uint8_t(1 << c);
      t.segments.push_back(f);
      f = Segment{FeatureKind::Field};
    }
  }
}

}  // namespace

TileType parseTile(const json& j, const std::string& where, bool requireCount) {
  if (!j.is_object()) fail(where, "a tile must be an object");
  // The core's keys; every other key belongs to a registered module that reads it.
  static const char* const kKnown[] = {"id",        "count",         "start", "cities",     "roads",  "fields",
                                       "monastery", "reconstructed", "art",   "decoration", "counts", "replaces"};
  std::vector<const Module*> readers;
  TileType t;
  const json& id = member(j, "id");
  if (!id.is_string() || !validId(id.get<std::string>()))
    fail(where + ".id", "must be a string '<set>/<name>' of letters, digits, '_' or '-'");
  t.id = id.get<std::string>();
  std::string w = where + " (" + t.id + ")";
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (std::any_of(std::begin(kKnown), std::end(kKnown), [&](const char* k) { return it.key() == k; })) continue;
    const Module* owner = nullptr;
    for (const Module* m : moduleRegistry())
      for (const std::string& k : m->tileKeys())
        if (k == it.key()) owner = m;
    if (!owner) fail(w, "unknown field '" + it.key().substr(0, 40) + "'");
    if (std::find(readers.begin(), readers.end(), owner) == readers.end()) readers.push_back(owner);
  }
  if (requireCount || !member(j, "count").is_null()) t.count = readInt(member(j, "count"), w + ".count", 0, 100);
  if (!member(j, "counts").is_null()) {
    const json& c = member(j, "counts");
    if (!c.is_object() || !c.contains("option") || !c["option"].is_string() || !c.contains("values") ||
        !c["values"].is_object() || c["values"].empty() || c["values"].size() > 8)
      fail(w + ".counts", "must be {\"option\": \"name\", \"values\": {\"2\": 4, \"3\": 3}}");
    t.countOption = c["option"].get<std::string>().substr(0, 40);
    for (auto it = c["values"].begin(); it != c["values"].end(); ++it)
      t.countByOption.push_back(
          {it.key().substr(0, 16), readInt(it.value(), w + ".counts.values." + it.key(), 0, 100)});
  }
  if (!member(j, "replaces").is_null()) {
    const json& r = member(j, "replaces");
    if (!r.is_string() || !validId(r.get<std::string>()))
      fail(w + ".replaces", "must be the id of another set's tile, e.g. 'base/E'");
    t.replaces = r.get<std::string>();
  }
  t.start = readFlag(j, "start", w);
  t.monastery = readFlag(j, "monastery", w);
  t.reconstructed = readFlag(j, "reconstructed", w);
  if (!member(j, "art").is_null()) {
    if (!member(j, "art").is_string() || member(j, "art").get<std::string>().size() > 200)
      fail(w + ".art", "must be a file name");
    t.art = member(j, "art").get<std::string>();
  }
  if (!member(j, "decoration").is_null()) {
    if (!member(j, "decoration").is_string() || member(j, "decoration").get<std::string>().size() > 32)
      fail(w + ".decoration", "must be a short name");
    t.decoration = member(j, "decoration").get<std::string>();
  }

  uint8_t used = 0, cityEdges = 0, roadEdges = 0;
  const json& cities = readArray(j, "cities", w);
  for (size_t i = 0; i < cities.size(); ++i) {
    std::string cw = w + ".cities[" + std::to_string(i) + "]";
    if (!cities[i].is_object()) fail(cw, "must be an object");
    Segment s{FeatureKind::City};
    s.edges = readEdges(member(cities[i], "edges"), cw + ".edges");
    if (!member(cities[i], "shields").is_null())
      s.shields = uint8_t(readInt(member(cities[i], "shields"), cw + ".shields", 0, 9));
    if (used & s.edges) fail(cw + ".edges", "an edge belongs to two features");
    used |= s.edges;
    cityEdges |= s.edges;
    t.segments.push_back(s);
  }
  int nCities = int(t.segments.size());
  const json& roads = readArray(j, "roads", w);
  for (size_t i = 0; i < roads.size(); ++i) {
    std::string rw = w + ".roads[" + std::to_string(i) + "]";
    if (!roads[i].is_object()) fail(rw, "must be an object");
    Segment s{FeatureKind::Road};
    s.edges = readEdges(member(roads[i], "edges"), rw + ".edges");
    if (used & s.edges) fail(rw + ".edges", "an edge belongs to two features");
    used |= s.edges;
    roadEdges |= s.edges;
    t.segments.push_back(s);
  }
  if (!member(j, "fields").is_null()) {
    const json& fields = readArray(j, "fields", w);
    uint8_t halvesUsed = 0;
    for (size_t i = 0; i < fields.size(); ++i) {
      std::string fw = w + ".fields[" + std::to_string(i) + "]";
      if (!fields[i].is_object()) fail(fw, "must be an object");
      Segment s{FeatureKind::Field};
      // An empty list is an inner field: it lies between the tile's cities and touches no edge.
      const json& halves = member(fields[i], "halves");
      if (!halves.is_array() || halves.size() > 8) fail(fw + ".halves", "must be a list of 0 to 8 half-edges");
      for (size_t k = 0; k < halves.size(); ++k) {
        int h = halves[k].is_string() ? parseHalf(halves[k].get<std::string>()) : -1;
        std::string hw = fw + ".halves[" + std::to_string(k) + "]";
        if (h < 0) fail(hw, "is not a half-edge (Nw Ne En Es Se Sw Ws Wn)");
        if (cityEdges & (1 << edgeOfHalf(h))) fail(hw, "lies on a city edge");
        if (halvesUsed & (1 << h)) fail(hw, "belongs to two fields");
        halvesUsed |= uint8_t(1 << h);
        s.halves |= uint8_t(1 << h);
      }
      const json& adj = member(fields[i], "cities");
      if (!adj.is_null()) {
        if (!adj.is_array() || adj.size() > 4) fail(fw + ".cities", "must be a list of city indices");
        for (size_t k = 0; k < adj.size(); ++k)
          s.cities |= uint8_t(1 << readInt(adj[k], fw + ".cities[" + std::to_string(k) + "]", 0, nCities - 1));
      }
      // An inner field joins no neighbour, so the cities it touches are all there is to it.
      if (!s.halves && !s.cities) fail(fw + ".cities", "an inner field (no half-edges) must touch a city of its tile");
      t.segments.push_back(s);
    }
    for (int h = 0; h < 8; ++h)
      if (!(cityEdges & (1 << edgeOfHalf(h))) && !(halvesUsed & (1 << h)))
        fail(w + ".fields", std::string("half-edge ") + halfName(h) + " is in no field");
  } else {
    deriveFields(t, cityEdges, roadEdges, nCities);
  }
  if (t.monastery) {
    t.monasterySegment = int(t.segments.size());
    t.segments.push_back(Segment{FeatureKind::Monastery});
  }
  // The modules' own keys (in registry order, so a tile reads the same on every build).
  std::sort(readers.begin(), readers.end(),
            [](const Module* x, const Module* y) { return x->registryIndex() < y->registryIndex(); });
  for (const Module* m : readers) {
    auto extra = m->readTile(j, t, w);
    if (!extra) continue;
    if (t.extras.size() <= size_t(m->registryIndex())) t.extras.resize(size_t(m->registryIndex()) + 1);
    t.extras[size_t(m->registryIndex())] = std::move(extra);
  }
  if (t.moduleEdges & used) fail(w, "an edge belongs to two features");
  if (t.segments.size() > size_t(kMaxSegments)) fail(w, "has too many features");

  for (int r = 0; r < 4; ++r) {
    t.edgeSeg[r].fill(-1);
    t.halfSeg[r].fill(-1);
    uint8_t packed = 0;
    for (int s = 0; s < int(t.segments.size()); ++s) {
      const Segment& sg = t.segments[s];
      for (int e = 0; e < 4; ++e) {
        if (!(sg.edges & (1 << e))) continue;
        int be = rotateEdge(e, r);
        t.edgeSeg[r][be] = int8_t(s);
        packed |= uint8_t((sg.kind == FeatureKind::City ? kCityEdge : kRoadEdge) << (2 * be));
      }
      for (int h = 0; h < 8; ++h)
        if (sg.halves & (1 << h)) t.halfSeg[r][rotateHalf(h, r)] = int8_t(s);
    }
    for (int e = 0; e < 4; ++e)
      if (t.moduleEdges & (1 << e)) packed |= uint8_t(kModuleEdge << (2 * rotateEdge(e, r)));
    t.packedEdges[r] = packed;
  }
  return t;
}

int TileType::innerFieldNumber(int seg) const {
  if (seg < 0 || seg >= int(segments.size()) || segments[seg].kind != FeatureKind::Field || segments[seg].halves)
    return 0;
  int k = 0;
  for (int s = 0; s <= seg && s < int(segments.size()); ++s)
    if (segments[s].kind == FeatureKind::Field && !segments[s].halves) ++k;
  return k;
}

std::string TileType::segmentName(int seg, int rot) const {
  const Segment& s = segments[seg];
  if (s.kind == FeatureKind::Monastery) return monasteryName;
  std::string kind = featureKindName(s.kind);
  if (s.kind == FeatureKind::Field) {
    for (int h = 0; h < 8; ++h)
      if (halfSeg[rot][h] == seg) return kind + " " + halfName(h);
    if (!s.halves) {
      int k = innerFieldNumber(seg);
      return k == 1 ? "field inner" : "field inner " + std::to_string(k);
    }
  } else {
    for (int e = 0; e < 4; ++e)
      if (edgeSeg[rot][e] == seg) return kind + " " + edgeName(e);
  }
  return kind;
}

int TileType::findSegment(const std::string& name, int rot) const {
  if (name == monasteryName) return monasterySegment;
  auto sp = name.find(' ');
  if (sp == std::string::npos) return -1;
  std::string kind = name.substr(0, sp), where = name.substr(sp + 1);
  if (kind == "field") {
    // "field inner" is a tile's first inner field, "field inner 2" its second: they have no side.
    if (where.compare(0, 5, "inner") == 0) {
      int k = where == "inner" ? 1 : 0;
      if (where.size() == 7 && where[5] == ' ' && where[6] >= '2' && where[6] <= '9') k = where[6] - '0';
      for (int s = 0; s < int(segments.size()); ++s)
        if (segments[s].kind == FeatureKind::Field && !segments[s].halves && innerFieldNumber(s) == k) return s;
      return -1;
    }
    int h = parseHalf(where);
    return h < 0 ? -1 : halfSeg[rot][h];
  }
  int e = parseEdge(where);
  if (e < 0 || (kind != "road" && kind != "city")) return -1;
  int s = edgeSeg[rot][e];
  if (s < 0 || featureKindName(segments[s].kind) != kind) return -1;
  return s;
}

json TileType::toJson() const {
  json j;
  j["id"] = id;
  j["count"] = count;
  if (start) j["start"] = true;
  json cities = json::array(), roads = json::array(), fields = json::array();
  auto edgesOf = [](uint8_t m) {
    json a = json::array();
    for (int e = 0; e < 4; ++e)
      if (m & (1 << e)) a.push_back(edgeName(e));
    return a;
  };
  for (const Segment& s : segments) {
    if (s.kind == FeatureKind::City) cities.push_back({{"edges", edgesOf(s.edges)}, {"shields", s.shields}});
    if (s.kind == FeatureKind::Road) roads.push_back({{"edges", edgesOf(s.edges)}});
    if (s.kind == FeatureKind::Field) {
      json h = json::array(), c = json::array();
      for (int i = 0; i < 8; ++i)
        if (s.halves & (1 << i)) h.push_back(halfName(i));
      for (int i = 0; i < 8; ++i)
        if (s.cities & (1 << i)) c.push_back(i);
      fields.push_back({{"halves", h}, {"cities", c}});
    }
  }
  j["cities"] = cities;
  j["roads"] = roads;
  j["fields"] = fields;
  if (monastery) j["monastery"] = true;
  if (reconstructed) j["reconstructed"] = true;
  for (const Module* m : moduleRegistry())
    if (extra(m->registryIndex())) m->writeTile(*this, j);
  if (!decoration.empty()) j["decoration"] = decoration;
  if (!replaces.empty()) j["replaces"] = replaces;
  if (!art.empty()) j["art"] = art;
  return j;
}

TileSet parseManifest(const json& j, const std::string& where, const std::string& expectedSet) {
  if (!j.is_object()) fail(where, "a manifest must be a JSON object");
  TileSet set;
  const json& name = member(j, "set");
  if (!name.is_string() || name.get<std::string>().empty() || name.get<std::string>().size() > 32)
    fail(where + ".set", "must name the set");
  set.name = name.get<std::string>();
  if (!expectedSet.empty() && set.name != expectedSet)
    fail(where + ".set", "is '" + set.name + "', expected '" + expectedSet + "'");
  if (member(j, "title").is_string()) set.title = member(j, "title").get<std::string>();
  if (!member(j, "rules_version").is_null())
    set.rulesVersion = readInt(member(j, "rules_version"), where + ".rules_version", 1, 1000);
  const json& tiles = member(j, "tiles");
  // Empty for a set that brings only figures and rules (the abbot: its gardens are on others' tiles).
  if (!tiles.is_array() || tiles.size() > 200) fail(where + ".tiles", "must be a list of at most 200 tiles");
  for (size_t i = 0; i < tiles.size(); ++i) {
    TileType t = parseTile(tiles[i], where + ".tiles[" + std::to_string(i) + "]", true);
    // A printing of another set's tile (`replaces`) keeps that set's name: base/Eg is a base tile E
    // with a garden, brought by the Abbot.
    const std::string& owner = t.replaces.empty() ? set.name : t.replaces.substr(0, t.replaces.find('/'));
    if (!t.replaces.empty() && owner == set.name)
      fail(where + ".tiles[" + std::to_string(i) + "].replaces", "'" + t.replaces + "' is a tile of this set");
    if (t.id.compare(0, owner.size() + 1, owner + "/") != 0)
      fail(where + ".tiles[" + std::to_string(i) + "].id", "'" + t.id + "' must start with '" + owner + "/'");
    for (const TileType& o : set.tiles)
      if (o.id == t.id) fail(where + ".tiles[" + std::to_string(i) + "].id", "'" + t.id + "' appears twice");
    set.tiles.push_back(std::move(t));
  }
  return set;
}

json parseJsonText(const std::string& text, const std::string& where, size_t maxBytes) {
  if (text.size() > maxBytes)
    fail(where, "is too large (" + std::to_string(text.size()) + " bytes, limit " + std::to_string(maxBytes) + ")");
  // Deeply nested input would recurse in the parser; no valid file nests deeper than a few levels.
  int depth = 0, maxDepth = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"')
      inString = true;
    else if (c == '[' || c == '{')
      maxDepth = std::max(maxDepth, ++depth);
    else if (c == ']' || c == '}')
      --depth;
  }
  if (maxDepth > 32) fail(where, "nests too deeply (more than 32 levels)");
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) {
    // Locate the error for the message: parse again with exceptions to read the position.
    try {
      json again = json::parse(text);
      (void)again;
    } catch (const json::parse_error& e) {
      fail(where, std::string("is not valid JSON (") + e.what() + ")");
    } catch (...) {
    }
    fail(where, "is not valid JSON");
  }
  return j;
}

}  // namespace carc
