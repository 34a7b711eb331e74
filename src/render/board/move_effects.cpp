#include "render/board/move_effects.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/board/board_view.h"
#include "render/draw/motion.h"
#include "render/page/clock.h"
#include "render/page/frames.h"
#include "render/page/shell.h"
#include "render/paint/tile_painter.h"

namespace carc::render {

namespace {

constexpr double kSettleMs = 220;  // a placed tile settling in
constexpr double kRiseMs = 1100;   // "+N" rising and fading
constexpr double kHomeMs = 650;    // a meeple going home
constexpr size_t kMaxShown = 24;   // the end of a game scores many features at once

void playSound(const char* kind) { browser::playSound(kind); }

}  // namespace

MoveEffects::MoveEffects() : motion_(MotionPage{browser::nowMs, keepAnimating}) {}

void MoveEffects::remember(const Table& s) {
  const State& st = s.state();
  seen_.game = &s.game();
  seen_.tiles.clear();
  for (const PlacedTile& t : st.tiles()) seen_.tiles.emplace_back(t.x, t.y);
  seen_.meeples = st.meeples();
  seen_.events = st.events().size();
  seen_.over = st.over();
}

// The game on the page now continues the one the last frame showed, by at most one tile.
bool MoveEffects::continues(const Table& s) const {
  const State& st = s.state();
  if (&s.game() != seen_.game || st.tiles().size() < seen_.tiles.size() || st.tiles().size() > seen_.tiles.size() + 1 ||
      st.events().size() < seen_.events)
    return false;
  for (size_t i = 0; i < seen_.tiles.size(); ++i)
    if (st.tiles()[i].x != seen_.tiles[i].first || st.tiles()[i].y != seen_.tiles[i].second) return false;
  return true;
}

void MoveEffects::notice(const Table& s) {
  if (!s.active()) return;
  const State& st = s.state();
  if (!continues(s)) {
    motion_.finishAll();
    rises_.clear();
    homes_.clear();
    trails_.notice(st, false);
    remember(s);
    return;
  }
  trails_.notice(st, true);
  bool placed = st.tiles().size() > seen_.tiles.size();
  if (placed) motion_.start("tile:" + std::to_string(st.tiles().size() - 1), kSettleMs);
  // Meeples that left the board went home (their feature was scored).
  for (const Meeple& m : seen_.meeples) {
    if (std::find(st.meeples().begin(), st.meeples().end(), m) != st.meeples().end()) continue;
    if (homes_.size() >= kMaxShown || m.tile >= st.tiles().size()) continue;
    const TileType& tt = st.catalog().types[st.tiles()[m.tile].type];
    Home h{"home:" + std::to_string(++serial_), m.tile, m.seg, m.player, tt.segments[m.seg].kind == FeatureKind::Field};
    motion_.start(h.key, kHomeMs, 150);
    homes_.push_back(h);
  }
  // Each new scoring: "+N" in each scorer's colour, one after the other.
  bool scored = false;
  for (size_t i = seen_.events; i < st.events().size(); ++i) {
    const ScoreEvent& e = st.events()[i];
    if (e.points <= 0) continue;
    scored = true;
    int slot = 0;
    for (int p = 0; p < st.players(); ++p) {
      if (!(e.players & (1u << p)) || rises_.size() >= kMaxShown || size_t(p) >= s.seats().size()) continue;
      Rise r{"rise:" + std::to_string(++serial_), "+" + std::to_string(e.points), e.tile, e.seg, slot++, p,
             s.seats()[size_t(p)].colour};
      motion_.start(r.key, kRiseMs, 120.0 * double(rises_.size()));
      rises_.push_back(r);
    }
  }
  if (st.over() && !seen_.over)
    playSound("end");
  else if (scored)
    playSound("score");
  else if (placed)
    playSound("place");
  remember(s);
}

void MoveEffects::switchSound(bool on) {
  soundOn_ = on;
  browser::muteSounds(!on);
}

float MoveEffects::tileSettled(int index) { return motion_.progress("tile:" + std::to_string(index)); }

void MoveEffects::setChipAt(int player, ImVec2 at) {
  if (player < 0 || player >= 8) return;
  chips_[player] = at;
  chipFrame_[player] = framesDrawn();
}

// A dashed arrow from the middle of the square a piece left to the edge of the one it reached, dark
// on a light halo so it reads on fields, cities and the lake alike; steps in a row make a path.
void MoveEffects::drawTrails(const Table& s, const BoardView& board, ImDrawList* dl) const {
  const float size = board.tileSize(), width = std::max(2.0f, size * 0.035f);
  for (const PieceTrail& t : trails_.shown(s.state().turn())) {
    if (t.inPlace) continue;  // drawn by the piece's own view (BoardView::drawPieces)
    ImVec2 a = board.screenOf(t.fromX, t.fromY), b = board.screenOf(t.toX, t.toY);
    float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
    if (len < 1.0f) continue;
    float ux = dx / len, uy = dy / len;
    float start = std::min(size * 0.12f, len * 0.2f), end = len - std::min(size * 0.32f, len * 0.4f);
    ImVec2 tip(a.x + ux * end, a.y + uy * end);
    float head = std::max(7.0f, size * 0.11f);
    ImVec2 left(tip.x - ux * head - uy * head * 0.6f, tip.y - uy * head + ux * head * 0.6f);
    ImVec2 right(tip.x - ux * head + uy * head * 0.6f, tip.y - uy * head - ux * head * 0.6f);
    float dash = std::max(6.0f, size * 0.08f);
    for (int pass = 0; pass < 2; ++pass) {  // the halo, then the ink
      ImU32 colour = pass == 0 ? IM_COL32(255, 250, 235, 200) : IM_COL32(40, 30, 20, 230);
      float w = pass == 0 ? width + 3.0f : width;
      for (float d = start; d < end - head; d += dash * 1.7f) {
        float e = std::min(d + dash, end - head);
        dl->AddLine(ImVec2(a.x + ux * d, a.y + uy * d), ImVec2(a.x + ux * e, a.y + uy * e), colour, w);
      }
      if (pass == 0)
        dl->AddTriangle(tip, left, right, colour, 3.0f);
      else
        dl->AddTriangleFilled(tip, left, right, colour);
    }
  }
}

void MoveEffects::draw(const Table& s, const BoardView& board, ImDrawList* dl) {
  const State& st = s.state();
  float size = board.tileSize();
  // Meeples going home: from their spot to the chip (or up and away when no scoreboard shows).
  for (auto it = homes_.begin(); it != homes_.end();) {
    float t = motion_.progress(it->key);
    if (t >= 1.0f || size_t(it->tile) >= st.tiles().size()) {
      it = homes_.erase(it);
      continue;
    }
    ImVec2 from = board.spotOnScreen(st, it->tile, it->seg);
    // To the chip the scoreboard showed last frame; with no scoreboard (an embed), up and away.
    bool chip = framesDrawn() - chipFrame_[it->player] <= 1;
    ImVec2 to = chip ? chips_[it->player] : ImVec2(from.x, from.y - size * 0.5f);
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
  for (auto it = rises_.begin(); it != rises_.end();) {
    float t = motion_.progress(it->key);
    if (t >= 1.0f || size_t(it->tile) >= st.tiles().size()) {
      it = rises_.erase(it);
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
