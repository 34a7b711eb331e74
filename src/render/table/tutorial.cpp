#include "render/table/tutorial.h"

#include "engine/explain.h"
#include "engine/feature_parts.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

// The player's meeples standing on features of `kind` (featureKindName: road, city, field,
// monastery), plus those that scored a completed feature of that kind in `move` and came back.
int meeplesOn(const State& s, const std::string& kind, int player, int move) {
  int n = 0;
  for (const Meeple& m : s.meeples())
    if (m.player == player && kind == featureKindName(featureSummary(s, m.tile, m.seg).kind)) ++n;
  for (const ScoreEvent& e : s.events())
    if (e.move == move && e.complete && kind == e.kind && (e.players >> player & 1)) ++n;
  return n;
}

}  // namespace

bool Tutorial::load(const json& file, std::string* why) {
  auto fail = [&](const std::string& w) {
    if (why) *why = w;
    return false;
  };
  if (!file.is_object() || file.value("format", "") != "carcassonne-tutorial/1")
    return fail("tutorial: format must be \"carcassonne-tutorial/1\"");
  if (!file.contains("steps") || !file["steps"].is_array() || file["steps"].empty())
    return fail("tutorial.steps: a list of steps is needed");
  for (size_t i = 0; i < file["steps"].size(); ++i) {
    const json& st = file["steps"][i];
    std::string where = "tutorial.steps[" + std::to_string(i) + "]";
    if (!st.is_object() || !st.contains("scenario") || !st["scenario"].is_object())
      return fail(where + ".scenario: a scenario is needed");
    if (!st.contains("texts") || !st["texts"].is_object() || !st["texts"].contains("en"))
      return fail(where + ".texts: English texts are needed");
    if (st.contains("goal") && !st["goal"].is_object()) return fail(where + ".goal: an object is needed");
  }
  file_ = file;
  steps_ = file["steps"];
  return true;
}

bool Tutorial::hasGoal() const { return loaded() && steps_[size_t(step_)].contains("goal"); }

bool Tutorial::start(Table& t, int step, std::string* why) {
  if (!loaded() || step < 0 || step >= steps()) return false;
  const json& st = steps_[size_t(step)];
  if (!t.loadScenario(st["scenario"], why)) return false;
  if (st.contains("tile")) {
    int type = t.state().catalog().find(st["tile"].get<std::string>());
    if (type < 0 || !t.forceTile(type)) {
      if (why) *why = "tutorial: the tile in hand cannot be " + st["tile"].get<std::string>();
      return false;
    }
  }
  active_ = true;
  step_ = step;
  turn_ = t.state().turn();
  result_ = hasGoal() ? Result::Waiting : Result::Done;
  return true;
}

bool Tutorial::goalMet(const Table& t) const {
  const json& goal = steps_[size_t(step_)]["goal"];
  const State& s = t.state();
  if (goal.contains("complete")) {
    bool found = false;
    for (const ScoreEvent& e : s.events())
      if (e.move == turn_ && e.complete && goal["complete"].get<std::string>() == e.kind && (e.players & 1))
        found = true;
    if (!found) return false;
  }
  if (goal.contains("meeple")) {
    std::string kind = goal["meeple"].get<std::string>();
    // The position's own meeples were there before the move.
    const State& start = t.game().initial();
    if (meeplesOn(s, kind, 0, turn_) <= meeplesOn(start, kind, 0, turn_)) return false;
  }
  return true;
}

Tutorial::Result Tutorial::judge(Table& t) {
  if (!active_ || result_ == Result::Done || !t.active()) return result_;  // Wrong: waiting again
  if (t.state().turn() <= turn_) return result_;                           // the turn is not over yet
  if (goalMet(t)) {
    result_ = Result::Done;
  } else {
    start(t, step_);  // the position again, the same tile in hand
    result_ = Result::Wrong;
    ++refusals_;
  }
  return result_;
}

std::string Tutorial::text(const Table& t, const char* key) const {
  if (!loaded()) return "";
  const json& texts = steps_[size_t(step_)]["texts"];
  for (const std::string& lang : {t.language(), std::string("en")})
    if (texts.contains(lang) && texts[lang].is_object() && texts[lang].contains(key) && texts[lang][key].is_string())
      return texts[lang][key].get<std::string>();
  return "";
}

std::string Tutorial::title(const Table& t) const {
  const json& title = file_.contains("title") ? file_["title"] : json();
  for (const std::string& lang : {t.language(), std::string("en")})
    if (title.is_object() && title.contains(lang) && title[lang].is_string()) return title[lang].get<std::string>();
  return tr("Tutorial");
}

std::string Tutorial::scored(const Table& t) const {
  if (!t.active()) return "";
  std::string out;
  const State& s = t.state();
  for (const ScoreEvent& e : s.events()) {
    if (e.move != turn_ && !(s.over() && e.move < 0)) continue;  // the move's scores, or the end's
    out += explainEvent(
               s, e, t.shownNames(), [](const std::string& x) { return tr(x); }, t.youSeat()) +
           "\n";
  }
  return out;
}

}  // namespace carc::render
