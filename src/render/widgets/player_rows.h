// The rows the new-game dialog and the editor's setting both draw, one copy: a player's row starts
// with their colour and name (each place adds its own fields after them: a seat's bot in the
// dialog; the score and who plays next in the editor), and the sets of the index with their
// options, one row each.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "imgui.h"
#include "render/table/set_index.h"

namespace carc::render {

// Names the widget just drawn (the editor's widget map, which the page API reports); may be empty.
using NameWidget = std::function<void(const std::string& name)>;

// A player's colour as a chip a frame tall: a click opens the six colours of the palette and a
// free picker. True when the colour changed. Names "colour", "colour/0" ... "colour/5".
bool colourChip(ImU32& colour, const NameWidget& named = nullptr);

// The start of a player's row: the colour chip, then the name field `nameWidth` px wide (at most 1:
// that share of the width left after the chip; names "name"); the row's own fields follow with
// SameLine.
struct PlayerRowEdit {
  bool colour = false;      // the colour changed
  bool nameActive = false;  // the name is being typed
  bool nameLeft = false;    // the name field was left (written when it is left, by the editor)
};
PlayerRowEdit playerRow(ImU32& colour, char* name, size_t nameSize, float nameWidth, const NameWidget& named = nullptr);

// The sets of the index, one row each, in its order: a core deck as a radio button (a game has one:
// choosing another replaces it), an expansion as a box, and under an expansion in play its options
// as radio buttons. `sets` and `options` as a game or a scenario has them (options keyed by the
// option's key; a value missing or unknown is the option's default). True when they changed.
struct SetRowsLook {
  bool wrapTitles = false;           // the title wrapped beside the button (a narrow window), not its label
  bool hints = false;                // each row says what it does when hovered
  bool optionTitles = false;         // an option's title before its values ("Edition")
  std::string* hintShown = nullptr;  // where the hint shown this frame is written (the page API reads it)
};
bool setRows(std::vector<std::string>& sets, json& options, const SetRowsLook& look,
             const NameWidget& named = nullptr);  // names "set/<set>"

}  // namespace carc::render
