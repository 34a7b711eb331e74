// The New game dialog as a player meets it: each set says what it adds, ticking a set moves no row
// under the pointer, Start over a game in progress asks first, and the deal's box fits a phone.
// Also the rotation note: R on a square where only one rotation fits says so.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, api, artifacts, settle, clickAt, tapAt, press, until, untilState, layoutStill, fingerDrag } = require('./harness.cjs');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const click = clickAt;
const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const dialog = (page) => page.evaluate(() => window.carcassonne.shownTexts().newGame || null);

async function openDialog(page) {
  await settle(page);
  const bar = (await api(page, 'layout')).panels.find((p) => p.y < 20 && p.x > 200);  // the toolbar; New game first
  await click(page, { x: bar.x + 40, y: bar.y + 18 });
  await until(page, 'the New game dialog', () => !!window.carcassonne.shownTexts().newGame);
  await settle(page);
  return dialog(page);
}

test('New game (nl): a set says what it adds, ticking one moves no row, Start over a game in progress asks', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=nl', { width: 1280, height: 800 });
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    let d = await openDialog(page);
    for (const name of ['set/base', 'set/ferries', 'set/signposts', 'set/river', 'start', 'seed'])
      assert.ok(d.widgets[name], name + ' is in the dialog: ' + Object.keys(d.widgets));

    // The pointer on a set: its own summary, in Dutch.
    await page.mouse.move(centre(d.widgets['set/river']).x, centre(d.widgets['set/river']).y);
    await until(page, 'the river\'s hint', () => /riviertegels/.test(window.carcassonne.shownTexts().newGame.hint || ''));
    await page.mouse.move(centre(d.widgets['set/signposts']).x, centre(d.widgets['set/signposts']).y);
    await until(page, 'the signposts\' hint', () => /Pijlen/.test(window.carcassonne.shownTexts().newGame.hint || ''));

    // Ticking the Ferries: the rows under it stay where they were.
    const below = ['set/signposts', 'set/river', 'seed', 'start'].map((n) => d.widgets[n].y);
    await click(page, centre(d.widgets['set/ferries']));
    await settle(page);
    d = await dialog(page);
    assert.deepStrictEqual(['set/signposts', 'set/river', 'seed', 'start'].map((n) => d.widgets[n].y), below,
      'ticking a set moves no row');
    await page.screenshot({ path: path.join(artifacts, 'new-game-nl-1280.png') });

    // No move played yet: Start starts at once.
    await click(page, centre(d.widgets.start));
    await until(page, 'the dialog closed', () => !window.carcassonne.shownTexts().newGame);
    let st = await api(page, 'state');
    assert.ok(st.sets.includes('ferries'), 'the game has the ferries: ' + st.sets);

    // A move played: Start asks, Back keeps the game, Start then the confirmation replaces it.
    await api(page, 'play', (await api(page, 'legalMoves'))[0]);
    const tiles = (await api(page, 'state')).board.length;
    d = await openDialog(page);
    await click(page, centre(d.widgets.start));
    await until(page, 'the question', () => window.carcassonne.shownTexts().newGame.asking === true);
    d = await dialog(page);
    assert.ok(d.widgets.confirm && d.widgets.back, 'the question offers Start a new game and Back');
    assert.strictEqual((await api(page, 'state')).board.length, tiles, 'nothing started yet');
    await page.screenshot({ path: path.join(artifacts, 'new-game-nl-asking.png') });
    await click(page, centre(d.widgets.back));
    await until(page, 'no question', () => window.carcassonne.shownTexts().newGame.asking === false);
    d = await dialog(page);
    await click(page, centre(d.widgets.start));
    await until(page, 'the question again', () => window.carcassonne.shownTexts().newGame.asking === true);
    d = await dialog(page);
    await click(page, centre(d.widgets.confirm));
    await until(page, 'the dialog closed', () => !window.carcassonne.shownTexts().newGame);
    st = await api(page, 'state');
    assert.strictEqual(st.board.length, 1, 'a new game: only the start tile');
    assert.deepStrictEqual(errors, []);
  });
});

test('390×844 (de): with three players the dialog and Start are inside the screen, and a finger scrolls its choices', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=de', PHONE);
    // Three players: their rows were the widest part, and pushed the dialog past the right edge.
    await api(page, 'newGame', { players: ['Du', { name: 'Ada', bot: 'greedy' }, { name: 'Bea', bot: 'greedy' }], seed: 3 });
    // New game is on the More sheet: the bar's More, then the sheet's New game.
    await layoutStill(page);
    const bar = (await api(page, 'layout')).panels.find((p) => p.docked && p.y < 5);
    await tapAt(page, { x: bar.x + bar.w - 30, y: bar.y + bar.h - 30 });  // More: the bar's last line, its right end
    await until(page, 'the sheet', () => window.carcassonne.layout().panels.some((p) => !p.docked && p.y > 100));
    await settle(page);
    const sheet = (await api(page, 'layout')).panels.find((p) => !p.docked && p.y > 100);
    await tapAt(page, { x: sheet.x + 46, y: sheet.y + 73 });
    await until(page, 'the New game dialog', () => !!window.carcassonne.shownTexts().newGame);
    await settle(page);
    const d = await dialog(page);
    await page.screenshot({ path: path.join(artifacts, 'new-game-de-390.png') });
    for (const name of ['seed', 'start', 'set/river'])
      assert.ok(d.widgets[name].x >= 0 && d.widgets[name].x + d.widgets[name].w <= 390,
        name + ' inside the screen: ' + JSON.stringify(d.widgets[name]));
    // The dialog itself (the widest panel over the board), its border included.
    const box = (await api(page, 'layout')).panels.reduce((a, b) => (b.h > a.h ? b : a));
    assert.ok(box.x >= 0 && box.x + box.w <= 390, 'the dialog inside the screen: ' + JSON.stringify(box));
    // A finger dragged up over the sets scrolls them; Start stays where it was.
    const river = d.widgets['set/river'];
    await fingerDrag(page, river.x + river.w / 2, river.y + river.h / 2, 90, 6);
    const after = await dialog(page);
    assert.ok(after.widgets['set/river'].y < river.y - 30, 'the sets scrolled: ' + river.y + ' → ' + after.widgets['set/river'].y);
    assert.strictEqual(after.widgets.start.y, d.widgets.start.y, 'Start stays under the list');
    await page.screenshot({ path: path.join(artifacts, 'new-game-de-390-scrolled.png') });
    // The drag began on the River's row and ticked nothing: Start deals the base game alone.
    await tapAt(page, centre(after.widgets.start));
    await until(page, 'the dialog closed', () => !window.carcassonne.shownTexts().newGame);
    assert.deepStrictEqual((await api(page, 'state')).sets, ['base'], 'the drag ticked no set');
    assert.deepStrictEqual(errors, []);
  });
});

test('R on a square where only one rotation fits says so under the square (nl)', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=nl', { width: 1280, height: 800 });
    // A deal whose first tile has a square with exactly one fitting rotation.
    let square = null;
    for (let seed = 1; seed < 60 && !square; ++seed) {
      await api(page, 'newGame', { players: ['You', 'Ada'], seed });
      const rotations = {};
      for (const m of await api(page, 'legalMoves')) (rotations[m.at.join(',')] = rotations[m.at.join(',')] || []).push(m);
      const one = Object.values(rotations).find((r) => r.length === 1);
      if (one) square = one[0];
    }
    assert.ok(square, 'a deal with a square that takes the tile one way round only');
    await settle(page);
    const at = await api(page, 'screenOf', square.at[0], square.at[1]);
    await clickAt(page, at);
    await until(page, 'the square chosen', (a) => JSON.stringify(window.carcassonne.layout().selected) === JSON.stringify(a), square.at);
    const before = (await api(page, 'layout')).note;
    assert.strictEqual(before, null, 'no note before R');
    await press(page, 'r');
    await until(page, 'the note', () => /Alleen zo gedraaid/.test(window.carcassonne.layout().note || ''));
    await page.screenshot({ path: path.join(artifacts, 'rotate-note-nl.png') });
    // The tile stays as it was, and Place still places it.
    await untilState(page, 'still placing', (s) => s.step === 'tile');
    assert.deepStrictEqual(errors, []);
  });
});
