// The custom tile builder: a tile that exists in no box, made by choosing what each edge shows
// (field, road, city, or a module's own edge kind in play: the river), whether the cities are one,
// shields, a monastery, where each road goes (on to another edge, into a city gate, to the middle),
// and what the sets in play add for these edges (ExpansionView::customTileOptions: a lake,
// signposts, the gingerbread symbol, the spring, one of a group such as a tile's one symbol, one
// edge only such as the princess's city). The choices make
// the manifest entry (custom_tile_terms.h); the tile is painted live as it is built, and added to
// the draft (Draft::putCustomTile) under an id the editor makes and never shows.
#include "render/editor/custom_tile.h"

#include <algorithm>

#include "engine/custom_tile.h"
#include "engine/describe.h"
#include "engine/geometry.h"
#include "render/editor/custom_tile_terms.h"
#include "render/editor/setup_parts.h"
#include "render/paint/tile_painter.h"
#include "render/paint/tooltip.h"
#include "render/table/set_index.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

const Translate kTr = [](const std::string& x) { return tr(x); };
const char* const kSides[4] = {"north", "east", "south", "west"};

json tileJson(const CustomTileChoices& b, const Catalog& cat, const std::string& id) {
  return customTileFromChoices(b, cat.sets, id);
}

// One edge's picker: field, road, city (and a module's edge kind in play, the river).
void edgePicker(Editor& e, CustomTileChoices& b, int edge, float width, const std::vector<std::string>& kinds) {
  ImGui::PushID(edge);
  ImGui::SetNextItemWidth(width);
  b.edges[edge] = std::clamp(b.edges[edge], 0, int(kinds.size()) - 1);
  if (ImGui::BeginCombo("##edge", tr(kinds[size_t(b.edges[edge])].c_str()))) {
    for (int k = 0; k < int(kinds.size()); ++k) {
      if (ImGui::Selectable(tr(kinds[size_t(k)].c_str()), b.edges[edge] == k)) b.edges[edge] = k;
      e.widget(std::string("custom/edge/") + "NESW"[edge] + "/" + kinds[size_t(k)]);
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) tooltip(fill(tr("The {0} edge"), tr(kSides[edge])).c_str());
  e.widget(std::string("custom/edge/") + "NESW"[edge]);
  ImGui::PopID();
}

// A road end in words: the usual way, the middle, on to an edge, a city gate.
std::string roadEndWords(const std::string& end) {
  if (end.empty()) return tr("the usual way");
  if (end == "middle") return tr("ends in the middle");
  if (end.rfind("gate ", 0) == 0)
    return fill(tr("ends at the gate of the city on the {0} edge"), tr(kSides[parseEdge(end.substr(5))]));
  return fill(tr("goes on to the {0} edge"), tr(kSides[parseEdge(end)]));
}

// Where each road goes: a choice for each road edge (custom_tile_terms.h: roadEnds).
void roadEndPickers(Editor& e, CustomTileChoices& b) {
  ImGui::TextUnformatted(tr("Where each road goes:"));
  for (int edge = 0; edge < 4; ++edge) {
    std::vector<std::string> ends = roadEnds(b, edge);
    if (ends.empty()) continue;
    std::string& now = b.roadTo[size_t(edge)];
    if (std::find(ends.begin(), ends.end(), now) == ends.end()) now.clear();  // the edges changed
    ImGui::PushID(edge);
    ImGui::Indent();
    // As wide as the longest choice (a German gate is long), but with its label inside the screen.
    std::string label = fill(tr("from the {0} edge"), tr(kSides[edge]));
    const ImGuiStyle& st = ImGui::GetStyle();
    float wide = 0;
    for (const std::string& end : ends) wide = std::max(wide, ImGui::CalcTextSize(roadEndWords(end).c_str()).x);
    float need = wide + ImGui::GetFrameHeight() + 2 * st.FramePadding.x;
    float room = ImGui::GetMainViewport()->Size.x - ImGui::GetCursorScreenPos().x - 2 * st.WindowPadding.x;
    float beside = room - ImGui::CalcTextSize(label.c_str()).x - st.ItemInnerSpacing.x;
    // On a phone the choice does not fit beside its label: the label goes above it, so the words
    // of the choice are not cut ("endet am Tor der Stadt an…").
    bool above = need > beside;
    if (above) ImGui::TextUnformatted(label.c_str());
    ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 6, std::min(above ? room : beside, need)));
    std::string name = std::string("custom/road/") + "NESW"[edge];
    if (ImGui::BeginCombo(above ? "##end" : label.c_str(), roadEndWords(now).c_str())) {
      for (const std::string& end : ends) {
        if (ImGui::Selectable(roadEndWords(end).c_str(), now == end)) now = end;
        std::string key = end.empty() ? "usual" : end;
        std::replace(key.begin(), key.end(), ' ', '-');
        e.widget(name + "/" + key);
      }
      ImGui::EndCombo();
    }
    e.widget(name);
    ImGui::Unindent();
    ImGui::PopID();
  }
}

// A checkbox whose words wrap before the screen's right edge (a long German or French phrase on a
// phone) instead of running off it; a click on the words ticks it too. The box is the widget
// `name` the page API reports. True when it changed.
bool checkbox(Editor& e, const std::string& name, const std::string& text, bool* on) {
  ImGui::PushID(name.c_str());
  bool changed = ImGui::Checkbox("##box", on);
  e.widget(name);
  const ImGuiStyle& st = ImGui::GetStyle();
  ImGui::SameLine(0, st.ItemInnerSpacing.x);
  float room = ImGui::GetMainViewport()->Size.x - ImGui::GetCursorScreenPos().x - 2 * st.WindowPadding.x;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(room, ImGui::GetFontSize() * 6));
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::IsItemClicked()) *on = !*on, changed = true;
  ImGui::PopID();
  return changed;
}

}  // namespace

void CustomTileWindow::open() {
  opening_ = true;
  refused_ = Words{};
}

const TileType* CustomTileWindow::previewType(const Catalog& cat) {
  json t = tileJson(choices_, cat, "custom/preview");
  if (t != previewFor_) {
    previewFor_ = t;
    try {
      preview_ = buildCatalog(cat.sets, json::array({t}), cat.options, manifestFor, "custom tile");
    } catch (const std::exception&) {
      preview_ = nullptr;
    }
  }
  if (!preview_) return nullptr;
  int k = preview_->find("custom/preview");
  return k < 0 ? nullptr : &preview_->types[size_t(k)];
}

std::string CustomTileWindow::draw(Editor& e, Table& s) {
  CustomTileChoices& b = choices_;
  const char* title = tr("New custom tile");
  if (opening_) {
    ImGui::OpenPopup(title);
    opening_ = false;
  }
  // Centred on every frame: the window's size settles over a few frames (the choices' part is
  // measured as it is drawn), and kept where it first appeared it would run off the screen.
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return "";
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  e.widgetBox("window/custom", p, ImVec2(p.x + size.x, p.y + size.y));
  const Catalog& cat = e.draft().position().state().catalog();
  TileStyle style = styleOf(cat);
  // The choices scroll in their own part when they are taller than the screen leaves (a phone, or
  // several sets in play), so the tile in words and Add and Cancel stay on the screen under them.
  {
    const ImGuiStyle& st = ImGui::GetStyle();
    const ImVec2 view = ImGui::GetIO().DisplaySize;
    float room = view.y - ImGui::GetFrameHeight() - 2 * st.WindowPadding.y - footerHeight_ - st.ItemSpacing.y - 16;
    room = std::max(4 * ImGui::GetFrameHeight(), room);
    ImGui::BeginChild("##body", ImVec2(0, bodyHeight_ > 0 ? std::min(bodyHeight_, room) : room),
                      ImGuiChildFlags_AutoResizeX);
    ImVec2 at = ImGui::GetWindowPos(), sz = ImGui::GetWindowSize();
    e.widgetBox("custom/body", at, ImVec2(at.x + sz.x, at.y + sz.y));
  }
  ImGui::TextWrapped("%s", tr("Choose what each edge shows; the tile is drawn as you go."));
  // The edges around the tile: north above, west and east beside, south below.
  float pick = ImGui::CalcTextSize(tr("field")).x + ImGui::CalcTextSize(tr("city")).x + 30, big = 120;
  float fh = ImGui::GetFrameHeight(), gap = 8;
  ImVec2 o = ImGui::GetCursorPos();
  float midX = o.x + pick + gap + (big - pick) * 0.5f, tileY = o.y + fh + 4, sideY = tileY + big * 0.5f - fh * 0.5f;
  std::vector<std::string> kinds = customEdgeKinds(cat.sets);
  ImGui::SetCursorPos(ImVec2(midX, o.y));
  edgePicker(e, b, 0, pick, kinds);
  ImGui::SetCursorPos(ImVec2(o.x, sideY));
  edgePicker(e, b, 3, pick, kinds);
  ImGui::SetCursorPos(ImVec2(o.x + pick + 2 * gap + big, sideY));
  edgePicker(e, b, 1, pick, kinds);
  ImGui::SetCursorPos(ImVec2(midX, tileY + big + 4));
  edgePicker(e, b, 2, pick, kinds);
  ImGui::SetCursorPos(ImVec2(o.x + pick + gap, tileY));
  ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(big, big));
  const TileType* t = previewType(cat);
  if (t)
    paintTile(ImGui::GetWindowDrawList(), *t, 0, ImVec2(at.x + big * 0.5f, at.y + big * 0.5f), big,
              TileLook{1.0f, style, true});
  else
    ImGui::GetWindowDrawList()->AddRect(at, ImVec2(at.x + big, at.y + big), IM_COL32(150, 20, 10, 255));
  ImGui::SetCursorPos(ImVec2(o.x, tileY + big + 4 + fh + 6));

  int cities = 0, roads = 0;
  for (int k : b.edges) cities += k == 2, roads += k == 1;
  if (cities >= 2) {
    checkbox(e, "custom/joined", tr("The city edges are one city"), &b.joined);
    // Some edges one city and others apart (a cap beside a corner city, a band and a cap).
    for (int edge = 0; b.joined && cities >= 3 && edge < 4; ++edge) {
      if (b.edges[edge] != 2) continue;
      ImGui::Indent();
      checkbox(e, std::string("custom/apart/") + "NESW"[edge],
               fill(tr("A city of its own at the {0} edge"), tr(kSides[edge])), &b.apart[edge]);
      ImGui::Unindent();
    }
  }
  if (cities >= 1) {
    checkbox(e, "custom/innerfield", tr("A field between the cities, touching no edge"), &b.innerField);
  }
  if (cities >= 1) {
    // Room for the number as well as its two buttons (square, and a fingertip wide on a phone).
    const ImGuiStyle& st = ImGui::GetStyle();
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("00").x + 2 * st.FramePadding.x +
                            2 * (ImGui::GetFrameHeight() + st.ItemInnerSpacing.x));
    ImGui::InputInt(tr("Shields"), &b.shields);
    b.shields = std::clamp(b.shields, 0, 3);
    e.widget("custom/shields");
  }
  checkbox(e, "custom/monastery", tr("A monastery"), &b.monastery);
  if (roads >= 1) {
    checkbox(e, "custom/deadends", tr("Every road ends in the middle"), &b.roadsInMiddle);
    roadEndPickers(e, b);
  }
  // What the sets in play add.
  std::vector<CustomTileOption> options;
  for (auto& [view, opt] : customTileOptionsFor(b, cat.sets, kTr)) options.push_back(std::move(opt));
  for (const CustomTileOption& opt : options) {
    ImGui::PushID(opt.key.c_str());
    const int kind = customEdgeIndex(opt.perEdge);
    if (kind < 0) {
      bool on = b.flags[opt.key];
      if (checkbox(e, "custom/option/" + opt.key, opt.text, &on)) setCustomFlag(b, options, opt.key, on);
    } else if ((kind == 1 ? roads : cities) >= 1) {
      ImGui::TextUnformatted(opt.text.c_str());
      std::array<int, 4>& per = b.perEdge[opt.key];
      for (int edge = 0; edge < 4; ++edge) {
        if (b.edges[edge] != kind) continue;
        ImGui::PushID(edge);
        ImGui::Indent();
        // As wide as the longest choice ("keine Handelsware"), its words whole.
        float wide = ImGui::GetFontSize() * 6;
        for (const std::string& c : opt.choices) wide = std::max(wide, ImGui::CalcTextSize(c.c_str()).x);
        ImGui::SetNextItemWidth(wide + ImGui::GetFrameHeight() + 2 * ImGui::GetStyle().FramePadding.x);
        int now = std::clamp(per[size_t(edge)], 0, int(opt.choices.size()) - 1);
        if (ImGui::BeginCombo(fill(tr("at the {0} edge"), tr(kSides[edge])).c_str(),
                              opt.choices[size_t(now)].c_str())) {
          for (size_t c = 0; c < opt.choices.size(); ++c) {
            if (ImGui::Selectable(opt.choices[c].c_str(), now == int(c))) setCustomPerEdge(b, opt, edge, int(c));
            e.widget("custom/option/" + opt.key + "/" + "NESW"[edge] + "/" + std::to_string(c));
          }
          ImGui::EndCombo();
        }
        e.widget("custom/option/" + opt.key + "/" + "NESW"[edge]);
        ImGui::Unindent();
        ImGui::PopID();
      }
    }
    ImGui::PopID();
  }
  bodyHeight_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  ImGui::EndChild();
  const float footerTop = ImGui::GetCursorPosY();
  if (t) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 2 * pick + big);
    ImGui::TextUnformatted(tileInWords(*t, kTr).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  if (!refused_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 20, 10, 255));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 2 * pick + big);
    ImGui::TextUnformatted(wordsText(refused_).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    e.widget("custom/refused");
  }
  std::string added;
  if (ImGui::Button(tr("Add to the tiles"))) {
    std::string id = e.newCustomId();
    EditResult r = e.draft().putCustomTile(tileJson(b, cat, id));
    refused_ = r.refused;
    if (e.apply(s, r)) {
      added = id;
      ImGui::CloseCurrentPopup();
    }
  }
  e.widget("custom/add");
  ImGui::SameLine();
  if (ImGui::Button(tr("Cancel"))) ImGui::CloseCurrentPopup();
  e.widget("custom/cancel");
  footerHeight_ = ImGui::GetCursorPosY() - footerTop;
  ImGui::EndPopup();
  return added;
}

}  // namespace carc::render
