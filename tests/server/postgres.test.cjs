// The table tests again with the tables in PostgreSQL (CARCASSONNE_DB): a throw-away server
// (initdb + pg_ctl on a temporary folder and a free loopback port), one fresh database for each
// test file, the files run as they are with the harness reading the tables from PostgreSQL
// (server_harness.cjs, CARC_TEST_POSTGRES); the server stopped after, nothing left running.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { execFile } = require('child_process');
const { startPostgres, psql } = require('./services.cjs');

const FILES = ['online.test.cjs', 'restart.test.cjs', 'seats.test.cjs', 'code.test.cjs'];

function run(file, url) {
  return new Promise((resolve) => {
    // Without the runner's own NODE_TEST_CONTEXT, or the inner run would only report to this one.
    const { NODE_TEST_CONTEXT, ...env } = process.env;
    execFile(process.execPath, ['--test', path.join(__dirname, file)], { env: { ...env, CARC_TEST_POSTGRES: url }, timeout: 400000 },
      (e, stdout, stderr) => resolve({ ok: !e, out: `${stdout}\n${stderr}` }));
  });
}

test('the table tests with PostgreSQL as the store', { timeout: 900000 }, async (t) => {
  const pg = await startPostgres();
  t.after(() => pg.stop());
  for (const [i, file] of FILES.entries()) {
    psql(pg.url, `CREATE DATABASE t${i};`);
    const url = pg.url.replace(/\/postgres$/, `/t${i}`);
    const r = await run(file, url);
    assert.ok(r.ok, `${file} against PostgreSQL:\n${r.out.split('\n').filter((l) => /^not ok|error|Error|assert/.test(l)).slice(0, 40).join('\n')}`);
    // The file's tables and steps really are in PostgreSQL.
    assert.ok(Number(psql(url, 'SELECT count(*) FROM tables;')) > 0, `${file}: no table in PostgreSQL`);
  }
  assert.ok(Number(psql(pg.url.replace(/\/postgres$/, '/t0'), 'SELECT count(*) FROM steps;')) > 20, 'the steps of the played game are stored');
  pg.stop();
  assert.strictEqual(pg.running(), false, 'PostgreSQL is stopped');
});
