#include "render/app/keep_game.h"

#include "render/app/browser.h"

namespace carc::render {

namespace {
bool g_keeping = false;
int g_kept = -1;  // the session's revision last kept
}  // namespace

void startKeeping(const Table& s, bool now) {
  g_keeping = !s.embedded();
  g_kept = now ? -1 : s.revision();
  keepGame(s);
}

void keepGame(const Table& s) {
  if (!g_keeping || s.embedded() || !s.isGameInProgress() || s.revision() == g_kept) return;
  g_kept = s.revision();
  browser::keep(s.saveJson().dump());
}

}  // namespace carc::render
