// Dear ImGui scrolls a window by its wheel and scrollbar only: on a touch screen a finger dragged
// over a window's text or rows scrolls it as a page would. Used by the demo's explanation and the
// New game dialog's choices on a phone.
#pragma once

namespace carc::render {

// Call inside the window (or child) to scroll, after its contents; does nothing without a touch screen.
void scrollByDrag();

}  // namespace carc::render
