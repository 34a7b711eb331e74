// UI languages: every UI string is written in English in the code and looked up in the
// translation file of the chosen language (web/i18n/<lang>.json, handed over by the shell).
// A missing entry shows the English text.
//
// A phrase's values go in through placeholders, {name} (or {0}..{4}), filled by fill() — never
// by printf: a translation comes from the embedding page, so it is data, and a table whose
// placeholders differ from its English phrases' is refused whole.
#pragma once
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace carc::render {

const char* tr(const char* english);
std::string tr(const std::string& english);

// A value for the placeholder {name}: words or a whole number.
struct Named {
  Named(const char* name, std::string value) : name(name), value(std::move(value)) {}
  Named(const char* name, const char* value) : name(name), value(value) {}
  template <typename N, typename = std::enable_if_t<std::is_integral_v<N> && !std::is_same_v<N, bool>>>
  Named(const char* name, N number) : name(name), value(std::to_string(number)) {}
  std::string_view name;
  std::string value;
};

// The pattern with each {name} replaced by its value, in one pass: a value is never read again,
// so a player called "{steps}" or "%n" shows as written. A placeholder without a value and a
// brace that opens no placeholder stay as they are. A name is 1 to 32 letters, digits or _.
std::string fill(const std::string& pattern, std::initializer_list<Named> values);
// The same for the positional {0}, {1}, ... ({0}..{4} without a value become empty).
std::string fill(const std::string& pattern, const std::string& a0, const std::string& a1 = "",
                 const std::string& a2 = "", const std::string& a3 = "", const std::string& a4 = "");
// The placeholder names of a text, sorted, each as often as it occurs: what fill() would replace.
std::vector<std::string> placeholders(const std::string& text);

// Why a table of translations was refused; `why` is empty when it was taken.
struct TableRefusal {
  std::string phrase;  // the English phrase at fault, shortened; empty when the whole table is
  std::string why;
  // In one English sentence, for the page API's error.
  std::string text() const;
};

// Limits of a table: a page may hand over any text, and a frame must not stall on it.
constexpr size_t kMaxPhrase = 2000;     // bytes of an English phrase or of its translation
constexpr size_t kMaxTable = 1u << 20;  // bytes of a whole table
constexpr size_t kMaxPhrases = 10000;   // entries of a table

// What is wrong with a table (an object of English phrase -> translation), if anything.
TableRefusal checkTranslations(const nlohmann::json& table);
// Takes the table of `lang` (en, nl, fr or de; JSON text) for every tr() from now on, or refuses
// it whole and keeps the language and table it had.
TableRefusal setTranslations(const std::string& lang, const std::string& jsonText);
// The language whose tables are in use ("en" when none are).
const std::string& translationsLanguage();

}  // namespace carc::render
