// One frame of the app: bots think, the board and the windows are drawn, input becomes moves.
#pragma once
#include "imgui.h"

namespace carc::render {

void loadFont();                      // the UI font the shell handed over, or ImGui's own
void start();                         // after the manifests are in: the first game
void drawFrame(ImVec2 view);          // ImGui widgets and the board of one frame
void pinch(float factor, ImVec2 at);  // two-finger zoom from the platform layer

}  // namespace carc::render
