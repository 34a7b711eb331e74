// Paints a tile from its manifest with ImGui's draw list: fields, roads, cities with walls and
// shields, monasteries, junction houses, and what the expansions add (ExpansionView::paintTile).
// Every tile — set or custom — can be drawn this way.
#pragma once
#include <string>
#include <vector>

#include "engine/tile.h"
#include "imgui.h"
#include "render/draw/canvas.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

struct TileLook {
  float alpha = 1.0f;
  TileStyle style;            // the palette (the game's core deck look)
  bool forcePainter = false;  // ignore art files (tests, custom look)
};

// Registers art for a tile id: a cell of an uploaded texture. Tiles without art are painted.
void setTileArt(const std::string& id, ImTextureID texture, ImVec2 uv0, ImVec2 uv1);
bool hasTileArt(const std::string& id);
void clearTileArt();  // every tile is painted again (until new art comes), its art asked for again
// The art is drawn only for tiles the page shows: a tile painted without its art asks for it once,
// as its id or, in a snowy game, as "<id>@snow|<id>" (the snowy look where its set has one, else its
// own art, which the shell then also names "<id>@snow"); the app hands what was asked since
// the last frame to the shell, which draws the set of the first id it has art for. Ids with no art
// are asked once and never come.
std::vector<std::string> takeWantedTileArt();
// Asks for the art of every tile of a game's deck at once, so a tile that comes into play later (a
// base tile after the river) has its art when it is first shown.
void wantTileArtOf(const std::vector<TileType>& types, const TileStyle& style);
// The WebGL context is lost: the art's texture is gone, so tiles are painted until the shell
// hands the art over again (tile_art.cpp).
void releaseTileArt();

// Draws `t` turned `rot` quarter turns clockwise, centred at `c`, `size` pixels wide.
void paintTile(ImDrawList* dl, const TileType& t, int rot, ImVec2 c, float size, const TileLook& look = {});

// Where a meeple on segment `seg` stands, in board coordinates relative to the tile centre
// (units of tile size, -0.5..0.5).
ImVec2 meepleSpot(const TileType& t, int seg, int rot);

// A meeple figure in a player's colour, `h` pixels tall, lying down for farmers, with the
// player's mark on its body (see paintMark; -1: none).
void paintMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, bool farmer, float alpha = 1.0f, int player = -1,
                 const FigureLook& look = {});
// The look of a kind of follower (Catalog::figures' name) from the view that owns it; the meeple's
// when none does.
FigureLook figureLookOf(const std::string& figure);

// The mark of a player, so players are told apart without their colours: a circle, square,
// triangle, diamond, star or cross (by seat), `r` pixels from the middle, in the ink that reads on
// `background` (the player's colour).
void paintMark(ImDrawList* dl, ImVec2 c, float r, int player, ImU32 background, float alpha = 1.0f);
// The ink that reads on a player's colour: near-white on dark colours, near-black on light ones.
ImU32 inkOn(ImU32 background);

// Fills a polygon that is star-shaped around `centre` (cities, meeples: not always convex).
void fillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 colour);

// A Canvas on an ImGui draw list: either a tile (tile space turned `rot` quarter turns clockwise,
// centred at `c`, `size` pixels wide) or, with screen(), plain pixels. Every colour is faded by
// `alpha`.
class DrawListCanvas : public Canvas {
 public:
  DrawListCanvas(ImDrawList* dl, ImVec2 c, float size, int rot, float alpha = 1.0f)
      : dl_(dl), c_(c), size_(size), rot_(rot & 3), alpha_(alpha), tile_(true) {}
  static DrawListCanvas screen(ImDrawList* dl) {
    DrawListCanvas k(dl, ImVec2(0, 0), 1.0f, 0);
    k.tile_ = false;
    return k;
  }
  void stroke(const Polyline& line, const Pen& pen, bool closed = false) override;
  void fill(const Polyline& outline, Rgba colour, const Pt* centre = nullptr) override;
  void disc(Pt centre, float radius, Rgba colour) override;
  void circle(Pt centre, float radius, const Pen& pen) override;
  ImVec2 map(Pt p) const;

 private:
  ImU32 col(Rgba c) const;
  float px(float w) const { return w * size_; }
  ImDrawList* dl_;
  ImVec2 c_;
  float size_;
  int rot_;
  float alpha_;
  bool tile_;
};

}  // namespace carc::render
