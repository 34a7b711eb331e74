// What the last move did, made visible and audible: the placed tile settles in, "+N" rises from
// each scored feature in the scorer's colour, meeples going home fly to their player's chip, and
// the page plays a short sound for a placement, a scoring and the end of the game. It only reads
// the game (the engine's tiles, meeples and score events); the timing is motion.h's.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "imgui.h"
#include "render/draw/motion.h"
#include "render/table/piece_trails.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;

class MoveEffects {
 public:
  MoveEffects();  // its Motion on the page's clock and frames
  // Compares the game with what the last frame showed and starts the motion and sounds of what
  // changed. A jump (new game, undo, stepping a demo back or several steps) shows at once.
  void notice(const Table& s);
  // How far tile `index` has settled in, 0..1 (1: in place).
  float tileSettled(int index);
  // Draws what is on its way: meeples going home, "+N" rising.
  void draw(const Table& s, const BoardView& board, ImDrawList* dl);
  // Draws where the modules' pieces went this turn and the last (the dragon's steps): under the pieces.
  void drawTrails(const Table& s, const BoardView& board, ImDrawList* dl) const;
  // The trails shown now, those of pieces changed on their own square among them (their views draw those).
  std::vector<PieceTrail> trails(const Table& s) const { return trails_.shown(s.state().turn()); }
  // Where a player's chip is on screen (the scoreboard tells each frame), for meeples going home.
  void setChipAt(int player, ImVec2 at);
  // The page's tweens: the effects' own, and the numbers the windows show gliding (scores, race).
  Motion& motion() { return motion_; }
  const Motion& motion() const { return motion_; }
  // The page's sound switch (web/sound.js keeps it, remembered): on or off, and switching it.
  bool soundOn() const { return soundOn_; }
  void switchSound(bool on);
  void soundSwitched(bool on) { soundOn_ = on; }  // the page says how the switch is now (remembered, or switched there)

 private:
  struct Seen {  // what the last frame showed
    const Game* game = nullptr;
    std::vector<std::pair<int, int>> tiles;  // squares, in order of placement
    std::vector<Meeple> meeples;
    size_t events = 0;
    bool over = false;
  };
  struct Rise {  // "+N" above a scored feature
    std::string key, text;
    int tile, seg, slot, player;
    ImU32 colour;
  };
  struct Home {  // a meeple on its way to its player's chip
    std::string key;
    int tile, seg, player;
    bool farmer;
  };
  void remember(const Table& s);
  bool continues(const Table& s) const;
  Seen seen_;
  std::vector<Rise> rises_;
  std::vector<Home> homes_;
  PieceTrails trails_;
  ImVec2 chips_[8];
  long chipFrame_[8] = {-10, -10, -10, -10, -10, -10, -10, -10};  // the frame that last showed each chip
  long serial_ = 0;
  Motion motion_;
  bool soundOn_ = false;  // the page says (carc_sound_switched); off until it does
};

}  // namespace carc::render
