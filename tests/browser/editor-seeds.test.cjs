// The rulings editor used as a rules editor uses it: the Signposts' seed example 2 and the Ferries'
// seed example built from a new draft by clicks only (the palette's search and sets, the custom tile
// builder, squares of the board, R, meeple spots, ferry routes, the setting panel), their moves
// recorded by clicking as in a game, published; the published file, played as a demo, ends with the
// scores and scoring events of the demo in assets/scenarios/ (and the position built is the demo's,
// entry for entry). A meeple on a road already held through the lake is said in words where it
// happened and changes nothing. (A ferry on a tile with no lake: editor-setup; a river tile off the
// river: editor-publish.)
//
// The page API is only read here (editor, editorRecord, editorPublish, layout, screenOf, state):
// to find where the editor's widgets are and to see what a click did.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, api, root } = require('./harness.cjs');
const { editor, until, widget, clickAt, click, newDraft, choose, put, select, putMeeple, remove, addSet, record, state,
  untilGame, refusalShown, openStage, placeInHand, shot, setUpSignpostsExample } = require('./editor_clicks.cjs');

const demo = (file) => JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', file), 'utf8'));

// A board's entries as text with their keys sorted, for comparing.
const sorted = (v) => Array.isArray(v) ? v.map(sorted)
  : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
const entries = (sc) => sc.board.map((b) => JSON.stringify(sorted(b))).sort();

// --- the published file, played -------------------------------------------------------------------

// A scenario loaded in a fresh page as a demo and stepped to its end: its scores and scoring events
// (without their sentences, and without the square and feature naming where the event happened:
// which tile of a road stands for it depends on the order the tiles were put down).
async function playedToEnd(browser, url, scenario) {
  const { page, errors } = await openGame(browser, url);
  await api(page, 'loadDemo', scenario);
  const end = await api(page, 'step', 'end');
  await page.close();
  assert.deepStrictEqual(errors, []);
  return { scores: end.scores, events: end.events.map(({ text, at, on, ...rest }) => rest), demo: end.demo };
}

// What a reader may see: words, never a tile id, a grid coordinate or JSON.
function assertWords(text, what) {
  assert.ok(typeof text === 'string' && text.trim().length > 10, what + ' is said: ' + JSON.stringify(text));
  assert.ok(/[a-z]{3,} [a-z]{2,}/i.test(text), what + ' is in words: ' + text);
  assert.ok(!/[{}[\]"]|\b(base|ferries|river|signposts|custom)\/|\(-?\d+, ?-?\d+\)|-?\d+ ?, ?-?\d+\b/.test(text),
    what + ' names no tile id, coordinates or JSON: ' + text);
}

// Publishes from the Publish stage and returns the file its Download button gives.
async function publish(page, name) {
  await openStage(page, 'publish');
  await widget(page, 'publish/download');
  await shot(page, name + '-publish');
  const out = await api(page, 'editorPublish');
  for (const k of ['file', 'fileName', 'link', 'iframe', 'mediawiki']) assert.ok(out[k], 'published: ' + k);
  assert.match(out.iframe, /^<iframe src="[^"]*embed=1/);
  assert.match(out.mediawiki, /^<carcassonne /);
  return JSON.parse(out.file);
}

// --- the seed examples ------------------------------------------------------------------------------

test('the Ferries seed example, built and recorded by clicks, publishes the demo\'s scores', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await newDraft(browser, url);
    // The position of the rule page: Red's city open to the south, its shield tile below it, Blue's
    // thief on a road from a junction towards the square where the lake tile will go.
    await put(page, 'base/E', 0, -2, 180, 'city');
    await put(page, 'base/F', 0, -1, 90, 'city');
    await put(page, 'base/W', -1, 0, 0, '3 roads');
    await put(page, 'base/W', 1, 0, 0, '3 roads');
    await remove(page, 0, 0);  // the start tile leaves room for the lake tile
    await putMeeple(page, 0, -2, 'city S', 0);
    await putMeeple(page, -1, 0, 'road E', 1);
    // The lake tile comes from the palette: its set joins the game, and it is dealt next.
    await choose(page, 'ferries/CRRR', '');
    await click(page, 'chosen/addset');
    await until(page, 'the ferries in play', (e) => e.scenario.sets.includes('ferries'));
    await click(page, 'chosen/dealnext');
    await until(page, 'the lake tile dealt next', (e) => e.nextTiles.length === 1 && e.nextTiles[0] === 'ferries/CRRR');
    await shot(page, 'ferries-setup');
    const ferries = demo('ferries-ferry-completes-road-and-city.json');
    assert.deepStrictEqual(entries((await editor(page)).scenario), entries(ferries), 'the example\'s board, entry for entry');
    assert.deepStrictEqual((await editor(page)).scenario.sets, ferries.sets);

    await openStage(page, 'record');
    await untilGame(page, 'the lake tile in hand', (s) => s.tile === 'ferries/CRRR' && s.step === 'tile');
    await placeInHand(page, 0, 0, 0);
    // Bad input: a meeple on the road Blue already holds (the west jetty's road joins it).
    const before = (await editor(page)).scenario;
    const rec = await record(page);
    const taken = rec.refusedSpots.find((s) => s.on === 'road W');
    assert.ok(taken, 'the west jetty is marked as taken: ' + JSON.stringify(rec.refusedSpots.map((s) => s.on)));
    await clickAt(page, taken);
    const refusal = await refusalShown(page);
    assertWords(refusal, 'the refusal of a meeple on a taken road');
    assert.match(refusal, /meeple/i);
    await shot(page, 'ferries-refused-meeple');
    assert.strictEqual((await state(page)).step, 'meeple', 'the refused click placed no meeple');
    assert.deepStrictEqual((await editor(page)).scenario, before, 'the refused click changed nothing');
    // No meeple, then the ferry joins the west and east jetties.
    await click(page, 'record/nomeeple');
    await untilGame(page, 'the ferry step', (s) => s.step === 'module');
    const route = (await api(page, 'layout')).targets.find((t) => /east/.test(t.name) && /west/.test(t.name));
    assert.ok(route, 'the ferry route between the west and east jetties is offered');
    await clickAt(page, route);
    await until(page, 'the move recorded', (e) => (e.scenario.moves || []).length === 1);
    await shot(page, 'ferries-recorded');

    const file = await publish(page, 'ferries');
    assert.deepStrictEqual(errors, []);
    await page.close();
    const expected = demo('ferries-ferry-completes-road-and-city.json');
    assert.deepStrictEqual(file.moves, expected.moves, 'the move recorded is the seed example\'s');
    const mine = await playedToEnd(browser, url, file), theirs = await playedToEnd(browser, url, expected);
    assert.deepStrictEqual(mine.scores, [8, 3], 'Red 8 for the city, Blue 3 for the road');
    assert.deepStrictEqual(mine.scores, theirs.scores);
    assert.deepStrictEqual(mine.events, theirs.events);
  });
});

test('the Signposts seed example 2, built and recorded by clicks, publishes the demo\'s scores', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await newDraft(browser, url);
    await setUpSignpostsExample(page);
    const ed = await editor(page);
    assert.deepStrictEqual(ed.warnings, [], 'every edge matches its neighbour');
    const squares = (sc) => sc.board.map((b) => b.at.join(',')).sort();
    assert.deepStrictEqual(squares(ed.scenario), squares(demo('signposts-five-correct-three-types.json')),
      'the same squares as the example');
    assert.strictEqual(ed.scenario.tiles.length, 4, 'four custom tiles');
    await shot(page, 'signposts-setup');

    await openStage(page, 'record');
    await untilGame(page, 'the junction in hand', (s) => s.tile === 'base/W' && s.step === 'tile');
    await placeInHand(page, 0, 2, 0);
    await click(page, 'record/nomeeple');
    await until(page, 'the move recorded', (e) => (e.scenario.moves || []).length === 1);
    await shot(page, 'signposts-recorded');

    const file = await publish(page, 'signposts');
    assert.deepStrictEqual(errors, []);
    await page.close();
    const expected = demo('signposts-five-correct-three-types.json');
    const mine = await playedToEnd(browser, url, file), theirs = await playedToEnd(browser, url, expected);
    assert.deepStrictEqual(mine.scores, [24, 0], 'the road: 9 tiles and 5 correct signposts of 3 types, 9 + 5 x 3');
    assert.deepStrictEqual(mine.scores, theirs.scores);
    assert.deepStrictEqual(mine.events, theirs.events);
  });
});
