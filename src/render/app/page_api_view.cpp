// The page API's calls for the view (docs/formats.md §4): the language, the texts shown, where
// things are on the screen, what the frames cost, embedded or not.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/describe.h"
#include "engine/module.h"
#include "imgui.h"
#include "render/app/page_api_calls.h"
#include "render/game/choice_words.h"
#include "render/page/frames.h"
#include "render/widgets/touch_targets.h"
#include "render/words/i18n.h"

namespace carc::render::pageapi {

json setLanguage(Table& s, Views&, const json& arg) {  // "nl", or {lang, strings}: the shell's merged tables
  LanguageArg l = take(parseSetLanguage(arg));
  // The page's tables are data: one whose placeholders differ from the English phrases' is
  // refused whole, and the language stays as it was.
  if (l.hasStrings) {
    TableRefusal refused = setTranslations(l.lang, l.strings.dump());
    if (!refused.why.empty()) throw std::runtime_error("setLanguage: " + refused.text());
  } else if (l.lang == "en") {
    (void)setTranslations("en", "{}");
  }
  s.setLanguage(l.lang);
  return true;
}

json shownTexts(Table& s, Views& v, const json&) {
  // The editor draws its own windows instead of the game's (render/app/frame.cpp): none of the game's
  // is reported; the editor's words are in editor() and editorRecord().
  if (v.editor.active())
    return json{
        {"language", s.language()}, {"strings", translationsLanguage()}, {"windows", json::array()}, {"editor", true}};
  json t = v.screen.shownTexts(s, v.board);
  // The last click or tap on the board that was refused, in words, and how many there have been:
  // the page's live region says each one once.
  if (v.board.refusals() > 0) t["refusal"] = json{{"words", v.board.lastRefusal()}, {"count", v.board.refusals()}};
  return t;
}

json screenOf(Table&, Views& v, const json& arg) {  // CSS pixel centre of a board square
  std::pair<int, int> at = take(parseSquare(arg));
  ImVec2 p = v.board.screenOf(at.first, at.second);
  return json{{"x", p.x}, {"y", p.y}, {"size", v.board.tileSize()}};
}

json frameStats(Table& s, Views&, const json&) {
  const BotStats& b = s.botStats();
  return json{{"last_ms", s.lastFrameMs},
              {"average_ms", s.frameMsAverage},
              {"build_ms", s.lastBuildMs},
              {"vertices", s.lastVertices},
              {"frames", framesDrawn()},
              {"canvas_draws", canvasDraws()},
              {"frame_pending", framePending()},
              {"events_waiting", eventsWaiting()},
              {"visible", canvasVisible()},
              {"context_lost", glContextLost()},
              {"bot_thinking", b.thinking},
              {"bot_slice_max_ms", b.sliceMaxMs},
              {"bot_frame_max_ms", b.frameMaxMs},
              {"bot_slices", b.slices},
              {"bot_slice_histogram", b.sliceHistogram},
              {"bot_think_ms", b.decisionMs},
              {"bot_think_max_ms", b.decisionMaxMs},
              {"bot_iterations", b.iterations},
              {"bot_iterations_max", b.iterationsMax},
              {"bot_decisions", b.decisions},
              {"bot_tile_wait_ms", b.tileWaitMs}};
}

json choiceSpots(Table& s, Views& v, const json&) {  // where each choice of a module step is clicked (CSS pixels)
  json out = json::array();
  const State& st = s.state();
  if (st.step() != Step::Module) return out;
  std::vector<Action> legal;
  st.legalActions(legal);
  const Module* mod = st.catalog().modules[size_t(st.activeModule())];
  std::vector<BoardTarget> targets = v.board.targets(s);
  for (size_t i = 0; i < legal.size(); ++i) {
    const Action& a = legal[i];
    json item = s.game().actionJson(st, a);
    if (!item.is_object()) item = json::object();
    std::string label = mod->actionLabel(st, a);
    if (!label.empty()) item["label"] = label;
    for (const BoardTarget& t : targets)
      if (t.action == int(i)) {  // the target's centre (spread from the others)
        item["x"] = t.at.x;
        item["y"] = t.at.y;
        item["r"] = t.radius;
      }
    out.push_back(item);
  }
  return out;
}

// The game in words for the page's mirror (web/shell/mirror.js): the legal steps of the person to
// move, each named by the engine's words with what it scores, the board's tiles and pieces, the scores.
json choices(Table& s, Views& v, const json&) {
  static const Translate kTr = [](const std::string& x) { return tr(x); };
  const State& st = s.state();
  // Each choice's gain is counted on a copy of the game: the answer is kept until the game, its step
  // or the language changes (the mirror asks after every frame whose words may have changed).
  static std::string keptFor;
  static json kept;
  std::string key = std::to_string(reinterpret_cast<std::uintptr_t>(&s.game())) + "/" + std::to_string(s.revision()) +
                    "/" + std::to_string(s.game().actions().size()) + "/" + std::to_string(st.turn()) + "/" +
                    std::to_string(int(st.step())) + "/" + std::to_string(st.currentTile()) + "/" +
                    std::to_string(s.tilesLeft()) + "/" + std::to_string(s.humanToMove()) + "/" +
                    std::to_string(s.online()) + "/" + s.language() + "/" + translationsLanguage() + "/" +
                    json(s.names()).dump();
  if (key == keptFor) return kept;
  static const char* const kSteps[] = {"tile", "meeple", "module", "over"};
  // online: the game on show is an online table's (else a lobby's window may stand over a game of the page's own)
  json j = {{"you", s.humanToMove() && !st.over()}, {"step", kSteps[int(st.step())]}, {"online", s.online()}};
  json items = json::array();
  if (s.humanToMove() && !st.over()) {
    std::vector<Action> legal;
    st.legalActions(legal);
    // A module's choice on the board is named as the board names it, with its square; one off the
    // board by its label.
    std::vector<BoardTarget> targets = v.board.targets(s);
    auto moduleName = [&](size_t i) -> std::string {
      for (const BoardTarget& t : targets) {
        if (t.action != int(i)) continue;
        if (t.tile < 0) return t.name;
        const PlacedTile& pt = st.tiles()[size_t(t.tile)];
        std::string square = squareInWords(pt.x, pt.y, kTr);
        return t.name.empty() ? square : t.name + ", " + square;
      }
      std::string label = st.catalog().modules[size_t(st.activeModule())]->actionLabel(st, legal[i]);
      return label.empty() ? "" : tr(label);
    };
    std::vector<ChoiceWords> words = choiceWords(s.game(), legal, kTr, moduleName);
    for (size_t i = 0; i < legal.size(); ++i) {
      json item = {{"words", words[i].words}, {"gain", words[i].gain}, {"move", s.game().actionJson(st, legal[i])}};
      if (words[i].rot >= 0) {
        item["square"] = words[i].square;
        item["turn"] = turnInWords(words[i].rot, kTr);
        item["sides"] = words[i].sides;
        item["around"] = words[i].around;
      }
      items.push_back(item);
    }
  }
  j["choices"] = items;
  std::string hand = tileInHandInWords(st, kTr);
  j["tile"] = hand.empty() ? json(nullptr) : json(hand);
  j["bag"] = st.over() ? json(nullptr) : json(fill(tr("Tiles left in the bag: {tiles}"), {{"tiles", s.tilesLeft()}}));
  j["board"] = boardInWords(st, s.names(), kTr);
  j["scores"] = scoresInWords(st, s.names(), kTr);
  j["undo"] = s.humanToMove() && !st.over() && st.step() != Step::PlaceTile && !s.online();  // none at a table
  keptFor = key;
  kept = j;
  return j;
}

json layout(Table& s, Views& v, const json&) {  // where things are on screen, in CSS pixels (docs/formats.md §4)
  const BoardView& b = v.board;
  const State& st = s.state();
  auto box = [](const Box& r) { return json{{"x", r.x0}, {"y", r.y0}, {"w", r.w()}, {"h", r.h()}}; };
  json panels = json::array(), squares = json::array(), targets = json::array();
  for (const BoardView::Panel& p : b.panels()) {
    json j = box(p.box);
    j["docked"] = p.docked;
    panels.push_back(j);
  }
  if (s.humanToMove() && st.step() == Step::PlaceTile && st.currentTile() >= 0) {
    std::vector<Action> legal;
    st.legalPlacements(st.currentTile(), legal);
    for (size_t i = 0; i < legal.size(); ++i) {
      if (i > 0 && legal[i].x == legal[i - 1].x && legal[i].y == legal[i - 1].y) continue;
      ImVec2 p = b.screenOf(legal[i].x, legal[i].y);
      squares.push_back(json{{"at", {legal[i].x, legal[i].y}}, {"x", p.x}, {"y", p.y}});
    }
  }
  std::vector<Action> legal;
  st.legalActions(legal);
  for (const BoardTarget& t : b.targets(s))
    targets.push_back(json{{"x", t.at.x},
                           {"y", t.at.y},
                           {"radius", t.radius},
                           {"anchor", {t.anchor.x, t.anchor.y}},
                           {"name", t.name},
                           {"move", s.game().actionJson(st, legal[size_t(t.action)])}});
  // The language picker (null when not shown: embedded, or the phone's sheet closed) and the
  // choices of its open list.
  json picker = nullptr, choices = json::array();
  for (const LanguageBox& l : v.screen.screen.languages) {
    json j{{"x", l.x}, {"y", l.y}, {"w", l.w}, {"h", l.h}};
    if (l.code.empty()) {
      picker = j;
    } else {
      j["code"] = l.code;
      choices.push_back(j);
    }
  }
  ImVec2 view = ImGui::GetIO().DisplaySize;
  int sx = 0, sy = 0;
  json outlined = json::array();  // the other seats' tiles since the person's turn
  for (int tile : s.tilesSincePerson()) outlined.push_back({st.tiles()[size_t(tile)].x, st.tiles()[size_t(tile)].y});
  json buttons = json::array();  // the Rules, Hint and bot pace buttons
  for (const Screen::ButtonBox& d : v.screen.screen.buttons)
    buttons.push_back({{"name", d.name}, {"x", d.x}, {"y", d.y}, {"w", d.w}, {"h", d.h}});
  json pressable = json::array();  // every labelled widget of the frame (touch_targets.h)
  for (const TouchTarget& t : touchTargets())
    pressable.push_back({{"label", t.label}, {"window", t.window}, {"x", t.x}, {"y", t.y}, {"w", t.w}, {"h", t.h}});
  json rulesDemos = json::array();  // the Rules window's demo buttons
  for (const RulesWindow::DemoBox& d : v.screen.rules().demoBoxes())
    rulesDemos.push_back({{"file", d.file}, {"x", d.x}, {"y", d.y}, {"w", d.w}, {"h", d.h}});
  const TutorialPanel& tutorial = v.screen.tutorial();
  return json{{"tutorial", tutorial.active() ? tutorial.buttons() : json(nullptr)},  // its buttons
              {"view", {{"w", view.x}, {"h", view.y}}},
              {"outlined", outlined},
              {"rulesDemos", rulesDemos},
              {"buttons", buttons},
              {"widgets", pressable},
              {"selected", b.selection(sx, sy) ? json{sx, sy} : json(nullptr)},
              {"tileSize", b.tileSize()},
              {"safe", box(b.safeArea())},
              {"panels", panels},
              {"squares", squares},
              {"targets", targets},
              {"tip", b.shownTip().empty() ? json(nullptr) : json(b.shownTip())},
              {"note", b.shownNote().empty() ? json(nullptr) : json(b.shownNote())},
              {"tipBox", b.shownTip().empty() ? json(nullptr) : box(b.shownTipBox())},
              {"marks",
               [&] {  // a demo's marks on the board: the start tile, "A"...
                 json m = json::array();
                 for (const DrawnLabel& l : b.shownLabels())
                   m.push_back({{"text", l.text}, {"x", l.at.x}, {"y", l.at.y}});
                 return m;
               }()},
              {"language", picker},
              {"languages", choices}};
}

json setEmbed(Table& s, Views& v, const json& arg) {  // embedded (true) or not
  v.screen.screen.embed = parseEmbed(arg);
  bool embedded = v.screen.screen.embed;
  s.setEmbedded(embedded);
  v.board.bottomInset = embedded ? std::min(200.0f, ImGui::GetIO().DisplaySize.y * 0.36f) + 12 : 0;
  if (s.active()) v.board.frame(s.state(), ImGui::GetIO().DisplaySize);
  return true;
}

}  // namespace carc::render::pageapi
