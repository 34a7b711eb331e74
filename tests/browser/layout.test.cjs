// The board the panels never hide, at 1280×800 with a mouse and at 390×844 on a touch phone: in a
// mid-game position every legal square lies inside the canvas and outside every panel (read from
// the page API's layout()), a click or tap on one places the tile, the camera keeps its zoom from
// one turn to the next while the squares fit, every meeple spot offered is a fingertip wide
// (44 CSS px) and apart from the others, and tapping it places the meeple; ferry routes are
// fingertip-wide buttons named in words, and tapping one moves the ferry.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, layoutStill, clickAt, tapAt, humansTurn, untilState, playedUntil } = require('./harness.cjs');

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

const open = openGame;

// Until the camera and the panels stand still after a change (harness.cjs: layout() the same in two
// frames one after the other).
const settle = layoutStill;

const inside = (p, r) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

// Every point on the canvas and under no panel.
function assertClear(layout, points, what) {
  for (const p of points) {
    assert.ok(p.x >= 0 && p.x <= layout.view.w && p.y >= 0 && p.y <= layout.view.h,
      what + ' ' + JSON.stringify(p) + ' is on the canvas ' + JSON.stringify(layout.view));
    for (const panel of layout.panels)
      assert.ok(!inside(p, panel), what + ' ' + JSON.stringify(p) + ' is under the panel ' + JSON.stringify(panel));
  }
}

const midGame = (page, tiles) => playedUntil(page, tiles, 7);

// Clicks (or taps) a point of the page.
async function press(page, touch, p) {
  if (touch) await tapAt(page, p);
  else await clickAt(page, p);
}

async function playsMidGame(browser, url, options, name) {
  const touch = !!options.hasTouch;
  const { page, errors } = await open(browser, url, options);
  await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
  await midGame(page, 9);
  await settle(page);
  let layout = await api(page, 'layout');
  assert.ok(layout.squares.length > 0, 'legal squares are offered');
  assertClear(layout, layout.squares, 'the legal square');
  for (const sq of layout.squares) assert.ok(inside(sq, layout.safe), 'inside the safe area: ' + JSON.stringify(sq));
  const docked = layout.panels.filter((p) => p.docked);
  const covered = docked.reduce((a, p) => a + p.w * p.h, 0) / (layout.view.w * layout.view.h);
  assert.ok(covered < 0.4, 'the panels leave most of the screen to the board (' + covered.toFixed(2) + ' covered)');
  await page.screenshot({ path: path.join(artifacts, 'layout-' + name + '.png') });

  // The next turn: the zoom stays unless the squares would no longer fit.
  const sizeBefore = layout.tileSize;
  const target = layout.squares[0];
  await press(page, touch, target);
  // The first tap chooses the square (the tile shows there), the second confirms.
  await page.waitForFunction((at) => JSON.stringify(window.carcassonne.layout().selected) === JSON.stringify(at),
    target.at, { timeout: 5000, polling: 50 });
  await press(page, touch, target);
  // (the frames waited for may include one drawn just before the input came: wait for the state)
  await page.waitForFunction(() => window.carcassonne.state().step === 'meeple', null, { timeout: 5000, polling: 50 })
    .catch(() => {});
  let st = await api(page, 'state');
  assert.strictEqual(st.step, 'meeple', 'the click placed the tile');
  assert.deepStrictEqual(st.board[st.board.length - 1].at, target.at);

  // The meeple spots: a fingertip wide each, apart, on the canvas and under no panel.
  await settle(page);
  layout = await api(page, 'layout');
  const spots = layout.targets;
  assert.ok(spots.length >= 2, 'meeple spots are offered: ' + spots.length);
  assertClear(layout, spots, 'the meeple spot');
  for (const t of spots) {
    // A fingertip on a touch screen, a pointer's 24 px with a mouse (so the spots leave the tile readable).
    assert.ok(2 * t.radius >= (touch ? 44 : 24), 'a meeple spot is ' + 2 * t.radius + ' px wide');
    if (!touch) assert.ok(2 * t.radius < 44, 'with a mouse a spot is smaller than a fingertip: ' + 2 * t.radius);
    assert.ok(/^the (city|road|field|monastery)/.test(t.name), 'the spot is named in words: ' + t.name);
  }
  for (let i = 0; i < spots.length; ++i)
    for (let j = i + 1; j < spots.length; ++j) {
      const d = Math.hypot(spots[i].x - spots[j].x, spots[i].y - spots[j].y);
      assert.ok(d >= spots[i].radius + spots[j].radius, 'two meeple spots overlap (' + d.toFixed(1) + ' px apart)');
    }
  await page.screenshot({ path: path.join(artifacts, 'layout-' + name + '-meeple.png') });
  const meeplesBefore = st.players[0].meeples;
  const pick = spots[spots.length - 1];
  await press(page, touch, pick);
  await page.waitForFunction((n) => window.carcassonne.state().players[0].meeples === n, meeplesBefore - 1,
    { timeout: 5000, polling: 50 }).catch(() => {});
  st = await api(page, 'state');
  assert.strictEqual(st.players[0].meeples, meeplesBefore - 1, 'the tap placed a meeple (' + pick.move.meeple + ')');

  // The bot moves; back at the human's tile step the zoom is the same if the squares still fit.
  await page.waitForFunction(() => {
    const s = window.carcassonne.state();
    return s.over || (s.next === 0 && s.step === 'tile');
  }, null, { timeout: 30000, polling: 50 });
  await settle(page);
  layout = await api(page, 'layout');
  assertClear(layout, layout.squares, 'the legal square (next turn)');
  const xs = layout.squares.map((s) => s.at[0]), ys = layout.squares.map((s) => s.at[1]);
  const fits = (Math.max(...xs) - Math.min(...xs) + 1) * sizeBefore <= layout.safe.w &&
    (Math.max(...ys) - Math.min(...ys) + 1) * sizeBefore <= layout.safe.h;
  if (fits) assert.strictEqual(layout.tileSize, sizeBefore, 'no zoom unasked while the squares fit');
  else assert.ok(layout.tileSize < sizeBefore, 'zoomed out only because the squares did not fit');
  await page.screenshot({ path: path.join(artifacts, 'layout-' + name + '-next.png') });
  assert.deepStrictEqual(errors, []);
  return page;
}

test('1280×800: every legal square is clear of the panels, clicks place the tile and a meeple', async () => {
  await withBrowser(async (browser, url) => {
    const page = await playsMidGame(browser, url, DESKTOP, 'desktop');
    const texts = await api(page, 'shownTexts');
    assert.ok(texts.turn.some((t) => t.includes('Right click turns the tile')), 'the mouse hint: ' + texts.turn);
  });
});

test('390×844 touch: a compact bar, every square clear, spots a fingertip wide, taps place tile and meeple',
  async () => {
    await withBrowser(async (browser, url) => {
      const page = await playsMidGame(browser, url, PHONE, 'phone');
      // The hint speaks of taps, never of a right click.
      const texts = await api(page, 'shownTexts');
      assert.ok(texts.turn.some((t) => t.includes('Tap the tile in hand to turn it')), 'the touch hint: ' + texts.turn);
      assert.ok(!JSON.stringify(texts).includes('Right click'), 'no right click on a phone');
    });
  });

test('ferry routes are fingertip-wide buttons named in words; tapping one moves the ferry', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, url, PHONE);
    const sc = JSON.parse(fs.readFileSync(
      path.join(root, 'tests/rulings/ferries-footnote-moved-ferry-reopens-a-completed-road.json'), 'utf8'));
    delete sc.moves; delete sc.expect;
    await api(page, 'loadScenario', sc);
    await api(page, 'play', { tile: 'base/U', at: [2, 0], rot: 0 });
    await api(page, 'play', { meeple: null });
    await settle(page);
    const layout = await api(page, 'layout');
    const routes = layout.targets;
    assert.ok(routes.length >= 2, 'routes are offered: ' + routes.length);
    assertClear(layout, routes, 'the route button');
    for (const r of routes) {
      assert.ok(2 * r.radius >= 44, 'a route button is ' + 2 * r.radius + ' px wide');
      assert.match(r.name, /^the ferry route between the (north|east|south|west) and (north|east|south|west) jetties$/);
    }
    for (let i = 0; i < routes.length; ++i)
      for (let j = i + 1; j < routes.length; ++j)
        assert.ok(Math.hypot(routes[i].x - routes[j].x, routes[i].y - routes[j].y) >= 44, 'route buttons overlap');
    await page.screenshot({ path: path.join(artifacts, 'layout-ferry-routes.png') });
    const es = routes.find((r) => r.name === 'the ferry route between the east and south jetties');
    assert.ok(es, 'the east–south route is offered');
    await tapAt(page, es);
    // Under load a tap can reach the app a frame or two later than the three tapAt waits for.
    await untilState(page, 'the tap moving the ferry', (s) => s.step === 'tile');
    const st = await api(page, 'state');
    assert.deepStrictEqual(st.scores, [0, 2], 'the cut-off road paid Blue 2');
    assert.deepStrictEqual(errors, []);
  });
});

test('390×844 touch: More opens the sheet with the players and the log over the board, Close shuts it', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, url, PHONE);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
    await settle(page);
    const closed = await api(page, 'layout');
    assert.strictEqual(closed.panels.length, 2, 'a bar and the compact bar: ' + JSON.stringify(closed.panels));
    assert.ok(closed.panels.every((p) => p.docked && p.y < 300), 'both bars at the top');
    // More is the last button of the top bar: found from its right end.
    const bar = closed.panels.find((p) => p.y === 0);
    assert.ok(bar.h >= 44 + 8, 'the buttons of the bar are a fingertip tall (bar ' + bar.h + ' px)');
    let more = null;
    for (let x = bar.x + bar.w - 10; x > bar.x + bar.w / 2 && !more; x -= 15) {
      await tapAt(page, { x, y: bar.y + bar.h / 2 });
      await settle(page);
      if ((await api(page, 'layout')).panels.some((p) => !p.docked)) more = x;
    }
    assert.ok(more, 'More opens the sheet');
    const opened = await api(page, 'layout');
    assert.strictEqual(opened.panels.filter((p) => !p.docked).length, 2, 'the players and the log');
    assert.deepStrictEqual(opened.safe, closed.safe, 'the sheet does not shrink the board');
    await page.screenshot({ path: path.join(artifacts, 'layout-phone-sheet.png') });
    await tapAt(page, { x: more, y: bar.y + bar.h / 2 });
    await settle(page);
    assert.strictEqual((await api(page, 'layout')).panels.length, 2, 'Close shuts the sheet');
    assert.deepStrictEqual(errors, []);
  });
});

test("390×844 touch: the gingerbread man's cities are fingertip-wide targets named in words; a tap moves him",
  async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await open(browser, url, PHONE);
      await api(page, 'setBotDelay', 0);
      await api(page, 'newGame',
        { players: ['You', { name: 'Ada', bot: 'greedy' }], sets: ['winter', 'gingerbread'], seed: 4 });
      let st;
      for (let guard = 0; guard < 5000; ++guard) {
        st = await api(page, 'state');
        assert.ok(!st.over, 'the figure had to move before the end');
        if (st.next !== 0) { await humansTurn(page); continue; }
        if (st.step === 'module') break;
        const legal = await api(page, 'legalMoves');
        await api(page, 'play', legal[(st.turn * 5) % legal.length]);
      }
      await api(page, 'setBotDelay', 600000);  // the bot waits, so the result can be read
      await settle(page);
      const layout = await api(page, 'layout');
      const cities = layout.targets;
      assert.ok(cities.length >= 1, 'cities are offered');
      for (const c of cities) {
        assert.ok(2 * c.radius >= 44, 'a city target is ' + 2 * c.radius + ' px wide');
        assert.match(c.name, /^the city on the (north|east|south|west)/);
      }
      for (let i = 0; i < cities.length; ++i)
        for (let j = i + 1; j < cities.length; ++j)
          assert.ok(Math.hypot(cities[i].x - cities[j].x, cities[i].y - cities[j].y) >= 44, 'city targets overlap');
      const clear = (p) => p.x > 0 && p.x < layout.view.w && p.y < layout.view.h && !layout.panels.some((q) => inside(p, q));
      const pick = cities.find(clear);
      assert.ok(pick, 'a city target is on screen, under no panel');
      await page.screenshot({ path: path.join(artifacts, 'layout-phone-gingerbread.png') });
      await tapAt(page, pick);
      st = await api(page, 'state');
      assert.strictEqual(st.next, 1, 'the tap ended the turn');
      assert.deepStrictEqual(st.pieces.find((p) => p.kind === 'gingerbread').at, pick.move.gingerbread.at);
      assert.deepStrictEqual(errors, []);
    });
  });
