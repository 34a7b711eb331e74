#include "deal.h"

#include <algorithm>

#include "module.h"

namespace carc {

void dealHiddenTiles(State& s, Rng& rng) {
  std::vector<uint16_t>& bag = s.bagMut();
  size_t held = 0;
  for (const Module* m : s.catalog().modules) held += m->heldInBag(s);
  held = std::min(held, bag.size());
  std::sort(bag.begin(), bag.begin() + std::ptrdiff_t(held));
  std::sort(bag.begin() + std::ptrdiff_t(held), bag.end());
  // Fisher-Yates over the tiles not held (with none held, the very draws of Rng::shuffle).
  for (size_t i = bag.size(); i > held + 1; --i) std::swap(bag[i - 1], bag[held + rng.below(uint32_t(i - held))]);
  for (const Module* m : s.catalog().modules) m->arrangeDeck(s);
}

}  // namespace carc
