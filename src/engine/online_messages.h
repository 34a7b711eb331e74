// What an online table's server tells its pages about the game (docs/online.md, "Messages"): the
// view of the table, a step played, a step refused. One type each, written by the server's engine
// module (server/engine/tables.cpp) and read by the page's table (src/render/table/online.cpp), so
// the two ends of the wire cannot drift apart; the JSON field names are the protocol's, unchanged.
// Reading never throws: a malformed message is refused as data (Refused::Malformed, the field in
// `path`), and the struct is left as it was.
#pragma once
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "refusal.h"

namespace carc {

using json = nlohmann::json;

// The tiles left in the bag, counted per tile id ("base/D": 3): what a player may know of the deck.
using BagCounts = std::map<std::string, int>;

// `view`: the public position of a table (the `position` message's view, the engine's `view`, `open`).
struct OnlineView {
  json position;                    // publicScenario (scenario.h): the game as a player sees it, no seed
  std::optional<std::string> tile;  // the tile of the turn now (the last one once the game is over), or none
  BagCounts bag;
  std::optional<int> next;  // the seat that decides the next step, none when the game is over
  bool over = false;
  int steps = 0;  // the steps played so far: the `n` of the next step
  std::vector<int> scores;

  json toJson() const;  // {position, tile, bag, next, over, steps, scores}
  static Refusal fromJson(const json& message, OnlineView& out);
};

// `step`: a step the server played, told to everyone at the table (the engine's `play` reply).
struct OnlineStep {
  int n = 0;                        // the steps played before this one
  int seat = 0;                     // the seat that made it
  json step = json::object();       // as the legal moves list it ({tile, at, rot}, {meeple}, a module's)
  std::optional<std::string> tile;  // the next turn's tile when this step ended a turn (none at the end)
  // The tiles set aside before that tile (they fit nowhere). The engine's reply has them; the
  // server's `step` message leaves them out, so a message without them reads as none.
  std::vector<std::string> setAside;
  std::optional<int> next;  // the seat that decides the next step, none when the game is over
  bool over = false;
  std::vector<int> scores;
  BagCounts bag;

  json toJson() const;  // {n, seat, step, tile, set_aside, next, over, scores, bag}
  static Refusal fromJson(const json& message, OnlineStep& out);
};

// `refused`: a step refused ({n, refusal: {reason, phrase, values, path}}); the engine module's
// refusal of any request is the same without `n` ({ok: false, refusal}).
struct OnlineRefusal {
  std::optional<int> n;  // the steps the table has played (the server's message); none from the engine
  // The rule by its name on the wire: refusedName's ("not-your-turn"), or the server's own
  // ("stale", "over"), so a string rather than the engine's enum.
  std::string reason;
  std::string phrase;  // English with {0}, {1}: translated by the page, then filled with `values`
  std::vector<std::string> values;
  std::string module;  // written when set: a module's rule (its set name)
  std::string path;    // written when set: where in the request ("step.meeple")
  int move = -1;       // written when set: the index of a scenario's move

  static OnlineRefusal of(const Refusal& why);
  json refusalJson() const;  // the `refusal` object alone: {reason, phrase, values, module?, path?, move?}
  json toJson() const;       // {n?, refusal}
  static Refusal fromJson(const json& message, OnlineRefusal& out);
};

}  // namespace carc
