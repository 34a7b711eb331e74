#include "render/widgets/colour_text.h"

#include <cstdio>

namespace carc::render {

namespace {
const char* const kColourWords[] = {"Red",  "Blue", "Green",  "Yellow", "Black", "Grey",
                                    "Gray", "Pink", "Purple", "Orange", "White", "Brown"};
}  // namespace

std::string colourText(ImU32 c) {
  char buf[8];
  std::snprintf(buf, sizeof(buf), "#%02x%02x%02x", unsigned(c & 255), unsigned((c >> 8) & 255),
                unsigned((c >> 16) & 255));
  return buf;
}

bool isColourWord(const std::string& name) {
  for (const char* word : kColourWords)
    if (name == word) return true;
  return false;
}

}  // namespace carc::render
