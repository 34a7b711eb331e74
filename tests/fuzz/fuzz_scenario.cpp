// libFuzzer target: any bytes as a scenario must play or give an InputError; never crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/assets_dir.h"
#include "engine/scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static std::string base;
  static bool loaded = carc::readSetFromDir(CARC_ASSETS_DIR, "base", base);
  (void)loaded;
  std::string text(reinterpret_cast<const char*>(data), size);
  auto sets = [](const std::string& set, std::string& out) {
    if (set != "base") return false;
    out = base;
    return true;
  };
  try {
    carc::Scenario sc = carc::loadScenario(carc::parseJsonText(text, "fuzz", carc::kMaxScenarioBytes), sets, "fuzz");
    carc::playScenario(sc, "fuzz");
    (void)carc::resultJson(sc.game.state()).dump();
  } catch (const carc::InputError&) {
  }
  return 0;
}
