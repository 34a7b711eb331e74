// The Ferries, shown: a lake in the middle of a lake tile with a wooden pier at each jetty (the
// roads stop at the shore), the ferries as boats on their routes, and the routes to choose from.
#include "engine/expansions/ferries.h"

#include <algorithm>
#include <cmath>

#include "engine/describe.h"
#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"

namespace carc::render {

namespace {

const Pt kMid{0.5f, 0.5f};

Pt toward(Pt a, Pt b, float f) { return {a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f}; }

// The route of a ferry joining two jetty edges (tile space), from pier to pier.
Polyline ferryRoute(int edgeA, int edgeB) {
  Pt pa = toward(edgeMid(edgeA), kMid, 0.62f), pb = toward(edgeMid(edgeB), kMid, 0.62f);
  Polyline p = {pa};
  bezier(p, pa, kMid, pb, 12);
  return p;
}

// The two jetty edges of a route's mask, or false.
bool routeEdges(int mask, int e[2]) {
  int n = 0;
  for (int k = 0; k < 4 && n < 2; ++k)
    if (mask & (1 << k)) e[n++] = k;
  return n == 2;
}

Rgba fade(Rgba c, float alpha) { return Rgba{c.r, c.g, c.b, uint8_t(float(c.a) * alpha)}; }

// A boat on the route between the two jetty edges of `mask` (board orientation), on the tile.
void drawFerry(BoardContext& ctx, int tile, int mask, float alpha) {
  int e[2];
  if (!routeEdges(mask, e)) return;
  Canvas& c = ctx.screen();
  float size = ctx.tileSize();
  Polyline route;
  for (Pt p : ferryRoute(e[0], e[1])) route.push_back(ctx.onTile(tile, p));
  c.stroke(route, Pen{fade({255, 255, 255, 200}, alpha), size * 0.015f});
  // The boat at the middle of the route, along it.
  size_t m = route.size() / 2;
  Pt p = route[m], q = route[std::min(route.size() - 1, m + 1)];
  float dx = q.x - p.x, dy = q.y - p.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1e-3f) return;
  dx /= len;
  dy /= len;
  float L = size * 0.16f, W = size * 0.06f;
  Polyline hull = {{p.x + dx * L, p.y + dy * L},
                   {p.x + dx * L * 0.5f - dy * W, p.y + dy * L * 0.5f + dx * W},
                   {p.x - dx * L * 0.8f - dy * W, p.y - dy * L * 0.8f + dx * W},
                   {p.x - dx * L, p.y - dy * L},
                   {p.x - dx * L * 0.8f + dy * W, p.y - dy * L * 0.8f - dx * W},
                   {p.x + dx * L * 0.5f + dy * W, p.y + dy * L * 0.5f - dx * W}};
  c.fill(hull, fade({140, 90, 45, 255}, alpha), &p);
  c.stroke(hull, Pen{fade({70, 40, 20, 255}, alpha), std::max(1.0f, size * 0.015f)}, true);
  float h = W * 0.5f;
  c.fill({{p.x - h, p.y - h}, {p.x + h, p.y - h}, {p.x + h, p.y + h}, {p.x - h, p.y + h}},
         fade({230, 210, 170, 255}, alpha));
}

class FerriesView : public ExpansionView {
 public:
  const char* set() const override { return "ferries"; }

  // Every one-edge road is a jetty that stops at the shore; no junction house in the lake.
  void shapeTile(const TileType& t, TileGeometry& g) const override {
    if (!FerriesModule::isLakeType(t)) return;
    g.roads.clear();
    for (const Segment& s : t.segments) {
      if (s.kind != FeatureKind::Road) continue;
      int edges[4], n = 0;
      for (int e = 0; e < 4; ++e)
        if (s.edges & (1 << e)) edges[n++] = e;
      if (n == 2) {
        Polyline p = {edgeMid(edges[0])};
        bezier(p, edgeMid(edges[0]), kMid, edgeMid(edges[1]), 16);
        g.roads.push_back(p);
        continue;
      }
      for (int i = 0; i < n; ++i)
        g.roads.push_back({edgeMid(edges[i]), toward(edgeMid(edges[i]), kMid, n == 1 ? 0.56f : 1.0f)});
    }
    g.junctionHouse = g.deadEnd = false;
    g.taken.push_back(kMid);
  }

  void paintTile(const TileType& t, const TileGeometry&, TileLayer layer, const TileStyle& style,
                 Canvas& c) const override {
    if (layer != TileLayer::OverRoads || !FerriesModule::isLakeType(t)) return;
    c.disc(kMid, 0.26f, {79, 122, 62});
    c.disc(kMid, 0.235f, style.snow ? Rgba{169, 203, 228} : Rgba{79, 151, 211});
    if (c.detailed()) c.disc({0.44f, 0.44f}, 0.09f, {255, 255, 255, 46});
    for (const Segment& s : t.segments) {  // a wooden pier at each jetty
      if (s.kind != FeatureKind::Road || __builtin_popcount(s.edges) != 1) continue;
      Pt e = toward(edgeMid(__builtin_ctz(s.edges)), kMid, 0.56f), in = toward(e, kMid, 0.35f);
      c.stroke({e, in}, Pen{{122, 80, 40}, 0.06f});
      if (c.detailed()) c.stroke({e, in}, Pen{{168, 118, 62}, 0.04f, 0.01f});
    }
  }

  bool drawPiece(BoardContext& ctx, const Module::Piece& p) const override {
    if (std::string(p.kind) != "ferry") return false;
    drawFerry(ctx, p.tile, p.extra, 1.0f);
    return true;
  }

  // The ferry's former route, dashed and faint, so the others see it was moved (and from where).
  bool drawPieceBefore(BoardContext& ctx, const Module::Piece& was) const override {
    if (std::string(was.kind) != "ferry") return false;
    int e[2];
    if (!routeEdges(was.extra, e)) return true;
    Polyline route;
    for (Pt p : ferryRoute(e[0], e[1])) route.push_back(ctx.onTile(was.tile, p));
    float size = ctx.tileSize();
    Canvas& c = ctx.screen();
    c.stroke(route, Pen{{40, 30, 20, 150}, std::max(2.0f, size * 0.02f), std::max(4.0f, size * 0.05f), true});
    c.disc(route.front(), std::max(2.0f, size * 0.02f), {40, 30, 20, 150});
    c.disc(route.back(), std::max(2.0f, size * 0.02f), {40, 30, 20, 150});
    return true;
  }

  // A route to choose: drawn on the lake from jetty to jetty (the hovered one bold, with its boat),
  // and tapped at a round button that shows the same route small, so a button moved away from a
  // crowded lake still says which route it is.
  bool drawChoice(BoardContext& ctx, const Action& a, int tile, int, Pt at, bool hovered, float pulse) const override {
    int e[2];
    if (!routeEdges(a.b, e)) return false;
    Canvas& c = ctx.screen();
    float size = ctx.tileSize();
    Polyline route;
    for (Pt p : ferryRoute(e[0], e[1])) route.push_back(ctx.onTile(tile, p));
    Rgba line = hovered ? Rgba{255, 200, 60, 255} : Rgba{255, 255, 255, uint8_t(150 + 80 * pulse)};
    c.stroke(route, Pen{line, std::max(hovered ? 4.0f : 2.0f, size * (hovered ? 0.04f : 0.02f)), 0, true});
    if (hovered) drawFerry(ctx, tile, a.b, 0.9f);
    float r = choiceRadius(ctx.targetRadius());
    c.disc(at, r, {255, 255, 255, uint8_t(hovered ? 240 : 140 + 90 * pulse)});
    c.circle(at, r, Pen{hovered ? Rgba{230, 150, 20, 255} : Rgba{40, 60, 120, 230}, 2});
    c.disc(at, r * 0.5f, {79, 151, 211});
    Pt end[2];
    for (int i = 0; i < 2; ++i) {
      Pt m = edgeMid(e[i]);
      end[i] = {at.x + (m.x - 0.5f) * 1.6f * r, at.y + (m.y - 0.5f) * 1.6f * r};
    }
    Polyline small = {end[0]};
    bezier(small, end[0], at, end[1], 10);
    c.stroke(small, Pen{{122, 80, 40}, std::max(3.0f, r * 0.18f), 0, true});
    for (const Pt& pier : end) c.disc(pier, std::max(2.5f, r * 0.13f), {122, 80, 40});  // its two jetties
    return true;
  }
  // Each route's button shows the route: a fingertip wide even with a mouse (at 24 px they could not
  // be told apart, issue 45).
  float choiceRadius(float fingertip) const override { return std::max(fingertip, 22.0f); }

  // On a lake tile: a ferry between any two of its jetties, or none.
  void setupChoices(const State& s, int tile, const Translate& tr, std::vector<SetupChoice>& out) const override {
    static const char* const kEdge[4] = {"N", "E", "S", "W"};
    if (!FerriesModule::isLake(s, tile)) {  // offered all the same: the engine says why it cannot go here
      SetupChoice c;
      c.text = tr("a ferry");
      c.key = "ferry";
      c.value = json::array({kEdge[0], kEdge[2]});
      out.push_back(c);
      return;
    }
    int jetties = FerriesModule::jetties(s, tile), now = FerriesModule::ferryOf(s, tile);
    for (int a = 0; a < 4; ++a)
      for (int b = a + 1; b < 4; ++b) {
        if (!(jetties & (1 << a)) || !(jetties & (1 << b))) continue;
        SetupChoice c;
        c.text = fillPhrase(tr("a ferry between the {0} and {1} jetties"),
                            {sideInWords(kEdge[a], tr), sideInWords(kEdge[b], tr)});
        c.key = "ferry";
        c.value = json::array({kEdge[a], kEdge[b]});
        c.current = now == ((1 << a) | (1 << b));
        out.push_back(c);
      }
    SetupChoice none;
    none.text = tr("no ferry on this lake");
    none.key = "ferry";
    none.current = now == 0;
    out.push_back(none);
  }

  void customTileOptions(const Translate& tr, const CustomTileEdges&,
                         std::vector<CustomTileOption>& out) const override {
    CustomTileOption lake;
    lake.key = "lake";
    lake.text = tr("a lake in the middle (its roads are jetties)");
    lake.roadsEndInMiddle = true;
    out.push_back(lake);
  }

  std::string choiceName(const State&, const Action& a, const Translate& tr) const override {
    static const char* const kEdge[4] = {"N", "E", "S", "W"};
    int e[2];
    if (a.a < 0 || !routeEdges(a.b, e)) return "";
    return fillPhrase(tr("the ferry route between the {0} and {1} jetties"),
                      {sideInWords(kEdge[e[0]], tr), sideInWords(kEdge[e[1]], tr)});
  }
  std::vector<const char*> rules() const override {
    return {N_("Roads on a lake tile end at jetties. After placing a lake tile, you put a ferry on its lake: it joins "
               "two jetties into one road."),
            N_("When your tile extends a road with a ferry on it, you may move the first ferry reached along that road "
               "to two other jetties of its lake."),
            N_("A road a ferry finishes scores as usual; moving a ferry can open a finished road again.")};
  }
};

}  // namespace

const ExpansionView& ferriesView() {
  static const FerriesView v;
  return v;
}

}  // namespace carc::render
