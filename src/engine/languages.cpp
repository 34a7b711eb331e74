#include "engine/languages.h"

namespace carc {

const std::vector<Language>& languages() {
  static const std::vector<Language> list = {
#include "engine/languages.inc"  // generated from web/languages.json by CMakeLists.txt
  };
  return list;
}

bool isLanguage(const std::string& code) {
  for (const Language& l : languages())
    if (l.code == code) return true;
  return false;
}

std::string languageCodesInWords() {
  std::string out;
  const std::vector<Language>& all = languages();
  for (size_t i = 0; i < all.size(); ++i) {
    if (i) out += i + 1 == all.size() ? " or " : ", ";
    out += all[i].code;
  }
  return out;
}

}  // namespace carc
