// One stranger cannot stall the others: while a raw client from another address (127.0.0.2) opens
// 100 watcher connections to a table and asks each for the position 25 times a second, three
// other addresses make 60 tables at once, a fourth holds 40 sockets whose headers never end, and a
// page of another site asks to make tables 20 times a second, a table of two plays 40 moves (after 15 with no flood, to know the machine) with round trips (a step sent to
// the step heard back) p99 under 250 ms. The watchers past the per-address cap are refused; a
// connection gets 5 positions at once and then one every 2 s however often it asks (the same position asked
// again is refused in words).
'use strict';
const test = require('node:test');
const assert = require('assert');
const http = require('http');
const path = require('path');
const h = require('./server_harness.cjs');
const { requireDep } = require(path.join(h.root, 'server/deps.cjs'));
const WebSocket = requireDep('ws');
const net = require('net');
const { addressKey } = require(path.join(h.root, 'server/limits.cjs'));

// A matchmaking request sent from `from` (a loopback address of our choosing).
function matchmake(server, from, what, options) {
  const body = JSON.stringify(options);
  return new Promise((resolve) => {
    const req = http.request(`${server.http}/matchmake/${what}`, {
      method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => { try { resolve(JSON.parse(text)); } catch (e) { resolve({ error: text }); } });
    });
    req.on('error', (e) => resolve({ error: e.message }));
    req.end(body);
  });
}

// A watcher as a raw socket: joins, acknowledges, then counts the messages it gets by type.
function rawWatcher(server, from, watch) {
  return matchmake(server, from, `joinById/${watch}`, { watch: true }).then((r) => new Promise((resolve) => {
    if (!r.room) return resolve({ refused: r.error || 'no room' });
    const ws = new WebSocket(`${server.ws}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`, { localAddress: from });
    const w = { ws, counts: {}, open: false };
    ws.on('message', (data) => {
      const b = Buffer.from(data);
      if (b[0] === 10 && !w.open) {
        w.open = true;
        ws.send(Buffer.from([10]));
        return resolve(w);
      }
      if (b[0] !== 13 || (b[1] & 0xe0) !== 0xa0) return;
      const type = b.subarray(2, 2 + (b[1] & 0x1f)).toString();
      w.counts[type] = (w.counts[type] || 0) + 1;
    });
    ws.on('close', () => { w.closed = true; if (!w.open) resolve({ refused: 'closed' }); });
    ws.on('error', (e) => { if (!w.open) resolve({ refused: e.message }); });
    ws.on('unexpected-response', (req, res) => resolve({ refused: `HTTP ${res.statusCode}` }));
  }));
}

const RESYNC = Buffer.concat([Buffer.from([13, 0xa6]), Buffer.from('resync')]);

test('limits per address (IPv6 per /64)', () => {
  assert.strictEqual(addressKey('2001:db8:1:2:aaaa::1'), addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
  assert.notStrictEqual(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
  assert.strictEqual(addressKey('::ffff:192.0.2.7'), '192.0.2.7');
  assert.strictEqual(addressKey('192.0.2.7'), '192.0.2.7');
  assert.strictEqual(addressKey('::1'), addressKey('0:0:0:0:0:0:0:1'));
  for (const odd of ['', 'unknown', 'x'.repeat(100), ':::', '1::2::3']) assert.strictEqual(typeof addressKey(odd), 'string');
});

// tools/faults.sh attack plays longer under the flood: CARC_FLOOD_MOVES moves (40 here; at most 120,
// what a base game of two has left after the calm 15).
const FLOOD_MOVES = Math.min(120, Math.max(20, Number(process.env.CARC_FLOOD_MOVES) || 40));

test('a table of two plays at a person\'s pace while a stranger floods', { timeout: 180000 + FLOOD_MOVES * 1000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir(), env: { CARCASSONNE_CREATE_LIMIT: '1000' } });
  t.after(() => server.stop());
  const { host, friend, hw, game } = await h.startedTableOfTwo(server, data);

  // Round trips of `count` moves: a step sent, the step heard back (waited for, not slept on).
  let n = 0;
  async function play(count, during = () => {}) {
    const trips = [];
    for (const end = n + count; n < end; n++) {
      during(n);
      const mover = game.view().next === 0 ? host : friend;
      await h.sleep(60);
      const at = host.mark();
      const sent = process.hrtime.bigint();
      mover.send('step', { n, step: game.legal()[0] });
      const heard = (await host.next('step', (m) => m.n === n, { since: at })).message;
      trips.push(Number(process.hrtime.bigint() - sent) / 1e6);
      game.play(heard.seat, heard.step);
    }
    trips.sort((a, b) => a - b);
    const p = (q) => trips[Math.min(trips.length - 1, Math.ceil(q * trips.length) - 1)];
    return { moves: trips.length, p50: Math.round(p(0.5)), p99: Math.round(p(0.99)) };
  }
  // The same table first with nobody flooding: how fast this machine is now.
  const calm = await play(15);

  const watchers = [];
  for (let i = 0; i < 100; i += 10) {
    watchers.push(...await Promise.all(Array.from({ length: 10 }, () => rawWatcher(server, '127.0.0.2', hw.watch))));
  }
  const open = watchers.filter((w) => w.open);
  assert.ok(open.length >= 1 && open.length <= 32, `${open.length} of 100 watchers from one address let in`);
  // Slow clients from a fourth address: 40 sockets whose headers never end (one more line a second),
  // past the cap of 32 connections an address; and a page of another site asking to make tables.
  const slow = Array.from({ length: 40 }, () => {
    const sock = net.connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.0.6' });
    sock.on('error', () => {});
    sock.on('connect', () => sock.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    return sock;
  });
  t.after(() => slow.forEach((sock) => sock.destroy()));
  const drip = setInterval(() => slow.forEach((sock) => !sock.destroyed && sock.write(`X-Drip: ${Date.now()}\r\n`)), 1000);
  t.after(() => clearInterval(drip));
  let foreign = 0;
  const elsewhere = setInterval(() => {
    fetch(`${server.http}/matchmake/create/table`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ players: [{ you: true }, { open: true }] }) }).then((r) => { if (r.status === 403) foreign++; }, () => {});
  }, 50);
  t.after(() => clearInterval(elsewhere));
  const began = Date.now();
  const spam = setInterval(() => open.forEach((w) => w.ws.readyState === WebSocket.OPEN && w.ws.send(RESYNC)), 40);
  t.after(() => clearInterval(spam));
  let burst = null;
  const flooded = await play(FLOOD_MOVES, (at) => {
    if (at !== 25 || burst) return;  // the 10th move of the flood
    burst = Promise.all(Array.from({ length: 60 }, (_, i) => matchmake(server, `127.0.0.${3 + (i % 3)}`, 'create/table', { players: [{ you: true }, { open: true }] })));
  });
  clearInterval(spam);
  clearInterval(drip);
  clearInterval(elsewhere);
  const seconds = (Date.now() - began) / 1000;
  const slowHeld = slow.filter((sock) => !sock.destroyed && sock.readyState === 'open').length;
  slow.forEach((sock) => sock.destroy());
  const made = await burst;
  assert.ok(made.filter((r) => r.room).length >= 30, JSON.stringify(made.filter((r) => !r.room).slice(0, 3)));
  const positions = open.reduce((s, w) => s + (w.counts.position || 0), 0);
  console.log(`round trips, calm: ${JSON.stringify(calm)}; flooded: ${JSON.stringify(flooded)}; ${open.length} of 100 watchers let in; `
    + `${positions} positions and ${open.reduce((s, w) => s + (w.counts.error || 0), 0)} errors sent to them in ${seconds} s; `
    + `${slowHeld} of 40 slow sockets held; ${foreign} creates from another site refused`);
  assert.ok(slowHeld <= 32, `${slowHeld} slow sockets held from one address`);
  assert.ok(foreign > 0, 'the other site\'s creates were refused (403)');
  // Under 250 ms; on a machine already slow without the flood (others' builds on its cores), no
  // more than the flood-free p99 doubled and 100 ms.
  const bound = calm.p99 < 125 ? 250 : 2 * calm.p99 + 100;
  assert.ok(flooded.p99 < bound, `p99 ${flooded.p99} ms flooded, ${calm.p99} ms calm`);
  // Each connection: the position on joining, 5 asked at once, then one every 2 s; not 25 a second.
  assert.ok(positions <= open.length * (Math.ceil(seconds / 2) + 7), `${positions} positions sent to ${open.length} watchers in ${seconds} s`);
  open.forEach((w) => w.ws.terminate());
  assert.strictEqual(server.child.exitCode, null);
});
