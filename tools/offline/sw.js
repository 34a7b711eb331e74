// The page's service worker: every file of one build, kept in a cache of that build's own, so the game
// opens and plays with no network after one visit. tools/offline/make_worker.cjs writes BUILD and FILES
// above this text at build time (build/web/sw.js). A new build installs beside the old one and waits;
// the page offers to reload (web/offline.js), and only then does the new build serve: a page never
// gets files of two builds.
const CACHE = 'carcassonne-' + BUILD;
const SCOPE = new URL('./', self.location).href;
const REVISION = new Map(FILES);  // path relative to the scope -> SHA-256 of its bytes (hex, 16 digits)

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

// One file of this build, fetched past the HTTP cache and checked against its revision: a server that
// already serves a newer build fails the install (the browser tries again later) instead of filling
// this build's cache with the other's files.
async function keep(cache, path) {
  const response = await fetch(new Request(SCOPE + path, { cache: 'no-store' }));
  if (!response.ok) throw new Error(path + ': HTTP ' + response.status);
  const digest = hex(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer())).slice(0, 16);
  if (digest !== REVISION.get(path)) throw new Error(path + ': not the file of build ' + BUILD);
  await cache.put(SCOPE + path, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    const missing = [];
    for (const [path] of FILES) if (!(await cache.match(SCOPE + path))) missing.push(path);
    // A few at a time: the page is loading too.
    for (let i = 0; i < missing.length; i += 6) await Promise.all(missing.slice(i, i + 6).map((p) => keep(cache, p)));
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('carcassonne-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The page's "Reload" on the new-version notice.
self.addEventListener('message', (event) => {
  if (event.data === 'activate-now') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  let path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
  if (request.mode === 'navigate' && path === '') path = 'index.html';
  // Anything not of this build (the game server's tables and API, sw.js itself) goes to the network.
  if (!REVISION.has(path)) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const hit = await checked(cache, path);
    if (hit) return hit;
    // Missing or not this build's bytes: fetched and checked again, kept if it is this build's.
    try {
      await keep(cache, path);
      return (await cache.match(SCOPE + path)) || fetch(request);
    } catch (e) {
      return fetch(request);
    }
  }));
});

// A kept file, served only if its bytes are still this build's: the cache is the origin's, so any page
// of the site could have written a script into it (issue 45); such an entry is thrown away.
async function checked(cache, path) {
  const hit = await cache.match(SCOPE + path);
  if (!hit) return null;
  const digest = hex(await crypto.subtle.digest('SHA-256', await hit.clone().arrayBuffer())).slice(0, 16);
  if (digest === REVISION.get(path)) return hit;
  await cache.delete(SCOPE + path);
  return null;
}
