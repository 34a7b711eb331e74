// The editor writes each step's text in every language at once, so it needs the words of every
// language, not only the reader's: the tables of every language but English (the core's merged with every set's,
// as the shell merges them) are fetched by web/editor_publish.js when the editor first asks, and
// the engine's own words for a step (what a demo says below the step's text) are made in any of
// them, as the pre-filled start of a step's text.
#pragma once
#include <string>
#include <vector>

#include "engine/explain.h"
#include "engine/game.h"

namespace carc::render {

// The languages a scenario's texts are written in (web/languages.json: en, nl, fr, de, es, it, pl, ru).
const std::vector<std::string>& editorLanguages();
// True once the tables of every language but English are here; the first call asks the page for them.
bool editorWordsReady();
// The page hands over one language's merged table (page API: editorLanguage).
void setEditorWords(const std::string& lang, const json& strings);
// The phrase in `lang` (the English phrase when the table has no entry, or for "en").
std::string wordsIn(const std::string& lang, const std::string& english);
Translate translatorFor(const std::string& lang);
// A player's name as a reader of `lang` sees it: colour words ("Red") and "You" translated.
std::string nameIn(const std::string& lang, const std::string& name);

// The engine's words for a step of a scenario (0: the starting position, k: move k and its
// scorings, moves + 1 with `end`: end-of-game scoring), in `lang`. `position` is the game before
// the first move; the moves are replayed from it. "" for step 0 or a step that does not play.
std::string engineStepWords(const Game& position, const json& moves, bool end, int step,
                            const std::vector<std::string>& names, const std::string& lang);

}  // namespace carc::render
