// What the game's windows share in a frame: the page's shape, the phone's bar and sheet, and what
// one window asks of another (the new-game dialog, the final scores).
#pragma once
#include <string>
#include <vector>

#include "render/board/board_view.h"
#include "render/table/table.h"
#include "render/widgets/language_picker.h"

namespace carc::render {

struct Screen {
  bool embed = false;        // on a rules page: board, step controls and explanation only
  bool sheetOpen = false;    // on a phone: the players, the log and the rarer buttons, opened from the bar
  float barBottom = 0;       // where the phone's top bar ends (the compact bar goes below it)
  float compactBottom = 0;   // where the compact bar ends (the sheet opens below it)
  float sheetBottom = 0;     // where the sheet's Players window ends (the log goes below it)
  bool openNewGame = false;  // a button asked for the new-game dialog
  bool openFinalScores = false;
  bool newGameStarted = false;         // the next game over shows its final scores again
  bool openEditor = false;             // the Edit button: the editor opens once this frame's windows are drawn
  bool openTutorial = false;           // the Tutorial button: the tutorial opens in this frame
  std::vector<LanguageBox> languages;  // the language picker as drawn this frame (layout() shows it)
  bool openRules = false;              // the Rules button, in any window
  bool askHint = false;                // the Hint button
  struct ButtonBox {
    std::string name;  // "rules", "hint", "pace:slow"...
    float x, y, w, h;
  };
  std::vector<ButtonBox> buttons;             // the Rules, Hint and bot pace buttons as drawn this frame (layout())
  void tookButton(const std::string& name) {  // records the box of the item just drawn
    ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    buttons.push_back(ButtonBox{name, a.x, a.y, b.x - a.x, b.y - a.y});
  }
  void askNewGame() {
    if (!embed) openNewGame = true;
  }
};

// The window just drawn, as the board's safe area sees it: docked panels keep the board's
// choices clear of them; an overlay opened on demand does not.
void coverBoard(BoardView& board, bool docked = true);
// A player's name and score, as the chips of the demo panel and the phone's bar show them.
std::string chipText(const Table& s, int p);
// The Share button (share.cpp): the page shares the game. (The Edit button asks openEditor.)
void shareGame(const Table& s);

}  // namespace carc::render
