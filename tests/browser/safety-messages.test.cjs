// The embedded game talks by postMessage only with the page it is pinned to (?origin=, the wiki):
// that page's calls work and it alone is told 'ready' and may hand over UI strings; a sibling frame
// or a page of another origin gets no answer and changes nothing; a malformed pin answers nobody;
// a 200 MB message is refused (measured before it is parsed) and the frame answers the next one
// (web/page_api.js, docs/security.md). The game is on 127.0.0.1, the framing pages on localhost
// (another site, so another renderer process, as a wiki and the game's host would be).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, listen, root } = require('./harness.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const DEMO = 'assets/scenarios/' + index.demos[0].file;

// The framing page: the game in an iframe (first frame), maybe a sibling frame, and ask()/post()
// for the game; every answer from the game is kept in `inbox`, 'ready' events counted.
const framingPage = (game, sibling) => `<!doctype html><html><body><script>
  const game = document.createElement('iframe');
  game.width = 640; game.height = 420; game.src = ${JSON.stringify(game)};
  document.body.appendChild(game);
  if (${JSON.stringify(sibling || '')}) {
    const other = document.createElement('iframe');
    other.src = ${JSON.stringify(sibling || '')};
    document.body.appendChild(other);
  }
  window.inbox = []; window.readies = 0;
  let next = 1; const waiting = {};
  addEventListener('message', (e) => {
    if (e.source !== game.contentWindow) return;
    if (e.data && e.data.event === 'ready') { window.readies++; return; }
    window.inbox.push(e.data);
    if (e.data && waiting[e.data.id]) { waiting[e.data.id](e.data); delete waiting[e.data.id]; }
  });
  window.post = (call, arg) => { const id = next++; game.contentWindow.postMessage({ carcassonne: 1, id, call, arg }, '*'); return id; };
  window.ask = (call, arg) => new Promise((resolve) => { waiting[window.post(call, arg)] = resolve; });
</script></body></html>`;

// A frame beside the game on the wiki's page, of another origin: it posts to the game (the
// first frame of its parent) and keeps whatever comes back.
const siblingPage = `<!doctype html><html><body><script>
  window.inbox = [];
  addEventListener('message', (e) => window.inbox.push(e.data));
  window.post = (call, arg) => parent.frames[0].postMessage({ carcassonne: 1, id: 'sibling', call, arg }, '*');
</script></body></html>`;

// Serves the framing page (/frame?game=<url>&sibling=<url>) and the sibling (/sibling).
const pagesServer = () => listen((req, res) => {
  const url = new URL(req.url, 'http://x');
  const body = url.pathname === '/sibling' ? siblingPage : framingPage(url.searchParams.get('game'), url.searchParams.get('sibling'));
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(body);
});

// Opens `host` + /frame around the game at `gameUrl`; waits until the game runs its demo.
async function openFramed(browser, host, gameUrl, sibling, options) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  // The time the game's own message handler (page_api.js) spends on each message: a listener
  // added before the page's scripts notes the start, one added after them the end. With
  // `readFirst` the first one reads e.data (the browser deserializes it then), timed on its own.
  await page.addInitScript((readFirst) => {
    window.handling = [];
    addEventListener('message', (e) => {
      const start = performance.now();
      if (readFirst) void e.data;
      const end = performance.now();
      window.handling.push({ read: end - start, start: end });
    });
  }, !!(options && options.readFirst));
  await page.goto(host + 'frame?game=' + encodeURIComponent(gameUrl) + (sibling ? '&sibling=' + encodeURIComponent(sibling) : ''));
  const isGame = (f) => f.url().startsWith(gameUrl.split('?')[0]);
  let game = page.frames().find(isGame);
  while (!game) {  // a navigation may have happened before the wait began: look again after each second at most
    await page.waitForEvent('framenavigated', { predicate: isGame, timeout: 1000 }).catch(() => {});
    game = page.frames().find(isGame);
  }
  await game.waitForFunction(() => {
    try { return window.carcassonneReady === true && !!window.carcassonne.state().demo; } catch (e) { return false; }
  }, null, { timeout: 60000, polling: 200 });
  // Counts the messages reaching the game by their origin (never reading their data), so a test
  // knows the game has had a message before it looks for the answer that must not come.
  await game.evaluate(() => {
    window.arrived = {};
    addEventListener('message', (e) => {
      window.arrived[e.origin] = (window.arrived[e.origin] || 0) + 1;
      const h = window.handling.pop();
      window.handling.push({ read: h.read, handler: performance.now() - h.start });
    });
  });
  const siblingFrame = sibling ? page.frames().find((f) => f.url().startsWith(sibling)) : null;
  return { page, game, sibling: siblingFrame, warnings };
}
const arrived = (game, origin, count) => game.waitForFunction(([o, n]) => (window.arrived[o] || 0) >= n, [origin, count]);
const originOf = (url) => new URL(url).origin;

// Two origins for framing pages, on another site than the game's: localhost, two ports.
async function withPages(fn) {
  const wiki = await pagesServer(), other = await pagesServer();
  const at = (s) => 'http://localhost:' + s.port + '/';
  try {
    await withBrowser((browser, url) => fn(browser, url, at(wiki), at(other)));
  } finally {
    await wiki.close();
    await other.close();
  }
}
const gameAt = (url, query) => url + 'index.html?embed=1&scenario=' + encodeURIComponent(DEMO) + query;
const de = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n/de.json'), 'utf8'));

test('pinned by origin=, the frame obeys its wiki only: a sibling frame of another origin gets no answer and changes nothing', async () => {
  await withPages(async (browser, url, wiki, other) => {
    const { page, game, sibling } = await openFramed(browser, wiki, gameAt(url, '&origin=' + encodeURIComponent(originOf(wiki))), other + 'sibling');
    await page.waitForFunction(() => window.readies === 1);  // 'ready' reached the pinned page
    let r = await page.evaluate(() => window.ask('state'));
    assert.strictEqual(r.ok, true);
    assert.strictEqual(r.result.demo.step, 0);
    // The sibling tries to drive the game and to replace its words.
    const hostile = [['step', 'end'], ['loadDemo', { board: [{ tile: 'base/D', at: [0, 0] }] }], ['setLanguage', 'de'],
      ['setLanguage', { lang: 'de', strings: { 'Step %d / %d': 'Pwned' } }], ['state']];
    for (const [call, arg] of hostile) await sibling.evaluate(([c, a]) => window.post(c, a), [call, arg]);
    await arrived(game, originOf(other), hostile.length);
    r = await page.evaluate(() => window.ask('state'));
    assert.strictEqual(r.result.demo.step, 0, 'the sibling moved nothing');
    r = await page.evaluate(() => window.ask('shownTexts'));
    assert.strictEqual(r.result.language, 'en', 'the sibling changed no words');
    assert.deepStrictEqual(await sibling.evaluate(() => window.inbox), [], 'the sibling got no answer');
    // The wiki itself may hand over UI strings, and step.
    r = await page.evaluate((strings) => window.ask('setLanguage', { lang: 'de', strings }), de);
    assert.strictEqual(r.ok, true, JSON.stringify(r));
    r = await page.evaluate(() => window.ask('step', 'forward'));
    assert.strictEqual(r.result.demo.step, 1);
    r = await page.evaluate(() => window.ask('shownTexts'));
    assert.strictEqual(r.result.language, 'de');
    assert.strictEqual(await page.evaluate(() => window.readies), 1);
    await page.close();
  });
});

test('pinned to the wiki, the frame framed by another origin answers nothing and tells it nothing, not even ready', async () => {
  await withPages(async (browser, url, wiki, other) => {
    const { page, game } = await openFramed(browser, other, gameAt(url, '&origin=' + encodeURIComponent(originOf(wiki))));
    await page.evaluate(() => { window.post('state'); window.post('step', 'end'); window.post('setLanguage', 'nl'); });
    await arrived(game, originOf(other), 3);
    assert.strictEqual((await game.evaluate(() => window.carcassonne.state())).demo.step, 0, 'nothing changed');
    assert.deepStrictEqual(await page.evaluate(() => [window.readies, window.inbox]), [0, []]);
    await page.close();
  });
});

test('not pinned, the frame answers any page, but UI strings by postMessage are refused in words (codes allowed)', async () => {
  await withPages(async (browser, url, wiki, other) => {
    const { page } = await openFramed(browser, other, gameAt(url, ''));
    await page.waitForFunction(() => window.readies === 1);
    let r = await page.evaluate(() => window.ask('setLanguage', 'nl'));
    assert.strictEqual(r.ok, true);
    r = await page.evaluate((strings) => window.ask('setLanguage', { lang: 'de', strings }), de);
    assert.strictEqual(r.ok, false);
    assert.match(r.error, /^UI strings are accepted only from the page this frame is pinned to \(origin=\); any page may ask for a language by its code: en, nl, fr or de$/);
    r = await page.evaluate(() => window.ask('shownTexts'));
    assert.strictEqual(r.result.language, 'nl', 'the refused strings changed nothing');
    // The page API of the game's own page still takes them.
    const own = await page.frames()[1].evaluate((strings) => window.carcassonne.setLanguage({ lang: 'de', strings }), de);
    assert.strictEqual(own, true);
    await page.close();
  });
});

test('a malformed origin= pins nobody: a console warning, no ready, no answers, even from the page it names', async () => {
  await withPages(async (browser, url, wiki) => {
    for (const bad of [originOf(wiki) + '/', 'http://user@' + originOf(wiki).slice(7), 'localhost', 'null']) {
      const { page, game, warnings } = await openFramed(browser, wiki, gameAt(url, '&origin=' + encodeURIComponent(bad)));
      await page.evaluate(() => { window.post('state'); window.post('step', 'end'); });
      await arrived(game, originOf(wiki), 2);
      assert.deepStrictEqual(await page.evaluate(() => [window.readies, window.inbox]), [0, []], bad);
      assert.strictEqual((await game.evaluate(() => window.carcassonne.state())).demo.step, 0, bad);
      assert.ok(warnings.some((w) => w.includes('is not an origin such as https://wiki.example') && w.includes('answers no messages')),
        bad + ': ' + warnings.join(' | '));
      await page.close();
    }
  });
});

// 200 MB as one string, and as objects nested in arrays (2,000,000 small moves).
const HUGE = {
  string: () => ({ moves: 'x'.repeat(200 * 1024 * 1024) }),
  nested: () => ({ board: Array.from({ length: 1000 }, () => ({ moves: Array.from({ length: 2000 },
    (_, i) => ({ tile: 'base/D', at: [i, 0], rot: 0, why: 'x'.repeat(60) })) })) }),
};

test('a 200 MB message from the pinned wiki is refused, naming the limit, and the frame answers the next call', async () => {
  await withPages(async (browser, url, wiki) => {
    const { page, game } = await openFramed(browser, wiki, gameAt(url, '&origin=' + encodeURIComponent(originOf(wiki))), null, { readFirst: true });
    const answers = {};
    for (const kind of Object.keys(HUGE)) {
      // Posted back to back: the refusal must come first, then the state.
      const took = await page.evaluate(([make]) => {
        const huge = new Function('return (' + make + ')()')();
        window.inbox.length = 0;
        const t0 = performance.now();
        window.post('loadDemo', huge);
        const t1 = performance.now();
        return new Promise((resolve) => {
          window.ask('state').then(() => resolve({ post: t1 - t0, answer: performance.now() - t1 }));
        });
      }, [String(HUGE[kind])]);
      answers[kind] = await page.evaluate(() => window.inbox);
      const handled = await game.evaluate(() => window.handling.slice(-2));
      console.log('200 MB ' + kind + ': postMessage took ' + Math.round(took.post) + ' ms in the wiki; the frame answered the next call ' +
        Math.round(took.answer) + ' ms after; there reading e.data took ' + Math.round(handled[0].read) + ' ms and page_api.js then ' +
        Math.round(handled[0].handler) + ' ms to refuse it');
    }
    for (const [kind, inbox] of Object.entries(answers)) {
      assert.strictEqual(inbox.length, 2, kind);
      assert.strictEqual(inbox[0].id, 1 + 2 * Object.keys(HUGE).indexOf(kind), kind + ': the refusal comes first');
      assert.strictEqual(inbox[0].ok, false, kind);
      assert.match(inbox[0].error, /^message too large: more than (1 MB \(the limit is 1 MB\)|250000 values \(the limit\))$/, kind);
      assert.strictEqual(inbox[1].ok, true, kind);
      assert.strictEqual(inbox[1].result.demo.step, 0, kind);
    }
    await page.close();
  });
});
