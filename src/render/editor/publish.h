// The editor's Publish stage: a preview exactly as the embed shows it, at the embed's size, and
// the ways out: the scenario file, a share link (#s=), the iframe snippet, the MediaWiki tag.
#pragma once
#include "render/editor/editor.h"

namespace carc::render {

void drawEditorPublish(Editor& e, Table& s, ImVec2 view);

// What the buttons give, as the page makes them from the draft (web/editor_publish.js):
// {file, fileName, link, embed, iframe, mediawiki, mediawikiInline} (page API: editorPublish).
const json& publishTexts(const Editor& e, const Table& s);
// The preview overlay: the embed in an iframe at the chosen size and language.
void openPreview(const Editor& e, const Table& s);
// The embed's language and size as chosen in the preview ({lang, width, height}; page API: editorEmbed).
void setEmbedChoice(const json& chosen);

}  // namespace carc::render
