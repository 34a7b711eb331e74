// The board while setting up a position: the editor, not the game, takes the clicks. The tile
// chosen in the palette follows the mouse as a ghost and goes down on any square with a click (R
// or a right click turns it); a click on a tile selects it (R turns it, Delete removes it), a drag
// moves it, a drag on the empty table pans. The selected tile shows a spot on each feature (a tile
// in hand or not): a click puts a meeple of the picked player there. A refusal is said in words beside its square.

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "engine/game.h"
#include "render/draw/board_layout.h"
#include "render/editor/setup_parts.h"
#include "render/page/frames.h"
#include "render/paint/tile_painter.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

const Translate kTr = [](const std::string& x) { return tr(x); };

// A meeple spot of the selected tile (widgets/board_targets.h).
using Spot = BoardTarget;

std::vector<Spot> spotsOf(const Editor& e, const Table& ses, const BoardView& board) {
  std::vector<Spot> out;
  // Shown with a palette tile in hand too: a click on an empty square puts that tile, one on a spot
  // of the selected tile a meeple (putting the tile away first was a step nobody guessed).
  if (!e.selected.on) return out;
  const State& s = ses.state();
  int t = s.tileAt(e.selected.x, e.selected.y);
  if (t < 0) return out;
  const TileType& tt = s.catalog().types[s.tiles()[size_t(t)].type];
  for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
    Spot sp;
    sp.tile = t;
    sp.seg = int(seg);
    sp.anchor = sp.at = board.spotOnScreen(s, t, int(seg));
    sp.radius = targetRadius(board.tileSize());
    out.push_back(sp);
  }
  // Spots too close for a fingertip each go on a ring around the middle of the tile, each with a
  // line to its feature: on the tile's edge (not beyond, as in a game), so a click on the tile
  // beside still selects it.
  spreadTargets(out, board.screenOf(e.selected.x, e.selected.y), 0.5f * board.tileSize());
  return out;
}

int spotAt(const std::vector<Spot>& spots, ImVec2 m) { return targetAt(spots, m); }

// An edit made at a square: a refusal is said there (and in the message line).
bool editAt(Editor& e, Table& s, int x, int y, const EditResult& r) {
  bool ok = e.apply(s, r);
  e.setupBoard.refusal = SetupBoard::Refusal{!ok, x, y, r.refused};
  return ok;
}

// A click on a spot: a meeple of the picked player there, or theirs taken away.
void clickSpot(Editor& e, Table& s, const Spot& spot) {
  const State& st = s.state();
  int t = st.tileAt(e.selected.x, e.selected.y);
  const PlacedTile& pt = st.tiles()[size_t(t)];
  std::string on = st.catalog().types[pt.type].segmentName(spot.seg, pt.rot);
  int who = e.position.meeplePlayer();
  for (const Meeple& m : st.meeples())
    if (m.tile == t && m.seg == spot.seg && m.player == who) {
      editAt(e, s, pt.x, pt.y, e.draft().removeMeeple(pt.x, pt.y, on));
      return;
    }
  editAt(e, s, pt.x, pt.y, e.draft().addMeeple(pt.x, pt.y, on, who));
}

void clickSquare(Editor& e, Table& s, int x, int y) {
  const State& st = s.state();
  e.setupBoard.refusal.on = false;
  if (st.tileAt(x, y) >= 0) {  // a placed tile: select it (a second click leaves it)
    bool same = e.selected.on && e.selected.x == x && e.selected.y == y;
    e.selected = Editor::Selection{!same, x, y};
    return;
  }
  if (!e.tiles.palette().chosen().empty()) {
    if (editAt(e, s, x, y, e.draft().putTile(e.tiles.palette().chosen(), x, y, e.tiles.palette().rot() * 90)))
      e.selected = Editor::Selection{true, x, y};
    return;
  }
  e.selected.on = false;
}

}  // namespace

void refusedAt(SetupBoard& b, int x, int y, const Words& words) {
  b.refusal = SetupBoard::Refusal{!words.empty(), x, y, words};
}

// The board while setting up, handed over by BoardView when the editor is in Setup: clicks put,
// select, move and turn tiles; the ghost of the chosen palette tile follows the mouse.
void Editor::input(Table& s, BoardView& board, ImVec2) {
  Editor& e = *this;
  SetupBoard& b = e.setupBoard;
  ImGuiIO& io = ImGui::GetIO();
  ImVec2 m = io.MousePos;
  board.squareAt(m, b.hoverX, b.hoverY);
  b.hoverOn = true;
  std::vector<Spot> spots = spotsOf(e, s, board);
  if (ImGui::IsMouseClicked(0)) {
    b.cursor.on = false;  // the mouse's turn: the keyboard's square goes until a key brings it back
    int target = spotAt(spots, m);
    b.press = SetupBoard::Press{true, false, s.state().tileAt(b.hoverX, b.hoverY) >= 0, m, b.hoverX, b.hoverY, target};
  }
  if (b.press.on && ImGui::IsMouseDown(0)) {
    if (!b.press.dragging && std::fabs(m.x - b.press.at.x) + std::fabs(m.y - b.press.at.y) > 6) b.press.dragging = true;
    // Dragging the table pans; dragging a tile carries it (drawn at the mouse until released).
    if (b.press.dragging && !(b.press.onTile && b.press.target < 0)) board.pan(io.MouseDelta);
  }
  if (b.press.on && ImGui::IsMouseReleased(0)) {
    SetupBoard::Press p = b.press;
    b.press.on = false;
    if (p.dragging && p.onTile && p.target < 0) {
      if (b.hoverX != p.x || b.hoverY != p.y) {
        if (editAt(e, s, b.hoverX, b.hoverY, e.draft().moveTile(p.x, p.y, b.hoverX, b.hoverY)))
          e.selected = Editor::Selection{true, b.hoverX, b.hoverY};
      }
    } else if (!p.dragging) {
      if (p.target >= 0 && size_t(p.target) < spots.size())
        clickSpot(e, s, spots[size_t(p.target)]);
      else
        clickSquare(e, s, b.hoverX, b.hoverY);
    }
  }
  if (ImGui::IsMouseClicked(1)) {  // a right click turns the ghost, or the tile under the mouse
    if (!e.tiles.palette().chosen().empty())
      e.tiles.palette().turn();
    else if (s.state().tileAt(b.hoverX, b.hoverY) >= 0)
      editAt(e, s, b.hoverX, b.hoverY, e.draft().turnTile(b.hoverX, b.hoverY));
  }
}

// The square the keyboard's square starts on: the start tile's (the first placed).
static void startCursor(SetupBoard::Cursor& c, const State& s, BoardView& board) {
  c = SetupBoard::Cursor{true, 0, 0};
  if (!s.tiles().empty()) {
    c.x = s.tiles()[0].x;
    c.y = s.tiles()[0].y;
  }
  board.reveal(c.x, c.y, 1.0f);
}

void editorBoardKeys(Editor& e, Table& s, BoardView& board) {
  if (ImGui::GetIO().WantTextInput || ImGui::GetIO().KeyCtrl) return;
  SetupBoard::Cursor& c = e.setupBoard.cursor;
  Palette& palette = e.tiles.palette();
  // The arrows: the keyboard's square (the first press shows it on the start square), kept in view.
  const ImGuiKey arrows[] = {ImGuiKey_LeftArrow, ImGuiKey_RightArrow, ImGuiKey_UpArrow, ImGuiKey_DownArrow};
  const int dx[] = {-1, 1, 0, 0}, dy[] = {0, 0, -1, 1};
  for (int i = 0; i < 4; ++i)
    if (ImGui::IsKeyPressed(arrows[i])) {
      if (!c.on) {
        startCursor(c, s.state(), board);
      } else {
        c.x += dx[i];
        c.y += dy[i];
        board.reveal(c.x, c.y, 1.0f);
      }
    }
  // [ and ] (Page Up, Page Down): the palette's previous or next tile, in hand at once.
  int step = (ImGui::IsKeyPressed(ImGuiKey_RightBracket) || ImGui::IsKeyPressed(ImGuiKey_PageDown)) ? 1
             : (ImGui::IsKeyPressed(ImGuiKey_LeftBracket) || ImGui::IsKeyPressed(ImGuiKey_PageUp))  ? -1
                                                                                                    : 0;
  if (step != 0) {
    palette.step(e, step);
    e.message = Words{};
    if (!c.on) startCursor(c, s.state(), board);
  }
  // Enter: what a click on the keyboard's square does (the chosen tile put there, or the tile
  // there selected).
  if (ImGui::IsKeyPressed(ImGuiKey_Enter) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter)) {
    if (c.on)
      clickSquare(e, s, c.x, c.y);
    else
      startCursor(c, s.state(), board);
  }
  // R and Delete: the tile under the keyboard's square first, then the tile in hand or selected.
  bool onTile = c.on && s.state().tileAt(c.x, c.y) >= 0;
  if (ImGui::IsKeyPressed(ImGuiKey_R)) {
    if (onTile)
      editAt(e, s, c.x, c.y, e.draft().turnTile(c.x, c.y));
    else if (!palette.chosen().empty())
      palette.turn();
    else if (e.selected.on)
      editAt(e, s, e.selected.x, e.selected.y, e.draft().turnTile(e.selected.x, e.selected.y));
  }
  if (ImGui::IsKeyPressed(ImGuiKey_Delete) || ImGui::IsKeyPressed(ImGuiKey_Backspace)) {
    if (onTile) {
      if (editAt(e, s, c.x, c.y, e.draft().removeTile(c.x, c.y)) && e.selected.x == c.x && e.selected.y == c.y)
        e.selected.on = false;
    } else if (e.selected.on) {
      if (editAt(e, s, e.selected.x, e.selected.y, e.draft().removeTile(e.selected.x, e.selected.y)))
        e.selected.on = false;
    }
  }
  // 1-9: a meeple of the picked player on the selected tile's feature of that number (the number
  // is drawn in its spot), or theirs taken away, as a click on the spot does.
  if (e.selected.on) {
    std::vector<Spot> spots = spotsOf(e, s, board);
    for (int n = 0; n < 9 && size_t(n) < spots.size(); ++n)
      if (ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_1 + n)) || ImGui::IsKeyPressed(ImGuiKey(ImGuiKey_Keypad1 + n))) {
        clickSpot(e, s, spots[size_t(n)]);
        break;
      }
  }
  // P: the next player's meeples (as a click on their colour in the Position window).
  if (ImGui::IsKeyPressed(ImGuiKey_P))
    e.position.nextMeeplePlayer(std::min(s.state().players(), int(s.seats().size())));
  if (ImGui::IsKeyPressed(ImGuiKey_Escape)) {
    if (!palette.chosen().empty())
      palette.putAway();
    else
      e.selected.on = false;
  }
}

void Editor::overlay(Table& ses, BoardView& board, ImDrawList* dl) {
  Editor& e = *this;
  SetupBoard& b = e.setupBoard;
  const State& s = ses.state();
  const Catalog& cat = s.catalog();
  TileStyle style = styleOf(cat);
  float size = board.tileSize(), half = size * 0.5f;
  bool overBoard = !ImGui::GetIO().WantCaptureMouse;
  if (!overBoard) b.hoverOn = false;
  if (!ImGui::IsMouseDown(0) && !ImGui::IsMouseReleased(0)) b.press.on = false;  // let go over a window
  // A tile being carried: its square faded, the tile at the mouse.
  bool carrying = b.press.on && b.press.dragging && b.press.onTile && b.press.target < 0;
  if (carrying) {
    int t = s.tileAt(b.press.x, b.press.y);
    if (t >= 0) {
      ImVec2 from = board.screenOf(b.press.x, b.press.y);
      dl->AddRectFilled(ImVec2(from.x - half, from.y - half), ImVec2(from.x + half, from.y + half),
                        IM_COL32(40, 60, 30, 150));
      ImVec2 to = board.screenOf(b.hoverX, b.hoverY);
      const PlacedTile& pt = s.tiles()[size_t(t)];
      paintTile(dl, cat.types[pt.type], pt.rot, to, size, TileLook{0.75f, style});
      dl->AddRect(ImVec2(to.x - half, to.y - half), ImVec2(to.x + half, to.y + half), IM_COL32(255, 215, 0, 255), 2, 0,
                  3);
    }
  }
  // The chosen palette tile, as it would go down on the square under the mouse.
  int chosen = e.tiles.palette().chosen().empty() ? -1 : cat.find(e.tiles.palette().chosen());
  if (!carrying && chosen >= 0 && b.hoverOn && !b.cursor.on && s.tileAt(b.hoverX, b.hoverY) < 0) {
    ImVec2 c = board.screenOf(b.hoverX, b.hoverY);
    paintTile(dl, cat.types[size_t(chosen)], e.tiles.palette().rot(), c, size, TileLook{0.7f, style});
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 255, 230, 220), 2, 0, 2);
  }
  // The keyboard's square: the chosen tile as it would go down there, framed by a thick double line
  // (black and white, seen on any tile), its corners marked.
  if (b.cursor.on) {
    ImVec2 c = board.screenOf(b.cursor.x, b.cursor.y);
    if (chosen >= 0 && s.tileAt(b.cursor.x, b.cursor.y) < 0)
      paintTile(dl, cat.types[size_t(chosen)], e.tiles.palette().rot(), c, size, TileLook{0.7f, style});
    ImVec2 lo(c.x - half - 3, c.y - half - 3), hi(c.x + half + 3, c.y + half + 3);
    dl->AddRect(lo, hi, IM_COL32(0, 0, 0, 255), 3, 0, 7);
    dl->AddRect(lo, hi, IM_COL32(255, 255, 255, 255), 3, 0, 3);
    float k = size * 0.22f;
    for (int i = 0; i < 4; ++i) {
      ImVec2 p((i & 1) ? hi.x : lo.x, (i & 2) ? hi.y : lo.y);
      float sx = (i & 1) ? -1.f : 1.f, sy = (i & 2) ? -1.f : 1.f;
      dl->AddLine(p, ImVec2(p.x + sx * k, p.y), IM_COL32(0, 0, 0, 255), 6);
      dl->AddLine(p, ImVec2(p.x, p.y + sy * k), IM_COL32(0, 0, 0, 255), 6);
    }
  }
  // The selected tile, framed, with a spot on each feature.
  if (e.selected.on && s.tileAt(e.selected.x, e.selected.y) >= 0) {
    int t = s.tileAt(e.selected.x, e.selected.y);
    ImVec2 c = board.screenOf(e.selected.x, e.selected.y);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 215, 0, 255), 2, 0, 4);
    std::vector<Spot> spots = spotsOf(e, ses, board);
    int hovered = overBoard ? spotAt(spots, ImGui::GetIO().MousePos) : -1;
    ImU32 col = ses.seats()[size_t(std::min(e.position.meeplePlayer(), s.players() - 1))].colour;
    for (size_t i = 0; i < spots.size(); ++i) {
      const Spot& sp = spots[i];
      bool lit = int(i) == hovered;
      drawTargetLine(dl, sp);
      if (lit) board.outlineFeature(s, dl, t, sp.seg, IM_COL32(255, 170, 40, 255));
      drawTargetDisc(dl, sp, lit ? 230 : 110);
      if (i < 9 && b.cursor.on) {  // its key (1-9), for the keyboard
        char num[2] = {char('1' + i), 0};
        ImVec2 ts = ImGui::CalcTextSize(num);
        dl->AddText(ImVec2(sp.at.x - ts.x * 0.5f, sp.at.y - ts.y * 0.5f), IM_COL32(0, 0, 0, 255), num);
      }
      bool covered = false;  // under a window: not a place to click
      for (const BoardView::Panel& p : board.panels()) covered |= p.box.contains(Pt{sp.at.x, sp.at.y});
      if (!covered)
        e.widgetBox("spot/" + featureAddress(s, t, sp.seg), ImVec2(sp.at.x - sp.radius, sp.at.y - sp.radius),
                    ImVec2(sp.at.x + sp.radius, sp.at.y + sp.radius));
      bool occupied = false;
      for (const Meeple& m : s.meeples()) occupied |= m.tile == t && m.seg == sp.seg;
      if (lit && !occupied) {
        bool farmer = cat.types[s.tiles()[size_t(t)].type].segments[size_t(sp.seg)].kind == FeatureKind::Field;
        paintMeeple(dl, sp.at, sp.radius * 1.2f, col, farmer, 0.6f, e.position.meeplePlayer());
      }
    }
    if (hovered >= 0) {
      ImGui::BeginTooltip();
      ImGui::TextUnformatted(featureInWords(featureAddress(s, t, spots[size_t(hovered)].seg), kTr).c_str());
      ImGui::EndTooltip();
    }
  }
  // A refusal, said beside the square where it happened.
  // (Only while the message line says the same: a refusal elsewhere, in the setting, is not this square's.)
  if (b.refusal.on && !e.message.empty() && e.message.phrase == b.refusal.words.phrase &&
      e.message.values == b.refusal.words.values) {
    std::string text = wordsText(b.refusal.words);
    ImVec2 c = board.screenOf(b.refusal.x, b.refusal.y);
    float wrap = std::max(180.0f, size * 2.2f);
    ImVec2 ts = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
    ImVec2 at(c.x - ts.x * 0.5f, c.y + half + 6);
    dl->AddRectFilled(ImVec2(at.x - 6, at.y - 4), ImVec2(at.x + ts.x + 6, at.y + ts.y + 4),
                      IM_COL32(255, 244, 230, 240), 5);
    dl->AddRect(ImVec2(at.x - 6, at.y - 4), ImVec2(at.x + ts.x + 6, at.y + ts.y + 4), IM_COL32(160, 30, 20, 255), 5, 0,
                2);
    dl->AddText(nullptr, 0, at, IM_COL32(130, 20, 10, 255), text.c_str(), nullptr, wrap);
    e.widgetBox("refusal", ImVec2(at.x - 6, at.y - 4), ImVec2(at.x + ts.x + 6, at.y + ts.y + 4));
  } else if (e.message.empty()) {
    b.refusal.on = false;
  }
}

}  // namespace carc::render
