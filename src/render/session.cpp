#include "session.h"

#include <emscripten.h>

#include <map>
#include <memory>
#include <string>

#include "engine/scenario.h"
#include "imgui.h"

namespace carc::render {

std::map<std::string, std::string> g_manifests;  // set name -> manifest text, from the shell

namespace {

std::unique_ptr<Game> g_game;
std::string g_error;
std::string g_reply;  // storage for strings returned to JavaScript

bool manifestFor(const std::string& set, std::string& text) {
  auto it = g_manifests.find(set);
  if (it == g_manifests.end()) return false;
  text = it->second;
  return true;
}

}  // namespace

void start() {
  try {
    auto cat = buildCatalog({"base"}, json(), json(), manifestFor, "new game");
    g_game = std::make_unique<Game>(State::newGame(cat, 2, 1));
  } catch (const InputError& e) {
    g_error = e.what();
  }
}

void drawFrame() {
  ImGui::SetNextWindowPos(ImVec2(16, 16), ImGuiCond_FirstUseEver);
  ImGui::Begin("Carcassonne");
  if (!g_error.empty()) {
    ImGui::TextWrapped("%s", g_error.c_str());
  } else if (g_game) {
    const State& s = g_game->state();
    ImGui::Text("%d tile types loaded, %d tiles in the bag", int(s.catalog().types.size()), int(s.bag().size()));
  }
  ImGui::End();
}

}  // namespace carc::render

extern "C" {

// The shell hands over each manifest before the app starts.
EMSCRIPTEN_KEEPALIVE void carc_add_manifest(const char* set, const char* text) {
  carc::render::g_manifests[set] = text;
}
}
