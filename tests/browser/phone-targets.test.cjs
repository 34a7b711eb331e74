// Every target a finger presses on a phone is a fingertip and on the screen: at 390×844 on a touch
// screen, in German (longer words than English), every labelled widget Dear ImGui reports (the page
// API's layout().widgets: buttons, checkboxes, choices, fields, headers) is at least 44 × 44 CSS px
// and lies across the page's width, on the game screen, the More sheet, the Rules window, the New
// game dialog, the editor (its folded windows open by a tap on their title), the tutorial and the
// final scores. A screenshot of each is kept in build/test-artifacts (phone-targets-*.png).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, api, artifacts, layoutStill, tapAt } = require('./harness.cjs');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const FINGERTIP = 44;
const middle = (w) => ({ x: w.x + w.w / 2, y: w.y + w.h / 2 });

// The widgets of the frame, once the page stands still.
async function widgets(page) {
  await layoutStill(page);
  return (await api(page, 'layout')).widgets;
}

// Taps the widget shown as `label` (in `window` when given).
async function tapWidget(page, label, window) {
  const w = (await widgets(page)).find((x) => x.label === label && (window === undefined || x.window === window));
  assert.ok(w, 'a widget "' + label + '" is shown');
  await tapAt(page, middle(w));
}

// Every widget a fingertip each way and across the page's width; all that fail, in one message.
async function assertFingertips(page, where) {
  const list = await widgets(page);
  await page.screenshot({ path: path.join(artifacts, 'phone-targets-' + where + '.png') });
  assert.ok(list.length > 0, where + ': widgets are reported');
  const width = PHONE.viewport.width;
  const bad = list.filter((w) => w.w < FINGERTIP - 0.5 || w.h < FINGERTIP - 0.5 || w.x < -0.5 || w.x + w.w > width + 0.5);
  assert.deepStrictEqual(bad.map((w) => w.window + ' / ' + w.label + ' ' + [w.x, w.y, w.w, w.h].map(Math.round).join(',')), [],
    where + ': every target is ' + FINGERTIP + ' × ' + FINGERTIP + ' px or more and on the page');
}

async function phoneGame(browser, url) {
  const opened = await openGame(browser, url + '?lang=de', PHONE);
  await api(opened.page, 'newGame', { players: ['Du', { name: 'Ada', bot: 'greedy' }], seed: 3 });
  return opened;
}

test('390×844 touch, in German: every target of the game screen and the More sheet is a fingertip', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await phoneGame(browser, url);
    await assertFingertips(page, 'game');
    await tapWidget(page, 'Mehr');
    await assertFingertips(page, 'more');
    assert.deepStrictEqual(errors, []);
  });
});

test('390×844 touch, in German: every target of the Rules window is a fingertip, its Close button shuts it', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await phoneGame(browser, url);
    await tapWidget(page, 'Mehr');
    await tapWidget(page, 'Regeln');
    await assertFingertips(page, 'rules');
    // The title bar's × is no fingertip: the window's own Close button shuts it.
    await tapWidget(page, 'Schließen', 'Regeln');
    assert.ok(!(await widgets(page)).some((w) => w.window === 'Regeln'), 'Close shuts the Rules window');
    assert.deepStrictEqual(errors, []);
  });
});

test('390×844 touch, in German: every target of the New game dialog is a fingertip, its long set titles wrapped', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await phoneGame(browser, url);
    await tapWidget(page, 'Mehr');
    await tapWidget(page, 'Neues Spiel');
    await assertFingertips(page, 'new-game');
    assert.deepStrictEqual(errors, []);
  });
});

test('390×844 touch, in German: every target of the editor is a fingertip; a tap on a folded window\'s title opens it',
  async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await openGame(browser, url + '?lang=de&edit=1', PHONE);
      await assertFingertips(page, 'editor');
      // Its windows sit folded at the bottom: the whole title bar opens one (not only Dear ImGui's arrow).
      const fold = (await widgets(page)).find((w) => w.window === 'Karten' && w.label === '\u25be');
      assert.ok(fold && fold.w >= 300, 'the Tiles window folds by its title bar: ' + JSON.stringify(fold));
      await tapAt(page, { x: fold.x + fold.w * 0.7, y: fold.y + fold.h / 2 });
      assert.ok((await widgets(page)).some((w) => w.window === 'Karten' && w.label !== '\u25be'), 'the Tiles window opens');
      await assertFingertips(page, 'editor-tiles');
      assert.deepStrictEqual(errors, []);
    });
  });

test('390×844 touch, in German: every target of the tutorial and of the final scores is a fingertip', { timeout: 240000 },
  async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await phoneGame(browser, url);
      await tapWidget(page, 'Mehr');
      await tapWidget(page, 'Einführung');
      await assertFingertips(page, 'tutorial');
      // Two bots to the end: the Final scores window.
      await api(page, 'setBotDelay', 0);
      await api(page, 'newGame', { players: [{ name: 'A', bot: 'random' }, { name: 'B', bot: 'random' }], seed: 4 });
      await page.waitForFunction(() => window.carcassonne.state().over, null, { timeout: 180000, polling: 250 });
      assert.ok((await widgets(page)).some((w) => w.window === 'Endstand'), 'the final scores are shown');
      await assertFingertips(page, 'final-scores');
      assert.deepStrictEqual(errors, []);
    });
  });
