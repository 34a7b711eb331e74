// The board: camera (pan, zoom, centre), tiles and meeples, the legal squares of the tile in
// hand, the placement preview, and the meeple spots; clicks and taps become actions. What an
// expansion adds (its pieces, its choices, hover explanations) its view draws (expansion_view.h).
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "imgui.h"
#include "render/board/board_mode.h"
#include "render/board/feature_labels.h"
#include "render/board/move_effects.h"
#include "render/draw/board_layout.h"
#include "render/table/table.h"
#include "render/widgets/board_targets.h"

namespace carc::render {

class BoardView {
 public:
  // The board this frame, doing what `mode` does: the game's turn (TurnMode), the editor setting up
  // or recording (editor/): the mode has the pointer and draws over the pieces.
  void draw(Table& s, BoardMode& mode, ImDrawList* dl, ImVec2 size);
  // The whole board (and the legal squares) as big as fits: asked for ("Centre board", the end).
  void centre(const State& s, ImVec2 size);
  // What the camera frames by itself: the whole board if it fits at a readable size, else the
  // action (the last tile, the legal squares nearest it) at the smallest readable size.
  void frame(const State& s, ImVec2 size);
  float minTileSize() const;    // the smallest tile the camera shows unasked (64 px; 48 on a phone)
  float leastTileSize() const;  // smaller still, to keep every legal square clear of the windows
  void zoomBy(float factor, ImVec2 around);
  void rotate(const State& s, int dir);
  bool confirm(Table& s);
  void cancel() { selected_ = false; }
  bool hasSelection() const { return selected_; }
  bool selection(int& x, int& y) const {  // the chosen square, if any
    x = selX_;
    y = selY_;
    return selected_;
  }
  int rotation() const { return rot_; }
  // Chooses square (x, y) for the tile in hand, turned `rot`.
  void choose(int x, int y, int rot) {
    selected_ = true;
    selX_ = x;
    selY_ = y;
    rot_ = rot;
  }
  // The first rotation from `from` on that the tile in hand fits square (x, y) in, or -1.
  int fittingRotation(const State& s, int x, int y, int from) const;
  // A new tile in hand starts at a rotation that fits somewhere on the board (the first from 0).
  void followHand(const State& s);
  ImVec2 screenOf(int x, int y) const;                 // centre of a square on screen
  void squareAt(ImVec2 screen, int& x, int& y) const;  // the square under a screen point
  // Pans so the square and `margin` squares around it lie in the safe area (no zoom).
  void reveal(int x, int y, float margin) {
    showOnScreen(Box{x - 0.5f - margin, y - 0.5f - margin, x + 0.5f + margin, y + 0.5f + margin}, false);
  }
  void pan(ImVec2 pixels) { origin_ = ImVec2(origin_.x - pixels.x / size_, origin_.y - pixels.y / size_); }
  ImVec2 spotOnScreen(const State& s, int tile, int seg) const;                     // a feature's meeple spot on screen
  ImVec2 choiceOnScreen(const State& s, const Action& a, int tile, int seg) const;  // a module choice
  float tileSize() const { return size_; }
  void outlineFeature(const State& s, ImDrawList* dl, int tile, int seg, ImU32 colour) const;  // its tiles, lit
  // A tile to highlight (hovered event in the log), or -1.
  int highlightTile = -1;
  // Pixels at the bottom covered by a docked panel (embed mode): the board fits above them.
  float bottomInset = 0;
  // A panel's rectangle this frame, as each window reports it. Docked panels define the safe area the board
  // keeps its choices in; an overlay opened on demand (the phone's sheet) does not.
  void cover(ImVec2 min, ImVec2 max, bool docked = true);
  void panelsDone();  // every panel of this frame is drawn: the next frames and page calls use them
  // The part of the view the docked panels leave free (as the last frame laid them out).
  Box safeArea() const;
  struct Panel {
    Box box;
    bool docked;
  };
  const std::vector<Panel>& panels() const { return panels_; }
  // A refusal already said in a box at square (x, y) this frame (the editor's Record stage): the
  // hover tip does not say it a second time.
  void refusalSaidAt(int x, int y) { saidNow_ = Said{true, x, y}; }
  bool refusalSaid(int x, int y) const { return said_.on && said_.x == x && said_.y == y; }  // last frame
  // A tap (a press and release that did not pan) on the board this frame, as the mode saw it.
  void tapped() { tapped_ = true; }
  // A click or tap the engine refuses (the tile in hand where it fits in no rotation, a meeple where
  // none may stand), in the reader's words, and how many there have been: the page's words say each
  // one once (shownTexts().refusal), the same refusal twice twice.
  void refused(const std::string& words) {
    refusal_ = words;
    ++refusals_;
  }
  const std::string& lastRefusal() const { return refusal_; }
  int refusals() const { return refusals_; }
  // Layers a mode draws over the pieces (board_view.cpp):
  // the spots and choices of the step (targets()), `hovered` lit, pulsing by `pulse` (0 to 1);
  void drawTargets(const Table& s, ImDrawList* dl, const std::vector<BoardTarget>& targets, int hovered,
                   float pulse) const;
  // what the pointer is over, as the expansions explain it (their overlays drawn), "" for nothing;
  std::string explain(const Table& s, ImDrawList* dl);
  // that explanation and the mode's as one tip: beside the pointer, or where a tap pinned it;
  void showTip(const State& s, const std::string& tip);
  // the note under the chosen square ("only this way round fits"), while it lasts.
  void drawNote(ImDrawList* dl);
  const std::string& shownTip() const { return tip_; }  // the hover tip drawn last, "" for none
  // The note drawn beside the chosen square last frame ("only this way round fits"), "" for none.
  const std::string& shownNote() const { return noteShown_; }
  const Box& shownTipBox() const { return tipBox_; }  // where it was drawn (screen pixels)
  // A demo's marks drawn last (the start tile, its labels).
  const std::vector<DrawnLabel>& shownLabels() const { return labels_; }
  // The point a tap pinned the board's explanation to (a reader without a mouse), if any.
  bool tipPinned(ImVec2& at) const {
    at = screenOfBoard(pin_);
    return pinned_;
  }
  bool tipHushed() const { return hushed_; }
  // The choices of the step on the board for the player to move, spread to a fingertip apart.
  std::vector<BoardTarget> targets(const Table& s) const;
  // What the last move did, made visible (and audible); the windows tell it where the chips are.
  MoveEffects& effects() { return effects_; }
  const MoveEffects& effects() const { return effects_; }

 private:
  bool legalAt(const State& s, int x, int y, int rot) const;
  void handleInput(Table& s, BoardMode& mode, ImVec2 view);
  // The layers draw() paints, bottom to top (board_view.cpp).
  void drawGrid(ImDrawList* dl) const;
  void drawTiles(const Table& s, ImDrawList* dl);
  void drawPieces(const Table& s, const BoardMode& mode, ImDrawList* dl);
  int tipCorner(const State& s, const std::string& tip, ImVec2 at, float width) const;
  void followGame(const Table& s);
  void keepInView(const State& s);  // the legal squares inside the safe area, zooming out only if needed
  // The legal squares on the canvas and under no window at tiles of `size` px, panned as little as
  // can be; false when no pan does it.
  bool clearOfWindows(const std::vector<std::pair<int, int>>& squares, float size);
  // The last move and the legal squares nearest it that fit (and, with withTiles, the tiles nearest it).
  Box actionBox(const State& s, Box safe, bool withTiles = false) const;
  void showOnScreen(Box board, bool zoomOut);  // a board rectangle (in squares) into the safe area
  // An embedded demo: the part of the board its steps touch, at a size where its symbols read.
  void frameEmbed(const State& s);
  float embedTileSize() const;
  ImVec2 screenOfBoard(ImVec2 b) const {  // a board point (in squares) on screen
    return ImVec2(view_.x * 0.5f + (b.x - origin_.x) * size_, view_.y * 0.5f + (b.y - origin_.y) * size_);
  }
  ImVec2 origin_{0, 0};  // board position (in tiles) at the middle of the view
  float size_ = 96.0f;   // pixels per tile
  ImVec2 view_{0, 0};
  bool centred_ = false;
  size_t seenTiles_ = 0;                   // tiles on the board last frame
  std::vector<Panel> panels_, panelsNow_;  // last frame's panels; this frame's, as they come
  Box seenSafe_;
  long seenTurn_ = -1;  // the step the camera last fitted
  bool seenOver_ = false;
  bool selected_ = false;
  int selX_ = 0, selY_ = 0, rot_ = 0;
  struct Said {
    bool on = false;
    int x = 0, y = 0;
  } said_, saidNow_;  // last frame's refusal said elsewhere; this frame's
  std::string tip_;
  std::string refusal_;  // the last click or tap refused, in words (refused())
  int refusals_ = 0;
  // Turning the tile on a square where only one rotation fits says so for a moment, not nothing.
  std::string note_, noteShown_;
  double noteUntil_ = 0;
  Box tipBox_{0, 0, 0, 0};
  std::vector<DrawnLabel> labels_;
  bool tapped_ = false;  // a tap (press and release, no drag) on the board this frame
  bool pinned_ = false;  // the explanation stays where a tap asked for it, until the next tap
  ImVec2 pin_{0, 0};     // that point, in squares
  // The tap that let go of it: no hover explanation there until the pointer moves (a finger
  // lifted leaves the pointer where it was).
  bool hushed_ = false;
  ImVec2 hushAt_{0, 0};
  // The squares a demo's moves take (from its scenario): what an embed frames first.
  std::vector<std::pair<int, int>> demoSquares_;
  long handSeen_ = -1;  // the turn and tile in hand the rotation was chosen for
  MoveEffects effects_;
};

}  // namespace carc::render
