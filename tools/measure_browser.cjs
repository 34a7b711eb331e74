// Browser measurements for docs/PERFORMANCE.md, in Debian's headless Chromium on localhost:
// time to the first interactive frame, bytes downloaded (gzip), and CPU time per frame with a
// full board on screen. Usage: node tools/measure_browser.cjs [runs]
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { serve, launch } = require('../tests/browser/harness.cjs');

(async () => {
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
      await page.waitForTimeout(100);
      const f = await page.evaluate(() => window.carcassonne.frameStats());
      samples.push(f.last_ms);
      build.push(f.build_ms);
      vertices = f.vertices;
    }
    samples.sort((a, b) => a - b);
    build.sort((a, b) => a - b);
    const tiles = await page.evaluate(() => window.carcassonne.state().board.length);
    results.push({ readyMs, raw, gzip: gz, files: listed, tiles, vertices, frameMsMedian: samples[10], frameMsMax: samples[19],
      buildMsMedian: build[10], buildMsMax: build[19] });
    await page.close();
  }
  await browser.close();
  server.close();
  const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(JSON.stringify({
    runs, first_interactive_ms_median: med('readyMs'), download_bytes: results[0].raw, download_gzip_bytes: results[0].gzip,
    board_tiles: results[0].tiles, vertices: results[0].vertices,
    frame_build_ms_median: med('buildMsMedian'), frame_build_ms_worst_sample: med('buildMsMax'),
    frame_with_gl_submit_ms_median: med('frameMsMedian'), frame_with_gl_submit_ms_worst_sample: med('frameMsMax'),
    files: results[0].files,
  }, null, 1));
})();
