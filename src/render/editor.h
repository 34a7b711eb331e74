// The Edit mode: a rules editor sets up a position, records moves, writes what each step shows in
// four languages, previews the demo and publishes it, without writing JSON. The document is the
// engine's Draft (engine/draft.h), which accepts exactly what the scenario loader accepts; this
// side only turns clicks into Draft edits and shows the refusals in the reader's language.
#pragma once
#include <string>

#include "board_view.h"
#include "engine/draft.h"
#include "imgui.h"
#include "session.h"

namespace carc::render {

enum class EditorStage { Setup, Record, Publish };

class Editor {
 public:
  bool active() const { return active_; }
  // Opens `scenario` (a demo, a scenario file, a share link; null: a new draft) in the editor and
  // shows the position on the board. False with the loader's reason when it cannot be opened.
  bool open(Session& s, const json& scenario, std::string* why);
  void leave(Session& s);
  Draft& draft() { return *draft_; }
  const Draft& draft() const { return *draft_; }
  EditorStage stage = EditorStage::Setup;
  // The last refusal or notice, shown in place until the next edit (translated when drawn).
  Words message;
  // After every change of the draft: shows it on the board and keeps it in the browser.
  void changed(Session& s);

 private:
  bool active_ = false;
  std::unique_ptr<Draft> draft_;
};

Editor& editor();

// The editor's windows of one frame (editor.cpp): the stages and, for each, its own file.
void drawEditor(Session& s, BoardView& board, ImVec2 view);

}  // namespace carc::render
