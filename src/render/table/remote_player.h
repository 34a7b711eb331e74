// A seat whose moves arrive from elsewhere (a test now, the network in online play): a queue of
// moves as JSON, applied by the table in order when the seat is to move; the engine's refusals
// are kept for the sender, in order.
#pragma once
#include <deque>
#include <vector>

#include "render/table/player.h"

namespace carc::render {

class RemotePlayer : public Player {
 public:
  Kind kind() const override { return Kind::Remote; }
  // A step or a whole turn as Game::playJson takes it.
  void arrive(const json& move) { queue_.push_back(move); }
  size_t waiting() const { return queue_.size(); }
  bool move(const Game& game, const SeatTick& tick, SeatMove& out) override;
  void refused(const Refusal& why) override { refusals_.push_back(why); }
  // What the table refused, for the sender to hear (taken: the list is emptied).
  std::vector<Refusal> takeRefusals();

 private:
  std::deque<json> queue_;
  std::vector<Refusal> refusals_;
};

}  // namespace carc::render
