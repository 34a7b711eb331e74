// The server says in words that it needs Node 20 or later, before it loads anything that would fail
// with a stack on an older Node; this Node (the one the tests run on) will do.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { spawnSync } = require('child_process');
const { nodeProblem } = require('../../server/node_version.cjs');

test('Node 20 or later, else a sentence', () => {
  assert.strictEqual(nodeProblem(process.version), null, `this Node (${process.version}) will do`);
  for (const v of ['v20.0.0', 'v20.20.2', 'v22.3.1', 'v24.0.0']) assert.strictEqual(nodeProblem(v), null, v);
  for (const v of ['v18.19.0', 'v16.20.2', 'v12.0.0', 'nonsense', '']) {
    assert.match(nodeProblem(v), /needs Node 20 or later \(this is Node /, v);
  }
});

test('server/main.cjs on an older Node stops with that sentence', () => {
  const main = path.join(__dirname, '..', '..', 'server', 'main.cjs');
  const r = spawnSync(process.execPath, ['-e', `Object.defineProperty(process, 'version', { value: 'v18.19.0' }); require(${JSON.stringify(main)})`],
    { encoding: 'utf8', timeout: 20000, env: Object.assign({}, process.env, { PORT: '0' }) });
  assert.strictEqual(r.status, 1, r.stdout + r.stderr);
  assert.match(r.stderr, /cannot start: the game server needs Node 20 or later \(this is Node v18\.19\.0\)/);
});
