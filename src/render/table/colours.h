// The players' colours as words and as text, one copy for the table (no Dear ImGui) and the
// windows: a colour as a seat's colour is written ("#d63031", docs/formats.md §2), and the English
// colour words a scenario names its players by (shown in the reader's language).
#pragma once
#include <cstdint>
#include <string>

namespace carc::render {

std::string colourText(uint32_t colour);                        // 0xAABBGGRR (Dear ImGui's ImU32) -> "#rrggbb"
uint32_t colourOf(const std::string& text, uint32_t fallback);  // "#rrggbb" -> 0xffBBGGRR
// "Red", "Blue", ...: a player so named is shown in the reader's language.
bool isColourWord(const std::string& name);

}  // namespace carc::render
