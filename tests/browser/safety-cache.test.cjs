// The service worker serves only this build's bytes (issue 45): the cache it keeps is the whole
// origin's, so a page of the same site can write a script into it; a kept file whose bytes are not
// the ones the build's list names is thrown away and fetched again, never run.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium, chromiumOptions, serve, root } = require('./harness.cjs');
const { makeWorker } = require('../../tools/offline/make_worker.cjs');

const POLL = { polling: 100, timeout: 60000 };

test('a script written into the cache by a page of the site is not served: the build\'s own file is', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-cache-'));
  const web = path.join(work, 'web');
  fs.cpSync(path.join(root, 'build', 'web'), web, { recursive: true });
  const build = makeWorker(web);
  const { server, url } = await serve(web);
  const context = await chromium.launchPersistentContext(path.join(work, 'profile'), Object.assign(chromiumOptions(),
    { viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' }));
  try {
    const page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.carcassonneReady === true, null, POLL);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, POLL);
    // What any page of the origin may do: replace a kept script with its own.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      await cache.put(new URL('page_api.js', location.href).href,
        new Response('window.written = "by another page";', { headers: { 'Content-Type': 'text/javascript' } }));
    }, 'carcassonne-' + build.build);
    await page.reload();
    await page.waitForFunction(() => window.carcassonneReady === true, null, POLL);
    assert.strictEqual(await page.evaluate(() => window.written), undefined, 'the script written into the cache ran');
    assert.strictEqual(typeof (await page.evaluate(() => typeof window.carcassonne.state)), 'string');
    // The build's own bytes are kept again in its place.
    const kept = await page.evaluate(async (name) => {
      const hit = await (await caches.open(name)).match(new URL('page_api.js', location.href).href);
      return hit ? (await hit.text()).includes('window.written') : null;
    }, 'carcassonne-' + build.build);
    assert.strictEqual(kept, false);
  } finally {
    await context.close();
    await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
    fs.rmSync(work, { recursive: true, force: true });
  }
});
