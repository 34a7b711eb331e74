// The bench signature (`carcassonne bench`, PERFORMANCE.md): a checksum of 100 fixed random
// 2-player games. Equal on every build of the same engine (native and wasm), and pinned by a
// test: it changes only when dealing, the rules or the random bot change.
#pragma once
#include <memory>

#include "catalog.h"

namespace carc {

// Games with seeds 1..100, 2 players, RandomBot(seed); signature = signature * 31 + score for
// each score in player order, kept to 48 bits.
long long benchSignature(std::shared_ptr<const Catalog> baseCatalog);

}  // namespace carc
