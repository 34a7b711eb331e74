#include "render/game/hint_words.h"

#include <algorithm>
#include <vector>

#include "engine/describe.h"
#include "engine/phrase.h"

namespace carc::render {

HintGain hintGain(const Game& game, const Action& choice) {
  HintGain g;
  const State& before = game.state();
  const int seat = before.actingPlayer(), turn = before.turn();  // the seat the hint is for
  Game copy = game;
  if (!copy.apply(choice)) return g;
  auto onBoard = [](const State& s, int player) {
    int n = 0;
    for (const Meeple& m : s.meeples()) n += m.player == player;
    return n;
  };
  for (int p = 0; p < before.players(); ++p) {
    int sent = std::max(0, onBoard(before, p) - onBoard(copy.state(), p));
    (p == seat ? g.ownSent : g.othersSent) += sent;
  }
  // The rest of the turn without more: no meeple, a module's first choice.
  for (int guard = 0; guard < 16 && !copy.state().over() && copy.state().turn() == turn; ++guard) {
    std::vector<Action> legal;
    copy.state().legalActions(legal);
    if (legal.empty()) break;
    Action next = legal.front();
    for (const Action& a : legal)
      if (a.kind == Action::NoMeeple) next = a;
    if (!copy.apply(next)) break;
  }
  g.points = copy.state().scores()[size_t(seat)] - before.scores()[size_t(seat)];
  for (const ScoreEvent& e : copy.state().events())
    if (e.move == turn && e.complete && (e.players & (1u << seat)) && g.finished.empty()) g.finished = e.kind;
  return g;
}

namespace {
std::string featureWords(const std::string& kind, const Translate& tr) {
  if (kind == "road") return tr("a road");
  if (kind == "city") return tr("a city");
  if (kind == "monastery") return tr("a monastery");
  return "";
}
std::string kindOf(const State& s, const Action& a) {
  if (a.kind != Action::Meeple || s.lastPlaced() < 0) return "";
  const PlacedTile& pt = s.tiles()[size_t(s.lastPlaced())];
  FeatureKind k = s.catalog().types[pt.type].segments[size_t(a.seg)].kind;
  return k == FeatureKind::Road        ? "road"
         : k == FeatureKind::City      ? "city"
         : k == FeatureKind::Monastery ? "monastery"
                                       : "field";
}
}  // namespace

std::string hintWords(const Game& game, const Action& choice, const std::string& choiceName, const Translate& tr) {
  const State& s = game.state();
  HintGain g = hintGain(game, choice);
  std::string points = std::to_string(g.points);
  switch (choice.kind) {
    case Action::Place:
      if (g.points > 0 && !featureWords(g.finished, tr).empty())
        return fillPhrase(tr("Place it here to finish {0}: about +{1} points"), {featureWords(g.finished, tr), points});
      if (g.points > 0) return fillPhrase(tr("Place it here: about +{0} points"), {points});
      return tr("Place it here: no points now, it builds for later");
    case Action::Meeple: {
      std::string kind = kindOf(s, choice);
      const char* who = kind == "monastery" ? N_("Put a monk in the monastery")
                        : kind == "city"    ? N_("Put a knight in the city")
                        : kind == "road"    ? N_("Put a thief on the road")
                                            : N_("Put a farmer in the field");
      if (g.points > 0) return fillPhrase(tr("{0}: about +{1} points now"), {tr(who), points});
      return fillPhrase(tr("{0}: points later, when it is finished"), {tr(who)});
    }
    case Action::NoMeeple:
      if (g.points > 0) return fillPhrase(tr("Keep your meeples this turn: +{0} points"), {points});
      return tr("Keep your meeples this turn");
    case Action::Module: {
      // What a module's choice does for the seat: points, or figures it sends home (the dragon, a princess).
      std::string what = choiceName.empty() ? tr("the marked spot") : choiceName;
      if (g.points > 0) return fillPhrase(tr("Choose {0}: about +{1} points"), {what, points});
      if (g.othersSent > 0 && g.ownSent == 0)
        return fillPhrase(tr("Choose {0}: other players' figures go back to their supply"), {what});
      if (g.ownSent > 0) return fillPhrase(tr("Choose {0}: it costs you figures on the board"), {what});
      if (!choiceName.empty()) return fillPhrase(tr("Choose {0}"), {choiceName});
      return tr("Choose the marked spot");
    }
  }
  return "";
}

}  // namespace carc::render
