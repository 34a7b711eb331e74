// libFuzzer target: any bytes as a translation table (JSON text) and a pattern, split at the first
// NUL (without one, the whole input is both). The table is taken or refused, then every phrase it
// holds and the pattern are filled; never a crash, never a placeholder left that had a value, and a
// refused table leaves the one before in place.
#include <cstddef>
#include <cstdint>
#include <string>

#include "render/words/i18n.h"

using namespace carc::render;

namespace {

// Values edged with characters that are neither braces nor name characters: a placeholder in the
// output can then come only from the pattern, where fill() must have replaced it.
void checkFilled(const std::string& pattern) {
  std::string out = fill(pattern, {{"player", "<Ada>"}, {"step", "<3>"}, {"steps", "<12>"}, {"tiles", "%n%s%p>"}});
  for (const std::string& name : placeholders(out))
    if (name == "player" || name == "step" || name == "steps" || name == "tiles") __builtin_trap();
  // Values that look like placeholders or printf are shown as they are, never read again.
  (void)fill(pattern, {{"player", "{steps}%n%s%08x%p"}, {"steps", "%999999999d{player}"}});
  (void)fill(pattern, "<a>", "{1}", "%n", "{0}{1}");
}

void mustHold(bool fact) {
  if (!fact) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const char* const kLanguages[] = {"nl", "fr", "de", "en"};
  std::string input(reinterpret_cast<const char*>(data), size);
  size_t cut = input.find('\0');
  std::string table = input.substr(0, cut), pattern = cut == std::string::npos ? input : input.substr(cut + 1);
  // A table in place before, which a refusal must leave as it was.
  mustHold(setTranslations("nl", R"({"Autoplay": "Automatisch"})").why.empty());
  std::string lang = kLanguages[size % 4];
  TableRefusal refused = setTranslations(lang, table);
  (void)refused.text();
  if (!refused.why.empty()) {
    mustHold(translationsLanguage() == "nl" && std::string(tr("Autoplay")) == "Automatisch");
  } else {
    mustHold(translationsLanguage() == lang);
    nlohmann::json j = nlohmann::json::parse(table);
    for (auto it = j.begin(); it != j.end(); ++it) {
      std::string phrase = tr(it.key());
      mustHold(placeholders(phrase) == placeholders(it.key()));
      checkFilled(phrase);
    }
  }
  checkFilled(pattern);
  return 0;
}
