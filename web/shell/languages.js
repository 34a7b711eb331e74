// Languages: the list the game speaks, each language's words (say), the page's first language and the picker's choice.
// The languages the game speaks: the one list, languages.json (the app is built from it too).
import { api, embedded } from './page.js';
import { notice } from './progress.js';
import { SETS } from './sets.js';
let LANGUAGES = [];
export const isLanguage = (code) => LANGUAGES.some(function (l) { return l.code === code; });
export const codesInWords = () => LANGUAGES.map(function (l) { return l.code; }).join(', ').replace(/, ([^,]*)$/, ' or $1');

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
export function say(english) {
  const args = arguments;
  const table = tables[language] || {};
  const pattern = typeof table[english] === 'string' ? table[english] : english;
  return pattern.replace(/\{(\d)\}/g, function (m, i) { return args[+i + 1] === undefined ? m : String(args[+i + 1]); });
}
export function tablesOf(lang) {
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
export const setLanguageNow = api.setLanguage;
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

// The language the page opens in (docs/formats.md §4): ?lang= when it names one of ours; on the game's
// own page, else the reader's choice from the picker (remembered here) or the browser's language
// (navigator.languages, the first whose primary subtag is ours: "nl-BE" is nl); else English.
// An embed follows ?lang= only: the page around it says which language it is in.
const CHOSEN_LANGUAGE = 'carcassonne.language';
export function startLanguage() {
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
export function chooseLanguage(code) {
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

// The list of languages, asked for at start-up (start.js).
export function loadLanguages() {
  return fetch('languages.json').then(function (r) {
    if (!r.ok) throw new Error('the list of languages languages.json: HTTP ' + r.status);
    return r.json();
  }).then(function (list) {
    if (!Array.isArray(list) || !list.every(function (l) { return l && /^[a-z]{2}$/.test(l.code); }))
      throw new Error('the list of languages languages.json is not a list of languages');
    LANGUAGES = list;
    window.carcassonneLanguages = list;  // for editor_publish.js
  });
}
