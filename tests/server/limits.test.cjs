// Abuse limits and expiry. At most CARCASSONNE_CREATE_LIMIT tables an hour from one address, the
// socket's address unless CARCASSONNE_TRUST_PROXY=1 (then X-Forwarded-For's last entry); a refused
// create is answered in words. Tables past their age (an unstarted table untouched for 12 hours, a
// started one with no write for 60, a finished one after 30) are removed from the database and from
// memory: at start (the database's times set back as if the days had passed) and by the sweep
// while the server runs (the ages and the sweep's pace as settings).
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const h = require('./server_harness.cjs');
const { requireDep } = require(path.join(h.root, 'server/deps.cjs'));
const Database = requireDep('better-sqlite3');

const TWO = { players: [{ you: true }, { open: true }] };
const DAY = 24 * 3600 * 1000;

// A create as colyseus.js sends it, with headers of our choosing; the matchmaker's answer.
async function createRaw(server, headers = {}) {
  const r = await fetch(`${server.http}/matchmake/create/table`, {
    method: 'POST', headers: Object.assign({ 'Content-Type': 'application/json', Accept: 'application/json' }, headers), body: JSON.stringify(TWO),
  });
  return r.json();
}

test('at most N tables an hour from one address; X-Forwarded-For only behind a trusted proxy', { timeout: 60000 }, async (t) => {
  const web = h.webDir();
  const plain = await h.startServer({ data: h.tempDir('carc-data-'), web, env: { CARCASSONNE_CREATE_LIMIT: '3' } });
  t.after(() => plain.stop());
  const first = await createRaw(plain, { 'X-Forwarded-For': '10.0.0.0' });
  assert.ok(first.room, 'under the limit');
  for (let i = 1; i < 3; i++) assert.ok((await createRaw(plain, { 'X-Forwarded-For': `10.0.0.${i}` })).room, 'under the limit');
  const refused = await createRaw(plain, { 'X-Forwarded-For': '10.0.0.9' });
  assert.deepStrictEqual([refused.room, refused.error], [undefined, 'Too many new tables from here: try again in an hour'],
    'a header a client writes does not change its address');
  await assert.rejects(h.create(plain, TWO), /Too many new tables/);
  await assert.rejects(new h.Client(plain.ws).joinOrCreate('table', TWO), /Too many new tables/, 'joinOrCreate makes a table too');
  // Joining is not creating: still open to this address.
  const friend = await h.join(plain, first.room.roomId, { name: 'Bea' });
  assert.strictEqual((await friend.next('welcome')).message.seat, 1);
  await friend.leave();

  const proxied = await h.startServer({ data: h.tempDir('carc-data-'), web, env: { CARCASSONNE_CREATE_LIMIT: '2', CARCASSONNE_TRUST_PROXY: '1' } });
  t.after(() => proxied.stop());
  const from = (a) => ({ 'X-Forwarded-For': `203.0.113.77, ${a}` });
  assert.ok((await createRaw(proxied, from('198.51.100.1'))).room);
  assert.ok((await createRaw(proxied, from('198.51.100.1'))).room);
  assert.match((await createRaw(proxied, from('198.51.100.1'))).error, /Too many new tables/);
  assert.ok((await createRaw(proxied, from('198.51.100.2'))).room, 'another address behind the proxy has its own count');
});

test('tables past their age are removed at start and by the sweep', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const web = h.webDir();
  let server = await h.startServer({ data, web });
  t.after(() => server.stop());

  const made = {};
  for (const name of ['lobbyOld', 'lobbyYoung', 'playOld', 'playYoung', 'overOld', 'overYoung']) {
    const host = await h.create(server, TWO);
    made[name] = (await host.next('welcome')).message;
    if (!name.startsWith('lobby')) {
      const friend = await h.join(server, made[name].table, { name: 'Bea' });
      await friend.next('welcome');
      host.send('start', {});
      await host.next('position', (m) => m.started);
      await friend.leave();
    }
    await host.leave();
  }
  await server.kill();

  // As if days had passed: the last write of each table set back.
  const now = Date.now();
  const db = new Database(path.join(data, 'tables.sqlite'));
  // A lobby's age is 12 hours, a started game's 60 days, a finished one's 30 days.
  const HOUR = DAY / 24;
  const back = { lobbyOld: 13 * HOUR, lobbyYoung: 11 * HOUR, playOld: 61 * DAY, playYoung: 59 * DAY, overOld: 31 * DAY, overYoung: 29 * DAY };
  for (const [name, age] of Object.entries(back)) {
    db.prepare('UPDATE tables SET updated = ?, over = ? WHERE id = ?').run(now - age, name.startsWith('over') ? 1 : 0, made[name].table);
  }
  db.close();

  server = await h.startServer({ data, web, port: server.port });
  assert.match(server.out(), /3 expired/);
  const left = new Database(path.join(data, 'tables.sqlite'), { readonly: true });
  const ids = (sql) => left.prepare(sql).all().map((r) => r.id || r.table_id);
  const kept = ['lobbyYoung', 'playYoung', 'overYoung'].map((n) => made[n].table).sort();
  assert.deepStrictEqual(ids('SELECT id FROM tables').sort(), kept);
  assert.deepStrictEqual([...new Set(ids('SELECT table_id FROM seats'))].sort(), kept);
  left.close();
  await assert.rejects(h.join(server, made.lobbyOld.table, { name: 'Cy' }), /not found/);
  await assert.rejects(h.join(server, made.playOld.table, { secret: made.playOld.secret }), /not found/);
  const young = await h.join(server, made.lobbyYoung.table, { name: 'Cy' });
  assert.strictEqual((await young.next('welcome')).message.seat, 1);
  await young.leave();
  await server.stop();

  // While it runs: a lobby nobody writes to is removed by the sweep, its players let go of.
  server = await h.startServer({ data, web, port: server.port, env: { CARCASSONNE_EXPIRE_LOBBY_MS: '1500', CARCASSONNE_SWEEP_MS: '100' } });
  const host = await h.create(server, TWO);
  const w = (await host.next('welcome')).message;
  await new Promise((resolve) => host.room.onLeave(resolve));
  const gone = new Database(path.join(data, 'tables.sqlite'), { readonly: true });
  assert.strictEqual(gone.prepare('SELECT COUNT(*) AS c FROM tables WHERE id = ?').get(w.table).c, 0);
  gone.close();
  await assert.rejects(h.join(server, w.table, { name: 'Cy' }), /not found/);
});
