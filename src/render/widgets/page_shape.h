// The page's shapes, for every window: a phone or narrow iframe (under 720 CSS px), a touch
// screen, and framed widgets a fingertip tall where fingers are used.
#pragma once
#include "imgui.h"

namespace carc::render {

// Phones and narrow iframes: windows tile the edges instead of floating where they like.
bool isNarrow(ImVec2 view);
// A touch screen (the page's answer, asked once): hints say "tap", buttons are a fingertip tall.
bool isTouchScreen();
// Buttons (and every framed widget) a fingertip tall on a touch screen or a phone; an embed on a
// desktop keeps small buttons (its demo panel is short and its text comes first).
void fingerSizes(ImVec2 view, bool embed = false);
// The narrowest a button may be this frame: a fingertip where fingerSizes made buttons a fingertip
// tall (a short label such as "Tipp" would otherwise make a button 36 px wide), else 0.
float minButtonWidth();

}  // namespace carc::render
