// Offline and installable (docs/offline.md): the service worker (sw.js, made at build time) keeps every
// file of this build, so after one visit the game opens with no network. It is registered once the first
// frame is on screen, so it never slows the first load. A new build waits until the reader says
// "Reload"; then every tab of the game reloads, so no page mixes the files of two builds (the game in
// progress is kept in the browser and resumes). Embedded demos register nothing and never offer to be
// installed.
(function () {
  'use strict';
  const shell = window.carcassonneShell;
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  window.addEventListener('beforeinstallprompt', function (e) { if (embedded) e.preventDefault(); });
  if (embedded || !window.isSecureContext) return;
  let workers = null;
  try { workers = navigator.serviceWorker; } catch (e) { return; }  // a sandboxed frame may not ask
  if (!workers) return;

  // A tab that was served by one build reloads when another build takes over (the reader's Reload in
  // this tab or another): from then on its files would come from the new build.
  let served = !!workers.controller;
  workers.addEventListener('controllerchange', function () {
    if (served) location.reload();
    served = true;
  });

  function offer(worker) {
    const box = shell.notice(shell.say('A new version is ready.'));
    box.classList.add('update');
    const reload = document.createElement('button');
    reload.className = 'action';
    reload.textContent = shell.say('Reload');
    reload.onclick = function () { worker.postMessage('activate-now'); };
    box.insertBefore(reload, box.lastChild);
  }

  function watch(registration) {
    if (!registration) return;  // a browser that blocks workers may answer with nothing
    if (registration.waiting && workers.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', function () {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed' && workers.controller) offer(worker);
      });
    });
    // A tab left open for days (a table waiting for a move) looks for a new build when it is shown again.
    document.addEventListener('visibilitychange', function () {
      if (!document.hidden) registration.update().catch(function () {});
    });
  }

  function register() {
    workers.register('sw.js').then(watch, function (e) {
      console.warn('carcassonne: the game cannot be kept for offline play: ' + (e && e.message ? e.message : e));
    });
  }
  if (window.carcassonneReady) register();
  else window.addEventListener('carcassonne-ready', register, { once: true });
})();
