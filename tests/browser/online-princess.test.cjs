// The Princess & the Dragon at an online table in Chromium (RULES-EXPANSIONS §4.2: the active
// player makes the dragon's first step, then the next player clockwise), with the real game server
// (server/main.cjs on a free loopback port, a temporary CARCASSONNE_DATA). The host (Anna, French,
// 1280×800) and a friend who joins by the link (Bruno, German, a 390×844 touch phone) play the first
// legal step each, through the page API, until a dragon step inside one person's turn belongs to the
// other person. Then: only the deciding seat's page offers the dragon's squares on the board (the
// other page's board offers nothing and says whose step it is; legalMoves() lists the game's choices on
// both pages, as docs/formats.md says, and play() refuses them on the other), the turn's seat is refused by its page
// in words and, sent past the page, by the server, nothing changed; the deciding seat taps (or clicks)
// one of its squares, the dragon's step reaches both pages, and the game goes on to the next turn.
// The server deals from a seed of its own, so the number of turns before that step varies (5 to 40
// first-legal-move turns in a sample of 40 deals); every wait is for a state.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { until, artifacts, clickAt, tapAt, waitForQuiet, root } = require('./harness.cjs');
const { withServer, open } = require('./online_helpers.cjs');
const h = require(path.join(root, 'tests/server/server_harness.cjs'));

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// What both pages must agree on once a step has reached them (the tile in hand is left out: a
// page learns its own tile with the step that ends the turn before), as an expression run in a page.
const WHERE = `(() => {
  const s = window.carcassonne.state();
  return JSON.stringify({ turn: s.turn, step: s.step, next: s.next, turn_of: s.turn_of, over: s.over, scores: s.scores,
    board: s.board, pieces: s.pieces });
})()`;
const where = (page) => page.evaluate(WHERE);
const untilAt = (page, what, want) => until(page, what, `(w) => ${WHERE} === w`, want, 30000);
// The deciding page plays the first legal step; once the server has taken it, the other page has it too.
async function playFirst(mover, other) {
  await mover.evaluate(async () => {
    const c = window.carcassonne;
    await c.play(c.legalMoves()[0]);
  });
  await untilAt(other, 'the step heard by the other page', await where(mover));
}
const isDragonStep = (moves) => moves.length > 0 && moves.every((m) => 'dragon' in m);

test('a dragon step of the other seat inside a turn, at an online table with the Princess & the Dragon', { timeout: 900000 }, async () => {
  await withServer(async ({ server, data }, browser) => {
    const host = await open(browser, server.http + '/index.html?lang=fr', { context: DESKTOP });
    const table = await host.page.evaluate(() => window.carcassonne.hostTable({
      players: ['Anna', { open: true }], sets: ['base', 'princess'] }));
    const friend = await open(browser, server.http + '/index.html?lang=de#table=' + table.table, { context: PHONE });
    await friend.page.evaluate(() => window.carcassonne.joinTable(location.href, { name: 'Bruno' }));
    await until(host.page, 'the friend in', () => window.carcassonne.online().seats[1].name === 'Bruno');
    await host.page.evaluate(() => window.carcassonne.startTable());
    for (const x of [host, friend]) await until(x.page, 'started', () => !!window.carcassonne.online().started);
    const pages = [host, friend];
    const names = ['Anna', 'Bruno'];

    // Each seat plays the first legal step of its own page until a dragon step is the other seat's.
    let s = null;
    for (let guard = 0; ; ++guard) {
      assert.ok(guard < 1500, 'a dragon step of the other seat within the game');
      s = await host.page.evaluate(() => window.carcassonne.state());
      assert.ok(!s.over, 'the game ended before a dragon step of the other seat');
      const mover = pages[s.next].page;
      // The deciding page has heard every step so far, and holds its tile at a tile step.
      const want = await where(host.page);
      await untilAt(mover, 'the deciding page at the same step', want);
      if (s.step === 'tile') await until(mover, 'the tile in hand', () => window.carcassonne.state().tile !== null, null, 30000);
      const moves = await mover.evaluate(() => window.carcassonne.legalMoves());
      if (isDragonStep(moves) && s.next !== s.turn_of) break;
      await playFirst(mover, pages[1 - s.next].page);
    }
    const decider = pages[s.next], waiter = pages[s.turn_of];
    const want = await where(host.page);
    await untilAt(friend.page, 'both pages at the dragon step', want);

    // Only the deciding seat's board offers the dragon's squares; the same legal steps on both pages
    // (docs/formats.md: legalMoves lists the game's choices, play refuses another seat's).
    const targets = (page) => page.evaluate(() => window.carcassonne.layout().targets);
    await waitForQuiet(decider.page, 500, 30000);
    await waitForQuiet(waiter.page, 500, 30000);
    const offered = await targets(decider.page);
    assert.ok(offered.length > 0 && offered.every((t) => 'dragon' in t.move), 'the dragon\'s squares offered: ' + JSON.stringify(offered));
    assert.deepStrictEqual(await targets(waiter.page), [], 'the turn\'s page offers nothing on its board');
    const legal = await decider.page.evaluate(() => window.carcassonne.legalMoves());
    const asText = (ms) => [...new Set(ms.map((m) => JSON.stringify(m)))].sort();
    assert.deepStrictEqual(asText(offered.map((t) => t.move)), asText(legal), 'a square for each legal step');
    // In words: the deciding page says it is its turn and gives the dragon's prompt; the turn's page
    // names the deciding seat.
    const texts = (page) => page.evaluate(() => window.carcassonne.shownTexts());
    const lang = (x) => (x === host ? 'fr' : 'de');
    const yourTurn = { fr: 'À vous de jouer', de: 'Du bist am Zug' };
    const toMove = { fr: 'Au tour de {0}', de: '{0} ist am Zug' };
    const thinking = { fr: '{0} réfléchit...', de: '{0} überlegt...' };
    const prompt = { fr: 'Le dragon se déplace', de: 'Der Drache zieht' };
    const said = [await texts(decider.page), await texts(waiter.page)];
    assert.strictEqual(said[0].online.lines[0], yourTurn[lang(decider)]);
    assert.match(said[0].turn[0], new RegExp('^' + names[s.next] + '\\s?:\\s' + prompt[lang(decider)]), said[0].turn[0]);
    assert.strictEqual(said[1].online.lines[0], toMove[lang(waiter)].replace('{0}', names[s.next]));
    assert.deepStrictEqual(said[1].turn, [thinking[lang(waiter)].replace('{0}', names[s.next])]);
    // The desktop's scoring log ends with this turn, its line grown with the dragon's first step
    // (it may wrap onto a second line): shown to its bottom.
    const hostLog = await texts(host.page);
    assert.match(hostLog.log[hostLog.log.length - 1], /\u00a0; le dragon fait 1 pas et s'arrête (sur la case de départ|\d+ cases? )/,
      'the turn\'s line says where the dragon stands after its first step');
    assert.ok(hostLog.logScroll.y >= hostLog.logScroll.max - 1, 'the log scrolled to its last line: ' + JSON.stringify(hostLog.logScroll));
    await host.page.screenshot({ path: path.join(artifacts, 'online-princess-fr-desktop.png') });
    await friend.page.screenshot({ path: path.join(artifacts, 'online-princess-de-phone.png') });

    // The turn's seat is refused by its own page, in its language, and nothing changes.
    const tried = await waiter.page.evaluate(async (m) => {
      const c = window.carcassonne;
      const before = JSON.stringify(c.state());
      try {
        await c.play(m);
        return { resolved: true };
      } catch (e) {
        return { rejected: e.message, same: JSON.stringify(c.state()) === before };
      }
    }, legal[0]);
    // A step of another seat's turn, said as such ("this step is {0}'s to make, not yours").
    const refusal = { fr: 'cette étape revient à {0}, pas à vous', de: 'diesen Schritt macht {0}, nicht du' };
    const waiterLang = lang(waiter);
    assert.strictEqual(tried.rejected, refusal[waiterLang].replace('{0}', names[s.next]), JSON.stringify(tried));
    assert.ok(tried.same, 'a refused step changes nothing');
    // Sent past the page (as a page of another make would), the server refuses it: not this seat's step.
    const n = h.storedTable(data, table.table).steps.length;
    await waiter.page.evaluate(([n, step]) => window.carcassonneOnline.send(JSON.stringify({ n, step })), [n, legal[0]]);
    const serverSaid = { fr: 'Le serveur a refusé le coup\u00a0: ', de: 'Der Server hat den Zug abgelehnt: ' };
    await until(waiter.page, 'the server\'s refusal said', (w) => {
      const box = document.getElementById('notice');
      return !!box && box.textContent.startsWith(w);
    }, serverSaid[waiterLang]);
    const notice = await waiter.page.evaluate(() => document.getElementById('notice').firstChild.textContent);
    assert.strictEqual(notice, serverSaid[waiterLang] + refusal[waiterLang].replace('{0}', names[s.next]));
    assert.strictEqual(h.storedTable(data, table.table).steps.length, n, 'the server stored nothing');
    for (const x of pages) await untilAt(x.page, 'nothing changed', want);

    await waiter.page.click('#notice button');  // the notice closed, as its reader would
    await until(waiter.page, 'the notice closed', () => !document.getElementById('notice'));

    // The deciding seat makes the step on its board, by a tap on the phone or a click on the desktop.
    await waitForQuiet(decider.page, 500, 30000);
    const target = (await targets(decider.page))[0];
    assert.deepStrictEqual(target.move, offered[0].move);
    if (decider === friend) await tapAt(friend.page, { x: target.x, y: target.y });
    else await clickAt(host.page, { x: target.x, y: target.y });
    const to = target.move.dragon[0];  // one step: {dragon: [[x, y]]}
    for (const x of pages)
      await until(x.page, 'the dragon\'s step on both pages', (a) => {
        const p = window.carcassonne.state().pieces.find((q) => q.kind === 'dragon');
        return !!p && p.at[0] === a[0] && p.at[1] === a[1];
      }, to, 30000);
    assert.strictEqual(h.storedTable(data, table.table).steps.length, n + 1, 'the server stored the step');
    const stored = h.storedTable(data, table.table).steps[n];
    assert.deepStrictEqual({ seat: stored.seat, step: stored.step }, { seat: s.next, step: target.move });

    // The game goes on: the rest of the turn, then the next turn's tile in the next seat's hand.
    for (let guard = 0; ; ++guard) {
      assert.ok(guard < 20, 'the turn ends');
      const now = await host.page.evaluate(() => window.carcassonne.state());
      if (now.over || now.turn > s.turn) break;
      const mover = pages[now.next].page;
      await untilAt(mover, 'the deciding page at the same step', await where(host.page));
      await playFirst(mover, pages[1 - now.next].page);
    }
    const next = await host.page.evaluate(() => window.carcassonne.state());
    if (!next.over) {
      assert.strictEqual(next.turn_of, 1 - s.turn_of, 'the next seat\'s turn');
      await until(pages[next.next].page, 'the next tile in hand', () => {
        const st = window.carcassonne.state();
        return st.step === 'tile' && st.tile !== null;
      }, null, 30000);
    }
    for (const x of pages) assert.deepStrictEqual(x.errors, []);
  });
});
