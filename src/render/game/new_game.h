// The new-game dialog: the players (colour, name, human or which bot), the sets with their
// options, the deal; Start begins the game.
#pragma once
#include <string>
#include <vector>

#include "render/game/screen.h"

namespace carc::render {

// How many players a game of the dialog has.
constexpr int kFewestPlayers = 2, kMostPlayers = 6;

class NewGameDialog {
 public:
  void draw(Table& s, BoardView& board, Screen& screen);
  bool shown() const { return shown_; }  // open in the last frame
  // What a seat can be, in words (the page API's shownTexts reports them).
  static std::vector<std::string> seatKinds();
  // For the page API (shownTexts().newGame): the seat kinds, the named widgets' boxes this frame,
  // the hint shown, and whether Start is asking before a game in progress ends.
  json texts() const;
  // What the dialog offers, for the page's New game in words (the page API's newGameChoices(),
  // docs/formats.md §4): the seats as it opens (names shown and as newGame takes them, each bot),
  // what a seat can be, the sets with their names, what each adds, whether it is a core deck (one a
  // game), on as it opens and its options; the fewest and most players; a deal; whether Start asks
  // first (a game in progress would end).
  static json choices(const Table& s);
  // Start asks before it ends the game in progress (one with moves, not over).
  static bool asksFirst(const Table& s);

 private:
  void open(const Table& s);
  void chooseSets(const NewGameOptions& o);  // the sets chosen: opened on the current game's
  NewGameOptions chosenOptions() const;
  void start(Table& s, BoardView& board, Screen& screen);
  void playOnline();  // the chosen seats and sets as a table on the game server (web/online.js)  // the chosen game
                      // begins, the dialog closes
  std::vector<std::string> sets_;  // one core deck and the expansions chosen
  json options_;                   // every option of the index, as chosen (the sets' rows keep them)
  std::vector<Seat> seats_;
  char names_[kMostPlayers][32] = {};
  char code_[16] = {};  // a friend's table by its short code
  int kinds_[kMostPlayers] = {};
  int seed_ = 0;
  bool shown_ = false;
  float bodyHeight_ = 0;  // the players, sets and deal, measured last frame (a phone scrolls them)
  bool confirming_ = false;
  json widgets_ = json::object();  // name -> {x, y, w, h}, this frame
  std::string hint_;  // the hint shown this frame  // Start pressed over a game in progress: asking before it ends
};

// The page's first game, and the game after the editor or the tutorial leaves with none to go back
// to: a person and two greedy bots, dealt from the clock.
void startGame(Table& s);

}  // namespace carc::render
