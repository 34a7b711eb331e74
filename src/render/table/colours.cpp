#include "render/table/colours.h"

#include <cstdio>

namespace carc::render {

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

}  // namespace carc::render
