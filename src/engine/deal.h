// The hidden tiles dealt anew, for a player who knows which tiles are in the bag but not their
// order: the search bot's determinizations and the review's dealings (review.h) share it, so
// neither reads the real order and both leave a rule's held tiles where the rule holds them.
#pragma once
#include "rng.h"
#include "state.h"

namespace carc {

// Shuffles the bag's tiles from `rng` (their order before does not matter: they are sorted
// first), except the first entries a module holds back (Module::heldInBag: the dragon tiles
// waiting for a volcano, RULES-EXPANSIONS §4.2), then lets the modules order the deck as a new
// game's would (the river's pile on top).
void dealHiddenTiles(State& s, Rng& rng);

}  // namespace carc
