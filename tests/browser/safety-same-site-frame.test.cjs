// A page of the same site (another port of 127.0.0.1: same site, another origin) cannot frame the
// game as served by the project's own server, so it cannot reach the reader's kept game or editor
// draft through it (issue 45, the re-attack: a same-site frame resumed and replaced them). The
// server's frame-ancestors ('self' by default, server/headers.cjs) makes Chromium refuse the frame.
// The control: the same probe with the prober's origin allowed (CARCASSONNE_FRAME_ANCESTORS) frames
// the game, and the frame reads the kept game — what the header stops.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, api, until, listen, root } = require('./harness.cjs');
const h = require(path.join(root, 'tests/server/server_harness.cjs'));

const KEPT = 'carcassonne.game';
const DRAFT = 'carcassonne.editor';

// The prober: frames the game's page (a game, the editor, an embed) and posts calls that would
// replace the kept game, as a hostile page of the same site would.
const prober = () => listen((req, res) => {
  const game = new URL(req.url, 'http://x').searchParams.get('game');
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(`<!doctype html><html><body><script>
    const f = document.createElement('iframe');
    f.width = 640; f.height = 420; f.src = ${JSON.stringify(game)};
    f.onload = () => {
      window.loaded = true;
      for (const call of ['newGame', 'loadScenario', 'state'])
        f.contentWindow.postMessage({ carcassonne: 1, id: call, call, arg: { players: ['Mallory', 'Eve'] } }, '*');
    };
    window.inbox = [];
    addEventListener('message', (e) => window.inbox.push(e.data));
    document.body.appendChild(f);
  </script></body></html>`);
});

// The reader's own tab on the project's server: a game kept and an editor draft.
async function readerWithGameAndDraft(browser, server) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(server.http + '/index.html');
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
  await api(page, 'newGame', { players: ['Ann', 'Ben'], seed: 5 });
  await until(page, 'the game kept', (k) => !!localStorage.getItem(k), KEPT);
  await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ format: 'carcassonne-scenario/1', title: 'Ann\'s draft', sets: ['base'], players: ['Ann', 'Ben'], board: [] })), DRAFT);
  const kept = () => page.evaluate(([a, b]) => [localStorage.getItem(a), localStorage.getItem(b)], [KEPT, DRAFT]);
  return { page, kept };
}

// The prober in the reader's browser (the same context: the same storage).
async function probe(reader, server, pages, link) {
  const page = await reader.page.context().newPage();
  await page.goto(pages.url + '?game=' + encodeURIComponent(server.http + link));
  await page.waitForFunction(() => window.loaded === true, null, { timeout: 30000 });
  const frame = page.frames().find((f) => f !== page.mainFrame());
  return { page, frame };
}

test('a same-site page cannot frame the game served by its server: the kept game and the draft stay the reader\'s', { timeout: 180000 }, async (t) => {
  await withBrowser(async (browser) => {
    const pages = await prober();
    t.after(() => pages.close());
    const server = await h.startServer({ data: h.tempDir('carc-data-'), web: path.join(root, 'build', 'web') });
    t.after(() => server.stop());
    const reader = await readerWithGameAndDraft(browser, server);
    const before = await reader.kept();
    for (const link of ['/index.html', '/index.html?edit=1', '/index.html?embed=1']) {
      const { page, frame } = await probe(reader, server, pages, link);
      // Refused by the browser: the frame holds its error page, not the game.
      assert.ok(!frame.url().startsWith(server.http), link + ': the game was framed (' + frame.url() + ')');
      assert.deepStrictEqual(await page.evaluate(() => window.inbox), [], link + ': the frame answered');
      await page.close();
    }
    assert.deepStrictEqual(await reader.kept(), before, 'the kept game and the draft are unchanged');
  });
});

test('control: with the prober\'s origin allowed, the frame is the game and reaches the kept game', { timeout: 180000 }, async (t) => {
  await withBrowser(async (browser) => {
    const pages = await prober();
    t.after(() => pages.close());
    const server = await h.startServer({ data: h.tempDir('carc-data-'), web: path.join(root, 'build', 'web'),
      env: { CARCASSONNE_FRAME_ANCESTORS: pages.url.replace(/\/$/, '') } });
    t.after(() => server.stop());
    const reader = await readerWithGameAndDraft(browser, server);
    const [kept] = await reader.kept();
    const { page, frame } = await probe(reader, server, pages, '/index.html');
    assert.ok(frame.url().startsWith(server.http), 'the game is framed: ' + frame.url());
    await frame.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    assert.strictEqual(await frame.evaluate((k) => localStorage.getItem(k), KEPT), kept, 'a framed page reads the kept game');
    await page.close();
  });
});
