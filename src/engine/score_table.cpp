#include "score_table.h"

#include <algorithm>

#include "module.h"

namespace carc {

std::vector<ScoreColumn> scoreTable(const State& s) {
  const int n = s.players();
  std::vector<ScoreColumn> cols;
  auto column = [&](const std::string& kind) -> ScoreColumn& {
    for (ScoreColumn& c : cols)
      if (c.kind == kind) return c;
    cols.push_back(ScoreColumn{kind, std::vector<int>(size_t(n), 0)});
    return cols.back();
  };
  for (const char* k : {"road", "city", "monastery", "field"}) column(k);
  std::vector<std::string> kinds;  // the modules' own kinds, shown even when nobody scored any
  for (const Module* m : s.catalog().modules) m->scoreKinds(kinds);
  for (const std::string& k : kinds) column(k);
  const size_t declared = cols.size();
  std::vector<std::pair<std::string, int>> shares;
  for (const ScoreEvent& e : s.events()) {
    // The event's points, less the parts that modules claim for their own columns.
    int own = e.points;
    shares.clear();
    for (const Module* m : s.catalog().modules) m->eventShares(e, shares);
    for (const auto& share : shares) own -= share.second;
    shares.push_back({e.kind, own});
    for (const auto& share : shares)
      for (int p = 0; p < n; ++p)
        if (e.players & (1u << p)) column(share.first).points[size_t(p)] += share.second;
  }
  // Whatever the events do not explain was there when the scenario began.
  std::vector<int> start(size_t(n), 0);
  bool any = false;
  for (int p = 0; p < n; ++p) {
    int sum = 0;
    for (const ScoreColumn& c : cols) sum += c.points[size_t(p)];
    start[size_t(p)] = s.scores()[size_t(p)] - sum;
    any |= start[size_t(p)] != 0;
  }
  if (any) cols.push_back(ScoreColumn{"start", start});
  // Other kinds (none a module declared) that gave nobody anything are noise in a table.
  cols.erase(std::remove_if(cols.begin() + long(declared), cols.end(),
                            [](const ScoreColumn& c) {
                              return c.kind != "start" &&
                                     std::all_of(c.points.begin(), c.points.end(), [](int v) { return v == 0; });
                            }),
             cols.end());
  return cols;
}

std::vector<int> winners(const State& s) {
  std::vector<int> best;
  int top = *std::max_element(s.scores().begin(), s.scores().end());
  for (int p = 0; p < s.players(); ++p)
    if (s.scores()[size_t(p)] == top) best.push_back(p);
  return best;
}

}  // namespace carc
