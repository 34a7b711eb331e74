// The editor's Publish stage: a preview exactly as the embed shows it, at the embed's size, and
// the ways out: the scenario file, a share link (#s=), the iframe snippet, the MediaWiki tag.
#pragma once
#include "editor.h"

namespace carc::render {

void drawEditorPublish(Editor& e, Session& s, ImVec2 view);

}  // namespace carc::render
