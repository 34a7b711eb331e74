// The page's shell is its parts (web/shell/*.js), one job each, joined by the web build into one
// script (build/web/shell.js, tools/join_parts.py) in the order src/render/CMakeLists.txt lists:
// every part is listed and every listed part is there, each starts with the line that says its job,
// and the page serves what the parts join to now (a part left out, or a stale build, is caught here
// rather than as a browser test's missing function).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const vm = require('vm');

const root = path.resolve(__dirname, '../..');
const folder = path.join(root, 'web/shell');
const listed = () => {
  const m = fs.readFileSync(path.join(root, 'src/render/CMakeLists.txt'), 'utf8').match(/set\(CARC_SHELL_PARTS ([^)]*)\)/);
  assert.ok(m, 'src/render/CMakeLists.txt sets CARC_SHELL_PARTS');
  return m[1].trim().split(/\s+/);
};

test('every part of the shell is joined, once, and each says its job in its first line', () => {
  const parts = listed();
  assert.deepStrictEqual([...parts].sort(), fs.readdirSync(folder).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)).sort());
  assert.strictEqual(new Set(parts).size, parts.length, 'a part listed twice');
  assert.strictEqual(parts[0], 'page', 'page.js, what the others read at once, comes first');
  assert.strictEqual(parts[parts.length - 1], 'start', 'start.js, which starts the app, comes last');
  for (const part of parts) {
    const [first, second] = fs.readFileSync(path.join(folder, part + '.js'), 'utf8').split('\n');
    assert.match(first, /^\/\/ \S.{10,}$/, part + '.js starts with a line saying its job');
    assert.ok(second !== undefined, part + '.js has more than its job line');
  }
});

test('the page serves the shell the parts join to, and it parses', () => {
  const built = path.join(root, 'build/web/shell.js');
  const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-')), 'shell.js');
  execFileSync('python3', [path.join(root, 'tools/join_parts.py'), fresh, folder, ...listed()]);
  const text = fs.readFileSync(fresh, 'utf8');
  new vm.Script(text, { filename: 'shell.js' });  // throws on a syntax error
  assert.strictEqual(fs.readFileSync(built, 'utf8'), text, 'build/web/shell.js is not what web/shell/ joins to: run tools/build.sh web');
  assert.ok(!fs.existsSync(path.join(root, 'build/web/shell')), 'the parts themselves are not served');
});
