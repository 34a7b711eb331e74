#include "render/words/i18n.h"

#include <algorithm>
#include <map>

#include "engine/languages.h"

namespace carc::render {

namespace {

using json = nlohmann::json;

// The reader's translation table: one for the page, loaded once per language (not UI state).
std::map<std::string, std::string>& table() {
  static std::map<std::string, std::string> t;
  return t;
}
std::string& tablesLanguage() {
  static std::string lang = "en";
  return lang;
}

constexpr size_t kMaxName = 32;

bool nameChar(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

// The length of the placeholder name at text[at] (just after a '{') when a '}' closes it; else 0.
size_t nameAt(const std::string& text, size_t at) {
  size_t n = 0;
  while (at + n < text.size() && n <= kMaxName && nameChar(text[at + n])) ++n;
  if (n == 0 || n > kMaxName || at + n >= text.size() || text[at + n] != '}') return 0;
  return n;
}

// A phrase short enough for a message, cut between UTF-8 characters.
std::string shortened(const std::string& phrase) {
  constexpr size_t kShown = 60;
  if (phrase.size() <= kShown) return phrase;
  size_t cut = kShown;
  while (cut > 0 && (static_cast<unsigned char>(phrase[cut]) & 0xC0) == 0x80) --cut;
  return phrase.substr(0, cut) + "...";
}

std::string listed(const std::vector<std::string>& names) {
  if (names.empty()) return "none";
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "{" : " {") + n + "}";
  return out;
}

}  // namespace

const char* tr(const char* english) {
  auto it = table().find(english);
  return it == table().end() ? english : it->second.c_str();
}

std::string tr(const std::string& english) { return tr(english.c_str()); }

std::string fill(const std::string& pattern, std::initializer_list<Named> values) {
  std::string out;
  out.reserve(pattern.size());
  for (size_t i = 0; i < pattern.size(); ++i) {
    size_t n = pattern[i] == '{' ? nameAt(pattern, i + 1) : 0;
    if (n) {
      std::string_view name(pattern.data() + i + 1, n);
      auto v = std::find_if(values.begin(), values.end(), [&](const Named& x) { return x.name == name; });
      if (v != values.end()) {
        out += v->value;
        i += n + 1;
        continue;
      }
    }
    out += pattern[i];
  }
  return out;
}

std::string fill(const std::string& pattern, const std::string& a0, const std::string& a1, const std::string& a2,
                 const std::string& a3, const std::string& a4) {
  return fill(pattern, {{"0", a0}, {"1", a1}, {"2", a2}, {"3", a3}, {"4", a4}});
}

std::vector<std::string> placeholders(const std::string& text) {
  std::vector<std::string> names;
  for (size_t i = 0; i < text.size(); ++i) {
    size_t n = text[i] == '{' ? nameAt(text, i + 1) : 0;
    if (!n) continue;
    names.push_back(text.substr(i + 1, n));
    i += n + 1;
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string TableRefusal::text() const {
  if (why.empty()) return "";
  if (phrase.empty()) return "the translations are refused: " + why;
  return "the translation of \"" + phrase + "\" is refused: " + why;
}

namespace {
size_t idMarks(const std::string& text) {
  size_t n = 0;
  for (size_t at = text.find("##"); at != std::string::npos; at = text.find("##", at + 2)) ++n;
  return n;
}
}  // namespace

TableRefusal checkTranslations(const json& t) {
  if (!t.is_object()) return {"", "they are not a JSON object of phrases and their translations"};
  if (t.size() > kMaxPhrases) return {"", "more than " + std::to_string(kMaxPhrases) + " phrases"};
  size_t total = 0;
  for (auto it = t.begin(); it != t.end(); ++it) {
    const std::string& english = it.key();
    if (english.size() > kMaxPhrase)
      return {shortened(english), "the phrase is longer than " + std::to_string(kMaxPhrase) + " bytes"};
    if (!it.value().is_string()) return {shortened(english), "it is not a string"};
    const std::string& translated = it.value().get_ref<const std::string&>();
    if (translated.size() > kMaxPhrase)
      return {shortened(english), "it is longer than " + std::to_string(kMaxPhrase) + " bytes"};
    total += english.size() + translated.size();
    if (total > kMaxTable) return {"", "the table is larger than 1 MB"};
    // Dear ImGui reads "##" in a label as the start of the widget's id: a translation must not hide
    // the rest of a label or make two controls one.
    if (idMarks(translated) != idMarks(english))
      return {shortened(english), "it has \"##\" where the phrase has none (a widget's id would change)"};
    std::vector<std::string> want = placeholders(english), got = placeholders(translated);
    if (got != want)
      return {shortened(english), "it has the placeholders " + listed(got) + " where the phrase has " + listed(want)};
  }
  return {};
}

const std::string& translationsLanguage() { return tablesLanguage(); }

TableRefusal setTranslations(const std::string& lang, const std::string& text) {
  if (!isLanguage(lang)) return {"", "the language must be " + languageCodesInWords()};
  if (text.size() > kMaxTable) return {"", "the table is larger than 1 MB"};
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded()) return {"", "they are not valid JSON"};
  TableRefusal refused = checkTranslations(j);
  if (!refused.why.empty()) return refused;
  std::map<std::string, std::string> taken;
  if (lang != "en")  // English is the phrases themselves
    for (auto it = j.begin(); it != j.end(); ++it) taken.emplace(it.key(), it.value().get<std::string>());
  table().swap(taken);
  tablesLanguage() = lang;
  return {};
}

}  // namespace carc::render
