// Rendering on demand: a game or a demo left alone draws no frames and costs next to nothing on
// the main thread (CDP Performance.getMetrics TaskDuration); input, the page API, bots and
// autoplay still get their frames at once; a canvas out of view or in a hidden page draws nothing.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, screenshotStats, root, artifacts, api, idleCost, framesDrawn, waitForQuiet, clickAt,
  settle, frames, quietGame, artDrawn, wake, press } = require('./harness.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));

// The page (or frame) as hidden or shown, as when another tab comes in front of it and goes.
const setHidden = (target, hidden) => target.evaluate((h) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
  document.dispatchEvent(new Event('visibilitychange'));
}, hidden);

test('a game left alone draws nothing and costs at most 0.02 s of main thread per second; input wakes it', async () => {
  await withBrowser(async (browser, url) => {
    // The legal squares pulse for a few seconds after the last change, then hold still.
    const { page, errors } = await quietGame(browser, url);
    const before = await frames(page);
    const cost = await idleCost(page, 5);
    assert.strictEqual(await frames(page), before, 'no frame while nothing happens');
    assert.ok(cost <= 0.02, 'idle game costs ' + cost.toFixed(4) + ' s/s');

    // A mouse move draws at once (and a few frames more to settle), then it is quiet again: the
    // legal squares' pulse (12.5 frames a second for 3 s) is for choices that appear, not for a hover.
    await page.mouse.move(300, 300);
    await page.waitForFunction((n) => window.carcassonne.frameStats().frames > n, before, { timeout: 5000, polling: 20 });
    const hovered = (await waitForQuiet(page, 1000, 30000))[0] - before;
    assert.ok(hovered <= 20, 'a hover drew ' + hovered + ' frames (the settling frames only)');
    // Two clicks on a legal square place the tile, as before.
    const moves = await api(page, 'legalMoves');
    const at = await api(page, 'screenOf', moves[0].at[0], moves[0].at[1]);
    await clickAt(page, at);
    await clickAt(page, at);
    assert.strictEqual((await api(page, 'state')).step, 'meeple', 'the clicks placed the tile');
    await waitForQuiet(page, 1000, 30000);
    assert.deepStrictEqual(errors, []);
  });
});

// The settling frames after a change mostly come out as the one before: such a frame is built but
// not drawn on the canvas, which keeps showing the same picture (not a blank one).
test('a frame that would draw what the canvas shows is not drawn again; a change is', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await quietGame(browser, url);
    const stats = () => page.evaluate(() => window.carcassonne.frameStats());
    const shown = await page.screenshot();
    const before = await stats();
    assert.strictEqual(typeof before.canvas_draws, 'number');
    // A resize event with the size unchanged: frames that change nothing, and SDL sets the canvas's
    // size again (to the same: no clearing), so the picture kept is the one seen.
    for (let i = 0; i < 5; ++i) {
      await wake(page);
      await waitForQuiet(page, 300, 30000);
    }
    const woken = await stats();
    assert.ok(woken.frames >= before.frames + 5, 'the wakes were built: ' + (woken.frames - before.frames) + ' frames');
    assert.strictEqual(woken.canvas_draws, before.canvas_draws, 'none was drawn on the canvas');
    assert.ok(shown.equals(await page.screenshot()), 'the canvas still shows the game');

    // R turns the tile in hand (seed 5's first tile looks different turned): drawn, and shown.
    await press(page, 'r');
    await waitForQuiet(page, 300, 30000);
    const turned = await stats();
    assert.ok(turned.canvas_draws > woken.canvas_draws, 'the turned tile was drawn');
    assert.ok(!shown.equals(await page.screenshot({ path: path.join(artifacts, 'idle-turned.png') })), 'the turn shows');
    assert.deepStrictEqual(errors, []);
  });
});

// Setting a canvas's size clears it, and SDL sets it on every window resize: to the CSS size times the
// pixel ratio, a pixel more than the window's whole CSS pixels give when the CSS size has a fraction;
// and while the page is hidden nothing is drawn, so a size changed and changed back leaves it blank.
// Either way the frame after draws the picture again, though the game's windows are as they were.
test('a canvas cleared by a resize that changes nothing for the game is drawn again', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url, { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
    await artDrawn(page);
    await waitForQuiet(page, 1000, 30000);
    const canvasWidth = (w) => page.waitForFunction((n) => document.getElementById('canvas').width === n, w, { timeout: 10000 });
    const drawn = async (what) => {
      const shot = await page.screenshot({ path: path.join(artifacts, 'idle-cleared-' + what + '.png') });
      assert.ok((await screenshotStats(page, shot)).colours > 20, 'the game is drawn after ' + what);
    };
    await drawn('nothing');
    await canvasWidth(1280);

    // Half a CSS pixel wider: the same 640 × 400 window for the game, a canvas of 1281 pixels.
    await page.evaluate(() => {
      document.getElementById('canvas').style.width = 'calc(100% + 0.5px)';
      window.dispatchEvent(new Event('resize'));
    });
    await canvasWidth(1281);
    await waitForQuiet(page, 500, 30000);
    await drawn('a fraction');

    // Hidden, resized and back; shown again.
    await setHidden(page, true);
    await page.setViewportSize({ width: 500, height: 400 });
    await canvasWidth(1001);
    await page.setViewportSize({ width: 640, height: 400 });
    await canvasWidth(1281);
    await setHidden(page, false);
    await waitForQuiet(page, 500, 30000);
    await drawn('hiding');
    assert.deepStrictEqual(errors, []);
  });
});

test('an embedded demo idles at no cost; the page API and autoplay draw', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url + 'index.html?scenario=assets/scenarios/' + index.demos[1].file + '&embed=1');
    await page.waitForFunction(() => window.carcassonneArtReady === true && !!window.carcassonne.state().demo, null,
      { timeout: 30000 });
    await artDrawn(page);  // the demo's sets, asked for by the frame that first shows them
    await waitForQuiet(page, 1000, 30000);
    const before = await frames(page);
    const cost = await idleCost(page, 5);
    assert.strictEqual(await frames(page), before, 'no frame while nothing happens');
    assert.ok(cost <= 0.02, 'idle demo costs ' + cost.toFixed(4) + ' s/s');

    // A step through the page API is drawn without any input.
    const start = await page.screenshot();
    await api(page, 'step', 'forward');
    await waitForQuiet(page, 500, 30000);
    assert.ok(await frames(page) > before, 'the call woke the app');
    const stepped = await page.screenshot({ path: path.join(artifacts, 'idle-demo-step1.png') });
    assert.notDeepStrictEqual(stepped, start, 'the step shows');

    // Autoplay steps on its own: frames keep coming until the last step, then stop.
    await api(page, 'step', 'start');
    await waitForQuiet(page, 500, 30000);
    // The autoplay box: the white square (theme.h's kFrameBg) in the first row of the demo window
    // (the lowest window layout() lists), under its title; found there, whatever colours the board,
    // the tiles or the players' marks below it use.
    const panel = (await api(page, 'layout')).panels.reduce((a, b) => (b.y > a.y ? b : a));
    await settle(page);
    const shot = await page.screenshot();
    const box = await page.evaluate(async ([b64, p]) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      const white = [];
      for (let y = Math.max(0, Math.floor(p.y)); y < Math.min(c.height, p.y + p.h); y++) {
        for (let x = Math.max(0, Math.floor(p.x)); x < Math.min(c.width, p.x + p.w); x++) {
          const i = (y * c.width + x) * 4;
          if (d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255) white.push([x, y]);
        }
      }
      if (!white.length) return null;
      const top = Math.min(...white.map((q) => q[1]));
      const row = white.filter((q) => q[1] < top + 24);  // the first row of controls: a box a line high
      const n = row.length;
      return { x: row.reduce((a, q) => a + q[0], 0) / n, y: row.reduce((a, q) => a + q[1], 0) / n, n };
    }, [shot.toString('base64'), panel]);
    assert.ok(box && box.n > 50, 'the autoplay checkbox is on screen');
    await page.mouse.click(box.x, box.y);
    await page.mouse.move(5, 5);
    const steps = (await api(page, 'state')).demo.steps;
    await page.waitForFunction((n) => window.carcassonne.state().demo.step === n, steps, { timeout: 30000, polling: 500 });
    await waitForQuiet(page, 1000, 30000);
    assert.deepStrictEqual((await api(page, 'state')).scores, index.demos[1].final_scores);
    assert.deepStrictEqual(errors, []);
  });
});

test('bots get their frames with nobody touching the page, and it goes quiet at the end', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: [{ name: 'Ada', bot: 'greedy' }, { name: 'Bruno', bot: 'random' }], seed: 11 });
    // Only the bots move, and nothing wakes the app (frameStats does not): the frames keep coming
    // until the game is over, then stop.
    const drawn = await waitForQuiet(page, 1500, 300000);
    assert.ok(drawn[0] > 100, 'the bots played in frames of their own: ' + drawn[0]);
    const st = await api(page, 'state');
    assert.ok(st.over, 'the game ended with nobody touching the page');
    assert.strictEqual(st.bag, 0);
    assert.deepStrictEqual(errors, []);
  });
});

// A bot that has chosen and only pauses so a person can follow its move changes nothing on screen
// but its thinking sign, which turns in twelve steps a second: the page draws those steps, not
// every animation frame (a slow machine draws fewer, never more, so the bound is safe under load).
test('a bot pausing before its move draws only its thinking sign\'s steps, about 12 frames a second', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
    await api(page, 'setBotDelay', 600000);  // the bot holds its move
    await api(page, 'newGame', { players: [{ name: 'Ada', bot: 'greedy' }, { name: 'You', bot: null }], seed: 5 });
    await page.waitForFunction(() => { const f = window.carcassonne.frameStats(); return f.bot_decisions >= 1 && !f.bot_thinking; },
      null, { timeout: 30000 });
    const read = () => page.evaluate(() => ({ frames: window.carcassonne.frameStats().frames, at: performance.now() }));
    await page.waitForTimeout(500);  // the settling frames of the last change are over
    const a = await read();
    await page.waitForTimeout(2500);  // the window in which only the sign's steps may be drawn
    const b = await read();
    const perSecond = (b.frames - a.frames) / ((b.at - a.at) / 1000);
    assert.ok(b.frames > a.frames, 'the sign still turns');
    assert.ok(perSecond <= 15, 'frames a second while the bot pauses: ' + perSecond.toFixed(1));
    assert.strictEqual((await api(page, 'state')).board.length, 1, 'the bot still holds its move');
    await api(page, 'setBotDelay', 0);  // let go, it moves at once
    await page.waitForFunction(() => window.carcassonne.state().board.length === 2, null, { timeout: 10000 });
    assert.deepStrictEqual(errors, []);
  });
});

test('a canvas out of view or in a hidden page draws nothing, and draws again when shown', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const host = `<!doctype html><html><body style="margin:0"><div style="height:1800px">Text of a rules page.</div>
      <iframe id="f" width="640" height="420" src="index.html?scenario=assets/scenarios/${index.demos[4].file}&embed=1"></iframe>
      </body></html>`;
    await page.route('**/far.html', (route) => route.fulfill({ contentType: 'text/html', body: host }));
    await page.goto(url + 'far.html');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // The first frame is drawn even out of view (it tells the page the game runs).
    await frame.waitForFunction(() => window.carcassonneReady === true && window.carcassonneArtReady === true &&
      (() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } })(), null, { timeout: 30000 });
    await frame.waitForFunction(() => window.carcassonne.frameStats().visible === false, null, { timeout: 10000 });
    const stats = await frame.evaluate(() => window.carcassonne.frameStats());
    assert.strictEqual(stats.visible, false, 'the frame knows it is out of view');
    // Calls change the game but draw nothing while it is out of view.
    await frame.evaluate(() => window.carcassonne.step('end'));
    await page.waitForTimeout(500);  // the window in which nothing may be drawn
    assert.strictEqual((await frame.evaluate(() => window.carcassonne.frameStats())).frames, stats.frames);
    // Scrolled into view: it draws the current state.
    await page.evaluate(() => document.getElementById('f').scrollIntoView());
    await frame.waitForFunction((n) => window.carcassonne.frameStats().frames > n, stats.frames, { timeout: 10000 });
    await waitForQuiet(page, 800, 30000);
    const box = await (await page.$('#f')).boundingBox();
    const shot = await page.screenshot({ clip: box, path: path.join(artifacts, 'idle-scrolled-into-view.png') });
    assert.ok((await screenshotStats(page, shot)).colours > 20, 'the board is drawn');

    // A hidden page (another tab in front) draws nothing; shown again, it draws.
    await setHidden(frame, true);
    const hidden = await frame.evaluate(() => window.carcassonne.frameStats());
    assert.strictEqual(hidden.visible, false);
    await frame.evaluate(() => window.carcassonne.step('start'));
    await page.mouse.move(100, 100);
    await page.waitForTimeout(500);  // the window in which nothing may be drawn
    assert.strictEqual((await frame.evaluate(() => window.carcassonne.frameStats())).frames, hidden.frames);
    await setHidden(frame, false);
    await frame.waitForFunction((n) => window.carcassonne.frameStats().frames > n, hidden.frames, { timeout: 10000 });
    assert.deepStrictEqual(await framesDrawn(page).then((f) => f.length), 2);
  });
});
