// Every target a finger presses on a phone is a fingertip and on the screen: at 390×844 on a touch
// screen, in German (longer words than English), every labelled widget Dear ImGui reports (the page
// API's layout().widgets: buttons, checkboxes, choices, fields, headers) is at least 44 × 44 CSS px
// and lies across the page's width, on the game screen, the More sheet, the Rules window, the New
// game dialog, the editor (its folded windows open by a tap on their title), the tutorial and the
// final scores. A screenshot of each is kept in build/test-artifacts (phone-targets-*.png).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, openGame, api, tapAt } = require('./harness.cjs');
const { PHONE, widgets, tapWidget, assertFingertips } = require('./fingertips.cjs');

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
