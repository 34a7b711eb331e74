// The languages the game speaks, from the one list web/languages.json (read at build time;
// the page reads the same file): the engine's texts of a scenario, the UI's tables, the editor
// and the page API accept these and no others.
#pragma once
#include <string>
#include <vector>

namespace carc {

struct Language {
  std::string code;  // "en", "nl", ...: the ?lang= value, the key of a scenario's explanations
  std::string name;  // the language's name in itself: "Nederlands"
};

// English first (the phrases themselves), then the others in the list's order.
const std::vector<Language>& languages();
bool isLanguage(const std::string& code);
// The codes joined for a message: "en, nl, fr or de".
std::string languageCodesInWords();

}  // namespace carc
