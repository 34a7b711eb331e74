// The language picker: the languages by their own names (engine/languages.h, from
// web/languages.json); choosing one asks the page to switch the whole interface and to remember
// the choice (browser::chooseLanguage).
#pragma once
#include <string>
#include <vector>

namespace carc::render {

class Table;

// Where the picker and its open list are on screen, in CSS pixels, for the page API's layout().
struct LanguageBox {
  std::string code;  // "" for the picker itself, else the language of a choice in the open list
  float x = 0, y = 0, w = 0, h = 0;
};

// A combo showing the current language, or (`row`, the phone's sheet) a button per language, the
// current one greyed. `shown` gets the picker's box and each choice's box while it is shown
// (the combo's while its list is open).
void languagePicker(const Table& s, std::vector<LanguageBox>& shown, bool row = false);
// The combo's width: as wide as the longest name and its arrow, whatever the language.
float languagePickerWidth();

}  // namespace carc::render
