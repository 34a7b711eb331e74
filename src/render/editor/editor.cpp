// The Edit mode's frame: entering and leaving, undo and redo, the editor's windows in order (each
// its own class: editor_bar.h, tiles_window.h, position_window.h, record.h, publish.h), the draft
// kept in the browser (localStorage "carcassonne.editor", through web/shell/keep.js) after
// every change so a reload brings the work back.
#include "render/editor/editor.h"

#include <algorithm>
#include <set>

#include "engine/describe.h"
#include "render/editor/publish.h"
#include "render/editor/record.h"
#include "render/game/new_game.h"
#include "render/page/frames.h"
#include "render/page/shell.h"
#include "render/page/storage.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
const Translate kTr = [](const std::string& x) { return tr(x); };

// The page's address says whether the editor is open (?edit=1), so a reload comes back to it.
void markAddress(bool editing) { browser::markEditing(editing); }

void keepInBrowser(const json& kept) { browser::keepDraft(kept.dump()); }
}  // namespace

std::string wordsText(const Words& w) {
  if (w.empty()) return "";
  return fillPhrase(tr(w.phrase), w.values);
}

bool Editor::ensureDraft(std::string* why) {
  if (draft_) return true;
  try {
    draft_ = std::make_unique<Draft>(manifestFor, defaultSets());
    draft_->setTranslator(kTr);
  } catch (const std::exception& e) {
    if (why) *why = e.what();
    return false;
  }
  return true;
}

bool Editor::open(Table& s, BoardView& board, const json& scenario, std::string* why) {
  if (scenario.is_null() && !draft_ && keptAtStart_.is_object()) {  // the work kept in the browser
    json k = std::move(keptAtStart_);
    keptAtStart_ = json();
    std::string ignored;
    if (restore(s, board, k, &ignored)) return true;
  }
  if (!ensureDraft(why)) return false;
  if (!scenario.is_null()) {
    if (!draft_->open(scenario, why)) return false;
    nextTiles.clear();
  }
  if (!active_) {
    hadGame_ = s.isGameInProgress();
    before_ = hadGame_ ? s.saveJson() : json();
  }
  active_ = true;
  stage = EditorStage::Setup;
  message = Words{};
  markAddress(true);
  changed(s);
  flush(s);
  board.centre(s.state(), ImGui::GetIO().DisplaySize);
  centreIn_ = 3;
  return true;
}

void Editor::fresh(Table& s) {
  std::string why;
  try {
    auto d = std::make_unique<Draft>(manifestFor, defaultSets());
    d->setTranslator(kTr);
    draft_ = std::move(d);
  } catch (const std::exception& ex) {
    message = Words{tr("The new position could not be made: {0}"), {ex.what()}};
    return;
  }
  nextTiles.clear();
  selected.on = false;
  setupBoard.cursor.on = false;
  tiles.palette().putAway();
  message = Words{};
  stage = EditorStage::Setup;
  changed(s);
}

void Editor::leave(Table& s, BoardView& board) {
  if (!active_) return;
  active_ = false;
  markAddress(false);
  std::string why;
  if (!hadGame_ || !s.loadScenario(before_, &why)) startGame(s);
  board.cancel();
  board.centre(s.state(), ImGui::GetIO().DisplaySize);
}

void Editor::changed(Table&) {
  if (!draft_) return;
  pendingShow_ = true;
  keepInBrowser(kept());
  requestRedraw();
}

void Editor::flush(Table& s) {
  // The Record and Publish stages show games of their own (the moves played on the position).
  if (!pendingShow_ || !draft_ || stage != EditorStage::Setup) return;
  pendingShow_ = false;
  s.showPosition(draft_->position(), draft_->scenario());
}

bool Editor::apply(Table& s, const EditResult& r) {
  message = r.refused;
  if (!r.ok()) return false;
  changed(s);
  return true;
}

void Editor::undo(Table& s) {
  if (!draft_ || !draft_->undo()) return;
  message = Words{};
  changed(s);
}

void Editor::redo(Table& s) {
  if (!draft_ || !draft_->redo()) return;
  message = Words{};
  changed(s);
}

std::string Editor::newCustomId() const {
  std::set<std::string> used;
  if (draft_ && draft_->scenario().contains("tiles"))
    for (const json& t : draft_->scenario()["tiles"])
      if (t.is_object() && t.contains("id") && t["id"].is_string()) used.insert(t["id"].get<std::string>());
  for (int k = 1;; ++k) {
    std::string id = "custom/" + std::to_string(k);
    if (!used.count(id)) return id;
  }
}

void Editor::widget(const std::string& name) {
  // Only what can be clicked: the part of the item inside its window's clipping (a palette tile
  // half scrolled away reports its visible half), nothing when it is scrolled away.
  if (!ImGui::IsItemVisible()) return;
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImVec2 c0 = ImGui::GetWindowDrawList()->GetClipRectMin(), c1 = ImGui::GetWindowDrawList()->GetClipRectMax();
  a = ImVec2(std::max(a.x, c0.x), std::max(a.y, c0.y));
  b = ImVec2(std::min(b.x, c1.x), std::min(b.y, c1.y));
  if (b.x - a.x >= 4 && b.y - a.y >= 4) widgetBox(name, a, b);
}

void Editor::widgetBox(const std::string& name, ImVec2 min, ImVec2 max) {
  widgetsNow_[name] = {min.x, min.y, max.x - min.x, max.y - min.y};
}

json Editor::report(const Table&) const {
  const char* stages[] = {"setup", "record", "publish"};
  json warnings = json::array();
  if (draft_)
    for (const Words& w : draft_->warnings()) warnings.push_back(wordsText(w));
  json sel = nullptr;
  if (selected.on && draft_) {
    const State& st = draft_->position().state();
    int t = st.tileAt(selected.x, selected.y);
    if (t >= 0)
      sel = json{{"at", {selected.x, selected.y}},
                 {"rot", st.tiles()[size_t(t)].rot * 90},
                 {"tile", st.catalog().types[st.tiles()[size_t(t)].type].id},
                 {"words", tileInWords(st.catalog().types[st.tiles()[size_t(t)].type], kTr)}};
  }
  json widgets = json::object();
  for (const auto& [name, box] : widgetsShown_)
    widgets[name] = json{{"x", box[0]}, {"y", box[1]}, {"w", box[2]}, {"h", box[3]}};
  return json{{"active", active_},
              {"stage", stages[int(stage)]},
              {"scenario", draft_ ? draft_->scenario() : json()},
              {"message", wordsText(message)},
              {"warnings", warnings},
              {"canUndo", draft_ && draft_->canUndo()},
              {"canRedo", draft_ && draft_->canRedo()},
              {"palette", tiles.palette().report()},
              {"selected", sel},
              {"cursor", setupBoard.cursor.on ? json{{"at", {setupBoard.cursor.x, setupBoard.cursor.y}}} : json()},
              {"nextTiles", nextTiles},
              {"widgets", widgets}};
}

json Editor::kept() const {
  const char* stages[] = {"setup", "record", "publish"};
  return json{
      {"scenario", draft_ ? draft_->scenario() : json()}, {"nextTiles", nextTiles}, {"stage", stages[int(stage)]}};
}

bool Editor::restore(Table& s, BoardView& board, const json& k, std::string* why) {
  if (!k.is_object() || !k.contains("scenario") || !k["scenario"].is_object()) {
    if (why) *why = "not a kept draft";
    return false;
  }
  if (!open(s, board, k["scenario"], why)) return false;
  if (k.contains("nextTiles") && k["nextTiles"].is_array())
    for (const json& id : k["nextTiles"])
      if (id.is_string() && draft_->position().state().catalog().find(id.get<std::string>()) >= 0)
        nextTiles.push_back(id.get<std::string>());
  std::string st = k.value("stage", "setup");
  stage = st == "record" ? EditorStage::Record : st == "publish" ? EditorStage::Publish : EditorStage::Setup;
  return true;
}

void Editor::draw(Table& s, BoardView& board, ImVec2 view) {
  if (!active_ || !draft_) return;
  centreWhenLaidOut(s, board, view);
  bar.draw(*this, s, board, view);
  if (!active_) return;  // left from the bar
  bar.drawMessage(*this, board, view);
  switch (stage) {
    case EditorStage::Setup:
      drawSetup(s, board, view);
      break;
    case EditorStage::Record:
      record.draw(*this, s, board, view);
      break;
    case EditorStage::Publish:
      publish.draw(*this, s, board, view);
      break;
  }
  frameDone();
  flush(s);  // this frame's edits on the board from the next frame on
}

void Editor::placeStageWindow(ImVec2 view, float phoneTop, float width, float share) const {
  if (view.x < 720) {
    ImGui::SetNextWindowPos(ImVec2(0, view.y * phoneTop), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, view.y * (1 - phoneTop)), ImGuiCond_Always);
    return;
  }
  float top = bar.bottom() + 6;  // under the editor's bar, as the Set up windows
  ImGui::SetNextWindowPos(ImVec2(10, top), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(std::min(width, view.x * share), view.y - top - 10), ImGuiCond_Always);
}

// The Edit button: a demo or scenario on the page opens as it is; otherwise the draft the editor
// was working on (kept in the browser), or a new one.
void Editor::openFromGame(Table& s, BoardView& board) {
  std::string why;
  json scenario = s.demoActive() ? s.demoScenario() : json();
  if (!open(s, board, scenario, &why) && !open(s, board, json(), &why)) browser::fail(why);
}

}  // namespace carc::render
