// What a seat can be, from the one list web/seats.json (built in at build time; the game server and
// web/online.js read the same file): the bot levels with their budgets, and the colour words.
#pragma once
#include <string>
#include <vector>

namespace carc {

// A level of bot as players know it: easy, normal, strong, random moves.
struct BotLevel {
  std::string bot;          // the seat's name for it: "greedy", "mcts", "mcts-strong", "random"
  std::string words;        // the new-game dialog's words for it, in English: "Bot: easy"
  std::string engine;       // the engine's bot that plays it: "greedy", "mcts" or "random"
  int pageIterations = 0;   // the page's search budget a decision in iterations (0: none) ...
  double pageThinkMs = 0;   // ... or in milliseconds of thinking (0: none)
  double serverBudget = 0;  // the game server's budget a decision in shares of its base budget
};

// Easiest first, as the new-game dialog offers them.
const std::vector<BotLevel>& botLevels();
const BotLevel* botLevel(const std::string& bot);  // null for a name that is no level

// The palette's colour words: the players' colours in seat order, the words an unnamed seat is
// called by ("Red", "Blue", ...).
const std::vector<std::string>& paletteWords();
// Every English colour word a player may be named by (the palette's first), shown translated.
const std::vector<std::string>& colourWords();
bool isColourWord(const std::string& name);

}  // namespace carc
