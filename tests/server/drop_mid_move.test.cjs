// A player whose connection drops in the middle of a move: the step is sent and the socket closed at
// once, before any answer (or closed first, the step lost on the way). The step is then either played and stored or not played at all, never half:
// coming back with the seat's secret, the player is shown the position at the stored step; sending the
// same step again is played once if it was not, and refused as stale (nothing changes) if it was. The
// game goes on, and the stored game replays in the test's own engine to the server's position.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('./server_harness.cjs');

test('a connection dropped right after sending a step: the step played once or not at all', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());

  const { host, hw, friend, fw, game } = await h.startedTableOfTwo(server, data);
  const secrets = { 0: hw.secret, 1: fw.secret };
  let peers = { 0: host, 1: friend };
  let { n } = await h.playSeats(game, peers, 0, (k) => k >= 6);

  for (let round = 0; round < 3; ++round) {
    const seat = game.view().next;
    const other = 1 - seat;
    const step = game.legal()[0];
    const heard = peers[other].mark();
    // Sent and the socket closed in the same tick (no consented leave, no answer awaited); in the
    // second round closed first, so the step is lost on the way.
    if (round === 1) {
      peers[seat].room.connection.close();
      try { peers[seat].send('step', { n, step }); } catch (e) { /* the socket is closing: the step is lost */ }
    } else {
      peers[seat].send('step', { n, step });
      peers[seat].room.connection.close();
    }

    // Back with the seat's secret: the position is the stored game, the step in it or not.
    const back = await h.join(server, hw.table, { secret: secrets[seat] });
    assert.strictEqual((await back.next('welcome')).message.seat, seat);
    const p = (await back.next('position')).message;
    const stored = h.storedTable(data, hw.table).steps;
    assert.ok(p.view.steps === n || p.view.steps === n + 1, `the position is at step ${p.view.steps}, the step sent was ${n}`);
    assert.strictEqual(stored.length, p.view.steps, 'what is shown is what is stored: nothing half-written');
    const played = p.view.steps === n + 1;
    t.diagnostic(`round ${round}: the step sent before the drop was ${played ? 'played' : 'not played'}`);
    if (played) {
      assert.deepStrictEqual([stored[n].seat, stored[n].step], [seat, step], 'the step stored is the one sent');
      const told = (await peers[other].next('step', (m) => m.n === n, { since: heard })).message;
      assert.deepStrictEqual(told.step, step, 'the other player was told the step');
    }
    // The same step again: refused as stale if it was played, played now if it was not.
    const mark = back.mark();
    back.send('step', { n, step });
    if (played) {
      const r = (await back.next('refused', () => true, { since: mark })).message;
      assert.deepStrictEqual([r.n, r.refusal.reason], [n, 'stale'], 'the step sent again is stale');
      assert.strictEqual(h.storedTable(data, hw.table).steps.length, n + 1, 'played once');
    } else {
      await back.next('step', (m) => m.n === n, { since: mark });
    }
    game.play(seat, step);
    n++;
    peers = { ...peers, [seat]: back };
    ({ n } = await h.playSeats(game, peers, n, (k) => k >= n + 3));
  }

  const all = h.storedTable(data, hw.table);
  assert.strictEqual(all.steps.length, n, 'every step played is stored, once');
  const replay = await h.mirror(data, hw.table);
  for (const s of all.steps) replay.play(s.seat, s.step);
  const last = await peers[0].next('step', (m) => m.n === n - 1);
  assert.ok(last, 'the game went on');
  assert.deepStrictEqual(replay.view().position, game.view().position, 'the stored game replays to the game played');
  await Promise.all(Object.values(peers).map((x) => x.leave()));
});
