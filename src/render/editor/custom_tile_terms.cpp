#include "render/editor/custom_tile_terms.h"

#include <algorithm>

#include "engine/geometry.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

const char* const kCustomEdgeKinds[4] = {"field", "road", "city", "river"};

bool riverInPlay(const std::vector<std::string>& sets) {
  return std::find(sets.begin(), sets.end(), "river") != sets.end();
}

std::vector<std::string> roadEnds(const CustomTileChoices& c, int edge) {
  if (c.edges[edge] != 1) return {};
  std::vector<std::string> out = {"", "middle"};
  for (int e = 0; e < 4; ++e)
    if (e != edge && c.edges[e] == 1) out.push_back(edgeName(e));
  for (int e = 0; e < 4; ++e)
    if (c.edges[e] == 2) out.push_back(std::string("gate ") + edgeName(e));
  return out;
}

json customTileFromChoices(const CustomTileChoices& c, const std::vector<std::string>& sets, const std::string& id) {
  CustomTileSpec spec;
  spec.id = id;
  bool river = riverInPlay(sets);
  int riverEdges = 0;
  for (int e = 0; e < 4; ++e) {
    int k = std::clamp(c.edges[e], 0, river ? 3 : 2);
    spec.edges[size_t(e)] = kCustomEdgeKinds[k];
    riverEdges += k == 3;
  }
  spec.citiesJoined = c.joined;
  spec.shields = c.shields;
  spec.monastery = c.monastery;
  spec.roadsEndInMiddle = c.roadsInMiddle;
  for (int e = 0; e < 4; ++e) {
    std::vector<std::string> ends = roadEnds(c, e);
    if (std::find(ends.begin(), ends.end(), c.roadTo[size_t(e)]) != ends.end())
      spec.roadTo[size_t(e)] = c.roadTo[size_t(e)];
  }
  const Translate same = [](const std::string& x) { return x; };
  for (const ExpansionView* v : expansionViews()) {
    if (std::find(sets.begin(), sets.end(), v->set()) == sets.end()) continue;
    std::vector<CustomTileOption> opts;
    v->customTileOptions(same, opts);
    for (const CustomTileOption& opt : opts) {
      std::array<int, 4> per = {-1, -1, -1, -1};
      auto chosen = c.perEdge.find(opt.key);
      if (opt.perRoadEdge && chosen != c.perEdge.end())
        for (int e = 0; e < 4; ++e) per[size_t(e)] = c.edges[e] == 1 ? chosen->second[size_t(e)] : -1;
      auto flag = c.flags.find(opt.key);
      bool on = flag != c.flags.end() && flag->second;
      json value = v->customTileValue(opt.key, on, per);
      if (!value.is_null()) spec.extras[opt.key] = value;
      if (on && opt.roadsEndInMiddle) spec.roadsEndInMiddle = true;
    }
  }
  if (river && c.spring && riverEdges == 1) spec.extras["spring"] = true;
  return customTileJson(spec);
}

}  // namespace carc::render
