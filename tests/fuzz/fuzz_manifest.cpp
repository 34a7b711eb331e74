// libFuzzer target: any bytes as a tile manifest must give a manifest or an InputError.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/tile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    carc::TileSet set = carc::parseManifest(carc::parseJsonText(text, "fuzz", 1 << 20), "fuzz", "");
    for (const carc::TileType& t : set.tiles) (void)t.toJson();
  } catch (const carc::InputError&) {
  }
  return 0;
}
