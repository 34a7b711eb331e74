// The editor's Set up stage, driven by clicks only, as a rules editor would: ?edit=1 opens it on
// the start tile; sets are added, tiles chosen in the palette and put on squares, turned, moved
// and removed; a meeple and a ferry are put on the board; bad input (a ferry on a tile with no
// lake, a meeple on a taken place) is refused in words beside the square and changes nothing;
// undo and redo (buttons and keys) step through the edits; a reload keeps the draft; a scenario
// opened with ?edit=1 is there to be changed; a phone keeps the board usable. The widgets are
// found through the page API's editor().widgets, the squares through screenOf().
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, settle, nextFrames } = require('./harness.cjs');
const clicks = require('./editor_clicks.cjs');
const { editor, until, widget, tapAt } = clicks;

async function open(browser, url, options) {
  const opened = await openGame(browser, url, options);
  await opened.page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
  return opened;
}

const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
// Each click and key is followed by the frames that draw what it did (editor_clicks.cjs), so the
// editor's state can be read right after.
const clickAt = async (page, p) => { await clicks.clickAt(page, p); await settle(page); };
const press = async (page, key) => { await clicks.press(page, key); await settle(page); };
const click = async (page, name) => clickAt(page, await widget(page, name));
const square = async (page, x, y) => clickAt(page, await api(page, 'screenOf', x, y));
const entry = (ed, x, y) => ed.scenario.board.find((t) => t.at[0] === x && t.at[1] === y);
// Types text, one character a frame, until the search box holds it.
async function search(page, text) {
  for (const c of text) await clicks.press(page, c);
  await until(page, 'the search ' + text, (e, t) => e.palette.search === t, text);
  await settle(page);
}

test('a position built by clicks: tiles, a ferry, a meeple; refusals in place; undo and redo; kept on reload', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await open(browser, url + '?edit=1');
    let ed = await editor(page);
    assert.strictEqual(ed.active, true, 'the editor is open');
    assert.strictEqual(ed.stage, 'setup');
    assert.strictEqual(ed.scenario.board.length, 1, 'a new draft: the start tile alone');
    assert.ok(ed.palette.count > 80, 'the palette shows every tile of every set: ' + ed.palette.count);

    // The palette finds tiles by their words and by set.
    await click(page, 'palette/search');
    await search(page, 'lake');
    ed = await editor(page);
    assert.ok(ed.palette.count >= 3 && ed.palette.count <= 12, 'searching "lake" finds the lake tiles: ' + ed.palette.count);
    const found = Object.keys(ed.widgets).filter((k) => /^palette\/[a-z]+\/[A-Z0-9]+$/.test(k));
    assert.ok(found.includes('palette/ferries/RRRR'), 'the lake tiles are found: ' + found);
    assert.ok(!found.some((k) => k.startsWith('palette/base/')), 'no base tile has a lake: ' + found);

    // The ferries come into play from the lake tile itself: chosen, it offers to add its set.
    await click(page, 'palette/ferries/RRRR');
    await click(page, 'palette/search');
    for (let i = 0; i < 4; ++i) await press(page, 'Backspace');
    assert.ok((await editor(page)).palette.count > 80, 'the search is cleared');
    // The search hint's "shield" finds the tiles with a shield, and only those.
    await click(page, 'palette/search');
    await search(page, 'shield');
    const shields = Object.keys((await editor(page)).widgets).filter((k) => /^palette\/[a-z]+\/[A-Z0-9]+$/.test(k));
    assert.ok(shields.includes('palette/base/C') && shields.includes('palette/base/F'), 'shield tiles are found: ' + shields);
    assert.ok(!shields.includes('palette/base/E'), 'a city without a shield is not: ' + shields);
    for (let i = 0; i < 6; ++i) await press(page, 'Backspace');
    assert.ok((await editor(page)).palette.count > 80, 'the search is cleared again');
    await click(page, 'chosen/addset');
    ed = await editor(page);
    assert.deepStrictEqual(ed.scenario.sets, ['base', 'ferries'], 'the set was added');
    // The lake east of the start tile, turned once with R before it goes down.
    const east = await api(page, 'screenOf', 1, 0);
    await page.mouse.move(east.x, east.y);
    await press(page, 'r');
    assert.strictEqual((await editor(page)).palette.rot, 90, 'R turns the tile to put down');
    await square(page, 1, 0);
    ed = await editor(page);
    assert.ok(entry(ed, 1, 0), 'the lake tile is on the board');
    assert.strictEqual(entry(ed, 1, 0).rot, 90);
    assert.deepStrictEqual(ed.selected.at, [1, 0], 'the new tile is selected');
    // Its pieces: a ferry between two of its jetties.
    const ferryChoice = Object.keys(ed.widgets).find((k) => k.startsWith('piece/'));
    assert.ok(ferryChoice, 'the lake offers ferries');
    await click(page, ferryChoice);
    ed = await editor(page);
    assert.ok(Array.isArray(entry(ed, 1, 0).ferry) && entry(ed, 1, 0).ferry.length === 2, 'a ferry on the lake: ' + JSON.stringify(entry(ed, 1, 0)));

    // A meeple of the second player on the start tile's city, the lake tile still in hand: a
    // click on a placed tile selects it and its spots take meeples.
    assert.ok((await editor(page)).palette.chosen, 'a palette tile in hand');
    await square(page, 0, 0);
    await click(page, 'meeple/player/1');
    await click(page, 'spot/city N');
    ed = await editor(page);
    assert.deepStrictEqual(entry(ed, 0, 0).meeples, [{ player: 1, on: 'city N' }], 'the meeple is on the city');
    assert.ok(ed.palette.chosen, 'the palette tile is still in hand');
    await press(page, 'Escape');  // the tile chosen in the palette is put away

    // A label for a demo's text ("road A"): typed in the road's box, kept in the scenario's
    // labels, drawn on the board; an empty box takes it away.
    await clicks.typeInto(page, 'label/road E', '', 'A', (e, text) =>
      JSON.stringify(e.scenario.labels || []) === JSON.stringify([{ at: [0, 0], on: 'road E', text }]));
    await settle(page);
    const marks = (await api(page, 'layout')).marks;
    const startSquare = await api(page, 'screenOf', 0, 0);
    assert.ok(marks.some((m) => m.text === 'A' && Math.abs(m.x - startSquare.x) < startSquare.size / 2 &&
      Math.abs(m.y - startSquare.y) < startSquare.size / 2), 'the A drawn on the start tile: ' + JSON.stringify(marks));
    await page.screenshot({ path: path.join(artifacts, 'editor-setup-label.png') });
    await clicks.typeInto(page, 'label/road E', 'A', '', (e) => e.scenario.labels === undefined);
    ed = await editor(page);
    await page.screenshot({ path: path.join(artifacts, 'editor-setup-built.png') });

    // Bad input: a meeple on the taken city, a ferry on the start tile (no lake). Each is said in
    // words beside the square and on the message line, and the draft does not change.
    const before = ed.scenario;
    await click(page, 'meeple/player/0');
    await click(page, 'spot/city N');
    ed = await editor(page);
    assert.deepStrictEqual(ed.scenario, before, 'a meeple on a taken place changes nothing');
    assert.match(ed.message, /meeple/i, 'the refusal names the meeple: ' + ed.message);
    assert.ok(ed.widgets.refusal, 'the refusal is said beside the square');
    const noLake = Object.keys(ed.widgets).find((k) => k.startsWith('piece/'));
    assert.ok(noLake, 'a ferry is offered on any tile while the ferries are in play');
    await click(page, noLake);
    ed = await editor(page);
    assert.deepStrictEqual(ed.scenario, before, 'a ferry on a tile without a lake changes nothing');
    assert.match(ed.message, /lake/i, 'the refusal says why: ' + ed.message);
    assert.ok(ed.widgets.message, 'and on the message line');
    assert.doesNotMatch(ed.message, /[{}[\]]|ferries\/|draft\./, 'in words, not JSON: ' + ed.message);
    const refusal = ed.widgets.refusal, start = await api(page, 'screenOf', 0, 0);
    assert.ok(Math.abs(centre(refusal).x - start.x) < start.size * 2 && refusal.y > start.y,
      'the refusal stands under its square: ' + JSON.stringify(refusal));
    await page.screenshot({ path: path.join(artifacts, 'editor-setup-refused.png') });

    // A tile moved by drag, turned with R, removed with Delete.
    await click(page, 'palette/base/E');
    await square(page, 0, -1);
    await press(page, 'Escape');
    let from = await api(page, 'screenOf', 0, -1), to = await api(page, 'screenOf', -1, -1);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await nextFrames(page, 1);
    for (let k = 1; k <= 6; ++k) {  // each step of the drag drawn before the next
      await page.mouse.move(from.x + (to.x - from.x) * k / 6, from.y + (to.y - from.y) * k / 6);
      await nextFrames(page, 1);
    }
    await page.mouse.up();
    await until(page, 'the tile carried', (e) => e.scenario.board.some((t) => t.at[0] === -1 && t.at[1] === -1));
    ed = await editor(page);
    assert.ok(!entry(ed, 0, -1) && entry(ed, -1, -1), 'the tile was carried to its new square');
    await press(page, 'r');
    assert.strictEqual(entry(await editor(page), -1, -1).rot, 90, 'R turns the selected tile');
    await press(page, 'Delete');
    ed = await editor(page);
    assert.ok(!entry(ed, -1, -1), 'Delete removes it');

    // Undo (the button, then Ctrl+Z) and redo (the button, then Ctrl+Y).
    await click(page, 'button/undo');
    assert.strictEqual(entry(await editor(page), -1, -1).rot, 90, 'undo brings the tile back');
    await press(page, 'Control+z');
    assert.strictEqual(entry(await editor(page), -1, -1).rot, 0, 'Ctrl+Z undoes the turn');
    await click(page, 'button/redo');
    assert.strictEqual(entry(await editor(page), -1, -1).rot, 90, 'redo turns it again');
    await press(page, 'Control+y');
    ed = await editor(page);
    assert.ok(!entry(ed, -1, -1), 'Ctrl+Y removes it again');
    assert.strictEqual(ed.canRedo, false);

    // A reload keeps the draft: the editor opens on it again.
    const kept = ed.scenario;
    await page.reload();
    await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    await until(page, 'the editor after the reload', (e) => e.active && !!e.widgets['button/leave']);
    ed = await editor(page);
    assert.strictEqual(ed.active, true, 'the editor is open after the reload');
    assert.deepStrictEqual(ed.scenario, kept, 'the draft is as it was');
    // Leaving the editor goes back to a game, and the address no longer asks for the editor.
    await click(page, 'button/leave');
    assert.strictEqual((await editor(page)).active, false);
    assert.doesNotMatch(page.url(), /edit=1/);
    assert.deepStrictEqual(errors, []);
  });
});

test('?edit=1 with a scenario opens it in the editor; the Edit button opens a demo shown', async () => {
  await withBrowser(async (browser, url) => {
    const file = 'assets/scenarios/ferries-branching-road.json';
    const demo = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    const { page, errors } = await open(browser, url + '?edit=1&scenario=' + file);
    await page.waitForFunction(() => window.carcassonne.editor().active, null, { timeout: 10000 });
    let ed = await editor(page);
    assert.strictEqual(ed.scenario.title, demo.title);
    assert.strictEqual(ed.scenario.board.length, demo.board.length, 'its board');
    assert.deepStrictEqual(ed.scenario.moves, demo.moves, 'its moves');
    await page.screenshot({ path: path.join(artifacts, 'editor-setup-opened.png') });

    // A demo shown on the page (not the editor): its Edit button opens it.
    await click(page, 'button/leave');
    const other = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/gingerbread-leaving-a-city.json'), 'utf8'));
    await api(page, 'loadDemo', other);
    await page.waitForFunction(() => window.carcassonne.shownTexts().windows.length > 0 &&
      window.carcassonne.layout().panels.some((p) => p.y > 300), null, { timeout: 20000, polling: 50 });
    await settle(page);
    const texts = await api(page, 'shownTexts');
    assert.ok(texts.windows.length > 0);
    // The demo panel's Edit button: the last small button of its first row; found by sweeping
    // along that row right of the step counter until the editor opens.
    const panel = (await api(page, 'layout')).panels.find((p) => p.y > 300);
    assert.ok(panel, 'the demo panel is shown');
    for (let x = panel.x + panel.w - 10; x > panel.x + 200 && !(await editor(page)).active; x -= 12) {
      await clicks.clickAt(page, { x, y: panel.y + 38 });
    }
    ed = await editor(page);
    assert.strictEqual(ed.active, true, 'Edit opened the demo');
    assert.strictEqual(ed.scenario.title, other.title);
    assert.deepStrictEqual(errors, []);
  });
});

test('refusals in German; on a phone the editor keeps the board free', async () => {
  await withBrowser(async (browser, url) => {
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
    const { page, errors } = await open(browser, url + '?edit=1&lang=de', phone);
    await until(page, 'the editor on the phone', (e) => e.active && !!e.widgets['window/position'] && !!e.widgets['tab/publish']);
    await settle(page);
    let ed = await editor(page);
    assert.strictEqual(ed.active, true);
    const layout = await api(page, 'layout');
    const safe = layout.safe;
    assert.ok(safe.w > 300 && safe.h > 400, 'the board keeps most of a phone: ' + JSON.stringify(safe));
    for (const name of ['tab/setup', 'tab/record', 'tab/publish', 'button/undo', 'window/tiles', 'window/position']) {
      const w = ed.widgets[name];
      assert.ok(w, name + ' is shown');
      assert.ok(w.x >= 0 && w.x + w.w <= 391, name + ' fits the phone\'s width: ' + JSON.stringify(w));
    }
    // The start tile tapped, then a meeple put twice on its road: the second is refused in German.
    const start = await api(page, 'screenOf', 0, 0);
    await tapAt(page, start);
    await until(page, 'the tile selected', (e) => !!e.selected);
    ed = await editor(page);
    assert.deepStrictEqual(ed.selected && ed.selected.at, [0, 0], 'a tap selects the tile');
    await tapAt(page, await widget(page, 'spot/road E'));
    await until(page, 'the meeple on the road', (e) => e.scenario.board.some((t) => (t.meeples || []).length > 0));
    await click(page, 'meeple/player/1');
    // (the window may have grown: the spot is found anew)
    await tapAt(page, await widget(page, 'spot/road E'));
    await until(page, 'the refusal', (e) => e.message.length > 0);
    ed = await editor(page);
    await page.screenshot({ path: path.join(artifacts, 'editor-setup-phone.png') });
    assert.ok(ed.message.length > 0, 'refused: ' + JSON.stringify(ed.scenario.board));
    assert.doesNotMatch(ed.message, /^That place/, 'said in German: ' + ed.message);
    await page.screenshot({ path: path.join(artifacts, 'editor-setup-phone.png') });
    // One tap on another stage opens it, every time (a Dear ImGui tab bar wanted a hovered frame
    // first, so taps after the first did nothing).
    for (const name of ['publish', 'record', 'setup']) {
      await tapAt(page, await widget(page, 'tab/' + name));
      await until(page, 'the stage ' + name, (e, n) => e.stage === n, name, 5000).catch(() => {});
      assert.strictEqual((await editor(page)).stage, name, 'one tap opens the stage ' + name);
    }
    assert.deepStrictEqual(errors, []);
  });
});
