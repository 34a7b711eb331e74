// The windows around the board: scoreboard and bag, the tile in hand with its controls, the
// scoring log with explanations, the new-game dialog and the end-of-game summary with a chart.
#pragma once
#include "board_view.h"
#include "session.h"

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

}  // namespace carc::render
