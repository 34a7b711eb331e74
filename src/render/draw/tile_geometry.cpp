#include "render/draw/tile_geometry.h"

#include <algorithm>
#include <cmath>

#include "engine/geometry.h"

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
// `others`: the edges of the tile's other cities. Cities that share a corner of the tile make room
// for each other (the Gingerbread Man's tiles): a cap beside a larger city is shallower, a band's
// wall facing another city and a corner's wall facing one bow towards their own city, leaving a
// field between them.
CityGeometry cityGeometry(uint8_t edges, uint8_t others, uint8_t othersLarge) {
  int n = __builtin_popcount(edges);
  int first = 0;
  while (!(edges & (1 << first))) ++first;
  int k = 0;
  Polyline o;
  std::vector<Polyline> walls;
  Pt ctr{0.5f, 0.5f};
  auto has = [](uint8_t m, int canonicalEdge, int turns) { return (m >> rotateEdge(canonicalEdge, turns)) & 1; };
  if (n == 4) {
    o = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  } else if (n == 1) {
    k = first;
    float depth = (has(othersLarge, 1, k) || has(othersLarge, 3, k)) ? 0.42f : 0.55f;
    o = {{0, 0}, {1, 0}};
    bezier(o, {1, 0}, {0.5f, depth}, {0, 0});
    Polyline w = {{1, 0}};
    bezier(w, {1, 0}, {0.5f, depth}, {0, 0});
    walls.push_back(w);
    ctr = {0.5f, depth < 0.5f ? 0.12f : 0.14f};
  } else if (n == 2 && (edges == 5 || edges == 10)) {
    k = edges == 5 ? 0 : 1;
    float east = has(others, 1, k) ? 0.0f : 0.66f, west = has(others, 3, k) ? 1.0f : 0.34f;
    o = {{0, 0}, {1, 0}};
    bezier(o, {1, 0}, {east, 0.5f}, {1, 1});
    o.push_back({0, 1});
    bezier(o, {0, 1}, {west, 0.5f}, {0, 0});
    Polyline w1 = {{1, 0}}, w2 = {{0, 1}};
    bezier(w1, {1, 0}, {east, 0.5f}, {1, 1});
    bezier(w2, {0, 1}, {west, 0.5f}, {0, 0});
    walls = {w1, w2};
    ctr = {(0.5f + 0.5f * east + 0.5f * west) * 0.5f, 0.5f};
  } else if (n == 2) {
    k = (edges == 9) ? 3 : first;  // W+N is the N-E corner turned three times
    bool facing = has(others, 2, k) || has(others, 3, k);
    Pt bow = facing ? Pt{0.6f, 0.4f} : Pt{0.42f, 0.58f};
    o = {{0, 0}, {1, 0}, {1, 1}};
    bezier(o, {1, 1}, bow, {0, 0});
    Polyline w = {{1, 1}};
    bezier(w, {1, 1}, bow, {0, 0});
    walls.push_back(w);
    ctr = facing ? Pt{0.76f, 0.24f} : Pt{0.74f, 0.26f};
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

// The edges of a tile's cities other than segment `seg`: all of them, and those of cities over
// two or more edges.
void otherCities(const TileType& t, int seg, uint8_t& all, uint8_t& large) {
  all = large = 0;
  for (int i = 0; i < int(t.segments.size()); ++i) {
    const Segment& s = t.segments[size_t(i)];
    if (i == seg || s.kind != FeatureKind::City) continue;
    all |= s.edges;
    if (__builtin_popcount(s.edges) > 1) large |= s.edges;
  }
}

CityGeometry cityGeometryOf(const TileType& t, int seg) {
  uint8_t all, large;
  otherCities(t, seg, all, large);
  return cityGeometry(t.segments[size_t(seg)].edges, all, large);
}

bool insidePolygon(const Polyline& poly, Pt p) {
  bool in = false;
  for (size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++)
    if (((poly[i].y > p.y) != (poly[j].y > p.y)) &&
        (p.x < (poly[j].x - poly[i].x) * (p.y - poly[i].y) / (poly[j].y - poly[i].y) + poly[i].x))
      in = !in;
  return in;
}

// Where a meeple stands on an inner field: the point of the field farthest from the cities around
// it and from the tile's rim (a coarse grid, the same every time).
Pt innerFieldSpot(const TileType& t) {
  std::vector<CityGeometry> cities;
  for (int i = 0; i < int(t.segments.size()); ++i)
    if (t.segments[size_t(i)].kind == FeatureKind::City) cities.push_back(cityGeometryOf(t, i));
  Pt best{0.5f, 0.5f};
  float bestD = -1;
  for (int yi = 2; yi <= 18; ++yi)
    for (int xi = 2; xi <= 18; ++xi) {
      Pt p{float(xi) / 20.0f, float(yi) / 20.0f};
      float d = std::min(std::min(p.x, 1 - p.x), std::min(p.y, 1 - p.y));
      bool in = false;
      for (const CityGeometry& c : cities) {
        in = in || insidePolygon(c.outline, p);
        for (Pt q : c.outline) d = std::min(d, std::sqrt((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)));
      }
      if (!in && d > bestD + 1e-4f) {
        bestD = d;
        best = p;
      }
    }
  return best;
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

TileGeometry tileGeometry(const TileType& t, const TileShapers& shapers) {
  TileGeometry g;
  int roadSegments = 0, roadEnds = 0;
  bool hasCity = false;
  for (int i = 0; i < int(t.segments.size()); ++i) {
    const Segment& s = t.segments[size_t(i)];
    if (s.kind == FeatureKind::City) {
      g.cities.push_back(cityGeometryOf(t, i));
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
  for (const TileShaper* v : shapers) v->shapeTile(t, g);
  return g;
}

Pt freeSpot(const TileGeometry& g) {
  auto inside = insidePolygon;
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
  auto free = [&](Pt p, float clear) {
    bool centre = p.x == 0.5f && p.y == 0.5f;
    bool ok = !nearRoad(p) && !((g.junctionHouse || g.deadEnd || g.roundabout) && centre);
    for (const CityGeometry& c : g.cities) {
      ok = ok && !inside(c.outline, p);
      for (const Polyline& w : c.walls)
        for (Pt q : w) ok = ok && !near(p, q, clear);
    }
    for (Pt q : g.taken) ok = ok && !near(p, q, 0.04f);
    return ok;
  };
  // A place clear of the city walls too (a picture there would hide one): first of the usual
  // places, then anywhere (a field between cities); else the first usual place outside a city.
  for (Pt p : tries)
    if (free(p, 0.012f)) return p;
  for (float clear : {0.012f, 0.008f, 0.005f})
    for (int yi = 3; yi <= 17; ++yi)
      for (int xi = 3; xi <= 17; ++xi) {
        Pt p{float(xi) / 20.0f, float(yi) / 20.0f};
        if (free(p, clear)) return p;
      }
  for (Pt p : tries)
    if (free(p, 0.0f)) return p;
  return {0.5f, 0.5f};
}

Pt meepleSpotInTile(const TileType& t, int seg, const TileShapers& shapers) {
  const Segment& s = t.segments[size_t(seg)];
  int n = __builtin_popcount(s.edges);
  if (s.kind == FeatureKind::Monastery) {
    TileGeometry g = tileGeometry(t, shapers);
    return {g.monastery.x, g.monastery.y + 0.06f * g.monasteryScale};
  }
  if (s.kind == FeatureKind::City) {
    // Left of a shield (drawn right of the centre, piece_stands.cpp), so a knight leaves it in sight.
    Pt c = cityGeometryOf(t, seg).centre;
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
  if (s.kind == FeatureKind::Field && !s.halves) return innerFieldSpot(t);
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
