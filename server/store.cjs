// Where the tables are kept, chosen by configuration: SQLite in $CARCASSONNE_DATA (the default, one
// process) or PostgreSQL when CARCASSONNE_DB=postgres://… (several processes can share it).
// Both give the same small interface, every call a Promise; a write that fails rejects and has
// changed nothing:
//   createTable(record)                  a new table with its seats
//   saveSeats(id, seats, started)        the seats (and the start) in one transaction
//   addStep(id, n, seat, step, over)     an accepted step (and the end) in one transaction
//   lobbies()                            every table not started, as records ({…, seats, steps})
//   table(id)                            a table by its table id or watch id, or null
//   tableByCode(code)                    the id of the unstarted table with that short code, or null
//   expired(now, ages), deleteTable(id)  the sweep
//   stepsOf(id)                          the stored steps, in order
//   close()
'use strict';
const { openSqliteStore } = require('./store_sqlite.cjs');

async function openStore({ dataDir, url, timeoutMs = 2000, log = () => {} }) {
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`CARCASSONNE_DB must be a postgres://… address, not "${url}"`);
    const { openPostgresStore } = require('./store_postgres.cjs');
    return openPostgresStore(url, { timeoutMs, log });
  }
  return openSqliteStore(dataDir, { timeoutMs });
}

module.exports = { openStore };
