// Paints a tile from its manifest with ImGui's draw list: fields, roads, cities with walls and
// shields, monasteries, junction houses. Every tile — set or custom — can be drawn this way.
#pragma once
#include <string>

#include "engine/tile.h"
#include "imgui.h"

namespace carc::render {

struct TileLook {
  float alpha = 1.0f;
  bool winter = false;
  bool forcePainter = false;  // ignore art files (tests, custom look)
};

// Registers art for a tile id: a cell of an uploaded texture. Tiles without art are painted.
void setTileArt(const std::string& id, ImTextureID texture, ImVec2 uv0, ImVec2 uv1);
bool hasTileArt(const std::string& id);

// Draws `t` turned `rot` quarter turns clockwise, centred at `c`, `size` pixels wide.
void paintTile(ImDrawList* dl, const TileType& t, int rot, ImVec2 c, float size, const TileLook& look = {});

// Where a meeple on segment `seg` stands, in board coordinates relative to the tile centre
// (units of tile size, -0.5..0.5).
ImVec2 meepleSpot(const TileType& t, int seg, int rot);

// A ferry on a lake: a boat on its route between the two jetty edges (bit mask, board orientation).
void paintFerry(ImDrawList* dl, int edgeMask, ImVec2 c, float size, float alpha = 1.0f);

// A meeple figure in a player's colour, `h` pixels tall, lying down for farmers.
void paintMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, bool farmer, float alpha = 1.0f);

// Fills a polygon that is star-shaped around `centre` (cities, meeples: not always convex).
void fillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 colour);

}  // namespace carc::render
