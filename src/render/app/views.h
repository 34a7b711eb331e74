// Everything the page draws and what it keeps between frames: the board, the editor, the game's
// windows and the game kept in the browser, one object. The App (app/app.h) owns the one Views of
// the page beside the Table and hands both to each frame (frame.h) and to the page API, so no
// window keeps its state in a global or a function static.
#pragma once
#include "render/app/keep_game.h"
#include "render/board/board_view.h"
#include "render/board/turn_mode.h"
#include "render/editor/editor.h"
#include "render/game/game_screen.h"

namespace carc::render {

struct Views {
  BoardView board;    // the board, its camera and what the last move did (motion, sounds)
  TurnMode turn;      // the board in the game: the turn's clicks and choices (the editor has modes of its own)
  Editor editor;      // the Edit mode, with each of its windows' state
  GameScreen screen;  // the game's windows around the board
  GameKeeper keeper;  // the game in progress as it is kept in the browser
};

}  // namespace carc::render
