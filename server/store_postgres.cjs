// The tables in PostgreSQL (CARCASSONNE_DB=postgres://…): the same tables and columns as the SQLite
// store (docs/online.md, "What the server stores"), the same interface (store.cjs). Several server
// processes may share one database. A step and its table's `updated`/`over` are one statement,
// so one round trip and never half-written.
'use strict';
const { requireDep } = require('./deps.cjs');
const { Pool } = requireDep('pg');

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  watch TEXT NOT NULL UNIQUE,
  settings TEXT NOT NULL,
  seed BIGINT NOT NULL,
  started INTEGER NOT NULL DEFAULT 0,
  over INTEGER NOT NULL DEFAULT 0,
  created BIGINT NOT NULL,
  updated BIGINT NOT NULL,
  code TEXT
);
CREATE INDEX IF NOT EXISTS tables_code ON tables (code) WHERE started = 0;
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

async function openPostgresStore(url, { timeoutMs = 2000, log = () => {} } = {}) {
  // A call waits at most timeoutMs for a connection and for its answer: a database that is away
  // makes writes fail (the player is told in words) instead of holding a table.
  // statement_timeout ends a statement waiting on a lock on the server's side; query_timeout is the
  // client's own limit for a server that stopped answering.
  const pool = new Pool({
    connectionString: url, max: 10, connectionTimeoutMillis: Math.max(timeoutMs, 3000),
    statement_timeout: timeoutMs, query_timeout: timeoutMs + 1000,
  });
  // An idle connection the server dropped (a restart): logged; the pool opens another when needed.
  pool.on('error', (e) => log(`a database connection was lost (${e.message})`));
  // Several processes may start at once: the schema is made under a lock.
  const c = await pool.connect();
  try {
    await c.query('SELECT pg_advisory_lock(4212)');
    await c.query(SCHEMA);
  } finally {
    await c.query('SELECT pg_advisory_unlock(4212)').catch(() => {});
    c.release();
  }

  async function transaction(work) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  const seatRow = (s) => [s.name, s.secretHash || null, s.bot || null, s.open ? 1 : 0];

  async function readTable(row) {
    const [seats, steps] = await Promise.all([
      pool.query('SELECT * FROM seats WHERE table_id = $1 ORDER BY seat', [row.id]),
      stepsOf(row.id),
    ]);
    return {
      id: row.id,
      watch: row.watch,
      settings: JSON.parse(row.settings),
      seed: Number(row.seed),
      started: !!row.started,
      over: !!row.over,
      code: row.code || null,
      updated: Number(row.updated),
      seats: seats.rows.map((s) => ({ name: s.name, secretHash: s.secret_hash, bot: s.bot, open: !!s.open })),
      steps,
    };
  }

  async function stepsOf(id) {
    const r = await pool.query('SELECT n, seat, step FROM steps WHERE table_id = $1 ORDER BY n', [id]);
    return r.rows.map((s) => ({ n: s.n, seat: s.seat, step: JSON.parse(s.step) }));
  }

  return {
    kind: 'postgres',
    createTable: (t) => transaction(async (client) => {
      const now = Date.now();
      await client.query('INSERT INTO tables (id, watch, settings, seed, started, over, created, updated, code) VALUES ($1, $2, $3, $4, 0, 0, $5, $5, $6)',
        [t.id, t.watch, JSON.stringify(t.settings), t.seed, now, t.code || null]);
      for (let i = 0; i < t.seats.length; i++) {
        await client.query('INSERT INTO seats (table_id, seat, name, secret_hash, bot, open) VALUES ($1, $2, $3, $4, $5, $6)', [t.id, i, ...seatRow(t.seats[i])]);
      }
    }),
    saveSeats: (id, seats, started) => transaction(async (client) => {
      for (let i = 0; i < seats.length; i++) {
        await client.query('UPDATE seats SET name = $1, secret_hash = $2, bot = $3, open = $4 WHERE table_id = $5 AND seat = $6', [...seatRow(seats[i]), id, i]);
      }
      await client.query(`UPDATE tables SET updated = $1${started ? ', started = 1' : ''} WHERE id = $2`, [Date.now(), id]);
    }),
    addStep: async (id, n, seat, step, over) => {
      await pool.query(`WITH s AS (INSERT INTO steps (table_id, n, seat, step) VALUES ($1, $2, $3, $4))
        UPDATE tables SET updated = $5, over = CASE WHEN $6 THEN 1 ELSE over END WHERE id = $1`,
      [id, n, seat, JSON.stringify(step), Date.now(), !!over]);
    },
    lobbies: async () => {
      const r = await pool.query('SELECT * FROM tables WHERE started = 0 AND over = 0 ORDER BY created');
      return Promise.all(r.rows.map(readTable));
    },
    table: async (id) => {
      const r = await pool.query('SELECT * FROM tables WHERE (id = $1 OR watch = $1)', [id]);
      return r.rows.length ? readTable(r.rows[0]) : null;
    },
    tableByCode: async (code) => {
      const r = await pool.query('SELECT id FROM tables WHERE code = $1 AND started = 0', [code]);
      return r.rows.length ? r.rows[0].id : null;
    },
    expired: async (now, { lobbyMs, playMs, overMs }) => {
      const r = await pool.query(`SELECT id FROM tables WHERE (started = 0 AND updated < $1)
        OR (started = 1 AND over = 0 AND updated < $2) OR (over = 1 AND updated < $3)`, [now - lobbyMs, now - playMs, now - overMs]);
      return r.rows.map((x) => x.id);
    },
    deleteTable: (id) => transaction(async (client) => {
      await client.query('DELETE FROM steps WHERE table_id = $1', [id]);
      await client.query('DELETE FROM seats WHERE table_id = $1', [id]);
      await client.query('DELETE FROM tables WHERE id = $1', [id]);
    }),
    stepsOf,
    close: () => pool.end(),
  };
}

module.exports = { openPostgresStore };
