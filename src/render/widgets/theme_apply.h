// The theme (draw/theme.h) given to Dear ImGui: the colours and shapes of the windows.
#pragma once

namespace carc::render {

void applyTheme();  // once, when Dear ImGui starts (app.cpp)

}  // namespace carc::render
