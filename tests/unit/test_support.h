// Helpers shared by the unit tests: the base catalog and scenario loading from strings.
#pragma once
#include <dirent.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/assets_dir.h"
#include "engine/scenario.h"

namespace carc::testing {

// A whole file as text ("" when it cannot be read).
inline std::string fileText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The action that places the tile in hand at x, y turned by rot degrees.
inline Action placeAt(int x, int y, int rot) {
  Action a;
  a.kind = Action::Place;
  a.x = int8_t(x);
  a.y = int8_t(y);
  a.rot = uint8_t(rot);
  return a;
}

// The names of the .json files in a folder (index.json aside), sorted.
inline std::vector<std::string> jsonFilesIn(const std::string& dir) {
  std::vector<std::string> out;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      std::string n = e->d_name;
      if (n.size() > 5 && n.substr(n.size() - 5) == ".json" && n != "index.json") out.push_back(n);
    }
    closedir(d);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// A test parameter's name made of letters, digits and '_' ("base+ferries@2.json" -> "base_ferries_2").
inline std::string paramName(std::string n) {
  if (n.size() > 5 && n.substr(n.size() - 5) == ".json") n = n.substr(0, n.size() - 5);
  for (char& c : n)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

inline SetSource diskSets() {
  return [](const std::string& set, std::string& text) { return readSetFromDir(CARC_ASSETS_DIR, set, text); };
}

inline std::shared_ptr<const Catalog> baseCatalog() {
  static auto cat = buildCatalog({"base"}, json(), json(), diskSets(), "test");
  return cat;
}

// Loads and plays a scenario given as JSON text; returns the finished game.
inline Game runScenarioText(const std::string& text) {
  Scenario sc = loadScenario(parseJsonText(text, "test", kMaxScenarioBytes), diskSets(), "test");
  playScenario(sc, "test");
  return sc.game;
}

// The error a scenario raises, or "" when it plays.
inline std::string scenarioError(const std::string& text) {
  try {
    runScenarioText(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// The sets of assets/tiles/index.json, in order: {name, is a core deck, option keys}.
struct IndexedSet {
  std::string name;
  bool core;
  std::vector<std::pair<std::string, std::vector<int>>> options;  // key, values other than the default
};

inline std::vector<IndexedSet> indexedSets() {
  std::string text;
  readFile(std::string(CARC_ASSETS_DIR) + "/tiles/index.json", text, 1 << 20);
  json index = parseJsonText(text, "index.json", 1 << 20);
  std::vector<IndexedSet> out;
  for (const json& s : index["sets"]) {
    IndexedSet set{s["set"].get<std::string>(), s.value("deck", "") == "core", {}};
    for (const json& o : s.value("options", json::array())) {
      std::vector<int> others;
      for (const json& v : o["values"])
        if (v != o["default"]) others.push_back(v.get<int>());
      set.options.push_back({o["key"].get<std::string>(), others});
    }
    out.push_back(set);
  }
  return out;
}

// The set combinations that the conformance run and the golden games cover, as "a+b" or "a+b@2"
// (@: a value of the option of the set before it). Made from the index, so a new expansion is
// covered without naming it: the first core deck alone, with each expansion, with all of them,
// and with each option value; every other core deck alone and with all expansions; plus the
// combinations listed here that earlier sessions pinned.
inline std::vector<std::string> conformanceCombinations() {
  std::vector<IndexedSet> sets = indexedSets();
  std::vector<std::string> cores, expansions, out;
  for (const IndexedSet& s : sets) (s.core ? cores : expansions).push_back(s.name);
  std::string all;
  for (const std::string& e : expansions) all += "+" + e;
  for (size_t c = 0; c < cores.size(); ++c) {
    out.push_back(cores[c]);
    if (c == 0) {
      for (const IndexedSet& s : sets) {
        if (s.core) continue;
        out.push_back(cores[c] + "+" + s.name);
        for (const auto& option : s.options)
          for (int v : option.second) out.push_back(cores[c] + "+" + s.name + "@" + std::to_string(v));
      }
    }
    if (!expansions.empty()) out.push_back(cores[c] + all);
  }
  for (const char* pinned : {"winter+gingerbread", "winter+gingerbread+ferries", "base+ferries+signposts",
                             "winter+gingerbread+ferries+signposts", "base+gingerbread+ferries+signposts+river",
                             "winter+gingerbread+ferries+signposts+river", "winter+gingerbread+princess",
                             "base+ferries+princess", "base+inns+abbot+traders+princess"})
    if (std::find(out.begin(), out.end(), pinned) == out.end()) out.push_back(pinned);
  return out;
}

// A catalog for one of those combinations.
inline std::shared_ptr<const Catalog> catalogOfCombination(const std::string& spec) {
  std::vector<std::string> names;
  json options = json::object();
  std::string rest = spec;
  std::string value;
  auto at = rest.find('@');
  if (at != std::string::npos) {
    value = rest.substr(at + 1);
    rest = rest.substr(0, at);
  }
  size_t start = 0;
  for (;;) {
    size_t plus = rest.find('+', start);
    names.push_back(rest.substr(start, plus == std::string::npos ? std::string::npos : plus - start));
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  if (!value.empty())
    for (const IndexedSet& s : indexedSets())
      if (s.name == names.back() && !s.options.empty()) options[s.options[0].first] = std::stoi(value);
  return buildCatalog(names, json(), options, diskSets(), "conformance");
}

}  // namespace carc::testing
