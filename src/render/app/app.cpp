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
#include "render/app/page_api.h"
#include "render/app/views.h"
#include "render/board/move_effects.h"
#include "render/draw/motion.h"
#include "render/paint/tile_painter.h"
#include "render/table/table.h"
#include "render/widgets/theme_apply.h"
#include "render/widgets/touch_targets.h"

namespace {

// The game on the page and the windows that show it: the app owns both, each frame and the page API
// are handed them. The page API has them from the start (the shell may call before main runs:
// state() polled while loading).
carc::render::Table g_table;
carc::render::Views g_views;
const bool g_served = (carc::render::servePageApi(g_table, g_views), true);
SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;

int g_cssW = 0, g_cssH = 0;

// After a change: at least this many frames and this long, so Dear ImGui settles: a window that
// fits its contents takes two frames, a window edge lights up after 0.04 s of hover. A modal's
// darkened background fades in for longer: frames are asked for until it is done (frame()).
constexpr int kSettleFrames = 4;
constexpr double kSettleMs = 50;

bool g_pending = false;     // an animation frame is requested
bool g_visible = true;      // the page is shown and the canvas in view
bool g_lost = false;        // the WebGL context is lost
bool g_animate = false;     // this frame asked for the next (keepAnimating)
int g_settle = 0;           // frames still to draw after the last change
double g_changedAt = 0;     // emscripten_get_now() of the last change
double g_restoreAt = -1e9;  // the last time a restore of the context was asked for
double g_frameAt = 0;       // a timed frame (frameAt) is set for this time; 0: none
long g_frameTimer = 0;      // its timer
long g_frames = 0;          // frames built (each draws on the canvas only if its picture differs)
// What the canvas shows (canvasKey of the draw data last drawn on it and of the canvas's size; 0:
// not known, draw the next frame) and how many frames were drawn on it.
std::uint64_t g_canvasShows = 0;
long g_canvasDraws = 0;

bool g_artAskedAgain = false;  // the context came back: the next frame tells the shell what art it needs

// The canvas follows the window (or iframe) and the device pixel ratio.
void followCanvasSize() {
  double w = 0, h = 0;
  emscripten_get_element_css_size("#canvas", &w, &h);
  if (int(w) != g_cssW || int(h) != g_cssH) {
    g_cssW = int(w);
    g_cssH = int(h);
    SDL_SetWindowSize(g_window, g_cssW, g_cssH);
  }
}

void frame() {
  double t0 = emscripten_get_now();
  followCanvasSize();
  // Every event goes to Dear ImGui's input queue, which hands a press and its release (and a move
  // after it) to separate frames where they happened; what it keeps for later frames asks for them.
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) {
    if (ev.type == SDL_POLLSENTINEL) continue;
    if (ev.type == SDL_MULTIGESTURE && std::fabs(ev.mgesture.dDist) > 0.002f) {
      ImVec2 at(ev.mgesture.x * float(g_cssW), ev.mgesture.y * float(g_cssH));
      carc::render::pinch(g_views, 1.0f + ev.mgesture.dDist * 2.5f, at);
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&ev);
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  carc::render::startTouchTargetFrame();
  if (!ImGui::GetCurrentContext()->InputEventsQueue.empty()) carc::render::requestRedraw();  // trickled events
  carc::render::drawFrame(g_table, g_views, ImGui::GetIO().DisplaySize);
  if (ImGui::GetTopMostPopupModal() && ImGui::GetCurrentContext()->DimBgRatio < 1.0f) carc::render::keepAnimating();
  ImGui::Render();
  // The art of the tiles this frame painted without it (asked once each): the shell draws their sets.
  // After a lost context the shell is told at least once, even of nothing, so that it can say when
  // the art asked for again is there (window.carcassonneArtReady).
  if (auto wanted = carc::render::takeWantedTileArt(); !wanted.empty() || g_artAskedAgain) {
    g_artAskedAgain = false;
    carc::render::browser::wantTileArt(carc::json(wanted).dump());
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
  std::uint64_t key = carc::render::canvasKey(*ImGui::GetDrawData(), canvasW, canvasH);
  if (key != g_canvasShows) {
    ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(0.42f, 0.55f, 0.33f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    g_canvasShows = key;
    ++g_canvasDraws;
  }
  // CPU time of the frame's own work (the browser's compositing is not included).
  carc::render::Table& s = g_table;
  s.lastFrameMs = emscripten_get_now() - t0;
  s.lastBuildMs = t1 - t0;
  s.lastVertices = ImGui::GetDrawData()->TotalVtxCount;
  s.frameMsAverage = s.frameMsAverage == 0 ? s.lastFrameMs : 0.95 * s.frameMsAverage + 0.05 * s.lastFrameMs;
  SDL_GL_SwapWindow(g_window);
  static bool first = true;
  if (first) {  // the first frame is on screen: the page is interactive
    first = false;
    carc::render::browser::ready();
  }
}

void schedule();

// One animation frame: draw, then request the next only if something still moves or settles.
EM_BOOL tick(double, void*) {
  g_pending = false;
  // The first frame is drawn even out of view: it tells the page the app runs.
  if (g_lost || (!g_visible && g_frames > 0)) return EM_FALSE;
  if (emscripten_is_webgl_context_lost(emscripten_webgl_get_current_context())) return EM_FALSE;  // the event follows
  g_animate = false;
  frame();
  ++g_frames;
  if (g_settle > 0) --g_settle;
  if (g_animate || g_settle > 0 || emscripten_get_now() - g_changedAt < kSettleMs) schedule();
  return EM_FALSE;
}

void schedule() {
  if (g_pending || g_lost || (!g_visible && g_frames > 0)) return;
  g_pending = true;
  emscripten_request_animation_frame(tick, nullptr);
}

// Asks the browser for the context back: when the canvas comes into view or is touched, at most
// once a second, never on its own in a loop.
void askForContext() {
  double now = emscripten_get_now();
  if (!g_visible || now - g_restoreAt < 1000) return;
  g_restoreAt = now;
  carc::render::browser::askForContext();
}

EM_BOOL onContextLost(int, const void*, void*) {
  if (!g_lost) {
    g_lost = true;
    // The renderer backend goes with its GL objects (deleting them is a no-op now) and the sizes
    // of its buffers; tiles are painted until the art comes again.
    ImGui_ImplOpenGL3_Shutdown();
    carc::render::releaseTileArt();
    carc::render::redrawCanvas();  // a restored context starts with a blank canvas
  }
  return EM_TRUE;  // preventDefault: the browser may restore the context
}

EM_BOOL onContextRestored(int, const void*, void*) {
  if (!g_lost) return EM_TRUE;
  g_lost = false;
  ImGui_ImplOpenGL3_Init("#version 300 es");  // shaders, buffers and the font texture anew
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  carc::render::browser::contextRestored();  // the tile art is made again, as the next frame asks
  g_artAskedAgain = true;
  carc::render::requestRedraw();
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
int onSdlEvent(void*, SDL_Event* e) {
  if (e->type == SDL_POLLSENTINEL) return 0;
  if (mayHaveClearedCanvas(*e)) carc::render::redrawCanvas();
  carc::render::requestRedraw();
  return 0;
}

void watchPage() {
  emscripten_set_webglcontextlost_callback("#canvas", nullptr, EM_FALSE, onContextLost);
  emscripten_set_webglcontextrestored_callback("#canvas", nullptr, EM_FALSE, onContextRestored);
  SDL_AddEventWatch(onSdlEvent, nullptr);
  carc::render::browser::watchPage();
}

}  // namespace

namespace carc::render {

void requestRedraw() {
  g_changedAt = emscripten_get_now();
  g_settle = kSettleFrames;
  if (g_lost)
    askForContext();
  else
    schedule();
}

void keepAnimating() { g_animate = true; }

// A timed frame is one frame, not a change: no settling frames follow it. An earlier one already set
// stays (the frame it draws asks again for what it still needs).
void frameAt(double ms) {
  if (g_frameAt != 0 && g_frameAt <= ms) return;
  if (g_frameTimer) emscripten_clear_timeout(g_frameTimer);
  g_frameAt = ms;
  g_frameTimer = emscripten_set_timeout(
      [](void*) {
        g_frameAt = 0;
        g_frameTimer = 0;
        schedule();
      },
      std::max(0.0, ms - emscripten_get_now()), nullptr);
}

long framesDrawn() { return g_frames; }
long canvasDraws() { return g_canvasDraws; }
void redrawCanvas() { g_canvasShows = 0; }
bool framePending() { return g_pending; }
long eventsWaiting() {
  ImGuiContext* ui = ImGui::GetCurrentContext();
  // SDL's own queue (events arrive in it from the page's handlers at once; it drops a window size
  // a newer one replaces) and Dear ImGui's, which hands a press and its release to frames of their own.
  int queued = SDL_PeepEvents(nullptr, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT);
  return long(queued > 0 ? queued : 0) + (ui ? ui->InputEventsQueue.Size : 0);
}
bool canvasVisible() { return g_visible; }
bool glContextLost() { return g_lost; }

}  // namespace carc::render

extern "C" {

// From the shell: the UI font (TTF bytes), before the app starts.
EMSCRIPTEN_KEEPALIVE void carc_add_font(const unsigned char* data, int size) { carc::render::setFont(data, size); }

// From the page: the reader asks for reduced motion (prefers-reduced-motion: reduce), or not.
EMSCRIPTEN_KEEPALIVE void carc_set_reduced_motion(int on) {
  g_views.board.effects().motion().setReduced(on != 0);
  carc::render::requestRedraw();
}

// From the page: the sound switch as it is remembered (and after every change).
EMSCRIPTEN_KEEPALIVE void carc_sound_switched(int on) {
  g_views.board.effects().soundSwitched(on != 0);
  carc::render::requestRedraw();
}

// From the page: something the app does not see as an event happened (a resize, input).
EMSCRIPTEN_KEEPALIVE void carc_wake() { carc::render::requestRedraw(); }

// From the page: shown and in view (1), or hidden or scrolled away (0).
EMSCRIPTEN_KEEPALIVE void carc_set_visible(int visible) {
  bool was = g_visible;
  g_visible = visible != 0;
  if (g_visible && !was) {
    g_restoreAt = -1e9;            // coming into view: a lost context may be asked for at once
    carc::render::redrawCanvas();  // one frame drawn whatever the canvas kept while out of view
    carc::render::requestRedraw();
  }
}
}

int main(int, char**) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    carc::render::browser::fail(std::string("SDL: ") + SDL_GetError());
    return 1;
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
  g_window = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, int(w), int(h),
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g_gl = g_window ? SDL_GL_CreateContext(g_window) : nullptr;
  if (!g_gl) {
    carc::render::browser::fail(std::string("WebGL2 is not available: ") + SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g_window, g_gl);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;               // no imgui.ini in the browser
  ImGui::GetIO().ConfigInputTextCursorBlink = false;  // a blinking cursor would need frames forever
  carc::render::applyTheme();                         // theme.h: colours checked for contrast
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  carc::render::loadFont();
  g_table.setClock(carc::render::browser::nowMs);
  carc::render::startGame(g_table);
  watchPage();
  carc::render::requestRedraw();
  emscripten_exit_with_live_runtime();  // frames come from requestRedraw from now on
  return 0;
}
