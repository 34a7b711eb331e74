#include "refusal.h"

#include "describe.h"

namespace carc {

std::string Words::english() const { return fillPhrase(phrase, values); }

Refusal::Refusal(Refused why, std::string phrase_, std::vector<std::string> values_)
    : Words{std::move(phrase_), std::move(values_)}, reason(why) {}

std::string Refusal::english() const {
  std::string words = Words::english();
  return context.empty() ? words : context + ": " + words;
}

std::string Refusal::at(const std::string& where) const {
  if (path.empty()) return where + ": " + english();
  // The core's keys of a move are its fields ("move 0.meeple"); a module's part follows a colon.
  std::string key = path.substr(0, path.find_first_of(".["));
  bool core = key == "tile" || key == "at" || key == "rot" || key == "meeple";
  return where + (core ? "." : ": ") + path + ": " + english();
}

}  // namespace carc
