// The end of a game: right after the step that ends it, the server sends everyone at the table
// (the players and a watcher) the position again with the whole saved game, with nobody asking
// (no "resync"); before that step no message held a saved game. A stranger's join is refused with
// the reason in words: the table full, its game started, its game over; then GET /api/watch/<table>
// gives the finished table's watch id, so its link shows how it ended.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('./server_harness.cjs');

test('the game ends: every player and watcher gets the position with the saved game unasked', { timeout: 240000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const web = h.webDir();
  const server = await h.startServer({ data, web, env: { CARCASSONNE_BOT_PAUSE_MS: '5' } });
  t.after(() => server.stop());

  const host = await h.create(server, { name: 'Ada', players: [{ you: true }, { open: true }, { bot: 'random' }] });
  const hw = (await host.next('welcome')).message;
  const friend = await h.join(server, hw.table, { name: 'Bea' });
  await friend.next('welcome');
  const watcher = await h.join(server, hw.watch, { watch: true });
  await watcher.next('welcome');
  await refusedWith(h.join(server, hw.table, { name: 'Cy' }), 'This table has no free seat: watch it instead', 'full');
  host.send('start', {});
  await host.next('position', (m) => m.started);
  await refusedWith(h.join(server, hw.table, { name: 'Cy' }),
    'This table\'s game has started, so it has no free seat: watch it instead', 'started');
  assert.strictEqual((await fetch(`${server.http}/api/watch/${hw.table}`)).status, 404, 'no watch id while the game is on');
  const game = await h.mirror(data, hw.table);
  const peers = [host, friend];

  let last = null;
  for (let n = 0; !(last && last.over); n++) {
    const next = last ? last.next : game.view().next;
    if (next !== 2) await peers[next].sendPaced('step', { n, step: game.legal()[0] });
    last = (await host.next('step', (m) => m.n === n, { timeout: 20000 })).message;
    game.play(last.seat, last.step);
  }

  for (const [who, peer] of [['host', host], ['friend', friend], ['watcher', watcher]]) {
    const end = (await peer.next('step', (m) => m.over)).message;
    const after = peer.received.findIndex((r) => r.type === 'step' && r.message.n === end.n);
    const pushed = await peer.next('position', (m) => !!m.game, { since: after + 1 });
    const m = pushed.message;
    assert.strictEqual(m.started, true, who);
    assert.strictEqual(m.view.over, true, `${who}: the final view`);
    assert.strictEqual(m.view.steps, end.n + 1, `${who}: the view after the last step`);
    assert.ok(Array.isArray(m.game.moves) && typeof m.game.seed === 'number', `${who}: the whole saved game`);
    assert.ok(!peer.received.slice(0, after + 1).some((r) => r.message && 'game' in r.message), `${who}: no saved game before the end`);
    h.assertNothingHidden(peer.received.slice(0, after + 1));
  }
  await refusedWith(h.join(server, hw.table, { name: 'Cy' }),
    'This table\'s game is over, so it has no free seat: watch it to see how it ended', 'over');
  // Its link opened by a stranger: the page asks for the watch id, by the table id only.
  const asked = await fetch(`${server.http}/api/watch/${hw.table}`);
  assert.deepStrictEqual([asked.status, await asked.json()], [200, { watch: hw.watch }], 'the watch id of a finished table');
  assert.strictEqual((await fetch(`${server.http}/api/watch/${hw.watch}`)).status, 404, 'never asked by the watch id');
  await Promise.all([host.leave(), friend.leave(), watcher.leave()]);
});

// A refused join: the server's phrase as the error's message, the matchmaker's code 4216.
async function refusedWith(promise, phrase, what) {
  await assert.rejects(promise, (e) => {
    assert.deepStrictEqual([e.code, e.message], [4216, phrase], what);
    return true;
  }, what);
}
