// The security headers of docs/security.md on every answer of the server (the page, a missing file,
// the short-code lookup, the matchmaker, a refusal): frame-ancestors in a Content-Security-Policy (by
// default the page's own origin and the sites of CARCASSONNE_ORIGINS, or CARCASSONNE_FRAME_ANCESTORS),
// X-Content-Type-Options and Referrer-Policy. A malformed CARCASSONNE_FRAME_ANCESTORS stops the server.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { spawnSync } = require('child_process');
const h = require('./server_harness.cjs');

async function answers(server) {
  const post = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ players: [{ you: true }, { open: true }] }) };
  return Promise.all([
    fetch(`${server.http}/`), fetch(`${server.http}/assets/a.json`), fetch(`${server.http}/nothing.html`),
    fetch(`${server.http}/api/code/ABCD-EFGH`), fetch(`${server.http}/matchmake/create/table`, post),
    fetch(`${server.http}/`, { headers: { Origin: 'https://evil.example' } }),
  ]);
}

function checkHeaders(responses, ancestors) {
  for (const r of responses) {
    const csp = r.headers.get('content-security-policy') || '';
    assert.ok(csp.split(';').map((d) => d.trim()).includes(`frame-ancestors ${ancestors}`), `${r.url} ${r.status}: ${csp}`);
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'none'"]) assert.ok(csp.includes(d), `${r.url}: ${csp}`);
    assert.strictEqual(r.headers.get('x-content-type-options'), 'nosniff', r.url);
    assert.strictEqual(r.headers.get('referrer-policy'), 'no-referrer', r.url);
  }
}

test('every answer carries frame-ancestors and the documented headers', { timeout: 60000 }, async (t) => {
  const web = h.webDir();
  const plain = await h.startServer({ data: h.tempDir('carc-data-'), web });
  t.after(() => plain.stop());
  checkHeaders(await answers(plain), "'self'");

  const wiki = await h.startServer({ data: h.tempDir('carc-data-'), web, env: { CARCASSONNE_ORIGINS: 'https://wiki.example https://b.example:8443' } });
  t.after(() => wiki.stop());
  checkHeaders(await answers(wiki), "'self' https://wiki.example https://b.example:8443");

  const set = await h.startServer({ data: h.tempDir('carc-data-'), web, env: { CARCASSONNE_ORIGINS: 'https://wiki.example', CARCASSONNE_FRAME_ANCESTORS: "'none'" } });
  t.after(() => set.stop());
  checkHeaders(await answers(set), "'none'");
});

test('a malformed CARCASSONNE_FRAME_ANCESTORS stops the server with a sentence', () => {
  for (const bad of ['*', 'https://wiki.example/x', "'self'; script-src *", 'self']) {
    const r = spawnSync(process.execPath, [path.join(h.root, 'server/main.cjs')], {
      env: { ...process.env, PORT: '0', CARCASSONNE_DATA: h.tempDir('carc-data-'), CARCASSONNE_FRAME_ANCESTORS: bad }, encoding: 'utf8', timeout: 20000,
    });
    assert.notStrictEqual(r.status, 0, bad);
    assert.match(r.stderr, /CARCASSONNE_FRAME_ANCESTORS/, bad);
  }
});
