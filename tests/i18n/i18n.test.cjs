// Every user-facing phrase has a translation in nl, fr and de with the same placeholders ({name},
// or {0}, {1}...: the multiset of them, as the app's loader checks it), so no language shows a
// half-English or broken line; no phrase holds a printf conversion (%d, %s...), since a
// translation comes from the page and is never a format. Phrases of the core (src/render/*,
// src/engine/*) live in web/i18n/<lang>.json; those of a set — its engine module
// (src/engine/expansions/<set>.*), its view (src/render/expansions/<set>.*), its title and option
// labels in the set index — in the set's own assets/i18n/<set>.json. The sets come from
// assets/tiles/index.json; the source files are found by folder, never by name.
//
// Phrases are found in the source by GNU gettext's xgettext with the project's keywords
// (tests/i18n/phrases.cjs: tr, T, count, addNote, ... and N_ for a phrase translated where it is
// shown), in the C++ of src/engine/ and src/render/ and in web/shell/*.js (say, problem: the page's
// own words, in the core's table). Error messages (InputError, a move's `why`) stay English.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { sourcePhrases } = require('./phrases.cjs');
const root = path.resolve(__dirname, '../..');
const read = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
// The languages other than English (the phrases themselves), from the one list.
const LANGUAGES = read('web/languages.json').map((l) => l.code);
const LANGS = LANGUAGES.filter((l) => l !== 'en');
const index = read('assets/tiles/index.json');
const setNames = index.sets.map((s) => s.set);

// A phrase with words, or two values joined by a colon ("{0}: {1}"): French puts a space before it.
const wordy = (s) => (/[A-Za-z]{2}/.test(s) || /^\{0\}: \{1\}$/.test(s)) && !s.startsWith('##');

// Which table a file's phrases belong to: its set's, or the core's.
function ownerOf(file) {
  const m = file.match(/^src\/(?:engine|render)\/expansions\/([a-z0-9_]+)\.(?:cpp|h)$/);
  return m && setNames.includes(m[1]) ? m[1] : null;
}

// Every phrase by the table it belongs in (null: the core's): a phrase in a set's files and in
// the core's is in both.
function collect() {
  const byOwner = new Map([[null, { phrases: new Set() }]]);
  for (const s of setNames) byOwner.set(s, { phrases: new Set() });
  for (const { phrase, files } of sourcePhrases(root)) {
    if (!wordy(phrase)) continue;
    for (const f of files) byOwner.get(ownerOf(f)).phrases.add(phrase);
  }
  for (const s of index.sets) {  // titles and option labels come from the index
    byOwner.get(s.set).phrases.add(s.title);
    if (s.summary) byOwner.get(s.set).phrases.add(s.summary);
    for (const o of s.options || []) {
      if (o.title) byOwner.get(s.set).phrases.add(o.title);
      (o.labels || []).forEach((l) => byOwner.get(s.set).phrases.add(l));
    }
  }
  return byOwner;
}

const markers = (s) => (s.match(/\{[A-Za-z0-9_]{1,32}\}/g) || []).sort().join(' ');
// A printf conversion: %d, %s, %3d, %-8.2f, %p, %n, %lld... ("50 %" or "% of" is no conversion).
const printf = /%[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn]/;
// Every shipped table: [file, language, table].
function shippedTables() {
  const out = [];
  for (const f of fs.readdirSync(path.join(root, 'web/i18n')).filter((f) => f.endsWith('.json')))
    out.push(['web/i18n/' + f, f.replace(/\.json$/, ''), read('web/i18n/' + f)]);
  for (const f of fs.readdirSync(path.join(root, 'assets/i18n')).filter((f) => f.endsWith('.json')))
    for (const [lang, table] of Object.entries(read('assets/i18n/' + f))) out.push(['assets/i18n/' + f, lang, table]);
  return out;
}
const coreTable = (lang) => read('web/i18n/' + lang + '.json');
const setTable = (set, lang) => read('assets/i18n/' + set + '.json')[lang];

test('the phrase finder finds what it should', () => {
  const all = collect();
  assert.ok(all.get(null).phrases.has('{0} scores {1}'), 'the core explanations');
  assert.ok(all.get(null).phrases.has('Not here: {0}'), 'the renderer');
  assert.ok(all.get(null).phrases.has('the file {0} was not found (HTTP 404).'), "the page's messages");
  assert.ok(all.get(null).phrases.has('Red'), 'player names that are colours');
  assert.ok(all.get(null).phrases.has('Step {step} / {steps}'), 'a phrase with named placeholders');
  assert.ok(!all.get(null).phrases.has('step') && !all.get(null).phrases.has('player'), "fill()'s value names");
  for (const s of setNames) assert.ok(all.get(s).phrases.size > 0, s + ' has phrases');
});

test('every set of the index has its strings file for nl, fr and de', () => {
  for (const s of setNames) {
    const file = 'assets/i18n/' + s + '.json';
    assert.ok(fs.existsSync(path.join(root, file)), file + ' exists');
    const all = read(file);
    for (const lang of LANGS) assert.strictEqual(typeof all[lang], 'object', file + ': ' + lang);
  }
});

for (const lang of LANGS) {
  test('every phrase has a ' + lang + ' translation, in its own table, with the same markers', () => {
    const all = collect();
    const problems = [];
    for (const [owner, { phrases }] of all) {
      const table = owner ? setTable(owner, lang) : coreTable(lang);
      const where = owner ? 'assets/i18n/' + owner + '.json' : 'web/i18n/' + lang + '.json';
      // A set may use the core's words (e.g. "tiles"); the core never uses a set's.
      const look = owner ? Object.assign({}, coreTable(lang), table) : table;
      for (const p of phrases) if (!(p in look)) problems.push(where + ': missing "' + p + '"');
      // Nothing in a table that no code uses (it would hide a phrase that moved).
      for (const k of Object.keys(table))
        if (!phrases.has(k)) problems.push(where + ': unused "' + k + '"');
      for (const [k, v] of Object.entries(table))
        if (markers(v) !== markers(k)) problems.push(where + ': markers differ in "' + k + '"');
    }
    assert.deepStrictEqual(problems, []);
  });
}

test('every translation of every shipped table has its English phrase\'s placeholders', () => {
  const problems = [];
  for (const [file, lang, table] of shippedTables())
    for (const [k, v] of Object.entries(table)) {
      if (typeof v !== 'string') problems.push(file + ' ' + lang + ': "' + k + '" is not a string');
      else if (markers(v) !== markers(k))
        problems.push(file + ' ' + lang + ': "' + k + '" has ' + (markers(v) || 'none') + ' for ' + (markers(k) || 'none'));
    }
  assert.deepStrictEqual(problems, []);
});

// French sets a non-breaking space before : ; ? and ! (a plain space would let the sign start a line).
// The demo index's French titles are held to the same.
const frenchSpacing = /(^|[^\u00a0])[:;?!](?![/\w])/;
test('French puts a non-breaking space before : ; ? and !, in every table and demo title', () => {
  const problems = [];
  for (const [file, lang, table] of shippedTables())
    if (lang === 'fr')
      for (const v of Object.values(table)) if (frenchSpacing.test(v)) problems.push(file + ': "' + v + '"');
  for (const d of read('assets/scenarios/index.json').demos)
    if (d.title && frenchSpacing.test(d.title.fr || '')) problems.push('assets/scenarios/index.json: "' + d.title.fr + '"');
  assert.deepStrictEqual(problems, []);
  for (const bad of ['Bacs : un', 'partie ?', 'un ; deux', 'Ah!']) assert.ok(frenchSpacing.test(bad), bad);
  for (const fine of ['Bacs\u00a0: un', 'partie\u00a0?', 'https://x', '{0}\u00a0: {1}']) assert.ok(!frenchSpacing.test(fine), fine);
});

test('no phrase holds a printf conversion, in a table or in the source', () => {
  const problems = [];
  for (const [file, lang, table] of shippedTables())
    for (const [k, v] of Object.entries(table))
      for (const t of [k, v]) if (printf.test(t)) problems.push(file + ' ' + lang + ': "' + t + '"');
  for (const { phrase, files } of sourcePhrases(root)) if (printf.test(phrase)) problems.push(files[0] + ': "' + phrase + '"');
  assert.deepStrictEqual(problems, []);
});

test('the placeholder and printf checks see what they should', () => {
  for (const bad of ['%d', '%s', '%3d', '%p', '%n', 'x%d', '%08x', '%-5.2f', '%lld', '%999999999d', 'Step %d / %d'])
    assert.ok(printf.test(bad), bad);
  for (const fine of ['50 %', '50 % of it', '100%', '{0} %', 'a % b']) assert.ok(!printf.test(fine), fine);
  assert.strictEqual(markers('{b} {a} {b} { {c {x y} {{0}}'), '{0} {a} {b} {b}');
});

test('no phrase is translated twice, differently', () => {
  for (const lang of LANGS) {
    const seen = new Map(Object.entries(coreTable(lang)).map(([k, v]) => [k, ['core', v]]));
    for (const s of setNames)
      for (const [k, v] of Object.entries(setTable(s, lang))) {
        if (seen.has(k)) assert.strictEqual(v, seen.get(k)[1], lang + ': "' + k + '" in ' + s + ' and ' + seen.get(k)[0]);
        seen.set(k, [s, v]);
      }
  }
});

// The wiki extension is installed apart from the game, so it keeps a copy of the list: the same.
test('the MediaWiki extension offers the languages of web/languages.json', () => {
  const php = fs.readFileSync(path.join(root, 'integrations/mediawiki/Carcassonne/includes/DemoTag.php'), 'utf8');
  const copy = php.match(/LANGUAGES = \[([^\]]*)\]/);
  assert.ok(copy, 'DemoTag::LANGUAGES not found');
  assert.deepStrictEqual([...copy[1].matchAll(/'([a-z]+)'/g)].map((m) => m[1]), LANGUAGES);
});
