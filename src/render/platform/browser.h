// The page around the app: the one place that talks to the browser (EM_ASM, EM_JS, emscripten_*),
// so the table and every window compile without Emscripten. The clock and the browser's storage
// (the shell keeps the game in localStorage) come in here.
#pragma once
#include <string>

namespace carc::render::browser {

double nowMs();                           // the page's clock (performance.now), in ms
double devicePixelRatio();                // at least 1
void fail(const std::string& why);        // the shell says the app could not start
void ready();                             // the first frame is on screen
void keep(const std::string& savedGame);  // the shell keeps the game (localStorage)
// What SDL does not see (the page hidden, the canvas out of view or resized by the page) wakes
// the app (carc_wake, carc_set_visible); and the lost WebGL context asked back, then its art.
void watchPage();
void askForContext();
void contextRestored();

}  // namespace carc::render::browser
