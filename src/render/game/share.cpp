// The Share button's call: the page shares the game.
#include "render/game/screen.h"
#include "render/page/shell.h"

namespace carc::render {

// The page makes the #s= link, copies it and offers the file (web/shell/bridge.js). A game in progress
// is shared as the saved game with its seats, so it opens as the same game; a scenario or a demo
// as the position shown; an online game as its public position while in play, as the saved game
// the server gave after the end.
void shareGame(const Table& s) {
  bool game = s.isGameInProgress() || s.onlineSaved();
  std::string text = game ? s.saveJson().dump() : s.positionJson().dump();
  browser::share(text, game);
}

}  // namespace carc::render
