// Slow clients cannot hold the server (issue 45, docs/online.md "Connections"): one address holds at
// most CARCASSONNE_CONNECTION_LIMIT sockets, slow or not, while another address is served at once;
// a request whose headers never end is closed by the server within seconds of its 10 s limit.
'use strict';
const test = require('node:test');
const assert = require('assert');
const net = require('net');
const h = require('./server_harness.cjs');

// A raw socket from `from` that sends `text` and resolves when open; `ended` resolves with what it got.
function rawSocket(server, from, text) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress: from });
    let got = '';
    socket.ended = new Promise((done) => socket.on('close', () => done(got)));
    socket.on('data', (d) => { got += d; });
    socket.on('error', () => {});
    socket.on('connect', () => {
      if (text) socket.write(text);
      resolve(socket);
    });
  });
}

// A whole GET from `from`: its status line, or the error.
function get(server, from) {
  return rawSocket(server, from, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    .then((s) => s.ended).then((got) => got.split('\r\n')[0]);
}

const HALF = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n';  // headers that never end

test('one address holds at most its connections; another is served meanwhile', { timeout: 60000 }, async (t) => {
  const server = await h.startServer({ data: h.tempDir('carc-data-'), web: h.webDir(), env: { CARCASSONNE_CONNECTION_LIMIT: '5' } });
  t.after(() => server.stop());
  const held = [];
  for (let i = 0; i < 5; i++) held.push(await rawSocket(server, '127.0.0.2', HALF));
  // The sixth from the same address is closed by the server without an answer.
  const sixth = await rawSocket(server, '127.0.0.2', HALF);
  assert.strictEqual(await sixth.ended, '');
  // Another address is served while those five are held.
  assert.match(await get(server, '127.0.0.3'), /^HTTP\/1\.1 200/);
  // Once they go, the first address is served again.
  held.forEach((s) => s.destroy());
  await Promise.all(held.map((s) => s.ended));
  let line = '';
  for (let tries = 0; tries < 50 && !/200/.test(line); tries++) line = await get(server, '127.0.0.2');  // the server sees the closes a moment later
  assert.match(line, /^HTTP\/1\.1 200/);
});

test('a request whose headers never end is closed after its limit, not held', { timeout: 60000 }, async (t) => {
  const server = await h.startServer({ data: h.tempDir('carc-data-'), web: h.webDir() });
  t.after(() => server.stop());
  const began = Date.now();
  const slow = await rawSocket(server, '127.0.0.2', HALF);
  // One more header line every 2 s: the socket is never idle, its headers never end.
  const drip = setInterval(() => slow.write(`X-Drip-${Date.now()}: 1\r\n`), 2000);
  t.after(() => clearInterval(drip));
  const got = await slow.ended;
  clearInterval(drip);
  const seconds = (Date.now() - began) / 1000;
  // Closed by the server (a 408 or nothing), at its 10 s limit and the check's 1 s beat, not after 30 s.
  assert.ok(got === '' || /^HTTP\/1\.1 408/.test(got), got);
  assert.ok(seconds >= 9 && seconds < 16, `closed after ${seconds} s`);
});
