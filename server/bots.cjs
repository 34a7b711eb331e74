// The threads where the search bots think (bot_worker.cjs): `size` workers, each table always sent
// to the same one (which keeps its copy of the game). A worker that fails is started again and what
// it was thinking about is answered as a refusal, so the table falls back on a legal step.
'use strict';
const path = require('path');
const { Worker } = require('worker_threads');

function createBots({ size = 1, log = () => {} } = {}) {
  const workers = [];
  let nextId = 1;
  const pending = new Map();  // request id → {resolve, worker}

  function start(i) {
    const w = new Worker(path.join(__dirname, 'bot_worker.cjs'));
    w.unref();
    w.on('message', (m) => {
      const p = m && pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      p.resolve(m.reply);
    });
    w.on('error', (e) => log(`a bot thread failed: ${e && e.stack || e}`));
    w.on('exit', (code) => {
      for (const [id, p] of pending) {
        if (p.worker !== i) continue;
        pending.delete(id);
        p.resolve({ ok: false, refusal: { reason: 'worker', phrase: `the bot thread stopped (${code})`, values: [] } });
      }
      if (!closed) workers[i] = start(i);
    });
    return w;
  }

  let closed = false;
  for (let i = 0; i < Math.max(1, size); i++) workers.push(start(i));

  const of = (table) => {
    let h = 0;
    for (const c of table) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    return h % workers.length;
  };

  return {
    // {table, sets, options, names, seed, steps, bot, budgetMs} → the engine's bot reply.
    think(request) {
      const i = of(request.table);
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, { resolve, worker: i });
        workers[i].postMessage({ id, think: request });
      });
    },
    forget(table) {
      workers[of(table)].postMessage({ forget: table });
    },
    close() {
      closed = true;
      return Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

module.exports = { createBots };
