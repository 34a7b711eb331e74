// window.carcassonne: the page API (FORMATS.md §4). Every call goes through one wasm entry point
// that answers JSON; errors become exceptions with the engine's message.
(function () {
  'use strict';
  function call(name, arg) {
    if (!window.Module || !Module.ccall) throw new Error('carcassonne is not loaded yet');
    const reply = JSON.parse(Module.ccall('carc_call', 'string', ['string'],
      [JSON.stringify(arg === undefined ? { call: name } : { call: name, arg: arg })]));
    if (!reply.ok) throw new Error(reply.error);
    return reply.result;
  }
  window.carcassonne = {
    newGame: (options) => call('newGame', options || {}),
    state: () => call('state'),
    legalMoves: () => call('legalMoves'),
    play: (move) => call('play', move),
    undo: () => call('undo'),
    save: () => call('save'),
    loadScenario: (scenario) => call('loadScenario', scenario),
    setBotDelay: (ms) => call('setBotDelay', ms),
    screenOf: (x, y) => call('screenOf', [x, y]),
    frameStats: () => call('frameStats'),
    choiceSpots: () => call('choiceSpots'),
    layout: () => call('layout'),
    loadDemo: (scenario) => call('loadDemo', scenario),
    step: (where) => call('step', where),
    position: () => call('position'),
    setEmbed: (on) => call('setEmbed', !!on),
    setLanguage: (lang) => call('setLanguage', lang),
    shownTexts: () => call('shownTexts'),
    clear: () => call('clear'),
    editor: () => call('editor'),
    // The editor's Record and Publish stages: the steps and their texts, what the buttons publish
    // ({file, fileName, link, embed, iframe, mediawiki}; arg {lang, width, height} chooses the
    // embed), and the preview overlay.
    editorRecord: () => call('editorRecord'),
    editorTexts: (step, texts) => call('editorTexts', { step: step, texts: texts }),
    editorPublish: (embed) => call('editorPublish', embed || {}),
    editorPreview: (embed) => call('editorPreview', embed || {}),
  };

  // The same calls for the page that embeds this one in an iframe, through postMessage:
  // {carcassonne: 1, id, call, arg} -> {carcassonne: 1, id, ok, result | error}. Only plain data
  // crosses (never script or markup), replies go back only to the sender's origin, messages are
  // limited to 1 MB, and ?origin=<origin> restricts who may talk to the game at all.
  const MAX_MESSAGE = 1 << 20;
  const CALLS = new Set(['newGame', 'state', 'legalMoves', 'play', 'undo', 'save', 'position', 'loadScenario',
    'loadDemo', 'step', 'setLanguage', 'shownTexts']);
  const onlyOrigin = new URLSearchParams(location.search).get('origin');
  window.addEventListener('message', function (e) {
    if (e.source === window || !e.source) return;
    if (onlyOrigin && e.origin !== onlyOrigin) return;
    const msg = e.data;
    if (!msg || typeof msg !== 'object' || msg.carcassonne !== 1 || typeof msg.call !== 'string') return;
    const reply = { carcassonne: 1, id: typeof msg.id === 'number' || typeof msg.id === 'string' ? msg.id : null };
    const send = function () { e.source.postMessage(reply, e.origin === 'null' ? '*' : e.origin); };
    const failed = function (err) {
      reply.ok = false;
      reply.error = String(err && err.message ? err.message : err);
      send();
    };
    try {
      if (!CALLS.has(msg.call)) throw new Error('unknown call: ' + String(msg.call).slice(0, 40));
      const size = JSON.stringify(msg.arg === undefined ? null : msg.arg).length;
      if (size > MAX_MESSAGE) throw new Error('message too large (' + size + ' bytes, limit 1 MB)');
      const result = window.carcassonne[msg.call](msg.arg);
      // A call that must wait (setLanguage loading a language's tables) answers once it is done.
      Promise.resolve(result).then(function (value) { reply.ok = true; reply.result = value; send(); }, failed);
    } catch (err) {
      failed(err);
    }
  });
})();
