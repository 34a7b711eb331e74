// The JSON Schemas in assets/schema/ (the core's, plus every module's keys from
// assets/schema/modules/, merged by tools/schemas.cjs) describe the files the project ships: every
// tile manifest, ruling, demo and golden game validates, as do the set index and the sets' strings,
// and the schemas reject what the engine rejects.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const root = path.resolve(__dirname, '../..');
const Ajv2020 = require(path.join(root, '.cache/node/node_modules/ajv/dist/2020')).default;

const ajv = new Ajv2020({ allErrors: true, strict: false });
const read = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
const schemas = require(path.join(root, 'tools/schemas.cjs')).load(root);
ajv.addSchema(schemas.manifest);
const manifest = ajv.getSchema('carcassonne/tile-manifest.schema.json');
const scenario = ajv.compile(schemas.scenario);
const setIndex = ajv.compile(read('assets/schema/set-index.schema.json'));
const strings = ajv.compile(read('assets/schema/strings.schema.json'));

test('every tile manifest validates', () => {
  for (const f of fs.readdirSync(path.join(root, 'assets/tiles')).filter((n) => n.endsWith('.json') && n !== 'index.json')) {
    assert.ok(manifest(read('assets/tiles/' + f)), f + ': ' + JSON.stringify(manifest.errors));
  }
});

test('the set index validates, and every set in it has its manifest and strings', () => {
  const index = read('assets/tiles/index.json');
  assert.ok(setIndex(index), JSON.stringify(setIndex.errors));
  const names = index.sets.map((s) => s.set);
  assert.strictEqual(new Set(names).size, names.length, 'no set twice');
  for (const s of index.sets) {
    assert.strictEqual(read('assets/tiles/' + s.set + '.json').set, s.set, s.set + ': its manifest');
    assert.ok(strings(read('assets/i18n/' + s.set + '.json')), s.set + ': ' + JSON.stringify(strings.errors));
    for (const o of s.options || []) {
      assert.ok(o.values.includes(o.default), s.set + ': ' + o.key + ' default is one of its values');
      assert.ok(!o.labels || o.labels.length === o.values.length, s.set + ': ' + o.key + ' has a label per value');
    }
  }
  for (const f of fs.readdirSync(path.join(root, 'assets/tiles')).filter((n) => n.endsWith('.json') && n !== 'index.json'))
    assert.ok(names.includes(f.replace(/\.json$/, '')), f + ' is listed in the index');
});

test('every ruling scenario that plays validates', () => {
  // (files that expect an error may be malformed on purpose)
  for (const f of fs.readdirSync(path.join(root, 'tests/rulings')).filter((n) => n.endsWith('.json'))) {
    const s = read('tests/rulings/' + f);
    if (s.expect && s.expect.error) continue;
    assert.ok(scenario(s), f + ': ' + JSON.stringify(scenario.errors));
  }
});

test('every demo and golden saved game validates', () => {
  for (const dir of ['assets/scenarios', 'tests/golden']) {
    for (const f of fs.readdirSync(path.join(root, dir)).filter((n) => n.endsWith('.json') && n !== 'index.json')) {
      assert.ok(scenario(read(dir + '/' + f)), dir + '/' + f + ': ' + JSON.stringify(scenario.errors));
    }
  }
});

test('the schemas reject malformed files', () => {
  assert.ok(!manifest({ set: 'x', tiles: [{ id: 'x/a', citys: [] }] }));
  assert.ok(!manifest({ set: 'x', tiles: [{ id: 'x/a', roads: [{ edges: ['Q'] }] }] }));
  assert.ok(!scenario({ board: [{ tile: 'base/D', at: [0, 0], rot: 45 }] }));
  assert.ok(!scenario({ players: ['only one'] }));
  // the players' colours (the editor writes them): #rrggbb, one per player
  assert.ok(scenario({ players: ['A', 'B'], colours: ['#d63031', '#0984E3'] }));
  assert.ok(!scenario({ players: ['A', 'B'], colours: ['red', '#0984e3'] }));
  assert.ok(!scenario({ players: ['A', 'B'], colours: ['#d63031'] }));
  assert.ok(!scenario({ moves: [{ tile: 'base/D', at: [0, 0], meeple: 'tower N' }] }));
  assert.ok(!scenario({ moves: [{ tile: 'base/D', at: [0, 0], ferys: [] }] }));
  // module keys come from the modules' parts
  assert.ok(manifest({ set: 'x', tiles: [{ id: 'x/a', lake: true, roads: [{ edges: ['N'] }, { edges: ['S'] }] }] }));
  assert.ok(!manifest({ set: 'x', tiles: [{ id: 'x/a', lake: 'yes' }] }));
  assert.ok(!setIndex({ sets: [{ set: 'x', title: 'X' }] }), 'an index needs a core deck');
  assert.ok(!setIndex({ sets: [{ set: 'Bad Name', deck: 'core', title: 'X' }] }));
  assert.ok(!strings({ nl: {}, fr: {} }), 'strings need every language');
});
