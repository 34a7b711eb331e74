// The one game the page shows, the manifests the shell handed over, and the page API.
#pragma once

namespace carc::render {

void start();      // after the manifests are in: sets up the first game
void drawFrame();  // ImGui widgets of one frame

}  // namespace carc::render
