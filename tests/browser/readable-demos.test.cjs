// Demos made for a rules page (issue 25, item 2): in a 640×420 embed and on a 390×844 phone, in
// German, the demo's tiles are framed at a readable size, signpost arrows are at least 20 px, the
// board's explanation opens by a tap and stays inside the frame, autoplay leaves each step its time
// and holds while the reader taps; demos.html gives its frames room and its iframe code
// loading="lazy" and a title.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, api, root, artifacts, tapAt, clickAt, settle, layoutStill, nextFrames, fingerDrag, artDrawn } = require('./harness.cjs');

const DEMO = 'signposts-five-correct-three-types.json';
const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const scenario = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', DEMO), 'utf8'));
const SHAPES = {
  embed: { viewport: { width: 640, height: 420 }, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
};

async function openDemo(browser, url, shape, demo) {
  const opened = await openGame(browser, url + 'index.html?scenario=assets/scenarios/' + (demo || DEMO) + '&embed=1&lang=de', shape);
  await opened.page.waitForFunction(() => window.carcassonneArtReady === true && !!window.carcassonne.state().demo,
    null, { timeout: 60000 });
  await artDrawn(opened.page);  // the demo's sets, asked for by the frame that first shows them
  await layoutStill(opened.page);
  return opened;
}

// The bounding box of the pixels of a colour (within `tol` on each channel) inside a screen box.
async function colourBox(page, png, box, rgb, tol) {
  return page.evaluate(async ([b64, b, c, t]) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const k = img.width / window.innerWidth;  // device pixels per CSS pixel
    const cv = document.createElement('canvas');
    cv.width = img.width; cv.height = img.height;
    const ctx = cv.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, cv.width, cv.height).data;
    let x0 = 1e9, y0 = 1e9, x1 = -1, y1 = -1;
    for (let y = Math.max(0, Math.floor(b.y0 * k)); y < Math.min(cv.height, b.y1 * k); y++) {
      for (let x = Math.max(0, Math.floor(b.x0 * k)); x < Math.min(cv.width, b.x1 * k); x++) {
        const i = (y * cv.width + x) * 4;
        if (Math.abs(d[i] - c[0]) <= t && Math.abs(d[i + 1] - c[1]) <= t && Math.abs(d[i + 2] - c[2]) <= t) {
          x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
        }
      }
    }
    return x1 < 0 ? { w: 0, h: 0 } : { w: (x1 - x0 + 1) / k, h: (y1 - y0 + 1) / k };
  }, [png.toString('base64'), box, rgb, tol]);
}

const square = async (page, at) => {
  const p = await api(page, 'screenOf', at[0], at[1]);
  return { x0: p.x - p.size / 2, y0: p.y - p.size / 2, x1: p.x + p.size / 2, y1: p.y + p.size / 2, x: p.x, y: p.y };
};
const inside = (b, v) => b.x >= -0.5 && b.y >= -0.5 && b.x + b.w <= v.w + 0.5 && b.y + b.h <= v.h + 0.5;

for (const [name, shape] of Object.entries(SHAPES)) {
  test(name + ': the demo framed at a readable size, arrows 20 px, the explanation by a tap inside the frame', async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await openDemo(browser, url, shape);
      const lay = await api(page, 'layout');
      assert.ok(lay.tileSize >= 72, 'tiles of ' + lay.tileSize.toFixed(1) + ' px');
      // Every tile of the demo and the square its move takes lie in the board's part of the frame.
      const safe = lay.safe;
      for (const at of scenario.board.map((t) => t.at).concat(scenario.moves.map((m) => m.at))) {
        const q = await square(page, at);
        assert.ok(q.x0 >= safe.x - 1 && q.y0 >= safe.y - 1 && q.x1 <= safe.x + safe.w + 1 && q.y1 <= safe.y + safe.h + 1,
          'square ' + at + ' in view');
      }
      // The start tile, which the texts count squares from, is marked (in German).
      const start = lay.marks.find((m) => m.text === 'Startkarte');
      assert.ok(start && inside({ x: start.x, y: start.y, w: 0, h: 0 }, lay.view), 'the start tile marked: ' + JSON.stringify(lay.marks));
      // The arrows measured on screen: the blue (left) and orange (right) plates, 20 px across.
      const shot = await page.screenshot({ path: path.join(artifacts, 'readable-demos-' + name + '.png') });
      const left = await colourBox(page, shot, await square(page, [2, 2]), [0, 104, 170], 14);
      const right = await colourBox(page, shot, await square(page, [2, 0]), [206, 90, 0], 14);
      for (const [what, b] of [['left', left], ['right', right]])
        assert.ok(b.w >= 20 && b.h >= 20, what + ' arrow ' + b.w.toFixed(1) + ' × ' + b.h.toFixed(1) + ' px');

      // A tap on the road opens its judging, inside the frame; a second tap closes it.
      const road = await square(page, [1, 0]);
      await tapAt(page, { x: road.x, y: road.y });
      await settle(page);
      let now = await api(page, 'layout');
      assert.ok(now.tip && /Wegweiser|Pfeil|richtig/.test(now.tip), 'the tap shows the road judged: ' + now.tip);
      assert.ok(now.tipBox && inside(now.tipBox, now.view), 'the explanation inside the frame: ' + JSON.stringify(now.tipBox));
      await page.screenshot({ path: path.join(artifacts, 'readable-demos-' + name + '-tip.png') });
      // Pinned where the board stays in sight: no tile's middle (its arrows, its pieces) under it,
      // nor the road it judges.
      const tb = now.tipBox;
      const under = (p) => p.x >= tb.x && p.x <= tb.x + tb.w && p.y >= tb.y && p.y <= tb.y + tb.h;
      for (const at of scenario.board.map((t) => t.at).concat(scenario.moves.map((m) => m.at)))
        assert.ok(!under(await square(page, at)), 'the tile at ' + at + ' stays in sight: ' + JSON.stringify(tb));
      assert.ok(!under(road), 'the road judged stays in sight');
      await page.screenshot({ path: path.join(artifacts, 'readable-demos-' + name + '-tip.png') });
      await nextFrames(page, 3);
      assert.ok((await api(page, 'layout')).tip, 'it stays after the finger is lifted');
      await tapAt(page, { x: road.x, y: road.y });
      await settle(page);
      now = await api(page, 'layout');
      assert.strictEqual(now.tip, null, 'a second tap closes it');
      assert.deepStrictEqual(errors, []);
    });
  });
}

// A finger dragged up over the explanation scrolls it (Dear ImGui scrolls by wheel only; on a touch
// screen at 640×420 the text shows a line or two of a longer explanation), and the frame's board stays put.
test('embed: the explanation scrolls by a finger dragged over it, at 640×420', async () => {
  await withBrowser(async (browser, url) => {
    // The demo with the longest German text (422 characters).
    const { page, errors } = await openDemo(browser, url, SHAPES.embed, 'river-lake-that-fits-nowhere-is-set-aside.json');
    let demo = (await api(page, 'shownTexts')).demo;
    assert.ok(demo.scroll.max > 0, 'the explanation is longer than its box: ' + JSON.stringify(demo.scroll));
    assert.strictEqual(demo.scroll.y, 0);
    // Three lines or more of it in view (one showed before: a fingertip-tall title bar, the scores on their own line).
    assert.ok(demo.scroll.h >= 3 * 19, 'the explanation\'s box is ' + demo.scroll.h + ' px tall');
    const lay = await api(page, 'layout');
    const panel = lay.panels.reduce((a, b) => (b.y > a.y ? b : a));  // the demo's panel, at the bottom
    const x = panel.x + panel.w / 2, y0 = panel.y + panel.h - 12;
    await fingerDrag(page, x, y0, 48, 6);  // each step of the drag seen by a frame before the next
    demo = (await api(page, 'shownTexts')).demo;
    assert.ok(demo.scroll.y > 10, 'scrolled by the drag: ' + JSON.stringify(demo.scroll));
    assert.strictEqual((await api(page, 'layout')).tileSize, lay.tileSize, 'the board did not zoom');
    await page.screenshot({ path: path.join(artifacts, 'readable-demos-embed-scrolled.png') });
    assert.deepStrictEqual(errors, []);
  });
});

// The Gingerbread Man leaving a city: a row of 7 city tiles and the city the figure goes to,
// all in sight at 640×420 with tiles as large as the other demos'.
test('the gingerbread demo is framed whole with tiles of about 80 px at 640×420, in French', async () => {
  await withBrowser(async (browser, url) => {
    const file = 'gingerbread-leaving-a-city.json';
    const demo = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', file), 'utf8'));
    const { page, errors } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/' + file + '&embed=1&lang=fr',
      SHAPES.embed);
    await page.waitForFunction(() => window.carcassonneArtReady === true && !!window.carcassonne.state().demo, null,
      { timeout: 60000 });
    await artDrawn(page);
    await layoutStill(page);
    let lay = await api(page, 'layout');
    await page.screenshot({ path: path.join(artifacts, 'readable-demos-gingerbread.png') });
    assert.ok(lay.tileSize >= 76, 'tiles of ' + lay.tileSize.toFixed(1) + ' px');
    const safe = lay.safe;
    for (const at of demo.board.map((t) => t.at).concat(demo.moves.map((m) => m.at))) {
      const q = await square(page, at);
      assert.ok(q.x0 >= safe.x - 1 && q.y0 >= safe.y - 1 && q.x1 <= safe.x + safe.w + 1 && q.y1 <= safe.y + safe.h + 1,
        'square ' + at + ' in view: ' + JSON.stringify([q, safe]));
    }
    assert.deepStrictEqual((await api(page, 'step', 'end')).scores, index.demos.find((d) => d.file === file).final_scores,
      'the demo keeps its scores');
    await layoutStill(page);
    await page.screenshot({ path: path.join(artifacts, 'readable-demos-gingerbread-end.png') });
    assert.deepStrictEqual(errors, []);
  });
});

test('a demo text naming "road A" finds an A on that road', async () => {
  await withBrowser(async (browser, url) => {
    const file = 'ferries-moved-ferry-reopens-a-road.json';
    const labelled = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', file), 'utf8'));
    assert.match(labelled.explanations.de.steps[0], /Straße A/);
    const { page, errors } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/' + file + '&embed=1&lang=de',
      SHAPES.embed);
    await page.waitForFunction(() => window.carcassonneArtReady === true && !!window.carcassonne.state().demo, null,
      { timeout: 60000 });
    await artDrawn(page);
    await layoutStill(page);
    const lay = await api(page, 'layout');
    const a = lay.marks.find((m) => m.text === 'A');
    const road = await square(page, labelled.labels[0].at);
    await page.screenshot({ path: path.join(artifacts, 'readable-demos-road-a.png') });
    assert.ok(a, 'an A on the board: ' + JSON.stringify(lay.marks));
    assert.ok(a.x >= road.x0 && a.x <= road.x1 && a.y >= road.y0 && a.y <= road.y1, 'the A on the tile of road A: ' + JSON.stringify([a, road]));
    await page.screenshot({ path: path.join(artifacts, 'readable-demos-road-a.png') });
    // The demo keeps its scores.
    assert.deepStrictEqual((await api(page, 'step', 'end')).scores, index.demos.find((d) => d.file === file).final_scores);
    assert.deepStrictEqual(errors, []);
  });
});

test('autoplay gives each step at least 3 s and holds while an explanation is open', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openDemo(browser, url, SHAPES.embed);
    // The steps as the page sees them, each with the time it came (read-only calls draw nothing).
    await page.evaluate(() => {
      window.seenSteps = [];
      let last = -1;
      const look = () => {
        const step = window.carcassonne.state().demo.step;
        if (step !== last) window.seenSteps.push({ step, at: performance.now() });
        last = step;
        requestAnimationFrame(look);
      };
      look();
    });
    // The autoplay box: the white square in the first row of the demo window (idle.test.cjs finds it so).
    const panel = (await api(page, 'layout')).panels.reduce((a, b) => (b.y > a.y ? b : a));
    const shot = await page.screenshot();
    const box = await colourBox(page, shot, { x0: panel.x, y0: panel.y, x1: panel.x + panel.w, y1: panel.y + 110 },
      [255, 255, 255], 0);
    assert.ok(box.w > 6, 'the autoplay box is on screen');
    const where = await page.evaluate(async ([b64, p]) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const cv = document.createElement('canvas');
      cv.width = img.width; cv.height = img.height;
      const ctx = cv.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, cv.width, cv.height).data;
      let sx = 0, sy = 0, n = 0;
      for (let y = Math.floor(p.y); y < Math.min(cv.height, p.y + 110); y++)
        for (let x = Math.floor(p.x); x < Math.min(cv.width, p.x + p.w); x++) {
          const i = (y * cv.width + x) * 4;
          if (d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255) { sx += x; sy += y; n++; }
        }
      return { x: sx / n, y: sy / n };
    }, [shot.toString('base64'), panel]);
    // A tap on the road opens its judging at once: autoplay holds while it is open (the step
    // would be due 3.5 s after autoplay began; 6 s pass), and goes on once it is closed.
    await clickAt(page, where);
    await page.mouse.move(2, 2);
    const road = await square(page, [1, 0]);
    await tapAt(page, { x: road.x, y: road.y });
    const held = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 6000, held, { timeout: 30000, polling: 200 });
    assert.ok((await api(page, 'layout')).tip, 'the explanation stays open');
    assert.strictEqual((await api(page, 'state')).demo.step, 0, 'autoplay holds while the reader reads');
    // The moment the finger left, taken in the page (a reply through the browser can come late under load).
    await page.evaluate(() => {
      const up = () => { window.letGo = performance.now(); };
      for (const type of ['pointerup', 'touchend']) window.addEventListener(type, up, { capture: true });
    });
    await tapAt(page, { x: road.x, y: road.y });
    const closed = await page.evaluate(() => window.letGo);
    assert.strictEqual((await api(page, 'layout')).tip, null, 'closed by the second tap');
    await page.waitForFunction(() => window.carcassonne.state().demo.step === 1, null, { timeout: 30000, polling: 100 });
    const first = (await page.evaluate(() => window.seenSteps)).find((x) => x.step === 1);
    assert.ok(first.at - closed >= 3000, 'the step came ' + (first.at - closed).toFixed(0) + ' ms after the reader let go');
    const documented = index.demos.find((d) => d.file === DEMO).final_scores;
    assert.deepStrictEqual((await api(page, 'state')).scores, documented, 'the demo keeps its scores');
    assert.deepStrictEqual(errors, []);
  });
});

test('demos.html: its heading and scores in the reader\'s language; frames tall enough for their text; iframe code with loading="lazy" and a title', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url + 'demos.html?lang=de');
    await page.waitForFunction(() => document.querySelectorAll('#list iframe').length > 0, null, { timeout: 30000 });
    const frames = await page.evaluate(() => [...document.querySelectorAll('#list iframe')].map((f) => ({
      loading: f.getAttribute('loading'), title: f.getAttribute('title'), h: f.getBoundingClientRect().height })));
    const codes = await page.evaluate(() => [...document.querySelectorAll('#list pre')].map((p) => p.textContent));
    // Each demo's final scores in the page's language (German: "Endstand"), never in English.
    const scores = await page.evaluate(() => [...document.querySelectorAll('#list .demo p')].map((p) => p.textContent));
    assert.strictEqual(scores.length, frames.length);
    for (const s of scores) assert.match(s, /^Endstand: \d+( \/ \d+)*$/, s);
    // The page's own heading, introduction, title and language in German too, not English.
    const own = await page.evaluate(() => ({ h1: document.querySelector('h1').textContent, title: document.title,
      lang: document.documentElement.lang, intro: document.getElementById('intro').textContent }));
    assert.deepStrictEqual({ h1: own.h1, title: own.title, lang: own.lang }, { h1: 'Regel-Demos', title: 'Carcassonne: Regel-Demos', lang: 'de' });
    assert.match(own.intro, /^Jedes Rechenbeispiel/, own.intro);
    await page.goto(url + 'demos.html?lang=fr');
    await page.waitForFunction(() => document.querySelectorAll('#list .demo p').length > 0, null, { timeout: 30000 });
    const french = await page.evaluate(() => document.querySelector('#list .demo p').textContent);
    assert.match(french, /^Scores finaux\u00a0: \d+/, french);
    assert.ok(frames.length >= 8);
    for (const f of frames) {
      assert.strictEqual(f.loading, 'lazy');
      assert.ok(f.title && f.title.length > 12, 'title ' + f.title);
      assert.ok(f.h >= 520, 'a frame ' + f.h + ' px high');
    }
    for (const c of codes) {
      assert.match(c, /loading="lazy"/);
      assert.match(c, /title="Carcassonne: [^"]+"/);
    }
  });
});
