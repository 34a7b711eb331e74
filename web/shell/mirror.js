// The game in words beside the canvas: what the windows say (shownTexts), kept in the page for screen readers and search engines.
// The canvas is pixels only; this part keeps a region of the page with the same words: the players,
// the turn and the tile in hand, a demo's title, step and text, the scoring log
// and the final scores, and one live region that says what just happened (a move's log lines, a
// demo's step) without moving the focus. The words are the app's own (the engine's and the windows'
// phrases, translated): no rule is decided here. It reads them only when the app says they may have
// changed (carcassonneShell.wordsChanged, after a frame), with a read-only call that draws nothing,
// so a page left alone does nothing here either.
import { api } from './page.js';

let region = null;
let live = null;
let scheduled = false;
let seenLog = null;   // the log lines already in the region
let seenDemo = null;  // the demo step already said
let seenTurn = null;  // the turn's prompt already said

function element(tag, parent, text) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = String(text);
  if (parent) parent.appendChild(e);
  return e;
}

// The region: visually hidden, after the canvas; its live part says each change once.
function ensureRegion() {
  if (region) return region;
  region = element('section');
  region.id = 'words';
  region.className = 'words';
  live = element('div');
  live.id = 'words-live';
  live.className = 'words';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  document.body.appendChild(live);
  return region;
}

// A heading and its lines (strings; anything else is left out).
function section(parent, title, lines, ordered) {
  const list = (lines || []).filter(function (l) { return typeof l === 'string' && l !== ''; });
  if (!list.length) return;
  if (title) element('h2', parent, title);
  const ul = element(ordered ? 'ol' : 'ul', parent);
  for (const line of list) element('li', ul, line);
}

// Every string in a value (the final scores' table, a hint), in order.
function stringsIn(value, out) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach(function (v) { stringsIn(v, out); });
  else if (value && typeof value === 'object') Object.keys(value).forEach(function (k) { stringsIn(value[k], out); });
  return out;
}

// What is new to say: the log's lines since the last look, and its last line again when the turn
// it tells went on (a tile placed, then a meeple: the line grows); a log that changed before its
// last line is a new game or an undo: said as it stands would be too much, so only its turn. A log
// after none (a game opened, the tutorial or the editor left): only its newest line. Then a demo's
// step, and the turn's prompt when it changed.
function news(t) {
  const said = [];
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
  const turn = Array.isArray(t.turn) && typeof t.turn[0] === 'string' ? t.turn[0] : null;
  if (turn && turn !== seenTurn) said.push(turn);
  seenTurn = turn;
  return said;
}

function update() {
  scheduled = false;
  let t;
  try { t = api.shownTexts(); } catch (e) { return; }
  if (!t || !Array.isArray(t.windows)) return;
  const r = ensureRegion();
  r.setAttribute('lang', t.language || 'en');
  live.setAttribute('lang', t.language || 'en');
  r.textContent = '';
  if (t.demo) {
    element('h1', r, t.demo.title);
    section(r, t.demo.step, [t.demo.text].concat(t.demo.chips || []));
  }
  section(r, titleOf(t, 'scoreboard'), t.scoreboard);
  section(r, titleOf(t, 'turn'), t.turn);
  section(r, titleOf(t, 'log'), (t.log || []).slice(-30), true);
  if (t.finalScores) section(r, titleOf(t, 'finalScores'), stringsIn(t.finalScores, []));
  if (t.tutorial) section(r, titleOf(t, 'tutorial'), stringsIn(t.tutorial, []));
  announce(news(t));
}

// Each thing said is a line added to the live region (a screen reader reads what is added), the
// last few kept: a bot's move and the turn that follows it are both heard, one after the other.
const KEPT_LINES = 6;
function announce(lines) {
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
