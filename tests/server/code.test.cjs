// A table's short code: made at create (8 characters of "23456789ABCDEFGHJKLMNPQRSTUVWXYZ",
// written ABCD-EFGH), stored, sent in `welcome` to seated players while the table is not started
// (null to watchers and after the start), found by GET /api/code/<CODE> (any case, the dash
// optional) while the table is not started, at most 10 tries a minute from one address. A database
// made before the codes gets its column at start and its tables back.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const h = require('./server_harness.cjs');
const { requireDep } = require(path.join(h.root, 'server/deps.cjs'));
const Database = requireDep('better-sqlite3');

const CODE = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}$/;

test('short codes: made, stored, looked up while the table waits, tries limited', { timeout: 60000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());
  let tries = 0;
  const lookup = async (code) => {
    tries++;
    const r = await fetch(`${server.http}/api/code/${encodeURIComponent(code)}`);
    return { status: r.status, body: await r.json() };
  };
  const none = { status: 404, body: { phrase: 'There is no open table with that code', values: [] } };

  const host = await h.create(server, { name: 'Ada', players: [{ you: true }, { open: true }, { open: true }] });
  const w = (await host.next('welcome')).message;
  assert.match(w.code, CODE);
  assert.strictEqual(h.storedTable(data, w.table).code, w.code);
  const other = await h.create(server, { name: 'Oz', players: [{ you: true }, { open: true }] });
  assert.notStrictEqual((await other.next('welcome')).message.code, w.code);

  assert.deepStrictEqual(await lookup(w.code), { status: 200, body: { table: w.table } });
  assert.deepStrictEqual(await lookup(w.code.replace('-', '').toLowerCase()), { status: 200, body: { table: w.table } });
  const wrong = w.code[0] === '2' ? '3' + w.code.slice(1) : '2' + w.code.slice(1);
  assert.deepStrictEqual(await lookup(wrong), none);
  assert.deepStrictEqual(await lookup('ABCD-EFG0'), none, 'not of the alphabet');
  assert.deepStrictEqual(await lookup('x'.repeat(300)), none);

  const friend = await h.join(server, (await lookup(w.code)).body.table, { name: 'Bea' });
  assert.strictEqual((await friend.next('welcome')).message.code, w.code);
  const watcher = await h.join(server, w.watch, { watch: true });
  assert.strictEqual((await watcher.next('welcome')).message.code, null);

  host.send('start', {});
  await host.next('position', (m) => m.started);
  assert.deepStrictEqual(await lookup(w.code), none, 'a started table is not found by its code');
  const back = await h.join(server, w.table, { secret: w.secret });
  assert.strictEqual((await back.next('welcome')).message.code, null);

  // Ten tries a minute, found or not: the eleventh is refused.
  while (tries < 10) assert.strictEqual((await lookup(wrong)).status, 404);
  assert.deepStrictEqual(await lookup(w.code), { status: 429, body: { phrase: 'Too many tries: wait a minute', values: [] } });
  await Promise.all([host, other, friend, watcher, back].map((p) => p.leave()));
});

// SQLite's own: an old database file (postgres.test.cjs runs this file against PostgreSQL too).
test('a database made before the codes gets its column; its tables come back', { timeout: 60000, skip: h.postgres ? 'SQLite only' : false }, async (t) => {
  const data = h.tempDir('carc-data-');
  const old = new Database(path.join(data, 'tables.sqlite'));
  old.exec(`CREATE TABLE tables (id TEXT PRIMARY KEY, watch TEXT NOT NULL UNIQUE, settings TEXT NOT NULL, seed INTEGER NOT NULL,
    started INTEGER NOT NULL DEFAULT 0, over INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL, updated INTEGER NOT NULL);
  CREATE TABLE seats (table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, name TEXT NOT NULL, secret_hash TEXT,
    bot TEXT, open INTEGER NOT NULL, PRIMARY KEY (table_id, seat));
  CREATE TABLE steps (table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, seat INTEGER NOT NULL, step TEXT NOT NULL,
    PRIMARY KEY (table_id, n));`);
  const id = 'A'.repeat(21) + 'B';
  old.prepare('INSERT INTO tables VALUES (?, ?, ?, 7, 0, 0, ?, ?)').run(id, 'W'.repeat(22),
    JSON.stringify({ players: [{ you: true }, { open: true }], sets: ['base'], options: {} }), Date.now(), Date.now());
  old.prepare('INSERT INTO seats VALUES (?, 0, ?, ?, NULL, 0)').run(id, 'Ada', 'f'.repeat(64));
  old.prepare('INSERT INTO seats VALUES (?, 1, ?, NULL, NULL, 1)').run(id, '');
  old.close();

  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());
  assert.match(server.out(), /1 reopened/);
  const friend = await h.join(server, id, { name: 'Bea' });
  const fw = (await friend.next('welcome')).message;
  assert.deepStrictEqual([fw.seat, fw.code], [1, null], 'a table made before the codes has none');
  const host = await h.create(server, { players: [{ you: true }, { open: true }] });
  const w = (await host.next('welcome')).message;
  assert.match(w.code, CODE);
  assert.strictEqual(h.storedTable(data, w.table).code, w.code);
  await Promise.all([friend, host].map((p) => p.leave()));
});
