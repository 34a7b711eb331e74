// The board while setting up a position: the editor, not the game, takes the clicks.
#include "editor.h"

namespace carc::render {

bool editorOwnsBoard() { return editor().active() && editor().stage == EditorStage::Setup; }

void editorBoardInput(Session&, BoardView&, ImVec2) {}

void editorBoardDraw(Session&, BoardView&, ImDrawList*) {}

}  // namespace carc::render
