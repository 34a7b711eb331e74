// The two buttons that call the page or the editor: Edit and Share.
#include "render/game/panels.h"

#include "render/editor/editor.h"
#include "render/platform/browser.h"

namespace carc::render {

// The Edit button: a demo or scenario on the page opens as it is; otherwise the draft the editor
// was working on (kept in the browser), or a new one.
void openInEditor(Table& s, Editor& editor, BoardView& board) {
  std::string why;
  json scenario = s.demoActive() ? s.demoScenario() : json();
  if (!editor.open(s, board, scenario, &why) && !editor.open(s, board, json(), &why)) browser::fail(why);
}

// The page makes the #s= link, copies it and offers the file (web/shell.js). A game in progress
// is shared as the saved game with its seats, so it opens as the same game; a scenario or a demo
// as the position shown; an online game as its public position while in play, as the saved game
// the server gave after the end.
void shareGame(const Table& s) {
  bool game = s.isGameInProgress() || s.onlineSaved();
  std::string text = game ? s.saveJson().dump() : s.positionJson().dump();
  browser::share(text, game);
}

}  // namespace carc::render
