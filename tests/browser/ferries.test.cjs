// Ferries in the browser: a ferry is placed on a new lake and another is moved, both by clicking
// a route on the board; the scores follow (the seed footnote's cut-off road pays Blue 2).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, settle, clickAt } = require('./harness.cjs');

const ruling = (f) => JSON.parse(fs.readFileSync(path.join(root, 'tests/rulings', f), 'utf8'));

async function clickChoice(page, wanted) {
  const spots = await api(page, 'choiceSpots');
  const spot = spots.find((c) => c.move_ferries ? JSON.stringify(c.move_ferries[0].ferry) === JSON.stringify(wanted)
    : c.ferry && JSON.stringify(c.ferry) === JSON.stringify(wanted));
  assert.ok(spot, 'the route ' + wanted + ' is offered: ' + JSON.stringify(spots));
  await clickAt(page, spot);
  await settle(page);
}

test('a ferry is moved by clicking its new route, and a new lake gets its ferry by a click', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    const sc = ruling('ferries-footnote-moved-ferry-reopens-a-completed-road.json');
    delete sc.moves; delete sc.expect;
    await api(page, 'loadScenario', sc);
    await api(page, 'play', { tile: 'base/U', at: [2, 0], rot: 0 });
    await api(page, 'play', { meeple: null });
    let st = await api(page, 'state');
    assert.strictEqual(st.step, 'module');
    // Each route a button a fingertip wide (44 px) with a mouse too, none over another: each shows its
    // route, which at 24 px could not be told apart (issue 45).
    const routes = (await api(page, 'choiceSpots')).filter((c) => c.move_ferries);
    assert.strictEqual(routes.length, 5);
    for (const a of routes) {
      assert.ok(a.r >= 22, 'a route button ' + 2 * a.r + ' px wide');
      for (const b of routes)
        if (a !== b) assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= a.r + b.r, 'two route buttons overlap: ' + JSON.stringify([a, b]));
    }
    await page.screenshot({ path: path.join(artifacts, 'ferry-routes.png') });
    await clickChoice(page, ['E', 'S']);
    await page.screenshot({ path: path.join(artifacts, 'ferry-moved.png') });
    // The ferry may be moved only once: the step ends by itself.
    st = await api(page, 'state');
    assert.strictEqual(st.step, 'tile');
    const ferry = st.pieces.find((p) => p.kind === 'ferry' && p.at[0] === 0 && p.at[1] === 0);
    assert.ok(ferry, 'the ferry is on the lake');
    assert.deepStrictEqual(st.scores, [0, 2], 'the cut-off road paid Blue 2');
    assert.deepStrictEqual(st.notes.map((n) => n.text), ['A ferry move re-opened a completed road'], 'the log says road A re-opened');
    // Now a new lake tile: its ferry is chosen by a click.
    await api(page, 'play', { tile: 'ferries/FRRR', at: [3, 0], rot: 90 });
    await api(page, 'play', { meeple: null });
    st = await api(page, 'state');
    assert.strictEqual(st.step, 'module');
    await clickChoice(page, ['N', 'S']);
    // This lake's west jetty extends the road to the first lake: its ferry may move again now.
    st = await api(page, 'state');
    assert.strictEqual(st.step, 'module');
    const choices = await api(page, 'legalMoves');
    const leave = choices.find((c) => c.label === 'Leave the ferries where they are');
    assert.ok(leave, 'leaving the ferries is offered');
    await api(page, 'play', leave);
    st = await api(page, 'state');
    assert.strictEqual(st.step, 'tile');
    assert.strictEqual(st.pieces.filter((p) => p.kind === 'ferry').length, 2);
    await page.screenshot({ path: path.join(artifacts, 'ferry-placed.png') });
    assert.deepStrictEqual(errors, []);
  });
});

test('a game with the ferries (2nd edition) plays to the end with bots', async () => {
  await withBrowser(async (browser, url) => {
    // At 640×400: nothing here looks at the board, and a frame costs a quarter of one at 1280×800.
    const { page, errors } = await openGame(browser, url, { width: 640, height: 400 });
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: [{ name: 'A', bot: 'greedy' }, { name: 'B', bot: 'greedy' }],
      sets: ['base', 'ferries'], options: { ferries_edition: 2 }, seed: 12 });
    await page.waitForFunction(() => window.carcassonne.state().over, null, { timeout: 120000, polling: 250 });
    const st = await api(page, 'state');
    assert.strictEqual(st.board.length + 0, st.board.length);
    assert.ok(st.pieces.filter((p) => p.kind === 'ferry').length >= 1, 'ferries were placed');
    assert.deepStrictEqual(errors, []);
  });
});
