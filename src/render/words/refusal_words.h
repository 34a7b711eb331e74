// A refusal of the engine in the reader's language: its phrase translated, its values filled in
// (the values are the engine's own: the river's rules have none).
#pragma once
#include <string>

#include "engine/refusal.h"
#include "render/words/i18n.h"

namespace carc::render {

inline std::string refusalInWords(const Refusal& why) {
  auto value = [&](size_t i) { return i < why.values.size() ? why.values[i] : std::string(); };
  return fill(tr(why.phrase), value(0), value(1), value(2), value(3), value(4));
}

}  // namespace carc::render
