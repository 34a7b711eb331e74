// The random bot: a uniformly random legal action at every step, from its own seeded PRNG.
#pragma once
#include <vector>

#include "rng.h"
#include "state.h"

namespace carc {

class RandomBot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed ^ 0xB07B07B07ull) {}
  Action choose(const State& s) {
    s.botActions(buf_);
    return buf_[rng_.below(uint32_t(buf_.size()))];
  }

 private:
  Rng rng_;
  std::vector<Action> buf_;
};

}  // namespace carc
