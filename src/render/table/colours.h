// The players' colours as text, one copy for the table (no Dear ImGui) and the windows: a colour as
// a seat's colour is written ("#d63031", docs/formats.md §2). The English colour words a scenario
// names its players by (shown in the reader's language) are the engine's list of web/seats.json
// (engine/seat_lists.h: isColourWord, paletteWords).
#pragma once
#include <cstdint>
#include <string>

#include "engine/seat_lists.h"

namespace carc::render {

std::string colourText(uint32_t colour);                        // 0xAABBGGRR (Dear ImGui's ImU32) -> "#rrggbb"
uint32_t colourOf(const std::string& text, uint32_t fallback);  // "#rrggbb" -> 0xffBBGGRR

}  // namespace carc::render
