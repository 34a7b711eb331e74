// Short sounds for a placed tile, a scoring and the end of the game, made on the spot with
// WebAudio (synthesised tones, no audio files), and the sound switch. The switch is remembered
// (localStorage): on by default on the game's own page, off in an embed until the reader switches
// it on there. No AudioContext exists before the reader's first gesture (click, tap or key).
// window.carcassonneSounds counts what it plays, for the tests.
(function () {
  'use strict';
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  const KEY = embedded ? 'carcassonne.sound.embed' : 'carcassonne.sound';
  let on = !embedded;
  try {
    const kept = localStorage.getItem(KEY);
    if (kept === 'on' || kept === 'off') on = kept === 'on';
  } catch (e) { /* no storage (a sandboxed frame): the default holds */ }

  let gestured = false;
  let context = null;
  const onGesture = function () { gestured = true; };
  for (const kind of ['pointerdown', 'keydown', 'touchstart'])
    window.addEventListener(kind, onGesture, { capture: true, passive: true });

  // Notes: [start s, frequency Hz, length s, wave, loudness]; each gets a soft attack and fade.
  const TUNES = {
    place: [[0, 190, 0.09, 'triangle', 0.35], [0.015, 95, 0.11, 'sine', 0.3]],
    score: [[0, 660, 0.12, 'sine', 0.22], [0.1, 880, 0.18, 'sine', 0.22]],
    end: [[0, 523, 0.16, 'sine', 0.2], [0.14, 659, 0.16, 'sine', 0.2], [0.28, 784, 0.16, 'sine', 0.2],
      [0.42, 1047, 0.4, 'triangle', 0.18]],
  };

  const sounds = {
    played: { place: 0, score: 0, end: 0 },  // calls while the sound is on
    started: 0,                              // notes handed to WebAudio
    muted: function () { return !on; },
    hasContext: function () { return context !== null; },
    setMuted: function (muted) {
      on = !muted;
      try { localStorage.setItem(KEY, on ? 'on' : 'off'); } catch (e) { /* not remembered */ }
      tellApp();
    },
    play: function (kind) {
      const tune = TUNES[kind];
      if (!on || !tune) return;
      sounds.played[kind]++;
      if (!gestured) return;  // the browser would refuse it, and no context is made before a gesture
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!context && Context) context = new Context();
      if (!context) return;
      if (context.state === 'suspended') context.resume().catch(function () {});
      const t0 = context.currentTime + 0.01;
      for (const [at, freq, length, wave, loud] of tune) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        osc.type = wave;
        osc.frequency.setValueAtTime(freq, t0 + at);
        gain.gain.setValueAtTime(0.0001, t0 + at);
        gain.gain.exponentialRampToValueAtTime(loud, t0 + at + 0.012);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + length);
        osc.connect(gain).connect(context.destination);
        osc.start(t0 + at);
        osc.stop(t0 + at + length + 0.02);
        sounds.started++;
      }
    },
  };
  window.carcassonneSounds = sounds;

  // The app shows the switch: it is told the remembered state once it runs, and after each change.
  function tellApp() {
    if (window.carcassonneReady && window.Module && Module._carc_sound_switched) Module._carc_sound_switched(on ? 1 : 0);
  }
  const shell = window.carcassonneShell;
  const ready = shell.ready;
  shell.ready = function () {
    ready.apply(this, arguments);
    tellApp();
  };
})();
