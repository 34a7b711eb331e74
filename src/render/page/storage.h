// What the page keeps in this browser (the shell's localStorage): the game in progress, the
// editor's draft, small settings. Implemented by the app (app/browser.cpp).
#pragma once
#include <string>

namespace carc::render::browser {

void keep(const std::string& savedGame);   // the shell keeps the game (localStorage)
void keepDraft(const std::string& draft);  // the editor's draft
// A small setting remembered in this browser, such as the bot pace; "" when none.
std::string keptSetting(const char* key);
void keepSetting(const char* key, const std::string& value);

}  // namespace carc::render::browser
