// A whole game played with the keyboard alone on the game in words (web/shell/mirror.js and
// mirror_choices.js, issue 41): a friend's link opens a 2-player game against a bot, in French; Tab
// reaches the move's buttons, each found by its role and its words, Enter plays it; the focus
// follows the game from one step to the next; the game ends with the final scores in the page. No
// canvas click and no page-API call: only what a screen reader's or a keyboard's user has.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { withBrowser, openGame, root } = require('./harness.cjs');

const FR = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n/fr.json'), 'utf8'));
const fr = (english) => FR[english] || english;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A text as a role's name matches it: whole, any run of spaces (a no-break one too) as one.
const exactly = (text) => new RegExp('^' + escape(text.trim()).replace(/[\s\u00a0]+/g, '\\s+') + '$');

// A saved game with seats: a game to play on (docs/formats.md §2), the person first.
const GAME = {
  format: 'carcassonne-scenario/1', sets: ['base'], players: ['Vous', 'Ada'], seed: 11, rules_version: 3, moves: [],
  seats: [{ bot: null, colour: '#d63031' }, { bot: 'greedy', colour: '#0984e3' }],
};
const link = (url) => url + 'index.html?lang=fr#s=' + Buffer.from(JSON.stringify(GAME)).toString('base64url');

// What the keyboard's user has now: the step to choose (the focused button's words and where it is),
// or the end.
const now = (page) => page.evaluate(() => {
  const r = document.getElementById('words');
  if (r && r.querySelector('[data-part="finalScores"] li')) return { over: true };
  const move = document.getElementById('words-move');
  const a = document.activeElement;
  if (!move || move.dataset.played || !move.contains(a) || a.tagName !== 'BUTTON') return null;
  return { focused: a.textContent, squares: !!a.closest('ul[aria-label], [role="group"]'),
    choices: [...move.querySelectorAll('button.choice')].map((b) => b.textContent) };
});

async function waitForStep(page) {
  const handle = await page.waitForFunction(() => {
    const r = document.getElementById('words');
    if (r && r.querySelector('[data-part="finalScores"] li')) return true;
    const move = document.getElementById('words-move');
    const a = document.activeElement;
    return !!move && !move.dataset.played && move.contains(a) && a.tagName === 'BUTTON';
  }, null, { timeout: 60000, polling: 100 });
  await handle.dispose();
  return now(page);
}

// Tab (Shift+Tab: `back`) until the focused element's words match `name`; false if a round of the page passes.
async function tabTo(page, name, back) {
  for (let i = 0; i < 40; ++i) {
    const focused = await page.evaluate(() => document.activeElement && document.activeElement.textContent);
    if (name.test(focused || '')) return true;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  return false;
}

test('a whole 2-player game against a bot with the keyboard alone, on the game in words, in French', { timeout: 600000 }, async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, link(url));
    const region = page.getByRole('region', { name: fr('The game in words') });
    const squares = region.getByRole('list', { name: fr('Where the tile can go') });
    const turns = region.getByRole('group', { name: fr('Turn the tile') });
    // The page's first Tab stop is the move (the canvas is not one: it is hidden from readers).
    await page.waitForFunction(() => !!document.querySelector('#words-move button'), null, { timeout: 30000 });
    assert.strictEqual(await page.evaluate(() => document.getElementById('canvas').getAttribute('aria-hidden')), 'true');
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => !!document.activeElement.closest('#words-move')), 'Tab reaches the move');
    let step = await waitForStep(page);
    let tiles = 0, meeples = 0, kept = 0, turned = 0, botSaid = false;
    for (let guard = 0; guard < 400 && !step.over; ++guard) {
      if (step.squares) {
        // Now and then the tile is turned first: its turns are buttons, the pressed one says so.
        if (tiles % 5 === 1 && await turns.count()) {
          const other = turns.getByRole('button', { pressed: false }).first();
          if (await other.count()) {
            const words = await other.textContent();
            assert.ok(await tabTo(page, exactly(words)), 'Tab reaches ' + words);
            await page.keyboard.press('Enter');
            await page.waitForFunction((w) => document.activeElement.textContent === w &&
              document.activeElement.getAttribute('aria-pressed') === 'true', words, { timeout: 10000 });
            assert.ok((await squares.getByRole('button').first().textContent()).includes(words.split(/\s*:\s/)[0]),
              'the squares of that turn');
            ++turned;
          }
        }
        const first = squares.getByRole('button').first();
        const words = await first.textContent();
        assert.ok(!/base\/|[[\]{}]/.test(words), 'words for people: ' + words);
        assert.ok(await tabTo(page, exactly(words)), 'Tab reaches ' + words);
        ++tiles;
      } else {
        // A meeple on the first spot two turns in three, else the meeples kept: each found by its words.
        const keepWords = fr('Keep your meeples this turn');
        const spot = step.choices.find((w) => !w.startsWith(keepWords));
        const name = spot && tiles % 3 !== 0 ? spot : step.choices.find((w) => w.startsWith(keepWords));
        const button = region.getByRole('button', { name: exactly(name) });
        assert.strictEqual(await button.count(), 1, name);
        assert.ok(await tabTo(page, exactly(name)), 'Tab reaches ' + name);
        if (name === spot) ++meeples; else ++kept;
      }
      await page.evaluate(() => { document.getElementById('words-move').dataset.played = '1'; });
      await page.keyboard.press('Enter');
      step = await waitForStep(page);
      // The bot's turns are said in the live region as the log says them, in French.
      botSaid = botSaid || await page.evaluate(() => /^Ada\b/m.test([...document.querySelectorAll('#words-live p')].map((p) => p.textContent).join('\n')));
    }
    assert.ok(step.over, 'the game ended');
    assert.ok(tiles >= 30, tiles + ' tiles placed by the keyboard');
    assert.ok(kept > 0 && meeples > 0 && turned > 0, JSON.stringify({ kept, meeples, turned }));
    // The final scores and the bot's moves are in the page, in French.
    const finals = await region.locator('[data-part="finalScores"] li').allTextContents();
    assert.ok(finals.some((l) => /Ada/.test(l)), JSON.stringify(finals));
    const live = await page.locator('#words-live').textContent();
    assert.ok(live.length > 0 && botSaid, 'the live region speaks, the bot\'s moves too');
    assert.strictEqual(await page.evaluate(() => document.documentElement.lang || document.getElementById('words').lang), 'fr');
    assert.deepStrictEqual(errors, []);
  });
});

test('a rules demo stepped with the keyboard alone: its steps are buttons, each step said and shown in words, in German', async () => {
  const DE = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n/de.json'), 'utf8'));
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/inns-inn-doubles-a-finished-road.json&demo=1&lang=de');
    const region = page.getByRole('region', { name: DE['The game in words'] });
    const steps = region.getByRole('group', { name: DE['Demo steps'] });
    await steps.getByRole('button', { name: exactly(DE['Next step']) }).waitFor({ state: 'attached', timeout: 30000 });
    const stepText = () => page.evaluate(() => document.querySelector('#words [data-part="demo"] h2').textContent);
    const first = await stepText();
    assert.ok(await tabTo(page, exactly(DE['Next step'])), 'Tab reaches the next step');
    await page.keyboard.press('Enter');
    await page.waitForFunction((was) => document.querySelector('#words [data-part="demo"] h2').textContent !== was, first, { timeout: 10000 });
    const second = await stepText();
    const text = await page.evaluate(() => document.querySelector('#words [data-part="demo"] li').textContent);
    await page.waitForFunction((t) => document.getElementById('words-live').textContent.includes(t), text, { timeout: 10000 });
    assert.strictEqual(await page.evaluate(() => document.activeElement.textContent), DE['Next step'], 'the focus stays on the button');
    // Back to the first step, then the last: the step's words follow.
    assert.ok(await tabTo(page, exactly(DE['First step']), true), 'Shift+Tab reaches the first step');
    await page.keyboard.press('Enter');
    await page.waitForFunction((was) => document.querySelector('#words [data-part="demo"] h2').textContent === was, first, { timeout: 10000 });
    assert.ok(await tabTo(page, exactly(DE['Last step'])), 'Tab reaches the last step');
    await page.keyboard.press('Enter');
    await page.waitForFunction((was) => document.querySelector('#words [data-part="demo"] h2').textContent !== was, first, { timeout: 10000 });
    assert.notStrictEqual(second, first);
    assert.deepStrictEqual(errors, []);
  });
});
