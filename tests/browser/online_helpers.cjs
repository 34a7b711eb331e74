// Shared pieces of the online browser tests (tests/browser/online*.test.cjs): the real game server
// (server/main.cjs on a free loopback port, a temporary CARCASSONNE_DATA) with a browser, a page
// opened and ready, and a table played to its end by real colyseus.js clients in the test.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { launch, root } = require('./harness.cjs');
const h = require(path.join(root, 'tests/server/server_harness.cjs'));

// The server and a browser for one test; everything stopped and removed after it.
async function withServer(fn) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-online-'));
  const server = await h.startServer({ data, web: path.join(root, 'build', 'web') });
  const browser = await launch();
  try {
    await fn(server, browser, data);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(data, { recursive: true, force: true });
  }
}

// A page of its own (a browser context: its own localStorage), loaded and ready; `errors` collects
// the page's uncaught errors. o.viewport, o.permissions, o.init (a script run before the page's own).
async function open(browser, url, o = {}) {
  const context = await browser.newContext({ viewport: o.viewport || { width: 1280, height: 800 } });
  if (o.permissions) await context.grantPermissions(o.permissions, { origin: new URL(url).origin });
  if (o.init) await context.addInitScript(o.init);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 60000 });
  return { context, page, errors };
}

// A table played to its end by a client of the test (seat 0, `name`) against the server's random
// bot: its steps picked among the legal ones of the test's own copy of the game. Resolves to
// {table, watch, secret, end} (end: the step message that ended the game); the client has left.
async function finishedTable(server, data, name) {
  const host = await h.create(server, { name, players: [{ you: true }, { bot: 'random' }] });
  const welcome = (await host.next('welcome')).message;
  host.send('start', {});
  await host.next('position', (m) => m.started);
  const game = await h.mirror(data, welcome.table);
  let last = null;
  for (let n = 0; !(last && last.over); n++) {
    const next = last ? last.next : game.view().next;
    if (next === 0) await host.sendPaced('step', { n, step: game.legal()[0] });
    last = (await host.next('step', (m) => m.n === n, { timeout: 20000 })).message;
    game.play(last.seat, last.step);
  }
  await host.leave();
  return { table: welcome.table, watch: welcome.watch, secret: welcome.secret, end: last };
}

module.exports = { withServer, open, finishedTable };
