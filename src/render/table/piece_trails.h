// Where the modules' pieces went (the dragon's steps, the gingerbread man, the fairy): a trail from
// the square a piece left to the square it reached. A trail is shown for the turn it was made in and
// the next, so a player who looks after the others' turns still sees what moved (the log says it in
// words). It only reads the engine's pieces (Module::pieces), so it names no module.
// Drawn by board/move_effects.cpp; tested in tests/unit/piece_trails_test.cpp.
#pragma once
#include <string>
#include <vector>

#include "engine/state.h"

namespace carc::render {

struct PieceTrail {
  std::string kind;  // the module's piece kind ("dragon")
  int fromX, fromY, toX, toY;
  int turn;  // State::turn() when it moved
  // A piece that changed on its own square (a ferry moved to two other jetties of its lake): what
  // it was (Module::Piece::extra), drawn faint by its module's view.
  bool inPlace = false;
  int extraWas = 0;
};

class PieceTrails {
 public:
  // Compares the position with the one noticed last and adds a trail for each piece that changed
  // square (or changed on its square). `continues`: false for a jump (another game, an undo, a demo stepped back),
  // which forgets every trail.
  void notice(const State& s, bool continues);
  // The trails to show at turn `turn`: those of this turn and the one before, oldest first.
  std::vector<PieceTrail> shown(int turn) const;

 private:
  struct Seen {
    std::string kind;
    int x, y, extra;
  };
  static std::vector<Seen> piecesOf(const State& s);
  std::vector<Seen> seen_;
  std::vector<PieceTrail> trails_;
};

}  // namespace carc::render
