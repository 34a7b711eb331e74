// The page loads with no console errors and the canvas is really drawn.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, screenshotColours, root, artifacts, settle } = require('./harness.cjs');

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
