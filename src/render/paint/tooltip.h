// A tooltip that wraps to the screen: never wider than the page (a phone's 390 px) nor than about
// 28 letters of text a line, where Dear ImGui's own tooltip is one line as long as its text.
#pragma once

namespace carc::render {

// Shows `text` as the tooltip of this frame (call it while the item is hovered).
void tooltip(const char* text);

}  // namespace carc::render
