// The browser app: SDL2 window + WebGL2 context + Dear ImGui, driven by emscripten_set_main_loop.
// It draws the engine's state and turns input into moves; it holds no rules of its own.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <string>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "session.h"

namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;

void frame() {
  SDL_Event ev;
  while (SDL_PollEvent(&ev)) ImGui_ImplSDL2_ProcessEvent(&ev);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  carc::render::drawFrame();
  ImGui::Render();
  ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.55f, 0.66f, 0.45f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(g_window);
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
  ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  carc::render::start();
  EM_ASM({
    if (window.carcassonneShell) window.carcassonneShell.ready();
  });
  emscripten_set_main_loop(frame, 0, true);
  return 0;
}
