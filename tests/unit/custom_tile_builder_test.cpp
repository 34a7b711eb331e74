// Every tile of every shipped set built again in the custom tile builder's own terms
// (render/editor/custom_tile_terms.h, the calls the builder's window makes): from what a rules
// editor sees on the printed tile — its edges, whether its cities are one, shields, a monastery,
// where each road goes (on to another edge, into a city gate, to the middle), a lake, signposts,
// the gingerbread symbol, the river and its spring, inns, cathedrals, goods, a garden, a volcano, the
// dragon symbol, a magic portal and a princess — never from
// the manifest's half-edges. The tile made must have the same features, connected the same way, and
// score the same. A few printed shapes are not offered (kNotBuildable says what each lacks).
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "engine/assets_dir.h"
#include "engine/catalog.h"
#include "engine/geometry.h"
#include "engine/scenario.h"
#include "render/editor/custom_tile_terms.h"

namespace carc {
namespace {

using render::CustomTileChoices;

SetSource diskSets() {
  return [](const std::string& set, std::string& text) { return readSetFromDir(CARC_ASSETS_DIR, set, text); };
}

// Where a printed road that stops on the tile runs into a city: the gate's city edge, by tile and
// road edge (the art shows it; the edges alone do not say it). Every other road that stops ends in
// the middle (a crossing, a monastery, a lake's jetty, a big city).
const std::map<std::string, std::map<int, std::string>> kGates = {
    {"winter/W02", {{3, "gate N"}}},
    {"winter/W03", {{1, "gate N"}}},
    {"winter/W08", {{2, "gate N"}}},
    {"gingerbread/A", {{3, "gate N"}}},
    {"gingerbread/B", {{2, "gate N"}}},
    {"river/R07", {{2, "gate N"}}},  // the road crosses the river on a bridge
    {"inns/I10", {{2, "gate N"}}},
    {"traders/T01", {{1, "gate N"}}},
    {"traders/T04", {{1, "gate N"}}},
    {"traders/T12", {{1, "gate N"}}},
    {"traders/T15", {{1, "gate N"}, {2, "gate W"}}},
    {"traders/T21", {{1, "gate N"}, {2, "gate W"}}},
};

// The sets a set's tile is played with (an expansion with the base game; a garden with the Abbot,
// without whom it is inert and the builder does not offer it).
std::vector<std::string> setsFor(const std::string& set, const TileType& t) {
  std::vector<std::string> out = {set};
  if (set != "base" && set != "winter") out.insert(out.begin(), "base");
  if (set != "abbot" && t.toJson().contains("garden")) out.push_back("abbot");
  return out;
}

// Printed tiles whose shape the builder does not offer, with what it lacks: they are not rebuilt.
const std::map<std::string, std::string> kNotBuildable = {
    {"inns/I07", "a city wall that reaches into the field and cuts it in two"},
    {"inns/I09", "two roads that end where two cities meet in the middle: four fields"},
    {"traders/T03", "a road that ends against another road (at a bridge), closing the field between them"},
    {"traders/T09", "a corner city whose wall runs to the far corner, cutting the field there"},
    {"traders/T15", "a corner city whose wall runs to the far corner, cutting the field there"},
    {"traders/T23", "a corner city whose wall runs to the far corner, cutting the field there"},
    {"traders/T24", "two corner cities (the builder makes one city and lets single edges stand apart)"},
    {"princess/P08", "a corner city whose wall runs to the far corner, cutting the field there"},
    {"princess/P09",
     "shields on the second city (the builder puts them on the first), and a field beside the corner "
     "city that does not touch it (the inner field lies between)"},
    {"princess/P20", "a road under a city (a tunnel), which leaves the fields on either side of the city whole"},
};

// What a rules editor picks in the builder for a printed tile.
CustomTileChoices choicesFor(const TileType& t) {
  CustomTileChoices c;
  json j = t.toJson();
  int cities = 0;
  for (int e = 0; e < 4; ++e) {
    EdgeKind k = t.edgeKind(0, e);
    c.edges[e] = k == kCityEdge ? 2 : k == kRoadEdge ? 1 : k == kModuleEdge ? 3 : 0;
  }
  for (const Segment& seg : t.segments) {
    cities += seg.kind == FeatureKind::City;
    c.shields += seg.shields;
    if (seg.kind != FeatureKind::Road) continue;
    int first = __builtin_ctz(seg.edges);
    for (int e = first + 1; e < 4; ++e)
      if (seg.edges & (1 << e)) c.roadTo[size_t(e)] = edgeName(first);  // it goes on to the first edge
    if (__builtin_popcount(seg.edges) == 1) {
      auto gates = kGates.find(t.id);
      bool gate = gates != kGates.end() && gates->second.count(first);
      c.roadTo[size_t(first)] = gate ? gates->second.at(first) : "middle";
    }
  }
  c.joined = cities <= 1;
  // Some city edges one city, the others each a city of their own (a cap beside a corner city).
  int largest = 0;
  for (const Segment& seg : t.segments)
    if (seg.kind == FeatureKind::City && __builtin_popcount(seg.edges) > __builtin_popcount(largest))
      largest = seg.edges;
  if (cities >= 2 && __builtin_popcount(largest) >= 2) {
    c.joined = true;
    for (int e = 0; e < 4; ++e) c.apart[e] = c.edges[e] == 2 && !(largest & (1 << e));
  }
  for (const Segment& seg : t.segments) c.innerField = c.innerField || (seg.kind == FeatureKind::Field && !seg.halves);
  c.monastery = t.monastery;
  for (const char* flag : {"lake", "gingerbread", "spring", "garden", "volcano", "dragon", "portal"})
    c.flags[flag] = j.value(flag, false);
  // The princess in the city of the edge the manifest names: "a princess" (1) there.
  if (j.contains("princess")) {
    std::array<int, 4>& per = c.perEdge["princess"];
    per = {0, 0, 0, 0};
    per[size_t(parseEdge(j["princess"][0].get<std::string>()))] = 1;
  }
  // Inns beside roads and cathedrals in cities: "an inn" (1) at the edges the manifest names.
  for (const char* key : {"inns", "cathedrals"})
    if (j.contains(key)) {
      std::array<int, 4>& per = c.perEdge[key];
      per = {0, 0, 0, 0};
      for (const json& e : j[key]) per[size_t(parseEdge(e.get<std::string>()))] = 1;
    }
  // Goods: wine 1, grain 2, cloth 3 in a city edge's city.
  if (j.contains("goods")) {
    std::array<int, 4>& per = c.perEdge["goods"];
    per = {0, 0, 0, 0};
    for (const json& g : j["goods"]) {
      std::string kind = g["kind"];
      per[size_t(parseEdge(g["edge"].get<std::string>()))] = kind == "wine" ? 1 : kind == "grain" ? 2 : 3;
    }
  }
  if (j.contains("signposts")) {
    std::array<int, 4>& per = c.perEdge["signposts"];
    per = {0, 0, 0, 0};
    // The builder's choices per edge: none, left, straight, right, left and straight, straight and
    // right, left and right, all three.
    std::map<int, int> choiceOf = {{0, 0}, {1, 1}, {2, 2}, {4, 3}, {3, 4}, {6, 5}, {5, 6}, {7, 7}};
    std::array<int, 4> arrows = {0, 0, 0, 0};
    for (const json& s : j["signposts"]) {
      std::string type = s["type"];
      arrows[size_t(parseEdge(s["edge"]))] |= type == "left" ? 1 : type == "straight" ? 2 : 4;
    }
    for (int e = 0; e < 4; ++e) per[size_t(e)] = choiceOf.at(arrows[size_t(e)]);
  }
  return c;
}

// A tile's features independent of their order: cities (edges, shields), roads (edges), fields
// (halves, the edges of the cities they touch), monastery, and the module keys.
std::string shapeOf(const TileType& t) {
  std::multiset<std::string> parts;
  for (const Segment& seg : t.segments) {
    if (seg.kind == FeatureKind::City)
      parts.insert("city " + std::to_string(seg.edges) + " shields " + std::to_string(seg.shields));
    if (seg.kind == FeatureKind::Road) parts.insert("road " + std::to_string(seg.edges));
    if (seg.kind == FeatureKind::Field) {
      std::set<int> touched;
      for (size_t c = 0; c < t.segments.size(); ++c)
        if (seg.cities & (1 << c)) touched.insert(t.segments[c].edges);
      std::string f = "field " + std::to_string(seg.halves) + " touches";
      for (int c : touched) f += " " + std::to_string(c);
      parts.insert(f);
    }
  }
  json j = t.toJson();
  for (const char* key : {"lake", "gingerbread", "river", "spring", "garden", "inns", "cathedrals", "goods", "volcano",
                          "dragon", "portal", "princess"})
    if (j.contains(key)) parts.insert(std::string(key) + " " + j[key].dump());
  if (j.contains("signposts"))
    for (const json& s : j["signposts"]) parts.insert("signpost " + s.dump());
  if (t.monastery) parts.insert("monastery");
  std::string out;
  for (const std::string& p : parts) out += p + "; ";
  return out;
}

// The tile alone at the start square with a meeple on each of its features (taking turns between
// two players), scored at the end: the scores and the scoring events (in any order).
json scoredAlone(const std::vector<std::string>& sets, const TileType& real, const std::string& id, const json& tiles) {
  json meeples = json::array();
  int player = 0;
  for (const Segment& seg : real.segments) {
    // A scenario names a meeple's feature by an edge (or a field's half-edge; an inner field as
    // "field inner"): a road touching none (between a city gate and the middle) cannot be named there
    // and gets no meeple.
    if (seg.kind != FeatureKind::Field && seg.edges == 0) continue;
    std::string on = seg.kind == FeatureKind::Road   ? std::string("road ") + edgeName(__builtin_ctz(seg.edges))
                     : seg.kind == FeatureKind::City ? std::string("city ") + edgeName(__builtin_ctz(seg.edges))
                     : seg.halves                    ? std::string("field ") + halfName(__builtin_ctz(seg.halves))
                                                     : std::string("field inner");
    meeples.push_back({{"player", player}, {"on", on}});
    player = 1 - player;
  }
  if (real.monastery) meeples.push_back({{"player", player}, {"on", "monastery"}});
  json sc = {{"sets", sets},
             {"tiles", tiles},
             {"players", {"Red", "Blue"}},
             {"board", {{{"tile", id}, {"at", {0, 0}}, {"rot", 0}, {"meeples", meeples}}}},
             {"end", true}};
  Scenario s = loadScenario(sc, diskSets(), "test");
  playScenario(s, "test");
  json r = resultJson(s.game.state());
  std::multiset<std::string> events;  // in any order: the features' order on the tiles differs
  for (const json& e : r["events"]) events.insert(e.dump());
  return {{"scores", r["scores"]}, {"events", events}};
}

TEST(CustomTileBuilder, RebuildsEveryShippedTile) {
  std::string text;
  ASSERT_TRUE(readFile(std::string(CARC_ASSETS_DIR) + "/tiles/index.json", text, 1 << 20));
  int compared = 0;
  json index = json::parse(text);
  for (const json& entry : index["sets"]) {
    std::string set = entry["set"];
    // The set's own tiles, as its manifest lists them (the Abbot's are garden twins of base tiles).
    std::string manifest;
    ASSERT_TRUE(readSetFromDir(CARC_ASSETS_DIR, set, manifest)) << set;
    std::vector<std::string> withAbbot = setsFor(set, TileType());  // so that a garden is read
    if (set != "abbot") withAbbot.push_back("abbot");
    auto cat = buildCatalog(withAbbot, json(), json(), diskSets(), "test");
    json listedTiles = json::parse(manifest)["tiles"];  // kept: a temporary's member would dangle in the loop
    for (const json& listed : listedTiles) {
      std::string id = listed["id"];
      if (kNotBuildable.count(id)) continue;
      const TileType& real = cat->types[size_t(cat->find(id))];
      std::vector<std::string> sets = setsFor(set, real);
      json made = render::customTileFromChoices(choicesFor(real), sets, "custom/copy");
      auto withIt = buildCatalog(sets, json::array({made}), json(), diskSets(), "test");
      const TileType& copy = withIt->types[size_t(withIt->find("custom/copy"))];
      EXPECT_EQ(shapeOf(copy), shapeOf(real)) << real.id << "\n made: " << made.dump();
      EXPECT_EQ(scoredAlone(sets, real, "custom/copy", json::array({made})),
                scoredAlone(sets, real, real.id, json::array()))
          << real.id;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 24 + 36 + 6 + 3 + 12 + 12 + 17 + 8 + 24 + 29 - int(kNotBuildable.size()));
}

// The builder offers a road edge the middle, each other road edge and each city gate; a choice
// left from edges since changed is taken as the usual way.
TEST(CustomTileBuilder, RoadEndsOffered) {
  CustomTileChoices c;
  c.edges[0] = 2, c.edges[1] = 1, c.edges[2] = 1, c.edges[3] = 2;
  EXPECT_EQ(render::roadEnds(c, 1), (std::vector<std::string>{"", "middle", "S", "gate N", "gate W"}));
  EXPECT_TRUE(render::roadEnds(c, 0).empty());
  c.roadTo[1] = "gate N";
  c.edges[0] = 0;  // the city edge is a field now
  json j = render::customTileFromChoices(c, {"base"}, "custom/t");
  EXPECT_EQ(j["roads"].size(), 1u) << j.dump();  // the usual way: the two road edges are one road
}

// The river's edge kind is offered only with the river in play, and the spring only with one river
// edge: ticked and then given a second river edge, the tile is no spring (the river module's own
// hooks, not the builder's code, say both).
TEST(CustomTileBuilder, RiverEdgesAndSpringFromTheRiverModule) {
  EXPECT_EQ(render::customEdgeKinds({"base"}), (std::vector<std::string>{"field", "road", "city"}));
  EXPECT_EQ(render::customEdgeKinds({"base", "river"}), (std::vector<std::string>{"field", "road", "city", "river"}));
  CustomTileChoices c;
  c.edges[0] = 3, c.edges[1] = 0, c.edges[2] = 0, c.edges[3] = 0;
  c.flags["spring"] = true;
  json spring = render::customTileFromChoices(c, {"base", "river"}, "custom/s");
  EXPECT_EQ(spring["river"], json::array({"N"})) << spring.dump();
  EXPECT_EQ(spring.value("spring", false), true) << spring.dump();
  c.edges[2] = 3;
  json river = render::customTileFromChoices(c, {"base", "river"}, "custom/r");
  EXPECT_EQ(river["river"], json::array({"N", "S"})) << river.dump();
  EXPECT_FALSE(river.contains("spring")) << river.dump();
  EXPECT_EQ(river["fields"].size(), 2u) << river.dump();  // the river splits the banks
  // Without the river in play a river edge is a city (the last kind offered), and no spring.
  json base = render::customTileFromChoices(c, {"base"}, "custom/b");
  EXPECT_FALSE(base.contains("river") || base.contains("spring")) << base.dump();
}

// The Princess & the Dragon's options come from its view with the set in play: one symbol a tile
// (ticking the dragon after the volcano takes the volcano off; ticked together, the first is kept,
// since the module refuses two) and one princess a tile (chosen at another city edge, she moves).
TEST(CustomTileBuilder, PrincessSymbolsOneATile) {
  const std::vector<std::string> sets = {"base", "princess"};
  const Translate same = [](const std::string& x) { return x; };
  CustomTileChoices c;
  c.edges[0] = 2, c.edges[1] = 1, c.edges[2] = 2, c.edges[3] = 1;
  c.joined = false;  // two cities, a road between them
  std::vector<render::CustomTileOption> options;
  for (auto& [view, o] : render::customTileOptionsFor(c, sets, same)) options.push_back(o);
  std::vector<std::string> keys;
  for (const render::CustomTileOption& o : options) keys.push_back(o.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"volcano", "dragon", "portal", "princess"}));
  EXPECT_TRUE(render::customTileOptionsFor(c, {"base"}, same).empty());
  render::setCustomFlag(c, options, "volcano", true);
  render::setCustomFlag(c, options, "dragon", true);
  EXPECT_FALSE(c.flags["volcano"]);
  const render::CustomTileOption& princess = options.back();
  render::setCustomPerEdge(c, princess, 0, 1);
  render::setCustomPerEdge(c, princess, 2, 1);
  EXPECT_EQ(c.perEdge["princess"], (std::array<int, 4>{0, 0, 1, 0}));
  json made = render::customTileFromChoices(c, sets, "custom/p");
  EXPECT_EQ(made.value("dragon", false), true) << made.dump();
  EXPECT_FALSE(made.contains("volcano") || made.contains("portal")) << made.dump();
  EXPECT_EQ(made["princess"], json::array({"S"})) << made.dump();
  // Set together by other means, the first of each is kept: the tile still loads.
  c.flags["volcano"] = c.flags["portal"] = true;
  c.perEdge["princess"] = {1, 0, 1, 0};
  made = render::customTileFromChoices(c, sets, "custom/p");
  EXPECT_EQ(made.value("volcano", false), true) << made.dump();
  EXPECT_FALSE(made.contains("dragon") || made.contains("portal")) << made.dump();
  EXPECT_EQ(made["princess"], json::array({"N"})) << made.dump();
  EXPECT_NO_THROW(buildCatalog(sets, json::array({made}), json(), diskSets(), "test"));
  // Without the set in play the builder writes none of its keys.
  json plain = render::customTileFromChoices(c, {"base"}, "custom/b");
  for (const char* key : {"volcano", "dragon", "portal", "princess"}) EXPECT_FALSE(plain.contains(key)) << plain.dump();
}

}  // namespace
}  // namespace carc
