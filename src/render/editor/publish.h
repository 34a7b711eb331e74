// The editor's Publish stage: a preview exactly as the embed shows it, at the embed's size, and
// the ways out: the scenario file, a share link (#s=), the iframe snippet, the MediaWiki tag.
#pragma once
#include <string>

#include "imgui.h"
#include "render/table/table.h"

namespace carc::render {

class BoardView;
class Editor;

class PublishWindow {
 public:
  void draw(Editor& e, Table& s, BoardView& board, ImVec2 view);
  // What the buttons give, as the page makes them from the draft (web/editor_publish.js):
  // {file, fileName, link, embed, iframe, mediawiki, mediawikiInline} (page API: editorPublish).
  const json& texts(const Editor& e, const Table& s);
  // The preview overlay: the embed in an iframe at the chosen size and language.
  void openPreview(const Editor& e, const Table& s);
  // The embed's language and size as chosen in the preview ({lang, width, height}; page API:
  // editorEmbed).
  void setEmbedChoice(const json& chosen);

 private:
  void useBrowserClipboard();
  std::string text(const char* key) const { return texts_.value(key, std::string()); }
  std::string lang_;  // of the embed; "" until chosen: the reader's
  int width_ = 640, height_ = 420;
  json madeFor_;        // the request the texts were made for
  json texts_;          // {file, fileName, link, embed, iframe, mediawiki, mediawikiInline}
  std::string status_;  // what the last button did
  // The game the board shows (where the demo ends) and the draft it was played from.
  const Game* shown_ = nullptr;
  json shownDoc_;
  // Ctrl+C also copies to the browser's clipboard once the stage was first shown: SDL's own
  // clipboard call, which the hook calls first.
  bool clipboardHooked_ = false;
  void (*sdlSetClipboard_)(void*, const char*) = nullptr;
  void* sdlClipboardData_ = nullptr;
};

}  // namespace carc::render
