// Why the engine refuses something, as data: a reason a program can act on (which rule, which
// module), words a person can read in any language (an English phrase with {0}, {1} and its
// values, translated by the UI), and where in the input the problem lies, kept apart from the
// words. The engine's English sentences for logs, the CLI and InputError are made from it.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace carc {

// Words for people: an English phrase (the translation key, with {0}, {1} filled after
// translation by fillPhrase, describe.h) and its values.
struct Words {
  std::string phrase;
  std::vector<std::string> values;
  bool empty() const { return phrase.empty(); }
  std::string english() const;
};

// The rule or check behind a refusal.
enum class Refused : uint8_t {
  Nothing,          // not refused
  OffTheBoard,      // the square is beyond the playing area
  SquareTaken,      // the square has a tile
  EdgesClash,       // an edge does not match the tile beside it: values edge (N E S W), its kind, the neighbour's
  NotTouching,      // the square touches no placed tile
  ModuleRule,       // a rule of the module named by `module` (the river's course, a ferry's move)
  NotOnPlacedTile,  // a meeple goes on the tile just placed
  NoSuchFeature,    // the tile has no such feature
  FeatureTaken,     // the feature (or one it joins) holds a meeple: values its kind, its address ("road E")
  NoMeepleLeft,     // the player's supply is empty
  TileNotInHand,    // the tile named is not the one drawn, or there is none
  UnknownTile,      // no tile of the game has that id
  NotThisStep,      // an action of another step (a meeple before the tile, a turn before the last ends)
  NotYourTurn,      // sent for a player who is not to play
  GameOver,         // the game is over
  NoSuchAction,     // no legal action of this step is that
  NothingThere,     // an edit names a tile, meeple, player or step that is not there
  InUse,            // an edit takes away what the board or a move still uses (a set, a player's meeples)
  Malformed,        // input of the wrong shape or range (a move's JSON, a scenario's, a manifest's)
  NoCoreDeck,       // a new game's sets have no start tile: none of them is a core deck
};

// A refusal: empty (nothing refused) or a reason with its words. Converts to true when refused.
struct Refusal : Words {
  Refused reason = Refused::Nothing;
  std::string module;   // ModuleRule, and a module's part of a move: the module's set name
  std::string context;  // English said before the words in english(), never translated: "base/U cannot be placed there"
  std::string path;     // where in a move's JSON: "meeple", "at[0]", "move_ferries[1]"; "" for the move itself
  int move = -1;        // the scenario loader: index of the move refused

  Refusal() = default;
  Refusal(Refused why, std::string phrase, std::vector<std::string> values = {});
  explicit operator bool() const { return reason != Refused::Nothing; }

  // The words in English with the context before them: "base/U cannot be placed there: it touches
  // no placed tile". For logs and the CLI.
  std::string english() const;
  // english() at a place in the input, as InputError says it: "s: move 0.meeple: that road
  // already holds a meeple", "s: move 0: ferry: …" (a module's part of a move is named after a
  // colon, as the modules have always written it).
  std::string at(const std::string& where) const;
};

// A refusal as data for a page or a client: {phrase, values, module, path, move} (the fields that
// are set), to be said in the reader's language; never parsed from english().
std::string refusedName(Refused why);

}  // namespace carc
