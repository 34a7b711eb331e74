// The custom tile builder makes a tile whose road runs into a city gate (Winter Edition's W08: a
// city on the north edge, a road from the south edge to its gate), by clicks on a computer and by
// taps on a phone, in German: the edges, then where the south road goes. The tile added has the
// printed tile's road, city and fields (the road splits the field in two, both beside the city).
// Screenshots of the builder: build/test-artifacts/editor-custom-gate-{desktop,phone}.png; the
// Princess & the Dragon's symbols: see the last test.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, settle } = require('./harness.cjs');
const clicks = require('./editor_clicks.cjs');
const { editor, until, widget } = clicks;

const W08 = JSON.parse(fs.readFileSync(path.join(root, 'assets/tiles/winter.json'), 'utf8'))
  .tiles.find((t) => t.id === 'winter/W08');

// A tile's features in any order: roads and cities by their edges, fields by their halves and the
// edges of the cities they touch.
function shape(tile) {
  const sorted = (l) => [...l].sort();
  const cities = tile.cities || [];
  return {
    roads: sorted((tile.roads || []).map((r) => sorted(r.edges).join(''))),
    cities: sorted(cities.map((c) => sorted(c.edges).join(''))),
    fields: sorted((tile.fields || []).map((f) => sorted(f.halves).join(' ') + ' | ' +
      sorted((f.cities || []).map((c) => sorted(cities[c].edges).join(''))).join(' '))),
  };
}

// Opens a new draft in German, builds the gate tile in the builder with `press` (a click or a
// tap on a widget), takes the screenshot before adding it, and returns the tile added.
async function buildGateTile(browser, url, shape_, press, shot) {
  const opened = await openGame(browser, url + '?edit=1&lang=de', shape_);
  const { page, errors } = opened;
  await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
  await until(page, 'the editor', (e) => e.active && e.stage === 'setup' && !!e.widgets['window/tiles'], null, 60000);
  await settle(page);  // the windows sized to what they hold
  // On a phone the Tiles window starts folded: a tap on its title's arrow opens it.
  if (!(await editor(page)).widgets['custom/new'] && shot === 'phone') {
    const w = await widget(page, 'window/tiles');  // its centre and size, once it stays in place
    await press(page, { x: w.x - w.w / 2 + 12, y: w.y - w.h / 2 + Math.min(w.h, 40) / 2 });
    await settle(page);
  }
  await page.screenshot({ path: path.join(artifacts, 'editor-custom-gate-' + shot + '-start.png') });
  await until(page, 'the custom tile button', (e) => !!e.widgets['custom/new'], null, 20000);
  const at = async (name) => { await press(page, await widget(page, name)); await settle(page); };
  await at('custom/new');
  await widget(page, 'window/custom');
  const edges = { N: 'city', E: 'field', S: 'road', W: 'field' };
  for (const side of ['N', 'E', 'S', 'W']) {
    await at('custom/edge/' + side);
    await at('custom/edge/' + side + '/' + edges[side]);
    await until(page, 'the edge picker closed', (e, n) => !e.widgets[n], 'custom/edge/' + side + '/' + edges[side]);
  }
  // The one road edge is offered: the usual way, the middle, the gate of the north city.
  await at('custom/road/S');
  const ed = await editor(page);
  for (const choice of ['usual', 'middle', 'gate-N'])
    assert.ok(ed.widgets['custom/road/S/' + choice], 'the south road may go: ' + choice);
  assert.ok(!ed.widgets['custom/road/N'], 'the city edge has no road choice');
  await at('custom/road/S/gate-N');
  await until(page, 'the road end picker closed', (e) => !e.widgets['custom/road/S/gate-N']);
  await settle(page);
  await page.screenshot({ path: path.join(artifacts, 'editor-custom-gate-' + shot + '.png') });
  const box = (await editor(page)).widgets['window/custom'];
  const view = page.viewportSize();
  assert.ok(box.x >= -2 && box.x + box.w <= view.width + 2, 'the builder fits the width: ' + JSON.stringify(box));
  await at('custom/add');
  await until(page, 'the custom tile added', (e) => (e.scenario.tiles || []).length === 1 && !e.widgets['window/custom']);
  const tile = (await editor(page)).scenario.tiles[0];
  assert.deepStrictEqual(errors, []);
  await page.close();
  return tile;
}

test('a road into a city gate, built by clicks and by taps in German, is the printed tile', async () => {
  await withBrowser(async (browser, url) => {
    const desktop = await buildGateTile(browser, url, { width: 1280, height: 800 }, clicks.clickAt, 'desktop');
    assert.deepStrictEqual(shape(desktop), shape(W08), 'the tile built: ' + JSON.stringify(desktop));
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
    const tapped = await buildGateTile(browser, url, phone, clicks.tapAt, 'phone');
    assert.deepStrictEqual(shape(tapped), shape(W08), 'the tile built on the phone: ' + JSON.stringify(tapped));
  });
});

// With the River in play the edges may be river and a tile with one river edge may be the spring:
// both offered by the river's own module and view, not by the builder. In German, by clicks: the
// spring ticked, offered no more once a second edge is river, and back with the tick when it is
// not; the tile added is a spring with its one river edge.
test('with the River in play, a spring built by clicks in German', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await clicks.newDraft(browser, url, { width: 1280, height: 800 }, '&lang=de');
    // Without the River the edges offer no river, and there is no spring.
    await clicks.click(page, 'custom/new');
    await clicks.click(page, 'custom/edge/N');
    await widget(page, 'custom/edge/N/field');
    const ed = await clicks.editor(page);
    assert.ok(!ed.widgets['custom/edge/N/river'] && !ed.widgets['custom/option/spring'], 'no river without the River');
    await clicks.click(page, 'custom/edge/N/field');
    await until(page, 'the edge picker closed', (e) => !e.widgets['custom/edge/N/field']);
    await clicks.click(page, 'custom/cancel');
    await until(page, 'the builder closed', (e) => !e.widgets['window/custom']);
    await clicks.addSet(page, 'river');
    await clicks.click(page, 'custom/new');
    await widget(page, 'window/custom');
    const edge = async (side, kind) => {
      await clicks.click(page, 'custom/edge/' + side);
      await clicks.click(page, 'custom/edge/' + side + '/' + kind);
      await until(page, 'the edge picker closed', (e, n) => !e.widgets[n], 'custom/edge/' + side + '/' + kind);
    };
    await edge('N', 'river');
    await edge('E', 'field');
    await edge('S', 'field');
    await edge('W', 'field');
    await clicks.click(page, 'custom/option/spring');
    await edge('S', 'river');
    await until(page, 'no spring with two river edges', (e) => !e.widgets['custom/option/spring']);
    await edge('S', 'field');
    await widget(page, 'custom/option/spring');
    await settle(page);
    await clicks.shot(page, 'custom-spring-desktop');
    await clicks.click(page, 'custom/add');
    await until(page, 'the spring added', (e) => (e.scenario.tiles || []).length === 1 && !e.widgets['window/custom']);
    const tile = (await clicks.editor(page)).scenario.tiles[0];
    assert.deepStrictEqual(tile.river, ['N'], JSON.stringify(tile));
    assert.strictEqual(tile.spring, true, JSON.stringify(tile));
    assert.deepStrictEqual(errors, []);
    await page.close();
  });
});

// With The Princess & the Dragon in play the builder offers its symbols, from the set's own view:
// a volcano, the dragon symbol and a magic portal (one a tile: ticking one takes the other off)
// and a princess in the city of one city edge (chosen at another edge, she moves there). In
// French, by clicks: a tile with two cities and a road between them, the dragon, the princess in
// the south city; put on the board north of the start tile, city to city. On a phone in German, by
// taps, in a princess scenario opened in the editor: a magic portal and the princess, added.
// Screenshots: build/test-artifacts/editor-custom-princess-{desktop,phone}.png.
test('with the Princess & the Dragon in play, a dragon tile with a princess built and put in French', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await clicks.newDraft(browser, url, { width: 1280, height: 800 }, '&lang=fr');
    // Without the set there are no symbols.
    await clicks.click(page, 'custom/new');
    await widget(page, 'window/custom');
    let ed = await clicks.editor(page);
    assert.ok(!ed.widgets['custom/option/volcano'] && !ed.widgets['custom/option/princess/N'], 'no symbol without the set');
    await clicks.click(page, 'custom/cancel');
    await until(page, 'the builder closed', (e) => !e.widgets['window/custom']);
    await clicks.addSet(page, 'princess');
    await clicks.click(page, 'custom/new');
    await widget(page, 'window/custom');
    const edge = async (side, kind) => {
      await clicks.click(page, 'custom/edge/' + side);
      await clicks.click(page, 'custom/edge/' + side + '/' + kind);
      await until(page, 'the edge picker closed', (e, n) => !e.widgets[n], 'custom/edge/' + side + '/' + kind);
    };
    await edge('N', 'city');
    await edge('E', 'road');
    await edge('S', 'city');
    await edge('W', 'road');
    await clicks.click(page, 'custom/joined');  // two cities, the road between them
    // One symbol a tile: the dragon ticked after the volcano takes the volcano off.
    await clicks.click(page, 'custom/option/volcano');
    await clicks.click(page, 'custom/option/dragon');
    // The princess at the north city, then at the south one: one princess a tile.
    const princess = async (side) => {
      await clicks.click(page, 'custom/option/princess/' + side);
      await clicks.click(page, 'custom/option/princess/' + side + '/1');
      await until(page, 'the princess picker closed', (e, n) => !e.widgets[n], 'custom/option/princess/' + side + '/1');
    };
    await princess('N');
    await princess('S');
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, 'editor-custom-princess-desktop.png') });
    await clicks.click(page, 'custom/add');
    await until(page, 'the tile added', (e) => (e.scenario.tiles || []).length === 1 && !e.widgets['window/custom']);
    ed = await clicks.editor(page);
    const tile = ed.scenario.tiles[0];
    assert.strictEqual(tile.dragon, true, JSON.stringify(tile));
    assert.ok(!tile.volcano && !tile.portal, 'one symbol: ' + JSON.stringify(tile));
    assert.deepStrictEqual(tile.princess, ['S'], JSON.stringify(tile));
    assert.strictEqual(tile.cities.length, 2, 'two cities: ' + JSON.stringify(tile));
    assert.strictEqual(ed.palette.chosen, tile.id, 'the new tile is the one chosen to put down');
    await clicks.clickAt(page, await clicks.square(page, 0, -1));
    await until(page, 'the princess tile on the board', (e, id) => e.scenario.board.some((b) =>
      b.tile === id && b.at[0] === 0 && b.at[1] === -1 && b.rot === 0), tile.id);
    ed = await clicks.editor(page);
    assert.deepStrictEqual(ed.warnings || [], [], 'its south city meets the start tile\'s city');
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, 'editor-custom-princess-placed.png') });
    assert.deepStrictEqual(errors, []);
    await page.close();
  });
  await withBrowser(async (browser, url) => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
    const file = 'assets/scenarios/princess-princess-sends-a-knight-home.json';
    const { page, errors } = await openGame(browser, url + '?edit=1&lang=de&scenario=' + file, phone);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
    await until(page, 'the princess scenario in the editor', (e) => e.active && e.stage === 'setup' &&
      e.scenario.sets.includes('princess') && !!e.widgets['window/tiles'], null, 60000);
    await settle(page);
    const tap = async (name) => { await clicks.tapAt(page, await widget(page, name)); await settle(page); };
    if (!(await clicks.editor(page)).widgets['custom/new']) {  // the Tiles window starts folded
      const w = await widget(page, 'window/tiles');
      await clicks.tapAt(page, { x: w.x - w.w / 2 + 12, y: w.y - w.h / 2 + Math.min(w.h, 40) / 2 });
      await settle(page);
    }
    const before = ((await clicks.editor(page)).scenario.tiles || []).length;
    await tap('custom/new');
    await widget(page, 'window/custom');
    const edges = { N: 'city', E: 'road', S: 'road', W: 'city' };
    for (const side of ['N', 'E', 'S', 'W']) {
      await tap('custom/edge/' + side);
      await tap('custom/edge/' + side + '/' + edges[side]);
      await until(page, 'the edge picker closed', (e, n) => !e.widgets[n], 'custom/edge/' + side + '/' + edges[side]);
    }
    // The choices scroll in their own part; the tile's words, Add and Cancel stay on the screen.
    await settle(page);
    let ed = await clicks.editor(page);
    const add = ed.widgets['custom/add'], body = ed.widgets['custom/body'];
    assert.ok(add && add.y + add.h <= 844, 'Add on the screen under the choices: ' + JSON.stringify(add));
    assert.ok(body && body.y + body.h <= add.y, 'the choices above Add: ' + JSON.stringify(body));
    // Scrolled (the wheel over the choices) until a widget shows whole.
    const scrollTo = async (name) => {
      for (let i = 0; i < 30; ++i) {
        const e = await clicks.editor(page), w = e.widgets[name], b = e.widgets['custom/body'];
        if (w && w.y >= b.y && w.y + w.h <= b.y + b.h && w.h >= 40) return;
        await page.mouse.move(b.x + b.w / 2, b.y + b.h / 2);
        await page.mouse.wheel(0, w && w.y < b.y ? -80 : 80);
        await settle(page);
      }
      throw new Error(name + ' not scrolled into view');
    };
    await scrollTo('custom/option/portal');
    await tap('custom/option/portal');
    await scrollTo('custom/option/princess/W');
    await tap('custom/option/princess/W');
    await tap('custom/option/princess/W/1');
    await until(page, 'the princess picker closed', (e) => !e.widgets['custom/option/princess/W/1']);
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, 'editor-custom-princess-phone.png') });
    ed = await clicks.editor(page);
    const box = ed.widgets['window/custom'];
    assert.ok(box.x >= -2 && box.x + box.w <= 392 && box.y >= -2 && box.y + box.h <= 846,
      'the builder fits the phone: ' + JSON.stringify(box));
    await tap('custom/add');
    await until(page, 'the tile added', (e, n) => (e.scenario.tiles || []).length === n + 1 &&
      !e.widgets['window/custom'], before);
    const tile = (await clicks.editor(page)).scenario.tiles[before];
    assert.strictEqual(tile.portal, true, JSON.stringify(tile));
    assert.deepStrictEqual(tile.princess, ['W'], JSON.stringify(tile));
    assert.deepStrictEqual(errors, []);
    await page.close();
  });
});
