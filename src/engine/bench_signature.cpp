#include "bench_signature.h"

#include "random_bot.h"
#include "state.h"

namespace carc {

long long benchSignature(std::shared_ptr<const Catalog> baseCatalog) {
  long long signature = 0;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    State s = State::newGame(baseCatalog, 2, seed);
    RandomBot bot(seed);
    while (!s.over()) s.mustApply(bot.choose(s), "bench signature");
    for (int v : s.scores()) signature = signature * 31 + v;
    signature &= 0xFFFFFFFFFFFFll;
  }
  return signature;
}

}  // namespace carc
