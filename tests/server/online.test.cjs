// A whole online table through the real server and real colyseus.js clients: the host creates it
// (an open seat, a bot), a friend joins by its id, a watcher by the watch id, they play to the end
// with moves chosen among the legal ones of the test's own copy of the game; out-of-turn and
// other-seat steps are refused; a player leaves, the host hands the seat to a bot, the player
// comes back with the seat's secret. Every message any of them received is inspected.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('./server_harness.cjs');

const ID = /^[A-Za-z0-9_-]{22}$/;

// A small PRNG so a failure can be replayed.
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

test('static files and a table played to the end by host, friend and bot, watched', { timeout: 240000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());

  await t.test('build/web is served as static files, nothing outside it', async () => {
    const index = await fetch(server.http + '/');
    assert.strictEqual(index.status, 200);
    assert.match(index.headers.get('content-type'), /text\/html/);
    assert.match(await index.text(), /<title>Carcassonne<\/title>/);
    const json = await fetch(server.http + '/assets/a.json');
    assert.strictEqual(json.headers.get('content-type'), 'application/json');
    assert.deepStrictEqual(await json.json(), { a: 1 });
    assert.strictEqual((await fetch(server.http + '/nothing.js')).status, 404);
    assert.ok([403, 404].includes((await fetch(server.http + '/%2e%2e/%2e%2e/etc/passwd')).status));
    assert.strictEqual((await fetch(server.http + '/', { method: 'PUT', body: 'x' })).status, 405);
  });

  const host = await h.create(server, { name: 'Ada', players: [{ you: true }, { open: true }, { bot: 'greedy' }], sets: ['base'] });
  const welcome = (await host.next('welcome')).message;
  assert.match(welcome.table, ID);
  assert.match(welcome.watch, ID);
  assert.match(welcome.secret, ID);
  assert.notStrictEqual(welcome.watch, welcome.table);
  assert.strictEqual(welcome.seat, 0);
  assert.strictEqual(welcome.host, true);
  assert.strictEqual(host.room.roomId, welcome.table);
  const lobby = (await host.next('position')).message;
  assert.strictEqual(lobby.started, false);
  assert.strictEqual(lobby.view, null);
  assert.deepStrictEqual(lobby.seats.map((s) => [s.name, s.bot, s.open, s.connected]),
    [['Ada', null, false, true], ['', null, true, false], ['', 'greedy', false, true]]);

  const friend = await h.join(server, welcome.table, { name: 'Bea' });
  const fw = (await friend.next('welcome')).message;
  assert.deepStrictEqual([fw.table, fw.seat, fw.host], [welcome.table, 1, false]);
  assert.match(fw.secret, ID);
  assert.notStrictEqual(fw.secret, welcome.secret);
  await host.next('seats', (m) => m.seats[1].name === 'Bea' && m.seats[1].connected && !m.seats[1].open);

  const watcher = await h.join(server, welcome.watch, { watch: true });
  const ww = (await watcher.next('welcome')).message;
  assert.deepStrictEqual(ww, { table: null, watch: welcome.watch, seat: -1, secret: null, host: false, code: null });

  await t.test('a third person finds no free seat; the table id is not a watch id', async () => {
    await assert.rejects(h.join(server, welcome.table, { name: 'Cy' }), /no free seat/);
    await assert.rejects(h.join(server, welcome.table, { watch: true }));
    await assert.rejects(h.join(server, welcome.watch, { name: 'Cy' }));
    await assert.rejects(h.join(server, 'A'.repeat(22), { name: 'Cy' }));
  });

  await t.test('only the host starts', async () => {
    const at = friend.mark();
    friend.send('start', {});
    assert.strictEqual((await friend.next('error', () => true, { since: at })).message.phrase, 'Only the host can do that');
  });

  host.send('start', {});
  const started = (await host.next('position', (m) => m.started)).message;
  assert.strictEqual(started.view.steps, 0);
  assert.deepStrictEqual(started.seats.map((s) => s.bot), [null, null, 'greedy']);
  const game = await h.mirror(data, welcome.table);
  assert.deepStrictEqual(started.view.position, game.view().position, 'the public position is the game dealt from the stored seed');

  const peers = [host, friend];
  const pick = random(21);
  const bots = new Set([2]);
  let next = started.view.next;
  let over = false;
  let n = 0;
  let refusedOutOfTurn = false;
  let handedOver = false;
  let cameBack = false;
  let friendRoom = friend;

  while (!over) {
    const moves = game.legal();
    assert.ok(moves.length > 0, `no legal move at step ${n}`);
    if (!bots.has(next)) {
      const me = next === 0 ? host : friendRoom;
      const other = next === 0 ? friendRoom : host;
      if (!refusedOutOfTurn && n > 4) {
        // Out of turn (the other seat plays a legal step of this seat) and a stale step: refused, nothing moves.
        let at = other.mark();
        other.send('step', { n, step: moves[0] });
        const r = (await other.next('refused', () => true, { since: at })).message;
        assert.strictEqual(r.n, n);
        assert.strictEqual(typeof r.refusal.phrase, 'string');
        assert.ok(/turn/i.test(r.refusal.reason + r.refusal.phrase), JSON.stringify(r));
        at = me.mark();
        me.send('step', { n: n + 3, step: moves[0] });
        assert.strictEqual((await me.next('refused', () => true, { since: at })).message.refusal.reason, 'stale');
        at = me.mark();
        me.send('resync', {});
        assert.strictEqual((await me.next('position', () => true, { since: at })).message.view.steps, n, 'a refused step changed nothing');
        refusedOutOfTurn = true;
      }
      await me.sendPaced('step', { n, step: moves[Math.floor(pick() * moves.length)] });
    }
    const s = (await host.next('step', (m) => m.n === n, { timeout: 20000 })).message;
    const mine = game.play(s.seat, s.step);
    assert.strictEqual(s.seat, next);
    assert.deepStrictEqual([s.tile, s.next, s.over, s.scores, s.bag], [mine.tile, mine.next, mine.over, mine.scores, mine.bag]);
    n++;
    next = s.next;
    over = s.over;

    if (!handedOver && n > 30 && next === 0) {
      // Bea leaves; Ada hands her seat to a bot, which plays it.
      const left = host.mark();
      await friendRoom.leave();
      await host.next('seats', (m) => !m.seats[1].connected, { since: left });
      const at = host.mark();
      host.send('bot', { seat: 2 });  // a bot seat already: refused
      assert.strictEqual((await host.next('error', () => true, { since: at })).message.phrase, 'That seat cannot be handed to a bot');
      host.send('bot', { seat: 1 });
      await host.next('seats', (m) => m.seats[1].bot === 'greedy');
      bots.add(1);
      handedOver = true;
    } else if (handedOver && !cameBack && n > 45 && next === 0) {
      // ... and comes back with her secret: the same seat, the whole position, no bot any more.
      const back = await h.join(server, welcome.table, { secret: fw.secret });
      const w = (await back.next('welcome')).message;
      assert.deepStrictEqual([w.seat, w.secret, w.host], [1, fw.secret, false]);
      const p = (await back.next('position')).message;
      assert.strictEqual(p.view.steps, n);
      assert.strictEqual(p.seats[1].bot, null);
      assert.deepStrictEqual(p.view.position, game.view().position);
      friendRoom = back;
      peers.push(back);
      bots.delete(1);
      cameBack = true;
    }
  }
  assert.ok(refusedOutOfTurn && handedOver && cameBack, 'the game was long enough for every check');
  assert.ok(n > 100, `a whole game: ${n} steps`);

  // The watcher saw every step, in order, and the same as the players.
  await watcher.next('step', (m) => m.over);
  await friendRoom.next('step', (m) => m.over);
  const watched = watcher.messages('step');
  assert.deepStrictEqual(watched.map((m) => m.n), [...Array(n).keys()]);
  assert.deepStrictEqual(watched, host.messages('step'));

  // Every message, before the end: no seed, no deck order, no saved game. After it the saved game
  // may be offered.
  for (const p of [...peers, watcher]) {
    const overAt = p.received.findIndex((r) => r.type === 'step' && r.message.over);
    h.assertNothingHidden(overAt < 0 ? p.received : p.received.slice(0, overAt + 1));
  }
  const end = h.storedTable(data, welcome.table);
  assert.strictEqual(end.over, 1);
  assert.strictEqual(end.steps.length, n, 'every accepted step is stored');
  assert.ok(end.seats.every((s) => !s.secret_hash || ID.test(s.secret_hash) === false), 'only hashes of secrets are stored');
  assert.ok(!JSON.stringify(end.seats).includes(welcome.secret) && !JSON.stringify(end.seats).includes(fw.secret));
  const at = host.mark();
  host.send('resync', {});
  const final = (await host.next('position', () => true, { since: at })).message;
  assert.strictEqual(final.view.over, true);
  assert.ok(final.game && final.game.seed !== undefined, 'after the end the saved game is offered');
  await Promise.all([...peers, watcher].map((p) => p.leave()));
});

// A seat with no name is sent with none (the page names it in its own language), whoever made it:
// a bot at create, an open seat the start gives to a bot, a friend who joined with no name. The
// engine's position calls them by the colour words of their seats.
test('seats with no name are sent with none; the position names them by their colour words', { timeout: 60000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());
  const host = await h.create(server, { players: [{ you: true }, { open: true }, { bot: 'random' }, { open: true }] });
  const welcome = (await host.next('welcome')).message;
  const friend = await h.join(server, welcome.table, {});
  assert.strictEqual((await friend.next('welcome')).message.seat, 1);
  await host.next('seats', (m) => !m.seats[1].open);
  host.send('start', {});
  const p = (await host.next('position', (m) => m.started)).message;
  assert.deepStrictEqual(p.seats.map((s) => [s.name, s.bot]), [['', null], ['', null], ['', 'random'], ['', 'greedy']]);
  assert.deepStrictEqual(p.view.position.players, ['Red', 'Blue', 'Green', 'Yellow']);
  assert.deepStrictEqual(h.storedTable(data, welcome.table).seats.map((s) => s.name), ['', '', '', '']);
  await Promise.all([host.leave(), friend.leave()]);
});
