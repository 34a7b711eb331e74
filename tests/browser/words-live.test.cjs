// The live region's texts (web/shell/mirror.js, #words-live; issue 41, item 7): a scoring said with
// its points, and a click the engine refuses on the canvas (the tile where it fits in no rotation, a
// meeple where none may stand) said with its reason (shownTexts().refusal), in the reader's language
// (a bot's move is said in mirror.test.cjs and keyboard-game.test.cjs).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, openGame, api, until, clickAt, settle } = require('./harness.cjs');

// Anna's knight in a city of one tile (base/E at 0,0); a straight road (base/U) east of it; a second
// base/E in Anna's hand. North of the road no rotation of it fits; north of the city, turned round,
// it finishes the city: 4 points.
const SCENARIO = {
  sets: ['base'],
  players: ['Anna', 'Ben'],
  board: [
    { tile: 'base/E', at: [0, 0], rot: 0, meeples: [{ player: 0, on: 'city N' }] },
    { tile: 'base/U', at: [1, 0], rot: 90 },
  ],
  tile: 'base/E',
};

const liveText = (page) => page.evaluate(() => (document.getElementById('words-live') || {}).textContent || '');

async function germanGame(browser, url) {
  const opened = await openGame(browser, url + 'index.html?lang=de');
  const { page } = opened;
  await until(page, 'German tables', () => window.carcassonne.shownTexts().strings === 'de');
  await api(page, 'loadScenario', SCENARIO);
  await until(page, 'the words in the page', () => !!document.querySelector('#words li') && !!document.getElementById('words-live'));
  await settle(page);
  return opened;
}

test('a scoring is said in the live region with its points, in German', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await germanGame(browser, url);
    const before = (await api(page, 'shownTexts')).log.length;
    await api(page, 'play', { tile: 'base/E', at: [0, -1], rot: 180, meeple: null });
    await until(page, 'the city scored', () => window.carcassonne.state().scores[0] === 4);
    const log = (await api(page, 'shownTexts')).log.slice(before);
    const scored = log.find((l) => /\b4\b/.test(l));
    assert.ok(scored, 'a log line with the 4 points: ' + JSON.stringify(log));
    assert.match(scored, /Anna/);
    assert.match(scored, /erhält 4 für eine fertige Stadt/, 'the points in German words: ' + scored);
    await until(page, 'the scoring said', (line) => ((document.getElementById('words-live') || {}).textContent || '').includes(line), scored);
    assert.ok(!/\b(scores|points)\b/.test(await liveText(page)), 'no English: ' + await liveText(page));
    assert.deepStrictEqual(errors, []);
  });
});

test('a click on the canvas where the tile fits in no rotation is said in the live region with the reason, each time, in German', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await germanGame(browser, url);
    const reason = 'Die Karte auf der Hand passt hier in keiner Drehung: Ihre Ränder passen nicht zu den Karten daneben.';
    const said = () => page.evaluate((r) => [...document.querySelectorAll('#words-live p')].filter((p) => p.textContent === r).length, reason);
    const before = await said();
    assert.strictEqual(before, 0);
    const north = await api(page, 'screenOf', 1, -1);  // north of the road
    await clickAt(page, north);
    await until(page, 'the refusal said', (r) => ((document.getElementById('words-live') || {}).textContent || '').includes(r), reason);
    const t = await api(page, 'shownTexts');
    assert.deepStrictEqual(t.refusal, { words: reason, count: 1 });
    assert.strictEqual(await said(), 1);
    // Nothing was played: the same tile is still in hand, no square chosen.
    const st = await api(page, 'state');
    assert.strictEqual(st.step, 'tile');
    assert.strictEqual(st.board.length, 2);
    // The same refusal again is said again.
    await clickAt(page, north);
    await until(page, 'the refusal said again', (r) =>
      [...document.querySelectorAll('#words-live p')].filter((p) => p.textContent === r).length === 2, reason);
    // A click on a square where the tile fits is no refusal: nothing more is said of one.
    await clickAt(page, await api(page, 'screenOf', 0, -1));
    await settle(page);
    assert.strictEqual((await api(page, 'shownTexts')).refusal.count, 2);
    assert.strictEqual(await said(), 2);
    assert.deepStrictEqual(errors, []);
  });
});

test('a click on a meeple spot of the tile just placed where none may stand is said in the live region with the reason, in German', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await germanGame(browser, url);
    // North of Anna's city, turned round: the new tile's city joins the one her knight holds.
    await api(page, 'play', { tile: 'base/E', at: [0, -1], rot: 180 });
    await settle(page);
    assert.strictEqual((await api(page, 'state')).step, 'meeple');
    const square = await api(page, 'screenOf', 0, -1);
    await clickAt(page, { x: square.x, y: square.y + 0.35 * square.size });  // the city's spot, near the south edge
    await until(page, 'the refusal said', () => /^Besetzt: die Stadt auf der Südseite hat schon einen Gefolgsmann/
      .test(((document.getElementById('words-live') || {}).lastChild || {}).textContent || ''));
    assert.strictEqual((await api(page, 'state')).step, 'meeple', 'nothing was played');
    assert.strictEqual((await api(page, 'shownTexts')).refusal.count, 1);
    assert.deepStrictEqual(errors, []);
  });
});
