// The editor's Record stage: the moves are played as in a game (legal moves only, module steps
// included) with the tile in hand chosen by the editor, and each step gets its text in en, nl, fr
// and de, starting from the engine's own description of the move and its scorings.
#pragma once
#include <map>
#include <string>

#include "engine/draft.h"
#include "imgui.h"
#include "render/board/board_view.h"
#include "render/editor/tile_search.h"
#include "render/table/table.h"

namespace carc::render {

class Editor;

class RecordWindow {
 public:
  void draw(Editor& e, Table& s, BoardView& board, ImVec2 view);
  // What the stage shows, for the page API (editorRecord) and tests: {steps: [{step, label, text:
  // {en, nl, ...: every language}, engine: {...}}], end, languagesReady, refusal, notice, refusedSpots: [{x, y,
  // on, words}], search, hand}; hand: its words on the next step, as shown (who decides it, the
  // module's prompt), or that the game is over.
  json report(const Editor& e, const Table& s, const BoardView& board);
  // Writes the texts of a step (-1: the title), {lang: text}, to the draft (page API:
  // editorTexts). "" when done, else the refusal in words (the texts before it are kept).
  std::string saveTexts(Editor& e, Table& s, int step, const json& texts);

 private:
  void showDraft(Editor& e, Table& s, BoardView& board, ImVec2 view, bool centre);
  void draftChanged(Editor& e, Table& s);
  void explainRefusedClick(Table& s, BoardView& board);
  void drawRefusal(Editor& e, BoardView& board, ImVec2 view);
  void recordTurns(Editor& e, Table& s, BoardView& board, ImVec2 view);
  int tileToDeal(const Editor& e, const State& st) const;
  void drawHand(Editor& e, Table& s, BoardView& board);
  const std::string& engineWords(const Draft& d, const std::string& lang, int step);
  void editTexts(const Editor& e, int step, const std::string& focus);
  void drawTexts(Editor& e);

  const Game* shown_ = nullptr;  // the session's game as this stage loaded it
  json key_;                     // the draft's position and moves that the board shows
  size_t actions_ = 0;           // the game's actions at the end of the last frame
  int picked_ = -1;              // the tile type chosen in the picker for this turn
  bool choosing_ = false;        // no tile chosen for this move yet: nothing in hand
  TileSearch search_;            // the tile row's search (the palette's box)
  // A refusal of a click on the board, shown at its square until the next click or move.
  std::string refusal_;
  int refusalX_ = 0, refusalY_ = 0;
  bool pressFree_ = false;  // the press began on the board, not on a window
  ImVec2 pressAt_{0, 0};
  std::string notice_;  // a refusal of the draft (setMoves, a text), shown in the window
  int lang_ = 0;        // the language tab
  // The engine's words per "lang/step", for the moves they were made for.
  std::map<std::string, std::string> words_;
  json wordsFor_;
};

}  // namespace carc::render
