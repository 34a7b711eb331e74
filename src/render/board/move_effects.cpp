#include "render/board/move_effects.h"

#include <emscripten.h>  // EMSCRIPTEN_KEEPALIVE: the page calls in (below)

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/platform/browser.h"
#include "render/board/board_view.h"
#include "render/draw/motion.h"
#include "render/board/tile_painter.h"
#include "render/game/frame.h"

namespace carc::render {

namespace {

constexpr double kSettleMs = 220;  // a placed tile settling in
constexpr double kRiseMs = 1100;   // "+N" rising and fading
constexpr double kHomeMs = 650;    // a meeple going home
constexpr size_t kMaxShown = 24;   // the end of a game scores many features at once

// What the last frame showed.
struct Seen {
  const Game* game = nullptr;
  std::vector<std::pair<int, int>> tiles;  // squares, in order of placement
  std::vector<Meeple> meeples;
  size_t events = 0;
  bool over = false;
} g_seen;

struct Rise {  // "+N" above a scored feature
  std::string key, text;
  int tile, seg, slot, player;
  ImU32 colour;
};
struct Home {  // a meeple on its way to its player's chip
  std::string key;
  int tile, seg, player;
  bool farmer;
};
std::vector<Rise> g_rises;
std::vector<Home> g_homes;
ImVec2 g_chips[8];
long g_chipFrame[8] = {-10, -10, -10, -10, -10, -10, -10, -10};  // the frame that last showed each chip
long g_serial = 0;

void playSound(const char* kind) {
  browser::playSound(kind);
}

void remember(const Session& s) {
  const State& st = s.state();
  g_seen.game = &s.game();
  g_seen.tiles.clear();
  for (const PlacedTile& t : st.tiles()) g_seen.tiles.emplace_back(t.x, t.y);
  g_seen.meeples = st.meeples();
  g_seen.events = st.events().size();
  g_seen.over = st.over();
}

// The game on the page now continues the one the last frame showed, by at most one tile.
bool continues(const Session& s) {
  const State& st = s.state();
  if (&s.game() != g_seen.game || st.tiles().size() < g_seen.tiles.size() ||
      st.tiles().size() > g_seen.tiles.size() + 1 || st.events().size() < g_seen.events)
    return false;
  for (size_t i = 0; i < g_seen.tiles.size(); ++i)
    if (st.tiles()[i].x != g_seen.tiles[i].first || st.tiles()[i].y != g_seen.tiles[i].second) return false;
  return true;
}

}  // namespace

void noticeMoves(const Session& s) {
  if (!s.active()) return;
  const State& st = s.state();
  if (!continues(s)) {
    motion::finishAll();
    g_rises.clear();
    g_homes.clear();
    remember(s);
    return;
  }
  bool placed = st.tiles().size() > g_seen.tiles.size();
  if (placed) motion::start("tile:" + std::to_string(st.tiles().size() - 1), kSettleMs);
  // Meeples that left the board went home (their feature was scored).
  for (const Meeple& m : g_seen.meeples) {
    if (std::find(st.meeples().begin(), st.meeples().end(), m) != st.meeples().end()) continue;
    if (g_homes.size() >= kMaxShown || m.tile >= st.tiles().size()) continue;
    const TileType& tt = st.catalog().types[st.tiles()[m.tile].type];
    Home h{"home:" + std::to_string(++g_serial), m.tile, m.seg, m.player,
           tt.segments[m.seg].kind == FeatureKind::Field};
    motion::start(h.key, kHomeMs, 150);
    g_homes.push_back(h);
  }
  // Each new scoring: "+N" in each scorer's colour, one after the other.
  bool scored = false;
  for (size_t i = g_seen.events; i < st.events().size(); ++i) {
    const ScoreEvent& e = st.events()[i];
    if (e.points <= 0) continue;
    scored = true;
    int slot = 0;
    for (int p = 0; p < st.players(); ++p) {
      if (!(e.players & (1u << p)) || g_rises.size() >= kMaxShown || size_t(p) >= s.seats().size()) continue;
      Rise r{"rise:" + std::to_string(++g_serial), "+" + std::to_string(e.points), e.tile, e.seg, slot++, p,
             s.seats()[size_t(p)].colour};
      motion::start(r.key, kRiseMs, 120.0 * double(g_rises.size()));
      g_rises.push_back(r);
    }
  }
  if (st.over() && !g_seen.over)
    playSound("end");
  else if (scored)
    playSound("score");
  else if (placed)
    playSound("place");
  remember(s);
}

bool g_soundOn = false;  // the page says (carc_sound_switched); off until it does

bool soundOn() { return g_soundOn; }

void switchSound(bool on) {
  g_soundOn = on;
  browser::muteSounds(!on);
}

float tileSettled(int index) { return motion::progress("tile:" + std::to_string(index)); }

void setChipAt(int player, ImVec2 at) {
  if (player < 0 || player >= 8) return;
  g_chips[player] = at;
  g_chipFrame[player] = framesDrawn();
}

void drawMoveEffects(const Session& s, const BoardView& board, ImDrawList* dl) {
  const State& st = s.state();
  float size = board.tileSize();
  // Meeples going home: from their spot to the chip (or up and away when no scoreboard shows).
  for (auto it = g_homes.begin(); it != g_homes.end();) {
    float t = motion::progress(it->key);
    if (t >= 1.0f || size_t(it->tile) >= st.tiles().size()) {
      it = g_homes.erase(it);
      continue;
    }
    ImVec2 from = board.spotOnScreen(st, it->tile, it->seg);
    // To the chip the scoreboard showed last frame; with no scoreboard (an embed), up and away.
    bool chip = framesDrawn() - g_chipFrame[it->player] <= 1;
    ImVec2 to = chip ? g_chips[it->player] : ImVec2(from.x, from.y - size * 0.5f);
    float k = motion::easeOut(t);
    ImVec2 at(from.x + (to.x - from.x) * k,
              from.y + (to.y - from.y) * k - std::sin(k * 3.14159f) * size * (chip ? 0.4f : 0.0f));
    float h = size * 0.3f * (1.0f - 0.5f * k);
    // Over the windows, so it is seen landing on its chip.
    paintMeeple(ImGui::GetForegroundDrawList(), at, h, s.seats()[size_t(it->player)].colour, it->farmer, 1.0f - t * t,
                it->player);
    ++it;
  }
  // "+N" rising from the feature, fading at the top.
  ImFont* font = ImGui::GetFont();
  float fontSize = std::max(20.0f, size * 0.32f);
  for (auto it = g_rises.begin(); it != g_rises.end();) {
    float t = motion::progress(it->key);
    if (t >= 1.0f || size_t(it->tile) >= st.tiles().size()) {
      it = g_rises.erase(it);
      continue;
    }
    if (t <= 0.0f) {  // still waiting its turn
      ++it;
      continue;
    }
    ImVec2 spot = board.spotOnScreen(st, it->tile, it->seg);
    ImVec2 box = font->CalcTextSizeA(fontSize, 1e9f, 0, it->text.c_str());
    ImVec2 at(spot.x - box.x * 0.5f + float(it->slot) * (box.x + fontSize) * 1.0f,
              spot.y - box.y * 0.5f - motion::easeOut(t) * size * 0.6f);
    float alpha = t < 0.7f ? 1.0f : 1.0f - (t - 0.7f) / 0.3f;
    // A chip in the scorer's colour with the number in the ink that reads on it.
    float pad = fontSize * 0.25f, mark = box.y * 0.28f;
    ImU32 a = ImU32(255 * alpha) << IM_COL32_A_SHIFT;
    at.x += mark;  // room for the player's mark on the left
    dl->AddRectFilled(ImVec2(at.x - pad - 2 * mark, at.y), ImVec2(at.x + box.x + pad, at.y + box.y),
                      (it->colour & 0x00FFFFFF) | a, box.y * 0.5f);
    dl->AddRect(ImVec2(at.x - pad - 2 * mark, at.y), ImVec2(at.x + box.x + pad, at.y + box.y),
                IM_COL32(20, 20, 20, int(160 * alpha)), box.y * 0.5f, 0, 1.5f);
    paintMark(dl, ImVec2(at.x - mark - pad * 0.3f, at.y + box.y * 0.5f), mark, it->player, it->colour, alpha);
    dl->AddText(font, fontSize, at, (inkOn(it->colour) & 0x00FFFFFF) | a, it->text.c_str());
    ++it;
  }
}

}  // namespace carc::render

// From the page: the sound switch as it is remembered (and after every change).
extern "C" EMSCRIPTEN_KEEPALIVE void carc_sound_switched(int on) {
  carc::render::g_soundOn = on != 0;
  carc::render::requestRedraw();
}
