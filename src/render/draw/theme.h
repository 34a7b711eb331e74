// The colours of the windows, written once without Dear ImGui so a native test can check that
// every text is readable on its background (WCAG contrast: 4.5:1 for text, 3:1 for the outline of
// a checkbox or radio button and for its mark). app.cpp gives them to Dear ImGui (applyTheme).
#pragma once

namespace carc::render::theme {

struct Colour {
  float r, g, b, a = 1.0f;
};

constexpr Colour kBoard{0.42f, 0.55f, 0.33f};  // the table under the windows (app.cpp's clear colour)
constexpr Colour kText{0.16f, 0.13f, 0.10f};
constexpr Colour kTextDisabled{0.40f, 0.35f, 0.29f};    // hints and descriptions: quieter, still readable
constexpr Colour kWindowBg{0.98f, 0.96f, 0.91f, 1.0f};  // opaque: the board never shows through text
constexpr Colour kPopupBg{1.0f, 0.99f, 0.96f, 1.0f};
constexpr Colour kTitleBg{0.80f, 0.68f, 0.47f};  // light enough for the dark title text
constexpr Colour kTitleBgActive{0.74f, 0.60f, 0.40f};
constexpr Colour kButton{0.86f, 0.74f, 0.52f};
constexpr Colour kButtonHovered{0.93f, 0.80f, 0.55f};
constexpr Colour kButtonActive{0.78f, 0.62f, 0.38f};
constexpr Colour kHeader{0.86f, 0.74f, 0.52f, 0.6f};
constexpr Colour kHeaderHovered{0.93f, 0.80f, 0.55f, 0.8f};
constexpr Colour kTableHeaderBg{0.90f, 0.83f, 0.68f};
// Checkboxes, radio buttons and text fields: a white box with a dark outline and a dark mark, so
// they show on the white of a dialog (they were white on white).
constexpr Colour kFrameBg{1.0f, 1.0f, 1.0f};
constexpr Colour kFrameBgHovered{0.98f, 0.93f, 0.82f};
constexpr Colour kFrameBgActive{0.95f, 0.87f, 0.72f};
constexpr Colour kBorder{0.45f, 0.36f, 0.25f};
constexpr Colour kCheckMark{0.18f, 0.33f, 0.11f};

// Each text colour on each background it is drawn on.
struct Pair {
  const char* what;
  Colour text, background;
};
constexpr Pair kTextPairs[] = {
    {"text on a window", kText, kWindowBg},
    {"hint on a window", kTextDisabled, kWindowBg},
    {"text on a dialog", kText, kPopupBg},
    {"hint on a dialog", kTextDisabled, kPopupBg},
    {"window title", kText, kTitleBg},
    {"window title, active", kText, kTitleBgActive},
    {"button", kText, kButton},
    {"button, hovered", kText, kButtonHovered},
    {"button, pressed", kText, kButtonActive},
    {"open header", kText, kHeader},
    {"table header", kText, kTableHeaderBg},
    {"text field", kText, kFrameBg},
    {"text field, hovered", kText, kFrameBgHovered},
};
// Marks and outlines that must be seen (non-text: 3:1).
constexpr Pair kMarkPairs[] = {
    {"checkbox outline on a dialog", kBorder, kPopupBg},
    {"checkbox outline on a window", kBorder, kWindowBg},
    {"check mark in its box", kCheckMark, kFrameBg},
    {"check mark in its box, hovered", kCheckMark, kFrameBgHovered},
};

}  // namespace carc::render::theme
