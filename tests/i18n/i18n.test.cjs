// Every UI string the code translates has an entry in each translation file (web/i18n/*.json),
// with the same printf and {n} markers, so no language shows a half-English or broken line.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const root = path.resolve(__dirname, '../..');

function keysInCode() {
  const keys = new Set();
  const files = fs.readdirSync(path.join(root, 'src/render')).filter((f) => f.endsWith('.cpp')).map((f) => 'src/render/' + f);
  files.push('src/engine/explain.cpp', 'src/engine/expansions/ferries.cpp', 'src/engine/expansions/gingerbread.h',
    'src/engine/expansions/signposts.cpp');
  for (const f of files) {
    const text = fs.readFileSync(path.join(root, f), 'utf8').replace(/"\s*\n\s*"/g, '');
    for (const m of text.matchAll(/\b(?:tr|T)\("((?:[^"\\]|\\.)*)"\)/g)) keys.add(m[1]);
  }
  return [...keys].filter((k) => /[A-Za-z]{2}/.test(k) && !k.startsWith('##'));
}

const markers = (s) => (s.match(/%[0-9]*[ds]|\{[0-9]\}/g) || []).sort().join(' ');

for (const lang of ['nl', 'fr', 'de']) {
  test('every UI string has a ' + lang + ' translation with the same markers', () => {
    const table = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
    const missing = keysInCode().filter((k) => !(k in table));
    assert.deepStrictEqual(missing, []);
    for (const [k, v] of Object.entries(table)) assert.strictEqual(markers(v), markers(k), lang + ': ' + k);
  });
}
