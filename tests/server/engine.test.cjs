// The server's engine module (build/server/engine.js, `tools/build.sh server`) under node: a whole
// game of two bots through `bot` and `play` ends with the scores the native command line gives
// for the same seed; a step out of turn and garbage of every kind are refused as data, and the
// module goes on; what a player is shown names no seed.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { execFileSync } = require('child_process');
const { loadEngine } = require('../../server/engine/engine.cjs');

const root = path.join(__dirname, '..', '..');
const nativeCli = path.join(root, 'build', 'native', 'carcassonne');

function hasKey(value, key) {
  if (Array.isArray(value)) return value.some((v) => hasKey(v, key));
  if (value && typeof value === 'object')
    return Object.keys(value).some((k) => k === key || hasKey(value[k], key));
  return false;
}

function refused(reply) {
  assert.strictEqual(reply.ok, false, JSON.stringify(reply));
  assert.strictEqual(typeof reply.refusal.reason, 'string');
  assert.strictEqual(typeof reply.refusal.phrase, 'string');
  assert.ok(Array.isArray(reply.refusal.values));
  return reply.refusal;
}

let engine;
test.before(async () => {
  engine = await loadEngine();
});

test('two greedy bots play a whole game to the scores the command line gives', () => {
  const seed = 20261202;
  const opened = engine.open('whole', ['base'], undefined, ['Ann', 'Bob'], seed);
  assert.ok(opened.ok, JSON.stringify(opened));
  assert.strictEqual(opened.view.steps, 0);
  assert.strictEqual(opened.view.next, 0);
  assert.strictEqual(typeof opened.view.tile, 'string');
  let n = 0;
  let last;
  for (;;) {
    const v = engine.view('whole');
    if (v.view.over) break;
    const b = engine.bot('whole', 'greedy', 2000);
    assert.ok(b.ok, JSON.stringify(b));
    const seat = v.view.next;
    last = engine.play('whole', seat, b.step);
    assert.ok(last.ok, JSON.stringify(last));
    assert.strictEqual(last.n, n++);
    assert.strictEqual(last.seat, seat);
    if (last.tile !== null) assert.strictEqual(typeof last.tile, 'string');
    assert.ok(Array.isArray(last.set_aside));
    if (last.over) break;
    assert.ok(last.next === 0 || last.next === 1);
    assert.ok(n < 1000, 'the game ends');
  }
  assert.strictEqual(last.over, true, 'the game finished by itself when the bag ran out');
  assert.strictEqual(last.next, null);
  assert.deepStrictEqual(last.bag, {});
  assert.ok(fs.existsSync(nativeCli), `the native command line is built (${nativeCli}: tools/build.sh native)`);
  const cli = JSON.parse(
    execFileSync(nativeCli, ['selfplay', '--sets', 'base', '--players', '2', '--seed', String(seed), '--bots', 'greedy,greedy'], {
      encoding: 'utf8',
    }),
  );
  assert.deepStrictEqual(last.scores, cli.scores);
  assert.deepStrictEqual(engine.view('whole').view.scores, cli.scores);
  // After the end the whole game may be given; replayed natively it is the same game.
  const saved = engine.save('whole');
  assert.ok(saved.ok);
  assert.strictEqual(saved.game.seed, seed);
  assert.strictEqual(saved.game.end, true);
  assert.ok(engine.close('whole').ok);
  refused(engine.view('whole'));
});

test('a step out of turn or for another seat is refused with the reason not-your-turn', () => {
  assert.ok(engine.open('turns', ['base', 'river'], undefined, ['A', 'B', 'C'], 7).ok);
  const legal = engine.legal('turns');
  assert.ok(legal.ok && legal.moves.length > 0);
  const r = refused(engine.play('turns', 1, legal.moves[0]));
  assert.strictEqual(r.reason, 'not-your-turn');
  assert.ok(r.values.length === 2, 'the seat to move and the seat that sent it');
  // The right seat plays it; nothing had changed.
  const ok = engine.play('turns', 0, legal.moves[0]);
  assert.ok(ok.ok, JSON.stringify(ok));
  assert.strictEqual(ok.n, 0);
  assert.strictEqual(ok.tile, null, 'the turn goes on (its meeple step)');
  // A whole turn in one message is not one step.
  const v = engine.view('turns');
  assert.strictEqual(v.view.steps, 1);
  // The search bot answers within its budget.
  const t0 = Date.now();
  const b = engine.bot('turns', 'mcts', 100);
  assert.ok(b.ok, JSON.stringify(b));
  assert.ok(Date.now() - t0 < 5000);
  assert.ok(engine.play('turns', 0, b.step).ok);
});

test('each dragon step is sent by the seat whose step it is; the turn\'s seat is refused on another\'s', () => {
  // RULES-EXPANSIONS §4.2: the active player makes the dragon's first step, then the next player
  // clockwise. Three greedy bots play until a dragon moves; its second step is the next seat's.
  assert.ok(engine.open('dragon', ['base', 'princess'], undefined, ['A', 'B', 'C'], 5).ok);
  let turnSeat = null;
  let checked = false;
  for (let n = 0; n < 2000 && !checked; n++) {
    const v = engine.view('dragon');
    if (v.view.over) break;
    const legal = engine.legal('dragon');
    const dragonStep = legal.moves.length > 0 && legal.moves.every((m) => 'dragon' in m);
    const seat = v.view.next;
    if (dragonStep && turnSeat !== null && seat !== turnSeat) {
      assert.strictEqual(seat, (turnSeat + 1) % 3, 'the second step is the next seat\'s');
      const move = engine.bot('dragon', 'greedy', 2000);
      assert.ok(move.ok, JSON.stringify(move));
      const r = refused(engine.play('dragon', turnSeat, move.step));
      assert.strictEqual(r.reason, 'not-your-turn');
      assert.deepStrictEqual(r.values, [String(seat), String(turnSeat)]);
      assert.strictEqual(engine.view('dragon').view.steps, v.view.steps, 'nothing changed');
      const ok = engine.play('dragon', seat, move.step);
      assert.ok(ok.ok, JSON.stringify(ok));
      assert.strictEqual(ok.seat, seat);
      checked = true;
      break;
    }
    if (dragonStep && turnSeat !== null) assert.strictEqual(seat, turnSeat, 'the first step is the turn\'s seat\'s');
    const b = engine.bot('dragon', 'greedy', 2000);
    assert.ok(b.ok, JSON.stringify(b));
    const r = engine.play('dragon', seat, b.step);
    assert.ok(r.ok, JSON.stringify(r));
    if ('at' in b.step && 'tile' in b.step) turnSeat = seat;  // a placement: whose turn it is
  }
  assert.ok(checked, 'a dragon moved two steps in the game');
});

test('garbage requests are refused as data and the module goes on', () => {
  assert.ok(engine.open('g', undefined, undefined, ['A', 'B'], 1).ok);
  const garbage = [
    'not json',
    '',
    '[' .repeat(100000),
    '{"op": "play"',
    'null',
    '42',
    '"open"',
    '[]',
    'x'.repeat(2 << 20),
    { op: 'nope' },
    { op: 42 },
    { op: 'view' },
    { op: 'view', table: 'nowhere' },
    { op: 'view', table: 5 },
    { op: 'view', table: 'x'.repeat(1000) },
    { op: 'play', table: 'g' },
    { op: 'play', table: 'g', seat: 1e300, step: {} },
    { op: 'play', table: 'g', seat: 12345678901234567890, step: {} },
    { op: 'play', table: 'g', seat: -1, step: {} },
    { op: 'play', table: 'g', seat: '0', step: {} },
    { op: 'play', table: 'g', seat: 0, step: [] },
    { op: 'play', table: 'g', seat: 0, step: { at: [1e9, 0] } },
    { op: 'play', table: 'g', seat: 0, step: { at: 'x', rot: {} } },
    { op: 'play', table: 'g', seat: 0, step: { tile: 'base/A', at: [1, 0], rot: 45 } },
    { op: 'play', table: 'g', seat: 0, step: { tile: 'base/A', at: [1, 0], rot: 0, meeple: 'road E' } },
    { op: 'play', table: 'g', seat: 0, step: { meeple: 'road E' } },
    { op: 'play', table: 'g', seat: 0, step: { ferry: [1, 2, 3] } },
    { op: 'bot', table: 'g', bot: 'genius' },
    { op: 'bot', table: 'g', bot: 'mcts', budget_ms: 1e12 },
    { op: 'open', table: 'h' },
    { op: 'open', table: 'h', players: 'A,B', seed: 1 },
    { op: 'open', table: 'h', players: ['A'], seed: 1 },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: -1 },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: 1e30 },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: '99999999999999999999999' },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: 1, sets: ['nope'] },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: 1, sets: ['gingerbread'] },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: 1, sets: 'base' },
    { op: 'open', table: 'h', players: ['A', 'B'], seed: 1, options: 'x' },
    { op: 'open', table: 'g', players: ['C', 'D'], seed: 2 },
    { op: 'open', table: 'h', players: [{}, []], seed: 1 },
    { op: 'save', table: ['g'] },
    { op: 'close' },
  ];
  for (const request of garbage) {
    const r = refused(engine.call(request));
    assert.ok(r.phrase.length > 0, JSON.stringify(request).slice(0, 80));
  }
  assert.strictEqual(engine.view('h').ok, false, 'no table was opened by a refused open');
  const v = engine.view('g');
  assert.ok(v.ok);
  assert.strictEqual(v.view.steps, 0, 'nothing changed');
  // Opening the same table again with the same settings is a retry: the same table.
  const again = engine.open('g', undefined, undefined, ['A', 'B'], 1);
  assert.ok(again.ok);
  assert.deepStrictEqual(again.view, v.view);
});

test('what a player is shown names no seed and no tile not yet drawn', () => {
  const seed = 987654321;
  assert.ok(engine.open('secret', ['base', 'gingerbread', 'ferries'], undefined, ['A', 'B'], seed).ok);
  for (let i = 0; i < 25; i++) {
    const b = engine.bot('secret', 'random');
    const p = engine.play('secret', engine.view('secret').view.next, b.step);
    assert.ok(p.ok, JSON.stringify(p));
    assert.ok(!hasKey(p, 'seed'));
    assert.ok(!JSON.stringify(p).includes(String(seed)));
  }
  const v = engine.view('secret');
  assert.ok(v.ok);
  assert.ok(!hasKey(v, 'seed'), JSON.stringify(v).slice(0, 200));
  assert.ok(!JSON.stringify(v).includes(String(seed)));
  assert.strictEqual(v.view.position.hidden_deck, true);
  // The position names the tiles placed, set aside and in hand: never more than were drawn.
  const pos = v.view.position;
  let named = pos.board.length + (pos.tile ? 1 : 0) + (pos.set_aside || []).length;
  for (const m of pos.moves) named += 1 + (m.set_aside || []).length;
  const left = Object.values(v.view.bag).reduce((a, b) => a + b, 0);
  let tiles = 0;
  for (const set of pos.sets) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'assets', 'tiles', `${set}.json`), 'utf8'));
    for (const t of manifest.tiles) tiles += t.count || 0;
  }
  assert.strictEqual(named + left, tiles, 'every tile is named once drawn, or counted in the bag');
});
