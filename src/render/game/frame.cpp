#include "render/game/frame.h"

#include <cstring>
#include <vector>

#include "render/board/board_view.h"
#include "render/editor/editor.h"
#include "render/platform/browser.h"
#include "render/platform/keep_game.h"
#include "render/game/panels.h"
#include "render/table/table.h"

namespace carc::render {

void start(Session& s) {
  NewGameOptions o;
  o.seats = {Seat{defaultName(0), defaultColour(0), ""}, Seat{defaultName(1), defaultColour(1), "greedy"},
             Seat{defaultName(2), defaultColour(2), "greedy"}};
  o.seed = uint64_t(browser::nowMs()) % 1000000 + 1;
  std::string why;
  if (!s.newGame(o, &why)) browser::fail(why);
}

namespace {
std::vector<unsigned char> g_font;  // TTF bytes from the shell (a subset of DejaVu Sans)
}

void loadFont() {
  ImGuiIO& io = ImGui::GetIO();
  double ratio = browser::devicePixelRatio();
  if (!g_font.empty()) {
    // Rasterise at device resolution and scale back, so text is crisp on high-DPI screens.
    void* copy = IM_ALLOC(g_font.size());
    std::memcpy(copy, g_font.data(), g_font.size());
    static const ImWchar ranges[] = {0x0020, 0x017F, 0x2013, 0x2026, 0x20AC, 0x20AC, 0x2190, 0x21BB, 0};
    io.Fonts->AddFontFromMemoryTTF(copy, int(g_font.size()), float(15.0 * ratio), nullptr, ranges);
    io.FontGlobalScale = float(1.0 / ratio);
  } else {
    io.Fonts->AddFontDefault();
  }
}

void pinch(float factor, ImVec2 at) { boardView().zoomBy(factor, at); }

// The demo panel's autoplay (panels.cpp): it steps on its own, so frames must keep coming.
extern bool g_autoplay;

namespace {
// A bot is to move (thinking in slices, or pausing so its move can be watched).
bool botToMove(const Session& s) {
  if (s.botThinking()) return true;
  const State& st = s.state();
  return !st.over() && !s.seats()[size_t(st.currentPlayer())].bot.empty();
}
}  // namespace

void drawFrame(Session& s, ImVec2 view) {
  if (!s.active()) return;
  s.tickBots(browser::nowMs());
  // Bots and autoplay change the game from frame to frame: each such frame counts as a change,
  // so the frames go on (and settle after the last move).
  if (botToMove(s) || (g_autoplay && s.demoActive())) requestRedraw();
  boardView().draw(s, ImGui::GetBackgroundDrawList(), view);
  if (editor().active()) {  // the Edit mode has windows of its own
    fingerSizes(view);
    drawEditor(s, boardView(), view);
    boardView().panelsDone();
    return;
  }
  drawToolbar(s, boardView(), view);
  drawScoreboard(s, view);
  drawTilePanel(s, boardView(), view);
  drawLog(s, boardView(), view);
  drawDemoPanel(s, boardView(), view);
  drawNewGameDialog(s, boardView());
  drawEndSummary(s);
  keepGame(s);  // a move by a click or a bot is kept in the same frame
  boardView().panelsDone();
}

void setFont(const unsigned char* data, int size) { g_font.assign(data, data + size); }

}  // namespace carc::render
