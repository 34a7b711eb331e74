#include "custom_tile.h"

#include <algorithm>
#include <vector>

#include "geometry.h"
#include "module.h"

namespace carc {

namespace {

json edgeList(uint8_t mask) {
  json out = json::array();
  for (int e = 0; e < 4; ++e)
    if (mask & (1 << e)) out.push_back(edgeName(e));
  return out;
}

// The two half-edges beside edge e around the rim (the halves of its neighbouring edges).
uint8_t halvesBeside(int e) { return uint8_t((1 << ((2 * e + 7) & 7)) | (1 << ((2 * e + 2) & 7))); }

// Cut points around the rim: cut c lies between half c and half c + 1 (clockwise), so an edge's
// cut, where a road or a module's edge (the river) meets it, is 2 * edge.
uint8_t edgeCuts(uint8_t edges) {
  uint8_t out = 0;
  for (int e = 0; e < 4; ++e)
    if (edges & (1 << e)) out |= uint8_t(1 << (2 * e));
  return out;
}

// Is half h on the clockwise side of the line from cut a to cut b (after a, up to b)?
bool between(int a, int b, int h) { return ((h - a - 1) & 7) < ((b - a) & 7); }

// A thing that runs across the tile: where it meets the rim, whether it reaches the middle, and
// the thing it is joined to (a road to its city's gate).
struct Barrier {
  uint8_t cuts = 0;
  bool middle = false;
  int joined = -1;
};

// The module whose edge kind (Module::edgeKindName) is `kind`, or null.
const Module* moduleOfEdgeKind(const std::string& kind) {
  for (const Module* m : moduleRegistry())
    if (m->edgeKindName() && kind == m->edgeKindName()) return m;
  return nullptr;
}

// "field, road, city or river": the edge kinds, the modules' too.
std::string kindsInWords() {
  std::vector<std::string> kinds = {"field", "road", "city"};
  for (const Module* m : moduleRegistry())
    if (m->edgeKindName()) kinds.push_back(m->edgeKindName());
  std::string out;
  for (size_t k = 0; k < kinds.size(); ++k) out += (k == 0 ? "" : k + 1 == kinds.size() ? " or " : ", ") + kinds[k];
  return out;
}

int find(std::vector<int>& up, int i) {
  while (up[size_t(i)] != i) i = up[size_t(i)] = up[size_t(up[size_t(i)])];
  return i;
}

struct Road {
  uint8_t edges = 0;
  bool middle = false;  // it ends in the middle
  int gate = -1;        // the city at whose gate it ends
};

// The roads by the rule (no road edge has a choice): two road edges are one road through the tile,
// otherwise every road ends in the middle.
std::vector<Road> roadsByRule(uint8_t roadEdges, bool endInMiddle) {
  if (__builtin_popcount(roadEdges) == 2 && !endInMiddle) return {Road{roadEdges, false, -1}};
  std::vector<Road> out;
  for (int e = 0; e < 4; ++e)
    if (roadEdges & (1 << e)) out.push_back(Road{uint8_t(1 << e), true, -1});
  return out;
}

// The roads by each edge's choice (CustomTileSpec::roadTo).
std::vector<Road> roadsByChoice(const CustomTileSpec& spec, uint8_t roadEdges, const std::vector<uint8_t>& cities) {
  std::vector<int> up = {0, 1, 2, 3};
  std::array<int, 4> gate = {-1, -1, -1, -1};
  for (int e = 0; e < 4; ++e) {
    const std::string& to = spec.roadTo[size_t(e)];
    if (to.empty()) continue;
    std::string where = std::string("the road at the ") + edgeName(e) + " edge";
    if (!(roadEdges & (1 << e)))
      throw InputError("custom tile", std::string("the ") + edgeName(e) + " edge has no road");
    if (to == "middle") continue;
    if (to.rfind("gate ", 0) == 0) {
      int c = parseEdge(to.substr(5));
      for (size_t k = 0; c >= 0 && k < cities.size(); ++k)
        if (cities[k] & (1 << c)) gate[size_t(e)] = int(k);
      if (gate[size_t(e)] < 0) throw InputError("custom tile", where + " must end at the gate of a city edge");
      continue;
    }
    int t = parseEdge(to);
    if (t < 0 || t == e || !(roadEdges & (1 << t)))
      throw InputError("custom tile", where + " must go on to another road edge, end in the middle or at a city gate");
    up[size_t(find(up, e))] = find(up, t);
  }
  std::vector<Road> out;
  for (int e = 0; e < 4; ++e) {
    if (!(roadEdges & (1 << e)) || find(up, e) != e) continue;
    Road r;
    for (int k = 0; k < 4; ++k)
      if ((roadEdges & (1 << k)) && find(up, k) == e) r.edges |= uint8_t(1 << k);
    if (__builtin_popcount(r.edges) == 1) {
      r.gate = gate[size_t(e)];
      r.middle = r.gate < 0;
    }
    out.push_back(r);
  }
  return out;
}

// The fields: the rim's field halves, grouped by which side of every line across the tile they
// lie on. Each group of joined barriers is a line between every two of its cuts.
std::vector<uint8_t> fieldsOf(uint8_t fieldHalves, const std::vector<Barrier>& barriers) {
  std::vector<int> up;
  for (size_t i = 0; i < barriers.size(); ++i) up.push_back(int(i));
  int hub = -1;
  for (size_t i = 0; i < barriers.size(); ++i) {
    if (barriers[i].joined >= 0) up[size_t(find(up, int(i)))] = find(up, barriers[i].joined);
    if (!barriers[i].middle) continue;
    if (hub >= 0) up[size_t(find(up, int(i)))] = find(up, hub);
    hub = int(i);
  }
  std::vector<uint8_t> groups(barriers.size(), 0);
  for (size_t i = 0; i < barriers.size(); ++i) groups[size_t(find(up, int(i)))] |= barriers[i].cuts;
  std::vector<std::pair<int, int>> lines;
  uint8_t cuts = 0;
  for (uint8_t g : groups) {
    if (__builtin_popcount(g) < 2) continue;
    cuts |= g;
    for (int a = 0; a < 8; ++a)
      for (int b = a + 1; b < 8; ++b)
        if ((g & (1 << a)) && (g & (1 << b))) lines.push_back({a, b});
  }
  // From just after a cut, so that the fields come in order around the rim.
  int start = 0;
  for (int k = 0; k < 8 && cuts; ++k)
    if (cuts & (1 << ((k + 7) & 7))) {
      start = k;
      break;
    }
  std::vector<uint8_t> fields;
  std::vector<std::vector<bool>> sides;
  for (int k = 0; k < 8; ++k) {
    int h = (start + k) & 7;
    if (!(fieldHalves & (1 << h))) continue;
    std::vector<bool> side;
    for (const auto& [a, b] : lines) side.push_back(between(a, b, h));
    size_t f = 0;
    while (f < sides.size() && sides[f] != side) ++f;
    if (f == sides.size()) {
      sides.push_back(side);
      fields.push_back(0);
    }
    fields[f] |= uint8_t(1 << h);
  }
  return fields;
}

}  // namespace

json customTileJson(const CustomTileSpec& spec) {
  uint8_t cityEdges = 0, roadEdges = 0;
  std::vector<std::pair<const Module*, uint8_t>> moduleEdges;  // by the module whose kind they are
  for (int e = 0; e < 4; ++e) {
    const std::string& kind = spec.edges[size_t(e)];
    if (kind == "city")
      cityEdges |= uint8_t(1 << e);
    else if (kind == "road")
      roadEdges |= uint8_t(1 << e);
    else if (const Module* m = moduleOfEdgeKind(kind)) {
      auto at = std::find_if(moduleEdges.begin(), moduleEdges.end(), [m](const auto& me) { return me.first == m; });
      if (at == moduleEdges.end()) at = moduleEdges.insert(moduleEdges.end(), {m, uint8_t(0)});
      at->second |= uint8_t(1 << e);
    } else if (kind != "field")
      throw InputError("custom tile", std::string("the ") + edgeName(e) + " edge must be " + kindsInWords());
  }

  // Cities: one over every city edge but those apart, or one per edge; in the order of their
  // first edge.
  std::vector<uint8_t> cities;
  uint8_t joined = 0;
  for (int e = 0; e < 4; ++e)
    if ((cityEdges & (1 << e)) && spec.citiesJoined && !spec.cityApart[size_t(e)]) joined |= uint8_t(1 << e);
  for (int e = 0; e < 4; ++e) {
    if (!(cityEdges & (1 << e))) continue;
    if (!(joined & (1 << e)))
      cities.push_back(uint8_t(1 << e));
    else if (__builtin_ctz(joined) == e)
      cities.push_back(joined);
  }
  if (spec.innerField && cities.empty())
    throw InputError("custom tile", "an inner field lies between cities: give the tile a city edge");

  bool chosen = false;
  for (const std::string& to : spec.roadTo) chosen = chosen || !to.empty();
  std::vector<Road> roads =
      chosen ? roadsByChoice(spec, roadEdges, cities) : roadsByRule(roadEdges, spec.roadsEndInMiddle);

  // What runs across the tile. A city meets the rim where its runs of halves end (the halves
  // inside a run are no field, so one end is enough).
  std::vector<Barrier> barriers;
  bool bigCity = cities.size() == 1 && __builtin_popcount(cities[0]) >= 2;
  for (uint8_t c : cities) {
    Barrier b;
    for (int h = 0; h < 8; ++h)
      if ((c & (1 << edgeOfHalf(h))) && !(c & (1 << edgeOfHalf((h + 1) & 7)))) b.cuts |= uint8_t(1 << h);
    b.middle = bigCity;
    barriers.push_back(b);
  }
  for (const Road& r : roads) barriers.push_back(Barrier{edgeCuts(r.edges), r.middle, r.gate});
  json moduleKeys = json::object();
  for (const auto& [m, edges] : moduleEdges)
    barriers.push_back(Barrier{edgeCuts(edges), m->customTileEdges(edges, moduleKeys), -1});

  uint8_t fieldHalves = 0;
  for (int h = 0; h < 8; ++h)
    if (!(cityEdges & (1 << edgeOfHalf(h)))) fieldHalves |= uint8_t(1 << h);
  std::vector<uint8_t> fields = fieldsOf(fieldHalves, barriers);

  json j = {{"id", spec.id}};
  if (!cities.empty()) {
    json list = json::array();
    for (size_t c = 0; c < cities.size(); ++c)
      list.push_back({{"edges", edgeList(cities[c])}, {"shields", c == 0 ? spec.shields : 0}});
    j["cities"] = list;
  }
  if (!roads.empty()) {
    json list = json::array();
    for (const Road& r : roads) list.push_back({{"edges", edgeList(r.edges)}});
    j["roads"] = list;
  }
  for (auto it = moduleKeys.begin(); it != moduleKeys.end(); ++it) j[it.key()] = it.value();
  if (!fields.empty()) {
    json list = json::array();
    for (uint8_t f : fields) {
      json halves = json::array();
      for (int h = 0; h < 8; ++h)
        if (f & (1 << h)) halves.push_back(halfName(h));
      json touches = json::array();
      for (size_t c = 0; c < cities.size(); ++c) {
        bool beside = fields.size() == 1 && !spec.innerField;
        for (int e = 0; e < 4; ++e)
          if ((cities[c] & (1 << e)) && (f & halvesBeside(e))) beside = true;
        for (const Road& r : roads)  // along a road into the gate, the city's wall (no river between)
          if (r.gate == int(c) && moduleEdges.empty() && (f & (3 << (2 * __builtin_ctz(r.edges))))) beside = true;
        if (beside) touches.push_back(c);
      }
      json field = {{"halves", halves}};
      if (!touches.empty()) field["cities"] = touches;
      list.push_back(field);
    }
    j["fields"] = list;
  }
  if (spec.innerField) {
    json touches = json::array();
    for (size_t c = 0; c < cities.size(); ++c) touches.push_back(c);
    if (!j.contains("fields")) j["fields"] = json::array();
    j["fields"].push_back({{"halves", json::array()}, {"cities", touches}});
  }
  if (spec.monastery) j["monastery"] = true;
  if (spec.extras.is_object())
    for (auto it = spec.extras.begin(); it != spec.extras.end(); ++it) j[it.key()] = it.value();
  return j;
}

}  // namespace carc
