// The language the page opens in and the picker that changes it: the browser's language when it
// is one of ours (a Chromium whose locale is nl-NL opens in Dutch), the reader's choice from the
// toolbar's picker remembered over it on the next visit, ?lang= over both, an embed with no picker;
// on a phone the picker is in the More sheet and works by taps, and the turn's buttons name no keys.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, api, artifacts, settle, clickAt, tapAt, until } = require('./harness.cjs');

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const CODES = require('../../web/languages.json').map((l) => l.code);  // the one list
const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

// A page in a context of its own (its own storage) with `options` (locale, viewport, touch).
async function open(browser, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}
async function go(page, url) {
  await page.goto(url);
  await until(page, 'the first frame', () => window.carcassonneReady === true, null, 30000);
}
// Until the whole interface is in `lang`: the scenario's texts and the UI's tables.
const speaks = (page, lang) => until(page, 'the interface in ' + lang, (l) => {
  const t = window.carcassonne.shownTexts();
  return t.language === l && t.strings === l;
}, lang, 30000);

// Opens the picker's list and chooses `code` in it, by clicks; on a phone the sheet shows a
// button per language, tapped.
async function pick(page, code, touch) {
  const press = touch ? tapAt : clickAt;
  const before = await api(page, 'layout');
  if (touch) {
    assert.deepStrictEqual(before.languages.map((l) => l.code), CODES, 'a button per language');
    const choice = before.languages.find((l) => l.code === code);
    assert.ok(choice.h >= 44 && choice.w >= 44, 'a fingertip wide and tall: ' + JSON.stringify(choice));
    await press(page, centre(choice));
    await settle(page);
    return before;
  }
  assert.ok(before.language, 'the picker is shown: ' + JSON.stringify(before.language));
  assert.deepStrictEqual(before.languages, [], 'its list is closed');
  await press(page, centre(before.language));
  await settle(page);
  const opened = await api(page, 'layout');
  assert.deepStrictEqual(opened.languages.map((l) => l.code), CODES, 'the list of languages');
  const choice = opened.languages.find((l) => l.code === code);
  await press(page, centre(choice));
  await settle(page);
  return opened;
}

test('1280×800: the browser\'s language, then the picker\'s choice remembered over it, ?lang= over both, no picker embedded', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, Object.assign({ locale: 'nl-NL' }, DESKTOP));
    await go(page, url + 'index.html');
    assert.strictEqual(await page.evaluate(() => navigator.language), 'nl-NL');
    await speaks(page, 'nl');
    assert.ok((await api(page, 'shownTexts')).windows.includes('Spelers'), 'the Players window in Dutch');

    // French from the toolbar's picker, by clicks: the whole interface switches, and stays French on reload.
    await pick(page, 'fr', false);
    await speaks(page, 'fr');
    await settle(page);
    const layout = await api(page, 'layout');
    await page.screenshot({ path: path.join(artifacts, 'languages-toolbar-fr.png'),
      clip: { x: 0, y: 0, width: 1280, height: Math.ceil(layout.language.y + layout.language.h + 16) } });
    assert.strictEqual(await page.evaluate(() => localStorage.getItem('carcassonne.language')), 'fr', 'remembered');
    await page.reload();
    await until(page, 'the first frame', () => window.carcassonneReady === true, null, 30000);
    await speaks(page, 'fr');
    assert.ok((await api(page, 'shownTexts')).windows.includes('Joueurs'), 'the Players window in French');

    // ?lang= wins over the remembered choice, and does not change it.
    await go(page, url + 'index.html?lang=de');
    await speaks(page, 'de');
    assert.strictEqual(await page.evaluate(() => localStorage.getItem('carcassonne.language')), 'fr');

    // An embedded demo follows ?lang= alone and shows no picker.
    const index = JSON.parse(require('fs').readFileSync(path.join(__dirname, '../../assets/scenarios/index.json'), 'utf8'));
    await go(page, url + 'index.html?embed=1&scenario=assets/scenarios/' + index.demos[0].file);
    await until(page, 'the demo', () => !!window.carcassonne.shownTexts().demo, null, 30000);
    await speaks(page, 'en');
    await settle(page);
    assert.strictEqual((await api(page, 'layout')).language, null, 'no picker in an embed');
    assert.deepStrictEqual(errors, []);
  });
});

test('390×844 touch: the picker is in the More sheet and works by taps; the turn\'s buttons name no keys', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, PHONE);
    await go(page, url + 'index.html');
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    await speaks(page, 'en');
    await settle(page);
    const shown = await api(page, 'shownTexts');
    assert.deepStrictEqual(shown.turnButtons, ['Rotate', 'Place'], 'a touch screen has no keys to hint at');
    const closed = await api(page, 'layout');
    assert.strictEqual(closed.language, null, 'the bar has no room for the picker');
    // More is the last button of the top bar: found from its right end (as layout.test.cjs does).
    const bar = closed.panels.find((p) => p.y === 0);
    let more = false;
    for (let x = bar.x + bar.w - 10; x > bar.x + bar.w / 2 && !more; x -= 15) {
      await tapAt(page, { x, y: bar.y + bar.h / 2 });
      await settle(page);
      more = !!(await api(page, 'layout')).language;
    }
    assert.ok(more, 'More opens the sheet with the picker');
    const sheet = await api(page, 'layout');
    assert.ok(sheet.language.h >= 44, 'the picker is a fingertip tall: ' + sheet.language.h);
    await pick(page, 'de', true);
    await speaks(page, 'de');
    await page.screenshot({ path: path.join(artifacts, 'languages-phone-de.png') });
    assert.deepStrictEqual((await api(page, 'shownTexts')).turnButtons, ['Drehen', 'Anlegen']);
    assert.strictEqual(await page.evaluate(() => localStorage.getItem('carcassonne.language')), 'de', 'remembered');
    // The top bar stays one row in every language, as in English: French and German once wrapped More onto a
    // second row, a row of the board lost.
    for (const lang of ['de', 'fr', 'nl']) {
      await page.evaluate((l) => window.carcassonne.setLanguage(l), lang);
      await speaks(page, lang);
      await settle(page);
      const top = (await api(page, 'layout')).panels.find((p) => p.y === 0);
      assert.strictEqual(top.h, bar.h, lang + ': the top bar is one row, as in English');
    }
    assert.deepStrictEqual(errors, []);
  });
});

test('1280×800 with a mouse: the turn\'s buttons keep their key hints', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, DESKTOP);
    await go(page, url + 'index.html');
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    await settle(page);
    assert.deepStrictEqual((await api(page, 'shownTexts')).turnButtons, ['Rotate (R)', 'Place (Enter)']);
    assert.deepStrictEqual(errors, []);
  });
});
