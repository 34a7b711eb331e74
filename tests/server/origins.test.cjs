// Requests from other sites: an HTTP request or a WebSocket upgrade whose Origin is neither the
// page's own (the Host it was sent to) nor one of CARCASSONNE_ORIGINS is refused; with no Origin
// (a program, not a browser page) it is served as before. A malformed setting stops the server in words.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { spawnSync } = require('child_process');
const h = require('./server_harness.cjs');
const { requireDep } = require(path.join(h.root, 'server/deps.cjs'));
const WebSocket = requireDep('ws');

const TWO = { players: [{ you: true }, { open: true }] };

function createFrom(server, origin) {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (origin) headers.Origin = origin;
  return fetch(`${server.http}/matchmake/create/table`, { method: 'POST', headers, body: JSON.stringify(TWO) });
}

// Opens the WebSocket of a reservation with that Origin: resolves 'open' or the refusal's status.
function upgrade(server, reservation, origin) {
  const url = `${server.ws}/${reservation.room.processId}/${reservation.room.roomId}?sessionId=${reservation.sessionId}`;
  return new Promise((resolve) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.on('open', () => { ws.close(); resolve('open'); });
    ws.on('unexpected-response', (req, res) => { resolve(res.statusCode); req.destroy(); });
    ws.on('error', (e) => resolve(`error ${e.message}`));
  });
}

test('other origins are refused unless named; the own origin and no origin are served', { timeout: 60000 }, async (t) => {
  const server = await h.startServer({ data: h.tempDir('carc-data-'), web: h.webDir(), env: { CARCASSONNE_ORIGINS: 'https://wiki.example, http://friends.example:8081' } });
  t.after(() => server.stop());
  const own = server.http;

  const foreign = await createFrom(server, 'https://evil.example');
  assert.strictEqual(foreign.status, 403);
  assert.match((await foreign.json()).error, /other site/);
  assert.strictEqual((await fetch(`${server.http}/matchmake/create/table`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } })).status, 403);
  assert.strictEqual((await fetch(`${server.http}/`, { headers: { Origin: 'null' } })).status, 403, 'a sandboxed frame (origin "null")');

  for (const origin of [own, 'https://wiki.example', 'http://friends.example:8081', null]) {
    const r = await createFrom(server, origin);
    assert.strictEqual(r.status, 200, String(origin));
    if (origin) assert.strictEqual(r.headers.get('access-control-allow-origin'), origin);
    const reservation = await r.json();
    assert.ok(reservation.room, JSON.stringify(reservation));
    assert.strictEqual(await upgrade(server, reservation, 'https://evil.example'), 403, 'the WebSocket from another site');
    assert.strictEqual(await upgrade(server, reservation, origin), 'open', `the WebSocket from ${origin}`);
  }
  assert.strictEqual((await fetch(`${server.http}/`)).status, 200);
  assert.strictEqual((await fetch(`${server.http}/`, { headers: { Origin: 'https://wiki.example.evil' } })).status, 403);
  const host = await h.create(server, TWO);  // colyseus.js under node sends no Origin
  assert.ok((await host.next('welcome')).message.table);
  await host.leave();
});

test('a malformed CARCASSONNE_ORIGINS stops the server with a sentence', () => {
  for (const bad of ['wiki.example', 'https://wiki.example/path', 'https://wiki.example/', 'null']) {
    const r = spawnSync(process.execPath, [path.join(h.root, 'server/main.cjs')], {
      env: { ...process.env, PORT: '0', CARCASSONNE_DATA: h.tempDir('carc-data-'), CARCASSONNE_ORIGINS: bad }, encoding: 'utf8', timeout: 20000,
    });
    assert.notStrictEqual(r.status, 0, bad);
    assert.match(r.stderr, /CARCASSONNE_ORIGINS/, bad);
    assert.ok(!/at .*\.cjs:\d+/.test(r.stderr.split('\n')[0]), r.stderr);
  }
});
