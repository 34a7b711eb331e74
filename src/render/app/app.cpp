// The browser app: SDL2 window + WebGL2 context + Dear ImGui, drawn on demand in animation frames.
// It draws the engine's state and turns input into moves; it holds no rules of its own.
//
// Rendering on demand: a frame is requested only when something changed — an SDL event (mouse,
// touch, wheel, keys, focus, window size), a page-API call, art arriving, the canvas coming into
// view — and then a few more so Dear ImGui settles (hover states, window sizes). While a bot
// thinks, a demo autoplays or something moves, each frame asks for the next; what changes slowly
// asks for timed frames (frameAt): a bot pausing so its move can be watched, a step of its
// thinking sign; the legal squares' pulse, 12.5 a second. Otherwise the app requests no frames and
// costs nothing. A hidden page or a canvas scrolled out of view draws nothing. A lost WebGL
// context (browsers keep about 16) is restored when the canvas is in view again; the GL objects
// and textures are then made anew.
#include "render/app/app.h"

#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/eventloop.h>
#include <emscripten/html5.h>
#include <emscripten/html5_webgl.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl2.h"
#include "imgui_internal.h"  // the input queue: events kept for the next frames
#include "render/app/browser.h"
#include "render/app/canvas_key.h"
#include "render/app/frame.h"
#include "render/board/move_effects.h"
#include "render/draw/motion.h"
#include "render/paint/tile_painter.h"
#include "render/widgets/theme_apply.h"
#include "render/widgets/touch_targets.h"

namespace {

using carc::render::App;

// The page's one app. Made before main runs: the page API serves from the start.
App g_app;

// After a change: at least this many frames and this long, so Dear ImGui settles: a window that
// fits its contents takes two frames, a window edge lights up after 0.04 s of hover. A modal's
// darkened background fades in for longer: frames are asked for until it is done (frame()).
constexpr int kSettleFrames = 4;
constexpr double kSettleMs = 50;

EM_BOOL onTick(double, void* app) {
  static_cast<App*>(app)->tick();
  return EM_FALSE;
}

EM_BOOL onContextLost(int, const void*, void* app) {
  static_cast<App*>(app)->contextLost();
  return EM_TRUE;  // preventDefault: the browser may restore the context
}

EM_BOOL onContextRestored(int, const void*, void* app) {
  static_cast<App*>(app)->contextRestored();
  return EM_TRUE;
}

// A window event other than the pointer crossing the canvas or the focus moving: the canvas may
// have been resized (which clears it) or shown again.
bool mayHaveClearedCanvas(const SDL_Event& e) {
  if (e.type != SDL_WINDOWEVENT) return false;
  switch (e.window.event) {
    case SDL_WINDOWEVENT_ENTER:
    case SDL_WINDOWEVENT_LEAVE:
    case SDL_WINDOWEVENT_FOCUS_GAINED:
    case SDL_WINDOWEVENT_FOCUS_LOST:
      return false;
    default:
      return true;
  }
}

// Every SDL event (input, focus, window size) is a change; not the marker SDL_PollEvent itself
// pushes on each call.
int onSdlEvent(void* app, SDL_Event* e) {
  if (e->type == SDL_POLLSENTINEL) return 0;
  if (mayHaveClearedCanvas(*e)) static_cast<App*>(app)->redrawCanvas();
  static_cast<App*>(app)->requestRedraw();
  return 0;
}

}  // namespace

namespace carc::render {

// The canvas follows the window (or iframe) and the device pixel ratio.
void App::followCanvasSize() {
  double w = 0, h = 0;
  emscripten_get_element_css_size("#canvas", &w, &h);
  if (int(w) != cssW_ || int(h) != cssH_) {
    cssW_ = int(w);
    cssH_ = int(h);
    SDL_SetWindowSize(window_, cssW_, cssH_);
  }
}

void App::frame() {
  double t0 = emscripten_get_now();
  followCanvasSize();
  // Every event goes to Dear ImGui's input queue, which hands a press and its release (and a move
  // after it) to separate frames where they happened; what it keeps for later frames asks for them.
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) {
    if (ev.type == SDL_POLLSENTINEL) continue;
    if (ev.type == SDL_MULTIGESTURE && std::fabs(ev.mgesture.dDist) > 0.002f) {
      ImVec2 at(ev.mgesture.x * float(cssW_), ev.mgesture.y * float(cssH_));
      pinch(views_, 1.0f + ev.mgesture.dDist * 2.5f, at);
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&ev);
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  startTouchTargetFrame();
  if (!ImGui::GetCurrentContext()->InputEventsQueue.empty()) requestRedraw();  // trickled events
  drawFrame(table_, views_, ImGui::GetIO().DisplaySize);
  if (ImGui::GetTopMostPopupModal() && ImGui::GetCurrentContext()->DimBgRatio < 1.0f) keepAnimating();
  ImGui::Render();
  // The art of the tiles this frame painted without it (asked once each): the shell draws their sets.
  // After a lost context the shell is told at least once, even of nothing, so that it can say when
  // the art asked for again is there (window.carcassonneArtReady).
  // The game's words may say something new: the shell's mirror reads them after this frame.
  if (std::uint64_t words = wordsKey(table_, views_); words != wordsKey_) {
    wordsKey_ = words;
    browser::wordsChanged();
  }
  if (auto wanted = takeWantedTileArt(); !wanted.empty() || artAskedAgain_) {
    artAskedAgain_ = false;
    browser::wantTileArt(json(wanted).dump());
  }
  double t1 = emscripten_get_now();
  // A canvas left undrawn in a frame keeps what it shows (WebGL presents only a drawn buffer), so a
  // frame that would draw the same as the last one drawn skips the GL work: the browser then does
  // nothing more for it either (no upload, no shading, no compositing of the canvas). Setting the
  // canvas's size to another one clears it: SDL does so on every window resize (to its CSS size
  // times the pixel ratio, which need not be what the window's size says), hence the canvas's own
  // size in the key, and any window event redraws (a size changed and changed back while hidden).
  int canvasW = 0, canvasH = 0;
  emscripten_get_canvas_element_size("#canvas", &canvasW, &canvasH);
  std::uint64_t key = canvasKey(*ImGui::GetDrawData(), canvasW, canvasH);
  if (key != canvasShows_) {
    ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(0.42f, 0.55f, 0.33f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    canvasShows_ = key;
    ++canvasDraws_;
  }
  // CPU time of the frame's own work (the browser's compositing is not included).
  Table& s = table_;
  s.lastFrameMs = emscripten_get_now() - t0;
  s.lastBuildMs = t1 - t0;
  s.lastVertices = ImGui::GetDrawData()->TotalVtxCount;
  s.frameMsAverage = s.frameMsAverage == 0 ? s.lastFrameMs : 0.95 * s.frameMsAverage + 0.05 * s.lastFrameMs;
  SDL_GL_SwapWindow(window_);
  if (!shown_) {  // the first frame is on screen: the page is interactive
    shown_ = true;
    browser::ready();
  }
}

// One animation frame: draw, then request the next only if something still moves or settles.
void App::tick() {
  pending_ = false;
  // The first frame is drawn even out of view: it tells the page the app runs.
  if (lost_ || (!visible_ && frames_ > 0)) return;
  if (emscripten_is_webgl_context_lost(emscripten_webgl_get_current_context())) return;  // the event follows
  animate_ = false;
  frame();
  ++frames_;
  if (settle_ > 0) --settle_;
  if (animate_ || settle_ > 0 || emscripten_get_now() - changedAt_ < kSettleMs) schedule();
}

void App::schedule() {
  if (pending_ || lost_ || (!visible_ && frames_ > 0)) return;
  pending_ = true;
  emscripten_request_animation_frame(onTick, this);
}

// Asks the browser for the context back: when the canvas comes into view or is touched, at most
// once a second, never on its own in a loop.
void App::askForContext() {
  double now = emscripten_get_now();
  if (!visible_ || now - restoreAt_ < 1000) return;
  restoreAt_ = now;
  browser::askForContext();
}

void App::contextLost() {
  if (lost_) return;
  lost_ = true;
  // The renderer backend goes with its GL objects (deleting them is a no-op now) and the sizes
  // of its buffers; tiles are painted until the art comes again.
  ImGui_ImplOpenGL3_Shutdown();
  releaseTileArt();
  redrawCanvas();  // a restored context starts with a blank canvas
}

void App::contextRestored() {
  if (!lost_) return;
  lost_ = false;
  ImGui_ImplOpenGL3_Init("#version 300 es");  // shaders, buffers and the font texture anew
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  browser::contextRestored();  // the tile art is made again, as the next frame asks
  artAskedAgain_ = true;
  requestRedraw();
}

void App::requestRedraw() {
  changedAt_ = emscripten_get_now();
  settle_ = kSettleFrames;
  if (lost_)
    askForContext();
  else
    schedule();
}

// A timed frame is one frame, not a change: no settling frames follow it. An earlier one already set
// stays (the frame it draws asks again for what it still needs).
void App::frameAt(double ms) {
  if (frameAt_ != 0 && frameAt_ <= ms) return;
  if (frameTimer_) emscripten_clear_timeout(frameTimer_);
  frameAt_ = ms;
  frameTimer_ = emscripten_set_timeout([](void* app) { static_cast<App*>(app)->timedFrameDue(); },
                                       std::max(0.0, ms - emscripten_get_now()), this);
}

void App::timedFrameDue() {
  frameAt_ = 0;
  frameTimer_ = 0;
  schedule();
}

void App::setVisible(bool visible) {
  bool was = visible_;
  visible_ = visible;
  if (visible_ && !was) {
    restoreAt_ = -1e9;  // coming into view: a lost context may be asked for at once
    redrawCanvas();     // one frame drawn whatever the canvas kept while out of view
    requestRedraw();
  }
}

bool App::start(std::string* why) {
  // Keys reach the app only while the board (the canvas) has the focus: SDL would otherwise listen on
  // the whole window and take Tab and every key from the page's words and fields (issue 41).
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    *why = std::string("SDL: ") + SDL_GetError();
    return false;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // No depth buffer (Dear ImGui draws in order), and an alpha channel: an opaque canvas (alpha:
  // false) makes the browser keep its alpha at 1 on every draw. Every frame is cleared opaque and
  // Dear ImGui's blending keeps it so; where WebGL runs on a software renderer (a GPU-less machine,
  // the tests' Chromium) a frame costs about a sixth less (docs/PERFORMANCE.md), the same pixels.
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, 8);
  double w = 0, h = 0;
  emscripten_get_element_css_size("#canvas", &w, &h);
  window_ = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, int(w), int(h),
                             SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  gl_ = window_ ? SDL_GL_CreateContext(window_) : nullptr;
  if (!gl_) {
    *why = std::string("WebGL2 is not available: ") + SDL_GetError();
    return false;
  }
  SDL_GL_MakeCurrent(window_, gl_);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;               // no imgui.ini in the browser
  ImGui::GetIO().ConfigInputTextCursorBlink = false;  // a blinking cursor would need frames forever
  applyTheme();                                       // theme.h: colours checked for contrast
  ImGui_ImplSDL2_InitForOpenGL(window_, gl_);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  loadFont(font_);
  table_.setClock(browser::nowMs);
  startGame(table_);
  emscripten_set_webglcontextlost_callback("#canvas", this, EM_FALSE, onContextLost);
  emscripten_set_webglcontextrestored_callback("#canvas", this, EM_FALSE, onContextRestored);
  SDL_AddEventWatch(onSdlEvent, this);
  browser::watchPage();
  requestRedraw();
  return true;
}

// page/frames.h: the page's one app.
void requestRedraw() { g_app.requestRedraw(); }
void keepAnimating() { g_app.keepAnimating(); }
void frameAt(double ms) { g_app.frameAt(ms); }
long framesDrawn() { return g_app.framesDrawn(); }
long canvasDraws() { return g_app.canvasDraws(); }
void redrawCanvas() { g_app.redrawCanvas(); }
bool framePending() { return g_app.framePending(); }
long eventsWaiting() {
  ImGuiContext* ui = ImGui::GetCurrentContext();
  // SDL's own queue (events arrive in it from the page's handlers at once; it drops a window size
  // a newer one replaces) and Dear ImGui's, which hands a press and its release to frames of their own.
  int queued = SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT);
  return long(queued > 0 ? queued : 0) + (ui ? ui->InputEventsQueue.Size : 0);
}
bool canvasVisible() { return g_app.canvasVisible(); }
bool glContextLost() { return g_app.glContextLost(); }

PageApi& pageApi() { return g_app.pageApi(); }

}  // namespace carc::render

extern "C" {

// From the shell: the UI font (TTF bytes), before the app starts.
EMSCRIPTEN_KEEPALIVE void carc_add_font(const unsigned char* data, int size) { g_app.setFont(data, size); }

// From the page: the reader asks for reduced motion (prefers-reduced-motion: reduce), or not.
EMSCRIPTEN_KEEPALIVE void carc_set_reduced_motion(int on) {
  g_app.views().board.effects().motion().setReduced(on != 0);
  carc::render::requestRedraw();
}

// From the page: the sound switch as it is remembered (and after every change).
EMSCRIPTEN_KEEPALIVE void carc_sound_switched(int on) {
  g_app.views().board.effects().soundSwitched(on != 0);
  carc::render::requestRedraw();
}

// From the page: something the app does not see as an event happened (a resize, input).
EMSCRIPTEN_KEEPALIVE void carc_wake() { carc::render::requestRedraw(); }

// From the page: shown and in view (1), or hidden or scrolled away (0).
EMSCRIPTEN_KEEPALIVE void carc_set_visible(int visible) { g_app.setVisible(visible != 0); }
}

int main(int, char**) {
  std::string why;
  if (!g_app.start(&why)) {
    carc::render::browser::fail(why);
    return 1;
  }
  emscripten_exit_with_live_runtime();  // frames come from requestRedraw from now on
  return 0;
}
