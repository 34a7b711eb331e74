// The game in progress is kept in the browser (the shell's localStorage) after every change, so a
// reload of the page resumes it exactly. Scenarios, demos and embedded pages are never kept.
#pragma once
#include "render/table/table.h"

namespace carc::render {

class GameKeeper {
 public:
  // Starts keeping (the shell calls it once it has restored a kept game or decided there is none).
  // `now`: keep the game on the page at once (a game opened from a link); otherwise from its next change.
  void start(const Table& s, bool now);
  // After anything that may have changed the game: keeps it when it changed since it was last kept.
  void keep(const Table& s);

 private:
  bool keeping_ = false;  // not before the shell says so: a kept game must be restored first
  int kept_ = -1;         // the table's revision last kept
};

}  // namespace carc::render
