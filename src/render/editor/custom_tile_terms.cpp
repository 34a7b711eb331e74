#include "render/editor/custom_tile_terms.h"

#include <algorithm>
#include <set>

#include "engine/geometry.h"
#include "engine/module.h"

namespace carc::render {

std::vector<std::string> customEdgeKinds(const std::vector<std::string>& sets) {
  std::vector<std::string> out = {"field", "road", "city"};
  for (const Module* m : moduleRegistry())
    if (m->edgeKindName() && std::find(sets.begin(), sets.end(), m->name()) != sets.end()) {
      out.push_back(m->edgeKindName());
      break;  // one module edge kind (kModuleEdge)
    }
  return out;
}

int customEdgeIndex(CustomTileOption::PerEdge per) {
  switch (per) {
    case CustomTileOption::PerEdge::road:
      return 1;
    case CustomTileOption::PerEdge::city:
      return 2;
    default:
      return -1;
  }
}

CustomTileEdges edgeKindsOf(const CustomTileChoices& c, const std::vector<std::string>& sets) {
  std::vector<std::string> kinds = customEdgeKinds(sets);
  CustomTileEdges out;
  for (int e = 0; e < 4; ++e) out[size_t(e)] = kinds[size_t(std::clamp(c.edges[e], 0, int(kinds.size()) - 1))];
  return out;
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

std::vector<std::pair<const ExpansionView*, CustomTileOption>> customTileOptionsFor(
    const CustomTileChoices& c, const std::vector<std::string>& sets, const Translate& tr) {
  std::vector<std::pair<const ExpansionView*, CustomTileOption>> out;
  CustomTileEdges edges = edgeKindsOf(c, sets);
  for (const ExpansionView* v : expansionViews()) {
    if (std::find(sets.begin(), sets.end(), v->set()) == sets.end()) continue;
    std::vector<CustomTileOption> opts;
    v->customTileOptions(tr, edges, opts);
    for (CustomTileOption& o : opts) out.push_back({v, std::move(o)});
  }
  return out;
}

void setCustomFlag(CustomTileChoices& c, const std::vector<CustomTileOption>& options, const std::string& key,
                   bool on) {
  c.flags[key] = on;
  if (!on) return;
  auto it = std::find_if(options.begin(), options.end(), [&](const CustomTileOption& o) { return o.key == key; });
  if (it == options.end() || it->group.empty()) return;
  for (const CustomTileOption& o : options)
    if (o.key != key && o.group == it->group) c.flags[o.key] = false;
}

void setCustomPerEdge(CustomTileChoices& c, const CustomTileOption& option, int edge, int choice) {
  std::array<int, 4>& per = c.perEdge[option.key];
  per[size_t(edge)] = choice;
  if (option.oneEdge && choice > 0)
    for (int e = 0; e < 4; ++e)
      if (e != edge) per[size_t(e)] = 0;
}

json customTileFromChoices(const CustomTileChoices& c, const std::vector<std::string>& sets, const std::string& id) {
  CustomTileSpec spec;
  spec.id = id;
  spec.edges = edgeKindsOf(c, sets);
  spec.citiesJoined = c.joined;
  for (int e = 0; e < 4; ++e) spec.cityApart[size_t(e)] = c.apart[e] && c.edges[e] == 2;
  spec.innerField = c.innerField;
  spec.shields = c.shields;
  spec.monastery = c.monastery;
  spec.roadsEndInMiddle = c.roadsInMiddle;
  for (int e = 0; e < 4; ++e) {
    std::vector<std::string> ends = roadEnds(c, e);
    if (std::find(ends.begin(), ends.end(), c.roadTo[size_t(e)]) != ends.end())
      spec.roadTo[size_t(e)] = c.roadTo[size_t(e)];
  }
  const Translate same = [](const std::string& x) { return x; };
  std::set<std::string> groupsTaken;
  for (const auto& [v, opt] : customTileOptionsFor(c, sets, same)) {
    std::array<int, 4> per = {-1, -1, -1, -1};
    auto chosen = c.perEdge.find(opt.key);
    int kind = customEdgeIndex(opt.perEdge);
    bool edgeTaken = false;
    if (kind >= 0 && chosen != c.perEdge.end())
      for (int e = 0; e < 4; ++e) {
        if (c.edges[e] != kind) continue;
        per[size_t(e)] = chosen->second[size_t(e)];
        if (opt.oneEdge && per[size_t(e)] > 0) {  // the first edge chosen keeps it
          if (edgeTaken) per[size_t(e)] = 0;
          edgeTaken = true;
        }
      }
    auto flag = c.flags.find(opt.key);
    bool on = flag != c.flags.end() && flag->second;
    if (on && !opt.group.empty()) on = groupsTaken.insert(opt.group).second;  // the first of its group
    json value = v->customTileValue(opt.key, on, per);
    if (!value.is_null()) spec.extras[opt.key] = value;
    if (on && opt.roadsEndInMiddle) spec.roadsEndInMiddle = true;
  }
  return customTileJson(spec);
}

}  // namespace carc::render
