// The game's windows as the page sees them (panels.h), and the two buttons that call the page:
// Edit and Share.
#include "render/game/panels.h"

#include <emscripten.h>

#include "render/editor/editor.h"
#include "render/game/game_screen.h"

namespace carc::render {

void openNewGameDialog() { gameScreen().screen.askNewGame(); }
void setEmbedMode(bool on) { gameScreen().screen.embed = on; }
bool embedMode() { return gameScreen().screen.embed; }
json shownTexts(const Session& s) { return gameScreen().shownTexts(s, boardView()); }

// The Edit button: a demo or scenario on the page opens as it is; otherwise the draft the editor
// was working on (kept in the browser), or a new one.
void openInEditor(Session& s) {
  std::string why;
  json scenario = s.demoActive() ? s.demoScenario() : json();
  if (!editor().open(s, scenario, &why) && !editor().open(s, json(), &why))
    EM_ASM(
        {
          if (window.carcassonneShell) window.carcassonneShell.fail(UTF8ToString($0));
        },
        why.c_str());
}

// The page makes the #s= link, copies it and offers the file (web/shell.js). A game in progress
// is shared as the saved game with its seats, so it opens as the same game; a scenario or a demo
// as the position shown.
void shareGame(const Session& s) {
  bool game = s.isGameInProgress();
  std::string text = game ? s.saveJson().dump() : s.positionJson().dump();
  EM_ASM(
      {
        if (window.carcassonneShell) window.carcassonneShell.share(UTF8ToString($0), $1 == 1);
      },
      text.c_str(), game ? 1 : 0);
}

}  // namespace carc::render
