// Shared pieces of the server tests: the real server (server/main.cjs) started as its own process on
// a free loopback port with a temporary CARCASSONNE_DATA, real colyseus.js clients that keep every
// message they receive, and a mirror of a table's game in the test's own engine module (dealt from
// the seed the test reads from the server's database) so the test picks its moves among the legal
// ones without asking the server what is legal.
'use strict';
const assert = require('assert');
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '../..');
const { requireDep } = require(path.join(root, 'server/deps.cjs'));
const { Client } = requireDep('colyseus.js');
const Database = requireDep('better-sqlite3');
const { psql } = require('./services.cjs');

// Set by tests/server/postgres.test.cjs: the same table tests with their tables in PostgreSQL
// (a test that starts its own PostgreSQL sets it with usePostgres).
let postgres = process.env.CARC_TEST_POSTGRES || null;
function usePostgres(url) {
  postgres = url;
}

function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

// A static folder of our own, so these tests do not need the web build.
function webDir() {
  const dir = tempDir('carc-web-');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carcassonne</title>\n');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'a.json'), '{"a": 1}\n');
  return dir;
}

// Starts server/main.cjs; resolves once it says where it serves. `port` 0 lets it pick one.
function startServer({ data, web, port = 0, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/main.cjs')], {
      env: Object.assign({}, process.env, {
        PORT: String(port), HOST: '127.0.0.1', CARCASSONNE_DATA: data, CARCASSONNE_WEB: web,
        CARCASSONNE_BOT_PAUSE_MS: '15', CARCASSONNE_BOT_BUDGET_MS: '50',
      }, postgres ? { CARCASSONNE_DB: postgres } : {}, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const logs = [];
    child.stderr.on('data', (d) => {
      logs.push(String(d));
      if (process.env.CARC_SERVER_LOG) process.stderr.write(d);  // to watch a test's server as it runs
    });
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/served at http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m && !child.port) {
        child.port = Number(m[1]);
        resolve({
          child, port: child.port, http: `http://127.0.0.1:${child.port}`, ws: `ws://127.0.0.1:${child.port}`, logs, out: () => out,
          stop: () => stopServer(child),
          kill: () => killServer(child),
        });
      }
    });
    child.on('exit', (code, signal) => {
      if (!child.port) reject(new Error(`the server stopped (${code ?? signal}) before serving:\n${out}\n${logs.join('')}`));
    });
  });
}

function waitExit(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

function killServer(child) {
  child.kill('SIGKILL');
  return waitExit(child);
}

function stopServer(child) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  return waitExit(child).then(() => clearTimeout(timer));
}

// A colyseus.js client in a room; every message is kept in `received`, in order.
class Peer {
  constructor(room, received = []) {
    this.room = room;
    this.received = received;
    this.waiters = [];
    room.onMessage('*', (type, message) => {
      this.received.push({ type, message });
      this.waiters = this.waiters.filter((w) => !(w.test(type, message) && (w.resolve({ type, message }), true)));
    });
  }

  // The next message (from `since` on: an index into `received`) of that type that passes `pred`.
  next(type, pred = () => true, { since = 0, timeout = 10000 } = {}) {
    const test = (t, m) => t === type && pred(m);
    for (let i = since; i < this.received.length; i++) {
      const r = this.received[i];
      if (test(r.type, r.message)) return Promise.resolve(r);
    }
    return new Promise((resolve, reject) => {
      const w = { test, resolve: (r) => { clearTimeout(timer); resolve(r); } };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((x) => x !== w);
        const errors = this.received.filter((r) => r.type === 'error' || r.type === 'refused').map((r) => JSON.stringify(r.message));
        reject(new Error(`no "${type}" message came in ${timeout} ms; received: ${this.received.map((r) => r.type).join(' ')}; errors and refusals: ${errors.join(' ')}`));
      }, timeout);
      this.waiters.push(w);
    });
  }

  mark() {
    return this.received.length;
  }

  messages(type) {
    return this.received.filter((r) => r.type === type).map((r) => r.message);
  }

  send(type, payload) {
    this.room.send(type, payload);
  }

  // A person's pace: at most ~14 messages a second, under the server's throttle of 20.
  async sendPaced(type, payload) {
    const wait = (this.lastSend || 0) + 70 - Date.now();
    if (wait > 0) await sleep(wait);
    this.lastSend = Date.now();
    this.room.send(type, payload);
  }

  // Leaves once; a room already left (or a server gone) does not keep the test waiting.
  leave() {
    if (!this.leaving) {
      this.leaving = Promise.race([this.room.leave(true).catch(() => {}), sleep(2000)]);
    }
    return this.leaving;
  }
}

async function create(server, options) {
  const room = await new Client(server.ws).create('table', options);
  const peer = new Peer(room);
  return peer;
}

async function join(server, id, options) {
  const room = await new Client(server.ws).joinById(id, options);
  return new Peer(room);
}

// A table of two started: the host and a friend who joined by the table's id, their welcomes, the
// started position and the test's own engine following the table (mirror).
async function startedTableOfTwo(server, data, names = ['Ada', 'Bea']) {
  const host = await create(server, { name: names[0], players: [{ you: true }, { open: true }] });
  const hw = (await host.next('welcome')).message;
  const friend = await join(server, hw.table, { name: names[1] });
  const fw = (await friend.next('welcome')).message;
  host.send('start', {});
  const start = (await host.next('position', (m) => m.started)).message;
  return { host, hw, friend, fw, start, game: await mirror(data, hw.table) };
}

// The seed and settings of a table as the server stored them: only a test may look there.
function storedTable(data, id) {
  if (postgres) return storedInPostgres(id);
  const db = new Database(path.join(data, 'tables.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const t = db.prepare('SELECT * FROM tables WHERE id = ?').get(id);
    const seats = db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat').all(id);
    const steps = db.prepare('SELECT * FROM steps WHERE table_id = ? ORDER BY n').all(id);
    return { ...t, settings: JSON.parse(t.settings), seats, steps: steps.map((s) => ({ ...s, step: JSON.parse(s.step) })) };
  } finally {
    db.close();
  }
}

// The same record read from PostgreSQL (with psql, synchronously, as SQLite is read above).
function storedInPostgres(id) {
  const text = psql(postgres, `\\set id '${id.replace(/[^A-Za-z0-9_-]/g, '')}'
    SELECT json_build_object(
      't', (SELECT row_to_json(t) FROM tables t WHERE id = :'id'),
      'seats', (SELECT coalesce(json_agg(s ORDER BY seat), '[]') FROM seats s WHERE table_id = :'id'),
      'steps', (SELECT coalesce(json_agg(x ORDER BY n), '[]') FROM steps x WHERE table_id = :'id'));`);
  const r = JSON.parse(text);
  return { ...r.t, settings: JSON.parse(r.t.settings), seats: r.seats, steps: r.steps.map((s) => ({ ...s, step: JSON.parse(s.step) })) };
}

// The game of a table dealt again in the test's own engine module, fed the steps the players hear.
async function mirror(data, id) {
  const { loadEngine } = require(path.join(root, 'server/engine/engine.cjs'));
  const engine = await loadEngine();
  const t = storedTable(data, id);
  // A seat with no name: the engine calls it by its colour word, as server/table.cjs does.
  const names = t.seats.map((s, i) => s.name || ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Pink'][i]);
  const { openSeats, ...options } = t.settings.options || {};
  const opened = engine.open('mirror', t.settings.sets, options, names, t.seed);
  assert.ok(opened.ok, JSON.stringify(opened));
  let n = 0;
  return {
    engine,
    get n() { return n; },
    play(seat, step) {
      const r = engine.play('mirror', seat, step);
      assert.ok(r.ok, `the mirror refused step ${n}: ${JSON.stringify(r)}`);
      n = r.n + 1;
      return r;
    },
    legal() {
      const r = engine.legal('mirror');
      assert.ok(r.ok, JSON.stringify(r));
      return r.moves;
    },
    view() {
      return engine.view('mirror').view;
    },
  };
}

// Everything a client received, checked for what must never reach a player while the game is on:
// a seed, the deck order, a saved game.
function assertNothingHidden(received, { over = false } = {}) {
  for (const { type, message } of received) {
    const text = JSON.stringify(message);
    assert.ok(!/"seed"/.test(text), `a "${type}" message holds a seed: ${text.slice(0, 300)}`);
    assert.ok(!/"deck"|"order"|"bag_order"|"draw_order"/.test(text), `a "${type}" message holds a deck order: ${text.slice(0, 300)}`);
    if (!over) assert.ok(!('game' in (message || {})), `a "${type}" message holds a saved game while in play`);
    if (type === 'step' || type === 'position') {
      const bag = type === 'step' ? message.bag : message.view && message.view.bag;
      if (bag) assert.ok(!Array.isArray(bag), `the bag is sent as a list (an order?): ${JSON.stringify(bag).slice(0, 200)}`);
    }
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Plays the person seats of a table whose seat 2 is a bot (`by`: seat → its client; the moves are the
// mirror `game`'s first legal step) from step `from` until `until(n, next)` says stop or the game is
// over; answers the step number reached and the last step heard.
async function playSeats(game, by, from, until) {
  let n = from;
  let last = null;
  for (;;) {
    const next = last ? last.next : game.view().next;
    if (until(n, next) || (last && last.over)) return { n, last };
    if (next !== 2) await by[next].sendPaced('step', { n, step: game.legal()[0] });
    last = (await by[0].next('step', (m) => m.n === n, { timeout: 20000 })).message;
    game.play(last.seat, last.step);
    n++;
  }
}

module.exports = {
  startedTableOfTwo,
  get postgres() { return postgres; },
  usePostgres, root, Client, Peer, tempDir, webDir, startServer, create, join, storedTable, mirror, playSeats, assertNothingHidden, sleep,
};
