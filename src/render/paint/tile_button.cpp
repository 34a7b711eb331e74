#include "render/paint/tile_button.h"

#include "engine/describe.h"
#include "render/paint/tooltip.h"
#include "render/words/i18n.h"

namespace carc::render {

void tilePicture(const TileType& t, int rot, float size, const TileStyle& style) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  paintTile(ImGui::GetWindowDrawList(), t, rot, ImVec2(p.x + size * 0.5f, p.y + size * 0.5f), size,
            TileLook{1.0f, style});
  ImGui::Dummy(ImVec2(size, size));
}

bool tileButton(const TileType& t, int rot, float size, bool chosen, const TileStyle& style, const std::string& id,
                float alpha) {
  ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::PushID(id.c_str());
  bool clicked = ImGui::InvisibleButton("tile", ImVec2(size, size));
  ImGui::PopID();
  // A button scrolled out of its window (the editor's palette of every set) is not painted, so its
  // set's art is not drawn before it is seen (tile_painter.h).
  if (!ImGui::IsItemVisible()) return clicked;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  paintTile(dl, t, rot, ImVec2(p.x + size * 0.5f, p.y + size * 0.5f), size - 4, TileLook{alpha, style});
  if (chosen) dl->AddRect(p, ImVec2(p.x + size, p.y + size), IM_COL32(230, 120, 0, 255), 3, 0, 3);
  if (ImGui::IsItemHovered()) {
    dl->AddRect(p, ImVec2(p.x + size, p.y + size), IM_COL32(255, 255, 255, 200), 3, 0, 2);
    tooltip(tileInWords(t, [](const std::string& x) { return tr(x); }).c_str());
  }
  return clicked;
}

}  // namespace carc::render
