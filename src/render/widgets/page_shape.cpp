#include "render/widgets/page_shape.h"

#include "render/draw/board_layout.h"
#include "render/page/shell.h"

namespace carc::render {

bool isNarrow(ImVec2 view) { return view.x < 720; }

bool isTouchScreen() { return browser::touchScreen(); }

void fingerSizes(ImVec2 view, bool embed) {
  bool big = isTouchScreen() || (isNarrow(view) && !embed);
  ImGui::GetStyle().FramePadding.y = big ? 0.5f * (kTouchTarget - ImGui::GetFontSize()) : 3.0f;
}

}  // namespace carc::render
