// A window that folds under a finger: Dear ImGui folds a window by its title bar's arrow (a letter
// wide, 15 px) or a double click; on a phone a tap anywhere on the title bar does it, and the list of
// touch targets (touch_targets.h) holds the whole title bar as the fold target.
#pragma once

namespace carc::render {

// Right after ImGui::Begin of a window that may fold (whatever Begin returned), where fingers are
// used.
void foldOnTitleTap();

}  // namespace carc::render
