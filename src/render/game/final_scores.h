// The end of a game: who won, a table of where the points came from, and the scores over the
// game as a chart; opens by itself when a game ends.
#pragma once
#include <string>

#include "render/game/screen.h"

namespace carc::render {

class FinalScores {
 public:
  void draw(Table& s, Screen& screen);
  // The table as written (the page API's shownTexts reports it): {winner, columns, players, rows}.
  static json texts(const Table& s);

 private:
  static std::string columnTitle(const std::string& kind);
  static std::string winnerText(const Table& s);
  static int pointsAtTheEnd(const State& st, int p);
  void chart(const Table& s, bool small, ImVec2 view);
  bool shownOnce_ = false;          // opened by itself for the game over now
  const Game* shownFor_ = nullptr;  // a finished game loaded after another shows its scores too
};

}  // namespace carc::render
