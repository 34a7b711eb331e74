// window.carcassonne: the page API (docs/formats.md §4). Every call goes through one wasm entry point
// that answers JSON; errors become exceptions with the engine's message.
(function () {
  'use strict';
  function call(name, arg) {
    if (!window.Module || !Module.ccall) throw new Error('carcassonne is not loaded yet');
    const reply = JSON.parse(Module.ccall('carc_call', 'string', ['string'],
      [JSON.stringify(arg === undefined ? { call: name } : { call: name, arg: arg })]));
    if (!reply.ok) {
      const e = new Error(reply.error);
      if (reply.refusal) e.refusal = reply.refusal;  // the engine's refusal as data, to be said in words
      throw e;
    }
    return reply.result;
  }
  window.carcassonneApp = { call: call };  // every call, the shell's too (web/online.js)
  // The calls are listed once, in the app (src/render/app/page_api.cpp): their names, which
  // are on window.carcassonne, which the page around a frame may make, and how their arguments
  // are passed. Read once the app has loaded; before that every call says it is not loaded yet.
  let list = null;
  function calls() {
    if (list === null && window.Module && Module.ccall) {
      try {
        const known = new Map();
        for (const c of call('calls')) known.set(c.name, c);
        list = known;
      } catch (e) { /* the app is not running yet */ }
    }
    return list;
  }
  // The arguments of a call as the app takes them (the table's "args").
  function argument(shape, args) {
    if (shape === '{}') return args[0] || {};
    if (shape === '!!') return !!args[0];
    if (shape === '[x,y]') return [args[0], args[1]];
    if (shape === '{step,texts}') return { step: args[0], texts: args[1] };
    return args[0];
  }
  const methods = new Map();
  function method(name) {
    const known = calls();
    if (known !== null && !(known.has(name) && known.get(name).window)) return undefined;
    if (!methods.has(name)) {
      methods.set(name, (...args) => {  // looked up when called: the shell keeps some before the app runs
        const c = calls() && calls().get(name);
        if (!c) throw new Error('carcassonne is not loaded yet');
        return call(name, argument(c.args, args));
      });
    }
    return methods.get(name);
  }
  const windowNames = () => { const k = calls(); return k ? [...k.values()].filter((c) => c.window).map((c) => c.name) : []; };
  // The shell may wrap a call (setLanguage loads a language's tables first): what it sets is kept.
  window.carcassonne = new Proxy({}, {
    get: (own, name) => (Object.prototype.hasOwnProperty.call(own, name) ? own[name]
      : typeof name === 'string' ? method(name) : undefined),
    has: (own, name) => name in own || windowNames().includes(name),
    ownKeys: (own) => [...new Set([...Reflect.ownKeys(own), ...windowNames()])],
    getOwnPropertyDescriptor: (own, name) => Object.getOwnPropertyDescriptor(own, name) ||
      (windowNames().includes(name) ? { value: method(name), enumerable: true, configurable: true, writable: true } : undefined),
  });

  // The same calls for the page that embeds this one in an iframe, through postMessage:
  // {carcassonne: 1, id, call, arg} -> {carcassonne: 1, id, ok, result | error}. Only plain data
  // crosses (never script or markup), replies go back only to the sender's origin, messages are
  // measured (at most 1 MB) before anything reads them whole, and ?origin=<origin> pins the page
  // that may talk to the game (docs/security.md).
  const MAX_MESSAGE = 1 << 20;  // characters of JSON
  const MAX_DEPTH = 64;         // arrays and objects inside each other
  const MAX_VALUES = 250000;    // a 1 MB scenario holds far fewer
  // The calls the page around the frame may make: the table's "frame" calls.
  function heardCall(name) {
    const known = calls();
    if (known === null) throw new Error('carcassonne is not loaded yet');
    return known.has(name) && known.get(name).frame;
  }

  // ?origin=<origin>: the page around the frame that may talk to it (the MediaWiki extension gives
  // the wiki's). A value that is not an origin as browsers write it (scheme://host[:port], nothing
  // more) pins nobody that could ever match: a mistyped pin must not open the frame to every page.
  function readPin(value) {
    if (value === null) return { pinned: false, origin: null };
    let url = null;
    try { url = new URL(value); } catch (e) { /* not an address at all */ }
    if (url && url.origin !== 'null' && url.origin === value) return { pinned: true, origin: value };
    console.warn('carcassonne: origin=' + value.slice(0, 80) + ' is not an origin such as https://wiki.example ' +
      '(scheme, host and port, nothing more); this frame answers no messages');
    return { pinned: true, origin: null };
  }
  const pin = readPin(new URLSearchParams(location.search).get('origin'));

  // Whether a message is heard at all, from e.source and e.origin only: the browser deserializes
  // e.data on first access, whatever its size, so a sender that is not heard never costs that.
  function heard(e) {
    if (!e.source || e.source === window) return false;
    if (!pin.pinned) return true;
    return pin.origin !== null && e.origin === pin.origin && e.source === window.parent;
  }

  // Events for the page around the frame ('ready'): to the pinned origin only, to any page when
  // none is pinned, to nobody when the pin is malformed.
  function tell(event) {
    if (window.parent === window || (pin.pinned && pin.origin === null)) return;
    window.parent.postMessage({ carcassonne: 1, event: event }, pin.pinned ? pin.origin : '*');
  }
  window.carcassonneParent = { tell: tell };

  // The size of an argument as JSON would write it, about (strings' and keys' lengths, numbers,
  // brackets and commas), walked one value at a time and given up as soon as it passes a limit, so
  // refusing 200 MB costs no more than refusing 1 MB. Throws, in words, what is over.
  function measure(arg) {
    let size = 0, values = 0;
    const todo = [[arg, 0]];
    while (todo.length) {
      const [value, depth] = todo.pop();
      if (++values + todo.length > MAX_VALUES) throw tooMany();
      size += 1 + sizeAlone(value);
      if (value !== null && typeof value === 'object') {
        if (depth >= MAX_DEPTH) throw new Error('message nested too deep: more than ' + MAX_DEPTH + ' levels (the limit)');
        size += inside(value, depth + 1, todo);
      }
      if (size > MAX_MESSAGE) throw tooLarge();
    }
    return size;
  }
  const tooLarge = () => new Error('message too large: more than 1 MB (the limit is 1 MB)');
  const tooMany = () => new Error('message too large: more than ' + MAX_VALUES + ' values (the limit)');
  // What a value costs without what it holds; only JSON's kinds of values are taken.
  function sizeAlone(value) {
    if (typeof value === 'string') return value.length + 2;
    if (typeof value === 'number') return String(value).length;
    if (value === null || value === undefined || typeof value === 'boolean') return 5;
    if (Array.isArray(value) || (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)) return 2;
    const kind = typeof value === 'object' ? Object.prototype.toString.call(value).slice(8, -1) : typeof value;
    throw new Error('message holds something that is not JSON data (' + kind + ')');
  }
  // Puts what an array or object holds on the walk, and answers what its keys and commas cost;
  // stops putting as soon as that passes a limit (the walk then throws).
  function inside(value, depth, todo) {
    let size = 0;
    if (Array.isArray(value)) {
      if (value.length > MAX_VALUES) throw tooMany();
      for (let i = value.length - 1; i >= 0; i--) todo.push([value[i], depth]);
      return value.length;
    }
    for (const key in value) {
      size += key.length + 3;
      todo.push([value[key], depth]);
      if (size > MAX_MESSAGE || todo.length > MAX_VALUES) break;
    }
    return size;
  }

  // UI strings ({lang, strings}) change every word the frame shows: only the pinned page may give
  // them. A language by its code is allowed from any page.
  function allowed(call, arg) {
    if (call === 'setLanguage' && arg !== null && typeof arg === 'object' && pin.origin === null)
      throw new Error('UI strings are accepted only from the page this frame is pinned to (origin=); ' +
        'any page may ask for a language by its code: ' + (window.carcassonneLanguages || [])
          .map(function (l) { return l.code; }).join(', ').replace(/, ([^,]*)$/, ' or $1'));
  }

  window.addEventListener('message', function (e) {
    if (!heard(e)) return;
    const msg = e.data;
    if (!msg || typeof msg !== 'object' || msg.carcassonne !== 1 || typeof msg.call !== 'string') return;
    const id = typeof msg.id === 'number' || (typeof msg.id === 'string' && msg.id.length <= 100) ? msg.id : null;
    const reply = { carcassonne: 1, id: id };
    const send = function () { e.source.postMessage(reply, e.origin === 'null' ? '*' : e.origin); };
    const failed = function (err) {
      reply.ok = false;
      reply.error = String(err && err.message ? err.message : err);
      send();
    };
    try {
      if (msg.call.length > 40 || !heardCall(msg.call)) throw new Error('unknown call: ' + msg.call.slice(0, 40));
      // A seat at an online table is played by its own tab only: nothing the page around the frame
      // says reaches the table (issue 45).
      if (window.carcassonne.online && window.carcassonne.online())
        throw new Error('this frame is at an online table: calls from the page around it are not taken');
      measure(msg.arg);
      allowed(msg.call, msg.arg);
      const size = JSON.stringify(msg.arg === undefined ? null : msg.arg).length;  // bounded by the walk
      if (size > MAX_MESSAGE) throw new Error('message too large (' + size + ' bytes, limit 1 MB)');
      const result = window.carcassonne[msg.call](msg.arg);
      // A call that must wait (setLanguage loading a language's tables) answers once it is done.
      Promise.resolve(result).then(function (value) { reply.ok = true; reply.result = value; send(); }, failed);
    } catch (err) {
      failed(err);
    }
  });
})();
