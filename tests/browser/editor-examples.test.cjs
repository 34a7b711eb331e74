// The rule pages' worked examples set up in the editor from a new draft by clicks only: the
// Signposts' example 2 (four tiles with arrows that exist in no box, built from their edges) and
// the Ferries' example (the start tile taken away once other tiles are down). The position built
// is then played on with the demo's own moves, which must give the demo's final scores
// (assets/scenarios/index.json): the editor expressed the same position. (Recording those moves
// and publishing are the Record and Publish stages' tests.)
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, root, artifacts, api } = require('./harness.cjs');

const demoIndex = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const demo = (file) => JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', file), 'utf8'));
const finalScores = (file) => demoIndex.demos.find((d) => d.file === file).final_scores;

const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
const editor = (page) => api(page, 'editor');
// Until the app has drawn everything a click or key started: no new frame for a third of a second
// (the app draws only when something changes, then a few frames to settle).
async function settle(page) {
  let last = -1, quiet = 0;
  for (let i = 0; i < 100 && quiet < 3; ++i) {
    const frames = (await api(page, 'frameStats')).frames;
    quiet = frames === last ? quiet + 1 : 0;
    last = frames;
    await page.waitForTimeout(100);
  }
}

// The editor's controls, found through editor().widgets once they stay in place.
function clicker(page) {
  const widget = async (name, tries = 40) => {
    await settle(page);
    let last = null;
    for (let i = 0; i < tries; ++i) {
      const w = (await editor(page)).widgets[name];
      if (w && last && JSON.stringify(w) === JSON.stringify(last)) return w;
      last = w || null;
      await page.waitForTimeout(60);
    }
    return null;
  };
  const at = async (p) => {
    await page.mouse.move(p.x, p.y);
    await page.waitForTimeout(60);
    await page.mouse.click(p.x, p.y);
    await page.waitForTimeout(100);
    await settle(page);
  };
  const click = async (name) => {
    const w = await widget(name);
    if (!w) throw new Error('the editor shows no widget ' + name);
    await at(centre(w));
  };
  const key = async (k) => {
    await page.keyboard.down(k);
    await page.waitForTimeout(70);
    await page.keyboard.up(k);
    await page.waitForTimeout(100);
    await settle(page);
  };
  // A tile of the palette: scrolled to with the mouse wheel over the palette until it shows.
  const choose = async (id) => {
    const name = 'palette/' + id;
    for (let turn = 0; turn < 40; ++turn) {
      if (await widget(name, 3)) return click(name);
      const box = (await editor(page)).widgets['window/tiles'];
      await page.mouse.move(box.x + box.w / 2, box.y + box.h * 0.6);
      await page.mouse.wheel(0, turn < 20 ? 90 : -90);
      await page.waitForTimeout(120);
    }
    throw new Error('the palette does not show ' + id);
  };
  // A square's centre on screen, in the part of the board the windows leave free (the board
  // centred first when it is not).
  const onScreen = async (x, y) => {
    for (let tries = 0; tries < 2; ++tries) {
      const p = await api(page, 'screenOf', x, y), safe = (await api(page, 'layout')).safe, m = p.size / 2;
      if (p.x - m >= safe.x && p.x + m <= safe.x + safe.w && p.y - m >= safe.y && p.y + m <= safe.y + safe.h) return p;
      await click('button/centre');
    }
    return api(page, 'screenOf', x, y);
  };
  // The chosen tile on a square, turned `quarters` times with R first.
  const put = async (x, y, quarters) => {
    const p = await onScreen(x, y);
    await page.mouse.move(p.x, p.y);
    await page.waitForTimeout(60);
    for (let k = 0; k < quarters; ++k) await key('r');
    await at(p);
    const ed = await editor(page);
    assert.strictEqual(ed.message, '', 'put at ' + x + ',' + y + ': ' + ed.message);
  };
  const square = async (x, y) => at(await onScreen(x, y));
  return { widget, click, key, choose, put, square };
}

async function openEditor(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url + '?edit=1');
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
  await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  const ed = await editor(page);
  assert.strictEqual(ed.active, true);
  assert.strictEqual(ed.scenario.board.length, 1, 'a new draft: the start tile alone');
  return { page, errors };
}

// The position built, played on with the demo's moves: its scores.
async function scoresWithMoves(page, built, file) {
  const d = demo(file);
  await api(page, 'loadDemo', Object.assign({}, built, { moves: d.moves, end: !!d.end }));
  return (await api(page, 'step', 'end')).scores;
}

// The squares a board covers.
const squares = (sc) => sc.board.map((b) => b.at.join(',')).sort();
// A board's entries as text with their keys sorted, for comparing.
const sorted = (v) => Array.isArray(v) ? v.map(sorted)
  : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
const entries = (sc) => sc.board.map((b) => JSON.stringify(sorted(b))).sort();

test('the Signposts example 2 set up by clicks, custom tiles with arrows included', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openEditor(browser, url);
    const ui = clicker(page);
    const file = 'signposts-five-correct-three-types.json';
    // The Signposts into play.
    await ui.click('header/sets');
    await ui.click('set/signposts');
    assert.deepStrictEqual((await editor(page)).scenario.sets, ['base', 'signposts']);
    // A custom tile for each arrow tile: a road across (east-west, or north-south) with its arrow.
    // Signpost choices: 1 left, 2 straight, 3 right.
    const custom = async (northSouth, edge, choice) => {
      await ui.click('custom/new');
      const road = northSouth ? ['N', 'S'] : ['E', 'W'], field = northSouth ? ['E', 'W'] : ['N', 'S'];
      for (const e of road) { await ui.click('custom/edge/' + e); await ui.click('custom/edge/' + e + '/road'); }
      for (const e of field) { await ui.click('custom/edge/' + e); await ui.click('custom/edge/' + e + '/field'); }
      for (const e of road) {
        await ui.click('custom/option/signposts/' + e);
        await ui.click('custom/option/signposts/' + e + '/' + (e === edge ? choice : 0));
      }
      await ui.click('custom/add');
      const ed = await editor(page);
      assert.strictEqual(ed.message, '', 'the custom tile is added: ' + ed.message);
      if (!ed.palette.chosen) await page.screenshot({ path: '/tmp/ed/ex2.png' });
      assert.ok(ed.palette.chosen && ed.palette.chosen.startsWith('custom/'), 'and chosen to put down');
      return ed.palette.chosen;
    };
    const straight = await custom(false, 'E', 2);
    await ui.put(1, 0, 0);
    await ui.put(1, 2, 0);
    await custom(false, 'E', 3);
    await ui.put(2, 0, 0);
    await custom(false, 'E', 1);
    await ui.put(2, 2, 0);
    await custom(true, 'S', 3);
    await ui.put(3, 1, 0);
    await ui.choose('base/V');
    await ui.put(3, 0, 0);
    await ui.put(3, 2, 1);
    // The start square gets the crossing: the start tile taken away, base/W put there.
    await ui.key('Escape');
    await ui.square(0, 0);
    await page.screenshot({ path: '/tmp/ed/ex1.png' });
    assert.deepStrictEqual((await editor(page)).selected.at, [0, 0]);
    await ui.key('Delete');
    await ui.choose('base/W');
    await ui.put(0, 0, 0);
    await ui.key('Escape');
    // Red's meeple on the road of the first arrow tile.
    await ui.square(1, 0);
    await ui.click('meeple/player/0');
    const spot = Object.keys((await editor(page)).widgets).find((k) => k.startsWith('spot/road'));
    assert.ok(spot, 'the arrow tile offers its road');
    await ui.click(spot);
    const ed = await editor(page);
    await page.screenshot({ path: path.join(artifacts, 'editor-signposts-example.png') });
    assert.deepStrictEqual(squares(ed.scenario), squares(demo(file)), 'the same squares as the example');
    assert.strictEqual(ed.scenario.tiles.length, 4, 'four custom tiles');
    const arrows = ed.scenario.tiles.find((t) => t.id === straight).signposts;
    assert.deepStrictEqual(arrows, [{ edge: 'E', type: 'straight' }], 'the arrow as chosen');
    assert.ok(!ed.scenario.tiles.some((t) => /\{|\[/.test(JSON.stringify(t.id))));
    // Played on with the example's move, the position scores as the demo does.
    await ui.click('button/leave');
    assert.deepStrictEqual(await scoresWithMoves(page, ed.scenario, file), finalScores(file));
    assert.deepStrictEqual(errors, []);
  });
});

test('the Ferries example set up by clicks, the start square left empty for the lake', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openEditor(browser, url);
    const ui = clicker(page);
    const file = 'ferries-ferry-completes-road-and-city.json';
    await ui.click('header/sets');
    await ui.click('set/ferries');
    assert.deepStrictEqual((await editor(page)).scenario.sets, ['base', 'ferries']);
    await ui.choose('base/E');
    await ui.put(0, -2, 2);
    await ui.choose('base/F');
    await ui.put(0, -1, 1);
    await ui.choose('base/W');
    await ui.put(-1, 0, 0);
    await ui.put(1, 0, 0);
    await ui.key('Escape');
    // The start tile goes: the lake is the move's tile.
    await ui.square(0, 0);
    await ui.key('Delete');
    // Red's knight in the city of the top tile; Blue's meeple on the west crossing's east road.
    await ui.square(0, -2);
    await ui.click('meeple/player/0');
    await ui.click('spot/city S');
    await ui.square(-1, 0);
    await ui.click('meeple/player/1');
    await ui.click('spot/road E');
    const ed = await editor(page);
    assert.strictEqual(ed.message, '');
    await page.screenshot({ path: path.join(artifacts, 'editor-ferries-example.png') });
    assert.deepStrictEqual(entries(ed.scenario), entries(demo(file)), 'the example\'s board, entry for entry');
    await ui.click('button/leave');
    assert.deepStrictEqual(await scoresWithMoves(page, ed.scenario, file), finalScores(file));
    assert.deepStrictEqual(errors, []);
  });
});
