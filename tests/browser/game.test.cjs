// A whole game in the browser: the human seat driven through the page API (its first move by
// real mouse clicks), greedy bots for the others; the final scores equal the native CLI's
// replay of the same saved game. Screenshots of the start, middle and end are kept.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { execFileSync } = require('child_process');
const { withBrowser, openGame, screenshotColours, root, artifacts, api, settle, clickAt, humansTurn } = require('./harness.cjs');


test('a full game against two bots reaches the end with the native engine\'s scores', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    let st = await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }, { name: 'Bruno', bot: 'greedy' }], seed: 42 });
    assert.strictEqual(st.next, 0);
    assert.strictEqual(st.step, 'tile');
    await settle(page);
    assert.ok(await screenshotColours(page, path.join(artifacts, 'game-start.png')) > 20);

    // First move with the mouse: click a highlighted square twice (choose, then confirm).
    const moves = await api(page, 'legalMoves');
    const target = moves[0];
    const at = await api(page, 'screenOf', target.at[0], target.at[1]);
    await clickAt(page, at);
    await clickAt(page, at);
    // Each press and release is its own frame: on a busy machine they may take a while to be drawn.
    await page.waitForFunction(() => window.carcassonne.state().step !== 'tile', null, { timeout: 3000, polling: 50 }).catch(() => {});
    st = await api(page, 'state');
    assert.strictEqual(st.step, 'meeple', 'the click placed the tile');
    assert.strictEqual(st.board.length, 2);
    assert.deepStrictEqual(st.board[1].at, target.at);
    await page.screenshot({ path: path.join(artifacts, 'game-meeple-step.png') });
    // Take a meeple spot by clicking it when one is offered, else decline through the API.
    const meeples = await api(page, 'legalMoves');
    assert.ok(meeples.some((m) => m.meeple === null), 'no meeple is always allowed');
    await api(page, 'play', { meeple: meeples.length > 1 ? meeples[1].meeple : null });

    let shotMid = false;
    for (let guard = 0; guard < 5000; ++guard) {
      st = await api(page, 'state');
      if (st.over) break;
      if (!shotMid && st.turn >= 36) {
        shotMid = true;
        assert.ok(await screenshotColours(page, path.join(artifacts, 'game-middle.png')) > 20);
      }
      if (st.next !== 0) { await humansTurn(page); continue; }
      const legal = await api(page, 'legalMoves');
      const pick = legal[(st.turn * 7) % legal.length];
      await api(page, 'play', pick);
    }
    assert.ok(st.over, 'the game ended');
    assert.strictEqual(st.bag, 0);
    await settle(page);
    assert.ok(await screenshotColours(page, path.join(artifacts, 'game-end.png')) > 20);

    // The native CLI replays the saved game to the same scores.
    const saved = await api(page, 'save');
    const file = path.join(artifacts, 'browser-game.json');
    fs.writeFileSync(file, JSON.stringify(saved));
    const native = JSON.parse(execFileSync(path.join(root, 'build/native/carcassonne'), ['scenario', file], { encoding: 'utf8' }));
    assert.deepStrictEqual(native.scores, st.scores);
    assert.strictEqual(native.events.length, st.events.length);
    assert.ok(st.events.every((e) => typeof e.text === 'string' && /\bscores? \d/.test(e.text)), 'every score is explained ("You score 4", "Ada scores 4")');
    assert.deepStrictEqual(errors, []);
  });
});

test('the page API refuses bad input with a clear error', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'newGame', { players: 2, seed: 3 });
    const err = (fn) => page.evaluate(fn).then(() => '', (e) => String(e.message || e));
    assert.match(await err(() => window.carcassonne.play({ tile: 'base/Z', at: [1, 0], meeple: null })), /unknown tile/);
    assert.match(await err(() => window.carcassonne.play({ at: [9, 9] })), /not a legal move|cannot be placed|touches no placed tile/);
    assert.match(await err(() => window.carcassonne.play('nonsense')), /JSON object/);
    assert.match(await err(() => window.carcassonne.newGame({ players: 9 })), /2 to 6/);
    // An expansion alone has no start tile: refused with its reason as data, the game kept.
    const alone = await page.evaluate(() => {
      try { window.carcassonne.newGame({ sets: ['ferries'] }); return null; } catch (e) {
        return { message: String(e.message), refusal: e.refusal };
      }
    });
    assert.ok(alone, 'a game of the ferries alone is refused');
    assert.strictEqual(alone.refusal && alone.refusal.reason, 'no-core-deck', JSON.stringify(alone));
    assert.match(alone.message, /core deck/);
    const st = await api(page, 'state');
    assert.strictEqual(st.board.length, 1, 'nothing changed');
    assert.deepStrictEqual(st.sets, ['base'], 'the game on show is kept');
    assert.deepStrictEqual(errors, []);
  });
});
