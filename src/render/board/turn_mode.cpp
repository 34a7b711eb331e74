#include "render/board/turn_mode.h"

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "engine/game.h"
#include "render/board/board_view.h"
#include "render/draw/motion.h"
#include "render/page/clock.h"
#include "render/page/frames.h"
#include "render/paint/tile_painter.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"
#include "render/words/refusal_words.h"

namespace carc::render {

namespace {
constexpr double kPulseStepMs = 80;  // the legal squares' pulse: one frame this often
const Translate kTr = [](const std::string& x) { return tr(x); };

// Why the tile in hand may go on square (x, y) in no rotation, in words; "" when it may, or when the
// square holds a tile (a click there asks what the tile is, not to place on it).
std::string placementRefusal(const State& s, int x, int y) {
  Refusal why = s.squareRefusal(s.currentTile(), x, y);
  switch (why.reason) {
    case Refused::Nothing:
    case Refused::SquareTaken:
      return "";
    case Refused::NotTouching:
      return tr("A tile must be placed next to a tile already on the board.");
    case Refused::ModuleRule:  // a module's rule (the river's course) says it in its own words
      return fill(tr("Not here: {0}"), refusalInWords(why));
    case Refused::EdgesClash:  // in every rotation
      return tr("The tile in hand fits here in no rotation: its edges do not match the tiles beside it.");
    default:
      return tr("The tile in hand may not be placed here.");
  }
}

// Why no meeple may go on the feature of the tile just placed whose spot is nearest `at` (within a
// fingertip), in words; "" when one may, or no spot is that near.
std::string meepleRefusal(const Table& ses, const BoardView& board, ImVec2 at) {
  const State& s = ses.state();
  if (s.lastPlaced() < 0) return "";
  const PlacedTile& pt = s.tiles()[size_t(s.lastPlaced())];
  const TileType& tt = s.catalog().types[pt.type];
  float reach = targetRadius(board.tileSize()), best = reach * reach;
  int seg = -1;
  for (size_t i = 0; i < tt.segments.size(); ++i) {
    ImVec2 p = board.spotOnScreen(s, s.lastPlaced(), int(i));
    float d = (p.x - at.x) * (p.x - at.x) + (p.y - at.y) * (p.y - at.y);
    if (d <= best) {
      best = d;
      seg = int(i);
    }
  }
  if (seg < 0) return "";
  Action a;
  a.kind = Action::Meeple;
  a.x = pt.x;
  a.y = pt.y;
  a.seg = int8_t(seg);
  Refusal why = s.whyRefused(a);  // the engine decides; the words say which rule it was
  if (!why) return "";
  std::string feature = featureInWords(featureAddress(s, s.lastPlaced(), seg), kTr);
  if (why.reason == Refused::FeatureTaken)
    return fill(tr("Taken: {0} already has a meeple (the whole connected feature counts), so no meeple may go there."),
                feature);
  if (why.reason == Refused::NoMeepleLeft)
    return fill(tr("{0} has no meeples left in their supply."), ses.shownName(s.currentPlayer()));
  return fill(tr("No meeple may stand here: {0}."), feature);
}
}  // namespace

void TurnMode::input(Table& ses, BoardView& board, ImVec2) {
  ImGuiIO& io = ImGui::GetIO();
  const State& s = ses.state();
  ImVec2 m = io.MousePos;
  int bx = 0, by = 0;
  board.squareAt(m, bx, by);
  hoverX_ = bx;
  hoverY_ = by;
  if (ImGui::IsMouseClicked(0)) {
    pressAt_ = m;
    dragging_ = false;
  }
  if (ImGui::IsMouseDown(0)) {
    if (!dragging_ && (std::fabs(m.x - pressAt_.x) + std::fabs(m.y - pressAt_.y)) > 6) dragging_ = true;
    if (dragging_) board.pan(io.MouseDelta);
  }
  if (ImGui::IsMouseReleased(0) && !dragging_ && ses.humanToMove()) {
    int sx = 0, sy = 0;
    if (s.step() == Step::PlaceTile) {
      if (board.selection(sx, sy) && bx == sx && by == sy) {
        board.confirm(ses);  // a second tap on the chosen square confirms
      } else {
        int r = board.fittingRotation(s, bx, by, board.rotation());
        if (r >= 0) {
          board.choose(bx, by, r);
        } else if (std::string why = placementRefusal(s, bx, by); !why.empty()) {
          board.refused(why);  // said in the page's words (shownTexts().refusal)
        }
      }
    } else if (s.step() == Step::PlaceMeeple || s.step() == Step::Module) {
      // The meeple spot or module choice under the finger.
      std::vector<BoardTarget> targets = board.targets(ses);
      int hit = targetAt(targets, m);
      if (hit >= 0) {
        std::vector<Action> legal;
        s.legalActions(legal);
        ses.play(legal[size_t(targets[size_t(hit)].action)], nullptr);
      } else if (s.step() == Step::PlaceMeeple) {
        if (std::string why = meepleRefusal(ses, board, m); !why.empty()) board.refused(why);
      }
    }
  }
  if (ImGui::IsMouseClicked(1)) board.rotate(s, +1);
  if (ImGui::IsMouseReleased(0) && !dragging_ && ImGui::IsMousePosValid()) board.tapped();
  if (ImGui::IsMouseReleased(0)) dragging_ = false;
}

// Over the pieces: the legal squares with the tile in hand, the spots and choices, and what the
// pointer is over, explained (with why the tile may not go on the hovered square).
void TurnMode::overlay(Table& ses, BoardView& board, ImDrawList* dl) {
  float pulse = choicesPulse(ses, board);
  drawPlacement(ses, board, dl, pulse);
  const State& st = ses.state();
  if (ses.humanToMove() && st.step() == Step::PlaceTile && st.currentTile() >= 0) board.drawNote(dl);
  std::vector<BoardTarget> targets = board.targets(ses);
  int hovered = ImGui::GetIO().WantCaptureMouse ? -1 : targetAt(targets, ImGui::GetIO().MousePos);
  board.drawTargets(ses, dl, targets, hovered, pulse);
  std::string tip = hovered >= 0 ? targets[size_t(hovered)].name : "";
  for (const std::string& more : {board.explain(ses, dl), refusalHere(ses, board)})
    if (!more.empty()) tip += (tip.empty() ? "" : "\n\n") + more;
  board.showTip(ses.state(), tip);
}

// The legal squares and choices pulse for a few seconds after they appear (a turn, a step, a
// new game), then fade to a steady highlight, so a game left alone needs no frames. Hovering,
// choosing a square or turning the tile does not start it again: the reader is already there.
// The pulse now, from 0 to 1 (0.5 when still).
float TurnMode::choicesPulse(const Table& ses, const BoardView& board) {
  const State& s = ses.state();
  bool choices = ses.humanToMove() && ((s.step() == Step::PlaceTile && s.currentTile() >= 0) ||
                                       s.step() == Step::Module || s.step() == Step::PlaceMeeple);
  const Choices choicesNow =
      choices ? Choices{&ses.game(), ses.revision(), s.turn(), int(s.step()), s.currentTile()} : Choices{};
  if (choicesNow != choicesSeen_) {
    choicesSeen_ = choicesNow;
    choicesAt_ = browser::nowMs();
  }
  double since = browser::nowMs() - choicesAt_;
  float amplitude = board.effects().motion().reduced() ? 0.0f
                    : since < 2500                     ? 1.0f
                    : since < 3000                     ? float((3000 - since) / 500)
                                                       : 0.0f;
  float pulse = 0.5f + 0.5f * amplitude * float(std::sin(ImGui::GetTime() * 4.0));
  // The pulse is slow (a period of about 1.6 s): at 12.5 frames a second a legal square's light
  // changes by about 7 of 255 in opacity from one frame to the next (a choice's disc by about 14),
  // and a new choice costs at most 37 frames (70 at twenty a second for 3.5 s, as before; a phone
  // drawing it at sixty would draw 180).
  if (choices && amplitude > 0) frameAt(browser::nowMs() + kPulseStepMs);
  return pulse;
}

// The legal squares of the tile in hand, highlighted; the chosen or hovered one shows the tile.
void TurnMode::drawPlacement(const Table& ses, BoardView& board, ImDrawList* dl, float pulse) const {
  const State& s = ses.state();
  if (!ses.humanToMove() || s.step() != Step::PlaceTile || s.currentTile() < 0) return;
  const Catalog& cat = s.catalog();
  float size = board.tileSize(), half = size * 0.5f;
  std::vector<Action> legal;
  s.legalPlacements(s.currentTile(), legal);
  for (size_t i = 0; i < legal.size(); ++i) {
    if (i > 0 && legal[i].x == legal[i - 1].x && legal[i].y == legal[i - 1].y) continue;
    ImVec2 c = board.screenOf(legal[i].x, legal[i].y);
    dl->AddRectFilled(ImVec2(c.x - half + 3, c.y - half + 3), ImVec2(c.x + half - 3, c.y + half - 3),
                      IM_COL32(255, 255, 210, int(50 + 40 * pulse)), 4);
    dl->AddRect(ImVec2(c.x - half + 3, c.y - half + 3), ImVec2(c.x + half - 3, c.y + half - 3),
                IM_COL32(255, 255, 230, 200), 4, 0, 2);
  }
  int px = hoverX_, py = hoverY_, sx = 0, sy = 0;
  bool selected = board.selection(sx, sy);  // the chosen square, else the hovered one
  if (selected) {
    px = sx;
    py = sy;
  }
  int r = selected ? board.rotation() : board.fittingRotation(s, px, py, board.rotation());
  if (r >= 0 && (selected || !ImGui::GetIO().WantCaptureMouse)) {
    ImVec2 c = board.screenOf(px, py);
    paintTile(dl, cat.types[size_t(s.currentTile())], r, c, size, TileLook{selected ? 0.95f : 0.7f, styleOf(cat)});
    if (selected)
      dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), IM_COL32(255, 215, 0, 255), 2, 0, 4);
  }
}

// Why the tile in hand may not go on the hovered square in any rotation, in the reader's words,
// when a module forbids a placement whose edges match (a course the tiles must follow) and nothing
// else on the page says so already; "" otherwise.
std::string TurnMode::refusalHere(const Table& ses, const BoardView& board) const {
  const State& s = ses.state();
  int sx = 0, sy = 0;
  if (!ses.humanToMove() || s.step() != Step::PlaceTile || s.currentTile() < 0 || board.selection(sx, sy) ||
      ImGui::GetIO().WantCaptureMouse || board.refusalSaid(hoverX_, hoverY_))
    return "";
  Refusal why = s.squareRefusal(s.currentTile(), hoverX_, hoverY_);
  return why.reason == Refused::ModuleRule ? fill(tr("Not here: {0}"), refusalInWords(why)) : "";
}

}  // namespace carc::render
