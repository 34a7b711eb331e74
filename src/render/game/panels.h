// What the page (page_api.cpp, keep_game.cpp) and the editor ask of the game's windows: the texts
// they show, the embed mode, the Edit button's call; and the page's shapes (widgets/screen.h).
#pragma once
#include "render/board/board_view.h"
#include "render/table/table.h"
#include "render/widgets/page_shape.h"

namespace carc::render {

void openNewGameDialog();
// Embedded on a rules page: board, step controls and explanation only.
void setEmbedMode(bool on);
bool embedMode();
// What the windows show now, as text, in the reader's language (the page API's shownTexts):
// {language, strings, windows, demo: {title, step, controls, chips, text}, scoreboard, turn, log,
// finalScores, newGame: {seatKinds}}; read-only.
json shownTexts(const Table& s);
// The Edit button: the demo shown (or a new draft) in the editor.
void openInEditor(Table& s);

}  // namespace carc::render
