// Learning in the game (issue 25, item 3): the Rules window lists the sets of the game with their
// rules in short and opens a demo of a set; the Hint button shows the search bot's suggestion
// (legal, in words, not played); every tile the bots placed since the person's turn stays
// outlined; the log says every move in words; the bot pace setting is remembered and changes how
// long the bots pause (counted in frames, never by a clock in the test). Each in a language other
// than English, at 1280×800 and 390×844.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, settle, clickAt, tapAt, humansTurn, layoutStill, frames } =
  require('./harness.cjs');

const table = (lang) => JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
const button = async (page, name) => (await api(page, 'layout')).buttons.find((b) => b.name === name);
const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

// The phone's More: the last button of the top bar, which may wrap to a second line (in French).
async function openSheet(page) {
  const bar = (await api(page, 'layout')).panels.find((p) => p.y === 0);
  for (const y of [bar.y + bar.h - 30, bar.y + bar.h / 2, bar.y + 30])
    for (let x = bar.x + bar.w - 10; x > bar.x; x -= 15) {
      await tapAt(page, { x, y });
      await settle(page);
      if ((await api(page, 'layout')).panels.some((p) => !p.docked)) return;
    }
  throw new Error('More did not open the sheet');
}

async function start(page, lang, game) {
  await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
  await api(page, 'setLanguage', lang);
  await page.waitForFunction((l) => window.carcassonne.shownTexts().strings === l, lang, { timeout: 10000 });
  await api(page, 'newGame', game);
  await settle(page);
}

test('Rules (de): one section per set of the game, each with its rules in short and its demos; a demo opens', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=de');
    await start(page, 'de', { players: ['You', { name: 'Ada', bot: 'greedy' }], sets: ['winter', 'gingerbread', 'signposts'], seed: 3 });
    await clickAt(page, centre(await button(page, 'rules')));
    await page.waitForFunction(() => (window.carcassonne.shownTexts().rules || []).length > 0 &&
      window.carcassonne.shownTexts().rules.some((s) => s.demos.length > 0), null, { timeout: 10000, polling: 100 });
    const shown = await api(page, 'shownTexts');
    assert.ok(shown.windows.includes('Regeln'), 'the window is open, its title in German: ' + shown.windows);
    assert.deepStrictEqual(shown.rules.map((s) => s.set), ['winter', 'gingerbread', 'signposts', 'keys']);
    const de = table('de');
    for (const s of shown.rules) {
      assert.ok(s.rules.length >= 2, s.set + ' has its rules: ' + JSON.stringify(s.rules));
      for (const r of s.rules) assert.ok(!/\b(the|and|tile)\b/.test(r), s.set + ': German words, not English: ' + r);
    }
    assert.ok(shown.rules[0].rules.includes(de['Then you may put one meeple on a road, city, monastery or field of that tile, if no meeple stands on that whole feature yet.']));
    const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8')).demos;
    const ginger = index.filter((d) => d.file.startsWith('gingerbread-')).map((d) => d.title.de);
    assert.deepStrictEqual(shown.rules[1].demos, ginger, 'the gingerbread demos, titled in German');
    assert.deepStrictEqual(shown.rules[0].demos, [], 'no demo of the Winter deck');
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'learn-rules-1280.png') });
    // A demo opens in a new tab, as the demos page's link opens it.
    const box = (await api(page, 'layout')).rulesDemos.find((d) => d.file.startsWith('gingerbread-'));
    const popup = page.waitForEvent('popup');
    await clickAt(page, centre(box));
    const demo = await popup;
    assert.ok(demo.url().includes('scenario=assets/scenarios/' + box.file), demo.url());
    await demo.waitForFunction(() => window.carcassonneReady === true && !!window.carcassonne.shownTexts().demo,
      null, { timeout: 30000 });
    const demoTexts = await demo.evaluate(() => window.carcassonne.shownTexts());
    assert.strictEqual(demoTexts.language, 'de');
    assert.strictEqual(demoTexts.demo.title, index.find((d) => d.file === box.file).title.de);
    assert.deepStrictEqual(errors, []);
  });
});

test('Rules (fr) on a phone: from the More sheet', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=fr',
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await start(page, 'fr', { players: ['You', { name: 'Ada', bot: 'greedy' }], sets: ['base', 'ferries'], seed: 3 });
    assert.strictEqual(await button(page, 'rules'), undefined, 'the bar has no room for Rules');
    await openSheet(page);
    const rules = await button(page, 'rules');
    assert.ok(rules && rules.h >= 44, 'Rules in the sheet, a fingertip tall: ' + JSON.stringify(rules));
    await tapAt(page, centre(rules));
    await page.waitForFunction(() => (window.carcassonne.shownTexts().rules || []).some((s) => s.demos.length > 0),
      null, { timeout: 10000, polling: 100 });
    const shown = await api(page, 'shownTexts');
    assert.deepStrictEqual(shown.rules.map((s) => s.set), ['base', 'ferries']);
    assert.ok(shown.rules[1].rules.some((r) => /bac/.test(r)), JSON.stringify(shown.rules[1]));
    assert.ok(shown.rules[1].demos.length >= 2 && shown.rules[1].demos.every((t) => t.startsWith('Bacs')));
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'learn-rules-390.png') });
    assert.deepStrictEqual(errors, []);
  });
});

test('Hint (nl): the search bot suggests a legal move in words, shown and not played; a move drops it', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=nl');
    await start(page, 'nl', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 11 });
    assert.strictEqual(await api(page, 'hint'), null, 'no hint before it is asked');
    const before = await api(page, 'state');
    const framesBefore = await frames(page);
    await clickAt(page, centre(await button(page, 'hint')));
    await page.waitForFunction(() => { const h = window.carcassonne.hint(); return h && !h.thinking; }, null,
      { timeout: 60000, polling: 100 });
    assert.ok((await frames(page)) > framesBefore + 5, 'the page kept drawing while the bot thought');
    const hint = await api(page, 'hint');
    const legal = await api(page, 'legalMoves');
    assert.ok(legal.some((m) => JSON.stringify(m) === JSON.stringify(hint.move)),
      'a legal move: ' + JSON.stringify(hint.move) + ' of ' + JSON.stringify(legal));
    const shown = await api(page, 'shownTexts');
    assert.match(shown.hint, /^Tip: Leg hem hier/, shown.hint);
    assert.ok(!/\d+\s*,\s*\d+|\[|\{/.test(shown.hint), 'no coordinates or JSON: ' + shown.hint);
    assert.deepStrictEqual((await api(page, 'state')).board, before.board, 'the hint is not played');
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'learn-hint-1280.png') });
    // Following it: the hint goes.
    await api(page, 'play', hint.move);
    await settle(page);
    assert.strictEqual(await api(page, 'hint'), null, 'a move drops the hint');
    // At the meeple step a hint names the meeple or keeping it.
    await clickAt(page, centre(await button(page, 'hint')));
    await page.waitForFunction(() => { const h = window.carcassonne.hint(); return h && !h.thinking; }, null,
      { timeout: 60000, polling: 100 });
    const meeple = await api(page, 'hint');
    assert.ok('meeple' in meeple.move, JSON.stringify(meeple));
    assert.match((await api(page, 'shownTexts')).hint, /^Tip: (Zet een|Houd je horigen)/);
    assert.deepStrictEqual(errors, []);
  });
});

test('Hint (fr) on a phone: in the sheet, words under the bar', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=fr',
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await start(page, 'fr', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 11 });
    await openSheet(page);
    const hintButton = await button(page, 'hint');
    assert.ok(hintButton && hintButton.h >= 44, 'Hint in the sheet, a fingertip tall: ' + JSON.stringify(hintButton));
    await tapAt(page, centre(hintButton));
    await page.waitForFunction(() => { const h = window.carcassonne.hint(); return h && !h.thinking; }, null,
      { timeout: 60000, polling: 100 });
    assert.match((await api(page, 'shownTexts')).hint, /^Conseil\s: Posez-la ici/);
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'learn-hint-390.png') });
    assert.deepStrictEqual(errors, []);
  });
});

// The sheet's windows and the hint's box, as drawn: none over another's buttons or header.
function overlaps(a, b) { return a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5; }

test('the phone\'s sheet (de): the log below the Players window, Hint closes the sheet for its words', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=de',
      { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    await start(page, 'de', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 11 });
    await openSheet(page);
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'learn-sheet-390.png') });
    let lay = await api(page, 'layout');
    const sheet = lay.panels.filter((p) => !p.docked);
    assert.ok(sheet.length >= 2, 'the Players window and the log: ' + JSON.stringify(lay.panels));
    for (let i = 0; i < sheet.length; ++i)
      for (let j = 0; j < i; ++j)
        assert.ok(!overlaps(sheet[i], sheet[j]), 'the sheet\'s windows apart: ' + JSON.stringify([sheet[j], sheet[i]]));
    for (const b of lay.buttons)
      for (const p of sheet)
        if (!(b.x >= p.x && b.y >= p.y && b.x + b.w <= p.x + p.w && b.y + b.h <= p.y + p.h))
          assert.ok(!overlaps(b, p), b.name + ' under another window: ' + JSON.stringify([b, p]));
    // Hint from the sheet: the sheet makes way, the words show under the bar.
    await tapAt(page, centre(await button(page, 'hint')));
    await page.waitForFunction(() => { const h = window.carcassonne.hint(); return h && !h.thinking; }, null,
      { timeout: 60000, polling: 100 });
    await layoutStill(page);
    lay = await api(page, 'layout');
    await page.screenshot({ path: path.join(artifacts, 'learn-hint-sheet-390.png') });
    assert.ok(!lay.panels.some((p) => !p.docked), 'the sheet closed for the hint: ' + JSON.stringify(lay.panels));
    const texts = await api(page, 'shownTexts');
    assert.match(texts.hint, /^Tipp: /, texts.hint);
    // The buttons of a touch screen say no keys.
    for (const label of texts.turnButtons || []) assert.ok(!/\(|Enter|Eingabe/.test(label), 'no key on a phone: ' + label);
    assert.deepStrictEqual(errors, []);
  });
});

test('Tutorial (de): its toolbar button at 1280×800 and its button in the phone\'s sheet open the tutorial', async () => {
  await withBrowser(async (browser, url) => {
    for (const [shape, touch] of [[{ viewport: { width: 1280, height: 800 } }, false],
      [{ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }, true]]) {
      const { page, errors } = await openGame(browser, url + 'index.html?lang=de', shape);
      await start(page, 'de', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
      if (touch) await openSheet(page);
      await layoutStill(page);
      const b = await button(page, 'tutorial');
      assert.ok(b && (!touch || b.h >= 44), 'a Tutorial button: ' + JSON.stringify(b));
      await (touch ? tapAt(page, centre(b)) : clickAt(page, centre(b)));
      await page.waitForFunction(() => !!window.carcassonne.state().tutorial, null, { timeout: 20000, polling: 100 });
      const st = await api(page, 'state');
      const steps = JSON.parse(fs.readFileSync(path.join(root, 'assets/tutorial/base.json'), 'utf8')).steps.length;
      assert.deepStrictEqual([st.tutorial.step, st.tutorial.steps], [0, steps]);
      assert.ok((await api(page, 'shownTexts')).tutorial.task.length > 20, 'its first task, in German');
      await layoutStill(page);
      await page.screenshot({ path: path.join(artifacts, 'learn-tutorial-button-' + (touch ? '390' : '1280') + '.png') });
      assert.deepStrictEqual(errors, []);
      await page.close();
    }
  });
});

test('bots\' tiles since the person\'s turn stay outlined, and the log says every move in words (fr)', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=fr');
    await start(page, 'fr', { players: ['You', { name: 'Ada', bot: 'greedy' }, { name: 'Bob', bot: 'greedy' }], seed: 7 });
    await api(page, 'setBotDelay', 0);
    for (let turn = 0; turn < 3; ++turn) {
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', legal[0]);
      assert.deepStrictEqual((await api(page, 'layout')).outlined, [], 'the person placed: no bot tile outlined');
      const meeples = await api(page, 'legalMoves');
      await api(page, 'play', meeples[meeples.length - 1]);
      await humansTurn(page);
      await settle(page);
      const st = await api(page, 'state');
      if (st.over) break;
      // The two bots' tiles: the last two on the board.
      const last = st.board.slice(-2).map((t) => t.at);
      assert.deepStrictEqual((await api(page, 'layout')).outlined, last, 'both bots\' tiles outlined');
    }
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'learn-outlined-1280.png') });
    const log = (await api(page, 'shownTexts')).log;
    assert.ok(log.filter((l) => /^Vous posez une tuile/.test(l)).length >= 3, JSON.stringify(log));
    assert.ok(log.filter((l) => /^Ada pose une tuile/.test(l)).length >= 3, JSON.stringify(log));
    assert.ok(log.filter((l) => /^Bob pose une tuile/.test(l)).length >= 3, JSON.stringify(log));
    assert.ok(log.every((l) => !/\[|\{|\b[A-X]\d?\b.*\d/.test(l)), 'no ids or squares: ' + JSON.stringify(log));
    assert.deepStrictEqual(errors, []);
  });
});

test("bot pace (de): remembered over a reload, and a slow pace pauses longer than a fast one (the page's own stats and frames)", async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=de');
    await start(page, 'de', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
    assert.strictEqual((await api(page, 'botPace')).pace, 'normal', 'normal by default');
    // The bot's wait from its turn starting to its tile placed, on the page's clock (frameStats),
    // and the frames the page drew meanwhile (it keeps drawing while the bot waits).
    async function botTurn() {
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', legal[0]);
      await api(page, 'play', { meeple: null });
      const since = await frames(page);
      await humansTurn(page);
      return { wait: (await api(page, 'frameStats')).bot_tile_wait_ms, frames: (await frames(page)) - since };
    }
    await clickAt(page, centre(await button(page, 'pace:fast')));
    assert.deepStrictEqual(await api(page, 'botPace'), { delay_ms: 700, pace: 'fast' });
    const fast = await botTurn();
    await clickAt(page, centre(await button(page, 'pace:slow')));
    assert.deepStrictEqual(await api(page, 'botPace'), { delay_ms: 2400, pace: 'slow' });
    const slow = await botTurn();
    assert.ok(fast.wait >= 700 && fast.wait < 2400, 'fast: ' + JSON.stringify(fast));
    assert.ok(slow.wait >= 2400, 'slow pauses longer: ' + JSON.stringify(slow));
    assert.ok(slow.frames > fast.frames, 'frames drawn while the bot waits: ' + JSON.stringify([slow, fast]));
    await page.reload();
    await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    await settle(page);
    assert.strictEqual((await api(page, 'botPace')).pace, 'slow', 'remembered over a reload');
    const shown = (await api(page, 'layout')).buttons.map((b) => b.name);
    assert.ok(shown.includes('pace:slow'), JSON.stringify(shown));
    // setBotDelay keeps meaning what it says.
    await api(page, 'setBotDelay', 0);
    assert.deepStrictEqual(await api(page, 'botPace'), { delay_ms: 0, pace: '' });
    assert.deepStrictEqual(errors, []);
  });
});
