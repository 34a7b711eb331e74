// The game in words beside the canvas: what the windows say (shownTexts) and the game itself in the
// engine's words (choices), kept in the page for screen readers, keyboards and search engines.
// The canvas is pixels only (hidden from readers); this part keeps a region of the page with the same
// words: the person's move as buttons (mirror_choices.js), the players with their scores, the turn
// and the tile in hand, a demo's title, step and text, the board's tiles and figures, the scoring
// log and the final scores, and one live region that says what just happened (a move's log lines, a
// demo's step, the next turn, a click on the board refused) without moving the focus, again on
// request, short or full. The words are the app's own (the engine's and the windows' phrases,
// translated): no rule is decided here. It reads them only when the app says they may have
// changed (carcassonneShell.wordsChanged, after a frame), with a read-only call that draws nothing,
// so a page left alone does nothing here either.
import { api } from './page.js';
import { say } from './languages.js';
import { focusMove, movePart } from './mirror_choices.js';
import { setupKey, setupPart } from './mirror_setup.js';

let region = null;
let live = null;
let scheduled = false;
let seenLog = null;   // the log lines already in the region
let seenDemo = null;  // the demo step already said
let seenTurn = null;  // the turn's prompt already said
let seenRefusal = 0;  // how many of the board's refused clicks have been said (shownTexts().refusal.count)
let lastSaid = [];    // the last announcement, for "Say the last line again"
// How much the live region says: 'full' (moves, scores, each turn's prompt and tile) or 'short'
// (moves, scores and a demo's steps); kept in the browser.
const VERBOSITY_KEY = 'carcassonne.verbosity';
let verbosity = readVerbosity();
function readVerbosity() {
  try { return localStorage.getItem(VERBOSITY_KEY) === 'short' ? 'short' : 'full'; } catch (e) { return 'full'; }
}
let choicesNow = null;  // the page API's choices() as last read
let moveBuilds = 0;  // the move built anew for a turn of the tile chosen
let followMove = false;  // the focus was in the person's move: it goes to the next one
let waiting = null;  // the heading the focus waits on while the others move

function element(tag, parent, text) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = String(text);
  if (parent) parent.appendChild(e);
  return e;
}

// The region's parts, in the order read; each is built anew only when its words change, and the
// board and the log grow in place (grow), so a reader browsing them is not thrown back by a bot's move.
const PARTS = ['demo', 'demoSteps', 'online', 'move', 'scoreboard', 'turn', 'board', 'log', 'finalScores', 'tutorial', 'setup', 'again'];
const parts = {};

// The region: visually hidden, after the canvas, shown as a panel while the focus is in it (a
// keyboard's Tab reaches its buttons); its live part says each change once. Keys pressed in it are
// its own: the board's single-letter shortcuts hear them only while the board has the focus.
function ensureRegion() {
  if (region) return region;
  region = element('section');
  region.id = 'words';
  region.className = 'words';
  for (const id of PARTS) {
    parts[id] = { key: null, el: element('div', region) };
    parts[id].el.dataset.part = id;
  }
  region.addEventListener('focusin', function (e) {
    followMove = parts.move.el.contains(e.target) || (followMove && e.target === waiting);
  });
  region.addEventListener('focusout', function (e) {  // to elsewhere on the page (not a button built anew)
    if (e.relatedTarget && !region.contains(e.relatedTarget)) followMove = false;
  });
  region.addEventListener('keydown', function (e) { e.stopPropagation(); });
  region.addEventListener('keyup', function (e) { e.stopPropagation(); });
  region.addEventListener('keypress', function (e) { e.stopPropagation(); });
  live = element('div');
  live.id = 'words-live';
  live.className = 'words';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  document.body.appendChild(live);
  return region;
}

// A part built anew when its key (its words) changed.
function put(id, key, build) {
  const p = parts[id];
  if (p.key === key) return;
  p.key = key;
  p.el.textContent = '';
  build(p.el);
}

// The lines of a heading's list: strings, none empty.
function linesOf(lines) {
  return (lines || []).filter(function (l) { return typeof l === 'string' && l !== ''; });
}

// A heading and its lines (strings; anything else is left out).
function section(parent, title, lines, ordered) {
  const list = linesOf(lines);
  if (!list.length) return;
  if (title) element('h2', parent, title);
  const ul = element(ordered ? 'ol' : 'ul', parent);
  for (const line of list) element('li', ul, line);
}

// A part that is a heading and a list which grows in place (the board, the log): only the lines that
// changed are touched — new ones added, a turn's line that grew (a tile, then its meeple) rewritten in
// its own item — so a reader browsing the list stays where they are when a bot moves. Built anew
// only for a new heading (a language) or when no line stays the same (a new game).
function grow(id, title, lines, ordered) {
  const p = parts[id];
  const now = linesOf(lines);
  const list = p.el.querySelector(ordered ? 'ol' : 'ul');
  const old = p.lines || [];
  if (!list || p.key !== title || !now.length) {
    p.key = title;
    p.lines = now;
    p.el.textContent = '';
    section(p.el, title, now, ordered);
    return;
  }
  let same = 0;  // the lines kept at the start, then at the end
  while (same < old.length && same < now.length && old[same] === now[same]) ++same;
  let tail = 0;
  while (tail < old.length - same && tail < now.length - same && old[old.length - 1 - tail] === now[now.length - 1 - tail]) ++tail;
  if (same + tail === 0) {  // nothing kept: the list anew
    p.key = null;
    grow(id, title, now, ordered);
    return;
  }
  p.lines = now;
  const items = list.children;
  const gone = old.length - same - tail, added = now.length - same - tail;
  for (let i = 0; i < Math.min(gone, added); ++i) items[same + i].textContent = now[same + i];
  for (let i = added; i < gone; ++i) list.removeChild(items[same + added]);
  const before = items[same + Math.min(gone, added)] || null;
  for (let i = gone; i < added; ++i) list.insertBefore(element('li', null, now[same + i]), before);
}

// Every string in a value (the final scores' table, a hint), in order.
function stringsIn(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach(function (v) { stringsIn(v, out); });
  else if (value && typeof value === 'object') Object.keys(value).forEach(function (k) { stringsIn(value[k], out); });
  return out;
}

// What is new to say: a click on the board refused, with why; the log's lines since the last look,
// and its last line again when the turn it tells went on (a tile placed, then a meeple: the line
// grows); a log that changed before its last line is a new game or an undo: said as it stands would
// be too much, so only its turn. A log after none (a game opened, the tutorial or the editor left):
// only its newest line. Then a demo's step, and the turn's prompt when it changed.
function news(t) {
  const said = [];
  // A click or tap on the board the engine refused, with its reason: each one, the same one twice too.
  const refusal = t.refusal && typeof t.refusal.words === 'string' ? t.refusal : null;
  if (refusal) {
    if (refusal.count !== seenRefusal && refusal.words) said.push(refusal.words);
    seenRefusal = refusal.count;
  }
  const log = Array.isArray(t.log) ? t.log : [];
  if (seenLog && seenLog.length === 0) {
    if (log.length) said.push(log[log.length - 1]);
  } else if (seenLog) {
    let from = 0;
    while (from < seenLog.length && from < log.length && seenLog[from] === log[from]) ++from;
    if (from >= seenLog.length - 1) said.push.apply(said, log.slice(from));
  }
  seenLog = log;
  if (t.demo) {
    const step = [t.demo.step, t.demo.text].filter(Boolean).join('. ');
    if (step !== seenDemo) said.push(step);
    seenDemo = step;
  }
  // Full: each new turn's prompt and, for the person, the tile in hand too; short: moves, scores and steps only.
  const turn = Array.isArray(t.turn) && typeof t.turn[0] === 'string' ? t.turn.slice(0, 2).join('. ') : null;
  if (turn && turn !== seenTurn && verbosity === 'full') said.push(turn);
  seenTurn = turn;
  return said;
}

function update() {
  scheduled = false;
  let t;
  try { t = api.shownTexts(); } catch (e) { return; }
  if (!t || !Array.isArray(t.windows)) return;
  let c = null;
  try { c = t.editor ? null : api.choices(); } catch (e) { c = null; }  // no game: nothing to choose
  const r = ensureRegion();
  r.setAttribute('lang', t.language || 'en');
  live.setAttribute('lang', t.language || 'en');
  r.setAttribute('aria-label', say('The game in words'));
  put('demo', JSON.stringify(t.demo ? [t.demo.title, t.demo.step, t.demo.text, t.demo.chips] : null), function (el) {
    if (!t.demo) return;
    element('h1', el, t.demo.title);
    section(el, t.demo.step, [t.demo.text].concat(t.demo.chips || []));
  });
  // A demo's steps by keys: built once (per language), so the focus stays on the button pressed.
  const stepWords = [say('First step'), say('Previous step'), say('Next step'), say('Last step')];
  put('demoSteps', JSON.stringify(t.demo ? [say('Demo steps')].concat(stepWords) : null), function (el) {
    if (!t.demo) return;
    const group = element('div', el);
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', say('Demo steps'));
    ['start', 'back', 'forward', 'end'].forEach(function (to, i) {
      const b = element('button', group, stepWords[i]);
      b.type = 'button';
      b.addEventListener('click', function () {
        try { api.step(to); } catch (e) { announce([String(e && e.message ? e.message : e)]); }
      });
    });
  });
  document.documentElement.lang = t.language || 'en';  // the page's own words are in it too
  // An online table's window (a lobby, joining, the table's seats): its lines. While a lobby stands
  // over the page's own game, that game's move is not offered.
  const online = t.online && Array.isArray(t.online.lines) ? t.online.lines : null;
  put('online', JSON.stringify(online), function (el) { if (online) section(el, '', online); });
  choicesNow = online && online.length && !(c && c.online) ? null : c;
  buildMove(t, false);
  // Each seat's points and meeples, then the tiles left in the bag (choices().bag).
  const scores = c && Array.isArray(c.scores) && t.scoreboard ? c.scores.concat(c.bag ? [c.bag] : []) : t.scoreboard;
  put('scoreboard', JSON.stringify([titleOf(t, 'scoreboard'), scores]), function (el) { section(el, titleOf(t, 'scoreboard'), scores); });
  put('turn', JSON.stringify([titleOf(t, 'turn'), t.turn]), function (el) { section(el, titleOf(t, 'turn'), t.turn); });
  const board = c && Array.isArray(c.board) ? c.board : [];
  grow('board', say('The board'), board, false);
  // The whole log (a game's is a few hundred lines at most): a window that slid would change every line.
  grow('log', titleOf(t, 'log'), t.log || [], true);
  put('finalScores', JSON.stringify(t.finalScores || null), function (el) {
    if (t.finalScores) section(el, titleOf(t, 'finalScores'), stringsIn(t.finalScores, []));
  });
  put('tutorial', JSON.stringify(t.tutorial || null), function (el) {
    if (t.tutorial) section(el, titleOf(t, 'tutorial'), stringsIn(t.tutorial, []));
  });
  put('setup', setupKey(t), function (el) { setupPart(el, t); });  // New game and the online lobby (mirror_setup.js)
  put('again', JSON.stringify([say('Say the last line again'), say('Short announcements'), verbosity]), function (el) {
    const b = element('button', el, say('Say the last line again'));
    b.type = 'button';
    b.addEventListener('click', function () { announce(lastSaid.length ? lastSaid : [say('Nothing has been said yet.')], true); });
    // One button that says what it does: it switches between short and full announcements.
    const v = element('button', el, say('Short announcements'));
    v.type = 'button';
    v.setAttribute('aria-pressed', verbosity === 'short' ? 'true' : 'false');
    v.addEventListener('click', function () {
      verbosity = verbosity === 'short' ? 'full' : 'short';
      try { localStorage.setItem(VERBOSITY_KEY, verbosity); } catch (e) { /* kept for this page only */ }
      parts.again.key = null;
      update();
      const again = parts.again.el.querySelectorAll('button')[1];
      if (again) again.focus();
    });
  });
  // The focus was on the person's move: it goes on to the next step's first choice, and waits on the
  // turn's heading while the others move.
  if (followMove) {
    const move = parts.move.el;
    if (move.querySelector('button.choice')) {
      if (!move.contains(document.activeElement)) focusMove('');
    } else if (!region.contains(document.activeElement) || document.activeElement === document.body) {
      const h = parts.turn.el.querySelector('h2');
      if (h) { h.tabIndex = -1; waiting = h; h.focus(); }
    }
  }
  announce(news(t));
}

// The person's move, built anew when its choices change or a turn is chosen ('turn').
function buildMove(t, why) {
  const c = choicesNow;
  if (why) ++moveBuilds;
  const title = Array.isArray(t.turn) && typeof t.turn[0] === 'string' ? t.turn[0] : say('Your move');
  const phrases = [say('Turn the tile'), say('Where the tile can go'), say('Tile in hand: {0}'), say('Take back tile')];
  const key = JSON.stringify([title, c && c.you ? c : null, moveBuilds, phrases]);
  put('move', key, function (el) {
    movePart(el, c, title, function (lines) { announce(lines); },
      function (reason) { buildMove(t, reason); focusMove(reason); }, function () { followMove = true; });
  });
}

// Each thing said is a line added to the live region (a screen reader reads what is added), the
// last few kept: a bot's move and the turn that follows it are both heard, one after the other.
const KEPT_LINES = 6;
function announce(lines, again) {
  if (!lines.length) return;
  if (!again) lastSaid = lines.slice();
  for (const line of lines) element('p', live, line);
  while (live.childNodes.length > KEPT_LINES) live.removeChild(live.firstChild);
}

// The title of the window a part of the words is shown in, translated (shownTexts' titles).
function titleOf(t, part) {
  return t.titles && typeof t.titles[part] === 'string' ? t.titles[part] : '';
}

// After the frame that said so: the call into the app is not made inside its own frame.
export function wordsChanged() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(update, 0);
}
