#include "render/widgets/player_rows.h"

#include <algorithm>

#include "render/paint/tooltip.h"
#include "render/table/table.h"
#include "render/widgets/buttons.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
void name(const NameWidget& named, const std::string& n) {
  if (named) named(n);
}
void hint(const SetRowsLook& look, const char* text) {
  if (!look.hints || !ImGui::IsItemHovered()) return;
  tooltip(text);
  if (look.hintShown) *look.hintShown = text;
}
}  // namespace

bool colourChip(ImU32& colour, const NameWidget& named) {
  bool changed = false;
  float h = ImGui::GetFrameHeight();
  ImVec2 at = ImGui::GetCursorScreenPos();
  if (ImGui::InvisibleButton("colour", ImVec2(h, h))) ImGui::OpenPopup("colours");
  name(named, "colour");
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + h, at.y + h), colour, 4);
  ImGui::GetWindowDrawList()->AddRect(at, ImVec2(at.x + h, at.y + h), IM_COL32(60, 50, 40, 255), 4);
  if (ImGui::IsItemHovered()) tooltip(tr("Colour"));
  if (ImGui::BeginPopup("colours")) {
    for (int c = 0; c < 6; ++c) {
      if (c) ImGui::SameLine();
      ImGui::PushID(c);
      ImVec4 v = ImGui::ColorConvertU32ToFloat4(defaultColour(c));
      if (ImGui::ColorButton("##default", v, ImGuiColorEditFlags_NoTooltip, ImVec2(h, h))) {
        colour = defaultColour(c);
        changed = true;
        ImGui::CloseCurrentPopup();
      }
      name(named, "colour/" + std::to_string(c));
      ImGui::PopID();
    }
    float rgb[3] = {float(colour & 255) / 255.f, float((colour >> 8) & 255) / 255.f,
                    float((colour >> 16) & 255) / 255.f};
    if (ImGui::ColorPicker3("##picker", rgb, ImGuiColorEditFlags_NoSidePreview | ImGuiColorEditFlags_NoInputs)) {
      colour = IM_COL32(int(rgb[0] * 255), int(rgb[1] * 255), int(rgb[2] * 255), 255);
      changed = true;
    }
    ImGui::EndPopup();
  }
  return changed;
}

PlayerRowEdit playerRow(ImU32& colour, char* text, size_t nameSize, float nameWidth, const NameWidget& named) {
  PlayerRowEdit edit;
  edit.colour = colourChip(colour, named);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(nameWidth <= 1 ? ImGui::GetContentRegionAvail().x * nameWidth : nameWidth);
  ImGui::InputText("##name", text, nameSize);
  name(named, "name");
  edit.nameActive = ImGui::IsItemActive();
  edit.nameLeft = ImGui::IsItemDeactivated();
  return edit;
}

bool setRows(std::vector<std::string>& sets, json& options, const SetRowsLook& look, const NameWidget& named) {
  bool changed = false;
  for (const SetEntry& entry : setIndex()) {
    ImGui::PushID(entry.set.c_str());
    bool in = std::find(sets.begin(), sets.end(), entry.set) != sets.end();
    // A title longer than the window goes on more lines, all of them part of the button (tappable).
    const std::string title =
        look.wrapTitles ? tr(entry.title)
                        : wrapToWidth(tr(entry.title), ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() -
                                                           ImGui::GetStyle().ItemInnerSpacing.x);
    const char* label = look.wrapTitles ? "##set" : title.c_str();
    if (entry.core) {
      // One core deck: choosing another replaces it.
      if (ImGui::RadioButton(label, in) && !in) {
        for (const SetEntry& other : setIndex())
          if (other.core) sets.erase(std::remove(sets.begin(), sets.end(), other.set), sets.end());
        sets.insert(sets.begin(), entry.set);
        changed = true;
      }
      hint(look,
           entry.summary.empty() ? tr("The deck the game is played with: one per game.") : tr(entry.summary).c_str());
    } else {
      if (ImGui::Checkbox(label, &in)) {
        if (in)
          sets.push_back(entry.set);
        else
          sets.erase(std::remove(sets.begin(), sets.end(), entry.set), sets.end());
        changed = true;
      }
      hint(look, entry.summary.empty() ? tr("Adds this set's tiles, and its rules, to the deck.")
                                       : tr(entry.summary).c_str());
    }
    name(named, "set/" + entry.set);
    if (look.wrapTitles) {
      ImGui::SameLine();
      ImGui::TextWrapped("%s", title.c_str());
    }
    // A set's options are shown whether or not it is chosen (greyed out when not): ticking a set
    // then moves no row, so the next click lands where the pointer was aimed.
    if (!in) ImGui::BeginDisabled();
    for (const SetOption& opt : entry.options) {
      ImGui::PushID(opt.key.c_str());
      size_t now = opt.fallback;
      for (size_t k = 0; k < opt.values.size(); ++k)
        if (options.contains(opt.key) && options[opt.key] == opt.values[k]) now = k;
      ImGui::Indent();
      if (look.optionTitles && !opt.title.empty()) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(tr(opt.title).c_str());
        ImGui::SameLine();
      }
      for (size_t k = 0; k < opt.values.size(); ++k) {
        if (k) ImGui::SameLine();
        ImGui::PushID(int(k));
        if (ImGui::RadioButton(tr(opt.labels[k]).c_str(), now == k) && now != k) {
          options[opt.key] = opt.values[k];
          changed = true;
        }
        hint(look, tr("Which edition's rules and tile counts this set is played with."));
        ImGui::PopID();
      }
      ImGui::Unindent();
      ImGui::PopID();
    }
    if (!in) ImGui::EndDisabled();
    ImGui::PopID();
  }
  return changed;
}

}  // namespace carc::render
