#include "render/draw/tile_geometry.h"

#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Pt kEdgeMid[4] = {{0.5f, 0.0f}, {1.0f, 0.5f}, {0.5f, 1.0f}, {0.0f, 0.5f}};

Pt turnInTile(Pt p, int k) {
  Pt q = turnAboutCentre(p, k);
  return {q.x + 0.5f, q.y + 0.5f};
}

Polyline turnLine(const Polyline& in, int k) {
  Polyline out;
  for (Pt p : in) out.push_back(turnInTile(p, k));
  return out;
}

// Canonical shapes, turned into place: a cap on N, a band N-S, a corner N-E, all but S, whole.
CityGeometry cityGeometry(uint8_t edges) {
  int n = __builtin_popcount(edges);
  int first = 0;
  while (!(edges & (1 << first))) ++first;
  int k = 0;
  Polyline o;
  std::vector<Polyline> walls;
  Pt ctr{0.5f, 0.5f};
  if (n == 4) {
    o = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  } else if (n == 1) {
    o = {{0, 0}, {1, 0}};
    bezier(o, {1, 0}, {0.5f, 0.55f}, {0, 0});
    Polyline w = {{1, 0}};
    bezier(w, {1, 0}, {0.5f, 0.55f}, {0, 0});
    walls.push_back(w);
    ctr = {0.5f, 0.14f};
    k = first;
  } else if (n == 2 && (edges == 5 || edges == 10)) {
    o = {{0, 0}, {1, 0}};
    bezier(o, {1, 0}, {0.66f, 0.5f}, {1, 1});
    o.push_back({0, 1});
    bezier(o, {0, 1}, {0.34f, 0.5f}, {0, 0});
    Polyline w1 = {{1, 0}}, w2 = {{0, 1}};
    bezier(w1, {1, 0}, {0.66f, 0.5f}, {1, 1});
    bezier(w2, {0, 1}, {0.34f, 0.5f}, {0, 0});
    walls = {w1, w2};
    k = edges == 5 ? 0 : 1;
  } else if (n == 2) {
    o = {{0, 0}, {1, 0}, {1, 1}};
    bezier(o, {1, 1}, {0.42f, 0.58f}, {0, 0});
    Polyline w = {{1, 1}};
    bezier(w, {1, 1}, {0.42f, 0.58f}, {0, 0});
    walls.push_back(w);
    ctr = {0.74f, 0.26f};
    k = (edges == 9) ? 3 : first;  // W+N is the N-E corner turned three times
  } else {
    int missing = 0;
    while (edges & (1 << missing)) ++missing;
    o = {{0, 0}, {1, 0}, {1, 1}};
    bezier(o, {1, 1}, {0.5f, 0.45f}, {0, 1});
    Polyline w = {{1, 1}};
    bezier(w, {1, 1}, {0.5f, 0.45f}, {0, 1});
    walls.push_back(w);
    ctr = {0.5f, 0.32f};
    k = (missing + 2) & 3;
  }
  CityGeometry g;
  g.outline = turnLine(o, k);
  for (const Polyline& w : walls) g.walls.push_back(turnLine(w, k));
  g.centre = turnInTile(ctr, k);
  return g;
}

}  // namespace

Pt edgeMid(int edge) { return kEdgeMid[edge & 3]; }

void bezier(Polyline& out, Pt a, Pt c, Pt b, int steps) {
  for (int i = 1; i <= steps; ++i) {
    float t = float(i) / float(steps), u = 1 - t;
    out.push_back({u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y});
  }
}

Pt turnAboutCentre(Pt p, int rot) {
  float x = p.x - 0.5f, y = p.y - 0.5f;
  for (int i = 0; i < (rot & 3); ++i) {
    float nx = -y, ny = x;
    x = nx;
    y = ny;
  }
  return {x, y};
}

TileGeometry tileGeometry(const TileType& t) {
  TileGeometry g;
  int roadSegments = 0, roadEnds = 0;
  bool hasCity = false;
  for (const Segment& s : t.segments) {
    if (s.kind == FeatureKind::City) {
      g.cities.push_back(cityGeometry(s.edges));
      hasCity = true;
    }
    if (s.kind != FeatureKind::Road) continue;
    ++roadSegments;
    int n = __builtin_popcount(s.edges);
    roadEnds += n == 1;
    if (n >= 3) g.roundabout = true;
  }
  for (const Segment& s : t.segments) {
    if (s.kind != FeatureKind::Road) continue;
    int edges[4], n = 0;
    for (int e = 0; e < 4; ++e)
      if (s.edges & (1 << e)) edges[n++] = e;
    Pt mid{0.5f, 0.5f};
    if (n == 2) {
      Polyline p = {kEdgeMid[edges[0]]};
      bezier(p, kEdgeMid[edges[0]], mid, kEdgeMid[edges[1]], 16);
      g.roads.push_back(p);
      continue;
    }
    if (roadSegments == 1 && n == 1 && hasCity && !t.monastery) {
      // A lone road into a city runs to the city gate, under the city's houses.
      Polyline p = {kEdgeMid[edges[0]]};
      bezier(p, kEdgeMid[edges[0]], mid, g.cities[0].centre, 16);
      g.roads.push_back(p);
      continue;
    }
    for (int i = 0; i < n; ++i) {
      Pt a = kEdgeMid[edges[i]];
      // A lone road in the field stops short of the middle (a dead end, marked by a bush).
      float stop = (roadSegments == 1 && n == 1 && !t.monastery && !hasCity) ? 0.62f : 1.0f;
      g.roads.push_back({a, {a.x + (mid.x - a.x) * stop, a.y + (mid.y - a.y) * stop}});
    }
  }
  g.junctionHouse = roadEnds >= 3 && !t.monastery && !g.roundabout;
  g.deadEnd = roadSegments == 1 && roadEnds == 1 && !t.monastery && !hasCity;
  for (const ExpansionView* v : expansionViews()) v->shapeTile(t, g);
  return g;
}

Pt freeSpot(const TileGeometry& g) {
  auto inside = [](const Polyline& poly, Pt p) {
    bool in = false;
    for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
      if (((poly[i].y > p.y) != (poly[j].y > p.y)) &&
          (p.x < (poly[j].x - poly[i].x) * (p.y - poly[i].y) / (poly[j].y - poly[i].y) + poly[i].x))
        in = !in;
    return in;
  };
  auto near = [](Pt a, Pt b, float d2) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) < d2; };
  auto nearRoad = [&](Pt p) {
    for (const Polyline& r : g.roads)
      for (size_t i = 0; i + 1 < r.size(); ++i)
        for (int k = 0; k <= 8; ++k) {  // along each piece of the road
          float f = float(k) / 8.0f;
          if (near(Pt{r[i].x + (r[i + 1].x - r[i].x) * f, r[i].y + (r[i + 1].y - r[i].y) * f}, p, 0.018f)) return true;
        }
    return false;
  };
  const Pt tries[] = {{0.5f, 0.5f},  {0.76f, 0.76f}, {0.24f, 0.76f}, {0.76f, 0.24f}, {0.24f, 0.24f},
                      {0.5f, 0.78f}, {0.78f, 0.5f},  {0.22f, 0.5f},  {0.5f, 0.22f}};
  for (Pt p : tries) {
    bool centre = p.x == 0.5f && p.y == 0.5f;
    bool ok = !nearRoad(p) && !((g.junctionHouse || g.deadEnd || g.roundabout) && centre);
    for (const CityGeometry& c : g.cities) ok = ok && !inside(c.outline, p);
    for (Pt q : g.taken) ok = ok && !near(p, q, 0.04f);
    if (ok) return p;
  }
  return {0.5f, 0.5f};
}

Pt meepleSpotInTile(const TileType& t, int seg) {
  const Segment& s = t.segments[size_t(seg)];
  int n = __builtin_popcount(s.edges);
  if (s.kind == FeatureKind::Monastery) {
    TileGeometry g = tileGeometry(t);
    return {g.monastery.x, g.monastery.y + 0.06f * g.monasteryScale};
  }
  if (s.kind == FeatureKind::City) {
    // Left of a shield (drawn right of the centre, piece_stands.cpp), so a knight leaves it in sight.
    Pt c = cityGeometry(s.edges).centre;
    return s.shields > 0 ? Pt{c.x - 0.14f, c.y} : c;
  }
  if (s.kind == FeatureKind::Road) {
    int e0 = 0;
    while (!(s.edges & (1 << e0))) ++e0;
    Pt a = kEdgeMid[e0];
    if (n == 2) {
      int e1 = e0 + 1;
      while (!(s.edges & (1 << e1))) ++e1;
      Pt b = kEdgeMid[e1];
      if (e1 == e0 + 2) return {0.5f * 0.5f + 0.5f * (0.7f * a.x + 0.15f), 0.5f * 0.5f + 0.5f * (0.7f * a.y + 0.15f)};
      return {0.25f * a.x + 0.25f + 0.25f * b.x, 0.25f * a.y + 0.25f + 0.25f * b.y};
    }
    // A road that stops on the tile: the thief stands beside it, a little way in, so the road's
    // way from the edge stays in sight (on it, the piece hid a short road).
    float dx = 0.5f - a.x, dy = 0.5f - a.y;
    return {a.x + dx * 0.44f + dy * 0.4f, a.y + dy * 0.44f - dx * 0.4f};
  }
  // A field: the average of its half-edges; one that goes all around stands in a corner.
  static const Pt kHalf[8] = {{0.25f, 0.08f}, {0.75f, 0.08f}, {0.92f, 0.25f}, {0.92f, 0.75f},
                              {0.75f, 0.92f}, {0.25f, 0.92f}, {0.08f, 0.75f}, {0.08f, 0.25f}};
  Pt sum{0, 0};
  int k = 0;
  for (int h = 0; h < 8; ++h)
    if (s.halves & (1 << h)) {
      sum.x += kHalf[h].x;
      sum.y += kHalf[h].y;
      ++k;
    }
  Pt p{sum.x / float(k), sum.y / float(k)};
  float dx = p.x - 0.5f, dy = p.y - 0.5f;
  if (dx * dx + dy * dy < 0.02f) {
    int h = 0;
    while (!(s.halves & (1 << h))) ++h;
    p = {kHalf[h].x * 0.8f + 0.1f, kHalf[h].y * 0.8f + 0.18f};
  }
  return p;
}

}  // namespace carc::render
