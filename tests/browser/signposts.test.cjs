// Signposts in the browser: the seed's example shows its correctness overlay when the road is
// hovered (correct arrows ringed, its words wrapped), and a game with signposts, ferries and the winter deck with the
// gingerbread man plays to the end.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, screenshotColours, screenshotStats, root, artifacts, api, nextFrames, settle } = require('./harness.cjs');


test('hovering a road shows each signpost as correct or wrong', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    const sc = JSON.parse(fs.readFileSync(path.join(root, 'tests/rulings/signposts-seed-example-2-five-correct-three-types.json'), 'utf8'));
    delete sc.moves; delete sc.expect;
    await api(page, 'loadScenario', sc);
    await settle(page);
    await page.mouse.move(5, 400);
    await nextFrames(page, 2);
    const before = await page.screenshot();
    const at = await api(page, 'screenOf', 1, 0);
    await page.mouse.move(at.x + at.size * 0.05, at.y);
    await nextFrames(page, 2);
    const after = await page.screenshot({ path: path.join(artifacts, 'signpost-overlay.png') });
    assert.notDeepStrictEqual(after, before, 'the overlay appears on hover');
    // Its words wrap to a box that leaves the board in sight (it was one line 778 px wide).
    const lay = await api(page, 'layout');
    assert.ok(lay.tip && lay.tipBox && lay.tipBox.w <= 440, 'the explanation is wrapped: ' + JSON.stringify(lay.tipBox));
    // The overlay's green rings: count green-dominant pixels around the board.
    const green = (await screenshotStats(page, after, (r, g, b) => r < 60 && g > 140 && b < 90)).matching;
    assert.ok(green > 50, 'correct signposts are ringed in green (' + green + ' pixels)');
    assert.deepStrictEqual(errors, []);
  });
});

test('signposts with ferries and the winter deck with the gingerbread man play to the end', async () => {
  await withBrowser(async (browser, url) => {
    // The bots play at 640×400 (a frame costs a quarter of one at 1280×800); the end is looked at in 1280×800.
    const { page, errors } = await openGame(browser, url, { width: 640, height: 400 });
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: [{ name: 'A', bot: 'greedy' }, { name: 'B', bot: 'greedy' }, { name: 'C', bot: 'random' }],
      sets: ['winter', 'gingerbread', 'ferries', 'signposts'], seed: 21 });
    await page.waitForFunction(() => window.carcassonne.state().over, null, { timeout: 180000, polling: 250 });
    const st = await api(page, 'state');
    assert.ok(st.board.some((t) => t.tile.startsWith('signposts/')), 'signpost tiles were played');
    // The start tile is marked in a game too: the words "2 east, 1 north of the start tile" count from it.
    assert.ok((await api(page, 'layout')).marks.some((m) => m.text === 'start tile'), 'the start tile is marked');
    await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page);
    assert.ok(await screenshotColours(page, path.join(artifacts, 'all-expansions-end.png')) > 20);
    assert.deepStrictEqual(errors, []);
  });
});
