#include "render/game/hint.h"

#include <vector>

#include "render/expansions/expansion_view.h"
#include "render/game/hint_words.h"
#include "render/page/clock.h"
#include "render/page/frames.h"
#include "render/paint/tile_painter.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
constexpr int kIterations = 1500;  // about half the normal bot's search: a hint comes in a second or two
constexpr double kSliceMs = 6;     // thinking a frame, so the page keeps drawing
constexpr int kChunk = 8;

// A module choice's name, from the view of its set.
std::string choiceNameOf(const State& s, const Action& a) {
  if (a.kind != Action::Module) return "";
  const Module* mod = s.catalog().modules[size_t(a.module)];
  const Translate words = [](const std::string& x) { return tr(x); };
  for (const ExpansionView* v : expansionViews())
    if (mod && std::string(mod->name()) == v->set()) return v->choiceName(s, a, words);
  return "";
}
}  // namespace

bool Hint::offered(const Table& s) { return s.active() && !s.demoActive() && !s.state().over() && s.humanToMove(); }

bool Hint::current(const Table& s) const {
  return s.active() && revision_ == s.revision() && steps_ == s.game().actions().size();
}

void Hint::ask(const Table& s) {
  if (!offered(s)) return;
  revision_ = s.revision();
  steps_ = s.game().actions().size();
  bot_ = std::make_unique<MctsBot>(uint64_t(steps_) * 7919 + 17);
  bot_->setIterations(kIterations);
  bot_->start(s.state());
  thinking_ = true;
  ready_ = false;
  words_.clear();
  requestRedraw();
}

void Hint::draw(const Table& s, BoardView& board) {
  if ((thinking_ || ready_) && !current(s)) thinking_ = ready_ = false;  // a move or an undo: dropped
  if (thinking_) {
    double end = browser::nowMs() + kSliceMs;
    bool done = false;
    while (!(done = bot_->think(kChunk)) && browser::nowMs() < end) {
    }
    if (!done) {
      keepAnimating();
      return;
    }
    thinking_ = false;
    ready_ = true;
    choice_ = bot_->choice();
    const Translate words = [](const std::string& x) { return tr(x); };
    words_ = hintWords(s.game(), choice_, choiceNameOf(s.state(), choice_), words);
    requestRedraw();
  }
  if (!ready_) return;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const State& st = s.state();
  ImU32 mark = IM_COL32(80, 200, 255, 255);
  if (choice_.kind == Action::Place && st.currentTile() >= 0) {
    ImVec2 c = board.screenOf(choice_.x, choice_.y);
    float size = board.tileSize(), half = size * 0.5f;
    paintTile(dl, st.catalog().types[size_t(st.currentTile())], choice_.rot, c, size,
              TileLook{0.6f, styleOf(st.catalog())});
    dl->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half), mark, 3, 0, 4);
    return;
  }
  // A meeple spot or a module's choice: its target, ringed.
  std::vector<Action> legal;
  st.legalActions(legal);
  for (const BoardTarget& t : board.targets(s))
    if (t.action >= 0 && size_t(t.action) < legal.size() && legal[size_t(t.action)] == choice_)
      dl->AddCircle(t.at, t.radius + 5, mark, 0, 4);
}

json Hint::toJson(const Table& s) const {
  if (!current(s) || (!thinking_ && !ready_)) return nullptr;
  if (thinking_) return json{{"thinking", true}};
  return json{{"thinking", false}, {"move", s.game().actionJson(s.state(), choice_)}, {"words", words_}};
}

}  // namespace carc::render
