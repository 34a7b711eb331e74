// The game framed by pages of other origins, for the postMessage tests (safety-messages,
// safety-formats): the game is on 127.0.0.1, the framing pages on localhost (another site, so
// another renderer process, as a wiki and the game's host would be).
'use strict';
const { withBrowser, listen } = require('./harness.cjs');

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
module.exports = { withPages, openFramed, arrived, originOf };
