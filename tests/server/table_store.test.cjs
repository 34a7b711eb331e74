// A table (server/table.cjs) over a store whose writes fail, with the real engine module and a store
// of the test's own behind the interface of server/store.cjs: (1) a step whose write fails is not
// played (the position stays, nothing stored) and goes through when sent again; (2) a step whose
// write reached the store but whose answer was lost (a connection dropped after the commit) is not
// stored twice: the table reads the store before its next step, takes the stored step as played,
// refuses the resent one as stale and sends everyone the position again; (3) changes wait for the
// write before them (two steps sent at once: the second is judged after the first is stored).
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { root } = require('./server_harness.cjs');
const { loadEngine } = require(path.join(root, 'server/engine/engine.cjs'));
const { Table } = require(path.join(root, 'server/table.cjs'));

// The store's interface in memory; `fail` decides what the next addStep does.
function memoryStore() {
  const steps = [];
  const store = {
    fail: null,  // null | 'before' (nothing written) | 'after' (written, answer lost)
    steps,
    createTable: async () => {},
    saveSeats: async () => {},
    addStep: async (id, n, seat, step) => {
      await new Promise((r) => setTimeout(r, 5));  // a write takes time: others must wait for it
      const how = store.fail;
      store.fail = null;
      if (how === 'before') throw new Error('the database is away');
      steps.push({ n, seat, step });
      if (how === 'after') throw new Error('the connection dropped after the commit');
    },
    stepsOf: async () => steps.map((s) => ({ ...s })),
  };
  return store;
}

test('a failed step write changes nothing; a write whose answer was lost is not stored twice', async () => {
  const engine = await loadEngine();
  const store = memoryStore();
  const deps = { engine, store, log: () => {}, botPauseMs: 10, botBudgetMs: 10, bots: null };
  const made = await Table.create({ players: [{ you: true, name: 'Ada' }, { you: false, name: 'Bea' }] }, deps);
  assert.ok(!made.error, made.error);
  const table = made.table;
  const told = { steps: [], positions: 0 };
  table.hooks = { step: (m) => told.steps.push(m), seats() {}, started() {}, position: () => { told.positions++; } };
  assert.strictEqual(await table.start(0), null);
  const legal = () => engine.legal(table.id).moves[0];

  // (1) Nothing written: refused in words, not played; the same step goes through after.
  const seat = table.next;
  const first = legal();
  store.fail = 'before';
  assert.deepStrictEqual(await table.step(seat, 0, first), { error: 'busy' });
  assert.strictEqual(table.n, 0);
  assert.strictEqual(store.steps.length, 0);
  assert.strictEqual(told.steps.length, 0, 'nobody was told of it');
  assert.deepStrictEqual(await table.step(seat, 0, first), { ok: true });
  assert.deepStrictEqual([table.n, store.steps.length, told.steps.length], [1, 1, 1]);

  // (2) Written, answer lost: the sender hears "busy", but the store has it; the resent step is stale.
  const second = legal();
  const by = table.next;
  store.fail = 'after';
  assert.deepStrictEqual(await table.step(by, 1, second), { error: 'busy' });
  assert.strictEqual(store.steps.length, 2);
  const positions = told.positions;
  const again = await table.step(by, 1, second);
  assert.strictEqual(again.refused && again.refused.refusal.reason, 'stale', JSON.stringify(again));
  assert.strictEqual(table.n, 2, 'the stored step is the table\'s');
  assert.strictEqual(told.positions, positions + 1, 'everyone got the position again');
  assert.deepStrictEqual(store.steps.map((s) => s.n), [0, 1], 'no step stored twice');

  // (3) Two steps at once: the second waits for the first's write, then is judged at the new n.
  const third = legal();
  const [a, b] = await Promise.all([table.step(table.next, 2, third), table.step(table.next, 2, third)]);
  assert.deepStrictEqual(a, { ok: true });
  assert.strictEqual(b.refused && b.refused.refusal.reason, 'stale', JSON.stringify(b));
  assert.deepStrictEqual(store.steps.map((s) => s.n), [0, 1, 2]);
  table.dispose();
});
