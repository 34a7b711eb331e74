// A link never throws away the game kept in this browser unasked (issue 45): a link to another game in
// progress asks first (declined, it is shown as a demo and the kept game stays; accepted, it is the
// game now), and ?demo=1 (the wiki's link to a demo it does not show) opens any link as a demo.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, openGame, api, until } = require('./harness.cjs');

const KEPT = 'carcassonne.game';
const link = (json) => '#s=' + Buffer.from(JSON.stringify(json)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

// A page with a game of its own kept, and another game in progress (other names) as a link.
async function keptAndAnother(browser, url) {
  const { page, context } = await openGame(browser, url + 'index.html');
  await api(page, 'newGame', { players: ['Ann', 'Ben'], seed: 5 });
  await until(page, 'the game kept', () => !!localStorage.getItem('carcassonne.game'));
  const kept = await page.evaluate((k) => localStorage.getItem(k), KEPT);
  const other = JSON.parse(kept);
  assert.ok(Array.isArray(other.seats), 'the kept game is a game in progress');
  other.players = ['Zoe', 'Yan'];
  return { page, context, kept, other };
}

async function reopen(page, url, suffix) {
  const shown = [];
  page.removeAllListeners('dialog');
  page.on('dialog', (d) => { shown.push(d.message()); return page.dialogAccepted ? d.accept() : d.dismiss(); });
  await page.goto('about:blank');
  await page.goto(url + suffix);
  await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
  await until(page, 'the link shown', () => window.carcassonne.state().players.length === 2 && window.carcassonne.state().players[0].name === 'Zoe');
  return shown;
}

test('a link to another game in progress asks before it replaces the kept game; ?demo=1 never replaces it', async () => {
  await withBrowser(async (browser, url) => {
    const { page, kept, other } = await keptAndAnother(browser, url);
    try {
      // Declined: shown, and the kept game is as it was.
      page.dialogAccepted = false;
      let asked = await reopen(page, url, 'index.html' + link(other));
      assert.strictEqual(asked.length, 1, 'the reader was asked');
      assert.match(asked[0], /kept in this browser/);
      assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), KEPT), kept, 'declined: the kept game stays');
      // The wiki's link: a demo, not asked, not kept.
      asked = await reopen(page, url, 'index.html?demo=1' + link(other));
      assert.deepStrictEqual(asked, [], '?demo=1 asks nothing');
      assert.strictEqual(await page.evaluate((k) => localStorage.getItem(k), KEPT), kept, '?demo=1: the kept game stays');
      // Accepted: the linked game is the game now, and kept.
      page.dialogAccepted = true;
      asked = await reopen(page, url, 'index.html' + link(other));
      assert.strictEqual(asked.length, 1);
      await until(page, 'the linked game kept', () => JSON.parse(localStorage.getItem('carcassonne.game')).players[0] === 'Zoe');
    } finally {
      await page.close();
    }
  });
});
