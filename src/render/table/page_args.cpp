#include "render/table/page_args.h"

#include "engine/languages.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

ArgRefusal refusal(ArgProblem problem, std::string text) { return ArgRefusal{problem, std::move(text)}; }

template <class T>
Parsed<T> refused(ArgProblem problem, std::string text) {
  Parsed<T> p;
  p.refused = refusal(problem, std::move(text));
  return p;
}

template <class T>
Parsed<T> good(T value) {
  Parsed<T> p;
  p.value = std::move(value);
  return p;
}

// A parse whose JSON reads may throw (a value of the wrong kind, an index out of range): the
// exception becomes the refusal, in nlohmann's words, as the page has always been told them.
template <class T, class F>
Parsed<T> reading(F&& parse) {
  try {
    return parse();
  } catch (const json::exception& e) {
    return refused<T>(ArgProblem::Malformed, e.what());
  }
}

}  // namespace

Parsed<PageRequest> parsePageRequest(const std::string& text) {
  if (text.size() > (1u << 20)) return refused<PageRequest>(ArgProblem::RequestTooLarge, "request too large");
  json req = json::parse(text, nullptr, false);
  if (req.is_discarded() || !req.is_object())
    return refused<PageRequest>(ArgProblem::NotARequest, "request is not a JSON object");
  return reading<PageRequest>([&] {
    PageRequest r;
    r.call = req.value("call", "");
    if (req.contains("arg")) r.arg = req["arg"];
    return good(std::move(r));
  });
}

Parsed<NewGameOptions> parseNewGame(const json& arg) {
  return reading<NewGameOptions>([&]() -> Parsed<NewGameOptions> {
    NewGameOptions o;
    json players = arg.is_object() && arg.contains("players") ? arg["players"] : json::array({"You", "Ada", "Bruno"});
    if (players.is_number_integer()) {
      int n = players.get<int>();
      players = json::array();
      for (int i = 0; i < n; ++i) players.push_back(defaultName(i));
    }
    if (!players.is_array())
      return refused<NewGameOptions>(ArgProblem::NotAPlayerList, "players must be a list or a number");
    for (size_t i = 0; i < players.size(); ++i) {
      const json& p = players[i];
      Seat seat{defaultName(int(i)), defaultColour(int(i)), i == 0 ? "" : "greedy"};
      if (p.is_string()) {
        seat.name = p.get<std::string>();
      } else if (p.is_object()) {
        seat.name = p.value("name", seat.name);
        seat.bot = p.contains("bot") && p["bot"].is_string() ? p["bot"].get<std::string>() : "";
      }
      if (!seat.bot.empty() && !knownBot(seat.bot)) {
        std::string allowed;
        for (const std::string& name : botNames()) allowed += (allowed.empty() ? "" : ", ") + name;
        return refused<NewGameOptions>(
            ArgProblem::UnknownBot,
            "unknown bot '" + seat.bot.substr(0, 40) + "' (the bots are " + allowed + "; null for a human)");
      }
      o.seats.push_back(seat);
    }
    if (arg.is_object() && arg.contains("sets")) o.sets = arg["sets"].get<std::vector<std::string>>();
    if (arg.is_object() && arg.contains("seed")) o.seed = arg["seed"].get<uint64_t>();
    if (arg.is_object() && arg.contains("options")) o.options = arg["options"];
    return good(std::move(o));
  });
}

Parsed<int> parseDemoStep(const json& arg, int current, int steps) {
  if (arg == "start") return good(0);
  if (arg == "back") return good(current - 1);
  if (arg == "forward") return good(current + 1);
  if (arg == "end") return good(steps);
  if (arg.is_number_integer()) return reading<int>([&] { return good(arg.get<int>()); });
  return refused<int>(ArgProblem::UnknownStep, "step: start, back, forward, end or a step number");
}

Parsed<LanguageArg> parseSetLanguage(const json& arg) {
  return reading<LanguageArg>([&]() -> Parsed<LanguageArg> {
    LanguageArg l;
    l.lang = arg.is_string() ? arg.get<std::string>() : arg.is_object() ? arg.value("lang", "") : "";
    if (!isLanguage(l.lang))
      return refused<LanguageArg>(ArgProblem::UnknownLanguage, "language: " + languageCodesInWords());
    l.hasStrings = arg.is_object() && arg.contains("strings");
    if (l.hasStrings) l.strings = arg["strings"];
    return good(std::move(l));
  });
}

Parsed<double> parseBotDelay(const json& arg) {
  return reading<double>([&] { return good(arg.get<double>()); });
}

Parsed<std::pair<int, int>> parseSquare(const json& arg) {
  return reading<std::pair<int, int>>([&] { return good(std::make_pair(arg.at(0).get<int>(), arg.at(1).get<int>())); });
}

bool parseEmbed(const json& arg) { return arg.is_boolean() && arg.get<bool>(); }

Parsed<bool> parseKeepNow(const json& arg) {
  return reading<bool>([&] { return good(arg.is_object() && arg.value("now", false)); });
}

Parsed<EditorLanguageArg> parseEditorLanguage(const json& arg) {
  return reading<EditorLanguageArg>([&]() -> Parsed<EditorLanguageArg> {
    EditorLanguageArg l;
    l.lang = arg.is_object() ? arg.value("lang", "") : "";
    if (l.lang == "en" || !isLanguage(l.lang))
      return refused<EditorLanguageArg>(ArgProblem::UnknownLanguage, "editorLanguage: a language other than en");
    if (!arg.contains("strings") || !arg["strings"].is_object())
      return refused<EditorLanguageArg>(ArgProblem::NoStrings, "editorLanguage: strings");
    TableRefusal bad = checkTranslations(arg["strings"]);
    if (!bad.why.empty()) return refused<EditorLanguageArg>(ArgProblem::BadStrings, "editorLanguage: " + bad.text());
    l.strings = arg["strings"];
    return good(std::move(l));
  });
}

Parsed<StepTextsArg> parseEditorTexts(const json& arg) {
  return reading<StepTextsArg>([&] {
    StepTextsArg t;
    t.step = arg.is_object() ? arg.value("step", -1) : -1;
    if (arg.is_object() && arg.contains("texts")) t.texts = arg["texts"];
    return good(std::move(t));
  });
}

Parsed<OnlineViewArg> parseOnlineView(const json& arg) {
  return reading<OnlineViewArg>([&] {
    OnlineViewArg v;
    if (arg.contains("names") && arg["names"].is_array())
      for (const json& n : arg["names"]) v.names.push_back(n.is_string() ? n.get<std::string>() : "");
    v.view = arg.value("view", json());
    v.seat = arg.value("seat", -1);
    return good(std::move(v));
  });
}

}  // namespace carc::render
