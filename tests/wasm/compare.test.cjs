// The engine compiled to wasm and run under node deals and plays exactly the games the native
// build does: same selfplay output (greedy, random and MCTS bots), same ruling results, same bench
// signature.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '../..');
const native = path.join(root, 'build/native/carcassonne');
const wasm = path.join(root, 'build/wasm-app/carcassonne.js');

function run(cmd, args) {
  return execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
}
const runNative = (...args) => run(native, args);
const runWasm = (...args) => run(process.execPath, ['--no-experimental-fetch', wasm, ...args]);

test('selfplay gives identical games native and wasm', () => {
  for (const [seed, players] of [[1, 2], [7, 3], [42, 4], [1234, 5], [99999, 6]]) {
    const args = ['selfplay', '--seed', String(seed), '--players', String(players)];
    const a = runNative(...args);
    assert.ok(a.includes('"scores"'));
    assert.strictEqual(runWasm(...args), a, 'seed ' + seed);
  }
});

test('a batch of games gives identical per-game scores', () => {
  const args = ['selfplay', '--games', '200', '--seed', '500', '--players', '3'];
  assert.strictEqual(runWasm(...args), runNative(...args));
});

// The search bot is deterministic for a seed and an iteration budget: the same games native and
// wasm, every move of them (the saved games) and every scoring (the output). The games must differ
// from the greedy bot's, so the search really chose the moves being compared.
test('MCTS selfplay gives identical games native and wasm', () => {
  const games = [
    ['--seed', '3', '--players', '2', '--bots', 'mcts,greedy'],
    ['--seed', '17', '--players', '2', '--bots', 'greedy,mcts'],
    ['--seed', '5', '--players', '3', '--bots', 'mcts,greedy,mcts', '--sets', 'winter,gingerbread,ferries,signposts'],
    ['--seed', '8', '--players', '2', '--bots', 'mcts', '--sets', 'base,river'],
  ];
  for (const game of games) {
    const label = game.join(' ');
    const files = ['native', 'wasm'].map((w) => path.join(root, 'build', 'mcts-' + w + '.json'));
    const args = (file) => ['selfplay', ...game, '--iterations', '200', '--save', file];
    const a = runNative(...args(files[0]));
    const b = runWasm(...args(files[1]));
    assert.ok(a.includes('"scores"'), label);
    assert.strictEqual(b, a, label + ': output');
    const saved = files.map((f) => fs.readFileSync(f, 'utf8'));
    assert.ok(JSON.parse(saved[0]).moves.length > 30, label + ': a whole game was saved');
    assert.strictEqual(saved[1], saved[0], label + ': moves');
    const greedy = runNative('selfplay', ...game.map((x) => x.replace(/mcts/g, 'greedy')));
    assert.notStrictEqual(a, greedy, label + ': the search played other moves than the greedy bot');
  }
});

test('every ruling scenario gives the same result', () => {
  const dir = path.join(root, 'tests/rulings');
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const file = path.join(dir, f);
    let a, b;
    try { a = runNative('scenario', file); } catch (e) { a = 'error ' + e.status; }
    try { b = runWasm('scenario', file); } catch (e) { b = 'error ' + e.status; }
    assert.strictEqual(b, a, f);
  }
});

test('a malformed scenario is a clear error under wasm too', () => {
  const bad = path.join(root, 'build', 'bad-scenario.json');
  fs.writeFileSync(bad, '{"board": [ {"tile": "base/D", "at": [0, 0]}, ');
  let status = 0, stderr = '';
  try { runWasm('scenario', bad); } catch (e) { status = e.status; stderr = String(e.stderr); }
  assert.strictEqual(status, 1);
  assert.match(stderr, /not valid JSON/);
});

test('bench signature is equal', () => {
  const a = JSON.parse(runNative('bench', '--seconds', '0.2'));
  const b = JSON.parse(runWasm('bench', '--seconds', '0.2'));
  assert.strictEqual(b.signature, a.signature);
});
