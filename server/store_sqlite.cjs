// The tables on disk: SQLite in $CARCASSONNE_DATA/tables.sqlite (docs/online.md, "What the server
// stores"), the default store (store.cjs gives the interface). Every accepted step is committed here
// before anyone hears of it; a restart reads the unfinished tables back. better-sqlite3 is
// synchronous: a step is on disk when its Promise settles, as with PostgreSQL.
'use strict';
const fs = require('fs');
const path = require('path');
const { requireDep } = require('./deps.cjs');
const Database = requireDep('better-sqlite3');

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  watch TEXT NOT NULL UNIQUE,
  settings TEXT NOT NULL,
  seed INTEGER NOT NULL,
  started INTEGER NOT NULL DEFAULT 0,
  over INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  code TEXT
);
CREATE TABLE IF NOT EXISTS seats (
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  secret_hash TEXT,
  bot TEXT,
  open INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS steps (
  table_id TEXT NOT NULL REFERENCES tables(id),
  n INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  step TEXT NOT NULL,
  PRIMARY KEY (table_id, n)
);
`;

// timeoutMs: how long a write waits for a lock another process holds before it fails (the server
// waits synchronously, so every table waits with it).
function openSqliteStore(dir, { timeoutMs = 2000 } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, 'tables.sqlite'), { timeout: timeoutMs });
  // WAL with a full sync per commit: a committed step survives kill -9 and a power cut.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  // A database made before the short codes: add their column.
  if (!db.prepare('PRAGMA table_info(tables)').all().some((c) => c.name === 'code')) {
    db.exec('ALTER TABLE tables ADD COLUMN code TEXT');
  }

  const q = {
    insertTable: db.prepare(
      'INSERT INTO tables (id, watch, settings, seed, started, over, created, updated, code) VALUES (?, ?, ?, ?, 0, 0, ?, ?, ?)'),
    insertSeat: db.prepare(
      'INSERT INTO seats (table_id, seat, name, secret_hash, bot, open) VALUES (?, ?, ?, ?, ?, ?)'),
    updateSeat: db.prepare(
      'UPDATE seats SET name = ?, secret_hash = ?, bot = ?, open = ? WHERE table_id = ? AND seat = ?'),
    touch: db.prepare('UPDATE tables SET updated = ? WHERE id = ?'),
    start: db.prepare('UPDATE tables SET started = 1, updated = ? WHERE id = ?'),
    over: db.prepare('UPDATE tables SET over = 1, updated = ? WHERE id = ?'),
    insertStep: db.prepare('INSERT INTO steps (table_id, n, seat, step) VALUES (?, ?, ?, ?)'),
    lobbies: db.prepare('SELECT * FROM tables WHERE started = 0 AND over = 0 ORDER BY created'),
    byId: db.prepare('SELECT * FROM tables WHERE id = ? OR watch = ?'),
    byCode: db.prepare('SELECT id FROM tables WHERE code = ? AND started = 0'),
    expired: db.prepare(`SELECT id FROM tables WHERE (started = 0 AND updated < ?)
      OR (started = 1 AND over = 0 AND updated < ?) OR (over = 1 AND updated < ?)`),
    deleteSteps: db.prepare('DELETE FROM steps WHERE table_id = ?'),
    deleteSeats: db.prepare('DELETE FROM seats WHERE table_id = ?'),
    deleteTable: db.prepare('DELETE FROM tables WHERE id = ?'),
    seatsOf: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
    stepsOf: db.prepare('SELECT n, seat, step FROM steps WHERE table_id = ? ORDER BY n'),
  };

  const seatRow = (s) => [s.name, s.secretHash || null, s.bot || null, s.open ? 1 : 0];

  const createTable = db.transaction((t) => {
    const now = Date.now();
    q.insertTable.run(t.id, t.watch, JSON.stringify(t.settings), t.seed, now, now, t.code || null);
    t.seats.forEach((s, i) => q.insertSeat.run(t.id, i, ...seatRow(s)));
  });

  const saveSeats = db.transaction((id, seats, started) => {
    seats.forEach((s, i) => q.updateSeat.run(...seatRow(s), id, i));
    if (started) q.start.run(Date.now(), id);
    else q.touch.run(Date.now(), id);
  });

  const addStep = db.transaction((id, n, seat, step, over) => {
    q.insertStep.run(id, n, seat, JSON.stringify(step));
    if (over) q.over.run(Date.now(), id);
    else q.touch.run(Date.now(), id);
  });

  const deleteTable = db.transaction((id) => {
    q.deleteSteps.run(id);
    q.deleteSeats.run(id);
    q.deleteTable.run(id);
  });

  function readTable(row) {
    return {
      id: row.id,
      watch: row.watch,
      settings: JSON.parse(row.settings),
      seed: row.seed,
      started: !!row.started,
      over: !!row.over,
      code: row.code || null,
      updated: row.updated,
      seats: q.seatsOf.all(row.id).map((s) => ({
        name: s.name, secretHash: s.secret_hash, bot: s.bot, open: !!s.open,
      })),
      steps: q.stepsOf.all(row.id).map((s) => ({ n: s.n, seat: s.seat, step: JSON.parse(s.step) })),
    };
  }

  // The interface of store.cjs: every call answers with a Promise (a failed write rejects).
  return {
    kind: 'sqlite',
    createTable: async (t) => createTable(t),
    saveSeats: async (id, seats, started) => saveSeats(id, seats, started),
    addStep: async (id, n, seat, step, over) => addStep(id, n, seat, step, over),
    lobbies: async () => q.lobbies.all().map(readTable),
    table: async (id) => {
      const row = q.byId.get(id, id);
      return row ? readTable(row) : null;
    },
    tableByCode: async (code) => {
      const row = q.byCode.get(code);
      return row ? row.id : null;
    },
    expired: async (now, { lobbyMs, playMs, overMs }) => q.expired.all(now - lobbyMs, now - playMs, now - overMs).map((r) => r.id),
    deleteTable: async (id) => deleteTable(id),
    stepsOf: async (id) => q.stepsOf.all(id).map((s) => ({ n: s.n, seat: s.seat, step: JSON.parse(s.step) })),
    close: async () => db.close(),
  };
}

module.exports = { openSqliteStore };
