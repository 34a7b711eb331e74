#include "render/app/keep_game.h"

#include "render/app/browser.h"

namespace carc::render {

void GameKeeper::start(const Table& s, bool now) {
  keeping_ = !s.embedded();
  kept_ = now ? -1 : s.revision();
  keep(s);
}

void GameKeeper::keep(const Table& s) {
  if (!keeping_ || s.embedded() || !s.isGameInProgress() || s.revision() == kept_) return;
  kept_ = s.revision();
  browser::keep(s.saveJson().dump());
}

}  // namespace carc::render
