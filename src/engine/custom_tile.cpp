#include "custom_tile.h"

#include "geometry.h"

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

}  // namespace

json customTileJson(const CustomTileSpec& spec) {
  uint8_t cityEdges = 0, roadEdges = 0;
  for (int e = 0; e < 4; ++e) {
    const std::string& kind = spec.edges[size_t(e)];
    if (kind == "city")
      cityEdges |= uint8_t(1 << e);
    else if (kind == "road")
      roadEdges |= uint8_t(1 << e);
    else if (kind != "field")
      throw InputError("custom tile", std::string("the ") + edgeName(e) + " edge must be field, road or city");
  }

  // Cities: one over every city edge, or one per edge.
  std::vector<uint8_t> cities;
  if (spec.citiesJoined && cityEdges)
    cities.push_back(cityEdges);
  else
    for (int e = 0; e < 4; ++e)
      if (cityEdges & (1 << e)) cities.push_back(uint8_t(1 << e));

  // Roads: two road edges are one road through the tile; otherwise every road ends in the middle.
  int nRoads = __builtin_popcount(roadEdges);
  bool through = nRoads == 2 && !spec.roadsEndInMiddle;
  std::vector<uint8_t> roads;
  if (through)
    roads.push_back(roadEdges);
  else
    for (int e = 0; e < 4; ++e)
      if (roadEdges & (1 << e)) roads.push_back(uint8_t(1 << e));

  // Fields: the rim's field half-edges, cut by spokes. A road through the tile cuts at both its
  // edges. Road ends and a joined city of two or more edges reach the middle; where two of them
  // meet there, each is a spoke. A city that crosses the tile (two opposite edges) cuts anyway.
  bool bigCity = cities.size() == 1 && __builtin_popcount(cities[0]) >= 2;
  bool crossing = bigCity && ((cities[0] & 5) == 5 || (cities[0] & 10) == 10);
  int inMiddle = (through ? 0 : nRoads) + (bigCity ? 1 : 0);
  // spoke[b]: a cut between half b and half b + 1 (clockwise).
  bool spoke[8] = {};
  for (int e = 0; e < 4; ++e)
    if ((roadEdges & (1 << e)) && (through || inMiddle >= 2)) spoke[2 * e] = true;
  if (bigCity && (crossing || inMiddle >= 2))
    for (int h = 0; h < 8; ++h)  // one cut per run of the city's halves around the rim
      if ((cities[0] & (1 << edgeOfHalf(h))) && !(cities[0] & (1 << edgeOfHalf((h + 1) & 7)))) spoke[h] = true;
  int spokes = 0;
  for (bool s : spoke) spokes += s;

  std::vector<uint8_t> fields;
  uint8_t fieldHalves = 0;
  for (int h = 0; h < 8; ++h)
    if (!(cityEdges & (1 << edgeOfHalf(h)))) fieldHalves |= uint8_t(1 << h);
  if (fieldHalves && spokes < 2) {
    fields.push_back(fieldHalves);
  } else if (fieldHalves) {
    int start = 0;  // just after a spoke, so that no field wraps past the start
    while (!spoke[(start + 7) & 7]) ++start;
    uint8_t current = 0;
    for (int k = 0; k < 8; ++k) {
      int h = (start + k) & 7;
      if (fieldHalves & (1 << h)) current |= uint8_t(1 << h);
      if (spoke[h] && current) {
        fields.push_back(current);
        current = 0;
      }
    }
    if (current) fields.push_back(current);
  }

  json j = {{"id", spec.id}};
  if (!cities.empty()) {
    json list = json::array();
    for (size_t c = 0; c < cities.size(); ++c)
      list.push_back({{"edges", edgeList(cities[c])}, {"shields", c == 0 ? spec.shields : 0}});
    j["cities"] = list;
  }
  if (!roads.empty()) {
    json list = json::array();
    for (uint8_t r : roads) list.push_back({{"edges", edgeList(r)}});
    j["roads"] = list;
  }
  if (!fields.empty()) {
    json list = json::array();
    for (uint8_t f : fields) {
      json halves = json::array();
      for (int h = 0; h < 8; ++h)
        if (f & (1 << h)) halves.push_back(halfName(h));
      json touches = json::array();
      for (size_t c = 0; c < cities.size(); ++c) {
        bool beside = fields.size() == 1;
        for (int e = 0; e < 4; ++e)
          if ((cities[c] & (1 << e)) && (f & halvesBeside(e))) beside = true;
        if (beside) touches.push_back(c);
      }
      json field = {{"halves", halves}};
      if (!touches.empty()) field["cities"] = touches;
      list.push_back(field);
    }
    j["fields"] = list;
  }
  if (spec.monastery) j["monastery"] = true;
  if (spec.extras.is_object())
    for (auto it = spec.extras.begin(); it != spec.extras.end(); ++it) j[it.key()] = it.value();
  return j;
}

}  // namespace carc
