// The game in words beside the canvas (web/shell/mirror.js, issue 41): the page holds what the
// windows say — players and scores, the turn, the log, a demo's step — in the reader's language, and
// one live region says each move as it happens (a bot's included) without taking the focus; the
// mirror reads only after a frame that may have changed the words, so a page left alone draws nothing.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, api, until, waitForQuiet, artifacts } = require('./harness.cjs');

const region = (page) => page.evaluate(() => {
  const r = document.getElementById('words');
  const live = document.getElementById('words-live');
  return r && {
    lang: r.getAttribute('lang'),
    headings: [...r.querySelectorAll('h1, h2')].map((h) => h.textContent),
    items: [...r.querySelectorAll('li')].map((li) => li.textContent),
    live: live && { text: live.textContent, role: live.getAttribute('role'), polite: live.getAttribute('aria-live') },
  };
});

test('a game against a bot in words: scores and turn in the page, the bot\'s move said in the live region, in German', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setLanguage', 'de');
    await until(page, 'German', () => window.carcassonne.shownTexts().strings === 'de');
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    await until(page, 'the words in the page', () => {
      const r = document.getElementById('words');
      return r && r.querySelectorAll('li').length > 0;
    });
    let r = await region(page);
    const shown = await api(page, 'shownTexts');
    assert.strictEqual(r.lang, 'de');
    assert.ok(r.headings.includes(shown.titles.scoreboard) && shown.titles.scoreboard === 'Spieler', JSON.stringify(r.headings));
    // Each seat with its points and meeples left, in the engine's words (choices().scores).
    const words = await api(page, 'choices');
    assert.strictEqual(words.scores.length, shown.scoreboard.length);
    for (const seat of words.scores) assert.ok(r.items.includes(seat), seat + ' in ' + JSON.stringify(r.items));
    assert.ok(words.scores[1].startsWith('Ada') && /\b0\b/.test(words.scores[1]), words.scores[1]);
    // The bag's count after the scores; the start tile's features by their sides, the tile in hand's too.
    assert.ok(typeof words.bag === 'string' && /\d/.test(words.bag) && r.items.includes(words.bag), words.bag);
    assert.ok(words.board[0].includes('eine Stadt auf der Nordseite'), words.board[0]);
    assert.ok(/seite|Seiten|Mitte/.test(words.tile), 'the tile in hand by its sides: ' + words.tile);
    assert.ok(words.choices.every((c) => c.sides && c.around && c.words.includes(c.around)), JSON.stringify(words.choices[0]));
    assert.ok(r.items.includes(shown.turn[0]), 'the turn: ' + shown.turn[0]);
    assert.deepStrictEqual([r.live.role, r.live.polite], ['status', 'polite']);
    // The person's turn, then the bot's: its move is said as the log says it, in German.
    const legal = await api(page, 'legalMoves');
    await api(page, 'play', Object.assign({}, legal[0], { meeple: null }));
    await page.waitForFunction(() => window.carcassonne.state().next === 0 && window.carcassonne.state().board.length >= 3,
      null, { timeout: 30000, polling: 50 });
    await until(page, 'the bot\'s move said', () => /Ada/.test((document.getElementById('words-live') || {}).textContent || ''));
    r = await region(page);
    const log = (await api(page, 'shownTexts')).log;
    const adaLine = log.find((l) => /^Ada\b/.test(l));
    assert.ok(adaLine, 'the log has the bot\'s turn: ' + JSON.stringify(log));
    assert.ok(r.live.text.includes(adaLine), r.live.text + ' says ' + adaLine);
    assert.ok(!/\b(places a tile|scores)\b/.test(r.live.text), 'no English: ' + r.live.text);
    assert.ok(await page.evaluate(() => document.activeElement === document.body || document.activeElement.id === 'canvas'),
      'the focus stays where it was');
    // Left alone (the legal squares' pulse over), the page draws nothing, the mirror included.
    await waitForQuiet(page, 1500, 30000);
    const before = (await api(page, 'frameStats')).frames;
    await page.waitForTimeout(2000);
    assert.strictEqual((await api(page, 'frameStats')).frames, before, 'no frame while nothing changes');
    assert.deepStrictEqual(errors, []);
  });
});

test('a demo in words: its title, step and text in the page, each step said in the live region', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/inns-inn-doubles-a-finished-road.json&demo=1&lang=fr');
    await until(page, 'the demo', () => !!window.carcassonne.shownTexts().demo);
    await until(page, 'the demo\'s words', () => !!(document.getElementById('words') || {}).querySelector && !!document.querySelector('#words h1'));
    const demo = (await api(page, 'shownTexts')).demo;
    let r = await region(page);
    assert.strictEqual(r.lang, 'fr');
    assert.ok(r.headings.includes(demo.title), JSON.stringify(r.headings));
    assert.ok(r.items.includes(demo.text), 'the step text: ' + demo.text);
    await api(page, 'step', 'forward');
    const next = (await api(page, 'shownTexts')).demo;
    await until(page, 'the step said', (t) => ((document.getElementById('words-live') || {}).textContent || '').includes(t), next.text);
    r = await region(page);
    assert.ok(r.items.includes(next.text));
    assert.deepStrictEqual(errors, []);
  });
});

test('a first visit in Dutch: the words in the page are Dutch once its tables are in, with no move made', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=nl');
    await until(page, 'Dutch tables', () => window.carcassonne.shownTexts().strings === 'nl');
    const titles = (await api(page, 'shownTexts')).titles;
    assert.strictEqual(titles.scoreboard, 'Spelers');
    await until(page, 'the Dutch headings in the page', (t) => {
      const r = document.getElementById('words');
      return !!r && [...r.querySelectorAll('h2')].some((h) => h.textContent === t);
    }, titles.scoreboard);
    assert.deepStrictEqual(errors, []);
  });
});

// The board and the log grow in place (mirror.js, grow): a bot's move adds its lines to the lists
// and leaves the items already there as they were — the same DOM nodes — so a reader browsing the
// log is not thrown back to its top by each move.
test('the board and the log keep their items when a move adds lines: the reader stays where they are', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    const yourTurn = async (tiles) => page.waitForFunction((n) => {
      const s = window.carcassonne.state();
      return s.next === 0 && s.step === 'tile' && s.board.length >= n;
    }, tiles, { timeout: 30000, polling: 50 });
    const lists = () => page.evaluate(() => ['board', 'log'].map((part) =>
      [...document.querySelectorAll('#words [data-part="' + part + '"] li')].map((li) => li.textContent)));
    const shownInPage = async () => {
      const log = (await api(page, 'shownTexts')).log;
      const board = (await api(page, 'choices')).board;
      await until(page, 'the board and the log in the page', ([b, l]) => {
        const items = (part) => [...document.querySelectorAll('#words [data-part="' + part + '"] li')].map((li) => li.textContent);
        return JSON.stringify(items('board')) === JSON.stringify(b) && JSON.stringify(items('log')) === JSON.stringify(l);
      }, [board, log]);
      return { board, log };
    };
    // Two turns each, so the log has lines to keep.
    for (let turn = 0; turn < 2; ++turn) {
      await yourTurn(2 * turn + 1);
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', Object.assign({}, legal[0], { meeple: null }));
    }
    await yourTurn(5);
    const before = await shownInPage();
    assert.ok(before.log.length >= 4 && before.board.length >= 5, JSON.stringify(before));
    // Every item marked: a node built anew would not have the mark.
    await page.evaluate(() => document.querySelectorAll('#words [data-part="board"] li, #words [data-part="log"] li')
      .forEach((li, i) => { li.carcKept = i + 1; }));
    const legal = await api(page, 'legalMoves');
    await api(page, 'play', Object.assign({}, legal[0], { meeple: null }));
    await yourTurn(7);
    const after = await shownInPage();
    assert.ok(after.log.length > before.log.length && after.board.length > before.board.length, 'the moves added lines');
    const kept = await page.evaluate(() => ['board', 'log'].map((part) =>
      [...document.querySelectorAll('#words [data-part="' + part + '"] li')].map((li) => li.carcKept || 0)));
    // The log's lines before the moves are its first lines still, in the same items; the board's
    // items whose words did not change are the same items (a tile's line may change: a meeple scored
    // and taken back), and every new line is an item of its own.
    const [boardKept, logKept] = kept;
    const [boardNow, logNow] = await lists();
    for (let i = 0; i < before.log.length - 1; ++i) {
      assert.strictEqual(logNow[i], before.log[i]);
      assert.strictEqual(logKept[i], before.board.length + i + 1, 'log item ' + i + ' kept');
    }
    assert.ok(logKept.slice(before.log.length).every((m) => m === 0), 'the new log lines are new items');
    assert.ok(logNow.includes(after.log.find((l) => /^Ada\b/.test(l) && !before.log.includes(l))), 'the bot\'s new line is there');
    const unchanged = before.board.filter((l) => after.board.includes(l));
    assert.ok(unchanged.length >= 4, JSON.stringify(unchanged));
    for (const line of unchanged) {
      const i = boardNow.indexOf(line);
      assert.strictEqual(boardKept[i], before.board.indexOf(line) + 1, 'the board\'s item "' + line + '" kept');
    }
    assert.deepStrictEqual(errors, []);
  });
});

// Shown as a panel (the focus in the words), the region covers its own corner only: Chromium
// compositing in software once drew a panel-sized rectangle of the page's colour over the canvas's
// top left while the panel could scroll (shell.css: the panel's filter).
test('the words shown as a panel leave the rest of the page as it was drawn (a screenshot at 1280×800)', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    await until(page, 'the move\'s buttons', () => !!document.querySelector('#words button'));
    // The panel shown while the canvas draws (the legal squares' pulse), then the page left alone.
    await page.evaluate(() => document.querySelector('#words button').focus());
    await until(page, 'the panel shown', () => document.getElementById('words').getBoundingClientRect().height > 100);
    assert.ok(await page.evaluate(() => { const r = document.getElementById('words'); return r.scrollHeight > r.clientHeight; }),
      'the panel scrolls');
    assert.ok(await page.evaluate(() => document.getElementById('words').getBoundingClientRect().top > 400));
    await waitForQuiet(page, 1500, 30000);
    // Whole screenshots (a clipped one never showed the rectangle), with the panel and without; the
    // panel is at most 45 % of the height high (and its shadow), at the foot: the page above it.
    const shown = await page.screenshot({ path: path.join(artifacts, 'mirror-panel.png') });
    await page.evaluate(() => document.activeElement.blur());
    await until(page, 'the panel hidden', () => document.getElementById('words').getBoundingClientRect().height < 2);
    await waitForQuiet(page, 1500, 30000);  // any frame the blur woke is drawn first
    const hidden = await page.screenshot();
    const differing = await page.evaluate(async (pngs) => {
      const rows = await Promise.all(pngs.map(async (b64) => {
        const img = new Image();
        img.src = 'data:image/png;base64,' + b64;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width; c.height = img.height;
        const ctx = c.getContext('2d');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, 400).data;
      }));
      let n = 0;
      for (let i = 0; i < rows[0].length; i += 4) if (rows[0][i] !== rows[1][i] || rows[0][i + 1] !== rows[1][i + 1] || rows[0][i + 2] !== rows[1][i + 2]) ++n;
      return n;
    }, [shown.toString('base64'), hidden.toString('base64')]);
    assert.strictEqual(differing, 0, 'pixels above the panel changed by it (see mirror-panel.png)');
    assert.deepStrictEqual(errors, []);
  });
});
