#include "explain.h"

#include <cstring>

#include "engine/phrase.h"
#include "module.h"

namespace carc {

namespace {

// Replaces {0}, {1} in a template.
std::string fill(std::string p, const std::string& a, const std::string& b = "") {
  for (auto [key, value] : {std::pair<std::string, std::string>{"{0}", a}, {"{1}", b}}) {
    size_t at = p.find(key);
    if (at != std::string::npos) p.replace(at, 3, value);
  }
  return p;
}

// "what: how" in the reader's language (French puts a space before the colon): both parts put in
// at once, so a name holding "{1}" stays as it is.
std::string colon(const std::string& pattern, const std::string& what, const std::string& how) {
  size_t a = pattern.find("{0}"), b = pattern.find("{1}");
  if (a == std::string::npos || b == std::string::npos || b < a) return what + ": " + how;
  return pattern.substr(0, a) + what + pattern.substr(a + 3, b - a - 3) + how + pattern.substr(b + 3);
}

}  // namespace

std::string explainEvent(const State&, const ScoreEvent& e, const std::vector<std::string>& names,
                         const Translate& translate, int you) {
  auto T = [&](const std::string& phrase) { return translate ? translate(phrase) : phrase; };
  auto count = [&](int n, const char* one, const char* many) {
    return std::to_string(n) + " " + T(n == 1 ? one : many);
  };
  std::vector<std::string> list;
  for (size_t p = 0; p < names.size(); ++p)
    if (e.players & (1u << p)) list.push_back(names[p]);
  std::string who;
  for (size_t i = 0; i < list.size(); ++i) {
    if (i) who += i + 1 == list.size() ? T(" and ") : ", ";
    who += list[i];
  }
  int players = __builtin_popcount(e.players);
  bool youAlone = players == 1 && you >= 0 && (e.players & (1u << you));
  std::string text =
      youAlone ? fill(T("You score {0}"), std::to_string(e.points))
               : fill(T(players > 1 ? N_("{0} each score {1}") : N_("{0} scores {1}")), who, std::to_string(e.points));
  std::string kind = e.kind, how;
  std::string markWhat;  // a module's mark on a road or city (an inn, a cathedral) in its own words
  if (e.mark)
    for (const Module* m : moduleRegistry())
      if (m->explain(e, translate, markWhat, how)) break;
  if (!markWhat.empty()) {
    text += markWhat;
  } else if (kind == "road") {
    text += T(e.complete ? N_(" for a completed road") : N_(" for an unfinished road"));
    how = count(e.tiles, "tile", "tiles") + " × 1";
  } else if (kind == "city") {
    std::string per = e.complete ? "2" : "1";
    text += T(e.complete ? N_(" for a completed city") : N_(" for an unfinished city"));
    how = count(e.tiles, "tile", "tiles") + " × " + per;
    if (e.shields) how += " + " + count(e.shields, "shield", "shields") + " × " + per;
  } else if (kind == "monastery") {
    text += T(e.complete ? N_(" for a completed monastery") : N_(" for an unfinished monastery"));
    how = e.complete ? T("9 for the monastery and its 8 neighbours")
                     : "1 + " + count(e.neighbors, "neighbour", "neighbours");
  } else if (kind == "field") {
    text += T(" for a field");
    how = count(e.cities, "completed city", "completed cities") + " × 3";
  }
  bool explained = false;  // a module's own kind of scoring, in its own words
  if (kind != "road" && kind != "city" && kind != "monastery" && kind != "field") {
    std::string what;
    for (const Module* m : moduleRegistry())
      if (!explained && m->explain(e, translate, what, how)) explained = true;
    text += explained ? what : " (" + T(e.kind) + ")";
  }
  bool anyExtra = false;  // a breakdown of zeros (no correct signpost) says nothing worth reading
  for (size_t k = 0; k < e.extraKeys.size(); ++k) anyExtra |= e.extraKeys[k] && e.extraValues[k] != 0;
  if (e.group && !explained && anyExtra) {
    std::string extra;
    for (size_t k = 0; k < e.extraKeys.size(); ++k)
      if (e.extraKeys[k])
        extra += (extra.empty() ? "" : ", ") + T(e.extraKeys[k]) + " " + std::to_string(e.extraValues[k]);
    how += (how.empty() ? "" : "; ") + colon(T("{0}: {1}"), T(e.group), extra);
  }
  if (!how.empty()) text = colon(T("{0}: {1}"), text, how);
  if (players > 1) text += T(" (tied majority: every tied player scores in full)");
  if (e.move < 0) text += T(" — end of game");
  return text + ".";
}

}  // namespace carc
