// The game in progress is kept in the browser (the shell's localStorage) after every change, so a
// reload of the page resumes it exactly. Scenarios, demos and embedded pages are never kept.
#pragma once
#include "render/table/table.h"

namespace carc::render {

// Starts keeping (the shell calls it once it has restored a kept game or decided there is none).
// `now`: keep the game on the page at once (a game opened from a link); otherwise from its next change.
void startKeeping(const Table& s, bool now);
// After anything that may have changed the game: keeps it when it changed since it was last kept.
void keepGame(const Table& s);

}  // namespace carc::render
