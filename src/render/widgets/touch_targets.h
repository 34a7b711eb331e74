// Every widget a finger can press, as Dear ImGui itself reports it: its test-engine hooks
// (IMGUI_ENABLE_TEST_ENGINE, set on the imgui library) name each labelled widget (button,
// checkbox, selectable, combo, input, slider, tree node) with its rectangle as it is submitted. The
// page API's layout() lists the last frame's (it is called between frames), so a test can hold every target on a phone
// to a fingertip (44 × 44 CSS px) without each window naming its widgets.
#pragma once
#include <string>
#include <vector>

namespace carc::render {

struct TouchTarget {
  std::string label;                 // as shown (the part before "##"); "" for an unlabelled widget
  std::string window;                // the window it is in (the part before "##")
  float x = 0, y = 0, w = 0, h = 0;  // CSS px, the widget's whole rectangle
};

// At the start of a frame, after ImGui::NewFrame: the list starts again.
void startTouchTargetFrame();
// The last frame's targets, in the order they were submitted; only those at least partly
// inside their window's visible area.
const std::vector<TouchTarget>& touchTargets();
// The current window folds by a tap anywhere on its title bar (fold_title.h): its fold target
// ("▾", Dear ImGui's arrow) becomes that whole box.
void widenFoldTarget(float x, float y, float w, float h);

}  // namespace carc::render
