// The final scores add up and name the winner: whole games of fast bots in several set
// combinations end with a table whose columns sum to each player's total, and a winner line that
// names the highest total (a tie shared), in every language.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, settle } = require('./harness.cjs');

const strings = (lang) => JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
const fill = (pattern, ...values) => pattern.replace(/\{(\d)\}/g, (m, i) => values[+i]);

// The winner line the reader should see for these totals and shown names.
function expectedWinner(lang, scores, names, you) {
  const t = strings(lang);
  const top = Math.max(...scores);
  const best = scores.map((s, p) => (s === top ? p : -1)).filter((p) => p >= 0);
  if (best.length === 1) return best[0] === you ? t['You win'] : fill(t['{0} wins'], names[best[0]]);
  return fill(t['{0} and {1} share the win'], best.slice(0, -1).map((p) => names[p]).join(', '), names[best[best.length - 1]]);
}

const SMALL = { width: 640, height: 400 };

function checkTable(final, st) {
  assert.strictEqual(final.rows.length, st.players.length);
  for (let p = 0; p < final.rows.length; ++p) {
    const row = final.rows[p];
    assert.strictEqual(row.points.length, final.columns.length);
    assert.strictEqual(row.points.reduce((a, b) => a + b, 0), row.total, 'the columns of ' + row.player + ' add up to the total');
    assert.strictEqual(row.total, st.scores[p]);
    assert.ok(row.atTheEnd >= 0 && row.atTheEnd <= row.total);
  }
}

test('games of fast bots end with final scores that add up and the winner named', async () => {
  await withBrowser(async (browser, url) => {
    // The bots play at 640×400: a frame of the software renderer costs a quarter of one at 1280×800
    // (what this test checks is the table's sums, not the board); the screenshot is taken at 1280×800.
    const { page, errors } = await openGame(browser, url, SMALL);
    const combos = [['base'], ['base', 'signposts'], ['winter', 'gingerbread'], ['base', 'ferries', 'river'],
      ['winter', 'gingerbread', 'ferries', 'signposts', 'river']];
    let shot = false;
    for (const [i, sets] of combos.entries()) {
      await api(page, 'setBotDelay', 0);
      await api(page, 'newGame', { players: [{ name: 'Red', bot: 'random' }, { name: 'Blue', bot: 'random' }, { name: 'Ada', bot: 'greedy' }], sets, seed: 100 + i });
      await page.waitForFunction(() => window.carcassonne.state().over, null, { timeout: 180000, polling: 250 });
      const st = await api(page, 'state');
      const final = (await api(page, 'shownTexts')).finalScores;
      assert.ok(final, 'the final scores are shown');
      checkTable(final, st);
      assert.strictEqual(final.winner, expectedWinner('en', st.scores, ['Red', 'Blue', 'Ada'], -1), sets.join('+'));
      if (!shot) {
        shot = true;
        await page.setViewportSize({ width: 1280, height: 800 });
        await settle(page);
        await page.screenshot({ path: path.join(artifacts, 'final-scores.png') });
        await page.setViewportSize(SMALL);
      }
    }
    assert.deepStrictEqual(errors, []);
  });
});

test('a tie is shared, "You win" is said to the reader, in every language', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    const cases = [
      { players: ['Red', 'Blue', 'Green'], scores: [10, 10, 4], you: -1 },
      { players: ['Red', 'Blue', 'Green'], scores: [7, 7, 7], you: -1 },
      { players: ['You', 'Ada'], scores: [12, 3], you: 0 },
      { players: ['You', 'Ada'], scores: [2, 3], you: 0 },
    ];
    for (const lang of ['en', 'nl', 'fr', 'de']) {
      await page.evaluate((l) => window.carcassonne.setLanguage(l), lang);
      for (const c of cases) {
        await api(page, 'loadScenario', { players: c.players, scores: c.scores, end: true });
        const texts = await api(page, 'shownTexts');
        const st = await api(page, 'state');
        checkTable(texts.finalScores, st);
        assert.strictEqual(texts.finalScores.winner, expectedWinner(lang, c.scores, texts.finalScores.players, c.you), lang + ' ' + c.scores);
        if (lang === 'nl' && c.scores[0] === 10) assert.strictEqual(texts.finalScores.winner, 'Rood en Blauw delen de winst');
        if (lang === 'fr' && c.scores[0] === 12) assert.strictEqual(texts.finalScores.winner, 'Vous gagnez');
        if (lang === 'de' && c.scores[0] === 7) await page.screenshot({ path: path.join(artifacts, 'final-scores-tie-de.png') });
      }
    }
    assert.deepStrictEqual(errors, []);
  });
});
