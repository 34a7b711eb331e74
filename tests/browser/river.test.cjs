// The River in the browser: a base + river game starts from the spring, deals the river tiles
// first (the lake last), the first one is placed by clicks and the rest through the page API; the
// water shows in the art and on tiles painted from their manifests (a scenario's custom tiles).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, screenshotStats, artifacts, api, nextFrames, settle, clickAt, artDrawn } = require('./harness.cjs');

// Water blue (#4f97d3 and its neighbours after scaling).
const water = (r, g, b) => b > 170 && r < 120 && g > 120 && g < 185;

test('base + river: the spring starts, the river tiles come first and are placed by click and API', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
    let st = await api(page, 'newGame', { players: [{ name: 'Red' }, { name: 'Blue' }], sets: ['base', 'river'], seed: 5 });
    assert.deepStrictEqual(st.sets, ['base', 'river']);
    assert.strictEqual(st.board.length, 1);
    assert.strictEqual(st.board[0].tile, 'river/R01', 'the spring is the start tile');
    assert.deepStrictEqual(st.board[0].at, [0, 0]);
    assert.match(st.tile, /^river\//, 'a river tile is dealt first');

    // The first river tile by mouse: choose the square, click again to confirm.
    const first = (await api(page, 'legalMoves'))[0];
    const at = await api(page, 'screenOf', first.at[0], first.at[1]);
    await clickAt(page, at);
    await clickAt(page, at);
    st = await api(page, 'state');
    assert.strictEqual(st.step, 'meeple', 'the clicks placed the tile');
    assert.deepStrictEqual(st.board[1].at, first.at);
    await api(page, 'play', { meeple: null });

    // The rest of the river through the API: every tile dealt is a river tile until the lake.
    const dealt = [st.board[1].tile];
    for (let guard = 0; guard < 40; ++guard) {
      st = await api(page, 'state');
      if (!st.tile.startsWith('river/')) break;
      dealt.push(st.tile);
      const legal = await api(page, 'legalMoves');
      assert.ok(legal.length > 0, st.tile + ' has a place');
      await api(page, 'play', legal[(guard * 3) % legal.length]);
      await api(page, 'play', { meeple: null });
    }
    assert.strictEqual(dealt.length, 11, 'the eleven river tiles after the spring: ' + dealt.join(' '));
    assert.strictEqual(dealt[dealt.length - 1], 'river/R12', 'the lake ends the river');
    st = await api(page, 'state');
    assert.match(st.tile, /^base\//, 'then the base tiles');
    await page.mouse.move(5, 790);
    await artDrawn(page);  // the river's art, not the river painted from its manifest
    const shot = await page.screenshot({ path: path.join(artifacts, 'river.png') });
    const stats = await screenshotStats(page, shot, water);
    assert.ok(stats.matching > 3000, 'the river shows (' + stats.matching + ' water pixels)');
    assert.deepStrictEqual(errors, []);
  });
});

test('the new-game dialog offers the river (from the set index); a winter game shows its snowy art', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 20000 });
    // New game, tick the last expansion of the index (the river), start: the dialog's widgets
    // from shownTexts().newGame (their boxes as drawn).
    // The toolbar's first button, New game, from the toolbar's box (the language picker widened it).
    const bar = (await api(page, 'layout')).panels.find((p) => p.y < 20 && p.x > 200);
    await page.mouse.click(bar.x + 40, bar.y + 18);
    await page.waitForFunction(() => !!window.carcassonne.shownTexts().newGame, null, { timeout: 10000, polling: 100 });
    await settle(page);
    const lay = await page.evaluate(() => window.carcassonne.layout());
    const dialog = lay.panels.find((b) => !b.docked && b.x < 640 && b.x + b.w > 640 && b.y < 400 && b.y + b.h > 400);
    assert.ok(dialog, 'the dialog is listed by layout()');
    const widgets = (await api(page, 'shownTexts')).newGame.widgets;
    const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
    await clickAt(page, centre(widgets['set/river']));
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, 'river-new-game.png') });
    await clickAt(page, centre(widgets.start));
    await page.waitForFunction(() => !window.carcassonne.shownTexts().newGame, null, { timeout: 10000, polling: 100 });
    let st = await api(page, 'state');
    assert.deepStrictEqual(st.sets, ['base', 'river'], 'the dialog started a game with the river');
    assert.strictEqual(st.board[0].tile, 'river/R01');

    // Winter + river: the river tiles' art in the snow look (the set's "snow" variant).
    await api(page, 'setBotDelay', 0);
    st = await api(page, 'newGame', { players: [{ name: 'Red' }, { name: 'Blue' }], sets: ['winter', 'river'], seed: 9 });
    for (let i = 0; i < 6; ++i) {
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', legal[0]);
      await api(page, 'play', { meeple: null });
    }
    await page.mouse.move(5, 790);
    await artDrawn(page);  // the river's snowy look, asked for by the first frame of this game
    const shot = await page.screenshot({ path: path.join(artifacts, 'river-winter.png') });
    const ice = await screenshotStats(page, shot, (r, g, b) => b > 200 && r > 150 && r < 190 && g > 190 && g < 215);
    assert.ok(ice.matching > 3000, 'icy water shows (' + ice.matching + ' pixels)');
    const summer = await screenshotStats(page, shot, water);
    assert.ok(summer.matching < 200, 'no summer water (' + summer.matching + ' pixels)');
    assert.deepStrictEqual(errors, []);
  });
});

test('river tiles painted from a manifest: bands, bend, bridge, spring, lake, a monastery on its bank', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    const f = (halves) => ({ halves });
    const tiles = [
      { id: 'test/spring', river: ['E'], spring: true, fields: [f(['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'])] },
      { id: 'test/straight', river: ['E', 'W'], fields: [f(['Nw', 'Ne', 'En', 'Wn']), f(['Es', 'Se', 'Sw', 'Ws'])] },
      { id: 'test/bridge', river: ['E', 'W'], roads: [{ edges: ['N', 'S'] }],
        fields: [f(['Nw', 'Wn']), f(['Ne', 'En']), f(['Es', 'Se']), f(['Sw', 'Ws'])] },
      { id: 'test/bend', river: ['W', 'S'], fields: [f(['Nw', 'Ne', 'En', 'Es', 'Se', 'Wn']), f(['Sw', 'Ws'])] },
      { id: 'test/abbey', river: ['N', 'S'], roads: [{ edges: ['E'] }], monastery: true,
        fields: [f(['Nw', 'Wn', 'Ws', 'Sw']), f(['Ne', 'En']), f(['Es', 'Se'])] },
      { id: 'test/lake', river: ['N'], fields: [f(['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'])] },
    ];
    const board = [
      { tile: 'test/spring', at: [0, 0] }, { tile: 'test/straight', at: [1, 0] }, { tile: 'test/bridge', at: [2, 0] },
      { tile: 'test/bend', at: [3, 0] }, { tile: 'test/abbey', at: [3, 1] }, { tile: 'test/lake', at: [3, 2] },
    ];
    for (const sets of [['base'], ['winter']]) {
      await api(page, 'loadScenario', { sets, tiles, board });
      await page.mouse.move(5, 790);
      await nextFrames(page, 2);
      const shot = await page.screenshot({ path: path.join(artifacts, 'river-painted-' + sets[0] + '.png') });
      const blue = sets[0] === 'base' ? water : (r, g, b) => b > 200 && r > 150 && r < 190 && g > 190 && g < 215;
      const stats = await screenshotStats(page, shot, blue);
      assert.ok(stats.matching > 3000, sets[0] + ': the painted river shows (' + stats.matching + ' water pixels)');
    }
    assert.deepStrictEqual(errors, []);
  });
});
