// Motion and sound in the browser: a move is followed by frames for a short while (the tile
// settling, "+N" rising, meeples going home) and then none; under prefers-reduced-motion nothing
// animates; the sound switch (players' window) is remembered across a reload and is off in an embed; a placement
// starts a sound once the reader has touched the page; players' marks show on meeples and chips.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, screenshotStats, artifacts, api, waitForQuiet, nextFrames, clickAt, framesAfter, artDrawn } =
  require('./harness.cjs');

const frames = (page) => page.evaluate(() => window.carcassonne.frameStats().frames);  // does not wake the app
const DEMO = 'index.html?scenario=assets/scenarios/signposts-five-correct-three-types.json&embed=1';

// Whether something moves after a change, judged by frames and pictures, never by a clock: the
// picture a few frames after the change against the picture once the app has gone quiet (700 ms
// without a frame, read by frameStats, which draws nothing). Tweens run on the clock, so a moving
// picture is caught mid-way however slowly the machine draws; a still one is already final.
async function pictureAfter(page, change, clip) {
  const since = await frames(page);
  await change();
  await framesAfter(page, since, 4);  // the settling frames: the change is drawn
  const early = await page.screenshot({ clip });
  const quiet = await waitForQuiet(page, 700, 30000);
  const late = await page.screenshot({ clip });
  return { moved: !early.equals(late), frames: quiet[0] - since, early, late };
}
// The demo loaded and the art of its sets drawn (asked for by the frame that first shows them).
const demoReady = async (page) => {
  await page.waitForFunction(() => window.carcassonneReady === true && !!window.carcassonne.state().demo, null,
    { timeout: 90000 });
  await artDrawn(page, 90000);
};

test('a move is animated for a short while, then the app draws nothing', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
    await page.goto(url + DEMO);
    await demoReady(page);
    await waitForQuiet(page, 1000, 30000);
    // The step: a tile placed, a road of 24 points completed ("+N" rising for 1.1 s), a meeple
    // going home: still moving a few frames after the step, then quiet.
    const step = await pictureAfter(page, () => api(page, 'step', 'forward'));
    fs.writeFileSync(path.join(artifacts, 'motion-early.png'), step.early);
    assert.ok(step.moved, 'the step is still moving a few frames after it (' + step.frames + ' frames in all)');
    const still = await waitForQuiet(page, 1000, 10000);
    await page.waitForTimeout(1000);  // the window in which nothing may be drawn
    assert.strictEqual(await frames(page), still[0], 'no frame once everything has arrived');
    assert.deepStrictEqual((await api(page, 'state')).scores, [24, 0]);
  });
});

test('under prefers-reduced-motion nothing animates: no frames beyond settling, no pulse', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 640, height: 420 }, reducedMotion: 'reduce' });
    await page.goto(url + DEMO);
    await demoReady(page);
    await waitForQuiet(page, 1000, 30000);
    const step = await pictureAfter(page, () => api(page, 'step', 'forward'));
    assert.ok(!step.moved, 'the step is drawn at once, nothing moves (' + step.frames + ' frames)');
    assert.deepStrictEqual((await api(page, 'state')).scores, [24, 0]);

    // A game: the legal squares do not pulse (they would for 3 s after the click), so after a
    // placement by mouse the picture is final as soon as the clicks are drawn.
    const game = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await game.goto(url);
    await game.waitForFunction(() => window.carcassonneReady === true && window.carcassonneArtReady === true, null,
      { timeout: 30000 });
    await api(game, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
    await waitForQuiet(game, 600, 30000);
    const moves = await api(game, 'legalMoves');
    const at = await api(game, 'screenOf', moves[0].at[0], moves[0].at[1]);
    await clickAt(game, at);
    // The board only (the pointer's hover tip and the panels are not motion).
    const placed = await pictureAfter(game, () => clickAt(game, at), { x: 0, y: 120, width: 1280, height: 560 });
    assert.strictEqual((await api(game, 'state')).step, 'meeple', 'the clicks placed the tile');
    assert.ok(!placed.moved, 'nothing pulses or moves under reduced motion (' + placed.frames + ' frames)');
  });
});

// The sound switch in the players' window: the only button there. Its box (page pixels) and
// its columns of button colour, which its label changes.
async function soundSwitch(page) {
  await page.mouse.move(5, 700);
  await nextFrames(page, 2);
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 260 } });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const columns = new Array(c.width).fill(0);
    let x0 = 1e9, x1 = -1, y0 = 1e9, y1 = -1;
    // The first button of the players' window is the sound switch: the topmost band of button
    // colour, up to the first line without it (Rules, Hint and the bot pace come below).
    const isButton = (i) => Math.abs(d[i] - 219) < 3 && Math.abs(d[i + 1] - 189) < 3 && Math.abs(d[i + 2] - 133) < 3;
    let top = -1, bottom = c.height;
    for (let y = 0; y < c.height && bottom === c.height; y++) {
      let any = false;
      for (let x = 0; x < c.width && !any; x++) any = isButton((y * c.width + x) * 4);
      if (any && top < 0) top = y;
      if (!any && top >= 0) bottom = y;
    }
    for (let y = Math.max(0, top); y < bottom; y++)
      for (let x = 0; x < c.width; x++) {
        const i = (y * c.width + x) * 4;
        if (Math.abs(d[i] - 219) < 3 && Math.abs(d[i + 1] - 189) < 3 && Math.abs(d[i + 2] - 133) < 3) {
          columns[x]++;
          x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
        }
      }
    return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, width: x1 - x0, label: columns.join(',') };
  }, shot.toString('base64'));
}

test('the sound switch is remembered across a reload; an embed starts silent', async () => {
  await withBrowser(async (browser, url) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    assert.strictEqual(await page.evaluate(() => window.carcassonneSounds.muted()), false, 'sound is on at first');
    const on = await soundSwitch(page);
    assert.ok(on.width > 40, 'the sound switch is in the players\' window: ' + JSON.stringify(on));
    await page.mouse.click(on.x, on.y);
    await page.waitForFunction(() => window.carcassonneSounds.muted() === true, null, { timeout: 5000 });
    assert.strictEqual(await page.evaluate(() => localStorage.getItem('carcassonne.sound')), 'off');
    const off = await soundSwitch(page);
    assert.notStrictEqual(off.label, on.label, 'the switch now says the sound is off');
    await page.screenshot({ path: path.join(artifacts, 'motion-sound-off.png') });

    await page.reload();
    await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    assert.strictEqual(await page.evaluate(() => window.carcassonneSounds.muted()), true, 'still off after a reload');
    assert.strictEqual((await soundSwitch(page)).label, off.label, 'the app shows it off after the reload');

    // An embed of the same site has its own switch, off until switched on there.
    await page.evaluate(() => localStorage.removeItem('carcassonne.sound'));
    const embed = await context.newPage();
    await embed.goto(url + DEMO);
    await embed.waitForFunction(() => {
      try { return window.carcassonneReady === true && !!window.carcassonne.state().demo; } catch (e) { return false; }
    }, null, { timeout: 30000 });
    assert.strictEqual(await embed.evaluate(() => window.carcassonneSounds.muted()), true, 'an embed is silent');
    const shown = await api(embed, 'shownTexts');
    assert.ok(shown.demo.controls.includes('Sound: off'), JSON.stringify(shown.demo.controls));
    await context.close();
  });
});

test('placing a tile starts a sound once the reader has touched the page, and none when muted', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
    await waitForQuiet(page, 600, 30000);
    assert.strictEqual(await page.evaluate(() => window.carcassonneSounds.hasContext()), false,
      'no AudioContext before the first gesture');
    const place = async () => {
      const moves = await api(page, 'legalMoves');
      const at = await api(page, 'screenOf', moves[0].at[0], moves[0].at[1]);
      await clickAt(page, at);
      await clickAt(page, at);
      await page.waitForFunction(() => window.carcassonne.state().step === 'meeple', null, { timeout: 5000 });
    };
    await place();
    const sounds = await page.evaluate(() => ({ played: window.carcassonneSounds.played, started: window.carcassonneSounds.started,
      context: window.carcassonneSounds.hasContext() }));
    assert.strictEqual(sounds.played.place, 1, JSON.stringify(sounds));
    assert.ok(sounds.context && sounds.started > 0, 'WebAudio played the notes: ' + JSON.stringify(sounds));

    // Muted, the next placement plays nothing.
    await api(page, 'play', { meeple: null });
    await page.evaluate(() => window.carcassonneSounds.setMuted(true));
    await page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 30000 });
    const started = await page.evaluate(() => window.carcassonneSounds.started);
    await waitForQuiet(page, 300, 30000);
    await place();
    assert.strictEqual(await page.evaluate(() => window.carcassonneSounds.started), started, 'no note while muted');
    assert.deepStrictEqual(errors, []);
  });
});

test('each player has a mark on their meeples and chips (screenshot)', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
    await api(page, 'setBotDelay', 0);
    const bots = ['Ada', 'Bruno', 'Chloé', 'Dirk', 'Emma'].map((name) => ({ name, bot: 'greedy' }));
    await api(page, 'newGame', { players: ['You', ...bots], seed: 5 });
    for (let turn = 0; turn < 4; turn++) {  // my turns: a tile and, where one may, a meeple
      await page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 30000 });
      await api(page, 'play', (await api(page, 'legalMoves'))[0]);
      const meeple = await api(page, 'legalMoves');
      await api(page, 'play', meeple[meeple.length > 1 ? 1 : 0]);
    }
    await page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 30000 });
    await waitForQuiet(page, 800, 30000);
    const shot = await page.screenshot({ path: path.join(artifacts, 'motion-player-marks.png') });
    // The marks' white ink (on dark colours) and dark ink (on yellow), in the scoreboard's chips.
    const chips = await page.screenshot({ clip: { x: 10, y: 38, width: 30, height: 120 } });
    const light = (await screenshotStats(page, chips, (r, g, b) => r === 255 && g === 255 && b === 255)).matching;
    const dark = (await screenshotStats(page, chips, (r, g, b) => r === 25 && g === 25 && b === 25)).matching;
    assert.ok(light > 20 && dark > 3, 'marks on the chips: ' + light + ' light, ' + dark + ' dark pixels');
    const onBoard = (await screenshotStats(page, shot, (r, g, b) => r === 255 && g === 255 && b === 255)).matching;
    assert.ok(onBoard > light, 'marks on the meeples too: ' + onBoard + ' light pixels in all');
    assert.deepStrictEqual(errors, []);
  });
});

test('a scenario\'s players named by colours get those colours, in any order', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'loadScenario', { players: ['Blue', 'Red'], board: [{ tile: 'base/D', at: [0, 0] }] });
    await waitForQuiet(page, 500, 30000);
    // The scoreboard's chips, row by row: Blue's is blue, Red's is red (the palette of session.cpp).
    const chip = async (row) => {
      const png = await page.screenshot({ clip: { x: 16, y: 40 + 20 * row, width: 20, height: 18 } });
      const blue = (await screenshotStats(page, png, (r, g, b) => r === 64 && g === 85 && b === 233)).matching;
      const red = (await screenshotStats(page, png, (r, g, b) => r === 206 && g === 26 && b === 19)).matching;
      return blue > red ? 'blue' : red > blue ? 'red' : 'neither';
    };
    await page.screenshot({ path: path.join(artifacts, 'motion-colour-names.png') });
    assert.deepStrictEqual([await chip(0), await chip(1)], ['blue', 'red']);
    assert.deepStrictEqual(errors, []);
  });
});
