// Every user-facing phrase has a translation in nl, fr and de with the same placeholders ({name},
// or {0}, {1}...: the multiset of them, as the app's loader checks it), so no language shows a
// half-English or broken line; no phrase holds a printf conversion (%d, %s...), since a
// translation comes from the page and is never a format. Phrases of the core (src/render/*,
// src/engine/*) live in web/i18n/<lang>.json; those of a set — its engine module
// (src/engine/expansions/<set>.*), its view (src/render/expansions/<set>.*), its title and option
// labels in the set index — in the set's own assets/i18n/<set>.json. The sets come from
// assets/tiles/index.json; the source files are found by folder, never by name.
//
// Phrases are found in the source: string literals given to tr()/T() (both arms of a ?:), to a
// helper that translates its own arguments (count(n, "one", "many")) and to addNote(), the values
// of a const char* (or array) that is then translated; and in expansion files, literals returned
// by a module's hooks (return "..."), set as a check's reason (.why = ..., with the parts around a
// variable as a pattern) or as a scoring's breakdown words (.group, .extraKeys). Error messages
// (InputError, a move's `why`) stay English. The page's own words (web/shell.js: its messages and
// the share box) are the literals given to say() and problem(), in the core's table.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const root = path.resolve(__dirname, '../..');
const read = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
// The languages other than English (the phrases themselves), from the one list.
const LANGUAGES = read('web/languages.json').map((l) => l.code);
const LANGS = LANGUAGES.filter((l) => l !== 'en');
const index = read('assets/tiles/index.json');
const setNames = index.sets.map((s) => s.set);

function filesUnder(dir) {
  const out = [];
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const p = dir + '/' + e.name;
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if (/\.(cpp|h)$/.test(e.name)) out.push(p);
  }
  return out;
}

const literals = (text) => [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"'));
const wordy = (s) => /[A-Za-z]{2}/.test(s) && !s.startsWith('##');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Where the arguments of every call `name(...)` in `text` are: [start, end] (balanced
// parentheses, strings skipped).
function callSpans(text, name) {
  const out = [];
  const re = new RegExp('(?<![A-Za-z0-9_])' + name + '\\(', 'g');
  let m;
  while ((m = re.exec(text))) {
    let depth = 1, i = m.index + m[0].length, inStr = false;
    for (; i < text.length && depth > 0; ++i) {
      const c = text[i];
      if (inStr) { if (c === '\\') ++i; else if (c === '"') inStr = false; }
      else if (c === '"') inStr = true;
      else if (c === '(') ++depth;
      else if (c === ')') --depth;
    }
    out.push([m.index + m[0].length, i - 1]);
  }
  return out;
}
const callArgs = (text, name) => callSpans(text, name).map(([a, b]) => text.slice(a, b));

// The names of fill()'s values ({"player", name}) are not phrases: taken out of its calls.
function withoutValueNames(text) {
  let out = '', at = 0;
  for (const [a, b] of callSpans(text, 'fill')) {
    if (a < at) continue;  // inside a call already rewritten
    out += text.slice(at, a) + text.slice(a, b).replace(/\{\s*"[A-Za-z0-9_]{1,32}"\s*,/g, '{');
    at = b;
  }
  return out + text.slice(at);
}

// Source text without comments (they may quote keys), "a" "b" across lines joined into one literal.
function code(text) {
  let out = '';
  for (let i = 0; i < text.length; ++i) {
    const c = text[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') ++i;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else {
      out += c;
    }
  }
  return out.replace(/"\s*\n\s*"/g, '');
}

// The statements of a source text: split at ; and } outside string literals.
function statements(text) {
  const out = [];
  let start = 0;
  for (let i = 0; i < text.length; ++i) {
    if (text[i] === '"') {
      for (++i; i < text.length && text[i] !== '"'; ++i) if (text[i] === '\\') ++i;
    } else if (text[i] === ';' || text[i] === '}') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

// Literals in the result places of a declaration's value: after =, ? or :, or in { } lists (not
// those compared in a condition).
const results = (text) =>
  [...text.matchAll(/(?:(?<![=!<>])=|[?:{,]|^)\s*"((?:[^"\\]|\\.)*)"(?!\s*(?:==|!=|\)))/g)].map((m) => m[1]);

// Phrases (exact strings) and patterns (regular expressions) of one source file.
function phrasesOf(file) {
  const text = withoutValueNames(code(fs.readFileSync(path.join(root, file), 'utf8')));
  const phrases = new Set(), patterns = [];
  // Helpers that translate one of their own arguments, e.g. count(n, "tile", "tiles").
  const helpers = [...text.matchAll(/auto\s+(\w+)\s*=\s*\[[^\]]*\]\s*\(([^)]*)\)/g)]
    .filter((m) => /const char\*/.test(m[2])).map((m) => m[1]);
  for (const name of ['tr', 'T', 'addNote', ...helpers])
    for (const args of callArgs(text, name)) for (const l of literals(args)) phrases.add(l);
  // Variables (and arrays) whose values are translated: const char* who = c ? "..." : "...";
  for (const m of text.matchAll(/const char\*\s*(?:const\s+)?(\w+)(?:\[\d*\])*\s*=([^;]*);/g))
    if (new RegExp('\\b(?:tr|T)\\((?:tr,\\s*)?' + m[1] + '\\b').test(text)) results(m[2]).forEach((l) => phrases.add(l));
  if (file.includes('/expansions/')) {
    for (const st of statements(text)) {
      if (/InputError|\bwhy\s*[+]?=(?!=)/.test(st) && !/\.why\s*=/.test(st)) continue;
      if (/\b(name|set)\(\)\s*const/.test(st)) continue;  // ids; an edge kind's name is shown in words
      if (/\breturn\s+[^{]/.test(st)) results(st.slice(st.search(/\breturn\b/) + 6)).forEach((l) => phrases.add(l));
      if (/\.(group|extraKeys)\b[^=]*=[^=]/.test(st)) for (const l of literals(st)) phrases.add(l);
      const why = st.match(/\.why\s*=([\s\S]*)/);
      if (why) {
        const parts = literals(why[1]);
        if (parts.length === 1 && /^\s*"/.test(why[1]) && !why[1].includes('+')) phrases.add(parts[0]);
        else if (parts.length) patterns.push(new RegExp('^' + parts.map(escape).join('(.+)') + '$'));
      }
    }
  }
  return { phrases: [...phrases].filter(wordy), patterns, all: [...phrases] };
}

// Which table a file's phrases belong to: its set's, or the core's.
function ownerOf(file) {
  const m = file.match(/^src\/(?:engine|render)\/expansions\/([a-z0-9_]+)\.(?:cpp|h)$/);
  return m && setNames.includes(m[1]) ? m[1] : null;
}

function collect() {
  const files = [...filesUnder('src/engine'), ...filesUnder('src/render')];
  const byOwner = new Map([[null, { phrases: new Set(), patterns: [] }]]);
  for (const s of setNames) byOwner.set(s, { phrases: new Set(), patterns: [] });
  for (const f of files) {
    const owner = ownerOf(f);  // a shared file of an expansions folder (the registry) is the core's
    const { phrases, patterns } = phrasesOf(f);
    phrases.forEach((p) => byOwner.get(owner).phrases.add(p));
    byOwner.get(owner).patterns.push(...patterns);
  }
  const shell = code(fs.readFileSync(path.join(root, 'web/shell.js'), 'utf8'));
  for (const m of shell.matchAll(/(?<![A-Za-z0-9_.])(?:say|problem)\(\s*'((?:[^'\\]|\\.)*)'/g))
    byOwner.get(null).phrases.add(m[1].replace(/\\'/g, "'"));
  for (const s of index.sets) {  // titles and option labels come from the index
    byOwner.get(s.set).phrases.add(s.title);
    for (const o of s.options || []) {
      if (o.title) byOwner.get(s.set).phrases.add(o.title);
      (o.labels || []).forEach((l) => byOwner.get(s.set).phrases.add(l));
    }
  }
  return byOwner;
}

// The placeholders of a text as the app's fill() and loader see them (src/render/i18n.cpp).
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
    for (const [owner, { phrases, patterns }] of all) {
      const table = owner ? setTable(owner, lang) : coreTable(lang);
      const where = owner ? 'assets/i18n/' + owner + '.json' : 'web/i18n/' + lang + '.json';
      // A set may use the core's words (e.g. "tiles"); the core never uses a set's.
      const look = owner ? Object.assign({}, coreTable(lang), table) : table;
      for (const p of phrases) if (!(p in look)) problems.push(where + ': missing "' + p + '"');
      for (const re of patterns)
        if (!Object.keys(look).some((k) => re.test(k))) problems.push(where + ': nothing matches ' + re);
      // Nothing in a table that no code uses (it would hide a phrase that moved).
      for (const k of Object.keys(table))
        if (!phrases.has(k) && !patterns.some((re) => re.test(k))) problems.push(where + ': unused "' + k + '"');
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

test('no phrase holds a printf conversion, in a table or in the source', () => {
  const problems = [];
  for (const [file, lang, table] of shippedTables())
    for (const [k, v] of Object.entries(table))
      for (const t of [k, v]) if (printf.test(t)) problems.push(file + ' ' + lang + ': "' + t + '"');
  for (const f of [...filesUnder('src/engine'), ...filesUnder('src/render')])
    for (const p of phrasesOf(f).all) if (printf.test(p)) problems.push(f + ': "' + p + '"');
  for (const p of collect().get(null).phrases) if (printf.test(p)) problems.push('web/shell.js: "' + p + '"');
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
