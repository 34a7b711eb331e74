#include "board_view.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "engine/module.h"
#include "expansion_view.h"
#include "i18n.h"
#include "motion.h"
#include "move_effects.h"
#include "set_index.h"
#include "tile_painter.h"
#include "ui.h"

namespace carc::render {

namespace {

// The board as the expansions' views see it during one frame.
class BoardFrame : public BoardContext {
 public:
  BoardFrame(const BoardView& board, const State& s, ImDrawList* dl)
      : board_(board), s_(s), dl_(dl), canvas_(DrawListCanvas::screen(dl)) {}
  const State& state() const override { return s_; }
  float tileSize() const override { return board_.tileSize(); }
  Pt onTile(int tile, Pt p) const override {
    const PlacedTile& pt = s_.tiles()[size_t(tile)];
    ImVec2 c = board_.screenOf(pt.x, pt.y);
    return {c.x + (p.x - 0.5f) * tileSize(), c.y + (p.y - 0.5f) * tileSize()};
  }
  Pt spot(int tile, int seg) const override {
    ImVec2 p = board_.spotOnScreen(s_, tile, seg);
    return {p.x, p.y};
  }
  bool mouseOnBoard(Pt& at) const override {
    if (ImGui::GetIO().WantCaptureMouse) return false;
    at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
    return true;
  }
  Canvas& screen() override { return canvas_; }
  void outlineFeature(int tile, int seg, Rgba c) override {
    board_.outlineFeature(s_, dl_, tile, seg, IM_COL32(c.r, c.g, c.b, c.a));
  }

 private:
  const BoardView& board_;
  const State& s_;
  ImDrawList* dl_;
  DrawListCanvas canvas_;
};

// The view of the set that a module belongs to, or null.
const ExpansionView* viewOf(const Module* m) {
  for (const ExpansionView* v : expansionViews())
    if (std::string(v->set()) == m->name()) return v;
  return nullptr;
}

}  // namespace

BoardView& boardView() {
  static BoardView v;
  return v;
}

ImVec2 BoardView::screenOf(int x, int y) const {
  return ImVec2(view_.x * 0.5f + (float(x) - origin_.x) * size_, view_.y * 0.5f + (float(y) - origin_.y) * size_);
}

void BoardView::centre(const State& s, ImVec2 view) {
  if (s.tiles().empty()) return;
  int x0 = 1000, x1 = -1000, y0 = 1000, y1 = -1000;
  for (const PlacedTile& t : s.tiles()) {
    x0 = std::min<int>(x0, t.x);
    x1 = std::max<int>(x1, t.x);
    y0 = std::min<int>(y0, t.y);
    y1 = std::max<int>(y1, t.y);
  }
  float usable = std::max(100.0f, view.y - bottomInset);
  float fit = std::min(view.x / (float(x1 - x0) + 2.0f), usable / (float(y1 - y0) + 1.6f));
  size_ = std::clamp(fit, 28.0f, 128.0f);
  // Centre the board in the part of the view that no docked panel covers.
  origin_ = ImVec2(0.5f * float(x0 + x1), 0.5f * float(y0 + y1) + 0.5f * (view.y - usable) / size_);
}

void BoardView::zoomBy(float factor, ImVec2 around) {
  float next = std::clamp(size_ * factor, 20.0f, 260.0f);
  // Keep the board point under the cursor where it is.
  ImVec2 board((around.x - view_.x * 0.5f) / size_ + origin_.x, (around.y - view_.y * 0.5f) / size_ + origin_.y);
  size_ = next;
  origin_ = ImVec2(board.x - (around.x - view_.x * 0.5f) / size_, board.y - (around.y - view_.y * 0.5f) / size_);
}

bool BoardView::legalAt(const State& s, int x, int y, int rot) const {
  return s.currentTile() >= 0 && s.placementProblem(s.currentTile(), x, y, rot).empty();
}

int BoardView::firstLegalRotation(const State& s, int x, int y, int from) const {
  for (int k = 0; k < 4; ++k)
    if (legalAt(s, x, y, (from + k) & 3)) return (from + k) & 3;
  return -1;
}

void BoardView::followHand(const State& s) {
  long hand = s.step() == Step::PlaceTile && s.currentTile() >= 0 ? long(s.turn()) * 4096 + s.currentTile() : -1;
  if (hand == handSeen_) return;
  handSeen_ = hand;
  if (hand < 0) return;
  std::vector<Action> legal;
  s.legalActions(legal);
  for (int r = 0; r < 4; ++r)
    for (const Action& a : legal)
      if (a.kind == Action::Place && a.rot == r) {
        rot_ = r;
        return;
      }
}

void BoardView::rotate(const State& s, int dir) {
  if (s.step() != Step::PlaceTile) return;
  int start = (rot_ + (dir > 0 ? 1 : 3)) & 3;
  if (!selected_) {
    rot_ = start;
    return;
  }
  // Only legal rotations of the chosen square.
  for (int k = 0; k < 4; ++k) {
    int r = (start + (dir > 0 ? k : 4 - k)) & 3;
    if (legalAt(s, selX_, selY_, r)) {
      rot_ = r;
      return;
    }
  }
}

bool BoardView::confirm(Session& ses) {
  const State& s = ses.state();
  if (!selected_ || s.step() != Step::PlaceTile || !ses.humanToMove()) return false;
  Action a;
  a.kind = Action::Place;
  a.x = int8_t(selX_);
  a.y = int8_t(selY_);
  a.rot = uint8_t(rot_);
  selected_ = false;
  return ses.play(a, nullptr);
}

void BoardView::handleInput(Session& ses, ImVec2 view) {
  ImGuiIO& io = ImGui::GetIO();
  const State& s = ses.state();
  ImVec2 m = io.MousePos;
  if (io.WantCaptureMouse) {
    dragging_ = false;
    return;
  }
  if (io.MouseWheel != 0) zoomBy(std::pow(1.15f, io.MouseWheel), m);
  int bx = int(std::floor((m.x - view.x * 0.5f) / size_ + origin_.x + 0.5f));
  int by = int(std::floor((m.y - view.y * 0.5f) / size_ + origin_.y + 0.5f));
  hoverX_ = bx;
  hoverY_ = by;
  if (ImGui::IsMouseClicked(0)) {
    pressAt_ = m;
    dragging_ = false;
  }
  if (ImGui::IsMouseDown(0)) {
    ImVec2 d = io.MouseDelta;
    if (!dragging_ && (std::fabs(m.x - pressAt_.x) + std::fabs(m.y - pressAt_.y)) > 6) dragging_ = true;
    if (dragging_) origin_ = ImVec2(origin_.x - d.x / size_, origin_.y - d.y / size_);
  }
  if (ImGui::IsMouseReleased(0) && !dragging_ && ses.humanToMove()) {
    if (s.step() == Step::PlaceTile) {
      if (selected_ && bx == selX_ && by == selY_) {
        confirm(ses);  // a second tap on the chosen square confirms
      } else {
        int r = firstLegalRotation(s, bx, by, rot_);
        if (r >= 0) {
          selected_ = true;
          selX_ = bx;
          selY_ = by;
          rot_ = r;
        }
      }
    } else if (s.step() == Step::PlaceMeeple) {
      // The nearest meeple spot of the placed tile, within reach.
      const PlacedTile& pt = s.tiles()[size_t(s.lastPlaced())];
      const TileType& tt = s.catalog().types[pt.type];
      std::vector<Action> legal;
      s.legalActions(legal);
      ImVec2 c = screenOf(pt.x, pt.y);
      float best = size_ * 0.16f;
      const Action* pick = nullptr;
      for (const Action& a : legal) {
        if (a.kind != Action::Meeple) continue;
        ImVec2 spot = meepleSpot(tt, a.seg, pt.rot);
        float dx = c.x + spot.x * size_ - m.x, dy = c.y + spot.y * size_ - m.y;
        float d = std::sqrt(dx * dx + dy * dy);
        if (d < best) {
          best = d;
          pick = &a;
        }
      }
      if (pick) ses.play(*pick, nullptr);
    } else if (s.step() == Step::Module) {
      int choice = moduleChoiceAt(s, m);
      if (choice >= 0) {
        std::vector<Action> legal;
        s.legalActions(legal);
        ses.play(legal[size_t(choice)], nullptr);
      }
    }
  }
  if (ImGui::IsMouseClicked(1)) rotate(s, +1);
  if (ImGui::IsMouseReleased(0)) dragging_ = false;
}

ImVec2 BoardView::spotOnScreen(const State& s, int tile, int seg) const {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  ImVec2 spot = meepleSpot(s.catalog().types[pt.type], seg, pt.rot), c = screenOf(pt.x, pt.y);
  return ImVec2(c.x + spot.x * size_, c.y + spot.y * size_);
}

int BoardView::moduleChoiceAt(const State& s, ImVec2 m) const {
  if (s.step() != Step::Module) return -1;
  const Module* mod = s.catalog().modules[size_t(s.activeModule())];
  std::vector<Action> legal;
  s.legalActions(legal);
  int best = -1;
  float bestD = size_ * 0.2f;
  for (size_t i = 0; i < legal.size(); ++i) {
    int tile = -1, seg = -1;
    if (!mod->actionSpot(s, legal[i], tile, seg)) continue;
    ImVec2 p = choiceOnScreen(s, legal[i], tile, seg);
    float d = std::sqrt((p.x - m.x) * (p.x - m.x) + (p.y - m.y) * (p.y - m.y));
    if (d < bestD) {
      bestD = d;
      best = int(i);
    }
  }
  return best;
}

ImVec2 BoardView::choiceOnScreen(const State& s, const Action& a, int tile, int seg) const {
  if (seg >= 0) return spotOnScreen(s, tile, seg);
  float dx = 0, dy = 0;
  s.catalog().modules[size_t(s.activeModule())]->actionPoint(s, a, dx, dy);
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  ImVec2 c = screenOf(pt.x, pt.y);
  return ImVec2(c.x + dx * size_, c.y + dy * size_);
}

// The tiles of the feature that holds (tile, seg), outlined.
void BoardView::outlineFeature(const State& s, ImDrawList* dl, int tile, int seg, ImU32 colour) const {
  int r = s.root(s.nodeOf(tile, seg)), n = r;
  float half = size_ * 0.5f;
  do {
    const PlacedTile& pt = s.tiles()[s.node(n).tile];
    ImVec2 c = screenOf(pt.x, pt.y);
    dl->AddRectFilled(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half),
                      (colour & 0x00FFFFFF) | 0x30000000);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), colour, 0, 0, 3);
    n = s.node(n).next;
  } while (n != r);
}

// Why the tile in hand may not go on this square in any rotation, when a module forbids a
// placement whose edges match (a course the tiles must follow); "" otherwise.
std::string BoardView::placementRefusal(const State& s, int x, int y) const {
  int type = s.currentTile();
  if (type < 0 || s.tileAt(x, y) >= 0) return "";
  for (int r = 0; r < 4; ++r) {
    std::string why = s.placementProblem(type, x, y, r);
    if (why.empty()) return "";
    for (const Module* m : s.catalog().placementRules)
      if (m->placementProblem(s, type, x, y, r) == why) return why;
  }
  return "";
}

void BoardView::draw(Session& ses, ImDrawList* dl, ImVec2 view) {
  view_ = view;
  const State& s = ses.state();
  noticeMoves(ses);
  followHand(s);
  if (!centred_) {
    centre(s, view);
    centred_ = true;
  }
  // Follow the game: refit when a new tile lands off screen, and show the whole board at the end.
  if (s.tiles().size() != seenTiles_ || s.over() != seenOver_) {
    if (s.tiles().size() < seenTiles_) cancel();
    seenTiles_ = s.tiles().size();
    seenOver_ = s.over();
    if (!s.tiles().empty()) {
      ImVec2 c = screenOf(s.tiles().back().x, s.tiles().back().y);
      bool off = c.x < size_ || c.y < size_ || c.x > view.x - size_ || c.y > view.y - size_;
      if (off || s.over()) centre(s, view);
    }
  }
  handleInput(ses, view);
  // The table: a soft grid so empty space still reads as a board.
  ImU32 gridCol = IM_COL32(255, 255, 255, 18);
  float x0 = std::fmod(view.x * 0.5f - (origin_.x + 0.5f) * size_, size_);
  float y0 = std::fmod(view.y * 0.5f - (origin_.y + 0.5f) * size_, size_);
  for (float x = x0; x < view.x; x += size_) dl->AddLine(ImVec2(x, 0), ImVec2(x, view.y), gridCol);
  for (float y = y0; y < view.y; y += size_) dl->AddLine(ImVec2(0, y), ImVec2(view.x, y), gridCol);

  const Catalog& cat = s.catalog();
  TileStyle style = styleOf(cat);
  BoardFrame frame(*this, s, dl);
  float half = size_ * 0.5f;
  for (size_t i = 0; i < s.tiles().size(); ++i) {
    const PlacedTile& pt = s.tiles()[i];
    ImVec2 c = screenOf(pt.x, pt.y);
    if (c.x < -size_ || c.y < -size_ || c.x > view.x + size_ || c.y > view.y + size_) continue;
    // A tile just placed settles in: from a little larger and faint to its place.
    float settled = tileSettled(int(i)), rest = 1.0f - motion::easeOut(settled);
    paintTile(dl, cat.types[pt.type], pt.rot, c, size_ * (1.0f + 0.18f * rest), TileLook{1.0f - 0.65f * rest, style});
  }
  // The last tile placed, outlined.
  if (s.lastPlaced() >= 0 && size_t(s.lastPlaced()) < s.tiles().size()) {
    ImVec2 c = screenOf(s.tiles()[size_t(s.lastPlaced())].x, s.tiles()[size_t(s.lastPlaced())].y);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 250, 200, 255), 2, 0, 3);
  }
  if (highlightTile >= 0 && size_t(highlightTile) < s.tiles().size()) {
    ImVec2 c = screenOf(s.tiles()[size_t(highlightTile)].x, s.tiles()[size_t(highlightTile)].y);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 140, 0, 255), 2, 0, 4);
  }
  // Meeples.
  for (size_t i = 0; i < s.meeples().size(); ++i) {
    const Meeple& m = s.meeples()[i];
    const PlacedTile& pt = s.tiles()[m.tile];
    const TileType& tt = cat.types[pt.type];
    ImVec2 spot = meepleSpot(tt, m.seg, pt.rot), c = screenOf(pt.x, pt.y);
    // Several meeples on one piece (set up by a scenario) stand side by side.
    int before = 0;
    for (size_t k = 0; k < i; ++k) before += s.meeples()[k].tile == m.tile && s.meeples()[k].seg == m.seg;
    spot.x += 0.13f * float(before);
    bool farmer = tt.segments[m.seg].kind == FeatureKind::Field;
    paintMeeple(dl, ImVec2(c.x + spot.x * size_, c.y + spot.y * size_), size_ * 0.3f, ses.seats()[m.player].colour,
                farmer, 1.0f, m.player);
  }

  // The modules' pieces, each drawn by the view that knows its kind.
  for (const Module* mod : cat.modules) {
    std::vector<Module::Piece> pieces;
    mod->pieces(s, pieces);
    for (const Module::Piece& p : pieces)
      for (const ExpansionView* v : expansionViews())
        if (v->drawPiece(frame, p)) break;
  }
  drawMoveEffects(ses, *this, dl);  // "+N" rising, meeples going home

  // The legal squares and choices pulse for a few seconds after the last change (input, a move),
  // then fade to a steady highlight, so a game left alone needs no frames.
  double since = msSinceChange();
  float amplitude = motion::reduced() ? 0.0f : since < 3000 ? 1.0f : since < 3500 ? float((3500 - since) / 500) : 0.0f;
  float pulse = 0.5f + 0.5f * amplitude * float(std::sin(ImGui::GetTime() * 4.0));
  bool choices = ses.humanToMove() && ((s.step() == Step::PlaceTile && s.currentTile() >= 0) ||
                                       s.step() == Step::Module || s.step() == Step::PlaceMeeple);
  if (choices && amplitude > 0) keepAnimating();
  if (ses.humanToMove() && s.step() == Step::PlaceTile && s.currentTile() >= 0) {
    // Legal squares, highlighted; the chosen or hovered one shows the tile.
    std::vector<Action> legal;
    s.legalPlacements(s.currentTile(), legal);
    for (size_t i = 0; i < legal.size(); ++i) {
      if (i > 0 && legal[i].x == legal[i - 1].x && legal[i].y == legal[i - 1].y) continue;
      ImVec2 c = screenOf(legal[i].x, legal[i].y);
      dl->AddRectFilled(ImVec2(c.x - half + 3, c.y - half + 3), ImVec2(c.x + half - 3, c.y + half - 3),
                        IM_COL32(255, 255, 210, int(50 + 40 * pulse)), 4);
      dl->AddRect(ImVec2(c.x - half + 3, c.y - half + 3), ImVec2(c.x + half - 3, c.y + half - 3),
                  IM_COL32(255, 255, 230, 200), 4, 0, 2);
    }
    int px = selected_ ? selX_ : hoverX_, py = selected_ ? selY_ : hoverY_;
    int r = selected_ ? rot_ : firstLegalRotation(s, px, py, rot_);
    if (r >= 0 && (selected_ || !ImGui::GetIO().WantCaptureMouse)) {
      ImVec2 c = screenOf(px, py);
      paintTile(dl, cat.types[size_t(s.currentTile())], r, c, size_, TileLook{selected_ ? 0.95f : 0.7f, style});
      if (selected_)
        dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 215, 0, 255), 2, 0,
                    4);
    }
  }
  if (ses.humanToMove() && s.step() == Step::Module) {
    // The module's choices as spots on the board, drawn by its view; the hovered one lights up.
    const Module* mod = cat.modules[size_t(s.activeModule())];
    const ExpansionView* view = viewOf(mod);
    std::vector<Action> legal;
    s.legalActions(legal);
    int hovered = ImGui::GetIO().WantCaptureMouse ? -1 : moduleChoiceAt(s, ImGui::GetIO().MousePos);
    for (size_t i = 0; i < legal.size(); ++i) {
      int tile = -1, seg = -1;
      if (!mod->actionSpot(s, legal[i], tile, seg)) continue;
      ImVec2 p = choiceOnScreen(s, legal[i], tile, seg);
      if (view && view->drawChoice(frame, legal[i], tile, seg, Pt{p.x, p.y}, int(i) == hovered, pulse)) continue;
      if (int(i) == hovered && seg >= 0) outlineFeature(s, dl, tile, seg, IM_COL32(255, 170, 40, 255));
      dl->AddCircleFilled(p, size_ * 0.1f, IM_COL32(255, 255, 255, int(140 + 90 * pulse)), 20);
      dl->AddCircle(p, size_ * 0.1f, IM_COL32(40, 40, 40, 220), 20, 2);
    }
  }
  if (ses.humanToMove() && s.step() == Step::PlaceMeeple) {
    const PlacedTile& pt = s.tiles()[size_t(s.lastPlaced())];
    const TileType& tt = cat.types[pt.type];
    ImVec2 c = screenOf(pt.x, pt.y);
    std::vector<Action> legal;
    s.legalActions(legal);
    ImU32 col = ses.seats()[size_t(s.currentPlayer())].colour;
    for (const Action& a : legal) {
      if (a.kind != Action::Meeple) continue;
      ImVec2 spot = meepleSpot(tt, a.seg, pt.rot);
      ImVec2 p(c.x + spot.x * size_, c.y + spot.y * size_);
      dl->AddCircleFilled(p, size_ * 0.13f, IM_COL32(255, 255, 255, int(120 + 80 * pulse)), 24);
      dl->AddCircle(p, size_ * 0.13f, IM_COL32(40, 40, 40, 200), 24, 2);
      bool farmer = tt.segments[size_t(a.seg)].kind == FeatureKind::Field;
      paintMeeple(dl, p, size_ * 0.2f, col, farmer, 0.85f, s.currentPlayer());
    }
  }
  // What the mouse is over, explained: the expansions' overlays, and why the tile in hand may not
  // go on the hovered square.
  std::string tip;
  for (const ExpansionView* v : expansionViews()) {
    std::string text = v->hover(frame);
    if (!text.empty()) tip += (tip.empty() ? "" : "\n\n") + text;
  }
  if (ses.humanToMove() && s.step() == Step::PlaceTile && !selected_ && !ImGui::GetIO().WantCaptureMouse) {
    std::string why = placementRefusal(s, hoverX_, hoverY_);
    if (!why.empty()) tip += (tip.empty() ? "" : "\n\n") + fill(tr("Not here: {0}"), tr(why));
  }
  if (!tip.empty()) {
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(tip.c_str());
    ImGui::EndTooltip();
  }
}

}  // namespace carc::render
