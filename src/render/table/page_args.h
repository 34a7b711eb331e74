// The page API's arguments (app/page_api*.cpp, docs/formats.md §4): what a call's JSON says, as
// typed values, or why it is refused, as data: a reason the code acts on and the words the page's
// Error carries (the same words the page API has always given). No Dear ImGui and no browser, so
// the parsing is tested natively (tests/unit/page_args_test.cpp). Nothing here changes the table:
// the calls' handlers act on what a parse gives, and only when it gave something.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "render/table/table.h"

namespace carc::render {

// Why a call's argument (or the request itself) is refused.
enum class ArgProblem {
  None,
  Malformed,        // a value of the wrong JSON kind or out of range (nlohmann's own words)
  NotAPlayerList,   // newGame: `players` neither a list nor a number
  UnknownBot,       // newGame: a seat's bot is none of botNames()
  UnknownStep,      // step: not "start", "back", "forward", "end" or a step number
  UnknownLanguage,  // setLanguage, editorLanguage: not a language of web/languages.json (editorLanguage: not en either)
  NoStrings,        // editorLanguage: no table of strings
  BadStrings,       // editorLanguage: a table the translation loader refuses (checkTranslations)
  RequestTooLarge,  // the request: more than 1 MiB of JSON
  NotARequest       // the request: not a JSON object
};

struct ArgRefusal {
  ArgProblem problem = ArgProblem::None;
  std::string text;  // what the page is told (the call's error), in English
  explicit operator bool() const { return problem != ArgProblem::None; }
};

// A parse: its value when `refused` is empty.
template <class T>
struct Parsed {
  T value{};
  ArgRefusal refused;
  bool ok() const { return !refused; }
};

// {"call": name, "arg": ...} as the page sends it to carc_call.
struct PageRequest {
  std::string call;
  json arg;  // null when the request has none
};
Parsed<PageRequest> parsePageRequest(const std::string& text);

// newGame({players, sets, seed, options}): `players` a number, or a list of names or {name, bot}
// (default: You, Ada, Bruno); a name alone is a person in the first seat and a greedy bot in the
// others. Every seat's bot checked against botNames().
Parsed<NewGameOptions> parseNewGame(const json& arg);

// step("start" | "back" | "forward" | "end" | n): the demo step to go to, from `current` of `steps`.
Parsed<int> parseDemoStep(const json& arg, int current, int steps);

// setLanguage("nl") or setLanguage({lang, strings}): the language, and the caller's tables if given.
struct LanguageArg {
  std::string lang;
  bool hasStrings = false;
  json strings;
};
Parsed<LanguageArg> parseSetLanguage(const json& arg);

// setBotDelay(ms).
Parsed<double> parseBotDelay(const json& arg);

// screenOf(x, y), passed as [x, y].
Parsed<std::pair<int, int>> parseSquare(const json& arg);

// setEmbed(on): true only for true.
bool parseEmbed(const json& arg);

// keepInBrowser({now}): keep now as well as after every change from now on.
Parsed<bool> parseKeepNow(const json& arg);

// editorLanguage({lang, strings}): the words of nl, fr or de for the editor's step texts, checked
// as the translation loader checks a table.
struct EditorLanguageArg {
  std::string lang;
  json strings;
};
Parsed<EditorLanguageArg> parseEditorLanguage(const json& arg);

// editorTexts({step, texts: {lang: text}}): step -1 (or absent) is the title.
struct StepTextsArg {
  int step = -1;
  json texts;  // null when absent
};
Parsed<StepTextsArg> parseEditorTexts(const json& arg);

// onlineView({view, seat, names}): the server's view, my seat (-1: watching), the seats' names
// (a name that is not a string is empty).
struct OnlineViewArg {
  json view;
  int seat = -1;
  std::vector<std::string> names;
};
Parsed<OnlineViewArg> parseOnlineView(const json& arg);

}  // namespace carc::render
