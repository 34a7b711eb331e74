// Two server processes sharing their tables through Redis (presence and room driver) and
// PostgreSQL, and the faults they must survive (the ./check stage "several processes"):
// - tables made through either process, each with its watch room beside it, watched through the
//   other process;
// - a friend who joins through process B is seated at a table living on A (the seat reservation
//   names A's public address);
// - PostgreSQL restarted mid-game: a step sent while it is away is refused in words and not
//   played (the position stays, nothing is half-written); once it is back the same step goes through;
// - Redis restarted (without persistence: every room listing lost): play goes on meanwhile, and once
//   it is back a watcher joining through B reaches the table on A again;
// - A killed with SIGKILL: the players come back through B with their secrets and the table is
//   opened on B from the database: every step anyone heard is there, the stored game replays in the
//   test's own engine to B's position, and the game goes on (to its end with CARC_FAULT_FULL=1).
// Throw-away PostgreSQL and Redis, all stopped after. tools/faults.sh runs it again and again.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('../server/server_harness.cjs');
const { startPostgres, startRedis, freePort, psql } = require('../server/services.cjs');

// A server process of the pair, at a port of its own that it also names as its public address.
async function startNode({ pg, redis, data, web, port }) {
  port = port || await freePort();
  return h.startServer({
    data, web, port,
    env: {
      CARCASSONNE_DB: pg.url, CARCASSONNE_REDIS: redis.url, CARCASSONNE_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      CARCASSONNE_BOT_PAUSE_MS: '5', COLYSEUS_PRESENCE_SHORT_TIMEOUT: '1000',
    },
  });
}

// Waits for a condition (the servers' logs) to hold, checking every 50 ms.
async function until(cond, what, timeout = 20000) {
  const end = Date.now() + timeout;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`${what}: not in ${timeout} ms`);
    await h.sleep(50);
  }
}

// The port a client's open connection goes to.
const portOf = (peer) => Number(new URL(peer.room.connection.transport.ws.url).port);

test('two processes: join through B to a table on A; PostgreSQL and Redis restarted; A killed, the table back on B', { timeout: 240000 }, async (t) => {
  const started = [];
  // The servers first, then Redis and PostgreSQL under them.
  t.after(async () => {
    for (const s of started.reverse()) await s.stop();
  });
  const pg = await startPostgres();
  started.push({ stop: async () => pg.stop() });
  const redis = await startRedis();
  started.push(redis);
  h.usePostgres(pg.url);
  const data = h.tempDir('carc-data-');
  const web = h.webDir();
  const first = await startNode({ pg, redis, data, web });
  started.push(first);
  const second = await startNode({ pg, redis, data, web });
  started.push(second);

  // Tables made through either process, each with its watch room beside it: each watch link works
  // through the other process.
  for (let i = 0; i < 6; i++) {
    const [via, other] = i % 2 ? [first, second] : [second, first];
    const maker = await h.create(via, { players: [{ you: true }, { open: true }] });
    const made = (await maker.next('welcome')).message;
    const looker = await h.join(other, made.watch, { watch: true });
    await looker.next('position');
    await Promise.all([maker.leave(), looker.leave()]);
  }

  const host = await h.create(first, { name: 'Ada', players: [{ you: true }, { open: true }, { bot: 'random' }] });
  const hw = (await host.next('welcome')).message;
  // A is the process the host is connected to (the one it created the table through).
  const [a, b] = [first, second];
  assert.strictEqual(portOf(host), a.port, 'a new table lives in the process it was created through');
  // The friend asks B; B's matchmaker reserves the seat on A and names A's address.
  const friend = await h.join(b, hw.table, { name: 'Bea' });
  const fw = (await friend.next('welcome')).message;
  assert.deepStrictEqual([fw.table, fw.seat], [hw.table, 1]);
  assert.strictEqual(portOf(friend), a.port, 'the friend is connected to A, where the table lives');
  await host.next('seats', (m) => m.seats[1].name === 'Bea' && m.seats[1].connected);
  // A watcher through B too.
  const watcher = await h.join(b, hw.watch, { watch: true });
  await watcher.next('welcome');
  host.send('start', {});
  await host.next('position', (m) => m.started);
  const game = await h.mirror(data, hw.table);
  const peers = { 0: host, 1: friend };

  const play = (by, from, until) => h.playSeats(game, by, from, until);

  let { n } = await play(peers, 0, (k) => k >= 4);
  // PostgreSQL away: the host's step is refused in words and changes nothing.
  ({ n } = await play(peers, n, (k, next) => k >= 8 && next === 0));
  const step = game.legal()[0];
  pg.halt();
  let at = host.mark();
  await host.sendPaced('step', { n, step });
  assert.strictEqual((await host.next('error', () => true, { since: at })).message.phrase, 'The server could not save that move: try again');
  at = host.mark();
  await host.sendPaced('resync', {});
  assert.strictEqual((await host.next('position', () => true, { since: at })).message.view.steps, n, 'the refused step was not played');
  pg.resume();
  assert.strictEqual(h.storedTable(data, hw.table).steps.length, n, 'nothing of the refused step was written');
  await host.sendPaced('step', { n, step });
  const again = (await host.next('step', (m) => m.n === n)).message;
  game.play(again.seat, again.step);
  n++;

  // Redis away: the table goes on; back (empty), A lists its rooms again and a join through B finds it.
  ({ n } = await play(peers, n, (k, next) => k >= 12 && next === 0));
  await redis.stop();
  ({ n } = await play(peers, n, (k) => k >= 14));
  const back = await startRedis({ port: redis.port });
  started.push(back);
  await until(() => a.logs.join('').includes('Redis is back'), 'A lists its rooms again');
  const watcher2 = await h.join(b, hw.watch, { watch: true });
  await watcher2.next('welcome');
  assert.strictEqual(portOf(watcher2), a.port, 'the watcher reaches the table on A after the Redis restart');
  assert.ok((await watcher2.next('position')).message.view.steps >= n);

  const heard = host.messages('step').length;
  await a.kill();
  const before = h.storedTable(data, hw.table);
  assert.ok(before.steps.length >= heard, `every step heard is stored (${before.steps.length} stored, ${heard} heard)`);

  // Back through B with the secrets: B finds A silent, forgets its rooms, opens the table from the database.
  const host2 = await h.join(b, hw.table, { secret: hw.secret });
  const hw2 = (await host2.next('welcome')).message;
  assert.deepStrictEqual([hw2.table, hw2.seat, hw2.host], [hw.table, 0, true]);
  assert.strictEqual(portOf(host2), b.port, 'the table now lives on B');
  const p = (await host2.next('position')).message;
  const stored = h.storedTable(data, hw.table).steps;
  assert.deepStrictEqual(stored.slice(0, before.steps.length).map((s) => s.step), before.steps.map((s) => s.step), 'no stored step lost');
  // The steps stored after the last one heard (the bot's), then any the bot played on B meanwhile.
  for (const s of stored.slice(n, p.view.steps)) game.play(s.seat, s.step);
  n = p.view.steps;
  assert.ok(n >= heard, `B's position is at step ${n}; ${heard} were heard on A`);
  assert.deepStrictEqual(p.view.position, game.view().position, 'B\'s position is the stored game replayed');
  const friend2 = await h.join(b, hw.table, { secret: fw.secret });
  assert.strictEqual((await friend2.next('welcome')).message.seat, 1);

  // Play goes on on B (to the end when asked for: a longer run).
  const full = process.env.CARC_FAULT_FULL === '1';
  const end = await play({ 0: host2, 1: friend2 }, n, (k) => !full && k >= n + 6);
  if (full) assert.strictEqual(end.last.over, true);
  const all = h.storedTable(data, hw.table);
  assert.strictEqual(all.steps.length, end.n, 'every step is stored once');
  assert.deepStrictEqual(all.steps.map((s) => s.n), all.steps.map((s, i) => i), 'the stored steps are 0, 1, 2… with no gap');
  // The whole stored game, replayed from the start in a fresh engine, is where the players see it.
  const replay = await h.mirror(data, hw.table);
  for (const s of all.steps) replay.play(s.seat, s.step);
  assert.deepStrictEqual(replay.view().position, game.view().position);
  assert.deepStrictEqual(replay.view().scores, end.last.scores);
  assert.ok(Number(psql(pg.url, 'SELECT count(*) FROM tables;')) >= 1);
  for (const peer of [host, friend, watcher, watcher2, host2, friend2]) h.assertNothingHidden(peer.received.filter((r) => !(r.type === 'position' && r.message.view && r.message.view.over)));
  await Promise.all([host2, friend2].map((x) => x.leave()));
});
