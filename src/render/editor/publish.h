// The editor's Publish stage: a preview exactly as the embed shows it, at the embed's size, and
// the ways out: the scenario file, a share link (#s=), the iframe snippet, the MediaWiki tag.
#pragma once
#include <string>

#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;
class Editor;

// What the Publish stage keeps between frames (the Editor holds one).
struct PublishStage {
  std::string lang;  // of the embed; "" until chosen: the reader's
  int width = 640, height = 420;
  json madeFor;        // the request the texts were made for
  json texts;          // {file, fileName, link, embed, iframe, mediawiki, mediawikiInline}
  std::string status;  // what the last button did
  // The game the board shows (where the demo ends) and the draft it was played from.
  const Game* shown = nullptr;
  json shownDoc;
  // Ctrl+C also copies to the browser's clipboard once the stage was first shown: SDL's own
  // clipboard call, which the hook calls first.
  bool clipboardHooked = false;
  void (*sdlSetClipboard)(void*, const char*) = nullptr;
  void* sdlClipboardData = nullptr;
};

void drawEditorPublish(Editor& e, Table& s, BoardView& board, ImVec2 view);

// What the buttons give, as the page makes them from the draft (web/editor_publish.js):
// {file, fileName, link, embed, iframe, mediawiki, mediawikiInline} (page API: editorPublish).
const json& publishTexts(Editor& e, const Table& s);
// The preview overlay: the embed in an iframe at the chosen size and language.
void openPreview(Editor& e, const Table& s);
// The embed's language and size as chosen in the preview ({lang, width, height}; page API: editorEmbed).
void setEmbedChoice(Editor& e, const json& chosen);

}  // namespace carc::render
