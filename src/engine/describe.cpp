#include "describe.h"

#include <cstdlib>

#include "engine/phrase.h"
#include "geometry.h"
#include "module.h"

namespace carc {

namespace {

std::string T(const Translate& tr, const std::string& phrase) { return tr ? tr(phrase) : phrase; }

}  // namespace

// In one pass: a value (a player's name) is never read again as a placeholder.
std::string fillPhrase(std::string phrase, const std::vector<std::string>& values) {
  std::string out;
  for (size_t i = 0; i < phrase.size(); ++i) {
    size_t end = i + 1;
    while (end < phrase.size() && end - i <= 3 && phrase[end] >= '0' && phrase[end] <= '9') ++end;
    if (phrase[i] == '{' && end > i + 1 && end < phrase.size() && phrase[end] == '}') {
      size_t k = size_t(std::atoi(phrase.c_str() + i + 1));
      if (k < values.size()) {
        out += values[k];
        i = end;
        continue;
      }
    }
    out += phrase[i];
  }
  return out;
}

std::string squareInWords(int x, int y, const Translate& tr) {
  if (x == 0 && y == 0) return T(tr, "on the start square");
  std::vector<std::string> parts;
  auto part = [&](int n, const char* one, const char* many) {
    if (n) parts.push_back(n == 1 ? T(tr, one) : fillPhrase(T(tr, many), {std::to_string(n)}));
  };
  part(y < 0 ? -y : 0, "1 square north", "{0} squares north");
  part(y > 0 ? y : 0, "1 square south", "{0} squares south");
  part(x > 0 ? x : 0, "1 square east", "{0} squares east");
  part(x < 0 ? -x : 0, "1 square west", "{0} squares west");
  std::string offset = parts[0];
  if (parts.size() > 1) offset += T(tr, " and ") + parts[1];
  return fillPhrase(T(tr, "{0} of the start tile"), {offset});
}

std::string sideInWords(const std::string& where, const Translate& tr) {
  static const char* const kEdges[4] = {N_("north"), N_("east"), N_("south"), N_("west")};
  int h = parseHalf(where);
  if (h >= 0) {
    // A half-edge names a corner side: Nw and Wn are both the north-west.
    static const char* const kCorner[8] = {N_("north-west"), N_("north-east"), N_("north-east"), N_("south-east"),
                                           N_("south-east"), N_("south-west"), N_("south-west"), N_("north-west")};
    return T(tr, kCorner[h]);
  }
  int e = parseEdge(where);
  return e >= 0 ? T(tr, kEdges[e]) : where;
}

std::string featureInWords(const std::string& address, const Translate& tr) {
  if (address == "monastery") return T(tr, "the monastery");
  for (const Module* m : moduleRegistry()) {  // a module's own feature ("garden")
    std::string name = m->featureName(address, tr);
    if (!name.empty()) return name;
  }
  auto sp = address.find(' ');
  if (sp == std::string::npos) return address;
  // An inner field has no side: it lies between the tile's cities ("field inner", "field inner 2").
  if (address.compare(0, 11, "field inner") == 0) return T(tr, "the field between the cities");
  std::string kind = address.substr(0, sp), side = sideInWords(address.substr(sp + 1), tr);
  if (kind == "city") return fillPhrase(T(tr, "the city on the {0} side"), {side});
  if (kind == "road") return fillPhrase(T(tr, "the road on the {0} side"), {side});
  if (kind == "field") return fillPhrase(T(tr, "the field on the {0} side"), {side});
  return address;
}

std::string tileInWords(const TileType& t, const Translate& tr) {
  int cities = 0, roads = 0, shields = 0;
  for (const Segment& s : t.segments) {
    cities += s.kind == FeatureKind::City;
    roads += s.kind == FeatureKind::Road;
    shields += s.shields;
  }
  std::vector<std::string> parts;
  if (cities == 1) parts.push_back(T(tr, "a city"));
  if (cities > 1) parts.push_back(fillPhrase(T(tr, "{0} cities"), {std::to_string(cities)}));
  if (roads == 1) parts.push_back(T(tr, "a road"));
  if (roads > 1) parts.push_back(fillPhrase(T(tr, "{0} roads"), {std::to_string(roads)}));
  // Said because a shield is worth points (and the editor's palette is searched for it).
  if (shields == 1) parts.push_back(T(tr, "a shield"));
  if (shields > 1) parts.push_back(fillPhrase(T(tr, "{0} shields"), {std::to_string(shields)}));
  if (t.monastery) parts.push_back(T(tr, "a monastery"));
  for (const Module* m : moduleRegistry()) {
    std::string f = m->tileFeature(t, tr);
    if (!f.empty()) parts.push_back(f);
  }
  if (parts.empty()) return T(tr, "a tile with only fields");
  std::string list;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) list += i + 1 == parts.size() ? T(tr, " and ") : ", ";
    list += parts[i];
  }
  return fillPhrase(T(tr, "a tile with {0}"), {list});
}

namespace {

// The board sides of `edges` (tile orientation) turned `quarterTurns`, clockwise from north:
// "north", "north and east", "north, east and south".
std::string sidesInWords(uint8_t edges, int quarterTurns, const Translate& tr) {
  std::vector<std::string> names;
  for (int side = 0; side < 4; ++side)
    if (edges >> rotateEdge(side, -quarterTurns & 3) & 1) names.push_back(sideInWords(edgeName(side), tr));
  std::string list;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) list += i + 1 == names.size() ? T(tr, " and ") : ", ";
    list += names[i];
  }
  return list;
}

int edgeCount(uint8_t edges) { return (edges & 1) + (edges >> 1 & 1) + (edges >> 2 & 1) + (edges >> 3 & 1); }

}  // namespace

std::string tileSidesInWords(const TileType& t, int quarterTurns, const Translate& tr) {
  std::vector<std::string> parts;
  // Several one-sided roads (a crossroads) or cities (a tile with two) are said together.
  uint8_t loneRoads = 0, loneCities = 0;
  int lonesRoads = 0, lonesCities = 0;
  for (const Segment& s : t.segments) {
    bool lone = edgeCount(s.edges) == 1;
    if (s.kind == FeatureKind::Road && lone) loneRoads |= s.edges, ++lonesRoads;
    if (s.kind == FeatureKind::City && lone && !s.shields) loneCities |= s.edges, ++lonesCities;
  }
  for (const Segment& s : t.segments) {
    bool many = edgeCount(s.edges) > 1;
    if (s.kind == FeatureKind::City && (!s.shields && !many && lonesCities > 1)) continue;
    if (s.kind == FeatureKind::Road && !many && lonesRoads > 1) continue;
    const char* phrase = nullptr;
    if (s.kind == FeatureKind::City && s.shields)
      phrase = many ? N_("a city with a shield on the {0} sides") : N_("a city with a shield on the {0} side");
    else if (s.kind == FeatureKind::City)
      phrase = many ? N_("a city on the {0} sides") : N_("a city on the {0} side");
    else if (s.kind == FeatureKind::Road)
      phrase = many ? N_("a road on the {0} sides") : N_("a road on the {0} side");
    if (phrase) parts.push_back(fillPhrase(T(tr, phrase), {sidesInWords(s.edges, quarterTurns, tr)}));
  }
  if (lonesCities > 1)
    parts.push_back(
        fillPhrase(T(tr, "separate cities on the {0} sides"), {sidesInWords(loneCities, quarterTurns, tr)}));
  if (lonesRoads > 1)
    parts.push_back(fillPhrase(T(tr, "separate roads on the {0} sides"), {sidesInWords(loneRoads, quarterTurns, tr)}));
  if (t.moduleEdges)  // a module's own edges (the river's): named by the module
    parts.push_back(
        fillPhrase(T(tr, edgeCount(t.moduleEdges) > 1 ? N_("{0} on the {1} sides") : N_("{0} on the {1} side")),
                   {T(tr, State::edgeKindWord(kModuleEdge)), sidesInWords(t.moduleEdges, quarterTurns, tr)}));
  if (t.monastery) parts.push_back(T(tr, "a monastery in the middle"));
  for (const Module* m : moduleRegistry()) {
    std::string f = m->tileFeature(t, tr);
    if (!f.empty()) parts.push_back(f);
  }
  if (parts.empty()) return T(tr, "only fields");
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out;
}

std::string neighboursInWords(const State& s, int x, int y, const Translate& tr) {
  std::vector<std::string> items;
  for (int side = 0; side < 4; ++side) {
    int n = s.tileAt(x + kEdgeDx[side], y + kEdgeDy[side]);
    if (n < 0) continue;
    const PlacedTile& pt = s.tiles()[size_t(n)];
    EdgeKind k = s.catalog().types[pt.type].edgeKind(pt.rot, opposite(side));
    std::string where = sideInWords(edgeName(side), tr), item;
    if (k == kCityEdge)
      item = fillPhrase(T(tr, "a city to the {0}"), {where});
    else if (k == kRoadEdge)
      item = fillPhrase(T(tr, "a road to the {0}"), {where});
    else if (k == kFieldEdge)
      item = fillPhrase(T(tr, "a field to the {0}"), {where});
    else
      item = fillPhrase(T(tr, "{0} to the {1}"), {T(tr, State::edgeKindWord(k)), where});
    items.push_back(item);
  }
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += i + 1 == items.size() ? T(tr, " and ") : ", ";
    out += items[i];
  }
  return out;
}

std::string describeTurn(const State& after, const json& move, const std::string& player, const Translate& tr) {
  const Catalog& cat = after.catalog();
  int type = move.contains("tile") && move["tile"].is_string() ? cat.find(move["tile"].get<std::string>()) : -1;
  int x = 0, y = 0;
  if (move.contains("at") && move["at"].is_array() && move["at"].size() == 2 && move["at"][0].is_number_integer() &&
      move["at"][1].is_number_integer()) {
    x = move["at"][0].get<int>();
    y = move["at"][1].get<int>();
  }
  std::string tile = type >= 0 ? tileInWords(cat.types[size_t(type)], tr) : T(tr, "a tile");
  std::string text = fillPhrase(T(tr, "{0} places {1} {2}"), {player, tile, squareInWords(x, y, tr)});
  if (move.contains("meeple") && move["meeple"].is_string()) {
    std::string on = move["meeple"].get<std::string>();
    const char* who = on == "monastery"               ? N_(" and puts a monk in {0}")
                      : on.compare(0, 4, "city") == 0 ? N_(" and puts a knight in {0}")
                      : on.compare(0, 4, "road") == 0 ? N_(" and puts a thief on {0}")
                                                      : N_(" and puts a farmer in {0}");
    text += fillPhrase(T(tr, who), {featureInWords(on, tr)});
  }
  for (const Module* m : cat.modules) text += m->describeMove(after, move, tr);
  return text + ".";
}

}  // namespace carc
