// Shared pieces of the browser tests: a static server for build/web on 127.0.0.1, and Debian's
// Chromium driven by playwright-core (installed by tools/setup.sh under .cache/node).
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const root = path.resolve(__dirname, '../..');
const { chromium } = require(path.join(root, '.cache/node/node_modules/playwright-core'));

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.css': 'text/css', '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json' };

function serve(dir, port = 0) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://127.0.0.1');
      let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
      if (!file.startsWith(dir)) { res.writeHead(403); res.end(); return; }
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      fs.readFile(file, (err, data) => {
        if (err) { res.writeHead(404); res.end('not found'); return; }
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
          'Content-Length': data.length });
        res.end(data);
      });
    });
    server.listen(port, '127.0.0.1', () => resolve({ server, url: 'http://127.0.0.1:' + server.address().port + '/' }));
  });
}

// The app draws only when something changes, and a read-only page-API call (state(), layout(), ...)
// changes nothing, so a page left alone gets no animation frames: a wait that polls the page API
// polls on a timer (100 ms) unless it says otherwise, not on animation frames.
function pollOnATimer(browser) {
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    const frame = Object.getPrototypeOf(page.mainFrame());
    if (!frame.carcPollsOnATimer) {
      const wait = frame.waitForFunction;
      frame.waitForFunction = function (fn, arg, options) {
        return wait.call(this, fn, arg, Object.assign({ polling: 100 }, options));
      };
      frame.carcPollsOnATimer = true;
    }
    return page;
  };
  return browser;
}

// The page keeps every file of its build for offline play (web/offline.js, sw.js): 4 MB fetched again
// by every new browser context, which only offline.test.cjs is about. Elsewhere a context blocks
// service workers unless its options ask for them.
function noServiceWorkers(browser) {
  for (const name of ['newPage', 'newContext']) {
    const open = browser[name].bind(browser);
    browser[name] = (options = {}, ...rest) => open(Object.assign({ serviceWorkers: 'block' }, options), ...rest);
  }
  return browser;
}

// Debian's Chromium and its switches, for chromium.launch and launchPersistentContext alike.
// The machines have no GPU: WebGL2 draws through ANGLE's EGL backend on Mesa's software OpenGL
// (llvmpipe, installed by tools/setup.sh), which takes about two thirds of the CPU SwiftShader
// takes for a frame; the page's layers are put together by Chromium's software compositor, as for
// a reader whose GPU is blocklisted (docs/testing.md, timing). Without Mesa's EGL, Chromium falls
// back to SwiftShader: the same tests, slower.
const chromiumOptions = () => ({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=gl-egl',
    '--ignore-gpu-blocklist', '--disable-gpu-compositing'].concat((process.env.CARC_CHROMIUM_ARGS || '').split(' ').filter(Boolean)),
  // llvmpipe draws on the GPU process's own thread: two test files at once already keep both cores
  // busy, and its drawing threads cost about 8 % more CPU a frame (docs/testing.md, timing).
  env: Object.assign({}, process.env, { LP_NUM_THREADS: process.env.LP_NUM_THREADS || '0' }),
});

async function launch() {
  return pollOnATimer(noServiceWorkers(await chromium.launch(chromiumOptions())));
}

// Opens the page and collects console errors and page errors. `shape` is a viewport ({width,
// height}, 1280 × 800 when left out) or a browser context's options ({viewport, hasTouch, locale, ...}).
async function openGame(browser, url, shape) {
  const options = !shape ? { viewport: { width: 1280, height: 800 } } : 'width' in shape ? { viewport: shape } : shape;
  const page = await browser.newPage(options);
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
  return { page, errors, context: page.context() };
}

// Reads a screenshot's pixels in the page and counts them: distinct colours (sampled), and the
// pixels that `test` (the source of a function (r, g, b) => boolean) accepts.
async function screenshotStats(page, png, test) {
  return page.evaluate(async ([b64, testSource]) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const accept = testSource ? new Function('return ' + testSource)() : null;
    const seen = new Set();
    let matching = 0;
    for (let i = 0; i < d.length; i += 4) {
      if ((i / 4) % 7 === 0) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      if (accept && accept(d[i], d[i + 1], d[i + 2])) matching++;
    }
    return { colours: seen.size, matching };
  }, [png.toString('base64'), test ? String(test) : null]);
}

// Distinct colours in a screenshot: a blank or failed canvas shows one or two.
async function screenshotColours(page, file) {
  return (await screenshotStats(page, await page.screenshot({ path: file }))).colours;
}

// One server for build/web and one Chromium per test file, started by the first test that asks and
// closed when the file's tests are done (launching Chromium costs seconds on a loaded machine).
let shared = null;
require('node:test').after(async () => {
  if (!shared) return;
  const { server, browser } = await shared;
  await browser.close();
  server.close();
});

// Runs fn(browser, url) with the file's Chromium and server; every page and context it opened is
// closed afterwards, whatever happened, so the next test starts from a browser with nothing open
// (each browser.newPage() is a context of its own: no storage is shared between tests).
async function withBrowser(fn) {
  if (!shared) shared = serve(path.join(root, 'build', 'web')).then(async (s) => Object.assign(s, { browser: await launch() }));
  const { browser, url } = await shared;
  try {
    return await fn(browser, url);
  } finally {
    await Promise.all(browser.contexts().map((c) => c.close().catch(() => {})));
  }
}

// Calls window.carcassonne.<name>(...args) in the page.
const api = (page, name, ...args) => page.evaluate(([n, a]) => window.carcassonne[n](...a), [name, args]);

// Main-thread seconds per second the page spends while left alone for `seconds`: the growth of
// CDP's TaskDuration over the wall-clock time (same-site iframes share the thread, so this covers
// every embed of the page).
async function idleCost(page, seconds) {
  const cdp = await page.context().newCDPSession(page);
  // Garbage left by loading (the art atlases: tens of MB per game) is collected first, so a late
  // collection does not count as idle work.
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(500);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  };
  const a = await read();
  await page.waitForTimeout(seconds * 1000);
  const b = await read();
  await cdp.detach();
  return (b.TaskDuration - a.TaskDuration) / (b.Timestamp - a.Timestamp);
}

// Waits until `count` child frames of the page run a demo with its tile art; returns those frames.
// A frame is asked for its state (which wakes it) only once its page says it is ready.
async function demoFramesReady(page, count, timeout) {
  const deadline = Date.now() + (timeout || 120000);
  const ready = new Set();
  for (;;) {
    for (const f of page.frames()) {
      if (f === page.mainFrame() || ready.has(f)) continue;
      const ok = await f.evaluate(() => {
        if (window.carcassonneReady !== true || window.carcassonneArtReady !== true) return false;
        try { return !!window.carcassonne.state().demo; } catch (e) { return false; }
      }).catch(() => false);
      if (ok) ready.add(f);
    }
    if (ready.size >= count) return [...ready];
    if (Date.now() > deadline) throw new Error('only ' + ready.size + ' of ' + count + ' demo frames are ready');
    await page.waitForTimeout(300);
  }
}

// Frames drawn so far by the app in each frame (main page and iframes) that runs it; reading
// frameStats does not wake the app.
async function framesDrawn(page) {
  const out = [];
  for (const f of page.frames()) {
    out.push(await f.evaluate(() => {
      try { return window.carcassonne.frameStats().frames; } catch (e) { return -1; }
    }).catch(() => -1));
  }
  return out;
}

// Waits until no app on the page has drawn a frame for `quietMs` (loading, art and settling done).
async function waitForQuiet(page, quietMs, timeout) {
  const deadline = Date.now() + (timeout || 60000);
  let last = JSON.stringify(await framesDrawn(page)), since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > deadline) throw new Error('the page kept drawing: ' + last);
    await page.waitForTimeout(200);
    const now = JSON.stringify(await framesDrawn(page));
    if (now !== last) { last = now; since = Date.now(); }
  }
  return JSON.parse(last);
}

// --- Frames, clicks and keys: every wait is for frames the app drew or a state, never for time ---

// Until the tile art of what the page shows is drawn (window.carcassonneArtReady: every set asked
// for so far is in). The app asks for a set's art in the first frame that paints one of its tiles,
// so after a change (a new game, a demo loaded) a frame drawn since comes first.
async function artDrawn(page, timeout = 60000) {
  const ready = () => page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout });
  await ready();
  await nextFrames(page, 1);
  await ready();
}

// Frames drawn so far by the app in this page (reading frameStats draws nothing).
const frames = (page) => page.evaluate(() => window.carcassonne.frameStats().frames);
// A game with a person to move, its art drawn and its legal squares' pulse over: the page as it
// is when nothing happens (the idle and read-only checks start from it).
async function quietGame(browser, url) {
  const opened = await openGame(browser, url);
  await opened.page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
  await api(opened.page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 5 });
  await waitForQuiet(opened.page, 1500, 30000);
  return opened;
}
// Asks the app for a frame as the page does when something outside it changed (a resize): the
// read-only page-API calls (state, layout, ...) draw nothing.
const wake = (page) => page.evaluate(() => window.dispatchEvent(new Event('resize')));
// Waits until the app has drawn `n` frames more than `since` (a count read before an input).
function framesAfter(page, since, n, timeout) {
  return page.waitForFunction(([s, k]) => window.carcassonne.frameStats().frames >= s + k, [since, n || 1],
    { timeout: timeout || 20000, polling: 'raf' });
}
// Waits for `n` more frames, one at a time: the app is woken only when it has not asked for its
// next frame already (a wake is a change: it would start the settling frames anew, frames nobody
// needs).
async function nextFrames(page, n) {
  for (let i = 0; i < (n || 1); ++i) {
    const now = await page.evaluate(() => window.carcassonne.frameStats());
    if (!now.frame_pending) await wake(page);
    await framesAfter(page, now.frames, 1);
  }
}
// Until the app has drawn what an input started: the app draws at least four frames after any
// change (kSettleFrames in app.cpp), a popup or a window that grows is in place by then.
const settle = (page) => nextFrames(page, 4);

// Until every input sent to the page has been seen by a frame (frameStats().events_waiting: SDL's
// queue and Dear ImGui's, which hands a press and its release to frames of their own), then the frame after, which shows what it did, if the app asked for one (an input that
// sent no event, a pointer moved where it already is, asks for none). Frames counted from before
// the input would include ones drawn before it arrived (a pulse, a glide), with it not yet seen.
async function inputSeen(page) {
  await page.waitForFunction(() => window.carcassonne.frameStats().events_waiting === 0, null,
    { timeout: 20000, polling: 'raf' });
  const now = await page.evaluate(() => window.carcassonne.frameStats());
  if (now.frame_pending) await framesAfter(page, now.frames, 1);
}
// A click as a person makes it: the pointer arrives and is drawn where it is (Dear ImGui gives a
// press to what was hovered in the frame before), then the press and release, then the frame that
// shows what they did.
async function clickAt(page, p) {
  await page.mouse.move(p.x, p.y);
  await inputSeen(page);
  await page.mouse.click(p.x, p.y);
  await inputSeen(page);
}
// A tap on a touch screen, then the frames of its press, release and result.
async function tapAt(page, p) {
  await page.touchscreen.tap(p.x, p.y);
  await inputSeen(page);
}
// A finger put down at (x, y0) and moved up by `dy` CSS px in `steps` steps (each seen by a frame
// before the next), then lifted; resolves once the page has settled.
async function fingerDrag(page, x, y0, dy, steps) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', y0);
  await nextFrames(page, 2);
  for (let k = 1; k <= steps; ++k) {
    await touch('touchMove', y0 - (dy * k) / steps);
    await nextFrames(page, 2);
  }
  await touch('touchEnd');
  await settle(page);
}
// A key (or keys joined by +, as 'Control+z'): pressed and released at once, then the frames
// that see them. The app takes a key press alone in its frame and the release in the next (Dear
// ImGui keeps a key's state, not its presses), so nothing is missed; a key held over slow frames
// would repeat.
async function press(page, key) {
  const parts = key.split('+');
  for (const k of parts) await page.keyboard.down(k);
  for (const k of parts.reverse()) await page.keyboard.up(k);
  await inputSeen(page);
}
// Waits until fn (a function's source, run in the page with `arg`) is true; `what` names it in
// the error.
async function until(page, what, fn, arg, timeout) {
  try {
    await page.waitForFunction(([src, a]) => new Function('a', 'return (' + src + ')(a)')(a),
      [String(fn), arg === undefined ? null : arg], { timeout: timeout || 20000, polling: 50 });
  } catch (e) {
    throw new Error('waiting for ' + what + ': ' + e.message.split('\n')[0]);
  }
}
// Waits until fn (run in the page with `arg`, an async function: an answer by postMessage) resolves
// to something true; `what` names it in the error. (waitForFunction would take the Promise itself
// for true and not wait at all.)
async function untilAnswered(page, what, fn, arg, timeout) {
  const deadline = Date.now() + (timeout || 20000);
  for (;;) {
    if (await page.evaluate(fn, arg)) return;
    if (Date.now() > deadline) throw new Error('waiting for ' + what + ': no answer that says so');
    await page.waitForTimeout(100);
  }
}
// A page of this site around a demo in an iframe (640 × 460, `src` relative to the build), with
// ask(call, arg): the page API by postMessage, answered as a Promise. Returns the page once the
// frame has said 'ready' and answers with its demo loaded. (Pages of other origins: framing.cjs.)
async function framedDemo(browser, url, src) {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  const html = `<!doctype html><html><body><iframe id="f" width="640" height="460" src="${src}"></iframe><script>
    let next = 1; const waiting = {};
    window.ask = (call, arg) => new Promise((resolve) => { const id = next++; waiting[id] = resolve;
      document.getElementById('f').contentWindow.postMessage({ carcassonne: 1, id, call, arg }, '*'); });
    window.addEventListener('message', (e) => { if (e.data && e.data.carcassonne === 1 && waiting[e.data.id]) {
      waiting[e.data.id](e.data); delete waiting[e.data.id]; } if (e.data && e.data.event === 'ready') window.frameReady = true; });
    </script></body></html>`;
  await page.route('**/host.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url + 'host.html');
  await page.waitForFunction(() => window.frameReady === true, null, { timeout: 30000 });
  await untilAnswered(page, 'the framed demo', () => window.ask('state').then((r) => !!(r.ok && r.result.demo)));
  return page;
}
// Waits until the game's state() passes `test` (a function (state, arg) => boolean).
const untilState = (page, what, test, arg) => until(page, what, ([src, a]) =>
  new Function('s', 'a', 'return (' + src + ')(s, a)')(window.carcassonne.state(), a), [String(test), arg]);

// Waits until it is the first seat's turn (the bots have moved) or the game is over.
const humansTurn = (page) => page.waitForFunction(() => {
  const s = window.carcassonne.state();
  return s.over || s.next === 0;
}, null, { timeout: 60000, polling: 50 });
// Until the camera and the panels stand still: layout() the same in two frames one after the other
// (the camera glides on the clock, so a slow machine takes more frames, never a fixed time).
async function layoutStill(page) {
  return stillRead(page, () => api(page, 'layout'), 'the layout');
}
// What `read()` (a read-only call) answers once it is the same in two frames in a row: widgets that
// have come to rest (a window growing, the camera moving) before they are clicked.
async function stillRead(page, read, what) {
  let last = JSON.stringify(await read());
  for (let i = 0; i < 300; ++i) {
    await nextFrames(page, 1);
    const answer = await read();
    const now = JSON.stringify(answer);
    if (now === last) return answer;
    last = now;
  }
  throw new Error((what || 'the answer') + ' keeps changing');
}

// Runs fn(item, i) for every item, at most `width` at a time, each in pages of its own: for cases
// that only wait (a 15 s limit, a page loading) while the machine has cores to spare. Every case
// runs to its end before the first failure is thrown, so no page is closed under a running case.
async function inParallel(items, width, fn) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) {
      try {
        results[i] = { ok: true, value: await fn(items[i], i) };
      } catch (e) {
        results[i] = { ok: false, error: e };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  const failed = results.find((r) => !r.ok);
  if (failed) throw failed.error;
  return results.map((r) => r.value);
}

// Human seat 0 against a greedy bot (the deal `seed`), the turns played through the page API — a
// tile on the middle one of the legal moves, no meeple — until the board has `tiles` tiles and it
// is the human's turn to place a tile again. A later position for the layout tests.
async function playedUntil(page, tiles, seed) {
  await api(page, 'setBotDelay', 0);
  await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed });
  for (let guard = 0; guard < 400; ++guard) {
    await page.waitForFunction(() => {
      const s = window.carcassonne.state();
      return s.over || s.next === 0;
    }, null, { timeout: 30000, polling: 50 });
    const st = await api(page, 'state');
    if (st.over) throw new Error('the game ended before ' + tiles + ' tiles');
    if (st.step === 'tile' && st.board.length >= tiles) return st;
    const moves = await api(page, 'legalMoves');
    if (st.step === 'tile') await api(page, 'play', moves[Math.floor(moves.length / 2)]);
    else if (st.step === 'meeple') await api(page, 'play', { meeple: null });
    else await api(page, 'play', moves[0]);
  }
  throw new Error('no position with ' + tiles + ' tiles reached');
}

const artifacts = path.join(root, 'build', 'test-artifacts');
fs.mkdirSync(artifacts, { recursive: true });

module.exports = { chromium, chromiumOptions, serve, launch, withBrowser, openGame, screenshotColours, screenshotStats, api, root, artifacts, idleCost,
  demoFramesReady, framesDrawn, waitForQuiet, frames, wake, framesAfter, nextFrames, settle, inputSeen, clickAt, tapAt, fingerDrag, press, until,
  untilState, untilAnswered, framedDemo, humansTurn, playedUntil, layoutStill, stillRead, quietGame, inParallel, artDrawn };

// --- Servers and measures for the safety tests (safety-*.test.cjs) ---

// An HTTP server on 127.0.0.1 (a free port) answering with handler(req, res).
function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => {
      const port = server.address().port;
      resolve({ server, port, url: 'http://127.0.0.1:' + port + '/',
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }) });
    });
  });
}

// The files of `dir` with extra response headers (a Content-Security-Policy, say).
function serveWithHeaders(dir, headers) {
  return listen((req, res) => {
    let file = path.normalize(path.join(dir, decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname)));
    if (!file.startsWith(dir)) { res.writeHead(403); res.end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, headers); res.end('not found'); return; }
      res.writeHead(200, Object.assign({ 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Length': data.length }, headers));
      res.end(data);
    });
  });
}

// What the page holds now, in bytes: the JS heap in use (CDP Performance.getMetrics) and the
// memory behind ArrayBuffers (Runtime.getHeapUsage), without a garbage collection first, so
// what a download left behind still counts.
async function pageMemory(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return { heap: metrics.find((m) => m.name === 'JSHeapUsedSize').value, buffers: usage.backingStorageSize || 0 };
  } finally {
    await cdp.detach();
  }
}

Object.assign(module.exports, { listen, serveWithHeaders, pageMemory });
