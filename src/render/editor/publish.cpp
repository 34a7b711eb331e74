#include "render/editor/publish.h"

#include <algorithm>
#include <cstdlib>

#include "engine/describe.h"
#include "engine/languages.h"
#include "render/editor/editor.h"
#include "render/page/shell.h"
#include "render/words/i18n.h"

namespace carc::render {

namespace {

struct EmbedSize {
  int w, h;
};
// The sizes offered (as web/editor_publish.js offers them in the preview); the first is the
// default of docs/embedding.md.
const EmbedSize kSizes[] = {{640, 420}, {480, 360}, {800, 520}, {360, 560}};

void send(const json& request) { browser::publish(request.dump(-1, ' ', false, json::error_handler_t::replace)); }

// A read-only box with a text, to select and copy by hand.
void textBox(const char* id, const std::string& t, float lines) {
  ImGui::InputTextMultiline(id, const_cast<char*>(t.c_str()), t.size() + 1,
                            ImVec2(ImGui::GetContentRegionAvail().x, lines * ImGui::GetTextLineHeight() + 8),
                            ImGuiInputTextFlags_ReadOnly);
}

}  // namespace

// Ctrl+C in a read-only box (or any text box) also copies to the browser's clipboard: SDL keeps
// its clipboard to itself in a browser (and still gets the text, for pasting inside the app).
// The hook finds SDL's call through the clipboard's user data: this window (SDL's ignores its own).
void PublishWindow::useBrowserClipboard() {
  if (clipboardHooked_) return;
  clipboardHooked_ = true;
  ImGuiIO& io = ImGui::GetIO();
  sdlSetClipboard_ = io.SetClipboardTextFn;
  sdlClipboardData_ = io.ClipboardUserData;
  io.ClipboardUserData = this;
  io.SetClipboardTextFn = [](void* user, const char* t) {
    const PublishWindow& p = *static_cast<const PublishWindow*>(user);
    if (p.sdlSetClipboard_) p.sdlSetClipboard_(p.sdlClipboardData_, t);
    send({{"what", "copied"}, {"text", t}});
  };
}

void PublishWindow::setEmbedChoice(const json& chosen) {
  if (!chosen.is_object()) return;
  std::string lang = chosen.value("lang", lang_);
  if (isLanguage(lang)) lang_ = lang;
  for (const EmbedSize& s : kSizes)
    if (chosen.value("width", 0) == s.w && chosen.value("height", 0) == s.h) {
      width_ = s.w;
      height_ = s.h;
    }
}

const json& PublishWindow::texts(const Editor& e, const Table& s) {
  if (lang_.empty()) lang_ = s.language();
  json request = {{"scenario", e.draft().scenario()}, {"lang", lang_}, {"width", width_}, {"height", height_}};
  if (request != madeFor_) {
    texts_ = json::parse(browser::publishTexts(request.dump()), nullptr, false);
    madeFor_ = request;
  }
  return texts_;
}

void PublishWindow::openPreview(const Editor& e, const Table& s) {
  texts(e, s);
  send({{"what", "preview"},
        {"scenario", e.draft().scenario()},
        {"lang", lang_},
        {"width", width_},
        {"height", height_},
        {"labels",
         {{"title", tr("Preview: the demo as a rules page shows it")},
          {"language", tr("The demo's language")},
          {"size", tr("Its size on the page")},
          {"close", tr("Close")}}}});
}

void PublishWindow::draw(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  useBrowserClipboard();
  texts(e, s);
  // The board shows where the demo ends: every recorded move played (and end-of-game scoring).
  if (s.active() && (&s.game() != shown_ || shownDoc_ != e.draft().scenario())) {
    bool entering = &s.game() != shown_;
    s.showPosition(e.draft().played(), e.draft().scenario(), /*toPlay=*/false);  // looked at, not played: no squares
    if (entering) board.centre(s.state(), view);
    shown_ = &s.game();
    shownDoc_ = e.draft().scenario();
  }
  bool phone = view.x < 720;
  e.placeStageWindow(view, 0.4f, 460, 0.4f);
  std::string title = std::string(tr("Publish the demo")) + "###editor-publish";
  ImGui::Begin(title.c_str(), nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
  if (texts_.contains("error")) {
    ImGui::TextWrapped("%s", fill(tr("The texts could not be made: {0}"), texts_["error"].get<std::string>()).c_str());
    ImGui::End();
    return;
  }
  for (const Words& w : e.draft().warnings()) {
    std::vector<std::string> values;
    for (const std::string& v : w.values) values.push_back(tr(v));
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 80, 0, 255));
    ImGui::TextWrapped("%s", fillPhrase(tr(w.phrase), values).c_str());
    ImGui::PopStyleColor();
  }
  ImGui::TextUnformatted(tr("The demo's language"));
  int k = 0;
  for (const Language& language : languages()) {
    const std::string& lang = language.code;
    std::string upper = lang;
    for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
    if (k++ % (phone ? 2 : 4)) ImGui::SameLine();
    if (ImGui::RadioButton(upper.c_str(), lang_ == lang)) lang_ = lang;
    e.widget(std::string("publish/lang/") + lang);
  }
  ImGui::TextUnformatted(tr("Its size on the page"));
  int n = 0;
  for (const EmbedSize& size : kSizes) {
    std::string label = std::to_string(size.w) + "×" + std::to_string(size.h);
    if (n++ % 2) ImGui::SameLine();
    if (ImGui::RadioButton(label.c_str(), width_ == size.w && height_ == size.h)) {
      width_ = size.w;
      height_ = size.h;
    }
    e.widget("publish/size/" + std::to_string(size.w) + "x" + std::to_string(size.h));
  }
  if (ImGui::Button(tr("Preview the demo"))) openPreview(e, s);
  e.widget("publish/preview");
  ImGui::SameLine();
  ImGui::TextDisabled("%s", tr("exactly as the embed shows it"));
  ImGui::Separator();
  texts(e, s);
  if (ImGui::Button(tr("Download the scenario file"))) {
    send({{"what", "download"}, {"text", text("file")}, {"name", text("fileName")}});
    status_ = fill(tr("Downloaded as {0}."), text("fileName"));
  }
  e.widget("publish/download");
  const char* manual = tr("The browser did not allow copying: select the text and copy it by hand.");
  struct Way {
    const char* button;
    const char* key;
    float lines;
  };
  const Way ways[] = {{tr("Copy the share link"), "link", 2},
                      {tr("Copy the iframe code"), "iframe", 3},
                      {tr("Copy the MediaWiki tag"), "mediawiki", 4}};
  for (const Way& w : ways) {
    ImGui::Spacing();
    ImGui::PushID(w.key);
    if (ImGui::Button(w.button)) {
      send({{"what", "copy"}, {"text", text(w.key)}, {"manual", manual}});
      status_ = tr("Copied to the clipboard.");
    }
    e.widget(std::string("publish/copy/") + w.key);
    textBox("##text", text(w.key), w.lines);
    ImGui::PopID();
  }
  if (!texts_.value("mediawikiInline", true))
    ImGui::TextWrapped("%s", tr("The scenario is too large to write on a wiki page (64 KB at most): the tag names the "
                                "file, to be put in the game's assets/scenarios folder."));
  if (!status_.empty()) ImGui::TextWrapped("%s", status_.c_str());
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  ImGui::End();
}

}  // namespace carc::render
