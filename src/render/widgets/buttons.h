// Buttons every window uses: one whose label wraps to the window, the next on the same line only
// if it fits, and the sound switch.
#pragma once
#include <string>

namespace carc::render {

// A button whose label wraps to the width left in the window, so a long choice ("Leave the
// ferries where they are") is never cut off on a narrow panel.
bool wrappedButton(const std::string& label);
// `label` with its spaces turned into line breaks where a line would pass `room` pixels.
std::string wrapToWidth(const std::string& label, float room);
// A button, at least a fingertip wide where fingers are used (page_shape.h, minButtonWidth).
bool button(const char* label);
// The width `button` gives `label`.
float buttonWidth(const char* label);
// The next button goes on the same line, on a phone only if it fits (`wrap`).
void sameLineIfFits(const char* nextLabel, bool wrap = true);
// The sound switch, showing whether the sound is `on`: a small button, a fingertip tall on a touch
// screen like every other. True when clicked (the caller switches: MoveEffects::switchSound).
bool soundSwitch(bool on);

}  // namespace carc::render
