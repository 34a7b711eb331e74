// A bot that thinks for a while (the engine's "mcts", with its bounded budget) thinks here, in a
// worker thread with an engine module of its own, so the server's own thread goes on answering
// every other table meanwhile. It keeps a copy of each table it was asked about (dealt from the
// table's seed, fed the table's steps) and answers with the step the engine's bot picks.
// Messages in: {id, think: {table, sets, options, names, seed, steps: [{seat, step}], bot, budgetMs}}
// or {forget: table}; out: {id, reply} with the engine's reply ({ok, step} or {ok: false, refusal}).
'use strict';
const { parentPort } = require('worker_threads');
const { loadEngine } = require('./engine/engine.cjs');

const MAX_TABLES = 200;  // copies kept; the least recently asked about goes first
const copies = new Map();  // table id → {played: number of steps fed}

function bring(engine, t) {
  let copy = copies.get(t.table);
  if (copy && copy.played > t.steps.length) copy = null;
  if (copy) {
    copies.delete(t.table);  // asked about now: the newest in the order
    copies.set(t.table, copy);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!copy) {
      engine.close(t.table);
      const opened = engine.open(t.table, t.sets, t.options, t.names, t.seed);
      if (!opened.ok) return opened;
      copy = { played: 0 };
      copies.set(t.table, copy);
      while (copies.size > MAX_TABLES) {
        const oldest = copies.keys().next().value;
        copies.delete(oldest);
        engine.close(oldest);
      }
    }
    let ok = true;
    for (; copy.played < t.steps.length; copy.played++) {
      const s = t.steps[copy.played];
      const r = engine.play(t.table, s.seat, s.step);
      if (!r.ok) {
        ok = false;
        break;
      }
    }
    if (ok) return { ok: true };
    copies.delete(t.table);  // out of step with the table: dealt again from the start
    copy = null;
  }
  return { ok: false, refusal: { reason: 'replay', phrase: 'the steps do not replay', values: [] } };
}

loadEngine().then((engine) => {
  parentPort.on('message', (m) => {
    if (m.forget) {
      if (copies.delete(m.forget)) engine.close(m.forget);
      return;
    }
    let reply;
    try {
      const t = m.think;
      const at = bring(engine, t);
      reply = at.ok ? engine.bot(t.table, t.bot, t.budgetMs) : at;
    } catch (e) {
      reply = { ok: false, refusal: { reason: 'worker', phrase: String(e && e.message || e), values: [] } };
    }
    parentPort.postMessage({ id: m.id, reply });
  });
  parentPort.postMessage({ ready: true });
});
