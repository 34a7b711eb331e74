// The game's windows around the board, one object each, and what they share: drawn in one frame
// in a fixed order (the toolbar first: it sizes every button after it).
#pragma once
#include "render/game/demo_panel.h"
#include "render/game/final_scores.h"
#include "render/game/hint.h"
#include "render/game/new_game.h"
#include "render/game/online_window.h"
#include "render/game/rules_window.h"
#include "render/game/scoreboard.h"
#include "render/game/scoring_log.h"
#include "render/game/screen.h"
#include "render/game/tile_panel.h"
#include "render/game/toolbar.h"
#include "render/game/tutorial_panel.h"

namespace carc::render {

class GameScreen {
 public:
  // The Edit button asks through screen.openEditor: the app opens the editor after the windows.
  void draw(Table& s, BoardView& board, ImVec2 view);
  // What the windows show now, as text (the page API's shownTexts); read-only.
  json shownTexts(const Table& s, const BoardView& board) const;
  bool autoplaying() const { return demo_.autoplaying(); }
  // The tutorial (tutorial_panel.h): opened by its button, ?tutorial=1 or the page API.
  bool openTutorial(Table& s, BoardView& board, ImVec2 view) { return tutorial_.open(s, board, view); }
  const TutorialPanel& tutorial() const { return tutorial_; }
  RulesWindow& rules() { return rules_; }
  OnlineWindow& online() { return online_; }
  const OnlineWindow& online() const { return online_; }
  const RulesWindow& rules() const { return rules_; }
  json hintJson(const Table& s) const { return hint_.toJson(s); }
  Screen screen;

 private:
  Toolbar toolbar_;
  Scoreboard scoreboard_;
  TilePanel tilePanel_;
  ScoringLog log_;
  DemoPanel demo_;
  NewGameDialog newGame_;
  OnlineWindow online_;
  FinalScores finalScores_;
  TutorialPanel tutorial_;
  RulesWindow rules_;
  Hint hint_;
  void drawHintWords(const Table& s, ImVec2 view);
};

}  // namespace carc::render
