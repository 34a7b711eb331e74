#include "render/editor/words.h"

#include <algorithm>
#include <map>

#include "engine/describe.h"
#include "engine/languages.h"
#include "engine/module.h"
#include "render/page/shell.h"
#include "render/table/colours.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

// The word tables of every language but English (web/languages.json): loaded once for the page, as
// words/i18n.cpp's (kept here, not handed to every caller of wordsIn); whether the page was asked
// for them; the language codes.
struct PageWords {
  std::map<std::string, std::map<std::string, std::string>> tables;
  bool asked = false;
  std::vector<std::string> langs;
};
PageWords pageWords;

std::map<std::string, std::map<std::string, std::string>>& tables() { return pageWords.tables; }

}  // namespace

const std::vector<std::string>& editorLanguages() {
  if (pageWords.langs.empty())
    for (const Language& l : languages()) pageWords.langs.push_back(l.code);
  return pageWords.langs;
}

bool editorWordsReady() {
  // Ready once every language but English has its table (English is the phrases themselves).
  if (tables().size() + 1 >= editorLanguages().size()) return true;
  if (!pageWords.asked) {
    pageWords.asked = true;
    browser::loadEditorTables();
  }
  return false;
}

void setEditorWords(const std::string& lang, const json& strings) {
  std::map<std::string, std::string> t;
  for (auto it = strings.begin(); it != strings.end(); ++it)
    if (it.value().is_string() && it.key().size() < 400) t[it.key()] = it.value().get<std::string>();
  tables()[lang] = std::move(t);
}

std::string wordsIn(const std::string& lang, const std::string& english) {
  auto table = tables().find(lang);
  if (table == tables().end()) return english;
  auto it = table->second.find(english);
  return it == table->second.end() ? english : it->second;
}

Translate translatorFor(const std::string& lang) {
  return [lang](const std::string& english) { return wordsIn(lang, english); };
}

std::string nameIn(const std::string& lang, const std::string& name) {
  // Names that are shown in the reader's language (as Table::shownName does).
  if (name == "You" || isColourWord(name)) return wordsIn(lang, name);
  return name;
}

std::string engineStepWords(const Game& position, const json& moves, bool end, int step,
                            const std::vector<std::string>& names, const std::string& lang) {
  int n = moves.is_array() ? int(moves.size()) : 0;
  if (step <= 0 || step > n + (end ? 1 : 0)) return "";
  Translate say = translatorFor(lang);
  std::vector<std::string> shown;
  for (const std::string& name : names) shown.push_back(nameIn(lang, name));
  Game g = position;
  try {
    for (int i = 0; i < std::min(step, n); ++i) g.playTurn(moves[size_t(i)], "move " + std::to_string(i));
  } catch (const InputError&) {
    return "";
  }
  if (step > n) g.finish();
  const State& s = g.state();
  std::string text;
  if (step <= n) {
    // The player of move k: who placed its tile (as the demo says it).
    int player = std::max(0, g.lastTilePlayer());
    std::string who = size_t(player) < shown.size() ? shown[size_t(player)] : "";
    text = fill(say("Move {0}: {1}"), std::to_string(step), describeTurn(s, moves[size_t(step - 1)], who, say));
  } else {
    text = say("End of the game: unfinished features and farmers are scored.");
  }
  int counted = 0;
  for (const Note& note : s.notes())
    if (step <= n && note.move == step - 1) text += "\n- " + say(note.text);
  for (const ScoreEvent& e : s.events()) {
    if (step <= n ? e.move != step - 1 : e.move >= 0) continue;
    text += "\n- " + explainEvent(s, e, shown, say, -1);
    ++counted;
  }
  if (!counted) text += "\n" + say("No scoring.");
  return text;
}

}  // namespace carc::render
