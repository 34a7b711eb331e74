// A ruling being written in the editor: a scenario document (docs/formats.md §2) that the engine's own
// loader accepts at every moment. Each edit either changes the document or is refused with the
// reason in words and changes nothing; whole edits are undone and redone. The editor in the page
// (src/render/editor/) only calls these; it holds no rules of its own.
#pragma once
#include <string>
#include <vector>

#include "explain.h"
#include "scenario.h"

namespace carc {

// What an edit did: `refused` is empty when the edit was made. Its words (a refusal, or a warning
// about the position, Words in refusal.h) are for people: values already in words, no tile ids,
// no coordinates, no JSON paths; a move that does not play keeps its index and path apart.
struct EditResult {
  Refusal refused;
  bool ok() const { return !refused; }
};

class Draft {
 public:
  // A new draft: the sets' start tile alone on the board, two players, no moves. Throws InputError
  // when the sets cannot be loaded.
  Draft(SetSource sets, std::vector<std::string> setNames = {"base"});

  // The translator for the values of refusals and warnings (a place, a tile, a nested reason);
  // the phrase itself stays English, the key the UI translates. Empty: English.
  void setTranslator(Translate tr) { tr_ = std::move(tr); }

  // Opens any scenario (a demo, a scenario file, a share link, a saved game): false with the
  // loader's reason when the loader refuses it; the draft is unchanged then. Clears undo/redo.
  bool open(const json& scenario, std::string* why);

  // The whole document as it is published: it passes the schema and the loader, and playing it
  // gives the recorded moves' scores.
  const json& scenario() const { return doc_; }
  // The position before the first recorded move, loaded by the engine (what the board shows
  // while setting up).
  const Game& position() const { return position_; }
  // The position after every recorded move (and end-of-game scoring when "end").
  const Game& played() const { return played_; }
  // Where recording goes on: the position with every recorded move played and, for a game saved
  // inside a turn, that turn so far (its tile placed, its meeple or a module's step to come); no
  // end-of-game scoring. The turn so far is kept until recording finishes it (setMoves).
  Game recording() const;

  // --- the position ---------------------------------------------------------------------------
  // A tile of any loaded set or custom tile on an empty square, rot 0/90/180/270.
  EditResult putTile(const std::string& tileId, int x, int y, int rot);
  EditResult removeTile(int x, int y);  // with its meeples and module pieces
  EditResult moveTile(int fromX, int fromY, int toX, int toY);
  EditResult turnTile(int x, int y);  // a quarter turn clockwise; its pieces turn with it
  // A meeple of `player` on a feature of the tile at x, y, in board orientation ("road E").
  EditResult addMeeple(int x, int y, const std::string& on, int player);
  EditResult removeMeeple(int x, int y, const std::string& on);
  // Where a meeple can stand on the tile at x, y: its features' addresses in board orientation
  // ("city N", "road E", "field Es", "monastery"), the `on` of addMeeple; empty when no tile is
  // there. featureInWords (describe.h) names each for people.
  std::vector<std::string> features(int x, int y) const;
  // A module's key on the tile at x, y (a ferry: "ferry": ["N", "E"]); null removes it.
  EditResult setBoardKey(int x, int y, const std::string& key, const json& value);
  // A module's key of the scenario (the gingerbread man: "gingerbread": {"at", "on"}); null removes.
  EditResult setScenarioKey(const std::string& key, const json& value);
  // The mark a demo's text names ("A") on a feature of the tile at x, y (board orientation, as a
  // meeple's `on`), kept in the scenario's "labels"; "" takes it away. A label goes with its tile
  // when the tile is moved, turned or removed.
  EditResult setLabel(int x, int y, const std::string& on, const std::string& text);
  // The label on that feature, or "".
  std::string labelAt(int x, int y, const std::string& on) const;
  // The players (2-6 names), their colours ("#rrggbb", written as "colours"), scores, who is next.
  EditResult setPlayers(const std::vector<std::string>& names, const std::vector<std::string>& colours);
  EditResult setScores(const std::vector<int>& scores);
  EditResult setNext(int player);
  // The sets in play and their options; refused (naming the tile in words) while a tile of a set
  // being removed is on the board or in a move.
  EditResult setSets(const std::vector<std::string>& sets, const json& options);
  // Adds (or replaces, same id) a custom tile type (see custom_tile.h).
  EditResult putCustomTile(const json& tile);

  // Things the loader accepts but a reader may not expect, in words: edges that do not match the
  // tile beside them ("the east edge is a road, the neighbour's west edge is a city").
  std::vector<Words> warnings() const;

  // --- recorded moves and their texts -----------------------------------------------------------
  // The moves as played in the editor (Game::turnsJson of a game started from position()), and
  // whether end-of-game scoring follows. Refused, naming the move, when a move does not play.
  EditResult setMoves(const json& moves, bool end);
  // The title and the text of a step (0 = the starting position, k = after move k) in a language.
  EditResult setTitle(const std::string& lang, const std::string& text);
  EditResult setStepText(const std::string& lang, int step, const std::string& text);

  // --- history ----------------------------------------------------------------------------------
  bool canUndo() const;
  bool canRedo() const;
  bool undo();
  bool redo();

 private:
  // Loads and plays `next`; on success pushes the old doc on undo. `movesEdited`: a move that does
  // not play is refused as "cannot be played" rather than "could no longer be played".
  EditResult commit(json next, bool movesEdited = false);
  // The document about to be edited with its board written out (a board left empty means the start
  // tile; a dealt game's seed no longer deals once the board is drawn by hand).
  json withBoard() const;
  // Shows `doc` (loads and plays it) without touching the history; false when it does not load.
  bool show(const json& doc, std::string* why);
  std::string playerName(int p) const;
  // Why a move does not play from `before`, in words, from the engine's refusal.
  std::string moveProblem(const State& before, const Refusal& why) const;
  std::string kindInWords(EdgeKind k) const;
  std::string T(const std::string& phrase) const { return tr_ ? tr_(phrase) : phrase; }
  SetSource sets_;
  Translate tr_;
  json doc_;
  Game position_{State()}, played_{State()};
  std::vector<json> undo_, redo_;
};

}  // namespace carc
