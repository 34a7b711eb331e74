// Start-up: the set index, the tile manifests, the wasm (with real progress), the font and the languages, then carcassonne.js.
// The sets come from one list, assets/tiles/index.json; a set's strings from assets/i18n/<set>.json.
import { fail, progress, showProgress } from './progress.js';
import { loadLanguages } from './languages.js';
import { joined } from './scenario.js';
import { SETS, indexText, manifests, setIndex } from './sets.js';
const fetchManifests = fetch('assets/tiles/index.json').then(function (r) {
  if (!r.ok) throw new Error('the set index assets/tiles/index.json: HTTP ' + r.status);
  return r.text();
}).then(function (text) {
  let index;
  try { index = JSON.parse(text); } catch (e) { throw new Error('the set index assets/tiles/index.json is not valid JSON'); }
  if (!index || !Array.isArray(index.sets)) throw new Error('the set index assets/tiles/index.json has no "sets" list');
  setIndex(index, text);
  for (const set of SETS) if (!/^[a-z0-9_-]+$/.test(set)) throw new Error('the set index names a set badly: ' + set.slice(0, 40));
  return Promise.all(SETS.map(function (set) {
    return fetch('assets/tiles/' + set + '.json').then(function (r) {
      if (!r.ok) throw new Error('tile manifest ' + set + '.json: HTTP ' + r.status);
      return r.text();
    }).then(function (text) { manifests[set] = text; progress.manifests += 1 / SETS.length; showProgress(); });
  }));
});

// Fetch the wasm ourselves so the bar can show real bytes.
function fetchWasm() {
  return fetch('carcassonne.wasm').then(function (r) {
    if (!r.ok) throw new Error('carcassonne.wasm: HTTP ' + r.status);
    const total = Number(r.headers.get('Content-Length')) || 0;
    if (!r.body || !total) return r.arrayBuffer();
    const reader = r.body.getReader();
    const chunks = [];
    let got = 0;
    function pump() {
      return reader.read().then(function (step) {
        if (step.done) return joined(chunks, got).buffer;
        chunks.push(step.value);
        got += step.value.length;
        progress.wasm = Math.min(1, got / total);
        showProgress();
        return pump();
      });
    }
    return pump();
  });
}

const fetchLanguages = loadLanguages();

// The UI font is optional: without it the app falls back to Dear ImGui's built-in font.
const fetchFont = fetch('fonts/ui.ttf').then(function (r) { return r.ok ? r.arrayBuffer() : null; })
  .catch(function () { return null; });

Promise.all([fetchManifests, fetchWasm(), fetchFont, fetchLanguages]).then(function (results) {
  const wasmBinary = results[1];
  const font = results[2];
  window.Module = {
    canvas: document.getElementById('canvas'),
    wasmBinary: wasmBinary,
    noInitialRun: true,
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    onAbort: function (what) { fail('the app stopped: ' + what); },
    onRuntimeInitialized: function () {
      try {
        for (const set of SETS) Module.ccall('carc_add_manifest', null, ['string', 'string'], [set, manifests[set]]);
        if (!Module.ccall('carc_set_index', 'number', ['string'], [indexText])) return;
        if (font) {
          const bytes = new Uint8Array(font);
          const ptr = Module._malloc(bytes.length);
          Module.HEAPU8.set(bytes, ptr);
          Module.ccall('carc_add_font', null, ['number', 'number'], [ptr, bytes.length]);
          Module._free(ptr);
        }
        Module.callMain([]);
      } catch (e) {
        if (e !== 'unwind' && !(e && e.name === 'ExitStatus')) fail(String(e));
      }
    },
  };
  const s = document.createElement('script');
  s.src = 'carcassonne.js';
  s.onerror = function () { fail('carcassonne.js could not be loaded'); };
  document.body.appendChild(s);
}).catch(function (e) { fail(String(e.message || e)); });
