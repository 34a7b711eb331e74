// Keeping: the game in progress and the editor's draft in this browser (localStorage), the kept game back on a reload.
// The game in progress is kept after every change, so a reload resumes it: a saved game with its
// seats (docs/formats.md §2). Embedded pages never keep or read it.
import { api, embedded } from './page.js';
import { notice } from './progress.js';
import { isLanguage, say, startLanguage, tablesOf } from './languages.js';
const KEPT = 'carcassonne.game';
// The editor's draft is kept here after every change.
const DRAFT = 'carcassonne.editor';
export function keepDraft(text) {
  if (embedded) return;
  try { localStorage.setItem(DRAFT, text); } catch (e) { /* storage full or refused: the editor goes on */ }
}
export function keptDraft() {
  try {
    const text = localStorage.getItem(DRAFT);
    return text === null ? null : JSON.parse(text);
  } catch (e) { return null; }
}
export function markEditing(on) {
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
export function keep(text) {
  if (embedded) return;
  try { localStorage.setItem(KEPT, text); } catch (e) { /* storage full or refused: the game goes on */ }
}

// A saved game with its seats is a game to play on; anything else is a scenario to step through.
export const isGameInProgress = (json) => !!json && typeof json === 'object' && Array.isArray(json.seats);
// The kept game, if any, back on the page. Unreadable data is dropped with a notice in words.
export function resumeKept() {
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
export function replacingAllowed(json) {
  let kept = null;
  try { kept = localStorage.getItem(KEPT); } catch (e) { return true; }
  if (kept === null) return true;
  try { if (JSON.stringify(JSON.parse(kept)) === JSON.stringify(json)) return true; } catch (e) { return true; }
  return window.confirm(say('This link opens a game in progress. It takes the place of the game kept in this browser, which is then lost. Open it?'));
}
export function openGameLink(json) {
  api.loadScenario(json);
  const params = new URLSearchParams(location.search);
  params.delete('scenario');
  const rest = params.toString();
  history.replaceState(null, '', location.pathname + (rest ? '?' + rest : ''));
  return true;
}
