#include "render/editor/record.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "engine/describe.h"
#include "engine/module.h"
#include "render/board/turn_controls.h"
#include "render/draw/board_layout.h"
#include "render/editor/editor.h"
#include "render/editor/publish.h"
#include "render/editor/words.h"
#include "render/page/frames.h"
#include "render/page/shell.h"
#include "render/paint/tile_button.h"
#include "render/paint/tile_painter.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"
#include "render/words/refusal_words.h"

namespace carc::render {

namespace {

const Translate kTr = [](const std::string& x) { return tr(x); };

// The draft without its texts and end flag: what the board of this stage depends on.
json positionKey(const json& doc) {
  json k = doc;
  for (const char* key : {"explanations", "title", "description", "end"}) k.erase(key);
  return k;
}

bool draftEnd(const Draft& d) { return d.scenario().value("end", false); }
json draftMoves(const Draft& d) {
  const json& doc = d.scenario();
  return doc.contains("moves") && doc["moves"].is_array() ? doc["moves"] : json::array();
}
std::vector<std::string> draftNames(const Draft& d) {
  const json& doc = d.scenario();
  std::vector<std::string> names;
  if (doc.contains("players") && doc["players"].is_array())
    for (const json& p : doc["players"]) names.push_back(p.is_string() ? p.get<std::string>() : "");
  if (names.empty()) names = {"Red", "Blue"};
  return names;
}

// Why the tile in hand may go on this empty square in no rotation, in words; "" when it may.
std::string placementWords(const State& s, int x, int y) {
  if (s.currentTile() < 0) return "";
  Refusal why = s.squareRefusal(s.currentTile(), x, y);
  switch (why.reason) {
    case Refused::Nothing:
    case Refused::SquareTaken:
      return "";
    case Refused::NotTouching:
      return tr("A tile must be placed next to a tile already on the board.");
    case Refused::ModuleRule:  // a module's rule (the river's course) says it in its own words
      return fill(tr("Not here: {0}"), refusalInWords(why));
    case Refused::EdgesClash:  // in every rotation
      return tr("The tile in hand fits here in no rotation: its edges do not match the tiles beside it.");
    default:
      return tr("The tile in hand may not be placed here.");
  }
}

// The features of the tile just placed where the engine refuses a meeple: (segment, words).
std::vector<std::pair<int, std::string>> refusedSpots(const Table& ses) {
  std::vector<std::pair<int, std::string>> out;
  const State& s = ses.state();
  if (s.step() != Step::PlaceMeeple || s.lastPlaced() < 0) return out;
  const PlacedTile& pt = s.tiles()[size_t(s.lastPlaced())];
  const TileType& tt = s.catalog().types[pt.type];
  for (size_t seg = 0; seg < tt.segments.size(); ++seg) {
    Action a;
    a.kind = Action::Meeple;
    a.x = pt.x;
    a.y = pt.y;
    a.seg = int8_t(seg);
    Refusal why = s.whyRefused(a);  // the engine decides; the words say which rule it was
    if (!why) continue;
    std::string feature = featureInWords(featureAddress(s, s.lastPlaced(), int(seg)), kTr);
    std::string text;
    if (why.reason == Refused::FeatureTaken)
      text =
          fill(tr("Taken: {0} already has a meeple (the whole connected feature counts), so no meeple may go there."),
               feature);
    else if (why.reason == Refused::NoMeepleLeft)
      text = fill(tr("{0} has no meeples left in their supply."), ses.shownName(s.currentPlayer()));
    else
      text = fill(tr("No meeple may stand here: {0}."), feature);
    out.push_back({int(seg), text});
  }
  return out;
}

// Where a meeple may not go, marked on the tile just placed (a ring crossed out), so the refusal
// can be asked for.
void drawRefusedSpots(const Table& s, const BoardView& board) {
  if (!s.humanToMove()) return;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  float r = std::max(7.0f, board.tileSize() * 0.08f);
  for (const auto& spot : refusedSpots(s)) {
    ImVec2 p = board.spotOnScreen(s.state(), s.state().lastPlaced(), spot.first);
    dl->AddCircleFilled(p, r, IM_COL32(255, 255, 255, 110), 20);
    dl->AddCircle(p, r, IM_COL32(150, 30, 20, 220), 20, 2);
    dl->AddLine(ImVec2(p.x - r * 0.7f, p.y + r * 0.7f), ImVec2(p.x + r * 0.7f, p.y - r * 0.7f),
                IM_COL32(150, 30, 20, 220), 2);
  }
}

// The module's words for its step ("The dragon moves: choose its next tile..."), translated; "" for none.
std::string modulePrompt(const State& st) {
  if (st.over() || st.step() != Step::Module) return "";
  std::string prompt = st.catalog().modules[size_t(st.activeModule())]->prompt(st);
  return prompt.empty() ? "" : tr(prompt);
}

// What the stage says of the next step: the game over, or who decides it (a dragon step: the seat
// whose step it is, not always the turn's) and the module's words for a module step.
std::vector<std::string> handWords(const Table& s) {
  const State& st = s.state();
  if (st.over()) return {tr("The game is over: no more moves can be recorded.")};
  std::vector<std::string> out{fill(tr("{0} plays the next move."), s.shownName(st.actingPlayer()))};
  std::string prompt = modulePrompt(st);
  if (!prompt.empty()) out.push_back(prompt);
  return out;
}

// The turn's controls, as in the game's own panel (which the Edit mode does not show): turn and
// place the tile, no meeple, and the module choices that have no place on the board.
void turnControls(Editor& e, Table& s, BoardView& board) {
  const State& st = s.state();
  TurnControls controls;
  controls.hints = false;
  controls.named = [&e](const std::string& name) { e.widget("record/" + name); };
  if (st.step() == Step::PlaceTile) {
    tileControls(s, board, controls);
  } else if (st.step() == Step::PlaceMeeple) {
    meepleControls(s, controls);
  } else if (st.step() == Step::Module) {
    std::string prompt = modulePrompt(st);
    if (!prompt.empty()) ImGui::TextWrapped("%s", prompt.c_str());
    choiceButtons(s, controls);
  }
}

std::string draftText(const Draft& d, const std::string& lang, int step) {
  const json& doc = d.scenario();
  if (!doc.contains("explanations") || !doc["explanations"].is_object()) return "";
  const json& e = doc["explanations"];
  if (!e.contains(lang) || !e[lang].is_object()) return "";
  if (step < 0)
    return e[lang].contains("title") && e[lang]["title"].is_string() ? e[lang]["title"].get<std::string>() : "";
  if (!e[lang].contains("steps") || !e[lang]["steps"].is_array()) return "";
  const json& steps = e[lang]["steps"];
  return size_t(step) < steps.size() && steps[size_t(step)].is_string() ? steps[size_t(step)].get<std::string>() : "";
}

std::string stepLabel(int step, int moves) {
  if (step == 0) return tr("The starting position");
  if (step <= moves) return fill(tr("Move {0}"), std::to_string(step));
  return tr("End of the game");
}

}  // namespace

// The board shows the draft's position with its recorded moves played, every seat a person's, the
// next move to record in hand (end-of-game scoring is not played here: the game goes on). A game
// saved inside a turn goes on at that step: its tile placed, the meeple still to choose.
void RecordWindow::showDraft(Editor& e, Table& s, BoardView& board, ImVec2 view, bool centre) {
  s.showPosition(e.draft().recording(), e.draft().scenario());
  shown_ = &s.game();
  key_ = positionKey(e.draft().scenario());
  actions_ = s.game().actions().size();
  picked_ = -1;
  refusal_.clear();
  board.cancel();
  if (centre) board.centre(s.state(), view);
}

// After a change of the draft: the editor keeps it in the browser; the board goes on showing the
// game being recorded, at the step it was (the editor shows the bare position only in Set up).
void RecordWindow::draftChanged(Editor& e, Table& s) {
  e.changed(s);
  key_ = positionKey(e.draft().scenario());
}

// A click on the board that did nothing gets its reason, at its square.
void RecordWindow::explainRefusedClick(Table& s, BoardView& board) {
  ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseClicked(0)) {
    pressAt_ = io.MousePos;
    pressFree_ = !io.WantCaptureMouse;
  }
  if (!ImGui::IsMouseReleased(0) || !pressFree_ || io.WantCaptureMouse) return;
  if (std::fabs(io.MousePos.x - pressAt_.x) + std::fabs(io.MousePos.y - pressAt_.y) > 6) return;  // a drag
  refusal_.clear();
  if (!s.humanToMove() || s.game().actions().size() != actions_) return;  // the click played
  const State& st = s.state();
  int x = 0, y = 0;
  board.squareAt(io.MousePos, x, y);
  if (st.step() == Step::PlaceTile) {
    int sx = 0, sy = 0;
    if (board.selection(sx, sy) && sx == x && sy == y) return;  // the square was chosen
    refusal_ = placementWords(st, x, y);
  } else if (st.step() == Step::PlaceMeeple) {
    if (st.tileAt(x, y) != st.lastPlaced()) return;
    float best = board.tileSize() * 0.2f;
    for (const auto& [seg, text] : refusedSpots(s)) {
      ImVec2 p = board.spotOnScreen(st, st.lastPlaced(), seg);
      float d = std::hypot(p.x - io.MousePos.x, p.y - io.MousePos.y);
      if (d <= std::max(best, 0.5f * kTouchTarget)) {
        best = d;
        refusal_ = text;
      }
    }
  }
  refusalX_ = x;
  refusalY_ = y;
}

// The refusal, in a box at its square.
void RecordWindow::drawRefusal(Editor& e, BoardView& board, ImVec2 view) {
  if (refusal_.empty()) return;
  board.refusalSaidAt(refusalX_, refusalY_);  // not said again by the board's hover tip
  ImVec2 p = board.screenOf(refusalX_, refusalY_);
  float half = board.tileSize() * 0.5f;
  ImVec2 at(std::clamp(p.x, 10.0f, view.x - 10.0f), std::clamp(p.y + half + 4, 10.0f, view.y - 10.0f));
  ImGui::SetNextWindowPos(at, ImGuiCond_Always, ImVec2(0.5f, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(std::min(360.0f, view.x - 20), view.y));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(255, 240, 235, 245));
  ImGui::PushStyleColor(ImGuiCol_Border, IM_COL32(170, 40, 30, 255));
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(90, 15, 10, 255));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
  ImGui::Begin("##editor-refusal", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoInputs);
  ImGui::PushTextWrapPos(std::min(340.0f, view.x - 40));
  ImGui::TextUnformatted(refusal_.c_str());
  ImGui::PopTextWrapPos();
  ImVec2 p0 = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  e.widgetBox("record/refusal", p0, ImVec2(p0.x + size.x, p0.y + size.y));
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(3);
}

// After a whole turn: the draft takes the game's moves. A refusal is said and the board goes back
// to the draft (nothing changed).
void RecordWindow::recordTurns(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  size_t now = s.game().actions().size();
  if (now == actions_) return;
  actions_ = now;
  refusal_.clear();
  const State& st = s.state();
  if (!st.over() && st.step() != Step::PlaceTile) return;  // the turn goes on
  json moves = s.game().turnsJson();
  if (moves == draftMoves(e.draft())) return;
  picked_ = -1;
  EditResult r = e.draft().setMoves(moves, draftEnd(e.draft()));
  if (!r.ok()) {
    notice_ = wordsText(r.refused);
    showDraft(e, s, board, view, false);
    return;
  }
  notice_.clear();
  draftChanged(e, s);
}

// The tile the recorder deals for the next move: the picker's choice, else the tile the Set up
// stage chose for this move (the editor's next tiles: the first for move 1, ...); -1: as drawn.
int RecordWindow::tileToDeal(const Editor& e, const State& st) const {
  if (picked_ >= 0) return picked_;
  size_t k = draftMoves(e.draft()).size();
  if (k < e.nextTiles.size()) return st.catalog().find(e.nextTiles[k]);
  return -1;
}

void RecordWindow::drawHand(Editor& e, Table& s, BoardView& board) {
  const State& st = s.state();
  ImGui::TextWrapped("%s", handWords(s)[0].c_str());  // the game over, or who decides the next step
  if (st.over()) return;
  if (st.step() != Step::PlaceTile || st.currentTile() < 0) {
    turnControls(e, s, board);
    return;
  }
  const Catalog& cat = st.catalog();
  TileStyle style = styleOf(cat);
  if (choosing_) {
    ImGui::TextWrapped("%s", tr("Choose the tile for this move:"));
  } else {
    const TileType& hand = cat.types[size_t(st.currentTile())];
    tileButton(hand, 0, 56, false, style, hand.id);
    ImGui::SameLine();
    ImGui::TextWrapped("%s",
                       fill(tr("In hand: {0}. Place it on a highlighted square."), tileInWords(hand, kTr)).c_str());
    turnControls(e, s, board);
    if (st.strictDeck()) {  // a dealt game: its seed deals the tiles
      ImGui::TextWrapped("%s", tr("The tiles are dealt from the game's seed."));
      return;
    }
    ImGui::TextUnformatted(tr("Choose another tile:"));
  }
  drawTileSearch(e, search_, "record/search");
  std::vector<size_t> found;
  for (size_t t = 0; t < cat.types.size(); ++t)
    if (tileMatches(search_, cat.types[t])) found.push_back(t);
  float size = 44, room = ImGui::GetContentRegionAvail().x;
  int perRow = std::max(1, int(room / (size + ImGui::GetStyle().ItemSpacing.x)));
  float rows = std::clamp(std::ceil(float(found.size()) / float(perRow)), 1.0f, 2.6f);
  ImGui::BeginChild("##tiles", ImVec2(0, rows * (size + ImGui::GetStyle().ItemSpacing.y) + 4), false);
  if (found.empty()) ImGui::TextWrapped("%s", tr("No tile matches."));
  int n = 0;
  for (size_t t : found) {
    if (n++ % perRow) ImGui::SameLine();
    if (tileButton(cat.types[t], 0, size, !choosing_ && int(t) == st.currentTile(), style, cat.types[t].id)) {
      picked_ = int(t);
      s.forceTile(int(t));
    }
    if (ImGui::IsItemVisible()) e.widget("record/tile/" + cat.types[t].id);
  }
  ImGui::EndChild();
  e.widget("record/tiles");
  (void)e;
}

// The engine's words for a step in a language (cached for the moves they were made for).
const std::string& RecordWindow::engineWords(const Draft& d, const std::string& lang, int step) {
  json wanted = {draftMoves(d), draftEnd(d), positionKey(d.scenario())};
  if (wanted != wordsFor_) {
    words_.clear();
    wordsFor_ = wanted;
  }
  std::string key = lang + "/" + std::to_string(step);
  auto it = words_.find(key);
  if (it == words_.end())
    it =
        words_.emplace(key, engineStepWords(d.position(), draftMoves(d), draftEnd(d), step, draftNames(d), lang)).first;
  return it->second;
}

// The texts of a step (or the title, step -1) in every language of web/languages.json, in the page's own text boxes
// (web/editor_publish.js: they wrap, paste and take any accent); saved through editorTexts.
void RecordWindow::editTexts(const Editor& e, int step, const std::string& focus) {
  const Draft& d = e.draft();
  int moves = int(draftMoves(d).size());
  json fields = json::array();
  for (const std::string& lang : editorLanguages()) {
    std::string upper = lang;
    for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
    fields.push_back({{"lang", lang},
                      {"label", upper},
                      {"value", draftText(d, lang, step)},
                      {"start", step < 0 ? "" : engineWords(d, lang, step)}});
  }
  json request = {
      {"step", step},
      {"heading", step < 0 ? std::string(tr("The demo's title")) : stepLabel(step, moves)},
      {"fields", fields},
      {"focus", focus},
      {"multiline", step >= 0},
      {"labels",
       {{"save", tr("Save the texts")},
        {"cancel", tr("Cancel")},
        {"hint", step < 0 ? tr("The title shown above the demo, in each language.")
                          : tr("What this step explains, in each language. A box left as the engine's words is not "
                               "saved: the demo shows the move and its scorings below your text anyway.")}}}};
  browser::editTexts(request.dump());
}

void RecordWindow::drawTexts(Editor& e) {
  const Draft& d = e.draft();
  int moves = int(draftMoves(d).size()), steps = moves + 1 + (draftEnd(d) ? 1 : 0);
  bool ready = editorWordsReady();
  const std::vector<std::string>& langs = editorLanguages();
  // The language shown, a tab bar that follows lang_ (one tap: the input queue gives a touch
  // screen the hovered frame a tab wants before its press).
  if (ImGui::BeginTabBar("##langs", ImGuiTabBarFlags_FittingPolicyResizeDown)) {
    for (size_t l = 0; l < langs.size(); ++l) {
      std::string upper = langs[l];
      for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
      bool on = lang_ == int(l);
      if (ImGui::BeginTabItem(upper.c_str(), nullptr, on ? ImGuiTabItemFlags_SetSelected : 0)) ImGui::EndTabItem();
      e.widget("record/lang/" + langs[l]);
      if (ImGui::IsItemActivated()) lang_ = int(l);
    }
    ImGui::EndTabBar();
  }
  const std::string& lang = langs[size_t(std::clamp(lang_, 0, int(langs.size()) - 1))];
  ImGui::BeginChild("##texts");
  for (int step = -1; step < steps; ++step) {
    ImGui::PushID(step);
    std::string text = draftText(d, lang, step);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(step < 0 ? tr("The demo's title") : stepLabel(step, moves).c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Edit texts"))) editTexts(e, step, lang);
    e.widget(step < 0 ? std::string("record/edit/title") : "record/edit/" + std::to_string(step));
    if (!text.empty()) {
      ImGui::TextWrapped("%s", text.c_str());
    } else {
      // No text yet: the engine's words, which the text starts from.
      std::string start = step >= 0 && (ready || lang == "en") ? engineWords(d, lang, step) : "";
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("%s", start.empty() ? tr("(no text)") : start.c_str());
      ImGui::PopStyleColor();
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::EndChild();
}

void RecordWindow::draw(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  if (!s.active() || &s.game() != shown_ || positionKey(e.draft().scenario()) != key_) {
    // Entering the stage, or the draft changed elsewhere (undo, redo): the camera fits a new board.
    json board0 = key_.is_object() ? key_.value("board", json()) : json();
    showDraft(e, s, board, view, board0 != e.draft().scenario().value("board", json()));
  }
  if (!s.active()) return;
  explainRefusedClick(s, board);
  recordTurns(e, s, board, view);
  const State& st = s.state();
  int deal = tileToDeal(e, st);
  if (deal >= 0 && st.step() == Step::PlaceTile && !st.over() && st.currentTile() != deal) s.forceTile(deal);
  // A move's tile is the recorder's to choose (the bag's draw was a tile nobody chose): until then
  // nothing is in hand and the board offers no square.
  choosing_ = deal < 0 && !st.strictDeck() && st.step() == Step::PlaceTile && !st.over();
  s.setLookOnly(choosing_);
  actions_ = s.game().actions().size();
  drawRefusedSpots(s, board);
  drawRefusal(e, board, view);

  e.placeStageWindow(view, 0.55f, 400, 0.36f);
  std::string title = std::string(tr("Record the moves")) + "###editor-record";
  ImGui::Begin(title.c_str(), nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
  if (!notice_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 30, 20, 255));
    ImGui::TextWrapped("%s", notice_.c_str());
    ImGui::PopStyleColor();
  }
  drawHand(e, s, board);
  ImGui::Separator();
  // Back one step of the turn under way, or the last recorded move.
  bool inTurn = !st.over() && st.step() != Step::PlaceTile;
  ImGui::BeginDisabled(!inTurn && draftMoves(e.draft()).empty());
  if (ImGui::Button(inTurn ? tr("Undo the last step") : tr("Remove the last move"))) {
    board.cancel();
    refusal_.clear();
    if (inTurn) {
      s.undoStep();
      actions_ = s.game().actions().size();
    } else {
      json moves = draftMoves(e.draft());
      moves.erase(moves.size() - 1);
      EditResult r = e.draft().setMoves(moves, draftEnd(e.draft()));
      notice_ = r.ok() ? "" : wordsText(r.refused);
      if (r.ok()) {
        e.changed(s);
        showDraft(e, s, board, view, false);
      }
    }
  }
  e.widget("record/undo");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("Preview the demo"))) e.publish.openPreview(e, s);
  e.widget("record/preview");
  bool end = draftEnd(e.draft());
  if (ImGui::Checkbox(tr("End-of-game scoring after the moves"), &end)) {
    EditResult r = e.draft().setMoves(draftMoves(e.draft()), end);
    notice_ = r.ok() ? "" : wordsText(r.refused);
    if (r.ok()) draftChanged(e, s);
  }
  e.widget("record/end");
  ImGui::Separator();
  drawTexts(e);
  board.cover(ImGui::GetWindowPos(), ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowSize().x,
                                            ImGui::GetWindowPos().y + ImGui::GetWindowSize().y));
  ImGui::End();
  recordTurns(e, s, board, view);  // a move finished by this window's buttons goes in at once
}

std::string RecordWindow::saveTexts(Editor& e, Table& s, int step, const json& texts) {
  if (!texts.is_object()) return "texts: {lang: text}";
  bool changed = false;
  for (auto it = texts.begin(); it != texts.end(); ++it) {
    if (!it.value().is_string()) return "texts: {lang: text}";
    std::string text = it.value().get<std::string>();
    if (text == draftText(e.draft(), it.key(), step)) continue;
    EditResult r = step < 0 ? e.draft().setTitle(it.key(), text) : e.draft().setStepText(it.key(), step, text);
    if (!r.ok()) {
      if (changed) draftChanged(e, s);
      return wordsText(r.refused);
    }
    changed = true;
  }
  if (changed) draftChanged(e, s);
  return "";
}

// What the Record stage shows, for the page API and tests: the steps with their texts in each
// language (the draft's, else the engine's words it starts from), the refusal shown on the board,
// and where a meeple is refused on the tile just placed.
json RecordWindow::report(const Editor& e, const Table& s, const BoardView& board) {
  json out;
  const Draft& d = e.draft();
  int moves = int(draftMoves(d).size()), steps = moves + 1 + (draftEnd(d) ? 1 : 0);
  json list = json::array();
  for (int step = 0; step < steps; ++step) {
    json texts = json::object(), start = json::object();
    for (const std::string& lang : editorLanguages()) {
      texts[lang] = draftText(d, lang, step);
      start[lang] = engineWords(d, lang, step);
    }
    list.push_back({{"step", step}, {"label", stepLabel(step, moves)}, {"text", texts}, {"engine", start}});
  }
  out["steps"] = list;
  out["end"] = draftEnd(d);
  out["languagesReady"] = editorWordsReady();
  out["refusal"] = refusal_.empty() ? json(nullptr) : json(refusal_);
  out["notice"] = notice_.empty() ? json(nullptr) : json(notice_);
  json spots = json::array();
  if (s.active())
    for (const auto& [seg, text] : refusedSpots(s)) {
      ImVec2 p = board.spotOnScreen(s.state(), s.state().lastPlaced(), seg);
      spots.push_back(
          {{"x", p.x}, {"y", p.y}, {"on", featureAddress(s.state(), s.state().lastPlaced(), seg)}, {"words", text}});
    }
  out["refusedSpots"] = spots;
  out["search"] = search_.text;
  out["hand"] = s.active() ? json(handWords(s)) : json::array();
  return out;
}

}  // namespace carc::render
