// The embedded game talks by postMessage only with the page it is pinned to (?origin=, the wiki):
// that page's calls work and it alone is told 'ready' and may hand over UI strings; a sibling frame
// or a page of another origin gets no answer and changes nothing; a malformed pin answers nobody;
// a 200 MB message is refused (measured before it is parsed) and the frame answers the next one
// (web/page_api.js, docs/security.md). The pages around the game: framing.cjs.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { root } = require('./harness.cjs');
const { withPages, openFramed, arrived, originOf } = require('./framing.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const DEMO = 'assets/scenarios/' + index.demos[0].file;

const gameAt = (url, query) => url + 'index.html?embed=1&scenario=' + encodeURIComponent(DEMO) + query;
const de = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n/de.json'), 'utf8'));

test('pinned by origin=, the frame obeys its wiki only: a sibling frame of another origin gets no answer and changes nothing', async () => {
  await withPages(async (browser, url, wiki, other) => {
    const { page, game, sibling } = await openFramed(browser, wiki, gameAt(url, '&origin=' + encodeURIComponent(originOf(wiki))), other + 'sibling');
    await page.waitForFunction(() => window.readies === 1);  // 'ready' reached the pinned page
    let r = await page.evaluate(() => window.ask('state'));
    assert.strictEqual(r.ok, true);
    assert.strictEqual(r.result.demo.step, 0);
    // The sibling tries to drive the game and to replace its words.
    const hostile = [['step', 'end'], ['loadDemo', { board: [{ tile: 'base/D', at: [0, 0] }] }], ['setLanguage', 'de'],
      ['setLanguage', { lang: 'de', strings: { 'Step %d / %d': 'Pwned' } }], ['state']];
    for (const [call, arg] of hostile) await sibling.evaluate(([c, a]) => window.post(c, a), [call, arg]);
    await arrived(game, originOf(other), hostile.length);
    r = await page.evaluate(() => window.ask('state'));
    assert.strictEqual(r.result.demo.step, 0, 'the sibling moved nothing');
    r = await page.evaluate(() => window.ask('shownTexts'));
    assert.strictEqual(r.result.language, 'en', 'the sibling changed no words');
    assert.deepStrictEqual(await sibling.evaluate(() => window.inbox), [], 'the sibling got no answer');
    // The wiki itself may hand over UI strings, and step.
    r = await page.evaluate((strings) => window.ask('setLanguage', { lang: 'de', strings }), de);
    assert.strictEqual(r.ok, true, JSON.stringify(r));
    r = await page.evaluate(() => window.ask('step', 'forward'));
    assert.strictEqual(r.result.demo.step, 1);
    r = await page.evaluate(() => window.ask('shownTexts'));
    assert.strictEqual(r.result.language, 'de');
    assert.strictEqual(await page.evaluate(() => window.readies), 1);
    await page.close();
  });
});

test('pinned to the wiki, the frame framed by another origin answers nothing and tells it nothing, not even ready', async () => {
  await withPages(async (browser, url, wiki, other) => {
    const { page, game } = await openFramed(browser, other, gameAt(url, '&origin=' + encodeURIComponent(originOf(wiki))));
    await page.evaluate(() => { window.post('state'); window.post('step', 'end'); window.post('setLanguage', 'nl'); });
    await arrived(game, originOf(other), 3);
    assert.strictEqual((await game.evaluate(() => window.carcassonne.state())).demo.step, 0, 'nothing changed');
    assert.deepStrictEqual(await page.evaluate(() => [window.readies, window.inbox]), [0, []]);
    await page.close();
  });
});

test('not pinned, the frame answers any page, but UI strings by postMessage are refused in words (codes allowed)', async () => {
  await withPages(async (browser, url, wiki, other) => {
    const { page } = await openFramed(browser, other, gameAt(url, ''));
    await page.waitForFunction(() => window.readies === 1);
    let r = await page.evaluate(() => window.ask('setLanguage', 'nl'));
    assert.strictEqual(r.ok, true);
    r = await page.evaluate((strings) => window.ask('setLanguage', { lang: 'de', strings }), de);
    assert.strictEqual(r.ok, false);
    assert.match(r.error, /^UI strings are accepted only from the page this frame is pinned to \(origin=\); any page may ask for a language by its code: en, nl, fr, de, es, it, pl or ru$/);
    r = await page.evaluate(() => window.ask('shownTexts'));
    assert.strictEqual(r.result.language, 'nl', 'the refused strings changed nothing');
    // The page API of the game's own page still takes them.
    const own = await page.frames()[1].evaluate((strings) => window.carcassonne.setLanguage({ lang: 'de', strings }), de);
    assert.strictEqual(own, true);
    await page.close();
  });
});

test('a malformed origin= pins nobody: a console warning, no ready, no answers, even from the page it names', async () => {
  await withPages(async (browser, url, wiki) => {
    for (const bad of [originOf(wiki) + '/', 'http://user@' + originOf(wiki).slice(7), 'localhost', 'null']) {
      const { page, game, warnings } = await openFramed(browser, wiki, gameAt(url, '&origin=' + encodeURIComponent(bad)));
      await page.evaluate(() => { window.post('state'); window.post('step', 'end'); });
      await arrived(game, originOf(wiki), 2);
      assert.deepStrictEqual(await page.evaluate(() => [window.readies, window.inbox]), [0, []], bad);
      assert.strictEqual((await game.evaluate(() => window.carcassonne.state())).demo.step, 0, bad);
      assert.ok(warnings.some((w) => w.includes('is not an origin such as https://wiki.example') && w.includes('answers no messages')),
        bad + ': ' + warnings.join(' | '));
      await page.close();
    }
  });
});

// 200 MB as one string, and as objects nested in arrays (2,000,000 small moves).
const HUGE = {
  string: () => ({ moves: 'x'.repeat(200 * 1024 * 1024) }),
  nested: () => ({ board: Array.from({ length: 1000 }, () => ({ moves: Array.from({ length: 2000 },
    (_, i) => ({ tile: 'base/D', at: [i, 0], rot: 0, why: 'x'.repeat(60) })) })) }),
};

test('a 200 MB message from the pinned wiki is refused, naming the limit, and the frame answers the next call', async () => {
  await withPages(async (browser, url, wiki) => {
    const { page, game } = await openFramed(browser, wiki, gameAt(url, '&origin=' + encodeURIComponent(originOf(wiki))), null, { readFirst: true });
    const answers = {};
    for (const kind of Object.keys(HUGE)) {
      // Posted back to back: the refusal must come first, then the state.
      const took = await page.evaluate(([make]) => {
        const huge = new Function('return (' + make + ')()')();
        window.inbox.length = 0;
        const t0 = performance.now();
        window.post('loadDemo', huge);
        const t1 = performance.now();
        return new Promise((resolve) => {
          window.ask('state').then(() => resolve({ post: t1 - t0, answer: performance.now() - t1 }));
        });
      }, [String(HUGE[kind])]);
      answers[kind] = await page.evaluate(() => window.inbox);
      const handled = await game.evaluate(() => window.handling.slice(-2));
      console.log('200 MB ' + kind + ': postMessage took ' + Math.round(took.post) + ' ms in the wiki; the frame answered the next call ' +
        Math.round(took.answer) + ' ms after; there reading e.data took ' + Math.round(handled[0].read) + ' ms and page_api.js then ' +
        Math.round(handled[0].handler) + ' ms to refuse it');
    }
    for (const [kind, inbox] of Object.entries(answers)) {
      assert.strictEqual(inbox.length, 2, kind);
      assert.strictEqual(inbox[0].id, 1 + 2 * Object.keys(HUGE).indexOf(kind), kind + ': the refusal comes first');
      assert.strictEqual(inbox[0].ok, false, kind);
      assert.match(inbox[0].error, /^message too large: more than (1 MB \(the limit is 1 MB\)|250000 values \(the limit\))$/, kind);
      assert.strictEqual(inbox[1].ok, true, kind);
      assert.strictEqual(inbox[1].result.demo.step, 0, kind);
    }
    await page.close();
  });
});
