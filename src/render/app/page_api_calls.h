// The page API's handlers, one file per job: the game on the page (page_api_game.cpp), the rules
// demos (page_api_demo.cpp), the view and its words (page_api_view.cpp), the New game dialog's
// choices (page_api_setup.cpp), the editor (page_api_editor.cpp) and the online tables
// (page_api_online.cpp). page_api.cpp lists every call
// once with its handler and serves them. A call's argument is read by table/page_args.h (tested
// natively); a handler throws, in words, what the call refuses, and changes nothing then.
#pragma once
#include <stdexcept>
#include <string>
#include <utility>

#include "render/app/views.h"
#include "render/table/page_args.h"
#include "render/table/table.h"

namespace carc::render::pageapi {

// A call the engine refused: the English message and, for the page to say in the reader's
// language, the refusal as data ({reason, phrase, values, module, path, move}).
struct RefusedCall : std::runtime_error {
  json refusal;
  RefusedCall(const std::string& message, const Refusal& why) : std::runtime_error(message) {
    if (why) refusal = refusalJson(why);
  }
};

// What a parse gave, or its refusal thrown as the call's error (its words, no refusal data).
template <class T>
T take(Parsed<T> parsed) {
  if (!parsed.ok()) throw std::runtime_error(parsed.refused.text);
  return std::move(parsed.value);
}

using Handler = json (*)(Table& s, Views& v, const json& arg);

// The game (page_api_game.cpp)
json newGame(Table& s, Views& v, const json& arg);
json state(Table& s, Views& v, const json& arg);
json tutorial(Table& s, Views& v, const json& arg);
json legalMoves(Table& s, Views& v, const json& arg);
json play(Table& s, Views& v, const json& arg);
json undo(Table& s, Views& v, const json& arg);
json save(Table& s, Views& v, const json& arg);
json position(Table& s, Views& v, const json& arg);
json loadScenario(Table& s, Views& v, const json& arg);
json setBotDelay(Table& s, Views& v, const json& arg);
json hint(Table& s, Views& v, const json& arg);
json botPace(Table& s, Views& v, const json& arg);
json clear(Table& s, Views& v, const json& arg);
json keepInBrowser(Table& s, Views& v, const json& arg);

// Setting up a game in words (page_api_setup.cpp)
json newGameChoices(Table& s, Views& v, const json& arg);

// The rules demos (page_api_demo.cpp)
json loadDemo(Table& s, Views& v, const json& arg);
json step(Table& s, Views& v, const json& arg);

// The view: language, texts, where things are, frames (page_api_view.cpp)
json setLanguage(Table& s, Views& v, const json& arg);
json shownTexts(Table& s, Views& v, const json& arg);
json screenOf(Table& s, Views& v, const json& arg);
json frameStats(Table& s, Views& v, const json& arg);
json choiceSpots(Table& s, Views& v, const json& arg);
json choices(Table& s, Views& v, const json& arg);
json layout(Table& s, Views& v, const json& arg);
json setEmbed(Table& s, Views& v, const json& arg);

// The editor (page_api_editor.cpp)
json editor(Table& s, Views& v, const json& arg);
json editorKept(Table& s, Views& v, const json& arg);
json editorOpen(Table& s, Views& v, const json& arg);
json editorLanguage(Table& s, Views& v, const json& arg);
json editorRecord(Table& s, Views& v, const json& arg);
json editorTexts(Table& s, Views& v, const json& arg);
json editorPublish(Table& s, Views& v, const json& arg);
json editorPreview(Table& s, Views& v, const json& arg);
json editorEmbed(Table& s, Views& v, const json& arg);

// The online tables (page_api_online.cpp, web/online.js)
json onlineView(Table& s, Views& v, const json& arg);
json onlineStep(Table& s, Views& v, const json& arg);
json onlineGame(Table& s, Views& v, const json& arg);
json onlineInfo(Table& s, Views& v, const json& arg);
json onlineAskName(Table& s, Views& v, const json& arg);

}  // namespace carc::render::pageapi
