// The Set up stage's windows: "Tiles" (the tile chosen to put down, the palette, custom tiles) on
// the left, and "Position" (the selected tile and its pieces, the players, the sets in play, the
// tiles to deal next) on the right. On a phone both are full width and start folded.
#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "render/editor/setup_parts.h"
#include "render/paint/tooltip.h"
#include "render/table/set_index.h"
#include "render/widgets/fold_title.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
const Translate kTr = [](const std::string& x) { return tr(x); };

// The window just drawn: the board keeps clear of it, and tests find it by name.
void coverWindow(Editor& e, BoardView& board, const char* name) {
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  e.widgetBox(name, p, ImVec2(p.x + size.x, p.y + size.y));
}

}  // namespace

void section(const char* title) {
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("%s", title);
}

// The tile chosen in the palette: shown turned as it will go down, with what can be done with it.
void drawChosenTile(Editor& e, Table& s, ImVec2 view) {
  std::vector<PaletteTile> tiles = paletteTiles(e);
  const PaletteTile* p = findPaletteTile(tiles, e.palette.chosen);
  if (!p) {
    e.palette.chosen.clear();
    ImGui::TextWrapped("%s", tr("Choose a tile, then click a square of the board to put it there."));
    return;
  }
  const Catalog& cat = e.draft().position().state().catalog();
  float big = isNarrow(view) ? 48.0f : 72.0f;
  ImGui::BeginGroup();
  if (tileButton(e, *p->type, e.palette.rot, big, true, styleOf(cat), "chosen", p->inPlay ? 1.0f : 0.55f))
    e.palette.rot = (e.palette.rot + 1) & 3;
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
  ImGui::TextUnformatted(tileInWords(*p->type, kTr).c_str());
  ImGui::PopTextWrapPos();
  if (!p->inPlay) {
    // A tile of a set not in play: its set comes into the game first.
    ImGui::TextWrapped("%s", fill(tr("{0} is not in play."), setTitle(p->set)).c_str());
    if (ImGui::Button(tr("Add this set to the game"))) {
      std::vector<std::string> sets = cat.sets;
      sets.push_back(p->set);
      e.apply(s, e.draft().setSets(sets, cat.options.is_null() ? json::object() : cat.options));
    }
    e.widget("chosen/addset");
  } else {
    if (ImGui::Button(tr("Turn (R)"))) e.palette.rot = (e.palette.rot + 1) & 3;
    e.widget("chosen/turn");
    ImGui::SameLine();
    if (ImGui::Button(tr("Deal next"))) e.nextTiles.push_back(p->type->id), e.changed(s);
    e.widget("chosen/dealnext");
    if (ImGui::IsItemHovered()) tooltip(tr("Adds this tile to the tiles dealt when you record moves."));
    ImGui::SameLine();
    if (ImGui::Button(tr("Done (Esc)"))) e.palette.chosen.clear();
    e.widget("chosen/done");
  }
  ImGui::EndGroup();
}

void drawEditorSetup(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  bool phone = isNarrow(view);
  float top = e.bar.bottom + 6;
  editorBoardKeys(e, s);
  // Tiles: on the left (on a phone, across the bottom).
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, view.y), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowSize(ImVec2(view.x, 0), ImGuiCond_Always);
    ImGui::SetNextWindowCollapsed(true, ImGuiCond_FirstUseEver);
  } else {
    float w = std::min(330.0f, view.x * 0.3f);
    ImGui::SetNextWindowPos(ImVec2(10, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, view.y - top - 10));
  }
  bool tilesOpen = ImGui::Begin(
      tr("Tiles"), nullptr,
      phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize : ImGuiWindowFlags_AlwaysAutoResize);
  if (phone) foldOnTitleTap();
  if (tilesOpen) {
    drawChosenTile(e, s, view);
    ImGui::Separator();
    drawPalette(e, s, view);
    if (ImGui::Button(tr("New custom tile..."))) e.setup.customTile.open();
    e.widget("custom/new");
    e.setup.customTile.draw(e, s);
  }
  float tilesTop = ImGui::GetWindowPos().y;
  coverWindow(e, board, "window/tiles");
  ImGui::End();

  // The position: on the right (on a phone, above the tiles, opened when a tile is selected).
  SetupStage::Reveal& reveal = e.setup.reveal;
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
    drawSelectedTile(e, s);
    if (ImGui::CollapsingHeader(tr("Players and scores"), ImGuiTreeNodeFlags_DefaultOpen)) drawPlayersSetting(e, s);
    e.widget("header/players");
    if (ImGui::CollapsingHeader(tr("Sets in play"))) drawSetsSetting(e, s);
    e.widget("header/sets");
    if (ImGui::CollapsingHeader(tr("Tiles to deal next"), ImGuiTreeNodeFlags_DefaultOpen)) drawNextTiles(e, s);
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
