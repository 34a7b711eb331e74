// The bot levels and the palette's colour words come from their one list, web/seats.json, which the
// page's engine is built from (tests/unit/table_test.cpp checks that side): the server offers the
// same levels, plays each with its engine bot and its share of the server's budget, and names the
// seats nobody named by the palette's words in seat order. The levels as players know them.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const fs = require('fs');
const { BOT_LEVELS, botPlay, PALETTE_WORDS } = require('../../server/seats.cjs');
const { valid } = require('../../server/messages.cjs');

const seats = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'web', 'seats.json'), 'utf8'));

test('the server offers the levels of web/seats.json, easiest first', () => {
  assert.deepStrictEqual(BOT_LEVELS, seats.bot_levels.map((l) => l.bot));
  assert.deepStrictEqual(BOT_LEVELS, ['greedy', 'mcts', 'mcts-strong', 'random']);
  for (const bot of BOT_LEVELS) {
    assert.ok(valid('create', { players: [{ you: true }, { bot }] }), bot);
    assert.ok(valid('create', { players: [{ you: true }, { open: true }], options: { openSeats: bot } }), bot);
  }
  assert.ok(!valid('create', { players: [{ you: true }, { bot: 'mcts-weak' }] }));
});

test('each level is played by its engine bot with its share of the server\'s budget', () => {
  assert.deepStrictEqual(botPlay('greedy', 500).engine, 'greedy');
  assert.deepStrictEqual(botPlay('random', 500).engine, 'random');
  assert.deepStrictEqual(botPlay('mcts', 500), { engine: 'mcts', budgetMs: 500 });
  assert.deepStrictEqual(botPlay('mcts-strong', 500), { engine: 'mcts', budgetMs: 1500 });
  assert.deepStrictEqual(botPlay('mcts-strong', 2000), { engine: 'mcts', budgetMs: 6000 });
  assert.strictEqual(botPlay('nonsense', 500).engine, 'greedy', 'a name that is no level: the easiest');
});

test('a seat nobody named is called by the palette\'s colour word of its seat', () => {
  assert.deepStrictEqual(PALETTE_WORDS, seats.palette_words);
  assert.deepStrictEqual(PALETTE_WORDS, ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Pink']);
});
