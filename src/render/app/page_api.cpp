// The page API behind window.carcassonne (web/page_api.js): one entry point that takes a JSON
// request and returns a JSON reply, so every call has the same error handling. Every call is in
// one table below, once: its name, who may make it, whether it only reads, how the page passes
// its arguments, and its handler. page_api.js builds window.carcassonne and the calls an
// embedding page may make from that table (the shell call "calls").
#include "render/app/page_api.h"

#include <emscripten.h>

#include <string>
#include <vector>

#include "engine/languages.h"
#include "engine/module.h"
#include "render/app/browser.h"
#include "render/app/frame.h"
#include "render/app/keep_game.h"
#include "render/board/board_view.h"
#include "render/editor/editor.h"
#include "render/editor/publish.h"
#include "render/editor/record.h"
#include "render/editor/words.h"
#include "render/game/bot_pace.h"
#include "render/table/set_index.h"
#include "render/table/table.h"
#include "render/widgets/page_shape.h"
#include "render/widgets/touch_targets.h"
#include "render/words/i18n.h"

using namespace carc;
using namespace carc::render;

namespace {

std::string g_reply;
Table* g_table = nullptr;  // the app's (app.cpp), handed over at the start
Views* g_views = nullptr;  // the app's windows, handed over with it
BoardView& boardView() { return g_views->board; }
Editor& editor() { return g_views->editor; }
bool embedMode() { return g_views->screen.screen.embed; }

// A call the engine refused: the English message and, for the page to say in the reader's
// language, the refusal as data ({reason, phrase, values, module, path, move}).
struct RefusedCall : std::runtime_error {
  json refusal;
  RefusedCall(const std::string& message, const Refusal& why) : std::runtime_error(message) {
    if (why) refusal = refusalJson(why);
  }
};

// Who may make a call, and what it needs.
enum : unsigned {
  kWindow = 1,  // on window.carcassonne (the others are the shell's)
  kFrame = 2,   // heard from the page around an iframe (postMessage, docs/security.md)
  kReads = 4,   // only reads: draws nothing (a page that polls state() leaves the app idle)
  kGame = 8,    // needs a game on the page ("no game yet")
  kEditor = 16  // needs the editor open
};

struct Call {
  const char* name;
  unsigned flags;
  // How window.carcassonne passes its arguments (page_api.js): "" the first as it is, "{}" the
  // first or {}, "!!" the first as a boolean, "[x,y]" two as a list, "{step,texts}" two as an object.
  const char* args;
  json (*handle)(Table& s, const json& arg, std::string& why);
};

json callList();

const std::vector<Call>& calls() {
  static const std::vector<Call> table = {
      {"newGame", kWindow | kFrame, "{}",  // {players, sets, seed, options}: a new game; its state
       [](Table& s, const json& arg, std::string& why) -> json {
         NewGameOptions o;
         json players =
             arg.is_object() && arg.contains("players") ? arg["players"] : json::array({"You", "Ada", "Bruno"});
         if (players.is_number_integer()) {
           int n = players.get<int>();
           players = json::array();
           for (int i = 0; i < n; ++i) players.push_back(defaultName(i));
         }
         if (!players.is_array()) throw std::runtime_error("players must be a list or a number");
         for (size_t i = 0; i < players.size(); ++i) {
           const json& p = players[i];
           Seat seat{defaultName(int(i)), defaultColour(int(i)), i == 0 ? "" : "greedy"};
           if (p.is_string())
             seat.name = p.get<std::string>();
           else if (p.is_object()) {
             seat.name = p.value("name", seat.name);
             seat.bot = p.contains("bot") && p["bot"].is_string() ? p["bot"].get<std::string>() : "";
           }
           if (!seat.bot.empty() && !knownBot(seat.bot)) {
             std::string allowed;
             for (const std::string& name : botNames()) allowed += (allowed.empty() ? "" : ", ") + name;
             throw std::runtime_error("unknown bot '" + seat.bot.substr(0, 40) + "' (the bots are " + allowed +
                                      "; null for a human)");
           }
           o.seats.push_back(seat);
         }
         if (arg.is_object() && arg.contains("sets")) o.sets = arg["sets"].get<std::vector<std::string>>();
         if (arg.is_object() && arg.contains("seed")) o.seed = arg["seed"].get<uint64_t>();
         if (arg.is_object() && arg.contains("options")) o.options = arg["options"];
         if (!s.newGame(o, &why)) throw RefusedCall(why, s.lastRefusal());
         boardView().cancel();
         boardView().frame(s.state(), ImGui::GetIO().DisplaySize);
         return s.stateJson();
       }},
      {"state", kWindow | kFrame | kReads | kGame, "",  // the game on show
       [](Table& s, const json&, std::string&) -> json {
         json j = s.stateJson();
         boardView().followHand(s.state());
         if (j["step"] == "tile") j["rot"] = boardView().rotation() * 90;  // as the tile in hand is shown
         const Tutorial& t = g_views->screen.tutorial().tutorial();
         if (t.active())  // step: 0 for the first; done: its move made and judged right
           j["tutorial"] = {{"step", t.step()},
                            {"steps", t.steps()},
                            {"done", t.result() == Tutorial::Result::Done},
                            {"refused", t.refusals()}};
         return j;
       }},
      {"tutorial", kWindow | kGame, "",  // the base game's tutorial, from its first step
       [](Table& s, const json&, std::string&) -> json {
         if (!g_views->screen.openTutorial(s, boardView(), ImGui::GetIO().DisplaySize))
           throw std::runtime_error("the tutorial could not be opened");
         return s.stateJson();
       }},
      {"legalMoves", kWindow | kFrame | kReads | kGame, "",  // the legal steps now
       [](Table& s, const json&, std::string&) -> json { return s.legalMovesJson(); }},
      {"play", kWindow | kFrame | kGame, "",  // a step or a whole turn
       [](Table& s, const json& arg, std::string& why) -> json {
         if (!s.playJson(arg, &why)) throw RefusedCall(why, s.lastRefusal());  // said in words online
         return s.stateJson();
       }},
      {"undo", kWindow | kFrame | kGame, "",  // one step back
       [](Table& s, const json&, std::string&) -> json {
         if (!s.undoStep()) throw std::runtime_error("nothing to undo");
         boardView().cancel();
         return s.stateJson();
       }},
      {"save", kWindow | kFrame | kReads | kGame, "",  // the game as a saved game
       [](Table& s, const json&, std::string&) -> json { return s.saveJson(); }},
      {"position", kWindow | kFrame | kReads | kGame, "",  // the position as a shared position
       [](Table& s, const json&, std::string&) -> json { return s.positionJson(); }},
      {"loadScenario", kWindow | kFrame | kGame, "",  // a scenario or a saved game
       [](Table& s, const json& arg, std::string& why) -> json {
         if (!s.loadScenario(arg, &why)) throw RefusedCall(why, s.lastRefusal());
         boardView().frame(s.state(), ImGui::GetIO().DisplaySize);
         return s.stateJson();
       }},
      {"loadDemo", kWindow | kFrame | kGame, "",  // a rules demo
       [](Table& s, const json& arg, std::string& why) -> json {
         if (!s.loadDemo(arg, &why)) throw RefusedCall(why, s.lastRefusal());
         boardView().cancel();
         boardView().frame(s.state(), ImGui::GetIO().DisplaySize);
         return s.stateJson();
       }},
      {"step", kWindow | kFrame | kGame, "",  // the demo to "start", "back", "forward", "end" or a step
       [](Table& s, const json& arg, std::string&) -> json {
         if (!s.demoActive()) throw std::runtime_error("no demo is loaded");
         int to = s.demoStep();
         if (arg == "start")
           to = 0;
         else if (arg == "back")
           to -= 1;
         else if (arg == "forward")
           to += 1;
         else if (arg == "end")
           to = s.demoSteps();
         else if (arg.is_number_integer())
           to = arg.get<int>();
         else
           throw std::runtime_error("step: start, back, forward, end or a step number");
         s.demoStepTo(to);
         return s.stateJson();
       }},
      {"setLanguage", kWindow | kFrame | kGame, "",  // "nl", or {lang, strings}
       [](Table& s, const json& arg, std::string&) -> json {
         // "nl", or {"lang": "nl", "strings": {...}}: the shell's merged tables
         std::string lang = arg.is_string() ? arg.get<std::string>() : arg.is_object() ? arg.value("lang", "") : "";
         if (!isLanguage(lang)) throw std::runtime_error("language: " + languageCodesInWords());
         // The page's tables are data: one whose placeholders differ from the English phrases' is
         // refused whole, and the language stays as it was.
         if (arg.is_object() && arg.contains("strings")) {
           TableRefusal refused = setTranslations(lang, arg["strings"].dump());
           if (!refused.why.empty()) throw std::runtime_error("setLanguage: " + refused.text());
         } else if (lang == "en") {
           (void)setTranslations("en", "{}");
         }
         s.setLanguage(lang);
         return true;
       }},
      {"shownTexts", kWindow | kFrame | kReads, "",  // the texts the windows show now, in the reader's language
       [](Table& s, const json&, std::string&) -> json { return g_views->screen.shownTexts(s, boardView()); }},
      {"setBotDelay", kWindow | kGame, "",  // the bots' pause before a move, in ms
       [](Table& s, const json& arg, std::string&) -> json {
         s.setBotDelay(arg.get<double>());
         return true;
       }},
      {"hint", kWindow | kReads | kGame, "",  // the search bot's suggestion for the person to move, or null
       [](Table& s, const json&, std::string&) -> json { return g_views->screen.hintJson(s); }},
      {"botPace", kWindow | kReads | kGame, "",  // the bots' pause before a move (ms) and its setting's name
       [](Table& s, const json&, std::string&) -> json {
         return json{{"delay_ms", s.botDelay()}, {"pace", botPaceName(s.botDelay())}};
       }},
      {"screenOf", kWindow | kReads | kGame, "[x,y]",  // CSS pixel centre of a board square
       [](Table&, const json& arg, std::string&) -> json {
         // CSS pixel centre of a board square (for tests and embedding pages)
         ImVec2 p = boardView().screenOf(arg.at(0).get<int>(), arg.at(1).get<int>());
         return json{{"x", p.x}, {"y", p.y}, {"size", boardView().tileSize()}};
       }},
      {"frameStats", kWindow | kReads | kGame, "",  // frames drawn and their cost, the bots' thinking
       [](Table& s, const json&, std::string&) -> json {
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
       }},
      {"choiceSpots", kWindow | kReads | kGame, "",  // where each choice of a module step is clicked
       [](Table& s, const json&, std::string&) -> json {
         // where each choice of a module step is clicked (CSS pixels)
         json out = json::array();
         const State& st = s.state();
         if (st.step() != Step::Module) return out;
         std::vector<Action> legal;
         st.legalActions(legal);
         const Module* mod = st.catalog().modules[size_t(st.activeModule())];
         std::vector<BoardTarget> targets = boardView().targets(s);
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
             }
           out.push_back(item);
         }
         return out;
       }},
      {"layout", kWindow | kReads | kGame, "",  // where things are on screen (docs/formats.md §4)
       [](Table& s, const json&, std::string&) -> json {
         // where things are on screen, in CSS pixels (docs/formats.md §4)
         const BoardView& b = boardView();
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
         for (const LanguageBox& l : g_views->screen.screen.languages) {
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
         for (int tile : s.tilesSincePerson())
           outlined.push_back({st.tiles()[size_t(tile)].x, st.tiles()[size_t(tile)].y});
         json buttons = json::array();  // the Rules, Hint and bot pace buttons
         for (const Screen::ButtonBox& d : g_views->screen.screen.buttons)
           buttons.push_back({{"name", d.name}, {"x", d.x}, {"y", d.y}, {"w", d.w}, {"h", d.h}});
         json pressable = json::array();  // every labelled widget of the frame (touch_targets.h)
         for (const TouchTarget& t : touchTargets())
           pressable.push_back(
               {{"label", t.label}, {"window", t.window}, {"x", t.x}, {"y", t.y}, {"w", t.w}, {"h", t.h}});
         json rulesDemos = json::array();  // the Rules window's demo buttons
         for (const RulesWindow::DemoBox& d : g_views->screen.rules().demoBoxes())
           rulesDemos.push_back({{"file", d.file}, {"x", d.x}, {"y", d.y}, {"w", d.w}, {"h", d.h}});
         const TutorialPanel& tutorial = g_views->screen.tutorial();
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
       }},
      {"setEmbed", kWindow | kGame, "!!",  // embedded (true) or not
       [](Table& s, const json& arg, std::string&) -> json {
         g_views->screen.screen.embed = arg.is_boolean() && arg.get<bool>();
         s.setEmbedded(embedMode());
         boardView().bottomInset = embedMode() ? std::min(200.0f, ImGui::GetIO().DisplaySize.y * 0.36f) + 12 : 0;
         if (s.active()) boardView().frame(s.state(), ImGui::GetIO().DisplaySize);
         return true;
       }},
      {"clear", kWindow, "",  // no game on the page
       [](Table& s, const json&, std::string&) -> json {
         s.clear();
         boardView().cancel();
         return true;
       }},
      {"editor", kWindow | kReads, "",  // the editor's draft, message and widgets
       [](Table& s, const json&, std::string&) -> json { return editor().report(s); }},
      {"keepInBrowser", 0, "",  // the shell: keep the game in progress in the browser from now on
       [](Table& s, const json& arg, std::string&) -> json {
         startKeeping(s, arg.is_object() && arg.value("now", false));
         return true;
       }},
      {"editorKept", 0, "",  // the shell: the draft kept in the browser
       [](Table&, const json& arg, std::string&) -> json {
         editor().setKept(arg);
         return true;
       }},
      {"editorOpen", 0, "",  // the shell: open the editor (?edit=1)
       [](Table& s, const json& arg, std::string& why) -> json {
         if (embedMode()) throw std::runtime_error("the editor is not offered in an embedded demo");
         if (!editor().open(s, boardView(), arg, &why)) throw std::runtime_error(why);
         return editor().report(s);
       }},
      {"editorLanguage", 0, "",  // the shell: the words of nl, fr and de for the step texts
       [](Table&, const json& arg, std::string&) -> json {
         std::string lang = arg.is_object() ? arg.value("lang", "") : "";
         if (lang == "en" || !isLanguage(lang)) throw std::runtime_error("editorLanguage: a language other than en");
         if (!arg.contains("strings") || !arg["strings"].is_object())
           throw std::runtime_error("editorLanguage: strings");
         TableRefusal refused = checkTranslations(arg["strings"]);
         if (!refused.why.empty()) throw std::runtime_error("editorLanguage: " + refused.text());
         setEditorWords(lang, arg["strings"]);
         return true;
       }},
      {"editorRecord", kWindow | kEditor, "",  // the Record stage's steps and texts
       [](Table& s, const json&, std::string&) -> json { return editorRecordJson(editor(), s, boardView()); }},
      {"editorTexts", kWindow | kEditor, "{step,texts}",  // a step's texts {step, texts: {lang: text}}
       [](Table& s, const json& arg, std::string&) -> json {
         // {step, texts: {lang: text}}; step -1 (or absent): the title
         std::string refused = saveTexts(editor(), s, arg.is_object() ? arg.value("step", -1) : -1,
                                         arg.is_object() && arg.contains("texts") ? arg["texts"] : json());
         if (!refused.empty()) throw std::runtime_error(refused);
         return editorRecordJson(editor(), s, boardView());
       }},
      {"editorPublish", kWindow | kEditor,
       "{}",  // what the Publish buttons publish {file, fileName, link, embed, iframe, mediawiki}
       [](Table& s, const json& arg, std::string&) -> json {
         setEmbedChoice(editor(), arg);  // {lang, width, height}, each optional: the embed as chosen
         json texts = publishTexts(editor(), s);
         if (texts.contains("error")) throw std::runtime_error(texts["error"].get<std::string>());
         return texts;
       }},
      {"editorPreview", kWindow | kEditor, "{}",  // the preview overlay of the embed chosen {lang, width, height}
       [](Table& s, const json& arg, std::string&) -> json {
         setEmbedChoice(editor(), arg);
         openPreview(editor(), s);
         return true;
       }},
      {"editorEmbed", kEditor, "",  // the shell: the embed chosen {lang, width, height}
       [](Table&, const json& arg, std::string&) -> json {
         setEmbedChoice(editor(), arg);
         return true;
       }},
      // Online tables (web/online.js): the server's view, its steps, who sits where, a name to ask.
      {"onlineView", 0, "",  // {view, seat, names}: the server's view as the game on show
       [](Table& s, const json& arg, std::string& why) -> json {
         std::vector<std::string> names;
         if (arg.contains("names") && arg["names"].is_array())
           for (const json& n : arg["names"]) names.push_back(n.is_string() ? n.get<std::string>() : "");
         bool first = !s.online();
         if (!s.loadOnline(arg.value("view", json()), arg.value("seat", -1), names, &why))
           throw RefusedCall(why, s.lastRefusal());
         s.setMoveListener([&s](int seat, const json& step, int n) {
           if (s.online() && seat == s.onlineSeat()) browser::onlineSend(json{{"n", n}, {"step", step}}.dump());
         });
         if (first) {
           boardView().cancel();
           boardView().frame(s.state(), ImGui::GetIO().DisplaySize);
         }
         return true;
       }},
      {"onlineStep", 0, "",  // a step the server accepted; {resync: true} when the view is needed again
       [](Table& s, const json& arg, std::string&) -> json {
         return json{{"resync", !s.onlineStep(arg)}};
       }},
      {"onlineGame", 0, "",  // the saved game the server gives after the end: Share offers it
       [](Table& s, const json& arg, std::string&) -> json {
         s.onlineSavedGame(arg);
         return s.onlineSaved();
       }},
      {"onlineInfo", 0, "",  // the table's seats and links, for the online windows
       [](Table&, const json& arg, std::string&) -> json {
         g_views->screen.online().setInfo(arg);
         return true;
       }},
      {"onlineAskName", 0, "",  // a table's link opened with no seat kept here: the join dialog
       [](Table&, const json&, std::string&) -> json {
         g_views->screen.online().askName();
         return true;
       }},
      {"calls", kReads, "",  // the shell: this table, for page_api.js
       [](Table&, const json&, std::string&) -> json { return callList(); }},
  };
  return table;
}

json callList() {
  json out = json::array();
  for (const Call& c : calls())
    out.push_back(
        {{"name", c.name}, {"window", (c.flags & kWindow) != 0}, {"frame", (c.flags & kFrame) != 0}, {"args", c.args}});
  return out;
}

json handle(const json& req) {
  std::string name = req.value("call", "");
  const Call* call = nullptr;
  for (const Call& c : calls())
    if (name == c.name) call = &c;
  // A call that may change what is shown draws; one that only reads draws nothing, so a page can
  // poll the game (and frameStats watch the app idle).
  if (!call || !(call->flags & kReads)) requestRedraw();
  if (!g_table) throw std::runtime_error("carcassonne is not loaded yet");
  Table& s = *g_table;
  const json& arg = req.contains("arg") ? req["arg"] : json();
  if ((!call || call->flags & kGame) && !s.active()) throw std::runtime_error("no game yet");
  if (!call) throw std::runtime_error("unknown call '" + name.substr(0, 40) + "'");
  if (call->flags & kEditor && !editor().active()) throw std::runtime_error("the editor is not open");
  std::string why;
  return call->handle(s, arg, why);
}

}  // namespace

namespace carc::render {
void servePageApi(Table& table, Views& views) {
  g_table = &table;
  g_views = &views;
  // A local game, scenario, demo or the editor: the online table is left (web/online.js), its
  // windows closed at once, so no later message of that table reaches what is on show now.
  table.setLocalListener([&views] {
    views.screen.online().leave();
    browser::onlineLeave();
  });
}
}  // namespace carc::render

extern "C" {

// The shell hands over each manifest before the app starts.
EMSCRIPTEN_KEEPALIVE void carc_add_manifest(const char* set, const char* text) { manifests()[set] = text; }

// ... and the set index (assets/tiles/index.json); 0 with the reason logged when it is malformed.
EMSCRIPTEN_KEEPALIVE int carc_set_index(const char* text) {
  std::string why;
  if (setSetIndex(text, &why)) return 1;
  browser::fail(why);
  return 0;
}

// The Rules window's demo list (assets/scenarios/index.json), fetched by the page when asked.
EMSCRIPTEN_KEEPALIVE void carc_demo_index(const char* text) {
  if (g_views) g_views->screen.rules().setDemoIndex(text);
  carc::render::requestRedraw();
}

// {"call": "...", "arg": ...} -> {"ok": true, "result": ...} or {"ok": false, "error": "..."}
EMSCRIPTEN_KEEPALIVE const char* carc_call(const char* request) {
  json reply;
  try {
    std::string text(request);
    if (text.size() > (1u << 20)) throw std::runtime_error("request too large");
    json req = json::parse(text, nullptr, false);
    if (req.is_discarded() || !req.is_object()) throw std::runtime_error("request is not a JSON object");
    reply = {{"ok", true}, {"result", handle(req)}};
    keepGame(*g_table);  // a call that changed the game: kept before the page can reload
  } catch (const RefusedCall& e) {
    reply = {{"ok", false}, {"error", e.what()}};
    if (!e.refusal.is_null()) reply["refusal"] = e.refusal;
  } catch (const std::exception& e) {
    reply = {{"ok", false}, {"error", e.what()}};
  }
  g_reply = reply.dump();
  return g_reply.c_str();
}
}
