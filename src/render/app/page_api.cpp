// The page API behind window.carcassonne (web/page_api.js): one entry point that takes a JSON
// request and returns a JSON reply, so every call has the same error handling. Every call is in
// one table below, once: its name, who may make it, whether it only reads, how the page passes
// its arguments, and its handler (page_api_calls.h: one file a job, the game, the demos, the view,
// the editor, the online tables). page_api.js builds window.carcassonne and the calls an
// embedding page may make from that table (the shell call "calls").
#include "render/app/page_api.h"

#include <emscripten.h>

#include <string>
#include <vector>

#include "render/app/browser.h"
#include "render/app/frame.h"
#include "render/app/page_api_calls.h"
#include "render/table/page_args.h"
#include "render/table/set_index.h"
#include "render/table/table.h"

using namespace carc;
using namespace carc::render;
using namespace carc::render::pageapi;

namespace {

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
  Handler handle;
};

json calls(Table&, Views&, const json&);

// Every call, once. What each takes and answers: docs/formats.md §4 and §5, docs/embedding.md.
const std::vector<Call>& callTable() {
  static const std::vector<Call> table = {
      {"newGame", kWindow | kFrame, "{}", newGame},              // {players, sets, seed, options}: its state
      {"state", kWindow | kFrame | kReads | kGame, "", state},   // the game on show
      {"newGameChoices", kWindow | kReads, "", newGameChoices},  // what New game offers, in words
      {"tutorial", kWindow | kGame, "", tutorial},               // the base game's tutorial, from its first step
      {"legalMoves", kWindow | kFrame | kReads | kGame, "", legalMoves},  // the legal steps now
      {"play", kWindow | kFrame | kGame, "", play},                       // a step or a whole turn
      {"undo", kWindow | kFrame | kGame, "", undo},                       // one step back
      {"save", kWindow | kFrame | kReads | kGame, "", save},              // the game as a saved game
      {"position", kWindow | kFrame | kReads | kGame, "", position},      // the position as a shared position
      {"loadScenario", kWindow | kFrame | kGame, "", loadScenario},       // a scenario or a saved game
      {"loadDemo", kWindow | kFrame | kGame, "", loadDemo},               // a rules demo
      {"step", kWindow | kFrame | kGame, "", step},  // the demo to "start", "back", "forward", "end" or a step
      {"setLanguage", kWindow | kFrame | kGame, "", setLanguage},  // "nl", or {lang, strings}
      {"shownTexts", kWindow | kFrame | kReads, "", shownTexts},   // the texts the windows show now, translated
      {"setBotDelay", kWindow | kGame, "", setBotDelay},           // the bots' pause before a move, in ms
      {"hint", kWindow | kReads | kGame, "", hint},  // the search bot's suggestion for the person to move, or null
      {"botPace", kWindow | kReads | kGame, "", botPace},  // the bots' pause before a move (ms) and its setting's name
      {"screenOf", kWindow | kReads | kGame, "[x,y]", screenOf},   // CSS pixel centre of a board square
      {"frameStats", kWindow | kReads | kGame, "", frameStats},    // frames drawn and their cost, the bots' thinking
      {"choiceSpots", kWindow | kReads | kGame, "", choiceSpots},  // where each choice of a module step is clicked
      {"choices", kWindow | kReads | kGame, "", choices},          // the game in words: legal steps, board, scores
      {"layout", kWindow | kReads | kGame, "", layout},            // where things are on screen (docs/formats.md §4)
      {"setEmbed", kWindow | kGame, "!!", setEmbed},               // embedded (true) or not
      {"clear", kWindow, "", clear},                               // no game on the page
      {"editor", kWindow | kReads, "", editor},                    // the editor's draft, message and widgets
      {"keepInBrowser", 0, "", keepInBrowser},    // the shell: keep the game in progress in the browser from now on
      {"editorKept", 0, "", editorKept},          // the shell: the draft kept in the browser
      {"editorOpen", 0, "", editorOpen},          // the shell: open the editor (?edit=1)
      {"editorLanguage", 0, "", editorLanguage},  // the shell: a language's words for the step texts
      {"editorRecord", kWindow | kEditor, "", editorRecord},            // the Record stage's steps and texts
      {"editorTexts", kWindow | kEditor, "{step,texts}", editorTexts},  // a step's texts {step, texts: {lang: text}}
      // what the Publish buttons publish {file, fileName, link, embed, iframe, mediawiki}
      {"editorPublish", kWindow | kEditor, "{}", editorPublish},
      // the preview overlay of the embed chosen {lang, width, height}
      {"editorPreview", kWindow | kEditor, "{}", editorPreview},
      {"editorEmbed", kEditor, "", editorEmbed},  // the shell: the embed chosen {lang, width, height}
      // Online tables (web/online.js): the server's view, its steps, who sits where, a name to ask.
      {"onlineView", 0, "", onlineView},  // {view, seat, names}: the server's view as the game on show
      {"onlineStep", 0, "", onlineStep},  // a step the server accepted; {resync: true} when the view is needed again
      {"onlineGame", 0, "", onlineGame},  // the saved game the server gives after the end: Share offers it
      {"onlineInfo", 0, "", onlineInfo},  // the table's seats and links, for the online windows
      {"onlineAskName", 0, "", onlineAskName},  // a table's link opened with no seat kept here: the join dialog
      {"calls", kReads, "", calls},             // the shell: this table, for page_api.js
  };
  return table;
}

json calls(Table&, Views&, const json&) {
  json out = json::array();
  for (const Call& c : callTable())
    out.push_back(
        {{"name", c.name}, {"window", (c.flags & kWindow) != 0}, {"frame", (c.flags & kFrame) != 0}, {"args", c.args}});
  return out;
}

json handle(Table& s, Views& v, const PageRequest& req) {
  const Call* call = nullptr;
  for (const Call& c : callTable())
    if (req.call == c.name) call = &c;
  // A call that may change what is shown draws; one that only reads draws nothing, so a page can
  // poll the game (and frameStats watch the app idle).
  if (!call || !(call->flags & kReads)) requestRedraw();
  if ((!call || call->flags & kGame) && !s.active()) throw std::runtime_error("no game yet");
  if (!call) throw std::runtime_error("unknown call '" + req.call.substr(0, 40) + "'");
  if (call->flags & kEditor && !v.editor.active()) throw std::runtime_error("the editor is not open");
  return call->handle(s, v, req.arg);
}

}  // namespace

namespace carc::render {
PageApi::PageApi(Table& table, Views& views) : table_(table), views_(views) {
  // A local game, scenario, demo or the editor: the online table is left (web/online.js), its
  // windows closed at once, so no later message of that table reaches what is on show now.
  table.setLocalListener([&views] {
    views.screen.online().leave();
    browser::onlineLeave();
  });
}

const char* PageApi::call(const char* request) {
  json reply;
  try {
    reply = {{"ok", true}, {"result", handle(table_, views_, take(parsePageRequest(request)))}};
    views_.keeper.keep(table_);  // a call that changed the game: kept before the page can reload
  } catch (const RefusedCall& e) {
    reply = {{"ok", false}, {"error", e.what()}};
    if (!e.refusal.is_null()) reply["refusal"] = e.refusal;
  } catch (const std::exception& e) {
    reply = {{"ok", false}, {"error", e.what()}};
  }
  reply_ = reply.dump();
  return reply_.c_str();
}

void PageApi::setDemoIndex(const char* text) {
  views_.screen.rules().setDemoIndex(text);
  requestRedraw();
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
EMSCRIPTEN_KEEPALIVE void carc_demo_index(const char* text) { pageApi().setDemoIndex(text); }

// {"call": "...", "arg": ...} -> {"ok": true, "result": ...} or {"ok": false, "error": "..."}
EMSCRIPTEN_KEEPALIVE const char* carc_call(const char* request) { return pageApi().call(request); }
}
