// The page loads with no console errors and the canvas is really drawn.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, screenshotColours, root, artifacts, settle, api, artDrawn } = require('./harness.cjs');

test('the page loads, starts the app and draws the canvas', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await settle(page);
    const colours = await screenshotColours(page, path.join(artifacts, 'load.png'));
    assert.ok(colours > 3, 'canvas shows ' + colours + ' colours');
    assert.deepStrictEqual(errors, []);
    const loaderHidden = await page.evaluate(() => getComputedStyle(document.getElementById('loader')).display === 'none');
    assert.ok(loaderHidden, 'the loading screen is gone');
  });
});

test('a missing manifest shows a readable message, not a blank page', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage();
    await page.route('**/assets/tiles/base.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('loader').classList.contains('failed'), null,
      { timeout: 30000 });
    const text = await page.textContent('#message');
    assert.match(text, /could not start/);
    assert.match(text, /base\.json/);
  });
});

// The tile art comes in one request per folder (tools/bundle_art.py), or, where a folder has no
// bundle, from the SVG files themselves; either way every tile gets its art. Only the sets a page
// shows are drawn: a base game draws the base set's 24 tiles, not the 119 of every set and look.
async function artRequests(page) {
  await artDrawn(page);
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  return { bundles: files.filter((f) => f.endsWith('/art.json')), svgs: files.filter((f) => f.endsWith('.svg')) };
}
function artWarnings(page) {
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning' && /no art for|no tile art/.test(m.text())) warnings.push(m.text()); });
  return warnings;
}

test('the tile art comes in one bundle per folder, only for the sets on show', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage();
    const warnings = artWarnings(page);
    await page.goto(url);
    let art = await artRequests(page);
    assert.deepStrictEqual(art.svgs, [], 'no SVG fetched on its own');
    assert.deepStrictEqual(art.bundles, ['/assets/tiles/base/art.json'], 'a base game: the base set alone');
    // A winter game with the river: the winter set and the river in its snowy look, not its summer one.
    await api(page, 'newGame', { players: ['Red', 'Blue'], sets: ['winter', 'river'], seed: 3 });
    art = await artRequests(page);
    assert.deepStrictEqual(art.bundles.slice().sort(), ['/assets/tiles/base/art.json',
      '/assets/tiles/river/snow/art.json', '/assets/tiles/winter/art.json'], 'a look of a set has its bundle');
    assert.deepStrictEqual(art.svgs, []);
    assert.deepStrictEqual(warnings, []);
  });
});

// What the page's shell is asked for comes from the app, but whatever reaches wantArt is answered
// with a warning at most: no error, no crash, nothing drawn for it, the game still drawing.
test('art asked for with garbage changes nothing', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await artDrawn(page);
    for (const garbage of ['{not json', 'null', '5', '"base/D"', '{"0": "base/D"}',
      JSON.stringify([1, {}, null, [], 'nope|also-nope', '|', 'base/D@nolook', 'x'.repeat(100000)])])
      await page.evaluate((g) => window.carcassonneShell.wantArt(g), garbage);
    await artDrawn(page);
    const bundles = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
      .filter((f) => f.endsWith('/art.json')));
    assert.deepStrictEqual(bundles, ['/assets/tiles/base/art.json'], 'nothing more drawn');
    await api(page, 'newGame', { players: ['Red', 'Blue'], seed: 3 });
    assert.ok((await api(page, 'legalMoves')).length > 0, 'the game goes on');
    assert.deepStrictEqual(errors, []);
  });
});

test('without bundles the art comes from the SVG files', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage();
    const warnings = artWarnings(page);
    await page.route('**/art.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.goto(url);
    const art = await artRequests(page);
    assert.ok(art.svgs.includes('/assets/tiles/base/A.svg'), 'the base tiles from their files');
    assert.deepStrictEqual(warnings, []);
  });
});
