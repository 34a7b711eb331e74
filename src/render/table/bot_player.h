// A bot at a seat: it thinks in slices of a frame so the page keeps drawing, then pauses before
// it moves so a person can follow the game.
#pragma once
#include <memory>
#include <string>

#include "engine/greedy_bot.h"
#include "engine/mcts_bot.h"
#include "engine/random_bot.h"
#include "render/table/player.h"

namespace carc::render {

class BotPlayer : public Player {
 public:
  // `bot`: one of botNames(); `seed`: from the game's seed and the seat, so a game replays.
  BotPlayer(const std::string& bot, uint64_t seed);
  Kind kind() const override { return Kind::Bot; }
  bool move(const Game& game, const SeatTick& tick, SeatMove& out) override;
  void reset() override { busy_ = false; }
  bool busy() const override { return busy_; }
  double pausedUntilMs() const override { return busy_ && ready_ ? pausedUntil_ : 0; }
  void refused(const Refusal& why) override;

 private:
  bool thinkSlice(const SeatTick& tick);
  std::string engine_;  // the engine's bot that plays the seat's level: "greedy", "mcts" or "random"
  GreedyBot greedy_;
  RandomBot random_;
  MctsBot mcts_;
  bool busy_ = false;
  bool ready_ = false;  // the choice is made (it may still pause so it can be watched)
  double started_ = 0;
  double pausedUntil_ = 0;  // when the pause for watching ends (the last time it was asked to move)
};

}  // namespace carc::render
