// The tutorial's window (table/tutorial.h): the step, what to do, the engine's verdict on the move
// made (a wrong one answered with what was asked), what scored, and Next / Leave. The moves are
// made with the game's own turn controls.
#pragma once
#include <string>

#include "render/game/screen.h"
#include "render/table/tutorial.h"

namespace carc::render {

class TutorialPanel {
 public:
  // The base game's tutorial on the table from its first step; false when it cannot be shown.
  bool open(Table& s, BoardView& board, ImVec2 view);
  void draw(Table& s, BoardView& board, Screen& screen, ImVec2 view);
  bool active() const { return tutorial_.active(); }
  // The step's move is made and judged right: the turn controls have nothing more to offer.
  bool stepDone() const { return tutorial_.active() && tutorial_.result() == Tutorial::Result::Done; }
  const Tutorial& tutorial() const { return tutorial_; }
  // What the window shows, as text (shownTexts), and what it says about the move.
  json texts(const Table& s) const;
  // Leaving (or finishing) asks for the game the tutorial interrupted, or a new one.
  bool leaving() const { return leave_; }
  const json& interrupted() const { return interrupted_; }
  void left() {
    leave_ = false;
    interrupted_ = json();
  }
  // Where its Next (or Finish) and Leave buttons were drawn, in CSS pixels (layout()).
  json buttons() const { return buttons_; }

 private:
  bool show(Table& s, BoardView& board, int step, ImVec2 view);
  std::string stepText() const;
  Tutorial tutorial_;
  json interrupted_;  // the game in progress when the tutorial opened, as a saved game
  bool leave_ = false;
  json buttons_ = json::object();
};

}  // namespace carc::render
