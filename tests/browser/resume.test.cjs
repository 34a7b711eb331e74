// The game in progress survives a reload: it is kept in the browser after every move and comes back
// exactly (seats, bots, deck, scores, log, the step inside a turn); a Share link of a game in
// progress opens as that game; unreadable kept data gives a notice and a fresh game; demos and
// embedded pages never touch the kept game.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, artifacts, api, clickAt, humansTurn } = require('./harness.cjs');

const KEPT = 'carcassonne.game';
const kept = (page) => page.evaluate((k) => localStorage.getItem(k), KEPT);
const ready = (page) => page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
// A page in the given browser profile (pages of one context share their localStorage).
async function openInProfile(context, url) {
  const other = await context.newPage();
  const errors = [];
  other.on('pageerror', (e) => errors.push(String(e)));
  await other.goto(url);
  await ready(other);
  return { page: other, errors };
}
// Plays the human seat (0) by the page API until `turns` turns are done and it is seat 0's turn again.
async function playUntil(page, turns) {
  for (let guard = 0; guard < 2000; ++guard) {
    const st = await api(page, 'state');
    if (st.turn >= turns && st.next === 0 && st.step === 'tile') return st;
    if (st.next !== 0) { await humansTurn(page); continue; }
    const legal = await api(page, 'legalMoves');
    await api(page, 'play', legal[(st.turn * 5) % legal.length]);
  }
  throw new Error('the bots did not play');
}
const players = ['You', { name: 'Ada', bot: 'greedy' }, { name: 'Bruno', bot: 'random' }];

test('a reload resumes the game exactly, inside a turn too, and the bots play on', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players, sets: ['base', 'gingerbread'], seed: 21 });
    await playUntil(page, 7);
    // Inside a turn: the tile is placed, the meeple step is to come.
    const legal = await api(page, 'legalMoves');
    await api(page, 'play', legal[legal.length - 1]);
    const before = await api(page, 'state');
    assert.strictEqual(before.step, 'meeple');
    assert.ok(before.events.length > 0 || before.turn >= 7, 'a few turns were played');
    const logBefore = (await api(page, 'shownTexts')).log;
    assert.ok(JSON.parse(await kept(page)).seats, 'the game is kept with its seats');

    await page.reload();
    await ready(page);
    const after = await api(page, 'state');
    assert.deepStrictEqual(after, before, 'board, scores, tile in hand, bag, next player, events: all as before');
    assert.deepStrictEqual((await api(page, 'shownTexts')).log, logBefore, 'the scoring log as before');
    assert.deepStrictEqual(after.players.map((p) => p.bot), [null, 'greedy', 'random']);
    await page.screenshot({ path: path.join(artifacts, 'resume-after-reload.png') });

    // The bots play on after the reload.
    await api(page, 'setBotDelay', 0);
    await api(page, 'play', { meeple: null });
    const again = await playUntil(page, before.turn + 3);
    assert.ok(again.turn >= before.turn + 3 && again.bag < before.bag);
    // ... and every move is kept: a second reload comes back to this turn.
    await page.reload();
    await ready(page);
    assert.deepStrictEqual(await api(page, 'state'), again);
    assert.deepStrictEqual(errors, []);
  });
});

test('a Share link of a game in progress opens as that game; a scenario link stays a scenario', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players, sets: ['winter'], seed: 5 });
    const st = await playUntil(page, 4);
    // The Share button, after Undo in the toolbar centred at the top (at 1280 wide, in English, it
    // spans about 293-336 px from the toolbar's left edge): clicked from the gap after Undo on until
    // a link is made, and never as far as Edit.
    const bar = (await api(page, 'layout')).panels.find((p) => p.y < 20 && p.x > 200);
    let link = null;
    for (let x = bar.x + 288; x < bar.x + 340 && !link; x += 8) {
      await clickAt(page, { x, y: 22 });
      link = await page.evaluate(() => window.carcassonneLastShare || null);
    }
    assert.ok(link, 'Share made a link');
    const notice = await page.textContent('#notice');
    assert.match(notice, /Link to this game/);
    await page.screenshot({ path: path.join(artifacts, 'resume-share-game.png') });

    // Opened in another browser: the same seats, bots, deck and step; a game to play, not a demo.
    const other = await openGame(browser, link.replace(/^https?:\/\/[^/]+\//, url));
    const opened = await api(other.page, 'state');
    assert.strictEqual(opened.demo, undefined, 'not a step-through demo');
    assert.deepStrictEqual(opened.players, st.players);
    assert.deepStrictEqual([opened.tile, opened.bag, opened.next, opened.step, opened.turn], [st.tile, st.bag, st.next, st.step, st.turn]);
    assert.deepStrictEqual(opened.board, st.board);
    assert.strictEqual(await other.page.evaluate(() => location.hash), '', 'the link is taken out of the address');
    // It is now the game in progress there: kept at once, and a reload resumes it.
    assert.ok(JSON.parse(await kept(other.page)).seats);
    await other.page.reload();
    await ready(other.page);
    assert.deepStrictEqual(await api(other.page, 'state'), opened);
    // The bots there play on.
    await api(other.page, 'setBotDelay', 0);
    const legal = await api(other.page, 'legalMoves');
    await api(other.page, 'play', Object.assign({}, legal[0], { meeple: null }));
    await other.page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 20000 });

    // A position (a scenario) shared as before stays a scenario: a demo to step through.
    const position = await api(page, 'position');
    const scenarioLink = url + 'index.html#s=' + Buffer.from(JSON.stringify(position)).toString('base64url');
    const third = await openGame(browser, scenarioLink);
    await third.page.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } });
    assert.deepStrictEqual(errors.concat(other.errors, third.errors), []);
  });
});

test('unreadable kept data is dropped with a notice in words, and a fresh game starts', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    const bad = ['{"seats": [', JSON.stringify({ players: ['A', 'B'], seats: [{}, {}], seed: 1, moves: [{ tile: 'base/Z', at: [1, 0] }] }),
      JSON.stringify({ players: ['A', 'B'], seats: [{ bot: 'wizard' }, {}], seed: 1 }), '"just text"'];
    for (const text of bad) {
      await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEPT, text]);
      await page.reload();
      await ready(page);
      const notice = await page.textContent('#notice');
      assert.match(notice, /The game kept in this browser could not be restored, so a new game has started/, text);
      const st = await api(page, 'state');
      assert.strictEqual(st.turn, 0, 'a fresh game');
      assert.strictEqual(await kept(page), null, 'the unreadable data is dropped');
    }
    // In the reader's language.
    await page.evaluate(([k]) => localStorage.setItem(k, '{'), [KEPT]);
    await page.goto(url + 'index.html?lang=de');
    await ready(page);
    await page.waitForFunction(() => /nicht wiederhergestellt/.test((document.getElementById('notice') || {}).textContent || ''));
    await page.screenshot({ path: path.join(artifacts, 'resume-corrupt-notice.png') });
    assert.deepStrictEqual(errors, []);
  });
});

test('demos, embedded pages and "New game" treat the kept game as they should', async () => {
  await withBrowser(async (browser, url) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openInProfile(context, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players, seed: 9 });
    await playUntil(page, 3);
    const game = await kept(page);
    assert.ok(game);
    // An embedded demo and a demo link on the game's own page, stepped through: the kept game stays.
    const embed = await openInProfile(context, url + 'index.html?scenario=assets/scenarios/signposts-roundabout.json&embed=1');
    await embed.page.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } });
    await api(embed.page, 'step', 'end');
    await api(embed.page, 'newGame', { players: 2, seed: 4 });  // even a game played in an embed is not kept
    await api(embed.page, 'play', Object.assign({}, (await api(embed.page, 'legalMoves'))[0], { meeple: null }));
    assert.strictEqual(await kept(page), game, 'an embed does not touch the kept game');
    const demo = await openInProfile(context, url + 'index.html?scenario=assets/scenarios/ferries-branching-road.json');
    await demo.page.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } });
    await api(demo.page, 'step', 'end');
    assert.strictEqual(await kept(page), game, 'a demo does not touch the kept game');
    // "New game" replaces it.
    await api(page, 'newGame', { players: 4, seed: 77 });
    const replaced = JSON.parse(await kept(page));
    assert.strictEqual(replaced.seed, 77);
    assert.strictEqual(replaced.players.length, 4);
    assert.deepStrictEqual(errors.concat(embed.errors, demo.errors), []);
    await context.close();
  });
});
