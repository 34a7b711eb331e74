// What the app alone asks of the browser (app/browser.cpp), beside what it implements for the
// windows (page/): the screen's pixel ratio, the first frame shown, the page watched, the WebGL
// context and the tile art.
#pragma once
#include <string>

#include "render/page/clock.h"
#include "render/page/shell.h"
#include "render/page/storage.h"

namespace carc::render::browser {

double devicePixelRatio();  // at least 1
void ready();               // the first frame is on screen
void wordsChanged();        // what the page's words say may have changed: the shell's mirror reads them
// What SDL does not see (the page hidden, the canvas out of view or resized by the page) wakes
// the app (carc_wake, carc_set_visible); and the lost WebGL context asked back, then its art.
void watchPage();
void askForContext();
void contextRestored();
// Tile ids the board painted without art (paint/tile_painter.h): the shell draws the sets they belong to.
void wantTileArt(const std::string& idsJson);

}  // namespace carc::render::browser
