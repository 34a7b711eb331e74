// The shell's calls (web/shell/bridge.js and the scripts it loads), as the windows make them; implemented
// by the app (app/browser.cpp: the one place of EM_ASM, EM_JS, emscripten_*), so the table and
// every window compile without Emscripten.
#pragma once
#include <string>

namespace carc::render::browser {

void fail(const std::string& why);               // the shell says the app could not start
void share(const std::string& text, bool game);  // the shell makes the #s= link and offers the file
bool touchScreen();                              // the page's answer, asked once: a touch screen
void playSound(const char* kind);                // web/sound.js
void muteSounds(bool muted);
// The language picker's choice: the shell loads its tables, switches the interface
// (setLanguage) and remembers the choice (localStorage) for the next visit.
void chooseLanguage(const std::string& code);
// The Rules window's demos: the page fetches assets/scenarios/index.json and hands its text to
// carc_demo_index; a demo opens in a new tab as the demos page's links open it (never an embed).
void loadDemoIndex();
void openDemo(const std::string& file, const std::string& lang);
// The editor's page side: ?edit=1 in the address, a file from the reader's computer, the word
// tables of every language but English (handed back by editorLanguage), the Publish stage's texts and buttons,
// the step texts' editor (handed back by editorTexts).
void markEditing(bool editing);
void openFile();
void loadEditorTables();
std::string publishTexts(const std::string& request);
void publish(const std::string& request);
void editTexts(const std::string& request);
// Online tables (web/online.js, loaded by the shell when first asked): my seat's steps ({n, step})
// to the server, and the online windows' requests ({op: "host" | "join" | "start" | "bot" | "copy" |
// "resync", ...}).
void onlineSend(const std::string& step);
void onlineRequest(const std::string& request);
// The page turned to something of its own: web/online.js leaves its table, if any, at once.
void onlineLeave();

}  // namespace carc::render::browser
