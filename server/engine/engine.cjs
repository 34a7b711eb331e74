// The game engine for the server: the C++ engine built for node (tools/build.sh server →
// build/server/engine.js + engine.wasm), one module instance holding every table. Each method
// sends one request and returns the parsed reply: {ok: true, ...} or {ok: false, refusal}
// (docs/architecture.md, "server/engine"; the requests are in server/engine/tables.cpp).
'use strict';
const fs = require('fs');
const path = require('path');

const defaultDir = path.join(__dirname, '..', '..', 'build', 'server');

async function loadEngine(dir = defaultDir) {
  const createEngine = require(path.join(dir, 'engine.js'));
  const m = await createEngine({ wasmBinary: fs.readFileSync(path.join(dir, 'engine.wasm')) });

  // One call: the request as JSON text in the module's memory, the reply read back as text.
  function call(request) {
    let text;
    try {
      text = typeof request === 'string' ? request : JSON.stringify(request);
    } catch (e) {
      text = undefined;
    }
    if (typeof text !== 'string') text = 'null';  // refused by the engine as not a request
    const size = m.lengthBytesUTF8(text) + 1;
    const at = m._malloc(size);
    if (!at) return { ok: false, refusal: { reason: 'in-use', phrase: 'the server is out of memory', values: [] } };
    try {
      m.stringToUTF8(text, at, size);
      return JSON.parse(m.UTF8ToString(m._engine_call(at)));
    } finally {
      m._free(at);
    }
  }

  return {
    call,
    open: (table, sets, options, players, seed) => call({ op: 'open', table, sets, options, players, seed }),
    play: (table, seat, step) => call({ op: 'play', table, seat, step }),
    view: (table) => call({ op: 'view', table }),
    legal: (table) => call({ op: 'legal', table }),
    bot: (table, bot, budgetMs) => call({ op: 'bot', table, bot, budget_ms: budgetMs }),
    save: (table) => call({ op: 'save', table }),
    close: (table) => call({ op: 'close', table }),
  };
}

module.exports = { loadEngine };
