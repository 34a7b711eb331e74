#include "render/board/board_view.h"

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "engine/feature_parts.h"
#include "engine/game.h"
#include "engine/module.h"
#include "render/board/feature_labels.h"
#include "render/board/move_effects.h"
#include "render/draw/motion.h"
#include "render/draw/piece_stands.h"
#include "render/expansions/expansion_view.h"
#include "render/page/clock.h"
#include "render/page/frames.h"
#include "render/paint/tile_painter.h"
#include "render/table/set_index.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"
#include "render/words/refusal_words.h"

namespace carc::render {

namespace {

// Where piece `meeple` (an index into the meeples, or -1: the module's figure) on a feature
// stands among the pieces there: the meeples first, then the figures (module pieces on a feature).
Stand standOf(const State& s, int tile, int seg, int meeple) {
  int meeples = 0, before = 0, figures = 0;
  for (size_t k = 0; k < s.meeples().size(); ++k)
    if (int(s.meeples()[k].tile) == tile && int(s.meeples()[k].seg) == seg) {
      before += meeple >= 0 && int(k) < meeple;
      ++meeples;
    }
  for (const Module* mod : s.catalog().modules) {
    std::vector<Module::Piece> pieces;
    mod->pieces(s, pieces);
    for (const Module::Piece& p : pieces) figures += p.tile == tile && p.seg == seg;
  }
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  // A figure's own stand is asked for with meeple < 0, so there is at least one figure then; a
  // meeple alone on its feature stands where a lone meeple stands, not in a crowd's slot.
  std::vector<Stand> stands = piecesOnFeature(s.catalog().types[pt.type], pt.rot, seg, meeples,
                                              meeple >= 0 ? figures : std::max(figures, 1), tileShapers());
  return stands[size_t(meeple >= 0 ? before : meeples)];
}

// The board as the expansions' views see it during one frame.
class BoardFrame : public BoardContext {
 public:
  BoardFrame(const BoardView& board, const State& s, ImDrawList* dl, float targetRadius = 0)
      : board_(board), s_(s), dl_(dl), canvas_(DrawListCanvas::screen(dl)), targetRadius_(targetRadius) {}
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
  Pt figureAt(int tile, int seg, float& height) const override {
    Stand st = standOf(s_, tile, seg, -1);
    const PlacedTile& pt = s_.tiles()[size_t(tile)];
    ImVec2 c = board_.screenOf(pt.x, pt.y);
    height = st.height * tileSize();
    return {c.x + st.at.x * tileSize(), c.y + st.at.y * tileSize()};
  }
  bool mouseOnBoard(Pt& at) const override {
    ImVec2 pin;
    if (board_.tipPinned(pin)) {  // a tap asked for it: it stays there, whatever the mouse does
      at = {pin.x, pin.y};
      return true;
    }
    if (ImGui::GetIO().WantCaptureMouse || board_.tipHushed()) return false;
    at = {ImGui::GetIO().MousePos.x, ImGui::GetIO().MousePos.y};
    return true;
  }
  Canvas& screen() override { return canvas_; }
  float targetRadius() const override { return targetRadius_; }
  void outlineFeature(int tile, int seg, Rgba c) override {
    board_.outlineFeature(s_, dl_, tile, seg, IM_COL32(c.r, c.g, c.b, c.a));
  }

 private:
  const BoardView& board_;
  const State& s_;
  ImDrawList* dl_;
  DrawListCanvas canvas_;
  float targetRadius_;
};

const Translate kTr = [](const std::string& x) { return tr(x); };

// A step of the game, as one number: the camera fits the legal squares and choices once per step.
long turnKey(const Table& ses) {
  const State& s = ses.state();
  long key = long(ses.game().actions().size());
  for (long part : {long(s.tiles().size()), long(s.step()), long(s.currentTile()), long(ses.humanToMove())})
    key = key * 31 + part;
  return key;
}

// The view of the set that a module belongs to, or null.
const ExpansionView* viewOf(const Module* m) {
  for (const ExpansionView* v : expansionViews())
    if (std::string(v->set()) == m->name()) return v;
  return nullptr;
}

}  // namespace

ImVec2 BoardView::screenOf(int x, int y) const {
  return ImVec2(view_.x * 0.5f + (float(x) - origin_.x) * size_, view_.y * 0.5f + (float(y) - origin_.y) * size_);
}

void BoardView::squareAt(ImVec2 m, int& x, int& y) const {
  x = int(std::floor((m.x - view_.x * 0.5f) / size_ + origin_.x + 0.5f));
  y = int(std::floor((m.y - view_.y * 0.5f) / size_ + origin_.y + 0.5f));
}

void BoardView::cover(ImVec2 min, ImVec2 max, bool docked) {
  panelsNow_.push_back(Panel{Box{min.x, min.y, max.x, max.y}, docked});
}

void BoardView::panelsDone() {
  panels_.swap(panelsNow_);
  panelsNow_.clear();
  said_ = saidNow_;
  saidNow_ = Said{};
}

Box BoardView::safeArea() const {
  Box view{0, 0, view_.x, view_.y - bottomInset};
  std::vector<Box> docked;
  for (const Panel& p : panels_)
    if (p.docked) docked.push_back(p.box);
  return carc::render::safeArea(view, docked);
}

// Brings a rectangle of the board (in squares) into the safe area: pans, and zooms out only when
// `zoomOut` and it would not fit otherwise.
void BoardView::showOnScreen(Box b, bool zoomOut) {
  Box safe = safeArea();
  if (safe.w() < 1 || safe.h() < 1) return;
  if (zoomOut) {
    float fit = std::min(safe.w() / b.w(), safe.h() / b.h());
    if (size_ > fit) size_ = std::max(fit, 12.0f);
  }
  ImVec2 a = screenOf(0, 0);
  float sx0 = a.x + b.x0 * size_, sx1 = a.x + b.x1 * size_;
  float sy0 = a.y + b.y0 * size_, sy1 = a.y + b.y1 * size_;
  float dx = 0, dy = 0;
  if (sx1 - sx0 > safe.w())
    dx = 0.5f * (safe.x0 + safe.x1 - sx0 - sx1);
  else if (sx0 < safe.x0)
    dx = safe.x0 - sx0;
  else if (sx1 > safe.x1)
    dx = safe.x1 - sx1;
  if (sy1 - sy0 > safe.h())
    dy = 0.5f * (safe.y0 + safe.y1 - sy0 - sy1);
  else if (sy0 < safe.y0)
    dy = safe.y0 - sy0;
  else if (sy1 > safe.y1)
    dy = safe.y1 - sy1;
  origin_ = ImVec2(origin_.x - dx / size_, origin_.y - dy / size_);
}

namespace {
// The squares (as a board rectangle, each square ±0.5 around its centre) where the tile in hand may go.
bool legalBox(const State& s, Box& b) {
  if (s.step() != Step::PlaceTile || s.currentTile() < 0) return false;
  std::vector<Action> legal;
  s.legalPlacements(s.currentTile(), legal);
  if (legal.empty()) return false;
  b = Box{1e9f, 1e9f, -1e9f, -1e9f};
  for (const Action& a : legal) {
    b.x0 = std::min(b.x0, a.x - 0.5f);
    b.x1 = std::max(b.x1, a.x + 0.5f);
    b.y0 = std::min(b.y0, a.y - 0.5f);
    b.y1 = std::max(b.y1, a.y + 0.5f);
  }
  return true;
}
}  // namespace

// The smallest tile the camera shows by itself: symbols read at 64 px on a desktop; on a phone a
// square is still a fingertip (44 px) with room to spare. The player may zoom out further by hand.
float BoardView::minTileSize() const { return isTouchScreen() && isNarrow(view_) ? 48.0f : 64.0f; }

// The camera's own floor when the legal squares would otherwise lie under a window: the phone's
// readable tile, 48 px (roads, cities and pieces told apart, a square a fingertip), on a desktop too.
float BoardView::leastTileSize() const { return 48.0f; }

// The action, as a board rectangle that fits the safe area at the present zoom: the chosen square
// (or else the last tile placed) and the legal squares nearest it, as many as fit; with
// `withTiles`, then the tiles nearest it too (a position framed from afar shows its board).
Box BoardView::actionBox(const State& s, Box safe, bool withTiles) const {
  std::vector<Action> legal;
  if (s.step() == Step::PlaceTile && s.currentTile() >= 0) s.legalPlacements(s.currentTile(), legal);
  float ax = 0, ay = 0;
  if (selected_) {
    ax = float(selX_);
    ay = float(selY_);
  } else if (!s.tiles().empty()) {
    ax = float(s.tiles().back().x);
    ay = float(s.tiles().back().y);
  }
  std::sort(legal.begin(), legal.end(), [&](const Action& a, const Action& b) {
    return std::hypot(a.x - ax, a.y - ay) < std::hypot(b.x - ax, b.y - ay);
  });
  auto square = [](float x, float y) { return Box{x - 0.5f, y - 0.5f, x + 0.5f, y + 0.5f}; };
  auto fits = [&](const Box& b) { return b.w() * size_ <= safe.w() && b.h() * size_ <= safe.h(); };
  auto with = [](Box b, float x, float y) {
    return Box{std::min(b.x0, x - 0.5f), std::min(b.y0, y - 0.5f), std::max(b.x1, x + 0.5f), std::max(b.y1, y + 0.5f)};
  };
  Box b = square(ax, ay);
  // A chosen square always stays; the last tile gives way to the nearest legal square if both do not fit.
  if (!selected_ && !legal.empty() && !fits(with(b, float(legal[0].x), float(legal[0].y))))
    b = square(float(legal[0].x), float(legal[0].y));
  for (const Action& a : legal) {
    Box next = with(b, float(a.x), float(a.y));
    if (fits(next)) b = next;
  }
  if (!withTiles) return b;
  std::vector<PlacedTile> tiles = s.tiles();
  std::sort(tiles.begin(), tiles.end(), [&](const PlacedTile& a, const PlacedTile& b) {
    return std::hypot(a.x - ax, a.y - ay) < std::hypot(b.x - ax, b.y - ay);
  });
  for (const PlacedTile& t : tiles) {
    Box next = with(b, float(t.x), float(t.y));
    if (fits(next)) b = next;
  }
  return b;
}

// The legal squares inside the safe area: panned, zoomed out if they would not fit but never
// below the smallest readable tile; beyond that the view keeps the action and the nearest squares.
void BoardView::keepInView(const State& s) {
  Box b;
  if (!legalBox(s, b)) return;
  if (selected_) {
    b.x0 = std::min(b.x0, selX_ - 0.5f);
    b.x1 = std::max(b.x1, selX_ + 0.5f);
    b.y0 = std::min(b.y0, selY_ - 0.5f);
    b.y1 = std::max(b.y1, selY_ + 0.5f);
  }
  Box safe = safeArea();
  if (safe.w() < 1 || safe.h() < 1) return;
  float fit = std::min(safe.w() / b.w(), safe.h() / b.h());
  if (size_ > fit) size_ = std::max(fit, std::min(size_, minTileSize()));
  if (b.w() * size_ <= safe.w() + 0.5f && b.h() * size_ <= safe.h() + 0.5f) {
    showOnScreen(b, false);
    return;
  }
  // Too many squares for the free rectangle: they may still lie between the windows (beside the
  // Players window, above the log), at this size or a little smaller. A square under a window
  // takes the click meant for it to the window.
  std::vector<Action> legal;
  s.legalPlacements(s.currentTile(), legal);
  std::vector<std::pair<int, int>> squares;
  for (const Action& a : legal) squares.push_back({a.x, a.y});
  if (selected_) squares.push_back({selX_, selY_});
  std::sort(squares.begin(), squares.end());
  squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
  const float before = size_;
  for (float z = size_;; z = std::max(leastTileSize(), z * 0.9f)) {
    if (z <= fit && fit >= leastTileSize()) {  // the free rectangle holds them all at last
      size_ = fit;
      return showOnScreen(b, false);
    }
    if (clearOfWindows(squares, z)) return;
    if (z <= leastTileSize()) break;
  }
  size_ = before;  // nowhere: the action and the squares nearest it, at a readable size
  showOnScreen(actionBox(s, safe), false);
}

bool BoardView::clearOfWindows(const std::vector<std::pair<int, int>>& squares, float z) {
  if (squares.empty()) return false;
  int x0 = squares[0].first, x1 = x0, y0 = squares[0].second, y1 = y0;
  for (const auto& q : squares) {
    x0 = std::min(x0, q.first), x1 = std::max(x1, q.first);
    y0 = std::min(y0, q.second), y1 = std::max(y1, q.second);
  }
  // The origins (board point at the view's middle) that keep every square on the canvas.
  float h = view_.y - bottomInset;
  float oxLo = float(x1) + 0.5f - view_.x * 0.5f / z, oxHi = float(x0) - 0.5f + view_.x * 0.5f / z;
  float oyLo = float(y1) + 0.5f - (h - view_.y * 0.5f) / z, oyHi = float(y0) - 0.5f + view_.y * 0.5f / z;
  if (oxLo > oxHi || oyLo > oyHi) return false;
  const float step = 8.0f / z;  // 8 px apart
  auto clear = [&](float ox, float oy) {
    for (const auto& q : squares) {
      float cx = view_.x * 0.5f + (float(q.first) - ox) * z, cy = view_.y * 0.5f + (float(q.second) - oy) * z;
      float a = cx - z * 0.5f + 1, b = cx + z * 0.5f - 1, c = cy - z * 0.5f + 1, d = cy + z * 0.5f - 1;
      for (const Panel& p : panels_)
        if (a < p.box.x1 && b > p.box.x0 && c < p.box.y1 && d > p.box.y0) return false;
    }
    return true;
  };
  bool found = false;
  float best = 0;
  ImVec2 at = origin_;
  for (float ox = oxLo; ox <= oxHi + 1e-4f; ox += step)
    for (float oy = oyLo; oy <= oyHi + 1e-4f; oy += step) {
      float d = std::hypot(ox - origin_.x, oy - origin_.y);
      if ((found && d >= best) || !clear(ox, oy)) continue;
      found = true, best = d, at = ImVec2(ox, oy);
    }
  if (!found) return false;
  size_ = z;
  origin_ = at;
  return true;
}

// What the camera frames by itself (a new game, a loaded position, a demo): the whole board when
// it fits at a readable size, else the action at the smallest readable size. An embedded demo
// (a bottom inset) keeps its whole board as before: its text speaks of all of it.
void BoardView::frame(const State& s, ImVec2 view) {
  if (s.tiles().empty()) return;
  view_ = view;
  if (bottomInset > 0) {
    frameEmbed(s);
    return;
  }
  centre(s, view);
  if (size_ >= minTileSize()) return;
  size_ = minTileSize();
  // The action and as much of the board around it as fits, in the middle of the safe area.
  Box safe = safeArea();
  Box b = actionBox(s, safe, true);
  origin_ = ImVec2(0.5f * (b.x0 + b.x1) - (0.5f * (safe.x0 + safe.x1) - view.x * 0.5f) / size_,
                   0.5f * (b.y0 + b.y1) - (0.5f * (safe.y0 + safe.y1) - view.y * 0.5f) / size_);
}

// A tile in an embed: arrows, shields and pieces read at a glance (a signpost plate ≥ 20 px at
// 640×420), and still four squares across the narrower side of the board's part of the frame.
float BoardView::embedTileSize() const {
  Box safe = safeArea();
  return std::clamp(std::min(safe.w(), safe.h()) * 0.31f, 72.0f, 120.0f);
}

// An embedded demo frames the tiles of its position (never the squares a tile might take: the
// reader places nothing) when they fit at a readable size; else the squares its moves take and
// the tiles nearest them, as many as fit.
void BoardView::frameEmbed(const State& s) {
  Box safe = safeArea();
  if (safe.w() < 1 || safe.h() < 1) return;
  auto with = [](Box b, float x, float y) {
    return Box{std::min(b.x0, x - 0.5f), std::min(b.y0, y - 0.5f), std::max(b.x1, x + 0.5f), std::max(b.y1, y + 0.5f)};
  };
  Box all{1e9f, 1e9f, -1e9f, -1e9f};
  for (const PlacedTile& t : s.tiles()) all = with(all, float(t.x), float(t.y));
  for (const auto& q : demoSquares_) all = with(all, float(q.first), float(q.second));
  // All of it: at 640x420 the signposts demos' tiles are then over 72 px (a plate over 20 px).
  float margin = 0.15f;
  Box b{all.x0 - margin, all.y0 - margin, all.x1 + margin, all.y1 + margin};
  float fit = std::min(safe.w() / b.w(), safe.h() / b.h());
  // A demo too large for that shows all its tiles still (its text speaks of all of them), as big
  // as they fit: larger than before, as the squares a tile might take are left out.
  // A demo too large for a readable size is shown whole (its text may name any of its tiles); a
  // closer view of its moves alone hid the city its text talks about (issue 25 note).
  size_ = std::clamp(fit, 20.0f, 160.0f);
  origin_ = ImVec2(0.5f * (b.x0 + b.x1) - (0.5f * (safe.x0 + safe.x1) - view_.x * 0.5f) / size_,
                   0.5f * (b.y0 + b.y1) - (0.5f * (safe.y0 + safe.y1) - view_.y * 0.5f) / size_);
}

// The whole board and the squares the tile in hand may take, as big as fits the safe area.
void BoardView::centre(const State& s, ImVec2 view) {
  if (s.tiles().empty()) return;
  view_ = view;
  Box b{1e9f, 1e9f, -1e9f, -1e9f};
  for (const PlacedTile& t : s.tiles()) {
    b.x0 = std::min(b.x0, t.x - 0.5f);
    b.x1 = std::max(b.x1, t.x + 0.5f);
    b.y0 = std::min(b.y0, t.y - 0.5f);
    b.y1 = std::max(b.y1, t.y + 0.5f);
  }
  Box legal;
  if (legalBox(s, legal)) {
    b.x0 = std::min(b.x0, legal.x0);
    b.x1 = std::max(b.x1, legal.x1);
    b.y0 = std::min(b.y0, legal.y0);
    b.y1 = std::max(b.y1, legal.y1);
  }
  b = Box{b.x0 - 0.3f, b.y0 - 0.3f, b.x1 + 0.3f, b.y1 + 0.3f};  // a margin around
  Box safe = safeArea();
  size_ = std::clamp(std::min(safe.w() / b.w(), safe.h() / b.h()), 20.0f, 128.0f);
  // The middle of the board at the middle of the safe area.
  origin_ = ImVec2(0.5f * (b.x0 + b.x1) - (0.5f * (safe.x0 + safe.x1) - view.x * 0.5f) / size_,
                   0.5f * (b.y0 + b.y1) - (0.5f * (safe.y0 + safe.y1) - view.y * 0.5f) / size_);
}

void BoardView::zoomBy(float factor, ImVec2 around) {
  float next = std::clamp(size_ * factor, 20.0f, 260.0f);
  // Keep the board point under the cursor where it is.
  ImVec2 board((around.x - view_.x * 0.5f) / size_ + origin_.x, (around.y - view_.y * 0.5f) / size_ + origin_.y);
  size_ = next;
  origin_ = ImVec2(board.x - (around.x - view_.x * 0.5f) / size_, board.y - (around.y - view_.y * 0.5f) / size_);
}

bool BoardView::legalAt(const State& s, int x, int y, int rot) const {
  return s.currentTile() >= 0 && !s.placementProblem(s.currentTile(), x, y, rot);
}

int BoardView::fittingRotation(const State& s, int x, int y, int from) const {
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
    if (r != rot_ && legalAt(s, selX_, selY_, r)) {
      rot_ = r;
      return;
    }
  }
  note_ = tr("Only this way round fits on this square.");
  noteUntil_ = browser::nowMs() + 2500;
}

bool BoardView::confirm(Table& ses) {
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

// The wheel zooms whatever the mode; the rest of the pointer on the board is the mode's.
void BoardView::handleInput(Table& ses, BoardMode& mode, ImVec2 view) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantCaptureMouse) return;
  if (io.MouseWheel != 0) zoomBy(std::pow(1.15f, io.MouseWheel), io.MousePos);
  mode.input(ses, *this, view);
}

ImVec2 BoardView::spotOnScreen(const State& s, int tile, int seg) const {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  ImVec2 spot = meepleSpot(s.catalog().types[pt.type], seg, pt.rot), c = screenOf(pt.x, pt.y);
  return ImVec2(c.x + spot.x * size_, c.y + spot.y * size_);
}

std::vector<BoardTarget> BoardView::targets(const Table& ses) const {
  std::vector<BoardTarget> out;
  const State& s = ses.state();
  if (!ses.humanToMove() || (s.step() != Step::PlaceMeeple && s.step() != Step::Module)) return out;
  std::vector<Action> legal;
  s.legalActions(legal);
  const Module* mod = s.step() == Step::Module ? s.catalog().modules[size_t(s.activeModule())] : nullptr;
  const ExpansionView* view = mod ? viewOf(mod) : nullptr;
  for (size_t i = 0; i < legal.size(); ++i) {
    BoardTarget t;
    t.action = int(i);
    if (!mod) {
      if (legal[i].kind != Action::Meeple) continue;
      t.tile = s.lastPlaced();
      t.seg = legal[i].seg;
      t.anchor = spotOnScreen(s, t.tile, t.seg);
    } else {
      if (!mod->actionSpot(s, legal[i], t.tile, t.seg)) continue;
      t.anchor = choiceOnScreen(s, legal[i], t.tile, t.seg);
    }
    std::string name = view ? view->choiceName(s, legal[i], kTr) : "";
    if (name.empty() && t.seg >= 0) name = featureInWords(featureAddress(s, t.tile, t.seg), kTr);
    t.name = name;
    t.at = t.anchor;
    t.radius = view ? view->choiceRadius(targetRadius(size_)) : targetRadius(size_);
    out.push_back(t);
  }
  // Spots too close for a fingertip each move apart, each keeping a line to where it belongs: the
  // choices of one tile go on a ring just beyond it.
  if (out.empty()) return out;
  const PlacedTile& pt = s.tiles()[size_t(out[0].tile)];
  spreadTargets(out, screenOf(pt.x, pt.y), 0.71f * size_ + 0.5f * out[0].radius);
  return out;
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
  float half = size_ * 0.5f;
  for (const FeaturePart& part : featureParts(s, tile, seg)) {
    const PlacedTile& pt = s.tiles()[size_t(part.tile)];
    ImVec2 c = screenOf(pt.x, pt.y);
    dl->AddRectFilled(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half),
                      (colour & 0x00FFFFFF) | 0x30000000);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), colour, 0, 0, 3);
  }
}

// The camera follows the game without zooming unasked: a tile a bot places comes into view; the
// squares the player may choose, the previewed tile and the meeple and module choices stay inside
// the safe area (zooming out only when the squares would not fit, never below a readable tile:
// beyond that it pans to the action); the end shows the whole board (the game is over: asked).
void BoardView::followGame(const Table& ses) {
  const State& s = ses.state();
  Box safe = safeArea();
  bool safeMoved = std::fabs(safe.x0 - seenSafe_.x0) + std::fabs(safe.y0 - seenSafe_.y0) +
                       std::fabs(safe.x1 - seenSafe_.x1) + std::fabs(safe.y1 - seenSafe_.y1) >
                   4;
  bool newStep = turnKey(ses) != seenTurn_;
  if (newStep) pinned_ = false;  // a tapped explanation belongs to the position it explained
  seenSafe_ = safe;
  seenTurn_ = turnKey(ses);
  if (s.tiles().size() != seenTiles_ || s.over() != seenOver_) {
    if (s.tiles().size() < seenTiles_) cancel();
    seenTiles_ = s.tiles().size();
    seenOver_ = s.over();
    if (s.over()) {
      if (bottomInset > 0)
        frameEmbed(s);  // an embed keeps to its demo's part of the board, at a readable size
      else
        centre(s, view_);
      return;
    }
    if (!s.tiles().empty() && !ses.humanToMove()) {
      const PlacedTile& t = s.tiles().back();
      showOnScreen(Box{t.x - 0.5f, t.y - 0.5f, t.x + 0.5f, t.y + 0.5f}, false);
    }
  }
  if (!newStep && !safeMoved) return;
  if (ses.humanToMove() && s.step() == Step::PlaceTile) keepInView(s);
  std::vector<BoardTarget> targets = this->targets(ses);
  if (targets.empty()) return;
  // The targets, as a board rectangle: pan them into the safe area.
  ImVec2 a = screenOf(0, 0);
  Box b{1e9f, 1e9f, -1e9f, -1e9f};
  for (const BoardTarget& t : targets) {
    b.x0 = std::min(b.x0, (t.at.x - t.radius - a.x) / size_);
    b.x1 = std::max(b.x1, (t.at.x + t.radius - a.x) / size_);
    b.y0 = std::min(b.y0, (t.at.y - t.radius - a.y) / size_);
    b.y1 = std::max(b.y1, (t.at.y + t.radius - a.y) / size_);
  }
  showOnScreen(b, false);
}

// The board's layers, bottom to top: the grid, the tiles, the pieces, then what the mode draws
// over them (the turn's choices, the editor's ghost tile and spots).
void BoardView::draw(Table& ses, BoardMode& mode, ImDrawList* dl, ImVec2 view) {
  view_ = view;
  tapped_ = false;
  if (!centred_) demoSquares_ = ses.demoSquares();
  effects_.notice(ses);
  followHand(ses.state());
  if (!centred_) {
    frame(ses.state(), view);
    centred_ = true;
  }
  followGame(ses);
  tip_.clear();
  tipBox_ = Box{0, 0, 0, 0};
  noteShown_.clear();
  handleInput(ses, mode, view);
  drawGrid(dl);
  drawTiles(ses, dl);
  drawPieces(ses, mode, dl);
  mode.overlay(ses, *this, dl);
}

// The table: a soft grid so empty space still reads as a board.
void BoardView::drawGrid(ImDrawList* dl) const {
  ImU32 gridCol = IM_COL32(255, 255, 255, 18);
  float x0 = std::fmod(view_.x * 0.5f - (origin_.x + 0.5f) * size_, size_);
  float y0 = std::fmod(view_.y * 0.5f - (origin_.y + 0.5f) * size_, size_);
  for (float x = x0; x < view_.x; x += size_) dl->AddLine(ImVec2(x, 0), ImVec2(x, view_.y), gridCol);
  for (float y = y0; y < view_.y; y += size_) dl->AddLine(ImVec2(0, y), ImVec2(view_.x, y), gridCol);
}

// The placed tiles (one just placed settling in), the last tiles placed outlined, and the tile a
// window asks to highlight.
void BoardView::drawTiles(const Table& ses, ImDrawList* dl) {
  const State& s = ses.state();
  const Catalog& cat = s.catalog();
  TileStyle style = styleOf(cat);
  wantTileArtOf(cat.types, style);
  float half = size_ * 0.5f;
  for (size_t i = 0; i < s.tiles().size(); ++i) {
    const PlacedTile& pt = s.tiles()[i];
    ImVec2 c = screenOf(pt.x, pt.y);
    if (c.x < -size_ || c.y < -size_ || c.x > view_.x + size_ || c.y > view_.y + size_) continue;
    // A tile just placed settles in: from a little larger and faint to its place.
    float settled = effects_.tileSettled(int(i)), rest = 1.0f - motion::easeOut(settled);
    paintTile(dl, cat.types[pt.type], pt.rot, c, size_ * (1.0f + 0.18f * rest), TileLook{1.0f - 0.65f * rest, style});
  }
  // The last tile placed, and every tile the other seats placed since the person's last turn, outlined.
  std::vector<int> outlined = ses.tilesSincePerson();
  if (s.lastPlaced() >= 0) outlined.push_back(s.lastPlaced());
  for (int tile : outlined) {
    if (size_t(tile) >= s.tiles().size()) continue;
    ImVec2 c = screenOf(s.tiles()[size_t(tile)].x, s.tiles()[size_t(tile)].y);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 250, 200, 255), 2, 0, 3);
  }
  if (highlightTile >= 0 && size_t(highlightTile) < s.tiles().size()) {
    ImVec2 c = screenOf(s.tiles()[size_t(highlightTile)].x, s.tiles()[size_t(highlightTile)].y);
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 140, 0, 255), 2, 0, 4);
  }
}

// The meeples, the modules' pieces, what the last move did ("+N" rising, meeples going home) and
// what a demo's text names (the start tile, "road A").
void BoardView::drawPieces(const Table& ses, const BoardMode& mode, ImDrawList* dl) {
  const State& s = ses.state();
  const Catalog& cat = s.catalog();
  effects_.drawTrails(ses, *this, dl);
  for (size_t i = 0; i < s.meeples().size(); ++i) {
    const Meeple& m = s.meeples()[i];
    const PlacedTile& pt = s.tiles()[m.tile];
    const TileType& tt = cat.types[pt.type];
    ImVec2 c = screenOf(pt.x, pt.y);
    // Several pieces on one feature (set up by a scenario, or a module's figure beside a knight)
    // stand apart, a little smaller, so each can be counted (piece_stands.h).
    Stand st = standOf(s, int(m.tile), int(m.seg), int(i));
    bool farmer = tt.segments[m.seg].kind == FeatureKind::Field;
    paintMeeple(dl, ImVec2(c.x + st.at.x * size_, c.y + st.at.y * size_), size_ * st.height,
                ses.seats()[m.player].colour, farmer, 1.0f, m.player,
                m.figure ? figureLookOf(cat.figures[m.figure].name) : FigureLook{});
  }
  // The modules' pieces, each drawn by the view that knows its kind.
  BoardFrame frame(*this, s, dl, targetRadius(size_));
  // A piece changed on its own square this turn or the last (a ferry moved on its lake): as it was, faint.
  for (const PieceTrail& t : effects_.trails(ses)) {
    int tile = t.inPlace ? s.tileAt(t.toX, t.toY) : -1;
    if (tile < 0) continue;
    Module::Piece was{t.kind.c_str(), tile, -1, t.extraWas};
    for (const ExpansionView* v : expansionViews())
      if (v->drawPieceBefore(frame, was)) break;
  }
  for (const Module* mod : cat.modules) {
    std::vector<Module::Piece> pieces;
    mod->pieces(s, pieces);
    for (const Module::Piece& p : pieces)
      for (const ExpansionView* v : expansionViews())
        if (v->drawPiece(frame, p)) break;
  }
  effects_.draw(ses, *this, dl);
  labels_ = drawFeatureLabels(ses, mode.labelled(), *this, dl);
}

// The note beside the chosen square ("only this way round fits"), for as long as it lasts: under
// the square, on a dark band.
void BoardView::drawNote(ImDrawList* dl) {
  noteShown_.clear();
  if (note_.empty() || !selected_ || browser::nowMs() >= noteUntil_) {
    note_.clear();
    return;
  }
  float half = size_ * 0.5f;
  ImVec2 c = screenOf(selX_, selY_);
  ImVec2 size = ImGui::CalcTextSize(note_.c_str(), nullptr, false, 260.0f);
  ImVec2 at(c.x - size.x / 2, c.y + half + 6);
  dl->AddRectFilled(ImVec2(at.x - 6, at.y - 4), ImVec2(at.x + size.x + 6, at.y + size.y + 4), IM_COL32(30, 25, 20, 230),
                    4);
  dl->AddText(nullptr, 0.0f, at, IM_COL32(255, 255, 255, 255), note_.c_str(), nullptr, 260.0f);
  noteShown_ = note_;
  keepAnimating();  // one more frame until it is gone
}

// The meeple spots and the module's choices, each a fingertip wide; spots moved apart keep a
// line to their feature. The hovered (or pressed) one lights up its feature.
void BoardView::drawTargets(const Table& ses, ImDrawList* dl, const std::vector<BoardTarget>& targets, int hovered,
                            float pulse) const {
  if (targets.empty()) return;
  const State& s = ses.state();
  const Catalog& cat = s.catalog();
  BoardFrame frame(*this, s, dl, targetRadius(size_));
  std::vector<Action> legal;
  s.legalActions(legal);
  const ExpansionView* view = s.step() == Step::Module ? viewOf(cat.modules[size_t(s.activeModule())]) : nullptr;
  ImU32 col = ses.seats()[size_t(s.actingPlayer())].colour;  // the deciding seat's
  for (size_t i = 0; i < targets.size(); ++i) {
    const BoardTarget& t = targets[i];
    bool lit = int(i) == hovered;
    drawTargetLine(dl, t);
    const Action& a = legal[size_t(t.action)];
    if (view && view->drawChoice(frame, a, t.tile, t.seg, Pt{t.at.x, t.at.y}, lit, pulse)) continue;
    if (lit && t.seg >= 0) outlineFeature(s, dl, t.tile, t.seg, IM_COL32(255, 170, 40, 255));
    drawTargetDisc(dl, t, int(lit ? 240 : 120 + 80 * pulse));
    if (a.kind == Action::Meeple) {
      const PlacedTile& pt = s.tiles()[size_t(t.tile)];
      bool farmer = cat.types[pt.type].segments[size_t(t.seg)].kind == FeatureKind::Field;
      paintMeeple(dl, t.at, std::min(t.radius * 1.4f, std::max(size_ * 0.2f, t.radius)), col, farmer, 0.85f,
                  s.currentPlayer(), a.figure ? figureLookOf(cat.figures[a.figure].name) : FigureLook{});
    }
  }
}

// What the pointer is over, explained by the expansions' overlays (drawn here). A tap on the
// board pins the explanation under it (a phone has no hover); the next tap lets go.
std::string BoardView::explain(const Table& ses, ImDrawList* dl) {
  const State& s = ses.state();
  bool wasPinned = pinned_;
  const ImGuiIO& io = ImGui::GetIO();
  // A finger lifted leaves no pointer (an invalid position): only a pointer that moved asks again.
  if (hushed_ && ImGui::IsMousePosValid() &&
      std::fabs(io.MousePos.x - hushAt_.x) + std::fabs(io.MousePos.y - hushAt_.y) > 3)
    hushed_ = false;
  if (tapped_ && !pinned_) hushed_ = false;  // a new tap asks again
  if (tapped_ && pinned_) {
    pinned_ = false;
    hushed_ = true;
    hushAt_ = io.MousePos;
  }
  BoardFrame frame(*this, s, dl, targetRadius(size_));
  std::string explained;
  for (const ExpansionView* v : expansionViews()) {
    std::string text = v->hover(frame);
    if (!text.empty()) explained += (explained.empty() ? "" : "\n\n") + text;
  }
  // Only while nobody here is to move: a player's tap chooses a square.
  if (tapped_ && !wasPinned && !explained.empty() && !ses.humanToMove() && !io.WantCaptureMouse) {
    ImVec2 m = io.MousePos;
    pin_ = ImVec2((m.x - view_.x * 0.5f) / size_ + origin_.x, (m.y - view_.y * 0.5f) / size_ + origin_.y);
    pinned_ = true;
  }
  return explained;
}

// The explanation as a tooltip: beside the mouse; pinned by a tap or in an embed, in the corner
// of the board's part of the frame that hides the least of its tiles.
void BoardView::showTip(const State& s, const std::string& tip) {
  tip_ = tip;
  tipBox_ = Box{0, 0, 0, 0};
  if (tip.empty()) return;
  // Wrapped to the frame (a signpost's explanation was one line 778 px wide).
  float width = std::min(420.0f, std::max(160.0f, view_.x * 0.46f));
  if (bottomInset > 0 || pinned_) {
    // Inside the frame, wrapped to it, and beside the point it explains rather than over it.
    Box safe = safeArea();
    ImVec2 at = ImGui::GetIO().MousePos, pin;
    if (tipPinned(pin)) at = pin;
    int corner = tipCorner(s, tip, at, width);
    bool right = corner & 1, bottom = corner & 2;
    if (bottomInset > 0) {
      // An embed: across the frame's foot, over the demo's own text (the reader is reading this
      // now), so the board it explains stays in sight (at 640x420 a corner hid half of it).
      width = view_.x - 12;
      ImGui::SetNextWindowPos(ImVec2(6, view_.y - 6), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
    } else {
      ImGui::SetNextWindowPos(ImVec2(right ? safe.x1 - 6 : safe.x0 + 6, bottom ? safe.y1 - 6 : safe.y0 + 6),
                              ImGuiCond_Always, ImVec2(right ? 1.0f : 0.0f, bottom ? 1.0f : 0.0f));
    }
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(width, std::max(60.0f, view_.y - 12)));
  }
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2 * ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(tip.c_str());
  ImGui::PopTextWrapPos();
  ImVec2 p = ImGui::GetWindowPos(), z = ImGui::GetWindowSize();
  tipBox_ = Box{p.x, p.y, p.x + z.x, p.y + z.y};
  ImGui::EndTooltip();
}

// The corner of the safe area for a pinned tip `width` wide (bit 0: right, bit 1: bottom) that
// hides the least of the tiles, never over the point `at` it explains (at 640x420 the top corner
// away from it covered a demo's tiles).
int BoardView::tipCorner(const State& s, const std::string& tip, ImVec2 at, float width) const {
  Box safe = safeArea();
  float half = size_ * 0.5f;
  const ImGuiStyle& style = ImGui::GetStyle();
  ImVec2 text = ImGui::CalcTextSize(tip.c_str(), nullptr, false, width - 2 * style.WindowPadding.x);
  float tw = std::min(width, text.x + 2 * style.WindowPadding.x), th = text.y + 2 * style.WindowPadding.y;
  int away = at.x > 0.5f * (safe.x0 + safe.x1) ? 0 : 1, corner = away;
  float best = 1e30f;
  for (int k : {away, 1 - away, 2 + away, 3 - away}) {  // the top corner away from the point first
    bool right = k & 1, bottom = k & 2;
    float x0 = right ? safe.x1 - 6 - tw : safe.x0 + 6, y0 = bottom ? safe.y1 - 6 - th : safe.y0 + 6;
    Box box{x0, y0, x0 + tw, y0 + th};
    float hidden = box.contains(Pt{at.x, at.y}) ? 1e20f : 0.0f;
    for (const PlacedTile& t : s.tiles()) {
      ImVec2 c = screenOf(t.x, t.y);
      float w = std::min(box.x1, c.x + half) - std::max(box.x0, c.x - half);
      float h = std::min(box.y1, c.y + half) - std::max(box.y0, c.y - half);
      if (w > 0 && h > 0) hidden += w * h;
    }
    if (hidden < best - 1) {  // a tie keeps the earlier corner
      best = hidden;
      corner = k;
    }
  }
  return corner;
}

}  // namespace carc::render
