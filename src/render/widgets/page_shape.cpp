#include "render/widgets/page_shape.h"

#include "render/draw/board_layout.h"
#include "render/page/shell.h"

namespace carc::render {

bool isNarrow(ImVec2 view) { return view.x < 720; }

bool isTouchScreen() { return browser::touchScreen(); }

namespace {
bool g_fingers = false;  // fingerSizes' last answer
}  // namespace

float minButtonWidth() { return g_fingers ? kTouchTarget : 0.0f; }

void fingerSizes(ImVec2 view, bool embed) {
  bool big = isTouchScreen() || (isNarrow(view) && !embed);
  g_fingers = big;
  ImGui::GetStyle().FramePadding.y = big ? 0.5f * (kTouchTarget - ImGui::GetFontSize()) : 3.0f;
}

}  // namespace carc::render
