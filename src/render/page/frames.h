// Rendering on demand: the page's frames as the windows ask for them, implemented by the app
// (app/app.cpp). The app draws only when something changed; otherwise it asks the browser for no
// frames at all. No Dear ImGui here.
#pragma once

namespace carc::render {

void requestRedraw();     // something changed (input, the page API, art): draw, then a few frames to settle
void keepAnimating();     // during a frame: something moves (a bot thinks, a tile settles): draw another
void frameAt(double ms);  // one frame at the page's clock `ms`, none in between (a bot's pause: its sign's next step)
long framesDrawn();       // frames built since the start (frameStats' frames)
long canvasDraws();       // of them, the frames drawn on the canvas: the others would have drawn what it shows
void redrawCanvas();      // the next frame draws on the canvas even if its draw data is the same (a texture made anew)
long eventsWaiting();     // input not yet seen by a frame: SDL events not taken, Dear ImGui's queue (frameStats)
bool framePending();      // the next frame is asked for: the app is still drawing what a change started
bool canvasVisible();     // the page is shown and the canvas is (partly) in view
bool glContextLost();     // the WebGL context is lost (frames resume when it is restored)

}  // namespace carc::render
