// tools/loadtest against the real server: 2 tables for 3 seconds; it prints one JSON line of the
// shape docs/formats.md §5 gives ({tables, moves, moves_per_s, p50_ms, p95_ms, p99_ms, errors}),
// with moves played, round trips measured and no errors; the moves it made are in the database.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { execFile } = require('child_process');
const h = require('./server_harness.cjs');
const { requireDep } = require(path.join(h.root, 'server/deps.cjs'));
const Database = requireDep('better-sqlite3');

test('tools/loadtest plays 2 tables for 3 seconds and prints one line', { timeout: 60000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());
  const out = await new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(h.root, 'tools/loadtest'), '--url', server.http, '--tables', '2', '--seconds', '3', '--pace', '20'],
      { timeout: 30000 }, (e, stdout, stderr) => (e ? reject(new Error(`${e.message}\n${stderr}`)) : resolve(stdout)));
  });
  const lines = out.trim().split('\n');
  assert.strictEqual(lines.length, 1, out);
  const r = JSON.parse(lines[0]);
  assert.deepStrictEqual(Object.keys(r), ['tables', 'moves', 'moves_per_s', 'p50_ms', 'p95_ms', 'p99_ms', 'errors']);
  assert.strictEqual(r.tables, 2);
  assert.strictEqual(r.errors, 0, out);
  assert.ok(Number.isInteger(r.moves) && r.moves > 4, out);
  for (const k of ['moves_per_s', 'p50_ms', 'p95_ms', 'p99_ms']) assert.ok(typeof r[k] === 'number' && r[k] > 0, `${k}: ${out}`);
  assert.ok(r.p50_ms <= r.p95_ms && r.p95_ms <= r.p99_ms, out);
  const db = new Database(path.join(data, 'tables.sqlite'), { readonly: true });
  const stored = db.prepare('SELECT COUNT(*) AS c FROM steps').get().c;
  db.close();
  assert.ok(stored >= r.moves, `the ${r.moves} moves heard are stored (${stored})`);
});
