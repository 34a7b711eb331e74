#include "render/board/feature_labels.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "render/board/board_view.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

// The tile on a square, or -1 (the start tile's).
int tileAt(const State& s, int x, int y) {
  for (size_t i = 0; i < s.tiles().size(); ++i)
    if (s.tiles()[i].x == x && s.tiles()[i].y == y) return int(i);
  return -1;
}

// A tag of dark ink on a pale plate, centred at `at`.
void tag(ImDrawList* dl, ImVec2 at, const char* text, float fontSize, bool round) {
  ImFont* font = ImGui::GetFont();
  ImVec2 t = font->CalcTextSizeA(fontSize, 1e9f, 0, text);
  float padX = round ? fontSize * 0.35f : fontSize * 0.3f, padY = fontSize * 0.12f;
  float w = std::max(t.x + 2 * padX, round ? t.y + 2 * padY : 0.0f), h = t.y + 2 * padY;
  ImVec2 a(at.x - w * 0.5f, at.y - h * 0.5f), b(at.x + w * 0.5f, at.y + h * 0.5f);
  dl->AddRectFilled(a, b, IM_COL32(255, 250, 232, 240), h * (round ? 0.5f : 0.25f));
  dl->AddRect(a, b, IM_COL32(40, 32, 24, 255), h * (round ? 0.5f : 0.25f), 0, std::max(1.5f, fontSize * 0.08f));
  dl->AddText(font, fontSize, ImVec2(at.x - t.x * 0.5f, at.y - t.y * 0.5f), IM_COL32(40, 32, 24, 255), text);
}

}  // namespace

std::vector<DrawnLabel> drawFeatureLabels(const Table& ses, const json* draft, const BoardView& board, ImDrawList* dl) {
  std::vector<DrawnLabel> out;
  const State& s = ses.state();
  float size = board.tileSize();
  // The start tile, in a game as in a demo: the square the words "2 east, 1 north of the start
  // tile" (tooltips, signposts, the log) count from.
  if (int start = draft ? -1 : tileAt(s, 0, 0); start >= 0) {
    // Along the tile's top edge, else its bottom edge, else just above the tile: where no piece on
    // the tile stands under the tag (on a phone it hid a knight in a city cap).
    float font = std::clamp(size * 0.14f, 11.0f, 18.0f), inset = std::max(8.0f, size * 0.09f);
    ImVec2 c = board.screenOf(0, 0);
    ImVec2 t = ImGui::GetFont()->CalcTextSizeA(font, 1e9f, 0, tr("start tile"));
    ImVec2 half(t.x * 0.5f + font * 0.3f + size * 0.08f, t.y * 0.5f + font * 0.12f + size * 0.1f);
    auto clear = [&](ImVec2 at) {
      for (const Meeple& m : s.meeples()) {
        if (m.tile != start) continue;
        ImVec2 p = board.spotOnScreen(s, m.tile, m.seg);
        if (std::abs(p.x - at.x) < half.x && std::abs(p.y - at.y) < half.y) return false;
      }
      return true;
    };
    ImVec2 at(c.x, c.y - size * 0.5f + inset);
    for (ImVec2 other : {ImVec2(c.x, c.y + size * 0.5f - inset), ImVec2(c.x, c.y - size * 0.5f - t.y * 0.5f - 4.0f)}) {
      if (clear(at)) break;
      at = other;
    }
    tag(dl, at, tr("start tile"), font, false);
    out.push_back({tr("start tile"), at});
  }
  // A demo's or a draft's own labels, on the features they name.
  for (const PlacedLabel& l : draft ? placedLabels(s, *draft) : ses.demoLabels()) {
    const PlacedTile& pt = s.tiles()[size_t(l.tile)];
    ImVec2 p = board.spotOnScreen(s, l.tile, l.seg);
    // Beside the feature's meeple spot, not on it: a piece there stays in sight.
    ImVec2 c = board.screenOf(pt.x, pt.y), at(p.x + size * 0.2f, p.y - size * 0.2f);
    at.x = std::clamp(at.x, c.x - size * 0.36f, c.x + size * 0.36f);  // on the feature's own tile
    at.y = std::clamp(at.y, c.y - size * 0.36f, c.y + size * 0.36f);
    tag(dl, at, l.text.c_str(), std::clamp(size * 0.22f, 13.0f, 28.0f), true);
    out.push_back({l.text, at});
  }
  return out;
}

}  // namespace carc::render
