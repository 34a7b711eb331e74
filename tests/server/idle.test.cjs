// Idle tables cost nothing (issue 45): a game in play with nobody at it leaves the server's memory
// (its engine copy closed) and comes back from the database, at the same step, when a player or a
// watcher asks for it; the server starts without opening the games in play, so ten thousand stored
// idle tables leave room for new ones (the engine holds at most 1,000 at a time).
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const h = require('./server_harness.cjs');
const Database = require(path.join(h.root, 'server/deps.cjs')).requireDep('better-sqlite3');

const until = async (what, fn, ms = 20000) => {
  const end = Date.now() + ms;
  while (!fn()) {
    if (Date.now() > end) throw new Error('waiting for ' + what);
    await new Promise((r) => setTimeout(r, 25));
  }
};

test('a game nobody is at leaves memory and comes back at the same step for its players and watchers', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir(), env: { CARCASSONNE_IDLE_MS: '300' } });
  t.after(() => server.stop());
  const { host, hw, friend, fw, game } = await h.startedTableOfTwo(server, data);
  const played = await h.playSeats(game, { 0: host, 1: friend }, 0, (n) => n >= 4);
  const letGo = new RegExp(`table ${hw.table}: let go of`, 'g');
  const said = () => server.logs.join('');  // the server's log lines (its standard error)
  // Someone at the table: it stays, however long.
  await new Promise((r) => setTimeout(r, 900));
  assert.doesNotMatch(said(), letGo, 'a table with players at it is kept');
  await Promise.all([host.leave(), friend.leave()]);
  await until('the idle table let go of', () => (said().match(letGo) || []).length === 1);

  // Back by the secret: the same seat, the position at the step reached, and the game goes on.
  const host2 = await h.join(server, hw.table, { secret: hw.secret });
  assert.strictEqual((await host2.next('welcome')).message.seat, 0);
  const p = (await host2.next('position')).message;
  assert.strictEqual(p.view.steps, played.n);
  assert.deepStrictEqual(p.view.position, game.view().position);
  assert.match(said(), new RegExp(`table ${hw.table}: opened from the database`));
  const friend2 = await h.join(server, hw.table, { secret: fw.secret });
  assert.strictEqual((await friend2.next('welcome')).message.seat, 1);
  const more = await h.playSeats(game, { 0: host2, 1: friend2 }, played.n, (n) => n >= played.n + 2);
  assert.strictEqual(h.storedTable(data, hw.table).steps.length, more.n);
  await Promise.all([host2.leave(), friend2.leave()]);

  // Let go of again, then a watcher by the watch link brings it back too.
  await until('let go of a second time', () => (said().match(letGo) || []).length === 2);
  const watcher = await h.join(server, hw.watch, { watch: true });
  await watcher.next('welcome');
  const seen = (await watcher.next('position')).message;
  assert.strictEqual(seen.view.steps, more.n);
  await watcher.leave();
});

test('ten thousand stored idle tables: the server starts without them and a new table is made and played', { timeout: 240000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const web = h.webDir();
  let server = await h.startServer({ data, web });
  t.after(() => server.stop());
  const { host, hw, friend, game } = await h.startedTableOfTwo(server, data);
  const played = await h.playSeats(game, { 0: host, 1: friend }, 0, (n) => n >= 2);
  await Promise.all([host.leave(), friend.leave()]);
  await server.stop();

  // 10,000 copies of that table in play, each under ids of its own, written straight to the database.
  const db = new Database(path.join(data, 'tables.sqlite'));
  const row = db.prepare('SELECT * FROM tables WHERE id = ?').get(hw.table);
  const seats = db.prepare('SELECT * FROM seats WHERE table_id = ?').all(hw.table);
  const steps = db.prepare('SELECT * FROM steps WHERE table_id = ?').all(hw.table);
  const addTable = db.prepare('INSERT INTO tables (id, watch, settings, seed, started, over, created, updated, code) VALUES (?, ?, ?, ?, 1, 0, ?, ?, NULL)');
  const addSeat = db.prepare('INSERT INTO seats (table_id, seat, name, secret_hash, bot, open) VALUES (?, ?, ?, ?, ?, ?)');
  const addStep = db.prepare('INSERT INTO steps (table_id, n, seat, step) VALUES (?, ?, ?, ?)');
  const COPIES = 10000;
  const idOf = (i) => 'idle' + String(i).padStart(16, '0');
  db.transaction(() => {
    for (let i = 0; i < COPIES; i++) {
      const id = idOf(i);
      addTable.run(id, 'watch' + id, row.settings, row.seed, row.created, Date.now());
      for (const s of seats) addSeat.run(id, s.seat, s.name, s.secret_hash, s.bot, s.open);
      for (const s of steps) addStep.run(id, s.n, s.seat, s.step);
    }
  })();
  assert.strictEqual(db.prepare('SELECT COUNT(*) AS c FROM tables WHERE started = 1 AND over = 0').get().c, COPIES + 1);
  db.close();

  server = await h.startServer({ data, web, port: server.port });
  assert.match(server.out(), /0 reopened/, 'no game in play is opened at the start');
  // A new table is made, started and played.
  const fresh = await h.startedTableOfTwo(server, data, ['Cy', 'Dee']);
  const freshPlayed = await h.playSeats(fresh.game, { 0: fresh.host, 1: fresh.friend }, 0, (n) => n >= 2);
  assert.strictEqual(freshPlayed.n, 2);
  // And any of the stored ones opens when asked for, at its step.
  const watcher = await h.join(server, 'watch' + idOf(COPIES - 1), { watch: true });
  await watcher.next('welcome');
  assert.strictEqual((await watcher.next('position')).message.view.steps, played.n);
  await Promise.all([fresh.host.leave(), fresh.friend.leave(), watcher.leave()]);
});
