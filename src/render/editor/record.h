// The editor's Record stage: the moves are played as in a game (legal moves only, module steps
// included) with the tile in hand chosen by the editor, and each step gets its text in en, nl, fr
// and de, starting from the engine's own description of the move and its scorings.
#pragma once
#include <map>
#include <string>

#include "imgui.h"
#include "render/board/board_view.h"
#include "render/editor/tile_search.h"
#include "render/table/table.h"

namespace carc::render {

class Editor;

// What the Record stage keeps between frames (the Editor holds one).
struct RecordStage {
  const Game* shown = nullptr;  // the session's game as this stage loaded it
  json key;                     // the draft's position and moves that the board shows
  size_t actions = 0;           // the game's actions at the end of the last frame
  int picked = -1;              // the tile type chosen in the picker for this turn
  bool choosing = false;        // no tile chosen for this move yet: nothing in hand
  TileSearch search;            // the tile row's search (the palette's box)
  // A refusal of a click on the board, shown at its square until the next click or move.
  std::string refusal;
  int refusalX = 0, refusalY = 0;
  bool pressFree = false;  // the press began on the board, not on a window
  ImVec2 pressAt{0, 0};
  std::string notice;  // a refusal of the draft (setMoves, a text), shown in the window
  int lang = 0;        // the language tab
  // The engine's words per "lang/step", for the moves they were made for.
  std::map<std::string, std::string> words;
  json wordsFor;
};

void drawEditorRecord(Editor& e, Table& s, BoardView& board, ImVec2 view);

// What the stage shows, for the page API (editorRecord) and tests: {steps: [{step, label, text:
// {en, nl, fr, de}, engine: {...}}], end, languagesReady, refusal, notice, refusedSpots: [{x, y,
// on, words}], search, hand}; hand: its words on the next step, as shown (who decides it, the
// module's prompt), or that the game is over.
json editorRecordJson(Editor& e, const Table& s, const BoardView& board);
// Writes the texts of a step (-1: the title), {lang: text}, to the draft (page API: editorTexts).
// "" when done, else the refusal in words (the texts before it are kept).
std::string saveTexts(Editor& e, Table& s, int step, const json& texts);

}  // namespace carc::render
