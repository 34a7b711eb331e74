// Rules pages with every demo of assets/scenarios/index.json, at most 14 a page, whole sets
// (web/many-demos.html?sets=..., one lazy
// iframe a demo): all of them load and draw their board (judged from screenshots: a WebGL canvas reads
// back blank), reach their documented final scores, and the whole page idles at no more than
// 0.05 s of main thread per second. A frame whose WebGL context is lost (browsers keep about 16)
// draws again once the context is back, and asks for it itself when it comes into view.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, screenshotStats, root, artifacts, idleCost, demoFramesReady, framesDrawn, waitForQuiet } =
  require('./harness.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));

// The board part of an iframe (above the docked demo panel), from a screenshot of the page.
async function boardShot(page, file, name) {
  const box = await (await page.$(`iframe[data-file="${file}"]`)).boundingBox();
  const clip = { x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height * 0.55 };
  const png = await page.screenshot({ clip, path: name ? path.join(artifacts, name) : undefined });
  // Tile art and painted tiles: lighter greens, road beige, city browns; the table is one darker green.
  return screenshotStats(page, png, (r, g, b) => !(Math.abs(r - 107) < 14 && Math.abs(g - 140) < 14 && Math.abs(b - 84) < 14));
}

// The demos in pages of at most 14, each page whole sets (many-demos.html?sets=...): a browser keeps
// about 16 WebGL contexts, and every demo of a page is in view at once here.
function demoPages() {
  const bySet = new Map();
  for (const demo of index.demos) {
    const set = demo.file.split('-')[0];
    bySet.set(set, [...(bySet.get(set) || []), demo]);
  }
  const pages = [];
  for (const [set, demos] of bySet) {
    const last = pages[pages.length - 1];
    if (last && last.demos.length + demos.length <= 14) {
      last.sets.push(set);
      last.demos.push(...demos);
    } else pages.push({ sets: [set], demos: [...demos] });
  }
  return pages;
}

async function openPage(browser, url, viewport, sets) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  // Errors, and WebGL's complaints (a buffer or texture of the lost context used after the restore).
  // Every WebGL message counts (too many contexts, GL_INVALID_...) but Chromium's own note that its
  // software compositor (the harness's) reads each canvas back: "GPU stall due to ReadPixels".
  page.on('console', (m) => {
    if (m.type() === 'error' || (/WebGL|GL_INVALID/.test(m.text()) && !/Performance.*GPU stall due to ReadPixels/.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  // The tile art's bundles (one art.json a folder), asked for by any frame of the page.
  const artAsked = {};
  page.on('request', (r) => {
    const at = new URL(r.url()).pathname;
    if (at.endsWith('/art.json')) artAsked[at] = (artAsked[at] || 0) + 1;
  });
  await page.goto(url + 'many-demos.html?sets=' + sets.join(','));
  return { page, errors, artAsked };
}

// The art bundles the demos need: each set of each demo, in the look of its core deck where the set
// has that look (a river tile in a winter game is snowy), and the base set a frame shows before its
// demo has come.
function artOfTheDemos(demos) {
  const sets = JSON.parse(fs.readFileSync(path.join(root, 'assets/tiles/index.json'), 'utf8')).sets;
  const bundles = new Set(['/assets/tiles/base/art.json']);
  for (const demo of demos) {
    const scenario = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', demo.file), 'utf8'));
    const entries = scenario.sets.map((name) => sets.find((e) => e.set === name));
    const look = (entries.find((e) => e.deck === 'core') || {}).look;
    for (const e of entries)
      bundles.add('/assets/tiles/' + e.set + '/' + ((e.variants || []).includes(look) ? look + '/' : '') + 'art.json');
  }
  return [...bundles].sort();
}

const frameOf = async (page, file) => {
  const handle = await page.$(`iframe[data-file="${file}"]`);
  return handle.contentFrame();
};

// The two tests share one page of every demo (loading thirteen demos is most of their time): the
// second shrinks the window to 1280 × 900 so that the first demo can be scrolled out of view.
test('the page of every demo', async (t) => {
  await withBrowser(async (browser, url) => {
    const pages = demoPages();
    let first = null;
    for (const [n, group] of pages.entries()) {
      // Tall enough to hold every demo of the page in view (two a row, about 420 px each), so each lazy frame loads.
      const rows = Math.ceil(group.demos.length / 2);
      const opened = await openPage(browser, url, { width: 1280, height: 100 + 420 * rows }, group.sets);
      if (n === 0) first = opened;
      const { page, errors, artAsked } = opened;

      await t.test('every demo of ' + group.sets.join(', ') + ' on one page draws, reaches its scores, and the page idles', async () => {
        const demos = group.demos;
        await demoFramesReady(page, demos.length);
        await waitForQuiet(page, 2000, 60000);
        // The demos share each set's tile atlas: the first frame that needs it draws it, the others
        // take it (web/shell/art.js); every set a demo plays with has its art, in its game's look.
        assert.deepStrictEqual(Object.keys(artAsked).sort(), artOfTheDemos(demos),
          'the art bundles asked for: ' + JSON.stringify(artAsked));
        for (const [bundle, times] of Object.entries(artAsked))
          assert.strictEqual(times, 1, bundle + ' was asked for ' + times + ' times by ' + demos.length + ' demos');
        await page.screenshot({ path: path.join(artifacts, 'many-demos-' + n + '.png') });
        for (const demo of demos) {
          const stats = await boardShot(page, demo.file);
          assert.ok(stats.colours > 20 && stats.matching > 2000, demo.file + ' draws its board: ' + JSON.stringify(stats));
        }

        // The whole page, left alone: no frame anywhere, next to no main-thread time.
        const before = await framesDrawn(page);
        const cost = await idleCost(page, 5);
        assert.deepStrictEqual(await framesDrawn(page), before, 'no frame while nothing happens');
        assert.ok(cost <= 0.05, demos.length + ' idle demos cost ' + cost.toFixed(4) + ' s/s');

        // Each steps to its documented final scores, and shows it.
        for (const demo of demos) {
          const frame = await frameOf(page, demo.file);
          const st = await frame.evaluate(() => window.carcassonne.step('end'));
          assert.deepStrictEqual(st.scores, demo.final_scores, demo.file);
        }
        await waitForQuiet(page, 1000, 60000);
        await page.screenshot({ path: path.join(artifacts, 'many-demos-end-' + n + '.png') });
        for (const demo of demos) {
          const stats = await boardShot(page, demo.file);
          assert.ok(stats.colours > 20 && stats.matching > 2000, demo.file + ' draws its last step');
        }
        assert.deepStrictEqual(errors, []);
      });
      if (n > 0) await page.close();
    }
    const { page, errors } = first;

    await t.test('a demo whose WebGL context is lost draws again: restored, or when scrolled back into view', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const file = index.demos[0].file;
      await demoFramesReady(page, 2);
      const frame = await frameOf(page, file);
      await frame.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
      await waitForQuiet(page, 1000, 60000);
      const drawn = await boardShot(page, file, 'context-before.png');
      assert.ok(drawn.colours > 20, 'drawn before the loss');

      // Lost and restored by the browser (WEBGL_lose_context stands in for it).
      await frame.evaluate(() => {
        window.testLoseContext = document.getElementById('canvas').getContext('webgl2').getExtension('WEBGL_lose_context');
        window.testLoseContext.loseContext();
      });
      await frame.waitForFunction(() => window.carcassonne.frameStats().context_lost === true, null, { timeout: 10000 });
      const lost = await boardShot(page, file, 'context-lost.png');
      assert.ok(lost.colours < drawn.colours, 'the lost canvas shows no board: ' + JSON.stringify(lost));
      await frame.evaluate(() => window.testLoseContext.restoreContext());
      await frame.waitForFunction(() => !window.carcassonne.frameStats().context_lost && window.carcassonneArtReady === true,
        null, { timeout: 30000 });
      await waitForQuiet(page, 1000, 60000);
      const again = await boardShot(page, file, 'context-restored.png');
      assert.ok(again.colours > 20 && again.matching > 2000, 'drawn again after the restore: ' + JSON.stringify(again));

      // Lost while scrolled away: nothing happens until the demo is back in view, then it asks for
      // its context itself and draws.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await frame.waitForFunction(() => window.carcassonne.frameStats().visible === false, null, { timeout: 10000 });
      await frame.evaluate(() => window.testLoseContext.loseContext());
      await frame.waitForFunction(() => window.carcassonne.frameStats().context_lost === true, null, { timeout: 10000 });
      await page.waitForTimeout(1500);
      assert.strictEqual((await frame.evaluate(() => window.carcassonne.frameStats())).context_lost, true,
        'out of view, the context stays lost');
      await page.evaluate(() => window.scrollTo(0, 0));
      await frame.waitForFunction(() => !window.carcassonne.frameStats().context_lost && window.carcassonneArtReady === true,
        null, { timeout: 30000 });
      await waitForQuiet(page, 1000, 60000);
      const back = await boardShot(page, file, 'context-back-in-view.png');
      assert.ok(back.colours > 20 && back.matching > 2000, 'drawn again in view: ' + JSON.stringify(back));
      assert.deepStrictEqual(errors, []);
    });
  });
});
