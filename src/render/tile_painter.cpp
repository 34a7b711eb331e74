#include "tile_painter.h"

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "tile_geometry.h"

namespace carc::render {

namespace {

struct ArtCell {
  ImTextureID texture;
  ImVec2 uv0, uv1;
};
std::map<std::string, ArtCell>& artCells() {
  static std::map<std::string, ArtCell> cells;
  return cells;
}

ImU32 withAlpha(ImU32 c, float a) {
  ImU32 alpha = ImU32(float((c >> IM_COL32_A_SHIFT) & 0xFF) * a);
  return (c & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
}

// Tile space to the screen: turned `rot` quarter turns clockwise, centred at `c`.
struct Frame {
  ImVec2 c;
  float size;
  int rot;
  ImVec2 operator()(Pt p) const {
    Pt q = turnAboutCentre(p, rot);
    return ImVec2(c.x + q.x * size, c.y + q.y * size);
  }
};

void polyline(ImDrawList* dl, const Frame& f, const Polyline& pts, ImU32 col, float thick) {
  std::vector<ImVec2> run;
  for (Pt p : pts) run.push_back(f(p));
  if (run.size() >= 2) dl->AddPolyline(run.data(), int(run.size()), col, 0, thick);
}

void paintFromManifest(ImDrawList* dl, const TileType& t, const Frame& f, const TileLook& look) {
  float a = look.alpha, size = f.size;
  ImU32 grass = look.winter ? IM_COL32(226, 234, 240, 255) : IM_COL32(132, 178, 82, 255);
  ImU32 grassDark = look.winter ? IM_COL32(200, 212, 224, 255) : IM_COL32(112, 156, 66, 255);
  ImU32 cityFill = look.winter ? IM_COL32(214, 196, 170, 255) : IM_COL32(222, 188, 130, 255);
  ImU32 roof = IM_COL32(168, 67, 44, 255);
  ImU32 roofLight = IM_COL32(207, 106, 72, 255);
  ImU32 wall = IM_COL32(120, 92, 60, 255);
  ImU32 road = IM_COL32(242, 232, 206, 255);
  ImU32 roadEdge = IM_COL32(150, 128, 96, 255);
  ImU32 plaster = IM_COL32(240, 230, 208, 255);

  ImVec2 tl = f({0, 0}), br = f({1, 1});
  ImVec2 lo(std::min(tl.x, br.x), std::min(tl.y, br.y)), hi(std::max(tl.x, br.x), std::max(tl.y, br.y));
  dl->AddRectFilled(lo, hi, withAlpha(grass, a));
  // Tufts of grass placed from the tile id, so every copy of a tile looks the same.
  unsigned h = 2166136261u;
  for (char ch : t.id) h = (h ^ unsigned(char(ch))) * 16777619u;
  float tuft = size * 0.02f, line = std::max(1.0f, size * 0.012f);
  for (int i = 0; i < 6; ++i) {
    h = h * 1103515245u + 12345u;
    float x = 0.12f + 0.76f * float((h >> 8) & 255) / 255.f;
    h = h * 1103515245u + 12345u;
    float y = 0.12f + 0.76f * float((h >> 8) & 255) / 255.f;
    ImVec2 p = f({x, y});
    dl->AddLine(ImVec2(p.x - tuft, p.y + tuft), ImVec2(p.x, p.y - tuft), withAlpha(grassDark, a), line);
    dl->AddLine(ImVec2(p.x + tuft, p.y + tuft), ImVec2(p.x, p.y - tuft), withAlpha(grassDark, a), line);
  }

  TileGeometry g = tileGeometry(t);
  // Roads under cities, so a road ends at the city gate.
  float rw = size * 0.11f;
  for (const Polyline& p : g.roads) polyline(dl, f, p, withAlpha(roadEdge, a), rw + std::max(2.0f, size * 0.03f));
  for (const Polyline& p : g.roads) polyline(dl, f, p, withAlpha(road, a), rw);
  if (g.roundabout) dl->AddCircleFilled(f({0.5f, 0.5f}), size * 0.12f, withAlpha(road, a));
  if (g.lake) {
    ImU32 water = look.winter ? IM_COL32(150, 190, 220, 255) : IM_COL32(80, 150, 210, 255);
    dl->AddCircleFilled(f({0.5f, 0.5f}), size * 0.25f, withAlpha(IM_COL32(60, 110, 70, 255), a), 32);
    dl->AddCircleFilled(f({0.5f, 0.5f}), size * 0.23f, withAlpha(water, a), 32);
    for (const Polyline& p : g.roads)  // a wooden pier at each jetty
      dl->AddLine(f(p.back()), f({p.back().x + (0.5f - p.back().x) * 0.35f, p.back().y + (0.5f - p.back().y) * 0.35f}),
                  withAlpha(IM_COL32(120, 80, 40, 255), a), size * 0.06f);
  }

  size_t ci = 0;
  for (const Segment& s : t.segments) {
    if (s.kind != FeatureKind::City) continue;
    const CityGeometry& cg = g.cities[ci++];
    std::vector<ImVec2> pts;
    for (Pt p : cg.outline) pts.push_back(f(p));
    fillStar(dl, pts.data(), int(pts.size()), f(cg.centre), withAlpha(cityFill, a));
    for (const Polyline& w : cg.walls) polyline(dl, f, w, withAlpha(wall, a), std::max(2.0f, size * 0.045f));
    for (int i = 0; i < 3; ++i) {  // a few roofs seen from above
      ImVec2 p = f({cg.centre.x + float(i - 1) * 0.09f, cg.centre.y + ((i == 1) ? -0.03f : 0.03f)});
      float hs = size * 0.03f;
      dl->AddRectFilled(ImVec2(p.x - hs, p.y - hs), ImVec2(p.x, p.y + hs), withAlpha(roof, a));
      dl->AddRectFilled(ImVec2(p.x, p.y - hs), ImVec2(p.x + hs, p.y + hs), withAlpha(roofLight, a));
    }
    for (int k = 0; k < s.shields; ++k) {
      ImVec2 p = f({cg.centre.x + 0.12f, cg.centre.y + 0.09f + 0.02f * float(k)});
      float w = size * 0.06f;
      ImVec2 sh[5] = {{p.x - w, p.y - w},
                      {p.x + w, p.y - w},
                      {p.x + w, p.y + w * 0.2f},
                      {p.x, p.y + w * 1.2f},
                      {p.x - w, p.y + w * 0.2f}};
      dl->AddConvexPolyFilled(sh, 5, withAlpha(IM_COL32(40, 80, 170, 255), a));
      dl->AddPolyline(sh, 5, withAlpha(IM_COL32(250, 250, 250, 255), a), ImDrawFlags_Closed, line);
    }
  }
  if (g.junctionHouse) {
    ImVec2 p = f({0.5f, 0.5f});
    float hs = size * 0.08f;
    dl->AddRectFilled(ImVec2(p.x - hs, p.y - hs * 0.8f), ImVec2(p.x, p.y + hs * 0.8f), withAlpha(roof, a));
    dl->AddRectFilled(ImVec2(p.x, p.y - hs * 0.8f), ImVec2(p.x + hs, p.y + hs * 0.8f), withAlpha(roofLight, a));
  }
  if (t.gingerbread) {  // the gingerbread symbol marks the tiles that move the figure
    ImVec2 p = f({0.78f, 0.78f});
    float u = size * 0.05f;
    ImU32 ginger = withAlpha(IM_COL32(181, 100, 44, 255), a);
    dl->AddCircleFilled(ImVec2(p.x, p.y - u * 1.3f), u * 0.8f, ginger);
    dl->AddRectFilled(ImVec2(p.x - u * 0.7f, p.y - u * 0.6f), ImVec2(p.x + u * 0.7f, p.y + u * 1.1f), ginger, u * 0.3f);
    dl->AddLine(ImVec2(p.x - u * 1.6f, p.y - u * 0.2f), ImVec2(p.x + u * 1.6f, p.y - u * 0.2f), ginger, u * 0.6f);
  }
  for (size_t i = 0; i < t.signposts.size(); ++i) {  // arrows beside the roads (custom tiles)
    const Signpost& sp = t.signposts[i];
    const float ix[4] = {0, -1, 0, 1}, iy[4] = {1, 0, -1, 0};
    Pt plate = signpostPlateInTile(t, int(i));
    Pt out{-ix[sp.edge] * 0.06f, -iy[sp.edge] * 0.06f};  // towards the edge
    // Left of a heading (x, y) on screen (y down) is (y, -x); right is (-y, x).
    Pt turn{sp.type == SignpostType::Left    ? out.y
            : sp.type == SignpostType::Right ? -out.y
                                             : out.x,
            sp.type == SignpostType::Left    ? -out.x
            : sp.type == SignpostType::Right ? out.x
                                             : out.y};
    dl->AddCircleFilled(f(plate), size * 0.065f, withAlpha(IM_COL32(251, 247, 234, 255), a), 16);
    dl->AddCircle(f(plate), size * 0.065f, withAlpha(IM_COL32(58, 50, 40, 255), a), 16, line);
    Pt from{plate.x - out.x * 0.6f, plate.y - out.y * 0.6f}, mid{plate.x + out.x * 0.2f, plate.y + out.y * 0.2f};
    Pt tip{mid.x + turn.x * 0.6f, mid.y + turn.y * 0.6f};
    dl->AddLine(f(from), f(mid), withAlpha(IM_COL32(29, 42, 90, 255), a), line * 1.5f);
    dl->AddLine(f(mid), f(tip), withAlpha(IM_COL32(29, 42, 90, 255), a), line * 1.5f);
    dl->AddCircleFilled(f(tip), line * 1.6f, withAlpha(IM_COL32(29, 42, 90, 255), a));
  }
  if (g.deadEnd) dl->AddCircleFilled(f({0.5f, 0.5f}), size * 0.07f, withAlpha(IM_COL32(60, 110, 50, 255), a));
  if (t.monastery) {  // a church seen from above
    auto rect = [&](Pt p0, Pt p1, ImU32 col) {
      ImVec2 a0 = f(p0), a1 = f(p1);
      dl->AddRectFilled(ImVec2(std::min(a0.x, a1.x), std::min(a0.y, a1.y)),
                        ImVec2(std::max(a0.x, a1.x), std::max(a0.y, a1.y)), withAlpha(col, a));
    };
    rect({0.38f, 0.28f}, {0.50f, 0.74f}, roof);
    rect({0.50f, 0.28f}, {0.62f, 0.74f}, roofLight);
    rect({0.28f, 0.40f}, {0.72f, 0.46f}, roof);
    rect({0.28f, 0.46f}, {0.72f, 0.52f}, roofLight);
    rect({0.43f, 0.66f}, {0.57f, 0.80f}, IM_COL32(138, 122, 102, 255));
  }
}

}  // namespace

void setTileArt(const std::string& id, ImTextureID texture, ImVec2 uv0, ImVec2 uv1) {
  artCells()[id] = ArtCell{texture, uv0, uv1};
}

bool hasTileArt(const std::string& id) { return artCells().count(id) > 0; }

void fillStar(ImDrawList* dl, const ImVec2* pts, int n, ImVec2 centre, ImU32 colour) {
  if (n < 3) return;
  ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve(n * 3, n + 1);
  unsigned int base = dl->_VtxCurrentIdx;
  dl->PrimWriteVtx(centre, uv, colour);
  for (int i = 0; i < n; ++i) dl->PrimWriteVtx(pts[i], uv, colour);
  for (int i = 0; i < n; ++i) {
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + unsigned(i)));
    dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1 + unsigned((i + 1) % n)));
  }
}

void paintTile(ImDrawList* dl, const TileType& t, int rot, ImVec2 c, float size, const TileLook& look) {
  Frame f{c, size, rot & 3};
  auto art = artCells().find(t.id);
  if (art != artCells().end() && !look.forcePainter) {
    // The tile's art, turned: the art's top-left corner goes where tile space (0,0) goes.
    const ArtCell& a = art->second;
    ImU32 tint = withAlpha(IM_COL32_WHITE, look.alpha);
    dl->AddImageQuad(a.texture, f({0, 0}), f({1, 0}), f({1, 1}), f({0, 1}), ImVec2(a.uv0.x, a.uv0.y),
                     ImVec2(a.uv1.x, a.uv0.y), ImVec2(a.uv1.x, a.uv1.y), ImVec2(a.uv0.x, a.uv1.y), tint);
    return;
  }
  paintFromManifest(dl, t, f, look);
}

ImVec2 meepleSpot(const TileType& t, int seg, int rot) {
  Pt q = turnAboutCentre(meepleSpotInTile(t, seg), rot);
  return ImVec2(q.x, q.y);
}

void paintFerry(ImDrawList* dl, int edgeMask, ImVec2 c, float size, float alpha) {
  int e[2], n = 0;
  for (int k = 0; k < 4 && n < 2; ++k)
    if (edgeMask & (1 << k)) e[n++] = k;
  if (n != 2) return;
  // The mask is in board orientation: draw in board space (rotation 0).
  Frame f{c, size, 0};
  Polyline route = ferryRoute(e[0], e[1]);
  std::vector<ImVec2> pts;
  for (Pt p : route) pts.push_back(f(p));
  dl->AddPolyline(pts.data(), int(pts.size()), withAlpha(IM_COL32(255, 255, 255, 200), alpha), 0,
                  std::max(1.0f, size * 0.015f));
  // The boat at the middle of the route, along it.
  size_t m = pts.size() / 2;
  ImVec2 p = pts[m], q = pts[std::min(pts.size() - 1, m + 1)];
  float dx = q.x - p.x, dy = q.y - p.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1e-3f) return;
  dx /= len;
  dy /= len;
  float L = size * 0.16f, W = size * 0.06f;
  ImVec2 hull[6] = {{p.x + dx * L, p.y + dy * L},
                    {p.x + dx * L * 0.5f - dy * W, p.y + dy * L * 0.5f + dx * W},
                    {p.x - dx * L * 0.8f - dy * W, p.y - dy * L * 0.8f + dx * W},
                    {p.x - dx * L, p.y - dy * L},
                    {p.x - dx * L * 0.8f + dy * W, p.y - dy * L * 0.8f - dx * W},
                    {p.x + dx * L * 0.5f + dy * W, p.y + dy * L * 0.5f - dx * W}};
  dl->AddConvexPolyFilled(hull, 6, withAlpha(IM_COL32(140, 90, 45, 255), alpha));
  dl->AddPolyline(hull, 6, withAlpha(IM_COL32(70, 40, 20, 255), alpha), ImDrawFlags_Closed,
                  std::max(1.0f, size * 0.015f));
  dl->AddRectFilled(ImVec2(p.x - W * 0.5f, p.y - W * 0.5f), ImVec2(p.x + W * 0.5f, p.y + W * 0.5f),
                    withAlpha(IM_COL32(230, 210, 170, 255), alpha));
}

void paintMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, bool farmer, float alpha) {
  static const ImVec2 kShape[] = {{-0.12f, -0.30f}, {-0.46f, -0.10f}, {-0.44f, 0.04f}, {-0.20f, 0.00f}, {-0.38f, 0.46f},
                                  {-0.08f, 0.46f},  {0.00f, 0.26f},   {0.08f, 0.46f},  {0.38f, 0.46f},  {0.20f, 0.00f},
                                  {0.44f, 0.04f},   {0.46f, -0.10f},  {0.12f, -0.30f}};
  const int n = int(sizeof(kShape) / sizeof(kShape[0]));
  ImVec2 pts[n], shadow[n];
  for (int i = 0; i < n; ++i) {
    ImVec2 q = kShape[i];
    if (farmer) q = ImVec2(-q.y * 1.05f, q.x);  // lying down
    pts[i] = ImVec2(c.x + q.x * h, c.y + q.y * h);
    shadow[i] = ImVec2(pts[i].x + h * 0.05f, pts[i].y + h * 0.06f);
  }
  ImVec2 head = farmer ? ImVec2(c.x + 0.44f * h, c.y) : ImVec2(c.x, c.y - 0.44f * h);
  ImU32 col = withAlpha(colour, alpha), outline = withAlpha(IM_COL32(25, 25, 25, 230), alpha);
  fillStar(dl, shadow, n, ImVec2(c.x + h * 0.05f, c.y + h * 0.06f), withAlpha(IM_COL32(0, 0, 0, 70), alpha));
  fillStar(dl, pts, n, c, col);
  dl->AddCircleFilled(head, h * 0.17f, col, 16);
  dl->AddPolyline(pts, n, outline, ImDrawFlags_None, std::max(1.0f, h * 0.05f));
  dl->AddCircle(head, h * 0.17f, outline, 16, std::max(1.0f, h * 0.05f));
}

}  // namespace carc::render
