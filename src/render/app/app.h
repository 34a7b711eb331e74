// The app, the composition root: the game on the page (Table), the windows that show it (Views,
// with what is kept in the browser), the page API that serves both, and the frames, drawn on demand
// (page/frames.h) in the animation frames the browser gives. One App per page (app.cpp), made before
// main runs: the shell may call the page API while the app is still loading.
#pragma once
#include <SDL.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "render/app/page_api.h"
#include "render/app/views.h"
#include "render/table/table.h"

namespace carc::render {

class App {
 public:
  App() : pageApi_(table_, views_) {}
  // SDL, WebGL2, Dear ImGui, the font and the first game; false with the reason when the browser
  // cannot (no WebGL2). From then on frames come from requestRedraw.
  bool start(std::string* why);

  Views& views() { return views_; }
  // The UI font's bytes (a subset of DejaVu Sans), handed over by the shell before the app starts.
  void setFont(const unsigned char* data, int size) { font_.assign(data, data + size); }
  PageApi& pageApi() { return pageApi_; }

  // page/frames.h, for the page's one app.
  void requestRedraw();
  void keepAnimating() { animate_ = true; }
  void frameAt(double ms);
  long framesDrawn() const { return frames_; }
  long canvasDraws() const { return canvasDraws_; }
  void redrawCanvas() { canvasShows_ = 0; }
  bool framePending() const { return pending_; }
  bool canvasVisible() const { return visible_; }
  bool glContextLost() const { return lost_; }
  // The page: shown and the canvas in view, or not.
  void setVisible(bool visible);

  // What the browser tells (app.cpp's callbacks).
  void tick();
  void contextLost();
  void contextRestored();
  void timedFrameDue();

 private:
  void frame();
  void schedule();
  void askForContext();
  void followCanvasSize();

  Table table_;
  Views views_;
  PageApi pageApi_;
  std::vector<unsigned char> font_;
  SDL_Window* window_ = nullptr;
  SDL_GLContext gl_ = nullptr;
  int cssW_ = 0, cssH_ = 0;  // the canvas's CSS size, which the window follows

  bool pending_ = false;     // an animation frame is requested
  bool visible_ = true;      // the page is shown and the canvas in view
  bool lost_ = false;        // the WebGL context is lost
  bool animate_ = false;     // this frame asked for the next (keepAnimating)
  int settle_ = 0;           // frames still to draw after the last change
  double changedAt_ = 0;     // the page's clock at the last change
  double restoreAt_ = -1e9;  // the last time a restore of the context was asked for
  double frameAt_ = 0;       // a timed frame (frameAt) is set for this time; 0: none
  long frameTimer_ = 0;      // its timer
  long frames_ = 0;          // frames built (each draws on the canvas only if its picture differs)
  // What the canvas shows (canvasKey of the draw data last drawn on it and of the canvas's size; 0:
  // not known, draw the next frame) and how many frames were drawn on it.
  std::uint64_t canvasShows_ = 0;
  long canvasDraws_ = 0;
  std::uint64_t wordsKey_ = 0;  // what the page's words depended on at the last frame (frame.h)
  bool artAskedAgain_ = false;  // the context came back: the next frame tells the shell what art it needs
  bool shown_ = false;          // the first frame is on screen (the page was told it is interactive)
};

}  // namespace carc::render
