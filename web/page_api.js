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
  };
})();
