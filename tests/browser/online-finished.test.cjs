// A finished online table opened on a page that already shows a finished game of its own: the
// table's final position replaces it (the end the page had shown was not this table's), and the
// saved game it then offers is the table's. Every wait is for a state.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { until } = require('./harness.cjs');
const { withServer, open, finishedTable } = require('./online_helpers.cjs');

test('a finished local game on show, then joinTable of a finished table: the table\'s end is shown', { timeout: 300000 }, async () => {
  await withServer(async ({ server, data }, browser) => {
    const done = await finishedTable(server, data, 'Ada');
    const p = await open(browser, server.http + '/index.html');
    // A local game of two bots, played to its end on this page.
    await p.page.evaluate(() => {
      window.carcassonne.newGame({ players: [{ name: 'Zed', bot: 'random' }, { name: 'Yan', bot: 'random' }] });
      window.carcassonne.setBotDelay(0);
    });
    await until(p.page, 'the local game over', () => window.carcassonne.state().over, null, 120000);
    // The table's seat kept in this browser (as its link would have kept it), then taken back.
    await p.page.evaluate(([id, secret]) => {
      localStorage.setItem('carcassonne.table.' + id, JSON.stringify({ secret, seat: 0, name: 'Ada' }));
      return window.carcassonne.joinTable(id, {});
    }, [done.table, done.secret]);
    await until(p.page, 'the saved game given', () => window.carcassonne.online().saved === true, null, 30000);
    const shown = await p.page.evaluate(() => {
      const s = window.carcassonne.state();
      return { over: s.over, names: s.players.map((x) => x.name), scores: s.scores };
    });
    assert.strictEqual(shown.names[0], 'Ada', 'the table\'s players, not the local game\'s: ' + shown.names);
    assert.ok(!shown.names.includes('Zed'));
    assert.ok(shown.over);
    assert.deepStrictEqual(shown.scores, done.end.scores, 'the table\'s final scores');
    assert.deepStrictEqual(p.errors, []);
  });
});

// A finished table's own link opened by a stranger (no seat kept in this browser): no name is
// asked and no refusal shown; the page watches the table and shows how it ended (issue 45: the
// link said only "the game is over, watch it" to someone who had no watch link).
test('a finished table\'s link opened by a stranger shows its end, watched', { timeout: 300000 }, async () => {
  await withServer(async ({ server, data }, browser) => {
    const done = await finishedTable(server, data, 'Ada');
    const p = await open(browser, server.http + '/index.html#table=' + done.table);
    await until(p.page, 'watching the finished table', () => {
      const o = window.carcassonne.online();
      return o && o.table === null && o.seat === -1 && window.carcassonne.state().over;  // a watcher's
    }, null, 30000);
    const shown = await p.page.evaluate(() => {
      const s = window.carcassonne.state();
      const o = window.carcassonne.shownTexts().online;
      return { names: s.players.map((x) => x.name), scores: s.scores, asked: !!(o && o.widgets && o.widgets.join),
        url: location.search + location.hash };
    });
    assert.strictEqual(shown.names[0], 'Ada');
    assert.deepStrictEqual(shown.scores, done.end.scores, 'the table\'s final scores');
    assert.ok(!shown.asked, 'no name asked');
    assert.strictEqual(shown.url, '?watch=' + done.watch, 'the address is now the watch link');
    assert.deepStrictEqual(p.errors, []);
  });
});
