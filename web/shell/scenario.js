// Scenarios from outside: a download within its limits (1 MB, 15 s, UTF-8 JSON), a #s= link, each failure in words.
// #s= links: a scenario or saved game as base64url (also the Share's encoder for editor_publish.js).
import { api } from './page.js';
import { loader, message, notice } from './progress.js';
import { say } from './languages.js';
export const MAX_SCENARIO = 1 << 20;
export function base64urlEncode(text) {
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

// A problem with a scenario, in words: the English phrase and its values, said in the reader's
// language when shown.
function problem(english) {
  const e = new Error(english);
  e.words = Array.prototype.slice.call(arguments);
  return e;
}
export function words(e) {
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
export function fetchScenario(url) {
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
export function scenarioText(bytes, url) {
  try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (e) {
    throw problem('the file {0} is not UTF-8 text.', url);
  }
}
export function parseScenario(text, url) {
  try { return JSON.parse(text); } catch (e) {
    const at = jsonPlace(text, e);
    throw at ? problem('the file {0} is not valid JSON (line {1}, column {2}).', url, at[0], at[1])
      : problem('the file {0} is not valid JSON.', url);
  }
}
// Chunks of a download in one buffer.
export function joined(chunks, length) {
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}
export function decodeLink(hash) {
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
export function loadFailed(text) {
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
