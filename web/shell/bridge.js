// window.carcassonneShell, the app's calls to the page; at the first frame, what the address asks is opened.
// ?scenario=<url>, #s=<base64url>, &embed=1, &lang=<a code of languages.json> (docs/formats.md §4). Returns a Promise
// settled once the scenario is shown (or its error) in the language asked, or null when the
// link asks for no scenario.
import { api, editing, embedded, shellCall } from './page.js';
import { fail, loader, notice } from './progress.js';
import { chooseLanguage, codesInWords, isLanguage, say, setLanguageNow, startLanguage } from './languages.js';
import { forgetArt, loadArt, wantArt } from './art.js';
import { MAX_SCENARIO, base64urlEncode, decodeLink, fetchScenario, loadFailed, parseScenario, scenarioText, words } from './scenario.js';
import { isGameInProgress, keep, keepDraft, keptDraft, markEditing, openGameLink, replacingAllowed, resumeKept } from './keep.js';
import { onlineModule, openOnlineLink } from './online_loader.js';
import { wordsChanged } from './mirror.js';
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

window.carcassonneShell = {
  say: say,
  notice: notice,
  // The online windows' buttons (online_window.cpp, the New game dialog's Play online).
  online: function (r) {
    onlineModule().then(function (o) { return o.request(r); })
      .catch(function (e) { notice(String(e && e.message ? e.message : e)); });
  },
  fail: fail,
  // After a frame whose words may say something new (app.cpp): the mirror of the game in words.
  wordsChanged: wordsChanged,
  // The WebGL context came back after a loss: its textures are gone, so the art is made again as
  // the app asks for it anew.
  reloadArt: function () {
    forgetArt();
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
