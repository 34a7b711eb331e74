// The board while the editor records moves or previews its demo (the Record and Publish stages):
// the game's turn (TurnMode), showing the draft's labels ("road A") on the position it plays.
#pragma once
#include "render/board/turn_mode.h"

namespace carc::render {

class RecordMode : public TurnMode {
 public:
  const json* labels = nullptr;  // the draft's scenario (the Editor sets it as it hands the mode out)
  const json* labelled() const override { return labels; }
};

}  // namespace carc::render
