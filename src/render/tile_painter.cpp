#include "tile_painter.h"

#include <cmath>
#include <vector>

namespace carc::render {

namespace {

using Pts = std::vector<ImVec2>;

ImU32 withAlpha(ImU32 c, float a) {
  ImU32 alpha = ImU32(float((c >> IM_COL32_A_SHIFT) & 0xFF) * a);
  return (c & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
}

// Tile space: (0,0) top-left to (1,1), tile orientation. Turning by quarter turns clockwise
// about the centre: (x, y) -> (-y, x) relative to the centre.
ImVec2 turn(ImVec2 p, int rot) {
  float x = p.x - 0.5f, y = p.y - 0.5f;
  for (int i = 0; i < (rot & 3); ++i) {
    float nx = -y, ny = x;
    x = nx;
    y = ny;
  }
  return ImVec2(x, y);
}

struct Frame {
  ImVec2 c;
  float size;
  int rot;
  ImVec2 operator()(ImVec2 p) const {
    ImVec2 q = turn(p, rot);
    return ImVec2(c.x + q.x * size, c.y + q.y * size);
  }
};

void bezier(Pts& out, ImVec2 a, ImVec2 ctrl, ImVec2 b, int steps = 12) {
  for (int i = 1; i <= steps; ++i) {
    float t = float(i) / float(steps), u = 1 - t;
    out.push_back(
        ImVec2(u * u * a.x + 2 * u * t * ctrl.x + t * t * b.x, u * u * a.y + 2 * u * t * ctrl.y + t * t * b.y));
  }
}

// Turns a canonical shape by k quarter turns within tile space.
Pts turnShape(const Pts& in, int k) {
  Pts out;
  for (ImVec2 p : in) {
    ImVec2 q = turn(p, k);
    out.push_back(ImVec2(q.x + 0.5f, q.y + 0.5f));
  }
  return out;
}

struct CityShape {
  Pts outline;    // the whole region
  Pts wall;       // the inner boundary (drawn as a wall), may be several runs separated by NaN
  ImVec2 centre;  // a point the region is star-shaped around; also where shields go
};

const ImVec2 kBreak(NAN, NAN);

CityShape cityShape(uint8_t edges) {
  CityShape s;
  int n = __builtin_popcount(edges);
  int first = 0;
  while (!(edges & (1 << first))) ++first;
  int k = 0;
  Pts o, w;
  ImVec2 ctr;
  if (n == 4) {
    o = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    ctr = {0.5f, 0.5f};
  } else if (n == 1) {  // cap on N
    o = {{0, 0}, {1, 0}};
    bezier(o, {1, 0}, {0.5f, 0.55f}, {0, 0});
    w = {{1, 0}};
    bezier(w, {1, 0}, {0.5f, 0.55f}, {0, 0});
    ctr = {0.5f, 0.14f};
    k = first;
  } else if (n == 2 && (edges == 5 || edges == 10)) {  // band N-S
    o = {{0, 0}, {1, 0}};
    bezier(o, {1, 0}, {0.66f, 0.5f}, {1, 1});
    o.push_back({0, 1});
    bezier(o, {0, 1}, {0.34f, 0.5f}, {0, 0});
    w = {{1, 0}};
    bezier(w, {1, 0}, {0.66f, 0.5f}, {1, 1});
    w.push_back(kBreak);
    w.push_back({0, 1});
    bezier(w, {0, 1}, {0.34f, 0.5f}, {0, 0});
    ctr = {0.5f, 0.5f};
    k = edges == 5 ? 0 : 1;
  } else if (n == 2) {  // corner N-E
    o = {{0, 0}, {1, 0}, {1, 1}};
    bezier(o, {1, 1}, {0.42f, 0.58f}, {0, 0});
    w = {{1, 1}};
    bezier(w, {1, 1}, {0.42f, 0.58f}, {0, 0});
    ctr = {0.74f, 0.26f};
    k = (edges == 9) ? 3 : first;  // W+N is the N-E corner turned three times
  } else {                         // three edges: all but S
    int missing = 0;
    while (edges & (1 << missing)) ++missing;
    o = {{0, 0}, {1, 0}, {1, 1}};
    bezier(o, {1, 1}, {0.5f, 0.45f}, {0, 1});
    w = {{1, 1}};
    bezier(w, {1, 1}, {0.5f, 0.45f}, {0, 1});
    ctr = {0.5f, 0.32f};
    k = (missing + 2) & 3;
  }
  s.outline = turnShape(o, k);
  Pts wt;
  for (ImVec2 p : w) wt.push_back(std::isnan(p.x) ? kBreak : ImVec2(turn(p, k).x + 0.5f, turn(p, k).y + 0.5f));
  s.wall = wt;
  ImVec2 cq = turn(ctr, k);
  s.centre = ImVec2(cq.x + 0.5f, cq.y + 0.5f);
  return s;
}

const ImVec2 kEdgeMid[4] = {{0.5f, 0.0f}, {1.0f, 0.5f}, {0.5f, 1.0f}, {0.0f, 0.5f}};

void polyline(ImDrawList* dl, const Frame& f, const Pts& pts, ImU32 col, float thick) {
  std::vector<ImVec2> run;
  auto flush = [&] {
    if (run.size() >= 2) dl->AddPolyline(run.data(), int(run.size()), col, 0, thick);
    run.clear();
  };
  for (ImVec2 p : pts) {
    if (std::isnan(p.x))
      flush();
    else
      run.push_back(f(p));
  }
  flush();
}

void roadPath(const TileType& t, const Segment& s, std::vector<Pts>& paths) {
  int edges[4], n = 0;
  for (int e = 0; e < 4; ++e)
    if (s.edges & (1 << e)) edges[n++] = e;
  ImVec2 mid(0.5f, 0.5f);
  if (n == 2) {
    Pts p = {kEdgeMid[edges[0]]};
    bezier(p, kEdgeMid[edges[0]], mid, kEdgeMid[edges[1]], 16);
    paths.push_back(p);
    return;
  }
  for (int i = 0; i < n; ++i) {
    // A lone road end stops at the centre (junction, gate, monastery, dead end).
    ImVec2 a = kEdgeMid[edges[i]];
    float stop = (n == 1 && !t.monastery && t.segments[0].kind != FeatureKind::City) ? 0.62f : 1.0f;
    paths.push_back({a, ImVec2(a.x + (mid.x - a.x) * stop, a.y + (mid.y - a.y) * stop)});
  }
}

}  // namespace

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
  float a = look.alpha;
  // Palette: summer or winter.
  ImU32 grass = look.winter ? IM_COL32(226, 234, 240, 255) : IM_COL32(132, 178, 82, 255);
  ImU32 grassDark = look.winter ? IM_COL32(200, 212, 224, 255) : IM_COL32(112, 156, 66, 255);
  ImU32 cityFill = look.winter ? IM_COL32(214, 196, 170, 255) : IM_COL32(222, 188, 130, 255);
  ImU32 roof = IM_COL32(178, 74, 52, 255);
  ImU32 wall = IM_COL32(120, 92, 60, 255);
  ImU32 road = IM_COL32(242, 232, 206, 255);
  ImU32 roadEdge = IM_COL32(150, 128, 96, 255);

  ImVec2 tl = f(ImVec2(0, 0)), br = f(ImVec2(1, 1));
  ImVec2 lo(std::min(tl.x, br.x), std::min(tl.y, br.y)), hi(std::max(tl.x, br.x), std::max(tl.y, br.y));
  dl->AddRectFilled(lo, hi, withAlpha(grass, a));
  // A few tufts of grass, placed from the tile id so every copy looks the same.
  unsigned h = 2166136261u;
  for (char ch : t.id) h = (h ^ unsigned(char(ch))) * 16777619u;
  for (int i = 0; i < 6; ++i) {
    h = h * 1103515245u + 12345u;
    float x = 0.12f + 0.76f * float((h >> 8) & 255) / 255.f;
    h = h * 1103515245u + 12345u;
    float y = 0.12f + 0.76f * float((h >> 8) & 255) / 255.f;
    ImVec2 p = f(ImVec2(x, y));
    dl->AddLine(ImVec2(p.x - size * 0.02f, p.y + size * 0.02f), ImVec2(p.x, p.y - size * 0.02f),
                withAlpha(grassDark, a), std::max(1.0f, size * 0.012f));
    dl->AddLine(ImVec2(p.x + size * 0.02f, p.y + size * 0.02f), ImVec2(p.x, p.y - size * 0.02f),
                withAlpha(grassDark, a), std::max(1.0f, size * 0.012f));
  }

  // Roads under cities, so a road ends at the city gate.
  int roadCount = 0;
  std::vector<Pts> roads;
  for (const Segment& s : t.segments)
    if (s.kind == FeatureKind::Road) {
      roadPath(t, s, roads);
      roadCount += 1;
    }
  float rw = size * 0.11f;
  for (const Pts& p : roads) polyline(dl, f, p, withAlpha(roadEdge, a), rw + std::max(2.0f, size * 0.03f));
  for (const Pts& p : roads) polyline(dl, f, p, withAlpha(road, a), rw);
  for (const Segment& s : t.segments)
    if (s.kind == FeatureKind::Road && __builtin_popcount(s.edges) >= 3)
      dl->AddCircleFilled(f(ImVec2(0.5f, 0.5f)), size * 0.12f, withAlpha(road, a));

  // Cities with walls and shields.
  for (const Segment& s : t.segments) {
    if (s.kind != FeatureKind::City) continue;
    CityShape cs = cityShape(s.edges);
    std::vector<ImVec2> pts;
    for (ImVec2 p : cs.outline) pts.push_back(f(p));
    fillStar(dl, pts.data(), int(pts.size()), f(cs.centre), withAlpha(cityFill, a));
    polyline(dl, f, cs.wall, withAlpha(wall, a), std::max(2.0f, size * 0.045f));
    // Roofs: a few small houses inside the city.
    for (int i = 0; i < 3; ++i) {
      ImVec2 hc(cs.centre.x + (i - 1) * 0.09f, cs.centre.y + ((i == 1) ? -0.03f : 0.03f));
      ImVec2 p = f(hc);
      float hs = size * 0.035f;
      dl->AddTriangleFilled(ImVec2(p.x - hs, p.y), ImVec2(p.x + hs, p.y), ImVec2(p.x, p.y - hs * 1.1f),
                            withAlpha(roof, a));
      dl->AddRectFilled(ImVec2(p.x - hs * 0.75f, p.y), ImVec2(p.x + hs * 0.75f, p.y + hs),
                        withAlpha(IM_COL32(245, 236, 214, 255), a));
    }
    for (int k = 0; k < s.shields; ++k) {
      ImVec2 p = f(ImVec2(cs.centre.x + 0.12f, cs.centre.y + 0.09f + 0.02f * k));
      float w = size * 0.06f;
      ImVec2 sh[5] = {{p.x - w, p.y - w},
                      {p.x + w, p.y - w},
                      {p.x + w, p.y + w * 0.2f},
                      {p.x, p.y + w * 1.2f},
                      {p.x - w, p.y + w * 0.2f}};
      dl->AddConvexPolyFilled(sh, 5, withAlpha(IM_COL32(40, 80, 170, 255), a));
      dl->AddPolyline(sh, 5, withAlpha(IM_COL32(250, 250, 250, 255), a), ImDrawFlags_Closed,
                      std::max(1.0f, size * 0.012f));
    }
  }

  // A junction gets a small house where the roads meet.
  if (roadCount >= 3 && !t.monastery) {
    bool roundabout = false;
    for (const Segment& s : t.segments) roundabout |= s.kind == FeatureKind::Road && __builtin_popcount(s.edges) >= 3;
    if (!roundabout) {
      ImVec2 p = f(ImVec2(0.5f, 0.5f));
      float hs = size * 0.085f;
      dl->AddRectFilled(ImVec2(p.x - hs, p.y - hs * 0.5f), ImVec2(p.x + hs, p.y + hs),
                        withAlpha(IM_COL32(236, 226, 204, 255), a));
      dl->AddTriangleFilled(ImVec2(p.x - hs * 1.2f, p.y - hs * 0.4f), ImVec2(p.x + hs * 1.2f, p.y - hs * 0.4f),
                            ImVec2(p.x, p.y - hs * 1.4f), withAlpha(roof, a));
    }
  }
  // A single road ending in the field gets a bush to show the dead end.
  if (roadCount == 1 && !t.monastery && (t.segments.empty() || t.segments[0].kind != FeatureKind::City)) {
    for (const Segment& s : t.segments)
      if (s.kind == FeatureKind::Road && __builtin_popcount(s.edges) == 1)
        dl->AddCircleFilled(f(ImVec2(0.5f, 0.5f)), size * 0.07f, withAlpha(IM_COL32(60, 110, 50, 255), a));
  }
  // The monastery: a chapel in the middle.
  if (t.monastery) {
    ImVec2 p = f(ImVec2(0.5f, 0.52f));
    float w = size * 0.14f, hgt = size * 0.12f;
    dl->AddRectFilled(ImVec2(p.x - w, p.y - hgt * 0.3f), ImVec2(p.x + w, p.y + hgt),
                      withAlpha(IM_COL32(238, 228, 206, 255), a));
    dl->AddTriangleFilled(ImVec2(p.x - w * 1.15f, p.y - hgt * 0.25f), ImVec2(p.x + w * 1.15f, p.y - hgt * 0.25f),
                          ImVec2(p.x, p.y - hgt * 1.3f), withAlpha(roof, a));
    dl->AddRectFilled(ImVec2(p.x - w * 0.22f, p.y + hgt * 0.35f), ImVec2(p.x + w * 0.22f, p.y + hgt),
                      withAlpha(IM_COL32(90, 64, 40, 255), a));
    dl->AddLine(ImVec2(p.x, p.y - hgt * 1.3f), ImVec2(p.x, p.y - hgt * 1.75f), withAlpha(IM_COL32(60, 50, 40, 255), a),
                2);
    dl->AddLine(ImVec2(p.x - hgt * 0.18f, p.y - hgt * 1.58f), ImVec2(p.x + hgt * 0.18f, p.y - hgt * 1.58f),
                withAlpha(IM_COL32(60, 50, 40, 255), a), 2);
  }
  dl->AddRect(lo, hi, withAlpha(IM_COL32(70, 90, 50, 110), a), 0, 0, 1.0f);
}

ImVec2 meepleSpot(const TileType& t, int seg, int rot) {
  const Segment& s = t.segments[size_t(seg)];
  ImVec2 p(0.5f, 0.5f);
  int n = __builtin_popcount(s.edges);
  if (s.kind == FeatureKind::Monastery) {
    p = ImVec2(0.5f, 0.56f);
  } else if (s.kind == FeatureKind::City) {
    p = cityShape(s.edges).centre;
    if (n == 1) p.y = p.y;  // cap: centre already near the wall's middle
  } else if (s.kind == FeatureKind::Road) {
    int e0 = 0;
    while (!(s.edges & (1 << e0))) ++e0;
    if (n == 2) {
      int e1 = e0 + 1;
      while (!(s.edges & (1 << e1))) ++e1;
      ImVec2 a = kEdgeMid[e0], b = kEdgeMid[e1];
      bool crowded = t.monastery || t.segments.size() > 0;
      (void)crowded;
      p = ImVec2(0.25f * a.x + 0.5f * 0.5f + 0.25f * b.x, 0.25f * a.y + 0.5f * 0.5f + 0.25f * b.y);
      if (e1 == e0 + 2)
        p = ImVec2(0.5f * 0.5f + 0.5f * (0.7f * a.x + 0.3f * 0.5f), 0.5f * 0.5f + 0.5f * (0.7f * a.y + 0.3f * 0.5f));
    } else {
      ImVec2 a = kEdgeMid[e0];
      p = ImVec2(a.x + (0.5f - a.x) * 0.3f, a.y + (0.5f - a.y) * 0.3f);
    }
  } else if (s.kind == FeatureKind::Field) {
    // The average of its half-edges, pulled towards the tile's middle.
    static const ImVec2 kHalf[8] = {{0.25f, 0.08f}, {0.75f, 0.08f}, {0.92f, 0.25f}, {0.92f, 0.75f},
                                    {0.75f, 0.92f}, {0.25f, 0.92f}, {0.08f, 0.75f}, {0.08f, 0.25f}};
    ImVec2 sum(0, 0);
    int k = 0;
    for (int h = 0; h < 8; ++h)
      if (s.halves & (1 << h)) {
        sum.x += kHalf[h].x;
        sum.y += kHalf[h].y;
        ++k;
      }
    p = ImVec2(sum.x / float(k), sum.y / float(k));
    float dx = p.x - 0.5f, dy = p.y - 0.5f;
    if (dx * dx + dy * dy < 0.02f) {  // a field all around: stand in a corner, away from the middle
      int h = 0;
      while (!(s.halves & (1 << h))) ++h;
      p = ImVec2(kHalf[h].x * 0.8f + 0.1f, kHalf[h].y * 0.8f + 0.1f + 0.08f);
    }
  }
  return turn(p, rot);
}

void paintMeeple(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, bool farmer, float alpha) {
  static const ImVec2 kShape[] = {{-0.12f, -0.30f}, {-0.46f, -0.10f}, {-0.44f, 0.04f}, {-0.20f, 0.00f}, {-0.38f, 0.46f},
                                  {-0.08f, 0.46f},  {0.00f, 0.26f},   {0.08f, 0.46f},  {0.38f, 0.46f},  {0.20f, 0.00f},
                                  {0.44f, 0.04f},   {0.46f, -0.10f},  {0.12f, -0.30f}};
  const int n = int(sizeof(kShape) / sizeof(kShape[0]));
  ImVec2 pts[n];
  for (int i = 0; i < n; ++i) {
    ImVec2 q = kShape[i];
    if (farmer) q = ImVec2(-q.y * 1.05f, q.x);  // lying down
    pts[i] = ImVec2(c.x + q.x * h, c.y + q.y * h);
  }
  ImVec2 head = farmer ? ImVec2(c.x + 0.44f * h, c.y) : ImVec2(c.x, c.y - 0.44f * h);
  ImU32 col = withAlpha(colour, alpha), outline = withAlpha(IM_COL32(25, 25, 25, 230), alpha);
  ImVec2 shadow[n];
  for (int i = 0; i < n; ++i) shadow[i] = ImVec2(pts[i].x + h * 0.05f, pts[i].y + h * 0.06f);
  fillStar(dl, shadow, n, ImVec2(c.x + h * 0.05f, c.y + h * 0.06f), withAlpha(IM_COL32(0, 0, 0, 70), alpha));
  fillStar(dl, pts, n, c, col);
  dl->AddCircleFilled(head, h * 0.17f, col, 16);
  dl->AddPolyline(pts, n, outline, ImDrawFlags_None, std::max(1.0f, h * 0.05f));
  dl->AddCircle(head, h * 0.17f, outline, 16, std::max(1.0f, h * 0.05f));
}

}  // namespace carc::render
