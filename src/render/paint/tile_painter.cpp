#include "render/paint/tile_painter.h"

#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "render/draw/tile_geometry.h"

namespace carc::render {

namespace {

struct ArtCell {
  ImTextureID texture;
  ImVec2 uv0, uv1;
};
// The art atlases' cells: one resource of the page, loaded (and after a lost context loaded again)
// by app/tile_art.cpp; kept here, not handed down to every paint call. With them the ids
// already asked for and those not yet handed to the shell.
struct TileArt {
  std::map<std::string, ArtCell> cells;
  std::set<std::string> asked;
  std::vector<std::string> wanted;
  const void* deck = nullptr;  // the deck whose art was last asked for (wantTileArtOf)
  bool deckSnow = false;
};
TileArt& tileArt() {
  static TileArt art;
  return art;
}
std::map<std::string, ArtCell>& artCells() { return tileArt().cells; }

// A tile's art in a game of that look: in a snowy game "<id>@snow" (a set without a snowy look
// hands its own art under that name too), so a summer river never shows in a winter game.
std::string artName(const std::string& id, bool snow) { return snow ? id + "@snow" : id; }

// Asks once for a tile's art, as the ids it takes in order: its snowy look, else its own art.
void want(const std::string& id, bool snow) {
  std::string asked = snow ? id + "@snow|" + id : id;
  if (tileArt().asked.insert(asked).second) tileArt().wanted.push_back(asked);
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
  bool snow = look.style.snow;
  ImU32 grass = snow ? IM_COL32(226, 234, 240, 255) : IM_COL32(132, 178, 82, 255);
  ImU32 grassDark = snow ? IM_COL32(200, 212, 224, 255) : IM_COL32(112, 156, 66, 255);
  ImU32 cityFill = snow ? IM_COL32(214, 196, 170, 255) : IM_COL32(222, 188, 130, 255);
  ImU32 roof = IM_COL32(168, 67, 44, 255);
  ImU32 roofLight = IM_COL32(207, 106, 72, 255);
  ImU32 wall = IM_COL32(120, 92, 60, 255);
  ImU32 road = IM_COL32(242, 232, 206, 255);
  ImU32 roadEdge = IM_COL32(150, 128, 96, 255);

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

  TileGeometry g = tileGeometry(t, tileShapers());
  DrawListCanvas canvas(dl, f.c, size, f.rot, a);
  auto expansions = [&](TileLayer layer) {
    for (const ExpansionView* v : expansionViews()) v->paintTile(t, g, layer, look.style, canvas);
  };
  expansions(TileLayer::UnderRoads);
  // Roads under cities, so a road ends at the city gate.
  float rw = size * 0.11f;
  for (const Polyline& p : g.roads) polyline(dl, f, p, withAlpha(roadEdge, a), rw + std::max(2.0f, size * 0.03f));
  for (const Polyline& p : g.roads) polyline(dl, f, p, withAlpha(road, a), rw);
  if (g.roundabout) dl->AddCircleFilled(f({0.5f, 0.5f}), size * 0.12f, withAlpha(road, a));
  expansions(TileLayer::OverRoads);

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
  if (g.deadEnd) dl->AddCircleFilled(f({0.5f, 0.5f}), size * 0.07f, withAlpha(IM_COL32(60, 110, 50, 255), a));
  if (t.monastery) {  // a church seen from above, at its place and size
    auto rect = [&](Pt p0, Pt p1, ImU32 col) {
      auto at = [&](Pt p) {
        return f({g.monastery.x + (p.x - 0.5f) * g.monasteryScale, g.monastery.y + (p.y - 0.5f) * g.monasteryScale});
      };
      ImVec2 a0 = at(p0), a1 = at(p1);
      dl->AddRectFilled(ImVec2(std::min(a0.x, a1.x), std::min(a0.y, a1.y)),
                        ImVec2(std::max(a0.x, a1.x), std::max(a0.y, a1.y)), withAlpha(col, a));
    };
    // Its shadow and its walls' edge, as the art has them (tools/tile_art.cpp): a building, not a cross.
    const ImU32 shadow = IM_COL32(0, 0, 0, 56);
    rect({0.41f, 0.31f}, {0.65f, 0.77f}, shadow);
    rect({0.31f, 0.43f}, {0.41f, 0.55f}, shadow);
    rect({0.65f, 0.43f}, {0.75f, 0.55f}, shadow);
    rect({0.38f, 0.28f}, {0.50f, 0.74f}, roof);
    rect({0.50f, 0.28f}, {0.62f, 0.74f}, roofLight);
    rect({0.28f, 0.40f}, {0.72f, 0.46f}, roof);
    rect({0.28f, 0.46f}, {0.72f, 0.52f}, roofLight);
    {
      const Pt plan[] = {{0.38f, 0.28f}, {0.62f, 0.28f}, {0.62f, 0.40f}, {0.72f, 0.40f},
                         {0.72f, 0.52f}, {0.62f, 0.52f}, {0.62f, 0.74f}, {0.38f, 0.74f},
                         {0.38f, 0.52f}, {0.28f, 0.52f}, {0.28f, 0.40f}, {0.38f, 0.40f}};
      ImVec2 pts[12];
      for (int i = 0; i < 12; ++i)
        pts[i] = f({g.monastery.x + (plan[i].x - 0.5f) * g.monasteryScale,
                    g.monastery.y + (plan[i].y - 0.5f) * g.monasteryScale});
      dl->AddPolyline(pts, 12, withAlpha(wall, a), ImDrawFlags_Closed,
                      std::max(1.0f, size * 0.02f * g.monasteryScale / 100.0f));
    }
    rect({0.43f, 0.66f}, {0.57f, 0.80f}, IM_COL32(138, 122, 102, 255));
  }
  expansions(TileLayer::Top);
}

}  // namespace

void setTileArt(const std::string& id, ImTextureID texture, ImVec2 uv0, ImVec2 uv1) {
  artCells()[id] = ArtCell{texture, uv0, uv1};
}

bool hasTileArt(const std::string& id) { return artCells().count(id) > 0; }

void clearTileArt() { tileArt() = TileArt{}; }

std::vector<std::string> takeWantedTileArt() {
  std::vector<std::string> ids;
  ids.swap(tileArt().wanted);
  return ids;
}

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

void wantTileArtOf(const std::vector<TileType>& types, const TileStyle& style) {
  // Once for each deck shown (the same deck is the same vector from frame to frame).
  TileArt& art = tileArt();
  if (art.deck == types.data() && art.deckSnow == style.snow) return;
  art.deck = types.data();
  art.deckSnow = style.snow;
  for (const TileType& t : types)
    if (!artCells().count(artName(t.id, style.snow))) want(t.id, style.snow);
}

void paintTile(ImDrawList* dl, const TileType& t, int rot, ImVec2 c, float size, const TileLook& look) {
  Frame f{c, size, rot & 3};
  // The art in the game's look when the set has that variant, else its own.
  auto art = artCells().end();
  if (!look.forcePainter) {
    art = artCells().find(artName(t.id, look.style.snow));
    if (art == artCells().end()) want(t.id, look.style.snow);
  }
  if (art != artCells().end()) {
    // The tile's art, turned: the art's top-left corner goes where tile space (0,0) goes.
    const ArtCell& a = art->second;
    ImU32 tint = withAlpha(IM_COL32_WHITE, look.alpha);
    dl->AddImageQuad(a.texture, f({0, 0}), f({1, 0}), f({1, 1}), f({0, 1}), ImVec2(a.uv0.x, a.uv0.y),
                     ImVec2(a.uv1.x, a.uv0.y), ImVec2(a.uv1.x, a.uv1.y), ImVec2(a.uv0.x, a.uv1.y), tint);
    return;
  }
  paintFromManifest(dl, t, f, look);
}

ImU32 DrawListCanvas::col(Rgba c) const { return IM_COL32(c.r, c.g, c.b, int(float(c.a) * alpha_)); }

ImVec2 DrawListCanvas::map(Pt p) const {
  if (!tile_) return ImVec2(p.x, p.y);
  Pt q = turnAboutCentre(p, rot_);
  return ImVec2(c_.x + q.x * size_, c_.y + q.y * size_);
}

void DrawListCanvas::stroke(const Polyline& line, const Pen& pen, bool closed) {
  std::vector<ImVec2> pts;
  for (Pt p : line) pts.push_back(map(p));
  if (pts.size() < 2) return;
  float w = std::max(1.0f, px(pen.width));
  dl_->AddPolyline(pts.data(), int(pts.size()), col(pen.colour), closed ? ImDrawFlags_Closed : 0, w);
  if (pen.round && !closed && w > 3)  // round caps
    for (ImVec2 e : {pts.front(), pts.back()}) dl_->AddCircleFilled(e, w * 0.5f, col(pen.colour));
}

void DrawListCanvas::fill(const Polyline& outline, Rgba colour, const Pt* centre) {
  if (outline.size() < 3) return;
  std::vector<ImVec2> pts;
  Pt mean{0, 0};
  for (Pt p : outline) {
    pts.push_back(map(p));
    mean.x += p.x / float(outline.size());
    mean.y += p.y / float(outline.size());
  }
  fillStar(dl_, pts.data(), int(pts.size()), map(centre ? *centre : mean), col(colour));
}

void DrawListCanvas::disc(Pt centre, float radius, Rgba colour) {
  dl_->AddCircleFilled(map(centre), px(radius), col(colour), 0);
}

void DrawListCanvas::circle(Pt centre, float radius, const Pen& pen) {
  dl_->AddCircle(map(centre), px(radius), col(pen.colour), 0, std::max(1.0f, px(pen.width)));
}

ImVec2 meepleSpot(const TileType& t, int seg, int rot) {
  Pt q = turnAboutCentre(meepleSpotInTile(t, seg, tileShapers()), rot);
  return ImVec2(q.x, q.y);
}

ImU32 inkOn(ImU32 background) {
  float luma = 0.299f * float(background & 0xFF) + 0.587f * float((background >> 8) & 0xFF) +
               0.114f * float((background >> 16) & 0xFF);
  // Near-black on light colours, white on dark ones.
  return luma > 150 ? IM_COL32(25, 25, 25, 255) : IM_COL32(255, 255, 255, 255);
}

void paintMark(ImDrawList* dl, ImVec2 c, float r, int player, ImU32 background, float alpha) {
  if (player < 0) return;
  ImU32 ink = withAlpha(inkOn(background), alpha);
  switch (player % 6) {
    case 0:
      dl->AddCircleFilled(c, r * 0.8f, ink, 16);
      break;
    case 1:
      dl->AddRectFilled(ImVec2(c.x - r * 0.72f, c.y - r * 0.72f), ImVec2(c.x + r * 0.72f, c.y + r * 0.72f), ink);
      break;
    case 2:
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r * 0.95f, c.y + r * 0.7f),
                            ImVec2(c.x - r * 0.95f, c.y + r * 0.7f), ink);
      break;
    case 3: {
      ImVec2 d[4] = {{c.x, c.y - r}, {c.x + r * 0.8f, c.y}, {c.x, c.y + r}, {c.x - r * 0.8f, c.y}};
      dl->AddConvexPolyFilled(d, 4, ink);
      break;
    }
    case 4: {  // a five-pointed star
      ImVec2 pts[10];
      for (int i = 0; i < 10; ++i) {
        float a = -1.5708f + float(i) * 0.6283f, k = (i % 2) ? r * 0.45f : r * 1.05f;
        pts[i] = ImVec2(c.x + std::cos(a) * k, c.y + std::sin(a) * k);
      }
      fillStar(dl, pts, 10, c, ink);
      break;
    }
    default: {
      float k = r * 0.75f, w = std::max(1.5f, r * 0.5f);
      dl->AddLine(ImVec2(c.x - k, c.y - k), ImVec2(c.x + k, c.y + k), ink, w);
      dl->AddLine(ImVec2(c.x + k, c.y - k), ImVec2(c.x - k, c.y + k), ink, w);
    }
  }
}

FigureLook figureLookOf(const std::string& figure) {
  FigureLook look;
  for (const ExpansionView* v : expansionViews())
    if (v->figureLook(figure, look)) break;
  return look;
}

// A pig seen from the side: a round body on four legs, a head with a snout and an ear, a curly tail.
void paintPig(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, float alpha, int player) {
  ImU32 col = withAlpha(colour, alpha), outline = withAlpha(IM_COL32(25, 25, 25, 230), alpha);
  float w = std::max(1.0f, h * 0.05f);
  ImVec2 body[16], shadow[16];
  for (int i = 0; i < 16; ++i) {
    float a = float(i) * 0.3927f;
    body[i] = ImVec2(c.x - 0.06f * h + std::cos(a) * 0.36f * h, c.y + std::sin(a) * 0.22f * h);
    shadow[i] = ImVec2(body[i].x + h * 0.05f, body[i].y + h * 0.06f);
  }
  fillStar(dl, shadow, 16, ImVec2(c.x - 0.01f * h, c.y + 0.06f * h), withAlpha(IM_COL32(0, 0, 0, 70), alpha));
  for (float lx : {-0.30f, -0.16f, 0.06f, 0.18f}) {  // the legs
    dl->AddRectFilled(ImVec2(c.x + (lx - 0.04f) * h, c.y + 0.12f * h), ImVec2(c.x + (lx + 0.04f) * h, c.y + 0.36f * h),
                      col);
    dl->AddRect(ImVec2(c.x + (lx - 0.04f) * h, c.y + 0.12f * h), ImVec2(c.x + (lx + 0.04f) * h, c.y + 0.36f * h),
                outline, 0, 0, w);
  }
  fillStar(dl, body, 16, ImVec2(c.x - 0.06f * h, c.y), col);
  dl->AddPolyline(body, 16, outline, ImDrawFlags_Closed, w);
  ImVec2 head(c.x + 0.32f * h, c.y - 0.08f * h);
  dl->AddCircleFilled(head, 0.16f * h, col, 16);
  dl->AddCircle(head, 0.16f * h, outline, 16, w);
  dl->AddTriangleFilled(ImVec2(head.x - 0.10f * h, head.y - 0.10f * h), ImVec2(head.x - 0.02f * h, head.y - 0.28f * h),
                        ImVec2(head.x + 0.06f * h, head.y - 0.12f * h), col);  // the ear
  dl->AddTriangle(ImVec2(head.x - 0.10f * h, head.y - 0.10f * h), ImVec2(head.x - 0.02f * h, head.y - 0.28f * h),
                  ImVec2(head.x + 0.06f * h, head.y - 0.12f * h), outline, w);
  ImVec2 snout(head.x + 0.15f * h, head.y + 0.03f * h);
  dl->AddCircleFilled(snout, 0.08f * h, col, 12);
  dl->AddCircle(snout, 0.08f * h, outline, 12, w);
  dl->AddCircleFilled(ImVec2(snout.x - 0.02f * h, snout.y), 0.015f * h + 0.5f, outline, 6);
  dl->AddCircleFilled(ImVec2(snout.x + 0.03f * h, snout.y), 0.015f * h + 0.5f, outline, 6);
  dl->AddBezierCubic(ImVec2(c.x - 0.42f * h, c.y - 0.04f * h), ImVec2(c.x - 0.56f * h, c.y - 0.16f * h),
                     ImVec2(c.x - 0.44f * h, c.y - 0.26f * h), ImVec2(c.x - 0.52f * h, c.y - 0.14f * h), outline, w);
  paintMark(dl, ImVec2(c.x - 0.08f * h, c.y + 0.01f * h), h * 0.13f, player, colour, alpha);
}

void paintMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, bool farmer, float alpha, int player,
                 const FigureLook& look) {
  h *= look.scale;
  if (look.pig) return paintPig(dl, c, h, colour, alpha, player);
  static const ImVec2 kShape[] = {{-0.12f, -0.30f}, {-0.46f, -0.10f}, {-0.44f, 0.04f}, {-0.20f, 0.00f}, {-0.38f, 0.46f},
                                  {-0.08f, 0.46f},  {0.00f, 0.26f},   {0.08f, 0.46f},  {0.38f, 0.46f},  {0.20f, 0.00f},
                                  {0.44f, 0.04f},   {0.46f, -0.10f},  {0.12f, -0.30f}};
  // A robe (the abbot): no legs, a skirt to the ground and a hood's point on the head.
  static const ImVec2 kRobe[] = {{-0.12f, -0.30f}, {-0.40f, -0.12f}, {-0.40f, 0.02f}, {-0.22f, 0.00f}, {-0.34f, 0.46f},
                                 {0.00f, 0.46f},   {0.34f, 0.46f},   {0.22f, 0.00f},  {0.40f, 0.02f},  {0.40f, -0.12f},
                                 {0.12f, -0.30f},  {0.00f, -0.30f},  {0.00f, -0.30f}};
  const ImVec2* shape = look.robe ? kRobe : kShape;
  const int n = int(sizeof(kShape) / sizeof(kShape[0]));
  static_assert(sizeof(kShape) == sizeof(kRobe), "the two outlines have as many points");
  ImVec2 pts[n], shadow[n];
  for (int i = 0; i < n; ++i) {
    ImVec2 q = shape[i];
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
  if (look.robe) {  // the hood's point, away from the body
    ImVec2 up = farmer ? ImVec2(1, 0) : ImVec2(0, -1), side(-up.y, up.x);
    ImVec2 tip(head.x + up.x * h * 0.34f, head.y + up.y * h * 0.34f);
    ImVec2 l(head.x + side.x * h * 0.13f + up.x * h * 0.08f, head.y + side.y * h * 0.13f + up.y * h * 0.08f);
    ImVec2 r(head.x - side.x * h * 0.13f + up.x * h * 0.08f, head.y - side.y * h * 0.13f + up.y * h * 0.08f);
    dl->AddTriangleFilled(l, tip, r, col);
    dl->AddLine(l, tip, outline, std::max(1.0f, h * 0.05f));
    dl->AddLine(tip, r, outline, std::max(1.0f, h * 0.05f));
  }
  if (look.hat) {  // a wide brim across the head and a low crown above it, away from the body
    ImVec2 up = farmer ? ImVec2(1, 0) : ImVec2(0, -1), side(-up.y, up.x);
    ImVec2 brim(head.x + up.x * h * 0.12f, head.y + up.y * h * 0.12f);
    float w = std::max(2.0f, h * 0.08f);
    dl->AddLine(ImVec2(brim.x + side.x * h * 0.30f, brim.y + side.y * h * 0.30f),
                ImVec2(brim.x - side.x * h * 0.30f, brim.y - side.y * h * 0.30f), outline, w);
    ImVec2 crown[4] = {
        ImVec2(brim.x + side.x * h * 0.14f, brim.y + side.y * h * 0.14f),
        ImVec2(brim.x + side.x * h * 0.11f + up.x * h * 0.14f, brim.y + side.y * h * 0.11f + up.y * h * 0.14f),
        ImVec2(brim.x - side.x * h * 0.11f + up.x * h * 0.14f, brim.y - side.y * h * 0.11f + up.y * h * 0.14f),
        ImVec2(brim.x - side.x * h * 0.14f, brim.y - side.y * h * 0.14f)};
    dl->AddConvexPolyFilled(crown, 4, outline);
  }
  if (look.band) {  // a dark band across the body, above the player's mark (below it lying down)
    float w = std::max(1.5f, h * 0.07f);
    if (farmer)
      dl->AddLine(ImVec2(c.x + 0.10f * h, c.y - 0.21f * h), ImVec2(c.x + 0.10f * h, c.y + 0.21f * h), outline, w);
    else
      dl->AddLine(ImVec2(c.x - 0.21f * h, c.y - 0.10f * h), ImVec2(c.x + 0.21f * h, c.y - 0.10f * h), outline, w);
  }
  ImVec2 body = farmer ? ImVec2(c.x - 0.16f * h, c.y) : ImVec2(c.x, c.y + 0.13f * h);
  paintMark(dl, body, h * 0.15f, player, colour, alpha);
}

}  // namespace carc::render
