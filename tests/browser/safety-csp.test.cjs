// The game runs under the strict Content-Security-Policy of docs/security.md: served with those
// headers, the game, a demo (embed), the editor with its preview and the demos page work with no
// securitypolicyviolation event and no console error. Without 'wasm-unsafe-eval' the WebAssembly
// cannot start, which is why the policy allows it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { launch, serveWithHeaders, openGame, api, root } = require('./harness.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const DEMO = 'assets/scenarios/' + index.demos[0].file;

// docs/security.md's policy; the game frames only itself (the editor's preview), no wiki here.
const policy = (script) => ["default-src 'self'", 'script-src ' + script, "style-src 'self'", "img-src 'self' data: blob:",
  "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'"].join('; ');
const headers = (script) => ({ 'Content-Security-Policy': policy(script), 'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer' });

// Serves build/web with the policy, starts Chromium; every frame of every page notes each
// securitypolicyviolation it sees (window.violations).
async function withPolicy(script, fn) {
  const site = await serveWithHeaders(path.join(root, 'build', 'web'), headers(script));
  const browser = await launch();
  try {
    // Service workers allowed: the game's offline worker is registered and installs under the policy too.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    await context.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.violations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
      });
    });
    await fn(context, site.url);
  } finally {
    await browser.close();
    await site.close();
  }
}
// The violations every frame of the page saw.
async function violations(page) {
  const all = [];
  for (const f of page.frames()) all.push(...await f.evaluate(() => window.violations || []).catch(() => []));
  return all;
}
// The same, read by the page itself from its frames (same origin): a page whose frames load lazily
// has frames not yet navigated, whose handles in violations() wait for a document that never comes.
function violationsThroughPage(page) {
  return page.evaluate(() => {
    const all = [...(window.violations || [])];
    for (const f of document.querySelectorAll('iframe')) {
      try { all.push(...((f.contentWindow && f.contentWindow.violations) || [])); } catch (e) { all.push('frame not readable: ' + e.message); }
    }
    return all;
  });
}
const demoShown = (frame) => frame.waitForFunction(() => {
  try { return !!window.carcassonne.state().demo; } catch (e) { return false; }
}, null, { timeout: 60000 });

test('under the strict policy: the game plays a move, a demo steps, the editor opens its preview, the demos page loads', async () => {
  await withPolicy("'self' 'wasm-unsafe-eval'", async (context, url) => {
    // The game: art drawn, a move played, the bots answering, the share box shown.
    const game = await openGame(context, url + 'index.html');
    await game.page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
    await api(game.page, 'setBotDelay', 0);
    const legal = await api(game.page, 'legalMoves');
    await api(game.page, 'play', Object.assign({}, legal[0], { meeple: null }));
    await game.page.waitForFunction(() => window.carcassonne.state().board.length >= 3, null, { timeout: 60000 });
    await game.page.evaluate(() => window.carcassonneShell.share(JSON.stringify(window.carcassonne.save()), true));
    await game.page.waitForSelector('#notice a[download]');
    // The offline worker (sw.js) installed: every file of the build kept under the policy.
    const kept = await game.page.evaluate(() => navigator.serviceWorker.ready
      .then(() => caches.keys()).then((k) => caches.open(k[0])).then((c) => c.keys()).then((r) => r.length));
    assert.ok(kept > 100, 'the offline worker kept the build: ' + kept);
    assert.deepStrictEqual(await violations(game.page), [], 'the game');
    assert.deepStrictEqual(game.errors, [], 'the game');

    // A demo, embedded: stepped to its end.
    const demo = await openGame(context, url + 'index.html?embed=1&lang=de&scenario=' + encodeURIComponent(DEMO));
    await demoShown(demo.page);
    const st = await api(demo.page, 'step', 'end');
    assert.deepStrictEqual(st.scores, index.demos[0].final_scores);
    assert.deepStrictEqual(await violations(demo.page), [], 'the demo');
    assert.deepStrictEqual(demo.errors, [], 'the demo');

    // The editor with a scenario, and its preview: the embed in an iframe of the game's own page.
    const editor = await openGame(context, url + 'index.html?edit=1&scenario=' + encodeURIComponent(DEMO));
    await editor.page.waitForFunction(() => window.carcassonne.editor().active === true, null, { timeout: 60000 });
    await api(editor.page, 'editorPreview', { lang: 'en', width: 640, height: 420 });
    const preview = await (await editor.page.waitForSelector('#editor-preview-frame')).contentFrame();
    await demoShown(preview);
    assert.deepStrictEqual(await violations(editor.page), [], 'the editor and its preview');
    assert.deepStrictEqual(editor.errors, [], 'the editor');

    // The demos page: its list built, the first demo shown in its frame.
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url + 'demos.html');
    // The frames load lazily (loading="lazy"): the first one's demo, read through the page (a frame
    // handle taken before the lazy frame navigates is left waiting on the blank page it replaced).
    await page.waitForSelector('.demo iframe', { state: 'attached', timeout: 60000 });
    await page.waitForFunction(() => {
      try { return !!document.querySelector('.demo iframe').contentWindow.carcassonne.state().demo; } catch (e) { return false; }
    }, null, { timeout: 60000, polling: 200 });
    assert.strictEqual(await page.locator('.demo').count(), index.demos.length);
    assert.deepStrictEqual(await violationsThroughPage(page), [], 'the demos page and its frames');
    assert.deepStrictEqual(errors, [], 'the demos page');
  });
});

test("without 'wasm-unsafe-eval' the policy stops the WebAssembly, and the page says the game could not start", async () => {
  await withPolicy("'self'", async (context, url) => {
    const page = await context.newPage();
    await page.goto(url + 'index.html');
    await page.waitForFunction(() => document.getElementById('loader').classList.contains('failed'), null, { timeout: 60000 });
    assert.match(await page.textContent('#message'), /^The game could not start\./);
    const seen = await violations(page);
    assert.ok(seen.some((v) => /^script-src blocked wasm-eval/.test(v)), seen.join(' | '));
  });
});
