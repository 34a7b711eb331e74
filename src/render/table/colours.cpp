#include "render/table/colours.h"

#include <cstdio>

#include "engine/phrase.h"

namespace carc::render {

namespace {
// Player names that are English colour words (scenarios name their players so).
const char* const kColourWords[] = {N_("Red"),  N_("Blue"), N_("Green"),  N_("Yellow"), N_("Black"), N_("Grey"),
                                    N_("Gray"), N_("Pink"), N_("Purple"), N_("Orange"), N_("White"), N_("Brown")};
}  // namespace

std::string colourText(uint32_t c) {
  char buf[8];
  std::snprintf(buf, sizeof(buf), "#%02x%02x%02x", unsigned(c & 255), unsigned((c >> 8) & 255),
                unsigned((c >> 16) & 255));
  return buf;
}

uint32_t colourOf(const std::string& text, uint32_t fallback) {
  unsigned r, g, b;
  if (text.size() != 7 || std::sscanf(text.c_str(), "#%2x%2x%2x", &r, &g, &b) != 3) return fallback;
  return 0xff000000u | b << 16 | g << 8 | r;
}

bool isColourWord(const std::string& name) {
  for (const char* word : kColourWords)
    if (name == word) return true;
  return false;
}

}  // namespace carc::render
