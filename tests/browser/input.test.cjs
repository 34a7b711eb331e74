// Touch, high-DPI and tile art: a phone-sized touch screen places a tile by two taps; the canvas
// backs every CSS pixel with device pixels; set tiles get their art, a custom tile is painted.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, screenshotColours, root, artifacts, api, settle, tapAt, layoutStill } = require('./harness.cjs');


const open = openGame;

test('two taps on a touch screen place the tile; the canvas is sharp at 2x', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, url,
      { viewport: { width: 412, height: 800 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const size = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight };
    });
    assert.strictEqual(size.w, size.cw * 2, 'canvas width in device pixels');
    assert.strictEqual(size.h, size.ch * 2, 'canvas height in device pixels');
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
    // The camera glides to the first legal squares: aim once it stands still.
    await layoutStill(page);
    const moves = await api(page, 'legalMoves');
    // Pick a square whose centre is on screen and not under a window.
    let target = null;
    for (const m of moves) {
      const at = await api(page, 'screenOf', m.at[0], m.at[1]);
      if (at.x > 30 && at.x < 380 && at.y > 330 && at.y < 560) { target = { m, at }; break; }
    }
    assert.ok(target, 'a legal square is on screen');
    await tapAt(page, target.at);
    await layoutStill(page);
    await tapAt(page, await api(page, 'screenOf', target.m.at[0], target.m.at[1]));
    const st = await api(page, 'state');
    assert.strictEqual(st.step, 'meeple', 'the taps placed the tile');
    assert.deepStrictEqual(st.board[1].at, target.m.at);
    assert.ok(await screenshotColours(page, path.join(artifacts, 'touch-2x.png')) > 20);
    assert.deepStrictEqual(errors, []);
  });
});

test('tile art loads for the base set and a custom tile is painted from its manifest', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, url, { viewport: { width: 1000, height: 700 } });
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
    await api(page, 'loadScenario', {
      tiles: [{ id: 'demo/roundabout', roads: [{ edges: ['N', 'E', 'S', 'W'] }] }],
      board: [{ tile: 'demo/roundabout', at: [0, 0] }, { tile: 'base/U', at: [1, 0] }, { tile: 'base/B', at: [0, 1] }],
    });
    await settle(page);
    const st = await api(page, 'state');
    assert.strictEqual(st.board.length, 3);
    // The painted roundabout and the art tiles both show: many colours on the board.
    assert.ok(await screenshotColours(page, path.join(artifacts, 'art-and-custom.png')) > 20);
    assert.deepStrictEqual(errors, []);
  });
});
