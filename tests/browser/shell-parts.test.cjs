// The page's shell is its parts (web/shell/*.js), ES modules with one job each, bundled by the web
// build from their entry main.js into one script (build/web/shell.js, tools/bundle_shell.sh, esbuild):
// main.js imports every part once, page first and start last; each part starts with the line that says
// its job, imports what it uses from the others (nothing is shared by a common scope), and the page
// serves what the parts bundle to now (a part left out, or a stale build, is caught here rather than as
// a browser test's missing function).
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
// The parts main.js imports, in its order.
const listed = () => [...fs.readFileSync(path.join(folder, 'main.js'), 'utf8').matchAll(/^import '\.\/([a-z_]+)\.js';$/gm)].map((m) => m[1]);

test('every part of the shell is imported by main.js, once, and each says its job in its first line', () => {
  const parts = listed();
  assert.deepStrictEqual([...parts, 'main'].sort(), fs.readdirSync(folder).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)).sort());
  assert.strictEqual(new Set(parts).size, parts.length, 'a part listed twice');
  assert.strictEqual(parts[0], 'page', 'page.js, what the others read at once, comes first');
  assert.strictEqual(parts[parts.length - 1], 'start', 'start.js, which starts the app, comes last');
  for (const part of [...parts, 'main']) {
    const [first, second] = fs.readFileSync(path.join(folder, part + '.js'), 'utf8').split('\n');
    assert.match(first, /^\/\/ \S.{10,}$/, part + '.js starts with a line saying its job');
    assert.ok(second !== undefined, part + '.js has more than its job line');
  }
});

test('each part is a module: what it uses of another it imports, and no part names another\'s top-level values without it', () => {
  // A name declared at the top of one part and used in another must come through an import; the
  // bundle would otherwise fail, or (a browser global of the same name) quietly read something else.
  const declared = new Map();
  for (const part of listed()) {
    const text = fs.readFileSync(path.join(folder, part + '.js'), 'utf8');
    for (const m of text.matchAll(/^(?:export )?(?:const|let|var|function|async function) ([A-Za-z_$][\w$]*)/gm)) declared.set(m[1], part);
  }
  const problems = [];
  for (const part of listed()) {
    const text = fs.readFileSync(path.join(folder, part + '.js'), 'utf8');
    const imported = new Set([...text.matchAll(/^import \{([^}]*)\} from/gm)].flatMap((m) => m[1].split(',').map((n) => n.trim())));
    const own = new Set([...text.matchAll(/^(?:export )?(?:const|let|var|function|async function) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]));
    const code = text.replace(/\/\/.*$/gm, '').replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
    for (const [name, where] of declared)
      if (where !== part && !own.has(name) && !imported.has(name) && new RegExp('(?<![\\w$.])' + name.replace('$', '\\$') + '(?![\\w$:])').test(code))
        problems.push(part + '.js uses ' + name + ' of ' + where + '.js without importing it');
  }
  assert.deepStrictEqual(problems, []);
});

test('the page serves the shell the parts bundle to, and it parses', () => {
  const built = path.join(root, 'build/web/shell.js');
  const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-')), 'shell.js');
  execFileSync(path.join(root, 'tools/bundle_shell.sh'), [fresh]);
  const text = fs.readFileSync(fresh, 'utf8');
  new vm.Script(text, { filename: 'shell.js' });  // throws on a syntax error
  assert.strictEqual(fs.readFileSync(built, 'utf8'), text, 'build/web/shell.js is not what web/shell/ bundles to: run tools/build.sh web');
  assert.ok(!fs.existsSync(path.join(root, 'build/web/shell')), 'the parts themselves are not served');
});
