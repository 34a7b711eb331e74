// A table's stored steps played again (server/table.cjs): after a restart (restore) and after a
// failed write (reload → replay). Steps stored by a server that took every dragon step from the
// seat whose turn it was are replayed as the seat whose step it is (RULES-EXPANSIONS §4.2), on
// both paths; before, replay stopped silently at the first such step and the table fell behind
// its store. The engine is the real one (build/server); no server is started.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { loadEngine } = require('../../server/engine/engine.cjs');
const { Table } = require('../../server/table.cjs');

const SETS = ['base', 'princess'];
const SEED = 5;

// Three greedy bots play until a dragon has moved and a few steps more; each step kept as an
// older server stored it: a dragon step under the seat whose turn it was.
function oldStoredSteps(engine) {
  assert.ok(engine.open('old', SETS, {}, ['A', 'B', 'C'], SEED).ok);
  const steps = [];
  let turnSeat = null, otherSeatSteps = 0;
  for (let n = 0; n < 3000; n++) {
    const v = engine.view('old');
    if (v.view.over) break;
    const seat = v.view.next;
    const b = engine.bot('old', 'greedy', 2000);
    assert.ok(b.ok, JSON.stringify(b));
    const r = engine.play('old', seat, b.step);
    assert.ok(r.ok, JSON.stringify(r));
    if ('tile' in b.step) turnSeat = seat;
    const stored = 'dragon' in b.step ? turnSeat : seat;
    if (stored !== seat) otherSeatSteps++;
    steps.push({ n: r.n, seat: stored, step: b.step });
    if (otherSeatSteps > 0 && 'tile' in b.step && steps.length > 40) break;  // a few steps after it
  }
  engine.close('old');
  assert.ok(otherSeatSteps > 0, 'a dragon step by another seat than the turn\'s');
  return steps;
}

function tableOf(engine, logs) {
  const record = { id: 'table', watch: 'watch', settings: { sets: SETS, options: {} }, seed: SEED, started: true,
    over: false, seats: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] };
  return new Table(record, { engine, log: (line) => logs.push(line) });
}

test('steps stored under the turn\'s seat replay to the end, on restore and on replay', async () => {
  const engine = await loadEngine();
  const steps = oldStoredSteps(engine);
  const logs = [];
  const restored = tableOf(engine, logs);
  restored.scheduleBot = () => {};
  assert.ok(restored.restore(steps), 'restored: ' + logs.join('; '));
  assert.strictEqual(restored.steps.length, steps.length);
  engine.close('table');

  const replayed = tableOf(engine, logs);
  replayed.replay(steps);
  assert.strictEqual(replayed.steps.length, steps.length, 'every stored step replayed: ' + logs.join('; '));
  assert.strictEqual(replayed.n, restored.n, 'the table is where its store is');
  assert.deepStrictEqual(logs, []);
  engine.close('table');
});
