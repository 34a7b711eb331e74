// What a seat can be: the bot levels with their budgets and the palette's colour words, read from
// their one list, web/seats.json (the page's engine is built from the same file, web/online.js
// fetches it).
'use strict';
const seats = require('../web/seats.json');

// The levels a seat's `bot` may name, easiest first: "greedy", "mcts", "mcts-strong", "random".
const BOT_LEVELS = seats.bot_levels.map((l) => l.bot);

// How the server plays a level: the engine's bot, and a decision's budget in ms for the server's
// base budget (CARCASSONNE_BOT_BUDGET_MS). A name that is no level is played as the easiest.
function botPlay(level, baseBudgetMs) {
  const l = seats.bot_levels.find((x) => x.bot === level) || seats.bot_levels[0];
  return { engine: l.engine, budgetMs: Math.max(1, Math.round(baseBudgetMs * (l.server_budget || 1))) };
}

// The palette's colour words, in seat order: what the engine calls a seat nobody named.
const PALETTE_WORDS = seats.palette_words;

module.exports = { BOT_LEVELS, botPlay, PALETTE_WORDS };
