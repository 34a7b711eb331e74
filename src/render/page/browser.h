// The page around the app, as the windows see it: the clock, the browser's storage (the shell
// keeps the game in localStorage) and the shell's calls. Declared here, at the bottom of the
// renderer, and implemented by the app (app/browser.cpp: the one place of EM_ASM, EM_JS,
// emscripten_*), so the table and every window compile without Emscripten.
#pragma once
#include <string>

namespace carc::render::browser {

double nowMs();                                  // the page's clock (performance.now), in ms
double devicePixelRatio();                       // at least 1
void fail(const std::string& why);               // the shell says the app could not start
void ready();                                    // the first frame is on screen
void keep(const std::string& savedGame);         // the shell keeps the game (localStorage)
void share(const std::string& text, bool game);  // the shell makes the #s= link and offers the file
bool touchScreen();                              // the page's answer, asked once: a touch screen
void playSound(const char* kind);                // web/sound.js
void muteSounds(bool muted);
// The language picker's choice: the shell loads its tables, switches the interface
// (setLanguage) and remembers the choice (localStorage) for the next visit.
void chooseLanguage(const std::string& code);
// A small setting remembered in this browser (localStorage), such as the bot pace; "" when none.
std::string keptSetting(const char* key);
void keepSetting(const char* key, const std::string& value);
// The Rules window's demos: the page fetches assets/scenarios/index.json and hands its text to
// carc_demo_index; a demo opens in a new tab as the demos page's links open it (never an embed).
void loadDemoIndex();
void openDemo(const std::string& file, const std::string& lang);
// The editor's page side: ?edit=1 in the address, a file from the reader's computer, the draft
// kept (localStorage), the word tables of nl, fr and de (handed back by editorLanguage), the
// Publish stage's texts and buttons, the step texts' editor (handed back by editorTexts).
void markEditing(bool editing);
void openFile();
void keepDraft(const std::string& draft);
void loadEditorTables();
std::string publishTexts(const std::string& request);
void publish(const std::string& request);
void editTexts(const std::string& request);
// What SDL does not see (the page hidden, the canvas out of view or resized by the page) wakes
// the app (carc_wake, carc_set_visible); and the lost WebGL context asked back, then its art.
void watchPage();
// Online tables (web/online.js, loaded by the shell when first asked): my seat's steps ({n, step})
// to the server, and the online windows' requests ({op: "host" | "join" | "start" | "bot" | "copy" |
// "resync", ...}).
void onlineSend(const std::string& step);
void onlineRequest(const std::string& request);
// The page turned to something of its own: web/online.js leaves its table, if any, at once.
void onlineLeave();
void askForContext();
void contextRestored();
// Tile ids the board painted without art (tile_painter.h): the shell draws the sets they belong to.
void wantTileArt(const std::string& idsJson);

}  // namespace carc::render::browser
