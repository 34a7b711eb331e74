// An online table's lobby and turns through the page, with the real game server (server/main.cjs on
// a free loopback port, a temporary CARCASSONNE_DATA): the short code shown beside the link with its
// own Copy button, typed by a friend in New game or opened as a #code= link; bot seats the server
// made named by the page in its own language; the saved game offered by Share only after the end
// (the public position while in play); a "your turn" notification only once the player asked for
// it. Every wait is for a state or a frame.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { root, clickAt, until, api, settle, stillRead } = require('./harness.cjs');
const { centre, withServer, open, joinByDialog, hostAndStart, playTurn, myTurn, openNewGame } = require('./online_helpers.cjs');

const words = (lang) => JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
const CODE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

const online = (page) => page.evaluate(() => window.carcassonne.shownTexts().online || null);

// Every text copied to the clipboard, kept for the test.
function spyClipboard() {
  window.__copied = [];
  const clip = navigator.clipboard;
  if (clip) clip.writeText = function (t) { window.__copied.push(String(t)); return Promise.resolve(); };
}

test('the short code: beside the link with its Copy button (and the link to watch), typed in New game, opened as #code=', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const nl = words('nl'), fr = words('fr');
    const host = await open(browser, server.http + '/index.html?lang=nl', { init: spyClipboard });
    await host.page.evaluate(() => window.carcassonne.hostTable({ players: ['Anna', { open: true }, { open: true }] }));
    await until(host.page, 'the code in the lobby', () => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.widgets.code && o.widgets.copyCode;
    });
    const code = await host.page.evaluate(() => window.carcassonne.online().code);
    assert.match(code, CODE);
    const lobby = await stillRead(host.page, () => online(host.page), 'the lobby');  // its window has grown
    assert.ok(lobby.lines.some((l) => l === nl['Or give them this code:']), lobby.lines.join(' | '));
    assert.ok(!lobby.lines.some((l) => l.includes(code)), 'the code is in its box, as the link is');
    await clickAt(host.page, centre(lobby.widgets.copyCode));
    await until(host.page, 'the code copied', (c) => window.__copied.includes(c), code);
    // The watch link too, for whoever follows without a seat.
    assert.ok(lobby.widgets.copyWatch, 'a button copies the link to watch: ' + Object.keys(lobby.widgets));
    await clickAt(host.page, centre(lobby.widgets.copyWatch));
    await until(host.page, 'the watch link copied', () => window.__copied.some((t) => /[?&]watch=/.test(t)));

    // A friend types it in New game (small letters, no dash): the join dialog asks the name.
    const bruno = await open(browser, server.http + '/index.html?lang=fr');
    let w = await openNewGame(bruno.page);
    assert.ok(w.code && w.joinCode, 'New game has a box for a code: ' + Object.keys(w));
    // A wrong code first: words in French, nothing joined.
    await clickAt(bruno.page, { x: w.code.x + 20, y: w.code.y + w.code.h / 2 });
    await bruno.page.keyboard.type('ZZZZ-ZZZZ');
    await settle(bruno.page);
    await clickAt(bruno.page, centre(w.joinCode));
    await until(bruno.page, 'the refusal in words', (t) => {
      const n = document.getElementById('notice');
      return n && n.textContent.includes(t);
    }, fr['There is no open table with that code']);
    assert.strictEqual(await bruno.page.evaluate(() => window.carcassonne.online()), null);
    w = await openNewGame(bruno.page);
    await clickAt(bruno.page, { x: w.code.x + 20, y: w.code.y + w.code.h / 2 });
    await bruno.page.keyboard.press('Control+a');
    await bruno.page.keyboard.type(code.toLowerCase().replace('-', ''));
    await settle(bruno.page);
    await clickAt(bruno.page, centre(w.joinCode));
    await joinByDialog(bruno.page, 'Bruno', 1);

    // Another opens the #code= link.
    const chloe = await open(browser, server.http + '/index.html?lang=de#code=' + code);
    await joinByDialog(chloe.page, 'Chloe', 2);
    await until(host.page, 'both friends in', () =>
      window.carcassonne.online().seats.map((s) => s.name).join() === 'Anna,Bruno,Chloe');

    // Started, the code is no more.
    await host.page.evaluate(() => window.carcassonne.startTable());
    await until(host.page, 'no code once started', () => window.carcassonne.online().code === null);
    for (const x of [host, bruno, chloe]) assert.deepStrictEqual(x.errors, []);
  });
});

test('bot seats the server made are named in the page\'s language, in the lobby and in play', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const de = words('de');
    const host = await open(browser, server.http + '/index.html?lang=de');
    await host.page.evaluate(() => window.carcassonne.hostTable({ players: ['Anna', { bot: 'random' }, { open: true }] }));
    const bot = (colour) => de['{0} (bot)'].replace('{0}', de[colour]);
    await until(host.page, 'the bot seat in the lobby', (want) => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.lines.includes(want);
    }, bot('Blue'));
    assert.strictEqual((await host.page.evaluate(() => window.carcassonne.online())).seats[1].name, de.Blue);
    // The language changed in the lobby: the bot seat's name follows at once, with no seat changed.
    const fr = words('fr');
    await host.page.evaluate(() => window.carcassonne.setLanguage('fr'));
    await until(host.page, 'the bot seat in French', (want) => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.lines.includes(want);
    }, fr['{0} (bot)'].replace('{0}', fr.Blue));
    assert.strictEqual((await host.page.evaluate(() => window.carcassonne.online())).seats[1].name, fr.Blue);
    await host.page.evaluate(() => window.carcassonne.setLanguage('de'));
    await until(host.page, 'the bot seat in German again', (want) => {
      const o = window.carcassonne.shownTexts().online;
      return o && o.lines.includes(want);
    }, bot('Blue'));
    await host.page.evaluate(() => window.carcassonne.startTable());
    // The open seat became a bot at the start: named by its colour too, in German.
    await until(host.page, 'the bots named in play', (want) => {
      const o = window.carcassonne.shownTexts().online;
      return o && want.every((w) => o.lines.includes(w));
    }, [bot('Blue'), bot('Green')]);
    const seen = JSON.stringify([await online(host.page), await host.page.evaluate(() => window.carcassonne.online()),
      await host.page.evaluate(() => window.carcassonne.shownTexts())]);
    assert.ok(!/Player [0-9]/.test(seen), 'no English seat name on a German page');
    assert.deepStrictEqual(host.errors, []);
  });
});

// The Share button's result: the link's text decoded and the download's file name.
async function share(page, button) {
  await page.evaluate(() => { window.carcassonneLastShare = null; });
  const b = (await api(page, 'layout')).buttons.find((x) => x.name === button);
  assert.ok(b, 'the Share button is on screen');
  await clickAt(page, centre(b));
  await until(page, 'shared', () => !!window.carcassonneLastShare);
  const link = await page.evaluate(() => window.carcassonneLastShare);
  const file = await page.evaluate(() => {
    const a = document.querySelector('#notice a[download]');
    return a ? a.download : null;
  });
  await page.click('#notice button');  // closed, as the reader closes it: it lies over the toolbar
  return { text: Buffer.from(link.split('#s=')[1], 'base64url').toString('utf8'), file };
}

test('Share: the public position while in play, the whole saved game after the end', { timeout: 600000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const host = await open(browser, server.http + '/index.html');
    await hostAndStart(host.page, ['Anna', { bot: 'random' }]);
    for (let i = 0; i < 2; ++i) { await myTurn(host.page); await playTurn(host.page); }
    const during = await share(host.page, 'share');
    assert.ok(!/seed/i.test(during.text), 'no seed in the position shared in play');
    assert.strictEqual(during.file, 'carcassonne-position.json');
    const pos = JSON.parse(during.text);
    // The position as the page shows it: its tiles, and no order of the tiles still in the bag.
    assert.ok(Array.isArray(pos.board) && pos.board.length >= 3, 'the board shared');
    assert.ok(!Array.isArray(pos.bag) && !('deck' in pos), 'no deck order');
    for (let guard = 0; guard < 200; ++guard) {
      await myTurn(host.page);
      if (await host.page.evaluate(() => window.carcassonne.state().over)) break;
      await playTurn(host.page);
    }
    await until(host.page, 'the end', () => window.carcassonne.state().over, null, 30000);
    await until(host.page, 'the saved game arrived', () => window.carcassonne.online().saved === true, null, 30000);
    // The Final scores window opens at the end: its own Share button gives the saved game.
    await until(host.page, 'the Final scores window', () => !!window.carcassonne.shownTexts().finalScores);
    const after = await share(host.page, 'final:share');
    assert.strictEqual(after.file, 'carcassonne-game.json');
    const game = JSON.parse(after.text);
    assert.ok(game.seed !== undefined, 'the saved game has its seed');
    assert.deepStrictEqual(game.players, ['Anna', 'Blue']);
    assert.deepStrictEqual(host.errors, []);
  });
});
// Every Notification the page makes, and every permission it asks for.
function spyNotifications() {
  window.__notes = [];
  window.__asked = 0;
  const Real = window.Notification;
  function Spy(title, options) { window.__notes.push({ title, body: options && options.body }); this.close = function () {}; }
  Spy.requestPermission = function () { window.__asked += 1; return Real.requestPermission(); };
  Object.defineProperty(Spy, 'permission', { get: () => Real.permission });
  window.Notification = Spy;
}

test('"your turn" as a browser notification, only once the player asked for it', { timeout: 300000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const fr = words('fr');
    const host = await open(browser, server.http + '/index.html?lang=fr', { permissions: ['notifications'], init: spyNotifications });
    await hostAndStart(host.page, ['Anna', { bot: 'random' }]);
    // The player is in another tab meanwhile.
    await host.page.evaluate(() => { document.hasFocus = () => false; });
    await myTurn(host.page);
    await playTurn(host.page);
    await myTurn(host.page);
    assert.deepStrictEqual(await host.page.evaluate(() => [window.__notes.length, window.__asked]), [0, 0],
      'no notification and no permission asked before the player asks');
    const w = (await online(host.page)).widgets;
    assert.ok(w.notify, 'the notify toggle: ' + Object.keys(w));
    await clickAt(host.page, centre(w.notify));
    await until(host.page, 'the permission asked on the click', () => window.__asked === 1);
    await playTurn(host.page);
    await myTurn(host.page);
    await until(host.page, 'the notification', () => window.__notes.length === 1);
    const note = await host.page.evaluate(() => window.__notes[0]);
    assert.strictEqual(note.title, fr['Your turn']);
    assert.strictEqual(await host.page.evaluate(() => window.__asked), 1, 'asked once');
    assert.deepStrictEqual(host.errors, []);
  });
});
