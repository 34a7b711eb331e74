#include "render/widgets/language_picker.h"

#include <algorithm>
#include <cstddef>

#include "engine/languages.h"
#include "imgui.h"
#include "render/page/shell.h"
#include "render/paint/tooltip.h"
#include "render/table/table.h"
#include "render/widgets/buttons.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
LanguageBox lastItem(const std::string& code) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  return LanguageBox{code, a.x, a.y, b.x - a.x, b.y - a.y};
}
}  // namespace

float languagePickerWidth() {
  float widest = 0;
  for (const Language& l : languages()) widest = std::max(widest, ImGui::CalcTextSize(l.name.c_str()).x);
  return widest + ImGui::GetFrameHeight() + 2 * ImGui::GetStyle().FramePadding.x;
}

void languagePicker(const Table& s, std::vector<LanguageBox>& shown, bool row) {
  const std::vector<Language>& all = languages();
  if (row) {  // a button per language: one tap, and buttons a fingertip tall
    ImGui::BeginGroup();
    for (size_t i = 0; i < all.size(); ++i) {
      if (i > 0) sameLineIfFits(all[i].name.c_str());
      bool chosen = all[i].code == s.language();
      ImGui::BeginDisabled(chosen);
      if (ImGui::Button(all[i].name.c_str())) browser::chooseLanguage(all[i].code);
      ImGui::EndDisabled();
      shown.push_back(lastItem(all[i].code));
    }
    ImGui::EndGroup();
    shown.insert(shown.begin() + std::ptrdiff_t(shown.size() - all.size()), lastItem(""));
    return;
  }
  auto current = std::find_if(all.begin(), all.end(), [&](const Language& l) { return l.code == s.language(); });
  const char* name = current == all.end() ? s.language().c_str() : current->name.c_str();
  // As wide as the longest name, so the toolbar keeps its width whatever the language.
  ImGui::SetNextItemWidth(languagePickerWidth());
  bool open = ImGui::BeginCombo("##language", name);
  // The combo's own box is the last item only until its list is drawn.
  LanguageBox picker = lastItem("");
  if (!open && ImGui::IsItemHovered()) tooltip(tr("Language"));
  shown.push_back(picker);
  if (!open) return;
  // Rows as tall as a button (a fingertip on a touch screen: fingerSizes sets the frame padding).
  float height = ImGui::GetFrameHeight();
  for (const Language& l : all) {
    bool chosen = l.code == s.language();
    if (ImGui::Selectable(l.name.c_str(), chosen, 0, ImVec2(0, height)) && !chosen) browser::chooseLanguage(l.code);
    shown.push_back(lastItem(l.code));
    if (chosen) ImGui::SetItemDefaultFocus();
  }
  ImGui::EndCombo();
}

}  // namespace carc::render
