#include "render/table/scenario_labels.h"

namespace carc::render {

namespace {
int tileAt(const State& s, int x, int y) {
  for (size_t i = 0; i < s.tiles().size(); ++i)
    if (s.tiles()[i].x == x && s.tiles()[i].y == y) return int(i);
  return -1;
}
}  // namespace

std::vector<PlacedLabel> placedLabels(const State& s, const json& scenario) {
  std::vector<PlacedLabel> out;
  if (!scenario.is_object()) return out;
  const json& labels = scenario.value("labels", json::array());
  if (!labels.is_array()) return out;
  for (const json& l : labels) {
    if (!l.is_object() || !l.contains("at") || !l["at"].is_array() || l["at"].size() != 2 ||
        !l["at"][0].is_number_integer() || !l["at"][1].is_number_integer() || !l.value("text", json()).is_string() ||
        !l.value("on", json()).is_string())
      continue;
    int t = tileAt(s, l["at"][0].get<int>(), l["at"][1].get<int>());
    if (t < 0) continue;
    const PlacedTile& pt = s.tiles()[size_t(t)];
    int seg = s.catalog().types[pt.type].findSegment(l["on"].get<std::string>(), pt.rot);
    if (seg < 0) continue;
    out.push_back({l["text"].get<std::string>(), t, seg});
  }
  return out;
}

}  // namespace carc::render
