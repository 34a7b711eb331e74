// One frame of the app: bots think, the board and the windows are drawn, input becomes moves.
#pragma once
#include <cstdint>
#include <vector>

#include "imgui.h"
#include "render/page/frames.h"
#include "render/table/table.h"

namespace carc::render {

struct Views;  // views.h: the board, the editor and the game's windows (the app owns them)

void loadFont(const std::vector<unsigned char>& ttf);  // the UI font the shell handed over (TTF), or ImGui's own
void drawFrame(Table& s, Views& v, ImVec2 view);       // ImGui widgets and the board of one frame
void pinch(Views& v, float factor, ImVec2 at);         // two-finger zoom (app.cpp)
// What the page's words (shownTexts) depend on, as one number: when it changes after a frame, the
// shell's mirror of the game in words reads them anew (web/shell/mirror.js). Cheap: no words made.
std::uint64_t wordsKey(const Table& s, const Views& v);

}  // namespace carc::render
