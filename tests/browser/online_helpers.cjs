// Shared pieces of the online browser tests (tests/browser/online*.test.cjs): the real game server
// (server/main.cjs on a free loopback port, a temporary CARCASSONNE_DATA) with a browser, a page
// opened and ready, a friend joining by the dialog or the page API, turns played through the page
// API, and a table played to its end by a real colyseus.js client in the test. Every wait is for a
// state or a frame.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { launch, root, clickAt, until, settle, api, layoutStill, stillRead } = require('./harness.cjs');
const h = require(path.join(root, 'tests/server/server_harness.cjs'));

const centre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

// Starts the server of build/web (`port`: the same one again after a kill).
const startWebServer = (data, port) => h.startServer({ data, web: path.join(root, 'build', 'web'), port });

// The server and a browser for one test, as fn({server, data}, browser); a test that restarts the
// server puts the new one in box.server. Everything stopped and removed after it.
async function withServer(fn) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-online-'));
  const box = { server: await startWebServer(data), data };
  const browser = await launch();
  try {
    await fn(box, browser);
  } finally {
    await browser.close();
    await box.server.stop();
    fs.rmSync(data, { recursive: true, force: true });
  }
}

// A page of its own (a browser context: its own localStorage), loaded and ready; `errors` collects
// the page's uncaught errors. o.viewport, o.permissions, o.init (a script run before the page's own);
// o.context: the browser context's options instead of o.viewport (a touch phone: hasTouch, isMobile).
async function open(browser, url, o = {}) {
  const context = await browser.newContext(o.context || { viewport: o.viewport || { width: 1280, height: 800 } });
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

// The join dialog, as a friend meets it: the name typed, Join clicked; until seated at `seat`.
async function joinByDialog(page, name, seat) {
  await until(page, 'the join dialog', () => {
    const o = window.carcassonne.shownTexts().online;
    return o && o.widgets && o.widgets.join;
  }, null, 30000);
  // The dialog is centred and fits its contents: its widgets once they stay where they are.
  const w = (await stillRead(page, () => page.evaluate(() => window.carcassonne.shownTexts().online), 'the join dialog')).widgets;
  await clickAt(page, { x: w.name.x + 20, y: w.name.y + w.name.h / 2 });
  await page.keyboard.type(name);
  await settle(page);
  await clickAt(page, centre(w.join));
  await until(page, 'seated', (s) => {
    const o = window.carcassonne.online();
    return o && o.seat === s && o.connected;
  }, seat, 30000);
}

// A host's page (in Dutch) makes a table of `players`, a friend "Bruno" joins by the link through
// the page API, the host starts: {host, friend, table}, each page with its seat.
async function hostAndFriend(server, browser, players) {
  const host = await open(browser, server.http + '/index.html?lang=nl');
  const table = await host.page.evaluate((p) => window.carcassonne.hostTable({ players: p }), players);
  const friend = await open(browser, table.link);
  await friend.page.evaluate(() => window.carcassonne.joinTable(location.href, { name: 'Bruno' }));
  await until(host.page, 'the friend in', () => window.carcassonne.online().seats[1].name === 'Bruno');
  await host.page.evaluate(() => window.carcassonne.startTable());
  for (const x of [host, friend]) await until(x.page, 'started', () => !!window.carcassonne.online().started);
  host.seat = 0;
  friend.seat = 1;
  return { host, friend, table };
}

// The host's page makes a table of `players` and starts it at once; its links.
async function hostAndStart(page, players) {
  const table = await page.evaluate((p) => window.carcassonne.hostTable({ players: p }), players);
  await page.evaluate(() => window.carcassonne.startTable());
  await until(page, 'started', () => window.carcassonne.online().started);
  return table;
}

// The seat to move plays its first legal tile and meeple through the page API (each play a Promise
// the server's answer settles); resolves once the turn is over on this page.
async function playTurn(page) {
  const before = await page.evaluate(() => window.carcassonne.state().turn);
  await page.evaluate(async () => {
    const c = window.carcassonne;
    await c.play(c.legalMoves()[0]);
    if (c.state().step === 'meeple') await c.play(c.legalMoves()[0]);
  });
  await until(page, 'the turn over', (t) => window.carcassonne.state().turn !== t || window.carcassonne.state().over, before, 30000);
}

// Until it is this page's seat's turn with its tile in hand, or the game is over.
const myTurn = (page) => until(page, 'my turn', () => {
  const s = window.carcassonne.state();
  return s.over || (s.next === window.carcassonne.online().seat && s.tile !== null);
}, null, 30000);

// New game from the toolbar, by a click; answers the dialog's widgets (shownTexts().newGame.widgets).
async function openNewGame(page) {
  // The art drawn and the panels standing still: the toolbar's New game is where layout() says.
  await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
  await layoutStill(page);
  const bar = (await api(page, 'layout')).panels.find((p) => p.y < 20 && p.x > 200);  // the toolbar; New game first
  await clickAt(page, { x: bar.x + 40, y: bar.y + 18 });
  await until(page, 'the New game dialog', () => !!window.carcassonne.shownTexts().newGame);
  await settle(page);
  return (await page.evaluate(() => window.carcassonne.shownTexts().newGame)).widgets;
}

module.exports = {
  centre, startWebServer, withServer, open, finishedTable, joinByDialog, hostAndFriend, hostAndStart, playTurn, myTurn, openNewGame,
};
