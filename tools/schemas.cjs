// The JSON Schemas of tile manifests and scenarios: the core schemas in assets/schema/ plus every
// module's keys from assets/schema/modules/<set>.json (tile keys, board-entry keys, move keys,
// top-level scenario keys). `node tools/schemas.cjs DIR` writes the merged schemas to DIR.
'use strict';
const fs = require('fs');
const path = require('path');

function load(root) {
  const read = (p) => JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
  const manifest = read('assets/schema/tile-manifest.schema.json');
  const scenario = read('assets/schema/scenario.schema.json');
  const dir = path.join(root, 'assets/schema/modules');
  const places = {
    tile: manifest.$defs.tile.properties,
    board: scenario.properties.board.items.properties,
    move: scenario.$defs.move.properties,
    scenario: scenario.properties,
  };
  for (const file of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const part = read('assets/schema/modules/' + file);
    for (const [where, keys] of Object.entries(part)) {
      if (where.startsWith('$')) continue;
      if (!places[where]) throw new Error(file + ': unknown place "' + where + '" (tile, board, move, scenario)');
      for (const [key, schema] of Object.entries(keys)) {
        if (places[where][key]) throw new Error(file + ': "' + key + '" is already a ' + where + ' key');
        places[where][key] = schema;
      }
    }
  }
  return { manifest, scenario };
}

module.exports = { load };

if (require.main === module) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node tools/schemas.cjs DIR');
    process.exit(2);
  }
  const { manifest, scenario } = load(path.resolve(__dirname, '..'));
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'tile-manifest.schema.json'), JSON.stringify(manifest, null, 2) + '\n');
  fs.writeFileSync(path.join(out, 'scenario.schema.json'), JSON.stringify(scenario, null, 2) + '\n');
}
