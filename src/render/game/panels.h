// What the game's windows ask of the editor: the Edit button's call; and the page's shapes
// (widgets/page_shape.h).
#pragma once
#include "render/board/board_view.h"
#include "render/table/table.h"
#include "render/widgets/page_shape.h"

namespace carc::render {

class Editor;

// The Edit button: the demo shown (or a new draft) in the editor.
void openInEditor(Table& s, Editor& editor, BoardView& board);

}  // namespace carc::render
