#include "render/game/log_lines.h"

#include "engine/describe.h"
#include "engine/explain.h"
#include "engine/module.h"
#include "engine/phrase.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
// A turn in words, without tile ids or squares: "Anna places a tile and puts a knight in a city".
std::string moveWords(const State& st, const Action& place, const Action* meeple, const std::string& name, bool you) {
  std::string text = you ? tr("You place a tile") : fillPhrase(tr("{0} places a tile"), {name});
  if (!meeple) return text;
  int tile = st.tileAt(place.x, place.y);
  if (tile < 0) return text;
  FeatureKind k = st.catalog().types[st.tiles()[size_t(tile)].type].segments[size_t(meeple->seg)].kind;
  const char* where = k == FeatureKind::Road        ? N_("a road")
                      : k == FeatureKind::City      ? N_("a city")
                      : k == FeatureKind::Monastery ? N_("a monastery")
                                                    : N_("a field");
  const char* puts = k == FeatureKind::Monastery ? (you ? N_(" and put a monk in {0}") : N_(" and puts a monk in {0}"))
                     : k == FeatureKind::City ? (you ? N_(" and put a knight in {0}") : N_(" and puts a knight in {0}"))
                     : k == FeatureKind::Road
                         ? (you ? N_(" and put a thief on {0}") : N_(" and puts a thief on {0}"))
                         : (you ? N_(" and put a farmer in {0}") : N_(" and puts a farmer in {0}"));
  return text + fillPhrase(tr(puts), {tr(where)});
}

// The turn from `place` to the next tile as move JSON, enough for the modules' words (Module::
// describeMove): the figure of its meeple and every module step, arrays (the dragon's steps, the
// ferries moved) joined in order.
json turnMove(const Game& g, size_t place) {
  const std::vector<Action>& acts = g.actions();
  const Catalog& cat = g.state().catalog();
  json move = json::object();
  for (size_t j = place + 1; j < acts.size() && acts[j].kind != Action::Place; ++j) {
    if (acts[j].kind == Action::Meeple) {
      move["meeple"] = "";  // the log's own words say where
      if (acts[j].figure) move["figure"] = cat.figures[acts[j].figure].name;
    }
    const json& step = g.moduleSteps()[j];
    if (!step.is_object()) continue;
    for (auto it = step.begin(); it != step.end(); ++it) {
      json& to = move[it.key()];
      if (to.is_array() && it.value().is_array())
        to.insert(to.end(), it.value().begin(), it.value().end());
      else
        to = it.value();
    }
  }
  return move;
}
}  // namespace

std::vector<LogLine> logLines(const Table& s) {
  const State& st = s.state();
  const Translate words = [](const std::string& x) { return tr(x); };
  std::vector<std::string> names = s.shownNames();
  std::vector<LogLine> out;
  size_t note = 0, event = 0;
  // The notes, then the scorings, of every move up to `move`; `all`: the rest, the end's included. A
  // position from its first turn brought nothing of its own: upTo(-1) then adds nothing.
  auto upTo = [&](int move, bool all = false) {
    for (; note < st.notes().size() && (all || st.notes()[note].move <= move); ++note)
      out.push_back(LogLine{tr(st.notes()[note].text), st.notes()[note].tile, true, 0});
    for (; event < st.events().size() && (all || (st.events()[event].move >= 0 && st.events()[event].move <= move));
         ++event) {
      const ScoreEvent& e = st.events()[event];
      out.push_back(LogLine{explainEvent(st, e, names, words, s.youSeat()), int(e.tile), false, e.players});
    }
  };
  // Each turn (or part of one) since the position began, by the seat that played it.
  const Game& g = s.game();
  const std::vector<Action>& acts = g.actions();
  const int first = g.initial().turn();
  upTo(first - 1);  // what the position itself brought
  int k = 0;
  for (size_t i = 0; i < acts.size(); ++i) {
    if (acts[i].kind != Action::Place) continue;
    const Action* meeple = nullptr;
    for (size_t j = i + 1; j < acts.size() && acts[j].kind != Action::Place; ++j)
      if (acts[j].kind == Action::Meeple) meeple = &acts[j];
    int seat = g.movers()[i];
    int tile = st.tileAt(acts[i].x, acts[i].y);
    std::string text = moveWords(st, acts[i], meeple, names[size_t(seat)], seat == s.youSeat());
    json move = turnMove(g, i);
    for (const Module* m : st.catalog().modules) text += m->describeMove(st, move, words);
    LogLine line{text, tile, false, 1u << seat};
    line.move = true;
    out.push_back(line);
    // The turn's steps made by another seat (Module::actingPlayer: each dragon step is the next
    // seat's), each in the words its module gives.
    for (size_t j = i + 1; j < acts.size() && acts[j].kind != Action::Place; ++j) {
      int by = g.movers()[j];
      if (acts[j].kind != Action::Module || by == seat) continue;
      const Module* m = st.catalog().modules[size_t(acts[j].module)];
      std::string phrase = m->stepWords(st, acts[j], by == s.youSeat());
      if (phrase.empty()) continue;
      int at = -1, seg = -1;
      if (!m->actionSpot(st, acts[j], at, seg)) at = tile;
      const PlacedTile* where = at >= 0 && size_t(at) < st.tiles().size() ? &st.tiles()[size_t(at)] : nullptr;
      std::string square = where ? squareInWords(where->x, where->y, words) : "";
      LogLine step{fillPhrase(tr(phrase), {names[size_t(by)], square}), at, false, 1u << by};
      out.push_back(step);
    }
    upTo(first + k);
    ++k;
  }
  upTo(0, true);
  return out;
}

}  // namespace carc::render
