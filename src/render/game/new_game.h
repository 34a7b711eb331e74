// The new-game dialog: the players (colour, name, human or which bot), the sets with their
// options, the deal; Start begins the game.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "render/game/screen.h"

namespace carc::render {

class NewGameDialog {
 public:
  void draw(Table& s, BoardView& board, Screen& screen);
  bool shown() const { return shown_; }  // open in the last frame
  // What a seat can be, in words (the page API's shownTexts reports them).
  static std::vector<std::string> seatKinds();

 private:
  void open(const Table& s);
  void setRows();  // the sets of the index, with their options
  NewGameOptions chosenOptions() const;
  // The sets chosen: opened on the current game's.
  struct SetChoice {
    std::string core;
    std::map<std::string, bool> chosen;
    std::map<std::string, size_t> option;  // option key -> index of its value
    void from(const NewGameOptions& o);
  };
  SetChoice sets_;
  std::vector<Seat> seats_;
  char names_[6][32] = {};
  int kinds_[6] = {};
  int seed_ = 0;
  bool shown_ = false;
};

}  // namespace carc::render
