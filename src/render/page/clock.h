// The page's clock, as the windows and the board read it; implemented by the app
// (app/browser.cpp), so everything that reads it compiles without Emscripten.
#pragma once

namespace carc::render::browser {

double nowMs();  // the page's clock (performance.now), in ms

}  // namespace carc::render::browser
