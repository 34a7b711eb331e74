#include "render/app/frame.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "render/app/browser.h"
#include "render/app/keep_game.h"
#include "render/app/key_hash.h"
#include "render/app/views.h"
#include "render/game/tile_panel.h"
#include "render/page/frames.h"
#include "render/table/table.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

void loadFont(const std::vector<unsigned char>& ttf) {
  ImGuiIO& io = ImGui::GetIO();
  double ratio = browser::devicePixelRatio();
  if (!ttf.empty()) {
    // Rasterise at device resolution and scale back, so text is crisp on high-DPI screens.
    void* copy = IM_ALLOC(ttf.size());
    std::memcpy(copy, ttf.data(), ttf.size());
    static const ImWchar ranges[] = {0x0020, 0x017F, 0x0400, 0x045F, 0x2013, 0x2026, 0x20AC, 0x20AC, 0x2190, 0x21BB, 0};
    io.Fonts->AddFontFromMemoryTTF(copy, int(ttf.size()), float(15.0 * ratio), nullptr, ranges);
    io.FontGlobalScale = float(1.0 / ratio);
  } else {
    io.Fonts->AddFontDefault();
  }
}

void pinch(Views& v, float factor, ImVec2 at) { v.board.zoomBy(factor, at); }

std::uint64_t wordsKey(const Table& s, const Views& v) {
  KeyHash key;
  // The language asked for and the one whose tables are in (they arrive after it is asked for).
  key.text(s.language());
  key.text(translationsLanguage());
  auto mix = [&key](long long x) {
    key.word(std::uint32_t(x));
    key.word(std::uint32_t(std::uint64_t(x) >> 32));
  };
  mix(s.active());
  mix(v.editor.active());
  key.text(v.screen.online().lines().dump());  // an online table's lobby, join dialog or status
  if (!s.active()) return key.h;
  const State& st = s.state();
  mix(s.revision());
  mix(static_cast<long long>(s.game().actions().size()));
  mix(int(st.step()));
  mix(st.turn());
  mix(st.currentTile());
  mix(st.over());
  mix(s.demoActive() ? s.demoStep() : -1);
  mix(v.board.hasSelection());                            // the turn's hint goes once a square is chosen
  mix(v.board.refusals());                                // a click refused: the page says why
  for (const auto& seat : s.seats()) key.text(seat.bot);  // a seat handed to a bot
  return key.h;
}

namespace {
// A bot is to move (thinking in slices, or pausing so its move can be watched).
bool botToMove(const Table& s) {
  if (s.botThinking()) return true;
  const State& st = s.state();
  return !st.over() && !s.seats()[size_t(st.actingPlayer())].bot.empty();
}
}  // namespace

void drawFrame(Table& s, Views& v, ImVec2 view) {
  if (!s.active()) return;
  BoardView& board = v.board;
  const size_t movesBefore = s.game().actions().size();
  s.tickBots(browser::nowMs());
  if (s.onlineNeedsView()) {  // the table and the server disagree: the server's view again
    s.onlineViewAsked();
    browser::onlineRequest(json{{"op", "resync"}}.dump());
  }
  // Bots and autoplay change the game from frame to frame: each such frame counts as a change,
  // so the frames go on (and settle after the last move). A bot pausing so its move can be watched
  // changes nothing until it moves: a frame for each step of its thinking sign, and one when it moves.
  const bool moved = s.active() && s.game().actions().size() != movesBefore;
  const double pausedUntil = s.botPausedUntilMs();
  if (moved || (botToMove(s) && pausedUntil == 0) || (v.screen.autoplaying() && s.demoActive()))
    requestRedraw();
  else if (pausedUntil > 0)
    frameAt(std::min(pausedUntil, browser::nowMs() + TilePanel::kSignStepMs));
  BoardMode* editing = v.editor.boardMode();
  board.draw(s, editing ? *editing : v.turn, ImGui::GetBackgroundDrawList(), view);
  if (v.editor.active()) {  // the Edit mode has windows of its own
    fingerSizes(view);
    v.editor.draw(s, board, view);
    board.panelsDone();
    return;
  }
  v.screen.draw(s, board, view);
  if (v.screen.screen.openEditor) {  // the Edit button, in any window
    v.screen.screen.openEditor = false;
    v.editor.openFromGame(s, board);
  }
  v.keeper.keep(s);  // a move by a click or a bot is kept in the same frame
  board.panelsDone();
}

}  // namespace carc::render
