// One frame of the app: bots think, the board and the windows are drawn, input becomes moves.
#pragma once
#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

void applyTheme();                    // the colours and shapes of the windows (theme.h)
void loadFont();                      // the UI font the shell handed over, or ImGui's own
void start(Table& s);               // after the manifests are in: the first game
void drawFrame(Table& s, ImVec2 view);  // ImGui widgets and the board of one frame
void pinch(float factor, ImVec2 at);  // two-finger zoom from the platform layer
void setFont(const unsigned char* data, int size);  // the UI font from the shell (TTF)

// Rendering on demand (app.cpp). The app draws only when something changed; otherwise it asks
// the browser for no frames at all.
void requestRedraw();    // something changed (input, the page API, art): draw, then a few frames to settle
void keepAnimating();    // during a frame: something moves (a bot thinks, the squares pulse): draw another
double msSinceChange();  // since the last change, in ms: animations fade out when nothing happens
long framesDrawn();      // frames drawn since the start (frameStats)
bool canvasVisible();    // the page is shown and the canvas is (partly) in view
bool glContextLost();    // the WebGL context is lost (frames resume when it is restored)

}  // namespace carc::render
