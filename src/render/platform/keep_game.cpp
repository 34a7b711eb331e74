#include "render/platform/keep_game.h"

#include <emscripten.h>

#include "render/game/panels.h"

namespace carc::render {

namespace {
bool g_keeping = false;
int g_kept = -1;  // the session's revision last kept
}  // namespace

void startKeeping(const Session& s, bool now) {
  g_keeping = !embedMode();
  g_kept = now ? -1 : s.revision();
  keepGame(s);
}

void keepGame(const Session& s) {
  if (!g_keeping || embedMode() || !s.isGameInProgress() || s.revision() == g_kept) return;
  g_kept = s.revision();
  std::string text = s.saveJson().dump();
  EM_ASM(
      {
        if (window.carcassonneShell && window.carcassonneShell.keep) window.carcassonneShell.keep(UTF8ToString($0));
      },
      text.c_str());
}

}  // namespace carc::render
