// A game saved inside a turn opens in the editor (a link to the editor, as Open a file opens a file): the turn so far is shown
// and kept — Record moves goes on at its meeple step, its tile on its square — and the meeple
// chosen there finishes it as a recorded move (docs/embedding.md, "Changing a demo"; the model:
// Draft::recording(), tests/unit/draft_test.cpp). In German at 1280×800 and 390×844, with
// screenshots.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, api, root, settle } = require('./harness.cjs');
const { editor, until, openStage, untilGame, click, shot, record } = require('./editor_clicks.cjs');

// The golden base game, saved after 5 turns and the 6th turn's tile (the meeple step to come).
const golden = JSON.parse(fs.readFileSync(path.join(root, 'tests/golden/base.json'), 'utf8'));
const next = golden.moves[5];
const saved = {
  format: golden.format, sets: golden.sets, players: golden.players, seed: golden.seed, rules_version: 2, board: [],
  moves: golden.moves.slice(0, 5), turn_so_far: [{ tile: next.tile, at: next.at, rot: next.rot }], end: false,
};

for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test('a game saved inside a turn is recorded on from that step (' + name + ')', async () => {
    await withBrowser(async (browser, url) => {
      // Opened as a link to the editor (?edit=1#s=...), as a saved file or a share link opens.
      const link = url + '?edit=1&lang=de#s=' + Buffer.from(JSON.stringify(saved), 'utf8').toString('base64url');
      const { page, errors } = await openGame(browser, link, viewport);
      await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
      await until(page, 'the saved game in the editor', (e) => (e.scenario.moves || []).length === 5 && !!e.scenario.turn_so_far);
      await openStage(page, 'record');
      await untilGame(page, 'the meeple step of the turn so far', (s) => s.step === 'meeple');
      const st = await api(page, 'state');
      const placed = st.board.find((t) => t.at[0] === next.at[0] && t.at[1] === next.at[1]);
      assert.ok(placed && placed.tile === next.tile, 'the turn\'s tile is on its square: ' + JSON.stringify(placed));
      await settle(page);
      await shot(page, 'midturn-de-' + name);
      // No meeple: the turn is a recorded move, nothing left in progress.
      await click(page, 'record/nomeeple');
      await until(page, 'the turn recorded', (e) => (e.scenario.moves || []).length === 6 && !e.scenario.turn_so_far);
      const moves = (await editor(page)).scenario.moves;
      assert.deepStrictEqual({ tile: moves[5].tile, at: moves[5].at, rot: moves[5].rot }, { tile: next.tile, at: next.at, rot: next.rot });
      assert.strictEqual((await record(page)).steps.length, 7, 'the start and six moves');
      await untilGame(page, 'the next turn', (s) => s.step === 'tile');
      assert.deepStrictEqual(errors, []);
      await page.close();
    });
  });
}
