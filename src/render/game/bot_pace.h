// The bot pace setting: slow, normal or fast, the bots' pause before each move (Table::setBotDelay;
// the values are in table.h). Remembered in the browser like the sound switch.
#pragma once
#include <string>

#include "render/game/screen.h"
#include "render/table/table.h"

namespace carc::render {

// "slow", "normal", "fast", or "" when the delay is none of them (set by the page API).
std::string botPaceName(double delayMs);
// The setting as a row of three buttons, the current one marked; a choice is remembered.
void botPaceSwitch(Table& s, Screen& screen, bool wrap);
// The remembered setting, once a page: applied before the first bot moves.
void applyKeptBotPace(Table& s);

}  // namespace carc::render
