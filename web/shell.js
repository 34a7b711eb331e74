// The thin shell: fetch the set index and the tile manifests, load the wasm app with a real
// progress bar, hand them over, and show a readable message if anything fails. The sets come from
// one list, assets/tiles/index.json; a set's strings from assets/i18n/<set>.json.
(function () {
  'use strict';
  let INDEX = { sets: [] };  // assets/tiles/index.json
  let SETS = [];             // set names, in the index's order
  // The languages the game speaks: the one list, languages.json (the app is built from it too).
  let LANGUAGES = [];
  const isLanguage = (code) => LANGUAGES.some(function (l) { return l.code === code; });
  const codesInWords = () => LANGUAGES.map(function (l) { return l.code; }).join(', ').replace(/, ([^,]*)$/, ' or $1');
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
    message.textContent = say('The game could not start.') + '\n' + text;
    console.error('carcassonne: ' + text);
  }
  // Tile art: after the first frame, the SVGs of the sets whose tiles the board shows are drawn into
  // one atlas a set and handed to the app; until then (and for tiles without art) tiles are painted
  // from their manifests. The app asks for the ids it painted without art (carcassonneShell.wantArt),
  // so a base game draws its 24 tiles, not the 119 of every set and look.
  // A set's "variants" (other looks of its art, in a folder of the look's name) come in as
  // "<id>@<look>", used in games whose core deck has that look: "<set>@<look>" is a set of its own here.
  // window.carcassonneArtReady: every set asked for so far is drawn and handed over.
  const CELL = 192;
  let artSets = null;       // name -> [{id, art}], tile id -> name, name -> looks it stands in for
  let artAsked = new Set(); // the sets asked for (drawn, or being drawn) since the art was last lost
  let artWaiting = [];      // ids asked for before the first frame was on screen
  let artDrawing = 0;
  function artSet(id) {
    if (!artSets) {
      artSets = { tiles: new Map(), of: new Map(), standsIn: new Map() };
      // A set without a look of its own (the winter set has no snowy variant: it is snowy) hands its
      // art under that look's name too: a snowy game asks every tile's art as "<id>@snow".
      const looks = new Set();
      for (const entry of INDEX.sets) {
        if (entry.look) looks.add(entry.look);
        for (const look of entry.variants || []) looks.add(look);
      }
      for (const entry of INDEX.sets)
        artSets.standsIn.set(entry.set, [...looks].filter(function (l) { return !(entry.variants || []).includes(l); }));
      for (const entry of INDEX.sets) {
        for (const t of JSON.parse(manifests[entry.set]).tiles) {
          if (!t.art) continue;
          const forms = [[entry.set, t.id, t.art]];  // the set's own art, then its looks' (the set "<set>@<look>")
          for (const look of entry.variants || [])
            forms.push([entry.set + '@' + look, t.id + '@' + look, t.art.replace(/([^/]*)$/, look + '/$1')]);
          for (const [name, id, art] of forms) {
            if (!artSets.tiles.has(name)) artSets.tiles.set(name, []);
            artSets.tiles.get(name).push({ id: id, art: art });
            artSets.of.set(id, name);
          }
        }
      }
    }
    return artSets.of.get(id);
  }
  function wantArt(ids) {
    if (!window.carcassonneReady) {
      artWaiting = artWaiting.concat(ids);
      return;
    }
    for (const wanted of ids) {
      try {
        // "<id>@<look>|<id>": the first of the ids that has art.
        const name = typeof wanted === 'string' ? wanted.split('|').map(artSet).find(Boolean) : undefined;
        if (name === undefined || artAsked.has(name)) continue;
        artAsked.add(name);
        drawSet(name);
      } catch (e) {
        console.warn('carcassonne: no tile art (' + e.message + '), tiles are painted');
      }
    }
    if (artDrawing === 0) window.carcassonneArtReady = true;
  }
  function drawSet(name) {
    const tiles = artSets.tiles.get(name);
    const cols = Math.min(10, tiles.length), rows = Math.ceil(tiles.length / cols);
    const width = cols * CELL, height = rows * CELL;
    const asked = artAsked;  // the art lost meanwhile: what comes is dropped and asked for again
    window.carcassonneArtReady = false;
    artDrawing++;
    // Started in a promise, so that whatever throws still ends in the `finally` below.
    Promise.resolve()
      .then(function () {
        return sharedArt(JSON.stringify([CELL, tiles]), function () { return drawAtlas(tiles, cols, width, height); });
      })
      .then(function (art) {
        if (asked !== artAsked) return;
        // Whatever another frame kept is read once, into the frame's own copies, and checked before
        // it reaches the app's memory (a longer array-like makes `set` throw).
        if (!art || art.width !== width || art.height !== height) throw new Error('tile art of the wrong size');
        const pixels = new Uint8Array(width * height * 4);
        pixels.set(art.pixels);
        const given = String(art.cells);
        if (given.length > 65536) throw new Error('tile art of the wrong size');
        const named = JSON.parse(given);
        for (const id of Object.keys(named))
          for (const look of artSets.standsIn.get(name) || []) named[id + '@' + look] = named[id];
        const cells = JSON.stringify(named);
        const ptr = Module._malloc(pixels.length);
        try {
          Module.HEAPU8.set(pixels, ptr);
          Module.ccall('carc_set_art', 'number', ['string', 'number', 'number', 'number', 'string'],
                       [name, ptr, width, height, cells]);
        } finally {
          Module._free(ptr);
        }
      })
      .catch(function (e) { console.warn('carcassonne: no tile art (' + e.message + '), tiles are painted'); })
      .finally(function () {
        if (--artDrawing === 0) window.carcassonneArtReady = true;
      });
  }
  // The first frame is on screen: the sets asked for until now are drawn.
  function loadArt() {
    wantArt(artWaiting.splice(0));
  }

  // Every tile's SVG drawn into one atlas: its pixels and each tile's cell in it (JSON).
  function drawAtlas(tiles, cols, width, height) {
    const atlas = document.createElement('canvas');
    atlas.width = width;
    atlas.height = height;
    // Read back once, whole: a canvas kept in memory (not on the GPU) draws the SVGs and hands over
    // its pixels in about a fifth of the time where the GPU is emulated in software (measured in
    // docs/PERFORMANCE.md), and the atlas never needs to be on the GPU as a canvas.
    const ctx = atlas.getContext('2d', { willReadFrequently: true });
    const cells = {};
    // Each folder's SVGs come in one request, its art.json (tools/bundle_art.py); a folder without
    // one (a page served straight from assets/) falls back on the SVG files themselves.
    const bundles = {};
    function bundle(folder) {
      if (!bundles[folder]) {
        bundles[folder] = fetch('assets/tiles/' + folder + 'art.json')
          .then(function (r) { return r.ok ? r.json() : {}; }).catch(function () { return {}; });
      }
      return bundles[folder];
    }
    function source(art) {
      const cut = art.lastIndexOf('/') + 1;
      return bundle(art.slice(0, cut)).then(function (files) {
        const svg = files[art.slice(cut)];
        return typeof svg === 'string' ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
                                       : 'assets/tiles/' + art;
      });
    }
    return Promise.all(tiles.map(function (t, i) {
      const img = new Image();
      return source(t.art).then(function (src) {
        img.src = src;
        return img.decode().finally(function () { if (src.startsWith('blob:')) URL.revokeObjectURL(src); });
      }).then(function () {
        const x = (i % cols) * CELL, y = Math.floor(i / cols) * CELL;
        ctx.drawImage(img, x, y, CELL, CELL);
        cells[t.id] = [x / width, y / height, (x + CELL) / width, (y + CELL) / height];
      }, function () { console.warn('carcassonne: no art for ' + t.id + ', painting it from its manifest'); });
    })).then(function () {
      return { width: width, height: height, pixels: ctx.getImageData(0, 0, width, height).data,
               cells: JSON.stringify(cells) };
    });
  }

  // Frames of one page from this origin (a rules page with several demos) draw the tile art once:
  // the first keeps its atlas on the topmost window of the origin, the others take it from there
  // (each SVG costs the page's one main thread a few milliseconds, 119 of them for every demo). A
  // page of its own keeps nothing. What is kept is made of that window's own objects, so a frame
  // taken off the page is not held in memory by it.
  function sharedArt(key, draw) {
    let host = null;
    for (let w = window; w.parent !== w;) {
      try {
        w = w.parent;
        if (!w.document) break;  // another origin: reading it throws
        host = w;
      } catch (e) {
        break;
      }
    }
    if (!host) return draw();
    let kept;
    try {
      kept = host.carcassonneTileArt || (host.carcassonneTileArt = new host.Map());
      // Kept by another frame, or being drawn by one: taken, and drawn here after all if that
      // frame gave up (it failed, or it left the page before it was done).
      if (kept.has(key)) return kept.get(key).catch(function () { return draw(); });
    } catch (e) {
      return draw();
    }
    let settle = null;
    const made = new host.Promise(function (resolve, reject) { settle = { resolve: resolve, reject: reject }; });
    const giveUp = function () {
      if (!settle) return;
      if (kept.get(key) === made) kept.delete(key);
      settle.reject(new host.Error('the frame drawing the tile art left'));
      settle = null;
    };
    made.catch(function () {});  // a frame that gave up with nobody waiting is no error of the page
    window.addEventListener('pagehide', giveUp);
    kept.set(key, made);
    return draw().then(function (art) {
      try {
        const own = new host.Object();
        own.width = art.width;
        own.height = art.height;
        own.pixels = new host.Uint8Array(art.pixels);
        own.cells = art.cells;
        if (settle) settle.resolve(own);
        settle = null;
      } catch (e) {
        giveUp();
      }
      window.removeEventListener('pagehide', giveUp);
      return art;
    }, function (e) {
      giveUp();
      window.removeEventListener('pagehide', giveUp);
      throw e;
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

  // The shell's own words (messages, the share box) in the reader's language, from the same merged
  // tables as the app's: say(english, values...) fills {0}, {1}... A language's tables are loaded once.
  const tables = {};
  const loadingTables = {};
  let language = 'en';
  function say(english) {
    const args = arguments;
    const table = tables[language] || {};
    const pattern = typeof table[english] === 'string' ? table[english] : english;
    return pattern.replace(/\{(\d)\}/g, function (m, i) { return args[+i + 1] === undefined ? m : String(args[+i + 1]); });
  }
  function tablesOf(lang) {
    if (lang === 'en' || tables[lang]) return Promise.resolve(tables[lang] || {});
    if (!loadingTables[lang]) {
      loadingTables[lang] = loadStrings(lang).then(function (strings) { tables[lang] = strings; return strings; },
        function (e) { delete loadingTables[lang]; throw e; });
    }
    return loadingTables[lang];
  }

  // setLanguage (page API and postMessage) switches the whole interface: the scenario's texts and
  // every UI string. A language whose tables are not loaded yet is loaded first: the call then
  // answers a Promise, and postMessage answers once the switch is done.
  const api = window.carcassonne;
  const setLanguageNow = api.setLanguage;
  let languageAsked = 0;
  api.setLanguage = function (lang) {
    if (lang && typeof lang === 'object') {  // {lang, strings}: tables given by the caller
      ++languageAsked;
      const result = setLanguageNow(lang);
      language = lang.lang;
      tables[lang.lang] = tables[lang.lang] || lang.strings;
      return result;
    }
    if (!isLanguage(String(lang))) throw new Error('language: ' + codesInWords());
    const asked = ++languageAsked;
    const apply = function () {
      if (asked !== languageAsked) return true;  // a later call decides
      const result = setLanguageNow(lang === 'en' ? 'en' : { lang: lang, strings: tables[lang] });
      language = lang;
      return result;
    };
    return lang === 'en' || tables[lang] ? apply() : tablesOf(lang).then(apply);
  };

  // A problem with a scenario, in words: the English phrase and its values, said in the reader's
  // language when shown.
  function problem(english) {
    const e = new Error(english);
    e.words = Array.prototype.slice.call(arguments);
    return e;
  }
  function words(e) {
    if (e && e.words) return say.apply(null, e.words);
    // A move the engine refused, as data (page_api.js): the engine numbers moves from 0, people
    // count them as the steps do, from 1; its words in the reader's language.
    const r = e && e.refusal;
    if (r && typeof r.move === 'number' && typeof r.phrase === 'string') {
      const why = say.apply(null, [r.phrase].concat(Array.isArray(r.values) ? r.values : []));
      return say('move {0} cannot be played: {1}', r.move + 1, (r.path ? r.path + ': ' : '') + why);
    }
    return String(e && e.message ? e.message : e);
  }
  // Where JSON.parse stopped, as [line, column] of the text (when the browser says), or null.
  function jsonPlace(text, error) {
    const at = String(error && error.message).match(/position (\d+)/);
    if (!at) return null;
    const before = text.slice(0, Number(at[1])).split('\n');
    return [before.length, before[before.length - 1].length + 1];
  }

  // A scenario file by URL: its JSON, or a problem that says what went wrong: not there (404),
  // another HTTP answer, too large, too slow, not UTF-8, not JSON, or a file on another host that
  // does not allow this page to read it (CORS), which the browser reports only as "Failed to fetch".
  // The limits hold whatever the server says or does: the body is counted as it streams in and the
  // whole download (headers and body) has SCENARIO_SECONDS; past either it is abandoned.
  const SCENARIO_SECONDS = 15;
  function fetchScenario(url) {
    let where;
    try { where = new URL(url, location.href); } catch (e) { return Promise.reject(problem('the address {0} is not valid.', url)); }
    const download = new AbortController();
    let late = false;
    const stopClock = readingClock(SCENARIO_SECONDS, function () { late = true; download.abort(); });
    return fetch(where.href, { signal: download.signal }).then(function (r) {
      if (r.status === 404) throw problem('the file {0} was not found (HTTP 404).', url);
      if (!r.ok) throw problem('the server answered HTTP {1} for the file {0}.', url, r.status);
      return readCapped(r, download, url);
    }, function () {
      if (late) throw problem('the file {0} did not arrive within 15 seconds.', url);
      return unreachable(url, where, download.signal);
    }).then(function (bytes) {
      return parseScenario(scenarioText(bytes, url), url);
    }).catch(function (e) {
      if (late) throw problem('the file {0} did not arrive within 15 seconds.', url);
      throw e;
    }).finally(function () {
      stopClock();
      download.abort();  // whatever is still coming (an error page's body, the rest of a stream) is dropped
    });
  }
  // The download's time limit, counted in the time the page was free to read it: the clock ticks every
  // quarter second and a tick that comes late counts as one tick. A page busy elsewhere (eight demos
  // compiling their WebAssembly at once, a slow phone) would otherwise abandon a file that had long
  // arrived; a server that really trickles or stays silent still runs out of time. Returns stop().
  function readingClock(seconds, onLate) {
    const TICK = 250;
    let left = Math.ceil(seconds * 1000 / TICK);
    let timer = setTimeout(function tick() {
      if (--left <= 0) onLate(); else timer = setTimeout(tick, TICK);
    }, TICK);
    return function () { clearTimeout(timer); };
  }
  // Why a fetch failed: the host is not there, or (another host, reachable without reading it,
  // no-cors) the host does not allow this page to read the file.
  function unreachable(url, where, signal) {
    if (where.origin === location.origin || !/^https?:$/.test(where.protocol)) throw problem('the host {0} could not be reached.', where.host || url);
    return fetch(where.href, { mode: 'no-cors', credentials: 'omit', signal: signal }).then(function () {
      throw problem('the file {0} is on another host, {1}, which does not let this page read it. The host {1} must allow it (CORS: the header Access-Control-Allow-Origin).', url, where.host);
    }, function () { throw problem('the host {0} could not be reached.', where.host); });
  }
  // A response's body as bytes, counted as they arrive (after the browser has undone gzip or br):
  // past MAX_SCENARIO the reader is cancelled and the download aborted, so a stream that never
  // ends or a small file that inflates to gigabytes costs no more than MAX_SCENARIO.
  function readCapped(r, download, url) {
    const tooLarge = function () { return problem('the file {0} is larger than 1 MB.', url); };
    if ((Number(r.headers.get('Content-Length')) || 0) > MAX_SCENARIO) throw tooLarge();
    if (!r.body) return new Uint8Array(0);
    const reader = r.body.getReader();
    const chunks = [];
    let got = 0;
    const next = function () {
      return reader.read().then(function (step) {
        if (step.done) return joined(chunks, got);
        got += step.value.length;
        if (got > MAX_SCENARIO) {
          reader.cancel().catch(function () { /* already failed: nothing more to stop */ });
          download.abort();
          throw tooLarge();
        }
        chunks.push(step.value);
        return next();
      });
    };
    return next();
  }
  // The bytes as text: UTF-8 only (a file in another encoding would show as garbage).
  function scenarioText(bytes, url) {
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (e) {
      throw problem('the file {0} is not UTF-8 text.', url);
    }
  }
  function parseScenario(text, url) {
    try { return JSON.parse(text); } catch (e) {
      const at = jsonPlace(text, e);
      throw at ? problem('the file {0} is not valid JSON (line {1}, column {2}).', url, at[0], at[1])
        : problem('the file {0} is not valid JSON.', url);
    }
  }
  // Chunks of a download in one buffer.
  function joined(chunks, length) {
    const out = new Uint8Array(length);
    let at = 0;
    for (const c of chunks) { out.set(c, at); at += c.length; }
    return out;
  }
  function decodeLink(hash) {
    // base64url: 4 characters for 3 bytes, so a link decodes to at most MAX_SCENARIO bytes.
    if (hash.length > Math.ceil(MAX_SCENARIO / 3) * 4) throw problem('the shared link is too large.');
    let text;
    try { text = base64urlDecode(hash); } catch (e) { throw problem('the shared link is damaged (not base64url).'); }
    try { return JSON.parse(text); } catch (e) {
      const at = jsonPlace(text, e);
      throw at ? problem('the shared link is not valid JSON (line {0}, column {1}).', at[0], at[1])
        : problem('the shared link is not valid JSON.');
    }
  }

  // A scenario that could not be loaded. Embedded on a page, only the error is shown, in the place
  // of the demo (no game runs behind it); on the game's own page, a notice over the game.
  function loadFailed(text) {
    if (new URLSearchParams(location.search).get('embed') === '1') {
      try { api.clear(); } catch (e) { /* not loaded: nothing runs */ }
      loader.style.display = 'flex';
      loader.classList.add('failed');
      message.textContent = text;
      console.warn('carcassonne: ' + text);
    } else {
      notice(text);
    }
  }

  // The game in progress is kept in this browser (localStorage) after every change, so a reload
  // resumes it: a saved game with its seats (docs/formats.md §2). Embedded pages never keep or read it.
  const KEPT = 'carcassonne.game';
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  function shellCall(name, arg) {  // calls for the shell only, not part of window.carcassonne
    const reply = JSON.parse(Module.ccall('carc_call', 'string', ['string'], [JSON.stringify({ call: name, arg: arg })]));
    if (!reply.ok) throw new Error(reply.error);
    return reply.result;
  }
  // The editor (?edit=1, not in embeds): its draft is kept here after every change, and the
  // address says the editor is open so a reload comes back to the draft.
  const DRAFT = 'carcassonne.editor';
  const editing = !embedded && new URLSearchParams(location.search).get('edit') === '1';
  function keepDraft(text) {
    if (embedded) return;
    try { localStorage.setItem(DRAFT, text); } catch (e) { /* storage full or refused: the editor goes on */ }
  }
  function keptDraft() {
    try {
      const text = localStorage.getItem(DRAFT);
      return text === null ? null : JSON.parse(text);
    } catch (e) { return null; }
  }
  function markEditing(on) {
    const params = new URLSearchParams(location.search);
    if (on) {
      if (params.get('edit') === '1' && !params.has('scenario') && !location.hash) return;
      params.set('edit', '1');
      params.delete('scenario');  // from now on the kept draft is what a reload shows
    } else {
      if (!params.has('edit')) return;
      params.delete('edit');
      params.delete('scenario');
    }
    const rest = params.toString();
    history.replaceState(null, '', location.pathname + (rest ? '?' + rest : ''));
  }
  function keep(text) {
    if (embedded) return;
    try { localStorage.setItem(KEPT, text); } catch (e) { /* storage full or refused: the game goes on */ }
  }
  // The language the page opens in (docs/formats.md §4): ?lang= when it names one of ours; on the game's
  // own page, else the reader's choice from the picker (remembered here) or the browser's language
  // (navigator.languages, the first whose primary subtag is ours: "nl-BE" is nl); else English.
  // An embed follows ?lang= only: the page around it says which language it is in.
  const CHOSEN_LANGUAGE = 'carcassonne.language';
  function startLanguage() {
    const asked = new URLSearchParams(location.search).get('lang');
    if (asked) return asked;  // an unknown code is told in a notice, and English shown
    if (embedded) return 'en';
    try {
      const kept = localStorage.getItem(CHOSEN_LANGUAGE);
      if (kept && isLanguage(kept)) return kept;
    } catch (e) { /* no storage: the browser's language decides */ }
    const browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (const tag of browser) {
      const primary = String(tag).toLowerCase().split('-')[0];
      if (isLanguage(primary)) return primary;
    }
    return 'en';
  }
  // The picker's choice (language_picker.cpp): the interface switches, the choice is remembered
  // for the next visit, and an address with ?lang= is changed to say it (a reload keeps it).
  function chooseLanguage(code) {
    if (!isLanguage(code)) return;
    try { localStorage.setItem(CHOSEN_LANGUAGE, code); } catch (e) { /* not remembered */ }
    const params = new URLSearchParams(location.search);
    if (params.has('lang')) {
      params.set('lang', code);
      history.replaceState(null, '', location.pathname + '?' + params.toString() + location.hash);
    }
    Promise.resolve(api.setLanguage(code)).catch(function () {
      notice('The ' + code + ' translation could not be loaded; showing English.');
    });
  }
  // A saved game with its seats is a game to play on; anything else is a scenario to step through.
  const isGameInProgress = (json) => !!json && typeof json === 'object' && Array.isArray(json.seats);
  // The kept game, if any, back on the page. Unreadable data is dropped with a notice in words.
  function resumeKept() {
    let text = null;
    try { text = localStorage.getItem(KEPT); } catch (e) { return; }
    if (text === null) return;
    try {
      const saved = JSON.parse(text);
      if (!isGameInProgress(saved)) throw new Error('not a game in progress');
      api.loadScenario(saved);
    } catch (e) {
      try { localStorage.removeItem(KEPT); } catch (e2) { /* nothing to drop */ }
      console.warn('carcassonne: the kept game could not be restored: ' + String(e && e.message ? e.message : e));
      const show = function () { notice(say('The game kept in this browser could not be restored, so a new game has started.')); };
      // The notice in the page's language once its tables are there.
      const lang = startLanguage();
      if (lang !== 'en' && isLanguage(lang)) tablesOf(lang).then(show, show); else show();
    }
  }
  // A game opened from a link becomes the game in progress: kept at once, and the link taken out
  // of the address, so a reload resumes the game as it is now rather than as the link had it.
  // A game from a link may take the place of the game kept in this browser: asked first when there is
  // one and it is another game.
  function replacingAllowed(json) {
    let kept = null;
    try { kept = localStorage.getItem(KEPT); } catch (e) { return true; }
    if (kept === null) return true;
    try { if (JSON.stringify(JSON.parse(kept)) === JSON.stringify(json)) return true; } catch (e) { return true; }
    return window.confirm(say('This link opens a game in progress. It takes the place of the game kept in this browser, which is then lost. Open it?'));
  }
  function openGameLink(json) {
    api.loadScenario(json);
    const params = new URLSearchParams(location.search);
    params.delete('scenario');
    const rest = params.toString();
    history.replaceState(null, '', location.pathname + (rest ? '?' + rest : ''));
    return true;
  }

  // ?scenario=<url>, #s=<base64url>, &embed=1, &lang=<a code of languages.json> (docs/formats.md §4). Returns a Promise
  // settled once the scenario is shown (or its error) in the language asked, or null when the
  // link asks for no scenario.
  function loadFromUrl() {
    const params = new URLSearchParams(location.search);
    const lang = startLanguage();
    let strings = Promise.resolve();
    if (lang && lang !== 'en') {
      if (!isLanguage(lang)) notice('Language: ' + codesInWords());
      else {
        setLanguageNow(lang);  // the scenario's texts at once; the UI strings when their files arrive
        strings = Promise.resolve(api.setLanguage(lang)).catch(function () {
          notice('The ' + lang + ' translation could not be loaded; showing English.');
        });
      }
    }
    if (params.get('embed') === '1') api.setEmbed(true);
    const hash = location.hash.startsWith('#s=') ? location.hash.slice(3) : '';
    let scenario = null;
    if (hash) scenario = new Promise(function (resolve) { resolve(decodeLink(hash)); });
    else if (params.get('scenario')) scenario = fetchScenario(params.get('scenario'));
    if (!scenario) return null;
    const shown = scenario.then(function (json) {
      // ?edit=1: the scenario opens in the editor, to be changed.
      if (editing) {
        shellCall('editorOpen', json);
        return false;
      }
      // On the game's own page a game in progress opens as that game; embedded, or with ?demo=1 (the
      // wiki's link to a demo it does not show), every link is a demo, never kept. A game from a link
      // replaces the one kept in this browser only if the reader says so (issue 45); otherwise it is
      // shown as a demo and the kept game stays as it was.
      const asDemo = embedded || params.get('demo') === '1';
      if (!asDemo && isGameInProgress(json) && replacingAllowed(json)) return openGameLink(json);
      api.loadDemo(json);
      return false;
    }).then(function (game) { return { game: game }; }, function (e) { return { error: e }; });
    return Promise.all([strings, shown]).then(function (done) {
      if (done[1].error) loadFailed(say('The scenario could not be loaded: {0}', words(done[1].error)));
      return done[1];
    });
  }

  // Online tables (web/online.js, docs/formats.md §5): loaded only when an online call or link is used, so
  // a page served with no game server never asks for it nor for colyseus.js.
  let onlineLoading = null;
  function framed() {
    try { return window.self !== window.top; } catch (e) { return true; }  // a cross-origin top throws
  }
  function onlineModule() {
    if (!onlineLoading) {
      onlineLoading = new Promise(function (resolve, reject) {
        const s = document.createElement('script');
        s.src = 'online.js';
        s.onload = function () { resolve(window.carcassonneOnline); };
        s.onerror = function () { onlineLoading = null; reject(new Error(say('Online tables need the network, and the game server could not be reached.'))); };
        document.head.appendChild(s);
      });
    }
    return onlineLoading;
  }
  const viaOnline = (name) => function () {
    const args = arguments;
    return onlineModule().then(function (o) { return o[name].apply(null, args); });
  };
  api.hostTable = viaOnline('hostTable');
  api.joinTable = viaOnline('joinTable');
  api.startTable = viaOnline('startTable');
  api.online = function () { return window.carcassonneOnline ? window.carcassonneOnline.online() : null; };
  // play on an online table answers a Promise (the server judges); a local game's stays as it was.
  const playHere = api.play;
  api.play = function (move) {
    return api.online() ? window.carcassonneOnline.play(move) : playHere(move);
  };
  // #table=<id>: the seat kept in this browser is taken back at once; else the app asks for a name.
  // #code=<ABCD-EFGH>: the table that short code names, the same way. ?watch=<id>: the table looked at only.
  // In a frame (any page around it, even one of this site) the links are ignored: the seat kept in
  // this browser, its secret and the reader's table are the reader's own tab's, never a framing
  // page's to take (issue 45: a same-site frame joined the reader's seat and played as them).
  function openOnlineLink() {
    const table = location.hash.match(/^#table=([A-Za-z0-9_-]{16,64})$/);
    const code = location.hash.match(/^#code=([0-9A-Za-z-]{1,16})$/);
    const watch = new URLSearchParams(location.search).get('watch');
    if (!table && !code && !watch) return false;
    if (framed()) {
      notice(say('Online tables open only in a tab of their own, not inside another page.'));
      return false;
    }
    onlineModule().then(function (o) {
      if (watch) return o.watchTable(watch);
      if (code) return o.openCode(code[1]);
      const mine = o.kept(table[1]);
      if (mine && mine.secret) return o.joinTable(table[1], { name: mine.name || '' });
      return o.endedOrAsk(table[1]);  // a finished table is watched, else the name is asked
    }).catch(function (e) { notice(String(e && e.message ? e.message : e)); });
    return true;
  }

  window.carcassonneShell = {
    say: say,
    notice: notice,
    // The online windows' buttons (online_window.cpp, the New game dialog's Play online).
    online: function (r) {
      onlineModule().then(function (o) { return o.request(r); })
        .catch(function (e) { notice(String(e && e.message ? e.message : e)); });
    },
    fail: fail,
    // The WebGL context came back after a loss: its textures are gone, so the art is made again as
    // the app asks for it anew.
    reloadArt: function () {
      artAsked = new Set();
      window.carcassonneArtReady = false;  // until the next frame has said what it shows (wantArt)
    },
    wantArt: function (json) {
      try { wantArt(JSON.parse(json)); } catch (e) { console.warn('carcassonne: ' + e.message); }
    },
    ready: function () {
      window.carcassonneReadyAt = performance.now();  // the first frame is on screen
      window.carcassonneReady = true;
      window.dispatchEvent(new Event('carcassonne-ready'));  // web/offline.js waits for it
      loadArt();
      let pending = null;
      try { pending = loadFromUrl(); } catch (e) { notice(String(e.message || e)); }
      openOnlineLink();
      // Keeping the game in progress starts once it is clear what the page shows: the kept game
      // (no link), a game from a link (kept at once), or a scenario (never kept; the kept game
      // stays as it was).
      if (!embedded) {
        const draft = keptDraft();
        if (draft) shellCall('editorKept', draft);
        if (!pending) {
          resumeKept();
          shellCall('keepInBrowser', { now: false });
          // ?tutorial=1: the base game's tutorial (built into the app) over the kept game, which
          // comes back when the tutorial is left.
          if (!editing && new URLSearchParams(location.search).get('tutorial') === '1') {
            try { api.tutorial(); } catch (e) { notice(String(e.message || e)); }
          }
          if (editing) {
            try { shellCall('editorOpen', null); } catch (e) { notice(String(e.message || e)); }
          }
        } else {
          pending.then(function (done) { shellCall('keepInBrowser', { now: !!(done && done.game) }); });
        }
      }
      // Embedded, the loading screen stays until the demo is there (or its error is shown instead).
      const hide = function () { if (!loader.classList.contains('failed')) loader.style.display = 'none'; };
      if (pending && new URLSearchParams(location.search).get('embed') === '1') pending.then(hide, hide);
      else hide();
      window.carcassonneParent.tell('ready');  // to the pinned page only (page_api.js)
    },
    // The game in progress, after every change (keep_game.cpp).
    keep: keep,
    // The editor's draft after every change, and whether the editor is open (editor.cpp).
    keepDraft: keepDraft,
    editing: markEditing,
    // The language picker's choice.
    chooseLanguage: chooseLanguage,
    // The editor's "Open a file": a scenario file from this computer, opened in the editor.
    openFile: function () {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = '.json,application/json';
      input.onchange = function () {
        const file = input.files && input.files[0];
        if (!file) return;
        if (file.size > MAX_SCENARIO) { notice(say('The scenario could not be loaded: {0}', say('the file {0} is larger than 1 MB.', file.name))); return; }
        // Read as a download is: UTF-8 only, the same words for the same mistakes.
        file.arrayBuffer().then(function (buffer) {
          shellCall('editorOpen', parseScenario(scenarioText(new Uint8Array(buffer), file.name), file.name));
        }).catch(function (e) { notice(say('The scenario could not be loaded: {0}', words(e))); });
      };
      input.click();
    },
    // "Share": a #s= link (copied when the browser allows) and the file to download. A game in
    // progress is shared as the saved game with its seats (it opens as that game), anything else
    // as the position shown (it opens as a scenario).
    share: function (text, game) {
      const link = location.origin + location.pathname + '#s=' + base64urlEncode(text);
      window.carcassonneLastShare = link;
      const copied = !!navigator.clipboard;
      const box = notice(game ? (copied ? say('Link to this game (copied):') : say('Link to this game:'))
        : (copied ? say('Link to this position (copied):') : say('Link to this position:')), link);
      if (navigator.clipboard) navigator.clipboard.writeText(link).catch(function () {});
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      a.download = game ? 'carcassonne-game.json' : 'carcassonne-position.json';
      a.textContent = game ? say('Download the saved game') : say('Download the scenario file');
      box.appendChild(document.createElement('br'));
      box.appendChild(a);
    },
  };
  window.addEventListener('error', function (e) { fail(String(e.message || e)); });
  // A click or tap on the board gives it the keyboard at once (SDL's mouse handlers stop the
  // browser from focusing the canvas itself), so R, Enter, N and Esc work right after a click.
  const canvasElement = document.getElementById('canvas');
  canvasElement.addEventListener('pointerdown', function () {
    if (document.activeElement !== canvasElement) canvasElement.focus({ preventScroll: true });
  });
  // A right click turns the tile in hand: the browser's own menu would cover the board.
  canvasElement.addEventListener('contextmenu', function (e) { e.preventDefault(); });

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

  const fetchLanguages = fetch('languages.json').then(function (r) {
    if (!r.ok) throw new Error('the list of languages languages.json: HTTP ' + r.status);
    return r.json();
  }).then(function (list) {
    if (!Array.isArray(list) || !list.every(function (l) { return l && /^[a-z]{2}$/.test(l.code); }))
      throw new Error('the list of languages languages.json is not a list of languages');
    LANGUAGES = list;
    window.carcassonneLanguages = list;  // for editor_publish.js
  });

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
})();
