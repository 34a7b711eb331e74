#include "i18n.h"

#include <map>

#include "engine/tile.h"

namespace carc::render {

namespace {
std::map<std::string, std::string>& table() {
  static std::map<std::string, std::string> t;
  return t;
}
std::string& tablesLanguage() {
  static std::string lang = "en";
  return lang;
}
}  // namespace

const char* tr(const char* english) {
  auto it = table().find(english);
  return it == table().end() ? english : it->second.c_str();
}

std::string tr(const std::string& english) { return tr(english.c_str()); }

std::string fill(const std::string& pattern, const std::string& a0, const std::string& a1, const std::string& a2,
                 const std::string& a3, const std::string& a4) {
  const std::string* args[5] = {&a0, &a1, &a2, &a3, &a4};
  std::string out;
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
        pattern[i + 1] <= '4') {
      out += *args[pattern[i + 1] - '0'];
      i += 2;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

const std::string& translationsLanguage() { return tablesLanguage(); }

void setTranslations(const std::string& lang, const std::string& text) {
  table().clear();
  tablesLanguage() = lang;
  if (lang == "en") return;
  json j = json::parse(text, nullptr, false);
  if (!j.is_object()) return;
  for (auto it = j.begin(); it != j.end(); ++it)
    if (it.value().is_string() && it.key().size() < 400) table()[it.key()] = it.value().get<std::string>();
}

}  // namespace carc::render
