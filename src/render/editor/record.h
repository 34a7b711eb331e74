// The editor's Record stage: the moves are played as in a game (legal moves only, module steps
// included) with the tile in hand chosen by the editor, and each step gets its text in en, nl, fr
// and de, starting from the engine's own description of the move and its scorings.
#pragma once
#include "render/editor/editor.h"

namespace carc::render {

void drawEditorRecord(Editor& e, Table& s, BoardView& board, ImVec2 view);

// What the stage shows, for the page API (editorRecord) and tests: {steps: [{step, label, text:
// {en, nl, fr, de}, engine: {...}}], end, languagesReady, refusal, notice, refusedSpots: [{x, y,
// on, words}]}.
json editorRecordJson(Editor& e, const Table& s, const BoardView& board);
// Writes the texts of a step (-1: the title), {lang: text}, to the draft (page API: editorTexts).
// "" when done, else the refusal in words (the texts before it are kept).
std::string saveTexts(Editor& e, Table& s, int step, const json& texts);

}  // namespace carc::render
