#include "render/table/remote_player.h"

namespace carc::render {

bool RemotePlayer::move(const Game&, const SeatTick&, SeatMove& out) {
  if (queue_.empty()) return false;
  out = SeatMove{std::nullopt, queue_.front()};
  queue_.pop_front();
  return true;
}

std::vector<Refusal> RemotePlayer::takeRefusals() {
  std::vector<Refusal> out;
  out.swap(refusals_);
  return out;
}

}  // namespace carc::render
