// Leaving an online table for a local game (docs/online.md "Leaving a table"): New game → Start by
// clicks, at a started table and in a lobby, starts a local game; the page has left the table
// (online() null, the friend sees the seat disconnected, no #table= in the address), play() is the
// local one again, and what happens at the table afterwards never reaches the local game; reopening
// the table's link takes the seat back. With the real game server; every wait is for a state or a frame.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { clickAt, until, api, settle } = require('./harness.cjs');
const { centre, withServer, open, playTurn, myTurn, openNewGame } = require('./online_helpers.cjs');

// New game from the toolbar, then Start (and "Start a new game" if the dialog asks), by clicks.
async function newGameByClicks(page) {
  await clickAt(page, centre((await openNewGame(page)).start));
  await until(page, 'started or asked', () => {
    const n = window.carcassonne.shownTexts().newGame;
    return !n || n.asking === true;
  });
  let d = await page.evaluate(() => window.carcassonne.shownTexts().newGame);
  if (d) {
    await settle(page);
    d = await page.evaluate(() => window.carcassonne.shownTexts().newGame);
    await clickAt(page, centre(d.widgets.confirm));
    await until(page, 'the dialog closed', () => !window.carcassonne.shownTexts().newGame);
  }
}

// The page has left: no online table, no link in the address, no online window, and play() local.
async function leftForLocal(page) {
  assert.strictEqual(await page.evaluate(() => window.carcassonne.online()), null, 'online() is null');
  assert.ok(!/table=/.test(await page.evaluate(() => location.href)), 'no #table= in the address');
  const st = await api(page, 'state');
  assert.strictEqual(st.board.length, 1, 'a new local game: the start tile only');
  const played = await page.evaluate(() => {
    const c = window.carcassonne;
    const r = c.play(c.legalMoves()[0]);
    return { promise: r instanceof Promise, board: r && r.board ? r.board.length : null };
  });
  assert.deepStrictEqual(played, { promise: false, board: 2 }, 'play() answers the local state at once');
  const o = await page.evaluate(() => window.carcassonne.shownTexts().online);
  assert.ok(!o || !o.lines || o.lines.length === 0, 'no online window over the local game: ' + JSON.stringify(o));
}

// Host Anna (seat 0) and friend Bruno (seat 1) at a table of two; started when `start`.
async function twoAtATable(server, browser, start) {
  const host = await open(browser, server.http + '/index.html');
  const table = await host.page.evaluate(() => window.carcassonne.hostTable({ players: ['Anna', { open: true }] }));
  const friend = await open(browser, table.link);
  await friend.page.evaluate(() => window.carcassonne.joinTable(location.href, { name: 'Bruno' }));
  await until(host.page, 'the friend in', () => window.carcassonne.online().seats[1].name === 'Bruno');
  if (start) {
    await host.page.evaluate(() => window.carcassonne.startTable());
    for (const x of [host, friend]) await until(x.page, 'started', () => !!window.carcassonne.online().started);
  }
  return { host, friend, table };
}

const hostAway = (page) => until(page, 'the host shown disconnected', () => {
  const o = window.carcassonne.online();
  return o && o.seats[0].connected === false;
}, null, 30000);

// The same page opens the table's link again (a full load): its seat comes back from this browser.
async function reopen(x, link, started) {
  await x.page.goto('about:blank');
  await x.page.goto(link);
  await x.page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 60000 });
  await until(x.page, 'the seat back', (s) => {
    const o = window.carcassonne.online();
    return o && o.seat === 0 && o.host && o.connected && o.started === s;
  }, started, 30000);
}

test('a started table left for a local game by New game: the table\'s moves stay at the table', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const { host, friend, table } = await twoAtATable(server, browser, true);
    await myTurn(host.page);
    await playTurn(host.page);  // Bruno's turn next
    await newGameByClicks(host.page);
    await leftForLocal(host.page);
    await hostAway(friend.page);
    const local = await api(host.page, 'state');

    // Bruno plays at the table; the host's page is at its own game.
    await myTurn(friend.page);
    await playTurn(friend.page);
    await settle(host.page);
    assert.deepStrictEqual(await api(host.page, 'state'), local, 'the local game unchanged by the table');
    assert.strictEqual(await host.page.evaluate(() => window.carcassonne.online()), null);

    await reopen(host, table.link, true);
    assert.ok((await api(host.page, 'state')).board.length >= 3, 'the table\'s position, both turns in it');
    await until(friend.page, 'the host back', () => window.carcassonne.online().seats[0].connected === true);
    for (const x of [host, friend]) assert.deepStrictEqual(x.errors, []);
  });
});

test('a lobby left for a local game by New game: the table waits, the host comes back by the link', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const { host, friend, table } = await twoAtATable(server, browser, false);
    await newGameByClicks(host.page);
    await leftForLocal(host.page);
    await hostAway(friend.page);  // the table stays; its host is away
    const local = await api(host.page, 'state');
    // A seat changes at the table (the friend goes and comes back): nothing of it reaches the host's page.
    await friend.page.goto('about:blank');
    await friend.page.goto(table.link);
    await friend.page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 60000 });
    await until(friend.page, 'the friend seated again', () => {
      const o = window.carcassonne.online();
      return o && o.seat === 1 && o.connected;
    }, null, 30000);
    await settle(host.page);
    assert.deepStrictEqual(await api(host.page, 'state'), local, 'the local game unchanged by the table');
    assert.strictEqual(await host.page.evaluate(() => window.carcassonne.online()), null);

    await reopen(host, table.link, false);
    await host.page.evaluate(() => window.carcassonne.startTable());
    await until(friend.page, 'started by the host', () => window.carcassonne.online().started === true);
    for (const x of [host, friend]) assert.deepStrictEqual(x.errors, []);
  });
});
