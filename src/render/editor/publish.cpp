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

std::string text(const PublishStage& p, const char* key) { return p.texts.value(key, std::string()); }

// Ctrl+C in a read-only box (or any text box) also copies to the browser's clipboard: SDL keeps
// its clipboard to itself in a browser (and still gets the text, for pasting inside the app).
// The hook finds SDL's call through the clipboard's user data: the stage (SDL's ignores its own).
void useBrowserClipboard(PublishStage& pub) {
  if (pub.clipboardHooked) return;
  pub.clipboardHooked = true;
  ImGuiIO& io = ImGui::GetIO();
  pub.sdlSetClipboard = io.SetClipboardTextFn;
  pub.sdlClipboardData = io.ClipboardUserData;
  io.ClipboardUserData = &pub;
  io.SetClipboardTextFn = [](void* user, const char* t) {
    const PublishStage& p = *static_cast<const PublishStage*>(user);
    if (p.sdlSetClipboard) p.sdlSetClipboard(p.sdlClipboardData, t);
    send({{"what", "copied"}, {"text", t}});
  };
}

// A read-only box with a text, to select and copy by hand.
void textBox(const char* id, const std::string& t, float lines) {
  ImGui::InputTextMultiline(id, const_cast<char*>(t.c_str()), t.size() + 1,
                            ImVec2(ImGui::GetContentRegionAvail().x, lines * ImGui::GetTextLineHeight() + 8),
                            ImGuiInputTextFlags_ReadOnly);
}

}  // namespace

void setEmbedChoice(Editor& e, const json& chosen) {
  PublishStage& pub = e.publish;
  if (!chosen.is_object()) return;
  std::string lang = chosen.value("lang", pub.lang);
  if (isLanguage(lang)) pub.lang = lang;
  for (const EmbedSize& s : kSizes)
    if (chosen.value("width", 0) == s.w && chosen.value("height", 0) == s.h) {
      pub.width = s.w;
      pub.height = s.h;
    }
}

const json& publishTexts(Editor& e, const Table& s) {
  PublishStage& pub = e.publish;
  if (pub.lang.empty()) pub.lang = s.language();
  json request = {{"scenario", e.draft().scenario()}, {"lang", pub.lang}, {"width", pub.width}, {"height", pub.height}};
  if (request != pub.madeFor) {
    pub.texts = json::parse(browser::publishTexts(request.dump()), nullptr, false);
    pub.madeFor = request;
  }
  return pub.texts;
}

void openPreview(Editor& e, const Table& s) {
  PublishStage& pub = e.publish;
  publishTexts(e, s);
  send({{"what", "preview"},
        {"scenario", e.draft().scenario()},
        {"lang", pub.lang},
        {"width", pub.width},
        {"height", pub.height},
        {"labels",
         {{"title", tr("Preview: the demo as a rules page shows it")},
          {"language", tr("The demo's language")},
          {"size", tr("Its size on the page")},
          {"close", tr("Close")}}}});
}

void drawEditorPublish(Editor& e, Table& s, BoardView& board, ImVec2 view) {
  PublishStage& pub = e.publish;
  useBrowserClipboard(pub);
  publishTexts(e, s);
  // The board shows where the demo ends: every recorded move played (and end-of-game scoring).
  if (s.active() && (&s.game() != pub.shown || pub.shownDoc != e.draft().scenario())) {
    bool entering = &s.game() != pub.shown;
    s.showPosition(e.draft().played(), e.draft().scenario(), /*toPlay=*/false);  // looked at, not played: no squares
    if (entering) board.centre(s.state(), view);
    pub.shown = &s.game();
    pub.shownDoc = e.draft().scenario();
  }
  bool phone = view.x < 720;
  placeStageWindow(e, view, 0.4f, 460, 0.4f);
  std::string title = std::string(tr("Publish the demo")) + "###editor-publish";
  ImGui::Begin(title.c_str(), nullptr,
               ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse);
  if (pub.texts.contains("error")) {
    ImGui::TextWrapped("%s",
                       fill(tr("The texts could not be made: {0}"), pub.texts["error"].get<std::string>()).c_str());
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
    if (ImGui::RadioButton(upper.c_str(), pub.lang == lang)) pub.lang = lang;
    e.widget(std::string("publish/lang/") + lang);
  }
  ImGui::TextUnformatted(tr("Its size on the page"));
  int n = 0;
  for (const EmbedSize& size : kSizes) {
    std::string label = std::to_string(size.w) + "×" + std::to_string(size.h);
    if (n++ % 2) ImGui::SameLine();
    if (ImGui::RadioButton(label.c_str(), pub.width == size.w && pub.height == size.h)) {
      pub.width = size.w;
      pub.height = size.h;
    }
    e.widget("publish/size/" + std::to_string(size.w) + "x" + std::to_string(size.h));
  }
  if (ImGui::Button(tr("Preview the demo"))) openPreview(e, s);
  e.widget("publish/preview");
  ImGui::SameLine();
  ImGui::TextDisabled("%s", tr("exactly as the embed shows it"));
  ImGui::Separator();
  publishTexts(e, s);
  if (ImGui::Button(tr("Download the scenario file"))) {
    send({{"what", "download"}, {"text", text(pub, "file")}, {"name", text(pub, "fileName")}});
    pub.status = fill(tr("Downloaded as {0}."), text(pub, "fileName"));
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
      send({{"what", "copy"}, {"text", text(pub, w.key)}, {"manual", manual}});
      pub.status = tr("Copied to the clipboard.");
    }
    e.widget(std::string("publish/copy/") + w.key);
    textBox("##text", text(pub, w.key), w.lines);
    ImGui::PopID();
  }
  if (!pub.texts.value("mediawikiInline", true))
    ImGui::TextWrapped("%s", tr("The scenario is too large to write on a wiki page (64 KB at most): the tag names the "
                                "file, to be put in the game's assets/scenarios folder."));
  if (!pub.status.empty()) ImGui::TextWrapped("%s", pub.status.c_str());
  ImVec2 p = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  board.cover(p, ImVec2(p.x + size.x, p.y + size.y));
  ImGui::End();
}

}  // namespace carc::render
