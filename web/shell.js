// The thin shell: fetch the set index and the tile manifests, load the wasm app with a real
// progress bar, hand them over, and show a readable message if anything fails. The sets come from
// one list, assets/tiles/index.json; a set's strings from assets/i18n/<set>.json.
(function () {
  'use strict';
  let INDEX = { sets: [] };  // assets/tiles/index.json
  let SETS = [];             // set names, in the index's order
  let indexText = '';
  const loader = document.getElementById('loader');
  const bar = document.querySelector('#bar > div');
  const message = document.getElementById('message');
  const progress = { manifests: 0, wasm: 0 };
  function showProgress() {
    const p = 0.2 * progress.manifests + 0.8 * progress.wasm;
    bar.style.width = Math.round(100 * p) + '%';
  }
  function fail(text) {
    loader.style.display = 'flex';
    loader.classList.add('failed');
    message.textContent = 'The game could not start.\n' + text;
    console.error('carcassonne: ' + text);
  }
  // Tile art: after the first frame, every tile's SVG is drawn into one atlas and handed to the
  // app; until then (and for tiles without art) tiles are painted from their manifests.
  // A set's "variants" (other looks of its art, in a folder of the look's name) come in as
  // "<id>@<look>", used in games whose core deck has that look.
  const CELL = 192;
  function loadArt() {
    const tiles = [];
    for (const entry of INDEX.sets) {
      for (const t of JSON.parse(manifests[entry.set]).tiles) {
        if (!t.art) continue;
        tiles.push({ id: t.id, art: t.art });
        for (const look of entry.variants || [])
          tiles.push({ id: t.id + '@' + look, art: t.art.replace(/([^/]*)$/, look + '/$1') });
      }
    }
    if (!tiles.length) return;
    const cols = 10, rows = Math.ceil(tiles.length / cols);
    const atlas = document.createElement('canvas');
    atlas.width = cols * CELL;
    atlas.height = rows * CELL;
    const ctx = atlas.getContext('2d');
    const cells = {};
    Promise.all(tiles.map(function (t, i) {
      const img = new Image();
      img.src = 'assets/tiles/' + t.art;
      return img.decode().then(function () {
        const x = (i % cols) * CELL, y = Math.floor(i / cols) * CELL;
        ctx.drawImage(img, x, y, CELL, CELL);
        cells[t.id] = [x / atlas.width, y / atlas.height, (x + CELL) / atlas.width, (y + CELL) / atlas.height];
      }, function () { console.warn('carcassonne: no art for ' + t.id + ', painting it from its manifest'); });
    })).then(function () {
      const pixels = ctx.getImageData(0, 0, atlas.width, atlas.height).data;
      const ptr = Module._malloc(pixels.length);
      Module.HEAPU8.set(pixels, ptr);
      Module.ccall('carc_set_art', 'number', ['number', 'number', 'number', 'string'],
        [ptr, atlas.width, atlas.height, JSON.stringify(cells)]);
      Module._free(ptr);
      window.carcassonneArtReady = true;
    });
  }

  // A message that does not stop the game (a scenario that could not be loaded, a shared link).
  // Text only: nothing from a scenario or a URL is ever inserted as markup.
  function notice(text, linkText) {
    let box = document.getElementById('notice');
    if (!box) {
      box = document.createElement('div');
      box.id = 'notice';
      box.setAttribute('role', 'alert');
      document.body.appendChild(box);
    }
    box.textContent = text;
    if (linkText) {
      const input = document.createElement('input');
      input.value = linkText;
      input.readOnly = true;
      box.appendChild(document.createElement('br'));
      box.appendChild(input);
    }
    const close = document.createElement('button');
    close.textContent = '×';
    close.onclick = function () { box.remove(); };
    box.appendChild(close);
    return box;
  }

  const MAX_SCENARIO = 1 << 20;
  function base64urlEncode(text) {
    const bytes = new TextEncoder().encode(text);
    let bin = '';
    for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function base64urlDecode(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the link is damaged (not base64url)');
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }
  window.carcassonneLinks = { encode: base64urlEncode, decode: base64urlDecode };

  // The UI strings of a language: the core table (i18n/<lang>.json) and every set's own
  // (assets/i18n/<set>.json, {"nl": {...}, "fr": {...}, "de": {...}}), merged.
  function loadStrings(lang) {
    const json = function (url) {
      return fetch(url).then(function (r) {
        if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
        return r.json();
      });
    };
    return Promise.all([json('i18n/' + lang + '.json')].concat(SETS.map(function (set) {
      return json('assets/i18n/' + set + '.json').then(function (all) { return all[lang] || {}; });
    }))).then(function (tables) { return Object.assign.apply(null, [{}].concat(tables)); });
  }

  // ?scenario=<url>, #s=<base64url>, &embed=1, &lang=en|nl|fr|de (FORMATS §4).
  function loadFromUrl() {
    const params = new URLSearchParams(location.search);
    const api = window.carcassonne;
    const lang = params.get('lang');
    if (lang && lang !== 'en') {
      if (!/^(nl|fr|de)$/.test(lang)) notice('Language: en, nl, fr or de');
      else {
        api.setLanguage(lang);  // scenario texts at once; the UI strings when their files arrive
        loadStrings(lang).then(function (strings) { api.setLanguage({ lang: lang, strings: strings }); })
          .catch(function () { notice('The ' + lang + ' translation could not be loaded; showing English.'); });
      }
    }
    if (params.get('embed') === '1') api.setEmbed(true);
    const show = function (text, where) {
      if (text.length > MAX_SCENARIO) throw new Error(where + ' is too large (over 1 MB)');
      let scenario;
      try { scenario = JSON.parse(text); } catch (e) { throw new Error(where + ' is not valid JSON'); }
      api.loadDemo(scenario);
    };
    const hash = location.hash.startsWith('#s=') ? location.hash.slice(3) : '';
    if (hash) {
      try {
        if (hash.length > MAX_SCENARIO * 2) throw new Error('the shared link is too large');
        show(base64urlDecode(hash), 'the shared position');
      } catch (e) { notice('The scenario could not be loaded: ' + e.message); }
    } else if (params.get('scenario')) {
      const url = params.get('scenario');
      fetch(url).then(function (r) {
        if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
        const size = Number(r.headers.get('Content-Length')) || 0;
        if (size > MAX_SCENARIO) throw new Error(url + ' is too large (over 1 MB)');
        return r.text();
      }).then(function (text) { show(text, url); })
        .catch(function (e) { notice('The scenario could not be loaded: ' + (e.message || e)); });
    }
  }

  window.carcassonneShell = {
    fail: fail,
    ready: function () {
      loader.style.display = 'none';
      window.carcassonneReadyAt = performance.now();  // the first frame is on screen
      window.carcassonneReady = true;
      loadArt();
      try { loadFromUrl(); } catch (e) { notice(String(e.message || e)); }
      if (window.parent !== window) window.parent.postMessage({ carcassonne: 1, event: 'ready' }, '*');
    },
    // "Share this position": a #s= link (copied when the browser allows) and the file to download.
    share: function (positionJson) {
      const link = location.origin + location.pathname + '#s=' + base64urlEncode(positionJson);
      window.carcassonneLastShare = link;
      const box = notice('Link to this position' + (navigator.clipboard ? ' (copied)' : '') + ':', link);
      if (navigator.clipboard) navigator.clipboard.writeText(link).catch(function () {});
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([positionJson], { type: 'application/json' }));
      a.download = 'carcassonne-position.json';
      a.textContent = 'Download the scenario file';
      box.appendChild(document.createElement('br'));
      box.appendChild(a);
    },
  };
  window.addEventListener('error', function (e) { fail(String(e.message || e)); });

  const manifests = {};
  const fetchManifests = fetch('assets/tiles/index.json').then(function (r) {
    if (!r.ok) throw new Error('the set index assets/tiles/index.json: HTTP ' + r.status);
    return r.text();
  }).then(function (text) {
    let index;
    try { index = JSON.parse(text); } catch (e) { throw new Error('the set index assets/tiles/index.json is not valid JSON'); }
    if (!index || !Array.isArray(index.sets)) throw new Error('the set index assets/tiles/index.json has no "sets" list');
    indexText = text;
    INDEX = index;
    SETS = index.sets.map(function (entry) { return String(entry && entry.set); });
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
          if (step.done) {
            const out = new Uint8Array(got);
            let at = 0;
            for (const c of chunks) { out.set(c, at); at += c.length; }
            return out.buffer;
          }
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

  // The UI font is optional: without it the app falls back to Dear ImGui's built-in font.
  const fetchFont = fetch('fonts/ui.ttf').then(function (r) { return r.ok ? r.arrayBuffer() : null; })
    .catch(function () { return null; });

  Promise.all([fetchManifests, fetchWasm(), fetchFont]).then(function (results) {
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
})();
