// The list of sets (assets/tiles/index.json, handed over by the shell): which are core decks, their
// titles, options and looks. The new-game dialog and the painter's palette come from it.
#pragma once
#include <string>
#include <vector>

#include "engine/catalog.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

struct SetOption {
  std::string key, title;           // the game option (e.g. an edition) and its English title
  std::vector<json> values;         // the values it may take
  std::vector<std::string> labels;  // English, one per value
  size_t fallback = 0;              // index of the default value
};

struct SetEntry {
  std::string set, title, look;  // title in English; look: "" or "snow"
  std::string summary;           // what the set adds, in one English sentence ("" when the index has none)
  bool core = false;             // a core deck: a game has exactly one
  std::vector<SetOption> options;
};

// Reads the index; false with `why` when it is malformed (the previous index stays).
bool setSetIndex(const std::string& text, std::string* why);
const std::vector<SetEntry>& setIndex();
// The palette of a game: the look of its core deck.
TileStyle styleOf(const Catalog& c);
// The sets of a game when none are asked for: the first core deck.
std::vector<std::string> defaultSets();

}  // namespace carc::render
