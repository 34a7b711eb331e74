// An online table on phones (issue 45: every phone target a fingertip): at 390×844 on a touch screen,
// in German, every target of the lobby (the host's), the join dialog (a friend opening the link), and
// the playing screen of both once the game has started is at least 44 × 44 CSS px and on the page.
// The real game server on loopback (online_helpers.cjs); screenshots phone-targets-online-*.png.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { until } = require('./harness.cjs');
const { withServer, open } = require('./online_helpers.cjs');
const { PHONE, assertFingertips } = require('./fingertips.cjs');

test('390×844 touch, in German: the lobby, the join dialog and the playing screen of an online table are fingertips', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const host = await open(browser, server.http + '/index.html?lang=de', { context: PHONE });
    const table = await host.page.evaluate(() => window.carcassonne.hostTable({ players: ['Anna', { open: true }] }));
    await until(host.page, 'the lobby', () => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.widgets && o.widgets.copyCode;
    }, null, 30000);
    await assertFingertips(host.page, 'online-lobby');

    const friend = await open(browser, table.link.replace('index.html', 'index.html?lang=de'), { context: PHONE });
    await until(friend.page, 'the join dialog', () => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.widgets && o.widgets.join;
    }, null, 30000);
    await assertFingertips(friend.page, 'online-join');

    await friend.page.evaluate(() => window.carcassonne.joinTable(location.href, { name: 'Bruno' }));
    await until(host.page, 'the friend in', () => window.carcassonne.online().seats[1].name === 'Bruno', null, 30000);
    await host.page.evaluate(() => window.carcassonne.startTable());
    for (const x of [host, friend]) await until(x.page, 'started', () => !!window.carcassonne.online().started, null, 30000);
    await assertFingertips(host.page, 'online-playing-host');
    await assertFingertips(friend.page, 'online-playing-friend');
    assert.deepStrictEqual([...host.errors, ...friend.errors], []);
  });
});
