// A colour as a seat's colour is written ("#d63031", FORMATS.md §2), and the English colour
// words a scenario names its players by (shown in the reader's language).
#pragma once
#include <string>

#include "imgui.h"

namespace carc::render {

std::string colourText(ImU32 colour);
// "Red", "Blue", ...: a player so named is shown in the reader's language.
bool isColourWord(const std::string& name);

}  // namespace carc::render
