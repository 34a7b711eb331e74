#include "render/widgets/buttons.h"

#include <algorithm>

#include "imgui.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

std::string wrapToWidth(const std::string& label, float room) {
  std::string out, line, word;
  auto flush = [&]() {
    if (word.empty()) return;
    std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > room) {
      out += (out.empty() ? "" : "\n") + line;
      line = word;
    } else {
      line = longer;
    }
    word.clear();
  };
  for (char c : label) {
    if (c == ' ')
      flush();
    else
      word += c;
  }
  flush();
  out += (out.empty() ? "" : "\n") + line;
  return out;
}

bool wrappedButton(const std::string& label) {
  float room = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().FramePadding.x * 2;
  return ImGui::Button(wrapToWidth(label, room).c_str());
}

float buttonWidth(const char* label) {
  return std::max(minButtonWidth(), ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x);
}

bool button(const char* label) { return ImGui::Button(label, ImVec2(buttonWidth(label), 0)); }

void sameLineIfFits(const char* nextLabel, bool wrap) {
  if (!wrap) return ImGui::SameLine();
  float w = buttonWidth(nextLabel);
  float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w;
  if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

bool soundSwitch(bool on) {
  const char* label = on ? tr("Sound: on") : tr("Sound: off");
  return isTouchScreen() ? ImGui::Button(label) : ImGui::SmallButton(label);
}

}  // namespace carc::render
