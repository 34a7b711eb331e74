// Hostile translations by postMessage from the pinned wiki: UI strings holding printf directives
// (%s %n %08x %p %999999999d) are shown as written, and a table whose placeholders differ from the
// English key's is refused with {ok: false}; either way the frame keeps working (a step answers,
// it draws) and no answer holds anything but words. These probes need the C++ side of the fix
// (no printf of translated strings, tables with mismatched placeholders refused) and may crash
// the frame without it; they are kept apart from safety-messages.test.cjs for that reason.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { root } = require('./harness.cjs');
const { withPages, openFramed, originOf } = require('./framing.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const DEMO = 'assets/scenarios/' + index.demos[0].file;
// The tables the game serves (build/web), so the probes follow whatever placeholders they use.
const de = JSON.parse(fs.readFileSync(path.join(root, 'build/web/i18n/de.json'), 'utf8'));

const PROBE = '%s %n %08x %p %999999999d';
// The game's placeholders: {name} or {0} (printf directives are not placeholders, only text).
const PLACEHOLDER = /\{[A-Za-z0-9_]{1,32}\}/;
const withPlaceholders = Object.keys(de).filter((k) => PLACEHOLDER.test(k));

// Every key without placeholders says the probe; the others keep their German.
const literalProbe = () => Object.fromEntries(Object.entries(de).map(([k, v]) => [k, PLACEHOLDER.test(k) ? v : 'Probe ' + PROBE]));
// One key with placeholders given others: none (printf directives are no placeholders), one more,
// one renamed, one twice.
const firstPlaceholder = (text) => (text.match(PLACEHOLDER) || [''])[0];
const mismatched = (key) => [PROBE, de[key] + ' {mehr}', de[key].replace(PLACEHOLDER, (m) => m.slice(0, -1) + 'x}'),
  de[key] + ' ' + firstPlaceholder(de[key]), 'Ohne Platzhalter']
  .filter((v) => v !== de[key]).map((v) => Object.assign({}, de, { [key]: v }));

// Words only: no address or hex number printed from memory, no control or replacement characters.
function assertWords(value, what) {
  const text = JSON.stringify(value).split(PROBE).join('');  // the probe itself, shown as written, is words
  assert.doesNotMatch(text, /\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{8,}\b|\(nil\)/i, what + ': ' + text.slice(0, 300));
  assert.doesNotMatch(text, /[\u0000-\u0008\u000e-\u001f\ufffd]|\\u00[01][0-9a-f]/i, what + ': ' + text.slice(0, 300));
}

// The frame still works: a step answers with its number, and the frame draws after it.
async function stillWorks(page, game, what) {
  const before = await game.evaluate(() => window.carcassonne.frameStats().frames);
  const r = await page.evaluate(() => window.ask('step', 'forward'));
  assert.strictEqual(r.ok, true, what + ': ' + JSON.stringify(r).slice(0, 300));
  assert.strictEqual(typeof r.result.demo.step, 'number', what);
  await game.waitForFunction((n) => window.carcassonne.frameStats().frames > n, before);
  await page.evaluate(() => window.ask('step', 'start'));
}

test('translations holding printf directives are shown as written, and the frame keeps working', async () => {
  await withPages(async (browser, url, wiki) => {
    const { page, game } = await openFramed(browser, wiki,
      url + 'index.html?embed=1&scenario=' + encodeURIComponent(DEMO) + '&origin=' + encodeURIComponent(originOf(wiki)));
    const r = await page.evaluate((strings) => window.ask('setLanguage', { lang: 'de', strings }), literalProbe());
    assert.strictEqual(r.ok, true, JSON.stringify(r));
    await stillWorks(page, game, 'after the probe');
    const shown = await page.evaluate(() => window.ask('shownTexts'));
    assert.ok(JSON.stringify(shown.result).includes('Probe ' + PROBE), 'the probe is shown as written');
    for (const reply of await page.evaluate(() => window.inbox)) assertWords(reply, 'an answer');
    await page.close();
  });
});

test('a table whose placeholders differ from the English key\'s is refused, in words, and the frame keeps working', async () => {
  assert.ok(withPlaceholders.length > 0, 'the German table has phrases with placeholders');
  await withPages(async (browser, url, wiki) => {
    const { page, game } = await openFramed(browser, wiki,
      url + 'index.html?embed=1&scenario=' + encodeURIComponent(DEMO) + '&origin=' + encodeURIComponent(originOf(wiki)));
    // The demo's own step counter first (it is on screen), then a few others.
    const keys = [...new Set([withPlaceholders.find((k) => /^Step /.test(k)), ...withPlaceholders.slice(0, 3)].filter(Boolean))];
    for (const key of keys) {
      for (const strings of mismatched(key)) {
        const r = await page.evaluate((s) => window.ask('setLanguage', { lang: 'de', strings: s }), strings);
        assert.strictEqual(r.ok, false, key + ' as ' + JSON.stringify(strings[key]));
        assert.match(r.error, /[a-z]{3}/i, 'the refusal is in words');
        assertWords(r, key);
        await stillWorks(page, game, key + ' as ' + JSON.stringify(strings[key]));
      }
    }
    for (const reply of await page.evaluate(() => window.inbox)) assertWords(reply, 'an answer');
    await page.close();
  });
});
