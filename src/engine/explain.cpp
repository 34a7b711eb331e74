#include "explain.h"

#include <cstring>

namespace carc {

namespace {

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

std::string who(const ScoreEvent& e, const std::vector<std::string>& names) {
  std::vector<std::string> list;
  for (size_t p = 0; p < names.size(); ++p)
    if (e.players & (1u << p)) list.push_back(names[p]);
  std::string out;
  for (size_t i = 0; i < list.size(); ++i) {
    if (i) out += i + 1 == list.size() ? " and " : ", ";
    out += list[i];
  }
  return out;
}

}  // namespace

std::string explainEvent(const State&, const ScoreEvent& e, const std::vector<std::string>& names) {
  int count = __builtin_popcount(e.players);
  std::string text = who(e, names) + (count > 1 ? " each score " : " scores ") + std::to_string(e.points);
  std::string kind = e.kind;
  std::string how;
  if (kind == "road") {
    text += std::string(" for ") + (e.complete ? "a completed road" : "an unfinished road");
    how = plural(e.tiles, "tile", "tiles") + " × 1";
  } else if (kind == "city") {
    int per = e.complete ? 2 : 1;
    text += std::string(" for ") + (e.complete ? "a completed city" : "an unfinished city");
    how = plural(e.tiles, "tile", "tiles") + " × " + std::to_string(per);
    if (e.shields) how += " + " + plural(e.shields, "shield", "shields") + " × " + std::to_string(per);
  } else if (kind == "monastery") {
    text += std::string(" for ") + (e.complete ? "a completed monastery" : "an unfinished monastery");
    how = e.complete ? "9 for the monastery and its 8 neighbours"
                     : "1 + " + plural(e.neighbors, "neighbour", "neighbours");
  } else if (kind == "field") {
    text += " for a field";
    how = plural(e.cities, "completed city", "completed cities") + " × 3";
  } else if (kind == "gingerbread") {
    text +=
        std::string(" from the gingerbread man ") + (e.complete ? "(its city was completed)" : "(it left the city)");
    how = plural(e.extraValues[0], "knight", "knights") + " × " + plural(e.tiles, "city tile", "city tiles") +
          " (no majority, shields count nothing, the knights stay)";
  } else {
    text += std::string(" (") + e.kind + ")";
  }
  if (e.group && kind != "gingerbread") {
    std::string extra;
    for (size_t k = 0; k < e.extraKeys.size(); ++k)
      if (e.extraKeys[k])
        extra += std::string(extra.empty() ? "" : ", ") + e.extraKeys[k] + " " + std::to_string(e.extraValues[k]);
    how += std::string(how.empty() ? "" : "; ") + e.group + ": " + extra;
  }
  if (!how.empty()) text += ": " + how;
  if (count > 1) text += " (tied majority: every tied player scores in full)";
  if (e.move < 0) text += " — end of game";
  return text + ".";
}

}  // namespace carc
