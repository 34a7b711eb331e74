// The page API behind window.carcassonne (web/page_api.js): one entry point that takes a JSON
// request and returns a JSON reply, so every call has the same error handling.
#include <emscripten.h>

#include <string>

#include "render/board/board_view.h"
#include "render/editor/editor.h"
#include "render/editor/publish.h"
#include "render/editor/record.h"
#include "render/editor/words.h"
#include "engine/module.h"
#include "render/words/i18n.h"
#include "render/platform/keep_game.h"
#include "render/game/panels.h"
#include "render/table/session.h"
#include "render/table/set_index.h"
#include "render/game/frame.h"

using namespace carc;
using namespace carc::render;

namespace {

std::string g_reply;

json handle(const json& req) {
  std::string call = req.value("call", "");
  // Every call may change what is shown: draw (frameStats only reads, so it can watch the app idle).
  if (call != "frameStats") requestRedraw();
  Session& s = session();
  const json& arg = req.contains("arg") ? req["arg"] : json();
  std::string why;
  if (call == "newGame") {
    NewGameOptions o;
    json players = arg.is_object() && arg.contains("players") ? arg["players"] : json::array({"You", "Ada", "Bruno"});
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
    if (!s.newGame(o, &why)) throw std::runtime_error(why);
    boardView().cancel();
    boardView().centre(s.state(), ImGui::GetIO().DisplaySize);
    return s.stateJson();
  }
  // Read-only: the texts the windows show now, in the reader's language.
  if (call == "shownTexts") return shownTexts(s);
  // The shell (not window.carcassonne): keep the game in progress in the browser from now on.
  if (call == "keepInBrowser") {
    startKeeping(s, arg.is_object() && arg.value("now", false));
    return true;
  }
  // No game on the page (an embedded demo that could not be loaded shows only its error).
  if (call == "clear") {
    s.clear();
    boardView().cancel();
    return true;
  }
  // Read-only: the editor's draft, message and widgets (docs/embedding.md).
  if (call == "editor") return editor().report(s);
  // The shell (not window.carcassonne): the draft kept in the browser, and opening the editor
  // (?edit=1, with a scenario or a share link to change).
  if (call == "editorKept") {
    editor().setKept(arg);
    return true;
  }
  if (call == "editorOpen") {
    if (embedMode()) throw std::runtime_error("the editor is not offered in an embedded demo");
    if (!editor().open(s, arg, &why)) throw std::runtime_error(why);
    return editor().report(s);
  }
  // --- The editor's Record and Publish stages (editor_record.cpp, editor_publish.cpp) ----------
  // The page hands over the words of nl, fr and de for the step texts: {lang, strings}.
  if (call == "editorLanguage") {
    std::string lang = arg.is_object() ? arg.value("lang", "") : "";
    if (lang != "nl" && lang != "fr" && lang != "de") throw std::runtime_error("editorLanguage: nl, fr or de");
    if (!arg.contains("strings") || !arg["strings"].is_object()) throw std::runtime_error("editorLanguage: strings");
    TableRefusal refused = checkTranslations(arg["strings"]);
    if (!refused.why.empty()) throw std::runtime_error("editorLanguage: " + refused.text());
    setEditorWords(lang, arg["strings"]);
    return true;
  }
  if (call == "editorRecord" || call == "editorTexts" || call == "editorPublish" || call == "editorPreview" ||
      call == "editorEmbed") {
    if (!editor().active()) throw std::runtime_error("the editor is not open");
    if (call == "editorRecord") return editorRecordJson(editor(), s, boardView());
    if (call == "editorTexts") {  // {step, texts: {lang: text}}; step -1 (or absent): the title
      std::string refused = saveTexts(editor(), s, arg.is_object() ? arg.value("step", -1) : -1,
                                      arg.is_object() && arg.contains("texts") ? arg["texts"] : json());
      if (!refused.empty()) throw std::runtime_error(refused);
      return editorRecordJson(editor(), s, boardView());
    }
    setEmbedChoice(arg);  // {lang, width, height}, each optional: the embed as chosen
    if (call == "editorEmbed") return true;
    if (call == "editorPreview") {
      openPreview(editor(), s);
      return true;
    }
    json texts = publishTexts(editor(), s);
    if (texts.contains("error")) throw std::runtime_error(texts["error"].get<std::string>());
    return texts;
  }
  // --- end of the editor's Record and Publish stages ----------------------------------------------
  if (!s.active()) throw std::runtime_error("no game yet");
  if (call == "state") {
    json j = s.stateJson();
    boardView().followHand(s.state());
    if (j["step"] == "tile") j["rot"] = boardView().rotation() * 90;  // as the tile in hand is shown
    return j;
  }
  if (call == "legalMoves") return s.legalMovesJson();
  if (call == "play") {
    if (!s.playJson(arg, &why)) throw std::runtime_error(why);
    return s.stateJson();
  }
  if (call == "undo") {
    if (!s.undoStep()) throw std::runtime_error("nothing to undo");
    boardView().cancel();
    return s.stateJson();
  }
  if (call == "save") return s.saveJson();
  if (call == "loadScenario") {
    if (!s.loadScenario(arg, &why)) throw std::runtime_error(why);
    boardView().centre(s.state(), ImGui::GetIO().DisplaySize);
    return s.stateJson();
  }
  if (call == "loadDemo") {
    if (!s.loadDemo(arg, &why)) throw std::runtime_error(why);
    boardView().cancel();
    boardView().centre(s.state(), ImGui::GetIO().DisplaySize);
    return s.stateJson();
  }
  if (call == "step") {
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
  }
  if (call == "position") return s.positionJson();
  if (call == "setEmbed") {
    setEmbedMode(arg.is_boolean() && arg.get<bool>());
    s.setEmbedded(embedMode());
    boardView().bottomInset = embedMode() ? std::min(200.0f, ImGui::GetIO().DisplaySize.y * 0.36f) + 12 : 0;
    if (s.active()) boardView().centre(s.state(), ImGui::GetIO().DisplaySize);
    return true;
  }
  if (call == "setLanguage") {  // "nl", or {"lang": "nl", "strings": {...}}: the shell's merged tables
    std::string lang = arg.is_string() ? arg.get<std::string>() : arg.is_object() ? arg.value("lang", "") : "";
    if (lang != "en" && lang != "nl" && lang != "fr" && lang != "de")
      throw std::runtime_error("language: en, nl, fr or de");
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
  }
  if (call == "setBotDelay") {
    s.setBotDelay(arg.get<double>());
    return true;
  }
  if (call == "screenOf") {  // CSS pixel centre of a board square (for tests and embedding pages)
    ImVec2 p = boardView().screenOf(arg.at(0).get<int>(), arg.at(1).get<int>());
    return json{{"x", p.x}, {"y", p.y}, {"size", boardView().tileSize()}};
  }
  if (call == "choiceSpots") {  // where each choice of a module step is clicked (CSS pixels)
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
  }
  if (call == "frameStats") {
    const BotStats& b = s.botStats();
    return json{{"last_ms", s.lastFrameMs},         {"average_ms", s.frameMsAverage},
                {"build_ms", s.lastBuildMs},        {"vertices", s.lastVertices},
                {"frames", framesDrawn()},          {"visible", canvasVisible()},
                {"context_lost", glContextLost()},  {"bot_thinking", b.thinking},
                {"bot_slice_max_ms", b.sliceMaxMs}, {"bot_frame_max_ms", b.frameMaxMs},
                {"bot_slices", b.slices},           {"bot_slice_histogram", b.sliceHistogram},
                {"bot_think_ms", b.decisionMs},     {"bot_think_max_ms", b.decisionMaxMs},
                {"bot_iterations", b.iterations},   {"bot_iterations_max", b.iterationsMax},
                {"bot_decisions", b.decisions}};
  }
  if (call == "layout") {  // where things are on screen, in CSS pixels (docs/formats.md §4)
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
    ImVec2 view = ImGui::GetIO().DisplaySize;
    int sx = 0, sy = 0;
    return json{{"view", {{"w", view.x}, {"h", view.y}}},
                {"selected", b.selection(sx, sy) ? json{sx, sy} : json(nullptr)},
                {"tileSize", b.tileSize()},
                {"safe", box(b.safeArea())},
                {"panels", panels},
                {"squares", squares},
                {"targets", targets},
                {"tip", b.shownTip().empty() ? json(nullptr) : json(b.shownTip())}};
  }
  throw std::runtime_error("unknown call '" + call.substr(0, 40) + "'");
}

}  // namespace

extern "C" {

// The shell hands over each manifest before the app starts.
EMSCRIPTEN_KEEPALIVE void carc_add_manifest(const char* set, const char* text) { manifests()[set] = text; }

// ... and the set index (assets/tiles/index.json); 0 with the reason logged when it is malformed.
EMSCRIPTEN_KEEPALIVE int carc_set_index(const char* text) {
  std::string why;
  if (setSetIndex(text, &why)) return 1;
  EM_ASM(
      {
        if (window.carcassonneShell) window.carcassonneShell.fail(UTF8ToString($0));
      },
      why.c_str());
  return 0;
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
    keepGame(session());  // a call that changed the game: kept before the page can reload
  } catch (const std::exception& e) {
    reply = {{"ok", false}, {"error", e.what()}};
  }
  g_reply = reply.dump();
  return g_reply.c_str();
}
}
