// An online table goes on through what happens to it, with the real game server (server/main.cjs on
// a free loopback port, a temporary CARCASSONNE_DATA): "Your turn" in the title on a later turn as
// soon as the friend's turn ends; a stranger opening the started table's link told why it cannot join; a friend leaves and the host clicks "a bot takes this seat", and
// the game goes on; a watch link with &embed=1 shows the live table in the
// embed's form; the server killed with SIGKILL mid-game and started again on the same database,
// the pages come back by themselves and the game goes on with no accepted move lost. Every wait is
// for a state or a frame.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { until, api, clickAt, root } = require('./harness.cjs');
const { centre, startWebServer, withServer, open, hostAndFriend, hostAndStart, playTurn } = require('./online_helpers.cjs');

const state = (page) => page.evaluate(() => {
  const s = window.carcassonne.state();
  return { turn: s.turn, next: s.next, over: s.over, board: s.board.length, scores: s.scores, step: s.step };
});
// Until this page's seat has its tile in hand ('mine'), or this page shows the table past the turn
// `w` read from another page ('other'): a page may lag behind another, or be ahead of it.
async function turnOf(page, w) {
  await until(page, 'a turn to play', (t) => {
    const s = window.carcassonne.state();
    return s.over || s.turn > t || (s.next === window.carcassonne.online().seat && s.tile !== null);
  }, w.turn, 60000);
  return page.evaluate(() => {
    const s = window.carcassonne.state();
    return !s.over && s.next === window.carcassonne.online().seat && s.tile !== null ? 'mine' : 'other';
  });
}
// Plays `turns` turns of the table: each page plays when it is its seat's turn; bots are waited for.
async function playTurns(pages, turns) {
  const watch = pages[0].page;
  const start = (await state(watch)).turn;
  for (let guard = 0; guard < 400; ++guard) {
    const s = await state(watch);
    if (s.over || s.turn >= start + turns) return;
    const mover = pages.find((p) => p.seat === s.next);
    if (!mover) {
      await until(watch, 'the bot moved', (w) => {
        const t = window.carcassonne.state();
        return t.turn !== w.turn || t.next !== w.next || t.over;
      }, s, 30000);
      continue;
    }
    if (await turnOf(mover.page, s) === 'mine') await playTurn(mover.page);
  }
  throw new Error('the table did not get through ' + turns + ' turns');
}

test('a friend leaves: the host clicks "a bot takes this seat" and the game goes on', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const { host, friend, table } = await hostAndFriend(server, browser, ['Anna', { open: true }]);
    await playTurns([host, friend], 2);
    // The host's second turn: the title says so (in Dutch) once the friend's last step is heard, with
    // no move of the host's page needed, and the friend's title is the page's own again.
    const nl = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n/nl.json'), 'utf8'));
    await until(host.page, 'your turn in the title', (t) => document.title === t, nl['Your turn'] + ' — Carcassonne', 10000);
    assert.strictEqual(await friend.page.evaluate(() => / — Carcassonne$/.test(document.title)), false, 'not the friend\'s turn');
    // A stranger (a page in English) opening the link of the started table is told why it cannot join.
    const stranger = await open(browser, table.link);
    const refused = await stranger.page.evaluate(() =>
      window.carcassonne.joinTable(location.href, { name: 'Cy' }).then(() => 'joined', (e) => e.message));
    assert.strictEqual(refused, 'This table\'s game has started, so it has no free seat: watch it instead');
    await stranger.context.close();
    await friend.context.close();
    await until(host.page, 'the bot button for the seat that left', () => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.widgets && o.widgets['bot:1'];
    }, null, 30000);
    const w = (await host.page.evaluate(() => window.carcassonne.shownTexts().online)).widgets;
    await clickAt(host.page, centre(w['bot:1']));
    await until(host.page, 'a bot in the seat', () => window.carcassonne.online().seats[1].bot !== null);
    const before = await state(host.page);
    await playTurns([host], 4);
    const after = await state(host.page);
    assert.ok(after.over || after.turn >= before.turn + 4, 'the game went on: ' + JSON.stringify([before, after]));
    assert.deepStrictEqual(host.errors, []);
  });
});

test('?watch=<id>&embed=1 shows the live table in the embed\'s form', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const host = await open(browser, server.http + '/index.html');
    const table = await hostAndStart(host.page, ['Anna', { bot: 'random' }]);
    host.seat = 0;
    const embed = await open(browser, table.watch + '&embed=1');
    await until(embed.page, 'the table shown', () => {
      const o = window.carcassonne.online();
      return o && o.started && o.seat === -1;
    }, null, 30000);
    const layout = await api(embed.page, 'layout');
    assert.ok(!layout.panels.some((p) => p.y < 20 && p.x > 200), 'no toolbar: the embed\'s form');
    const texts = await embed.page.evaluate(() => window.carcassonne.shownTexts().online || null);
    assert.ok(!texts || texts.lines.length === 0, 'no online window over an embedded table');
    await playTurns([host], 3);
    const want = await state(host.page);
    await until(embed.page, 'the embed follows the game', (w) => {
      const s = window.carcassonne.state();
      return s.turn >= w.turn && s.board.length >= w.board;  // the bot may have moved since
    }, want, 30000);
    assert.deepStrictEqual(embed.errors, []);
  });
});

test('the server killed mid-game and started again: the pages come back, no accepted move lost', { timeout: 300000 }, async () => {
  await withServer(async (box, browser) => {
    const { host, friend } = await hostAndFriend(box.server, browser, ['Anna', { open: true }, { bot: 'random' }]);
    await playTurns([host, friend], 4);
    // Both pages have heard every accepted step: then the server dies.
    const heard = await state(host.page);
    const heardBoard = await host.page.evaluate(() => window.carcassonne.state().board);
    await until(friend.page, 'the friend heard it all', (w) => window.carcassonne.state().board.length >= w.board, heard);
    const port = box.server.port;
    await box.server.kill();
    for (const x of [host, friend]) await until(x.page, 'the page knows', () => !window.carcassonne.online().connected, null, 30000);
    box.server = await startWebServer(box.data, port);
    for (const x of [host, friend]) {
      await until(x.page, 'back by itself', (w) => {
        const o = window.carcassonne.online();
        const s = window.carcassonne.state();
        return o.connected && s.board.length >= w.board;
      }, heard, 60000);
    }
    const back = await state(host.page);
    assert.ok(back.turn >= heard.turn, 'no accepted move lost: ' + JSON.stringify([heard, back]));
    // Every tile heard before the kill is where it was, on both pages.
    for (const x of [host, friend]) {
      const board = await x.page.evaluate(() => window.carcassonne.state().board);
      assert.deepStrictEqual(board.slice(0, heardBoard.length), heardBoard, 'the board as heard before the kill');
    }
    await playTurns([host, friend], 3);
    const on = await state(host.page);
    assert.ok(on.over || on.turn >= back.turn + 3, 'the game goes on: ' + JSON.stringify([back, on]));
    for (const x of [host, friend]) assert.deepStrictEqual(x.errors, []);
  });
});
