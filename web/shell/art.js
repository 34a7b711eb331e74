// Tile art: the sets' SVGs drawn into atlases for the app, once for all the frames of one page.
// Tile art: after the first frame, the SVGs of the sets whose tiles the board shows are drawn into
// one atlas a set and handed to the app; until then (and for tiles without art) tiles are painted
// from their manifests. The app asks for the ids it painted without art (carcassonneShell.wantArt),
// so a base game draws its 24 tiles, not the 119 of every set and look.
// A set's "variants" (other looks of its art, in a folder of the look's name) come in as
// "<id>@<look>", used in games whose core deck has that look: "<set>@<look>" is a set of its own here.
// window.carcassonneArtReady: every set asked for so far is drawn and handed over.
import { INDEX, manifests } from './sets.js';
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
// The WebGL context was lost: every set is drawn anew as the app asks for it again.
export function forgetArt() {
  artAsked = new Set();
}
export function wantArt(ids) {
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
export function loadArt() {
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
