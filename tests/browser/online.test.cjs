// An online table through the page (docs/formats.md §5), with the real game server (server/main.cjs on a
// free loopback port, a temporary CARCASSONNE_DATA): three browser contexts — the host, a friend who
// joins by the link with a real click, and the host's bot seat on the server — play a table to its
// end through the page API; a fourth context watches by the watch link; the friend goes offline
// and comes back to the current position; a move out of turn is refused in words; no message a page
// receives holds a seed. Small viewports: the browser stage is slow on a small machine.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { until, artifacts, waitForQuiet } = require('./harness.cjs');
const { withServer, open: openPage, joinByDialog } = require('./online_helpers.cjs');

const VIEW = { width: 640, height: 480 };

// Every WebSocket frame the page receives, as text (Colyseus frames are msgpack: strings stay readable).
function recordFrames() {
  window.__frames = [];
  const Native = window.WebSocket;
  window.WebSocket = function (url, protocols) {
    const ws = protocols === undefined ? new Native(url) : new Native(url, protocols);
    ws.addEventListener('message', (e) => {
      const data = e.data;
      if (typeof data === 'string') window.__frames.push(data);
      else if (data instanceof ArrayBuffer) window.__frames.push(new TextDecoder('latin1').decode(data));
      else if (data && data.arrayBuffer) data.arrayBuffer().then((b) => window.__frames.push(new TextDecoder('latin1').decode(b)));
    });
    return ws;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
}

// A page of its own, small, recording every frame it receives.
const open = (browser, url) => openPage(browser, url, { viewport: VIEW, init: recordFrames });
const steps = (page) => page.evaluate(() => {
  const o = window.carcassonne.online();
  const s = o && o.started ? window.carcassonne.state() : null;
  return s ? { turn: s.turn, step: s.step, next: s.next, over: s.over, scores: s.scores, board: s.board.length } : null;
});

test('three players and a watcher at an online table, from the link to the end', { timeout: 600000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const host = await open(browser, server.http + '/index.html?lang=fr');
    const table = await host.page.evaluate(() => window.carcassonne.hostTable({
      players: ['Anna', { open: true }, { bot: 'random' }], sets: ['base'] }));
    assert.match(table.link, /#table=[A-Za-z0-9_-]{22}$/);
    assert.ok(table.watch && !table.watch.includes(table.table), 'the watch link does not give the table away');

    // The friend opens the link: the page asks for a name; typed, and Join clicked.
    const friend = await open(browser, table.link + '');
    await joinByDialog(friend.page, 'Bruno', 1);
    await until(host.page, 'the host hears of the friend', () =>
      window.carcassonne.online().seats[1].name === 'Bruno');
    const secret = await friend.page.evaluate((id) => localStorage.getItem('carcassonne.table.' + id), table.table);
    assert.ok(secret && JSON.parse(secret).secret, 'the seat secret is kept in the browser');

    const watcher = await open(browser, table.watch);
    await until(watcher.page, 'the watcher in', () => !!window.carcassonne.online());

    await host.page.evaluate(() => window.carcassonne.startTable());
    const pages = [host.page, friend.page];
    for (const p of [...pages, watcher.page]) await until(p, 'the game shown', () => !!window.carcassonne.online().started);
    await host.page.screenshot({ path: path.join(artifacts, 'online-host-fr.png') });

    // Out of turn: the friend cannot move for the host. play() answers a Promise that rejects with
    // words in the page's language (never a throw), and nothing changes.
    const tryPlay = () => {
      const c = window.carcassonne;
      const before = JSON.stringify(c.state());
      let answer;
      try { answer = c.play(c.legalMoves()[0]); } catch (e) { return { threw: e.message }; }
      if (!answer || typeof answer.then !== 'function') return { notPromise: true };
      return answer.then(() => ({ resolved: true }),
        (e) => ({ rejected: e.message, same: JSON.stringify(c.state()) === before }));
    };
    const refusedIn = async (page, pattern) => {
      const out = await page.evaluate(tryPlay);
      assert.match(String(out.rejected), pattern, JSON.stringify(out));
      assert.ok(out.same, 'a refused play changes nothing');
    };
    await refusedIn(friend.page, /^it is Anna's turn, not yours$/);
    await refusedIn(watcher.page, /watching/);
    await friend.page.evaluate(() => window.carcassonne.setLanguage('de'));
    await refusedIn(friend.page, /^Anna ist am Zug, nicht du$/);
    await friend.page.evaluate(() => window.carcassonne.setLanguage('en'));
    // The legal moves are the same on every page; the seat to move plays them.
    let offlineDone = false;
    for (let guard = 0; guard < 400; ++guard) {
      const s = await steps(host.page);
      if (s.over) break;
      if (s.next === 2) {  // the bot on the server
        await until(host.page, 'the bot moved', (t) => window.carcassonne.state().turn !== t || window.carcassonne.state().over, s.turn, 30000);
        continue;
      }
      const mover = pages[s.next];
      // The mover's own page must have heard the last step too: its tile in hand and its own turn.
      await until(mover, 'my tile', (seat) => {
        const st = window.carcassonne.state();
        return st.over || (st.tile !== null && st.next === seat);
      }, s.next);
      if (s.next === 0 && !offlineDone && s.turn >= 6) {
        // The friend drops off (a phone asleep) while the host and the bot move, then comes back.
        await friend.context.setOffline(true);
        await until(friend.page, 'the friend knows it is offline', () => !window.carcassonne.online().connected, null, 30000);
      }
      const out = await mover.evaluate(async () => {
        const c = window.carcassonne;
        const moves = c.legalMoves();
        const last = moves[moves.length - 1];
        // A legal move resolves to the state once the server has taken it.
        const placed = await c.play(moves[0]);
        if (!placed || typeof placed.turn !== 'number') return false;
        if (c.state().step === 'meeple') await c.play(c.legalMoves()[0]);
        return last !== undefined;
      });
      assert.ok(out);
      if (s.next === 0 && !offlineDone && s.turn >= 6) {
        offlineDone = true;
        // The server took the host's turn (its echo brought the friend's tile) while the friend was away.
        await until(host.page, 'the host\'s turn accepted', (t) => {
          const st = window.carcassonne.state();
          return st.over || (st.turn > t && st.tile !== null);
        }, s.turn, 30000);
        // Waiting for the friend's move, the host's page falls quiet: an open table draws nothing.
        await waitForQuiet(host.page, 1000, 30000);
        await friend.context.setOffline(false);
        const want = await steps(host.page);
        await until(friend.page, 'the friend back at the current position', (w) => {
          const o = window.carcassonne.online();
          const st = window.carcassonne.state();
          return o.connected && st.turn >= w.turn && st.board.length >= w.board;
        }, want, 60000);
        continue;
      }
      await until(host.page, 'the step heard', (t) => window.carcassonne.state().turn !== t || window.carcassonne.state().over, s.turn, 30000);
    }
    const end = await steps(host.page);
    assert.ok(end.over, 'the game ended');
    for (const p of [friend.page, watcher.page])
      await until(p, 'the end everywhere', (w) => {
        const s = window.carcassonne.state();
        return s.over && JSON.stringify(s.scores) === JSON.stringify(w);
      }, end.scores, 30000);
    assert.ok(offlineDone);
    // No message a page received while the game was on, nor any value the page API gives, holds a
    // seed; after the end the saved game comes (msgpack: the key "over", then true, 0xc3).
    for (const p of [host.page, friend.page, watcher.page]) {
      await until(p, 'the saved game after the end', () => window.carcassonne.online().saved === true, null, 30000);
      const frames = await p.evaluate(() => window.__frames);
      assert.ok(frames.length > 10, 'frames were recorded');
      const end = frames.findIndex((f) => /over\u00c3/.test(f));
      assert.ok(end > 0, 'the frame of the end was recorded');
      assert.ok(!frames.slice(0, end + 1).some((f) => /seed/i.test(f)), 'a frame with a seed while the game was on');
      assert.ok(frames.slice(end + 1).some((f) => /seed/i.test(f)), 'the saved game after the end');
      const values = await p.evaluate(() => JSON.stringify([window.carcassonne.state(), window.carcassonne.online()]));
      assert.ok(!/seed/i.test(values));
    }
    for (const x of [host, friend, watcher]) assert.deepStrictEqual(x.errors, []);
  });
});
