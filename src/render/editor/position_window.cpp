#include "render/editor/position_window.h"

#include <algorithm>
#include <cmath>

#include "render/editor/setup_parts.h"
#include "render/widgets/fold_title.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

void PositionWindow::draw(Editor& e, Table& s, BoardView& board, ImVec2 view, float tilesTop) {
  bool phone = isNarrow(view);
  float top = e.bar.bottom() + 6;
  Reveal& reveal = reveal_;
  bool newlySelected = e.selected.on && (!reveal.on || reveal.x != e.selected.x || reveal.y != e.selected.y);
  reveal.on = e.selected.on;
  reveal.x = e.selected.x;
  reveal.y = e.selected.y;
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, tilesTop), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSizeConstraints(ImVec2(view.x, 0), ImVec2(view.x, std::max(120.0f, view.y * 0.4f)));
    ImGui::SetNextWindowCollapsed(true, ImGuiCond_FirstUseEver);
  } else {
    float w = std::min(320.0f, view.x * 0.28f);
    ImGui::SetNextWindowPos(ImVec2(view.x - 10, top), ImGuiCond_FirstUseEver, ImVec2(1, 0));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, view.y - top - 10));
  }
  if (newlySelected) ImGui::SetNextWindowCollapsed(false, ImGuiCond_Always);
  bool positionOpen = ImGui::Begin(
      tr("Position"), nullptr,
      phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize : ImGuiWindowFlags_AlwaysAutoResize);
  if (phone) foldOnTitleTap();
  if (positionOpen) {
    pieces_.draw(e, s);
    if (ImGui::CollapsingHeader(tr("Players and scores"), ImGuiTreeNodeFlags_DefaultOpen)) players_.draw(e, s);
    e.widget("header/players");
    if (ImGui::CollapsingHeader(tr("Sets in play"))) drawSetsSetting(e, s);
    e.widget("header/sets");
    if (ImGui::CollapsingHeader(tr("Tiles to deal next"), ImGuiTreeNodeFlags_DefaultOpen)) next_.draw(e, s);
    e.widget("header/next");
  }
  coverWindow(e, board, "window/position");
  ImGui::End();
  // A tile just selected comes into the part of the board the windows leave free (its spots
  // around it), once the windows have found their places.
  Box safe = board.safeArea(), before = reveal.safeBefore;
  bool safeMoved = std::fabs(safe.x0 - before.x0) + std::fabs(safe.y0 - before.y0) + std::fabs(safe.x1 - before.x1) +
                       std::fabs(safe.y1 - before.y1) >
                   4;
  reveal.safeBefore = safe;
  if (newlySelected || safeMoved) reveal.frames = 3;  // (a window grew over it)
  if (reveal.frames > 0 && e.selected.on) {
    --reveal.frames;
    board.reveal(e.selected.x, e.selected.y, 1.0f);
  }
}

}  // namespace carc::render
