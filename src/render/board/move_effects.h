// What the last move did, made visible and audible: the placed tile settles in, "+N" rises from
// each scored feature in the scorer's colour, meeples going home fly to their player's chip, and
// the page plays a short sound for a placement, a scoring and the end of the game. It only reads
// the game (the engine's tiles, meeples and score events); the timing is motion.h's.
#pragma once
#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;

// Compares the game with what the last frame showed and starts the motion and sounds of what
// changed. A jump (new game, undo, stepping a demo back or several steps) shows at once.
void noticeMoves(const Session& s);
// How far tile `index` has settled in, 0..1 (1: in place).
float tileSettled(int index);
// Draws what is on its way: meeples going home, "+N" rising.
void drawMoveEffects(const Session& s, const BoardView& board, ImDrawList* dl);
// Where a player's chip is on screen (the scoreboard tells each frame), for meeples going home.
void setChipAt(int player, ImVec2 at);

// The page's sound switch (web/sound.js keeps it, remembered): on or off, and switching it.
bool soundOn();
void switchSound(bool on);

}  // namespace carc::render
