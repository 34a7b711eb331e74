// The windows around the board: scoreboard and bag, the tile in hand with its controls, the
// scoring log with explanations, the new-game dialog and the end-of-game summary with a chart.
#pragma once
#include "render/board/board_view.h"
#include "render/table/table.h"

namespace carc::render {

void drawToolbar(Session& s, BoardView& board, ImVec2 view);
void drawScoreboard(Session& s, ImVec2 view);
void drawTilePanel(Session& s, BoardView& board, ImVec2 view);
void drawLog(Session& s, BoardView& board, ImVec2 view);
void drawNewGameDialog(Session& s, BoardView& board);
void drawEndSummary(Session& s);
void openNewGameDialog();
// Embedded on a rules page: board, step controls and explanation only.
void setEmbedMode(bool on);
bool embedMode();
void drawDemoPanel(Session& s, BoardView& board, ImVec2 view);
// What the windows show now, as text, in the reader's language (the page API's shownTexts):
// {language, strings, windows, demo: {title, step, controls, chips, text}, scoreboard, turn, log,
// finalScores, newGame: {seatKinds}}; read-only.
json shownTexts(const Session& s);
// The page's shapes, for the editor's windows: a phone or narrow iframe (under 720 CSS px), a
// touch screen, and framed widgets a fingertip tall where fingers are used.
bool isNarrow(ImVec2 view);
bool isTouchScreen();
void fingerSizes(ImVec2 view);
// The Edit button: the demo shown (or a new draft) in the editor.
void openInEditor(Session& s);

}  // namespace carc::render
