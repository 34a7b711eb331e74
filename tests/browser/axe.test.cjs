// Accessibility by axe-core (issue 41): every page a reader meets — a game in progress, a rules demo,
// an online table's lobby, the tutorial and demos.html — in English and in German, with axe's default
// rules (WCAG A and AA and its best practices) reporting no violation. The canvas is pixels only
// (aria-hidden); what axe reads is the page around it: the game in words (web/shell/mirror.js), the
// loader, the notices, demos.html's list. axe (tools/npm) is put into each page once it is ready and
// its words are in, and run on the whole document; on the game page a second time with the keyboard's
// focus in the words, whose panel is then shown (its colours and sizes judged too).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { root, withBrowser, openGame, api, until } = require('./harness.cjs');
const { withServer, open } = require('./online_helpers.cjs');

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js', { paths: [path.join(root, '.cache/node')] }), 'utf8');
const LANGS = ['en', 'de'];
const DEMO = 'assets/scenarios/inns-inn-doubles-a-finished-road.json';

// axe's violations on the page as it is now, one line each: the rule, its help and the nodes.
// demos.html's frames are the game page in its embed mode, checked on its own below: axe is not
// put into every frame (a frame without it would hold the run up for a minute).
async function violations(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(() => window.axe.run(document, { iframes: false }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary.replace(/\s+/g, ' ')) }))));
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`);
}

async function expectNone(page, what) {
  const found = await violations(page);
  if (found.length) assert.fail(what + ': ' + found.length + ' violation(s)\n  ' + found.join('\n  '));
}

// Until the page shows `lang` (its tables loaded) and the words region has a line of `part`.
async function wordsIn(page, lang, part) {
  await until(page, lang + ' tables', (l) => window.carcassonne.shownTexts().strings === l ||
    (l === 'en' && !window.carcassonne.shownTexts().strings), lang);
  await until(page, 'the words of ' + part, (p) => !!document.querySelector('#words [data-part="' + p + '"] li'), part);
}

for (const lang of LANGS) {
  const q = lang === 'en' ? '' : 'lang=' + lang;
  const and = q ? '&' + q : '';

  test(`${lang}: a game in progress against a bot, then with the focus in its words`, async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await openGame(browser, url + 'index.html' + (q ? '?' + q : ''));
      await api(page, 'setBotDelay', 0);
      await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 3 });
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', Object.assign({}, legal[0], { meeple: null }));
      await page.waitForFunction(() => window.carcassonne.state().next === 0 && window.carcassonne.state().board.length >= 3,
        null, { timeout: 30000 });
      await wordsIn(page, lang, 'log');
      await until(page, 'the move in words', () => !!document.querySelector('#words button.choice'));
      await expectNone(page, 'the game page');
      await page.focus('#words button.choice');
      await until(page, 'the words shown as a panel', () => document.getElementById('words').offsetWidth > 100);
      await expectNone(page, 'the game page, its words as a panel');
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`${lang}: a rules demo, stepped once`, async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await openGame(browser, url + 'index.html?scenario=' + DEMO + '&demo=1' + and);
      await until(page, 'the demo', () => !!window.carcassonne.shownTexts().demo);
      await api(page, 'step', 'forward');
      await wordsIn(page, lang, 'demo');
      await expectNone(page, 'the demo');
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`${lang}: the tutorial`, async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await openGame(browser, url + 'index.html?tutorial=1' + and);
      await until(page, 'the tutorial', () => !!window.carcassonne.shownTexts().tutorial);
      await wordsIn(page, lang, 'tutorial');
      await expectNone(page, 'the tutorial');
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`${lang}: demos.html, and a demo as its frames show it (embedded)`, async () => {
    await withBrowser(async (browser, url) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(url + 'demos.html' + (q ? '?' + q : ''));
      const count = require(path.join(root, 'assets/scenarios/index.json')).demos.length;
      await until(page, 'every demo listed', (n) => document.querySelectorAll('#list iframe').length === n &&
        document.documentElement.lang === (new URLSearchParams(location.search).get('lang') || 'en'), count);
      await expectNone(page, 'demos.html');
      const embed = await openGame(browser, url + 'index.html?scenario=' + DEMO + '&embed=1' + and, { width: 640, height: 420 });
      await until(embed.page, 'the demo', () => !!window.carcassonne.shownTexts().demo);
      await wordsIn(embed.page, lang, 'demo');
      await expectNone(embed.page, 'an embedded demo');
      assert.deepStrictEqual(errors.concat(embed.errors), []);
    });
  });

  test(`${lang}: an online table's lobby, with the real game server`, { timeout: 300000 }, async () => {
    await withServer(async ({ server }, browser) => {
      const host = await open(browser, server.http + '/index.html' + (q ? '?' + q : ''));
      await host.page.evaluate(() => window.carcassonne.hostTable({ players: ['Anna', { bot: 'random' }, { open: true }] }));
      await until(host.page, 'the lobby', () => {
        const o = window.carcassonne.shownTexts().online;
        return !!(o && o.widgets && o.widgets.code);
      });
      await wordsIn(host.page, lang, 'scoreboard');
      await expectNone(host.page, 'the lobby');
      assert.deepStrictEqual(host.errors, []);
    });
  });
}
