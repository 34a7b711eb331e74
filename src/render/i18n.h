// UI languages: every UI string is written in English in the code and looked up in the
// translation file of the chosen language (web/i18n/<lang>.json, handed over by the shell).
// A missing entry shows the English text.
#pragma once
#include <string>

namespace carc::render {

const char* tr(const char* english);
std::string tr(const std::string& english);
// Replaces {0}, {1}, ... in a translated template.
std::string fill(const std::string& pattern, const std::string& a0, const std::string& a1 = "",
                 const std::string& a2 = "", const std::string& a3 = "", const std::string& a4 = "");
void setTranslations(const std::string& lang, const std::string& jsonText);
// The language whose tables are in use ("en" when none are).
const std::string& translationsLanguage();

}  // namespace carc::render
