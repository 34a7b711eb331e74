// The reader's "reduce motion" setting (prefers-reduced-motion), told to the app once it runs and
// whenever it changes: then nothing on the board moves (src/render/draw/motion.h).
(function () {
  'use strict';
  const query = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  function tellApp() {
    if (window.carcassonneReady && window.Module && Module._carc_set_reduced_motion)
      Module._carc_set_reduced_motion(query && query.matches ? 1 : 0);
  }
  if (query && query.addEventListener) query.addEventListener('change', tellApp);
  const shell = window.carcassonneShell;
  const ready = shell.ready;
  shell.ready = function () {
    ready.apply(this, arguments);
    tellApp();
  };
})();
