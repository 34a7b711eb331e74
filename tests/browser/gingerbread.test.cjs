// A Winter Edition game with the Gingerbread Man played to the end in the browser; the human's
// first figure move is made by clicking a highlighted city on the board.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { execFileSync } = require('child_process');
const { withBrowser, openGame, screenshotColours, root, artifacts, api, nextFrames, clickAt, humansTurn, layoutStill } = require('./harness.cjs');


test('winter + gingerbread: the figure is moved by a click and the game reaches the end', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    let st = await api(page, 'newGame',
      { players: ['You', { name: 'Ada', bot: 'greedy' }], sets: ['winter', 'gingerbread'], seed: 4 });
    assert.deepStrictEqual(st.sets, ['winter', 'gingerbread']);
    assert.strictEqual(st.pieces.length, 1, 'the gingerbread man is on the board');
    assert.deepStrictEqual(st.pieces[0], { kind: 'gingerbread', at: [0, 0], on: 'city N' }, 'in the start city');
    let clicked = false;
    for (let guard = 0; guard < 5000; ++guard) {
      st = await api(page, 'state');
      if (st.over) break;
      if (st.next !== 0) { await humansTurn(page); continue; }
      if (st.step === 'module' && !clicked) {
        await layoutStill(page);  // the camera may still be moving to the turn's action
        const spots = await api(page, 'choiceSpots');
        assert.ok(spots.length >= 1);
        // Bring a choice on screen if needed by centring, then click it.
        const pick = spots.find((c) => c.x > 20 && c.x < 1260 && c.y > 150 && c.y < 560) || spots[0];
        await api(page, 'setBotDelay', 600000);  // hold the bot so the result can be read
        await page.mouse.move(pick.x, pick.y);
        await nextFrames(page, 2);
        await page.screenshot({ path: path.join(artifacts, 'gingerbread-choice.png') });
        await clickAt(page, pick);
        const after = await api(page, 'state');
        assert.strictEqual(after.next, 1, 'the click ended the turn');
        assert.deepStrictEqual(after.pieces[0].at, pick.gingerbread.at, 'the figure stands where it was clicked');
        await api(page, 'setBotDelay', 0);
        clicked = true;
        continue;
      }
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', legal[(st.turn * 5) % legal.length]);
    }
    assert.ok(clicked, 'the human had to move the figure at least once');
    assert.ok(st.over);
    assert.ok(await screenshotColours(page, path.join(artifacts, 'gingerbread-end.png')) > 20);
    const saved = await api(page, 'save');
    const file = path.join(artifacts, 'browser-gingerbread-game.json');
    fs.writeFileSync(file, JSON.stringify(saved));
    const native = JSON.parse(execFileSync(path.join(root, 'build/native/carcassonne'), ['scenario', file], { encoding: 'utf8' }));
    assert.deepStrictEqual(native.scores, st.scores);
    assert.deepStrictEqual(errors, []);
  });
});
