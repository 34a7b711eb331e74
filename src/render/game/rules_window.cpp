#include "render/game/rules_window.h"

#include <algorithm>

#include "engine/phrase.h"
#include "render/expansions/expansion_view.h"
#include "render/page/shell.h"
#include "render/table/set_index.h"
#include "render/widgets/buttons.h"
#include "render/widgets/page_shape.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {
// The rules every core deck plays by.
const char* const kCoreRules[] = {
    N_("On your turn, draw a tile and place it beside the board so that every edge it touches matches: city to "
       "city, road to road, field to field."),
    N_("Then you may put one meeple on a road, city, monastery or field of that tile, if no meeple stands on that "
       "whole feature yet."),
    N_("A finished road scores 1 point per tile, a finished city 2 per tile and 2 per shield, a monastery with all "
       "8 squares around it filled 9. Its meeples come home."),
    N_("Whoever has most meeples on a feature takes its points; a tie pays everyone tied. At the end unfinished "
       "features score less, and each field pays its farmers 3 points per finished city it touches.")};
// The keys of the game and of the editor (issue 41): the board's letters work while the board has the focus, so they
// never take a key from the page's words or a text field.
const char* const kKeys[] = {
    N_("R turns the tile in hand; Enter places it on the square chosen; Esc cancels that square."),
    N_("N plays no meeple this turn; C centres the board."),
    N_("In the editor the arrow keys move the marked square of the board; [ and ] (or Page Up and Page Down) choose "
       "the previous or next tile of the Tiles window; Enter puts it on the marked square, or selects the tile there."),
    N_("In the editor R turns and Delete removes the tile on the marked square; 1 to 9 put a meeple on the numbered "
       "places of the selected tile, or take it away, and P picks the next player's meeples; Ctrl+Z undoes."),
    N_("These letters work while the board has the focus (click or tap it)."),
    N_("Tab leads to the game in words: every choice of your move as a button, the board, the scores and the log, "
       "for a screen reader or the keyboard alone.")};
const char* const kSnowDeck = N_("This deck has winter art and 12 more tiles; it plays by the rules of the base game.");

// The sets of the game on show, the core deck first, in the order of the set index.
std::vector<std::string> setsOf(const Table& s) {
  const std::vector<std::string>& sets = s.state().catalog().sets;
  std::vector<std::string> out;
  for (int core = 1; core >= 0; --core)
    for (const SetEntry& e : setIndex())
      if (e.core == bool(core) && std::find(sets.begin(), sets.end(), e.set) != sets.end()) out.push_back(e.set);
  return out;
}
}  // namespace

void RulesWindow::open() {
  open_ = true;
  if (!asked_) browser::loadDemoIndex();  // once a page; the answer comes to setDemoIndex
  asked_ = true;
}

void RulesWindow::setDemoIndex(const std::string& text) {
  json j = json::parse(text, nullptr, false);
  demos_ = j.is_object() && j.contains("demos") && j["demos"].is_array() ? j["demos"] : json::array();
}

std::vector<RulesWindow::Section> RulesWindow::sections(const Table& s) const {
  std::vector<Section> out;
  for (const std::string& set : setsOf(s)) {
    const SetEntry* entry = nullptr;
    for (const SetEntry& e : setIndex())
      if (e.set == set) entry = &e;
    if (!entry) continue;
    Section sec;
    sec.set = set;
    sec.title = tr(entry->title);
    if (entry->core) {
      for (const char* p : kCoreRules) sec.paragraphs.push_back(tr(p));
      if (entry->look == "snow") sec.paragraphs.push_back(tr(kSnowDeck));
    }
    for (const ExpansionView* v : expansionViews())
      if (set == v->set())
        for (const char* p : v->rules()) sec.paragraphs.push_back(tr(p));
    for (const json& d : demos_) {
      std::string file = d.value("file", "");
      if (file.compare(0, set.size() + 1, set + "-") != 0) continue;
      std::string title = file;
      if (d.contains("title") && d["title"].is_object())
        title = d["title"].value(s.language(), d["title"].value("en", file));
      sec.demos.push_back(Section::Demo{file, title});
    }
    out.push_back(sec);
  }
  if (isTouchScreen()) return out;  // a finger has no keys
  Section keys;                     // last: the game's keys, whatever the sets
  keys.set = "keys";
  keys.title = tr("Keys");
  for (const char* p : kKeys) keys.paragraphs.push_back(tr(p));
  out.push_back(keys);
  return out;
}

void RulesWindow::draw(const Table& s, BoardView& board, ImVec2 view) {
  boxes_.clear();
  if (!open_) return;
  bool phone = isNarrow(view);
  if (phone) {
    ImGui::SetNextWindowPos(ImVec2(0, view.y * 0.12f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(view.x, view.y * 0.76f), ImGuiCond_Always);
  } else {
    ImGui::SetNextWindowPos(ImVec2(view.x * 0.5f, view.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(560.0f, view.x - 40), std::min(560.0f, view.y - 120)),
                             ImGuiCond_Appearing);
  }
  // Under a finger the title bar's × (a letter wide) is no target: a Close button a fingertip wide
  // takes its place at the top.
  bool fingers = phone || isTouchScreen();
  if (!ImGui::Begin(tr("Rules"), fingers ? nullptr : &open_,
                    phone ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse : 0)) {
    coverBoard(board, false);
    ImGui::End();
    return;
  }
  if (fingers && button(tr("Close"))) open_ = false;
  std::vector<Section> all = sections(s);
  for (size_t i = 0; i < all.size(); ++i) {
    const Section& sec = all[i];
    ImGui::PushID(sec.set.c_str());
    if (ImGui::CollapsingHeader(sec.title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      for (const std::string& p : sec.paragraphs) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", p.c_str());
      }
      if (!sec.demos.empty()) {
        ImGui::TextDisabled("%s", tr("Demos of this set (each opens in a new tab):"));
        for (const Section::Demo& d : sec.demos) {
          if (ImGui::Button(d.title.c_str())) browser::openDemo(d.file, s.language());
          ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
          boxes_.push_back(DemoBox{d.file, a.x, a.y, b.x - a.x, b.y - a.y});
        }
      }
    }
    ImGui::PopID();
  }
  coverBoard(board, false);
  ImGui::End();
}

}  // namespace carc::render
