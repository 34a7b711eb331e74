// The JSON Schemas in assets/schema/ describe the files the project ships: every tile manifest
// and every ruling scenario validates, and the schemas reject what the engine rejects.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const root = path.resolve(__dirname, '../..');
const Ajv2020 = require(path.join(root, '.cache/node/node_modules/ajv/dist/2020')).default;

const ajv = new Ajv2020({ allErrors: true, strict: false });
const read = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
ajv.addSchema(read('assets/schema/tile-manifest.schema.json'));
const manifest = ajv.getSchema('carcassonne/tile-manifest.schema.json');
const scenario = ajv.compile(read('assets/schema/scenario.schema.json'));

test('every tile manifest validates', () => {
  for (const f of fs.readdirSync(path.join(root, 'assets/tiles')).filter((n) => n.endsWith('.json'))) {
    assert.ok(manifest(read('assets/tiles/' + f)), f + ': ' + JSON.stringify(manifest.errors));
  }
});

test('every ruling scenario that plays validates', () => {
  // (files that expect an error may be malformed on purpose)
  for (const f of fs.readdirSync(path.join(root, 'tests/rulings')).filter((n) => n.endsWith('.json'))) {
    const s = read('tests/rulings/' + f);
    if (s.expect && s.expect.error) continue;
    assert.ok(scenario(s), f + ': ' + JSON.stringify(scenario.errors));
  }
});

test('the schemas reject malformed files', () => {
  assert.ok(!manifest({ set: 'x', tiles: [{ id: 'x/a', citys: [] }] }));
  assert.ok(!manifest({ set: 'x', tiles: [{ id: 'x/a', roads: [{ edges: ['Q'] }] }] }));
  assert.ok(!scenario({ board: [{ tile: 'base/D', at: [0, 0], rot: 45 }] }));
  assert.ok(!scenario({ players: ['only one'] }));
  assert.ok(!scenario({ moves: [{ tile: 'base/D', at: [0, 0], meeple: 'tower N' }] }));
});
