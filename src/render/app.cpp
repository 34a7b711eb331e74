// The browser app: SDL2 window + WebGL2 context + Dear ImGui, driven by emscripten_set_main_loop.
// It draws the engine's state and turns input into moves; it holds no rules of its own.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cmath>
#include <string>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "session.h"
#include "ui.h"

namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;

int g_cssW = 0, g_cssH = 0;

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
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) {
    if (ev.type == SDL_MULTIGESTURE && std::fabs(ev.mgesture.dDist) > 0.002f) {
      ImVec2 at(ev.mgesture.x * float(g_cssW), ev.mgesture.y * float(g_cssH));
      carc::render::pinch(1.0f + ev.mgesture.dDist * 2.5f, at);
      continue;
    }
    ImGui_ImplSDL2_ProcessEvent(&ev);
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  carc::render::drawFrame(ImGui::GetIO().DisplaySize);
  ImGui::Render();
  double t1 = emscripten_get_now();
  ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.42f, 0.55f, 0.33f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  // CPU time of the frame's own work (the browser's compositing is not included).
  carc::render::Session& s = carc::render::session();
  s.lastFrameMs = emscripten_get_now() - t0;
  s.lastBuildMs = t1 - t0;
  s.lastVertices = ImGui::GetDrawData()->TotalVtxCount;
  s.frameMsAverage = s.frameMsAverage == 0 ? s.lastFrameMs : 0.95 * s.frameMsAverage + 0.05 * s.lastFrameMs;
  SDL_GL_SwapWindow(g_window);
  static bool first = true;
  if (first) {  // the first frame is on screen: the page is interactive
    first = false;
    EM_ASM({
      if (window.carcassonneShell) window.carcassonneShell.ready();
    });
  }
}

}  // namespace

int main(int, char**) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    EM_ASM(
        {
          if (window.carcassonneShell) window.carcassonneShell.fail('SDL: ' + UTF8ToString($0));
        },
        SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  double w = 0, h = 0;
  emscripten_get_element_css_size("#canvas", &w, &h);
  g_window = SDL_CreateWindow("Carcassonne", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, int(w), int(h),
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g_gl = g_window ? SDL_GL_CreateContext(g_window) : nullptr;
  if (!g_gl) {
    EM_ASM(
        {
          if (window.carcassonneShell) window.carcassonneShell.fail('WebGL2 is not available: ' + UTF8ToString($0));
        },
        SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g_window, g_gl);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini in the browser
  ImGui::StyleColorsLight();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 8;
  style.FrameRounding = 5;
  style.GrabRounding = 5;
  style.WindowBorderSize = 0;
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.98f, 0.96f, 0.91f, 0.94f);
  style.Colors[ImGuiCol_TitleBg] = ImVec4(0.55f, 0.42f, 0.26f, 1.0f);
  style.Colors[ImGuiCol_TitleBgActive] = ImVec4(0.47f, 0.34f, 0.2f, 1.0f);
  style.Colors[ImGuiCol_Text] = ImVec4(0.16f, 0.13f, 0.1f, 1.0f);
  style.Colors[ImGuiCol_Button] = ImVec4(0.86f, 0.74f, 0.52f, 1.0f);
  style.Colors[ImGuiCol_ButtonHovered] = ImVec4(0.93f, 0.8f, 0.55f, 1.0f);
  style.Colors[ImGuiCol_ButtonActive] = ImVec4(0.78f, 0.62f, 0.38f, 1.0f);
  style.Colors[ImGuiCol_Header] = ImVec4(0.86f, 0.74f, 0.52f, 0.6f);
  style.Colors[ImGuiCol_HeaderHovered] = ImVec4(0.93f, 0.8f, 0.55f, 0.8f);
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  carc::render::loadFont();
  carc::render::start();
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
