// Browser measurements for docs/PERFORMANCE.md, in Debian's headless Chromium on localhost:
// time to the first interactive frame, bytes downloaded (gzip), and CPU time per frame with a
// full board on screen. Usage: node tools/measure_browser.cjs [runs]
// Idle cost (main-thread seconds per second while nobody touches the page: a game waiting for
// the human, one embedded demo, the eight-demo page): node tools/measure_browser.cjs idle [seconds]
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { serve, launch, idleCost, demoFramesReady, framesDrawn, waitForQuiet } = require('../tests/browser/harness.cjs');

// Each case: the page, its viewport, and what to wait for before it is left alone.
async function measureIdle(seconds) {
  const dir = path.resolve(__dirname, '../build/web');
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'assets/scenarios/index.json'), 'utf8'));
  const { server, url } = await serve(dir);
  const browser = await launch();
  const ready = (p) => p.waitForFunction(() => window.carcassonneReady === true && window.carcassonneArtReady === true,
    null, { timeout: 60000 });
  const cases = [
    { name: 'game, the human to move', url: url, viewport: { width: 1280, height: 800 }, wait: ready },
    { name: 'one embedded demo', url: url + 'index.html?scenario=assets/scenarios/' + index.demos[0].file + '&embed=1',
      viewport: { width: 640, height: 420 }, wait: ready },
    { name: 'eight demos on one page (all in view)', url: url + 'many-demos.html', viewport: { width: 1280, height: 1700 },
      wait: (p) => demoFramesReady(p, index.demos.length) },
  ];
  const out = [];
  for (const c of cases) {
    const page = await browser.newPage({ viewport: c.viewport });
    await page.goto(c.url);
    await c.wait(page);
    await waitForQuiet(page, 4000);  // loading, art, the settle frames and the legal squares' pulse are over
    const before = await framesDrawn(page);
    const cost = await idleCost(page, seconds);
    const after = await framesDrawn(page);
    const drawn = after.reduce((n, f, i) => n + (f - before[i]), 0);
    out.push({ page: c.name, seconds, main_thread_s_per_s: Number(cost.toFixed(4)), frames_drawn: drawn });
    await page.close();
  }
  await browser.close();
  server.close();
  console.log(JSON.stringify(out, null, 1));
}

// The first load's bytes: every file the page fetched until it is interactive and its tile art is
// ready, each gzip -9 on its own, from a built folder (build/web unless given).
// Usage: node tools/measure_browser.cjs bytes [folder]
async function measureBytes(folder) {
  const dir = path.resolve(folder || path.join(__dirname, '../build/web'));
  const { server, url } = await serve(dir);
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(() => window.carcassonneReady === true && window.carcassonneArtReady === true, null,
    { timeout: 90000 });
  await page.waitForTimeout(1000);
  const files = await page.evaluate(() => [location.pathname].concat(
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
  const out = { files: 0, raw: 0, gzip: 0, largest: [] };
  for (const f of new Set(files)) {
    const file = path.join(dir, f === '/' ? 'index.html' : decodeURIComponent(f));
    if (!fs.existsSync(file)) continue;
    const data = fs.readFileSync(file);
    const z = zlib.gzipSync(data, { level: 9 }).length;
    out.files += 1;
    out.raw += data.length;
    out.gzip += z;
    out.largest.push({ file: f, bytes: data.length, gzip: z });
  }
  out.largest = out.largest.sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  await browser.close();
  server.close();
  console.log(JSON.stringify(out, null, 1));
}

(async () => {
  if (process.argv[2] === 'idle') return measureIdle(Number(process.argv[3] || 5));
  if (process.argv[2] === 'bytes') return measureBytes(process.argv[3]);
  const runs = Number(process.argv[2] || 3);
  const dir = path.resolve(__dirname, '../build/web');
  const { server, url } = await serve(dir);
  const browser = await launch();
  const results = [];
  for (let i = 0; i < runs; ++i) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    const readyMs = await page.evaluate(() => window.carcassonneReadyAt);
    // The tile art: every SVG drawn into the atlas and handed to the app, after the first frame.
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000, polling: 20 });
    const artMs = await page.evaluate(() => performance.now() - window.carcassonneReadyAt);
    const files = await page.evaluate(() => [location.pathname].concat(
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
    let raw = 0, gz = 0;
    const listed = [];
    for (const f of new Set(files)) {
      const file = path.join(dir, f === '/' ? 'index.html' : decodeURIComponent(f));
      if (!fs.existsSync(file)) continue;
      const data = fs.readFileSync(file);
      const z = zlib.gzipSync(data, { level: 9 }).length;
      raw += data.length;
      gz += z;
      listed.push({ file: f, bytes: data.length, gzip: z });
    }
    // A full board: a bot-only Winter Edition game (84 tiles) played to the end, fitted on screen.
    await page.evaluate(() => {
      window.carcassonne.setBotDelay(0);
      window.carcassonne.newGame({ players: [{ name: 'A', bot: 'greedy' }, { name: 'B', bot: 'greedy' }], sets: ['winter'], seed: 7 });
    });
    await page.waitForFunction(() => window.carcassonne.state().over, null, { timeout: 120000, polling: 200 });
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    await page.waitForTimeout(500);
    const samples = [], build = [];
    let vertices = 0;
    for (let k = 0; k < 20; ++k) {
      // The app draws on demand: a small mouse move over the board asks for frames.
      await page.mouse.move(640 + (k % 2) * 3, 300);
      await page.waitForTimeout(100);
      const f = await page.evaluate(() => window.carcassonne.frameStats());
      samples.push(f.last_ms);
      build.push(f.build_ms);
      vertices = f.vertices;
    }
    samples.sort((a, b) => a - b);
    build.sort((a, b) => a - b);
    const tiles = await page.evaluate(() => window.carcassonne.state().board.length);
    results.push({ readyMs, artMs, raw, gzip: gz, files: listed, tiles, vertices, frameMsMedian: samples[10], frameMsMax: samples[19],
      buildMsMedian: build[10], buildMsMax: build[19] });
    await page.close();
  }
  await browser.close();
  server.close();
  const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(JSON.stringify({
    runs, first_interactive_ms_median: med('readyMs'), art_after_first_frame_ms_median: med('artMs'), download_bytes: results[0].raw, download_gzip_bytes: results[0].gzip,
    board_tiles: results[0].tiles, vertices: results[0].vertices,
    frame_build_ms_median: med('buildMsMedian'), frame_build_ms_worst_sample: med('buildMsMax'),
    frame_with_gl_submit_ms_median: med('frameMsMedian'), frame_with_gl_submit_ms_worst_sample: med('frameMsMax'),
    files: results[0].files,
  }, null, 1));
})();
