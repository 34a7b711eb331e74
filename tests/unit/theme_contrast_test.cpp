// Every text of the windows is readable on its background: WCAG 2 contrast of at least 4.5:1 for
// text and 3:1 for the outline and mark of a checkbox or radio button, computed from the theme's
// own colours (src/render/draw/theme.h), with a see-through window blended over the board.
#include <gtest/gtest.h>

#include <cmath>

#include "render/draw/theme.h"

namespace {

using carc::render::theme::Colour;

Colour over(Colour top, Colour under) {
  return {top.r * top.a + under.r * (1 - top.a), top.g * top.a + under.g * (1 - top.a),
          top.b * top.a + under.b * (1 - top.a)};
}

double luminance(Colour c) {
  auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

// A colour on a background that may itself be see-through: the window over the board first.
double contrast(Colour text, Colour background) {
  using namespace carc::render::theme;
  Colour bg = over(background, over(kWindowBg, kBoard));
  Colour fg = over(text, bg);
  double a = luminance(fg), b = luminance(bg);
  return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

TEST(Theme, TextIsReadableOnEveryBackground) {
  for (const auto& p : carc::render::theme::kTextPairs)
    EXPECT_GE(contrast(p.text, p.background), 4.5) << p.what << ": " << contrast(p.text, p.background);
}

TEST(Theme, CheckboxesAndTheirMarksShow) {
  for (const auto& p : carc::render::theme::kMarkPairs)
    EXPECT_GE(contrast(p.text, p.background), 3.0) << p.what << ": " << contrast(p.text, p.background);
}

TEST(Theme, TheCheckCatchesUnreadableText) {
  // The old title bar (dark text on mid brown) and ImGui's grey hint text fail, as they should.
  EXPECT_LT(contrast(carc::render::theme::kText, Colour{0.55f, 0.42f, 0.26f}), 4.5);
  EXPECT_LT(contrast(Colour{0.60f, 0.60f, 0.60f}, carc::render::theme::kWindowBg), 4.5);
  EXPECT_LT(contrast(Colour{1, 1, 1}, carc::render::theme::kPopupBg), 3.0);  // a white box on a white dialog
}

}  // namespace
