#include "render/game/choice_words.h"

#include "engine/describe.h"
#include "engine/module.h"
#include "engine/phrase.h"
#include "engine/tile.h"
#include "render/game/hint_words.h"

namespace carc::render {

namespace {

// What a step scores for the seat by the end of its turn (hint_words.h counts it on a copy).
std::string gainInWords(const Game& game, const Action& a, const Translate& tr) {
  HintGain g = hintGain(game, a);
  if (g.points <= 0) return tr("no points now");
  std::string points = std::to_string(g.points);
  if (g.finished == "road") return fillPhrase(tr("finishes a road, +{0} points"), {points});
  if (g.finished == "city") return fillPhrase(tr("finishes a city, +{0} points"), {points});
  if (g.finished == "monastery") return fillPhrase(tr("finishes a monastery, +{0} points"), {points});
  return g.points == 1 ? tr("+1 point now") : fillPhrase(tr("+{0} points now"), {points});
}

// The role a figure takes on a feature: placing one ("Put a knight in {0}"), or one standing there
// ("a knight of {0} in {1}").
const char* roleOf(FeatureKind k, bool placing) {
  switch (k) {
    case FeatureKind::City:
      return placing ? N_("Put a knight in {0}") : N_("a knight of {0} in {1}");
    case FeatureKind::Road:
      return placing ? N_("Put a thief on {0}") : N_("a thief of {0} on {1}");
    case FeatureKind::Monastery:
      return placing ? N_("Put a monk in {0}") : N_("a monk of {0} in {1}");
    case FeatureKind::Field:
      break;
  }
  return placing ? N_("Put a farmer in {0}") : N_("a farmer of {0} in {1}");
}

// A figure on (tile, seg) in words, with what its module says of it (" (the abbot)").
std::string figureInWords(const State& s, int tile, int seg, int figure, const std::string& who, bool placing,
                          const Translate& tr) {
  const PlacedTile& pt = s.tiles()[size_t(tile)];
  const Catalog& cat = s.catalog();
  std::string address = featureAddress(s, tile, seg);
  std::string feature = featureInWords(address, tr);
  FeatureKind kind = cat.types[pt.type].segments[size_t(seg)].kind;
  const char* role = nullptr;  // a module's figure has its own words ("Put the pig in ...")
  if (figure)
    for (const Module* m : cat.modules)
      if (!role) role = m->figureRole(cat.figures[size_t(figure)].name, kind, placing);
  bool own = role != nullptr;
  if (!role) role = roleOf(kind, placing);
  std::string text = placing ? fillPhrase(tr(role), {feature}) : fillPhrase(tr(role), {who, feature});
  if (own) return text;
  json move = {{"meeple", address}};
  if (figure) move["figure"] = cat.figures[size_t(figure)].name;
  for (const Module* m : cat.modules) text += m->describeMove(s, move, tr);
  return text;
}

}  // namespace

std::string turnInWords(int quarterTurns, const Translate& tr) {
  static const char* const kTurns[4] = {N_("not turned"), N_("turned a quarter turn clockwise"),
                                        N_("turned half a turn"), N_("turned a quarter turn anticlockwise")};
  return tr(kTurns[quarterTurns & 3]);
}

std::vector<ChoiceWords> choiceWords(const Game& game, const std::vector<Action>& legal, const Translate& tr,
                                     const ModuleChoiceName& moduleName) {
  const State& s = game.state();
  std::vector<ChoiceWords> out;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    ChoiceWords c;
    c.gain = gainInWords(game, a, tr);
    switch (a.kind) {
      case Action::Place:
        c.square = squareInWords(a.x, a.y, tr);
        c.rot = a.rot;
        c.sides = tileSidesInWords(s.catalog().types[size_t(s.currentTile())], a.rot, tr);
        c.around = neighboursInWords(s, a.x, a.y, tr);
        c.words =
            fillPhrase(tr("{0}; next to {1}"),
                       {fillPhrase(tr("{0}: {1}"), {c.square + ", " + turnInWords(a.rot, tr), c.gain}), c.around});
        break;
      case Action::Meeple:
        c.words = fillPhrase(tr("{0}: {1}"), {figureInWords(s, s.lastPlaced(), a.seg, a.figure, "", true, tr), c.gain});
        break;
      case Action::NoMeeple:
        c.words = fillPhrase(tr("{0}: {1}"), {tr("Keep your meeples this turn"), c.gain});
        break;
      case Action::Module: {
        std::string name = moduleName ? moduleName(i) : "";
        if (name.empty()) name = tr("Done");
        c.words = fillPhrase(tr("{0}: {1}"), {name, c.gain});
        break;
      }
    }
    out.push_back(std::move(c));
  }
  return out;
}

std::string tileInHandInWords(const State& s, const Translate& tr) {
  if (s.currentTile() < 0 || s.over()) return "";
  const TileType& t = s.catalog().types[size_t(s.currentTile())];
  return tileSidesInWords(t, 0, tr);
}

std::vector<std::string> boardInWords(const State& s, const std::vector<std::string>& names, const Translate& tr) {
  const Catalog& cat = s.catalog();
  std::vector<std::string> out;
  for (size_t t = 0; t < s.tiles().size(); ++t) {
    const PlacedTile& pt = s.tiles()[t];
    std::string line =
        fillPhrase(tr("{0}: {1}"), {squareInWords(pt.x, pt.y, tr), tileSidesInWords(cat.types[pt.type], pt.rot, tr)});
    for (const Meeple& m : s.meeples()) {
      if (m.tile != t) continue;
      std::string who = m.player < names.size() ? names[m.player] : std::to_string(m.player + 1);
      line += "; " + figureInWords(s, int(t), m.seg, m.figure, who, false, tr);
    }
    out.push_back(line);
  }
  return out;
}

std::vector<std::string> scoresInWords(const State& s, const std::vector<std::string>& names, const Translate& tr) {
  std::vector<std::string> out;
  for (int p = 0; p < s.players(); ++p) {
    std::string who = size_t(p) < names.size() ? names[size_t(p)] : std::to_string(p + 1);
    // One point and one meeple are said in the singular ("1 point", never "1 points").
    int points = s.scores()[size_t(p)], meeples = s.supply(p);
    std::string said = points == 1 ? tr("1 point") : fillPhrase(tr("{0} points"), {std::to_string(points)});
    said += ", " + (meeples == 1 ? tr("1 meeple left") : fillPhrase(tr("{0} meeples left"), {std::to_string(meeples)}));
    out.push_back(fillPhrase(tr("{0}: {1}"), {who, said}));
  }
  return out;
}

}  // namespace carc::render
