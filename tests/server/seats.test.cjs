// Seats are never lost and never changed by halves. (1) A write the database refuses (another
// process holds its write lock, a real SQLite fault) leaves the table as it was: a friend's join,
// the start, a seat handed to a bot and a step are each answered with words and nothing moved, in
// memory or on disk; once the lock is gone the same requests go through. (2) Colyseus seat
// reservations hold no seat and never fill a table: many reservations never followed by a
// connection, and a connection that drops before its welcome, leave the seat free for the next
// friend, who gets it while those reservations are still waiting.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const h = require('./server_harness.cjs');
const { requireDep } = require(path.join(h.root, 'server/deps.cjs'));
const Database = requireDep('better-sqlite3');
const WebSocket = requireDep('ws');
const { lockPostgres } = require('./services.cjs');

// Another process's write lock on the server's database, until release() (with PostgreSQL, another
// session's lock on its tables).
function lockDatabase(data) {
  if (h.postgres) return lockPostgres(h.postgres);
  const db = new Database(path.join(data, 'tables.sqlite'), { fileMustExist: true });
  db.prepare('BEGIN IMMEDIATE').run();
  return { release: () => { db.prepare('COMMIT').run(); db.close(); } };
}

const shape = (m) => JSON.stringify({ seats: m.seats.map(({ name, bot, open }) => ({ name, bot, open })), started: m.started, steps: m.view && m.view.steps });
const disk = (data, id) => {
  const t = h.storedTable(data, id);
  return JSON.stringify({ started: t.started, seats: t.seats.map(({ name, bot, open, secret_hash: s }) => [name, bot, open, !!s]), steps: t.steps.length });
};

async function position(peer) {
  const at = peer.mark();
  peer.send('resync', {});
  return (await peer.next('position', () => true, { since: at })).message;
}

async function expectError(peer, type, payload) {
  const at = peer.mark();
  await peer.sendPaced(type, payload);
  return (await peer.next('error', () => true, { since: at })).message;
}

test('a failed write changes nothing: join, start, bot and step', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir(), env: { CARCASSONNE_DB_TIMEOUT_MS: '50' } });
  t.after(() => server.stop());

  const host = await h.create(server, { name: 'Ada', players: [{ you: true }, { open: true }, { open: true }] });
  const w = (await host.next('welcome')).message;
  const friend = await h.join(server, w.table, { name: 'Bea' });
  const fw = (await friend.next('welcome')).message;
  let before = await position(host);
  let stored = disk(data, w.table);

  let lock = await lockDatabase(data);
  await assert.rejects(h.join(server, w.table, { name: 'Cy' }), /could not save/);
  assert.strictEqual(shape(await position(host)), shape(before), 'a join not stored took no seat');
  assert.match((await expectError(host, 'start', {})).phrase, /could not start/);
  assert.strictEqual(shape(await position(host)), shape(before), 'a start not stored started nothing');
  assert.strictEqual(disk(data, w.table), stored);
  await lock.release();

  host.send('start', {});
  await host.next('position', (m) => m.started);
  const game = await h.mirror(data, w.table);
  const leftAt = host.mark();
  await friend.leave();
  await host.next('seats', (m) => !m.seats[1].connected, { since: leftAt });
  before = await position(host);
  stored = disk(data, w.table);

  lock = await lockDatabase(data);
  assert.match((await expectError(host, 'bot', { seat: 1 })).phrase, /could not save that/);
  assert.strictEqual(shape(await position(host)), shape(before), 'a seat not stored stays a person\'s');
  if (game.view().next === 0) {
    assert.match((await expectError(host, 'step', { n: 0, step: game.legal()[0] })).phrase, /could not save/);
    assert.strictEqual(shape(await position(host)), shape(before), 'a step not stored is not played');
  }
  assert.strictEqual(disk(data, w.table), stored);
  await lock.release();

  // The lock gone, the same requests go through.
  host.send('bot', { seat: 1 });
  await host.next('seats', (m) => m.seats[1].bot === 'greedy');
  const back = await h.join(server, w.table, { secret: fw.secret });
  assert.strictEqual((await back.next('welcome')).message.seat, 1);
  await host.next('seats', (m) => m.seats[1].bot === null && m.seats[1].connected);
  h.assertNothingHidden(host.received);
  await Promise.all([host, back].map((p) => p.leave()));
});

// A matchmaking answer for the table, asked over HTTP as colyseus.js does, with no connection after.
async function reserve(server, id, options) {
  const r = await fetch(`${server.http}/matchmake/joinById/${id}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(options),
  });
  const body = await r.json();
  assert.ok(body.sessionId, JSON.stringify(body));
  return body;
}

test('reservations never connected, and a join dropped before its welcome, hold no seat', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  // Reservations wait a minute: the friend must get the seat while they are all still waiting.
  const server = await h.startServer({ data, web: h.webDir(), env: { CARCASSONNE_RESERVATION_MS: '60000' } });
  t.after(() => server.stop());

  const host = await h.create(server, { name: 'Ada', players: [{ you: true }, { open: true }] });
  const w = (await host.next('welcome')).message;

  // More reservations than the room has places for, none of them followed by a connection.
  for (let i = 0; i < 40; i++) await reserve(server, w.table, { name: `Ghost ${i}` });

  // One connects, is seated (its join is answered) and drops before acknowledging it, so before
  // its welcome: the seat is given back.
  const r = await reserve(server, w.table, { name: 'Gone' });
  const seatsAt = host.mark();
  const ws = new WebSocket(`${server.ws}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`);
  await new Promise((resolve, reject) => {
    ws.once('message', resolve);  // the join answered: the seat was taken for it
    ws.once('error', reject);
  });
  ws.terminate();
  await host.next('seats', (m) => m.seats[1].name === 'Gone', { since: seatsAt });
  await host.next('seats', (m) => m.seats[1].open, { since: seatsAt });

  const friend = await h.join(server, w.table, { name: 'Bea' });
  const fw = (await friend.next('welcome')).message;
  assert.strictEqual(fw.seat, 1);
  await host.next('seats', (m) => m.seats[1].name === 'Bea' && m.seats[1].connected);
  const stored = h.storedTable(data, w.table);
  assert.deepStrictEqual(stored.seats.map((s) => [s.name, s.open]), [['Ada', 0], ['Bea', 0]]);
  host.send('start', {});
  await friend.next('position', (m) => m.started);
  await Promise.all([host, friend].map((p) => p.leave()));
});
