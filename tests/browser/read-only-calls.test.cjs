// A page that reads the game through the page API (state, legalMoves, layout, shownTexts, ...)
// changes nothing on screen, so it draws nothing: polling state() ten times a second must not keep
// the legal squares pulsing and the app drawing (docs/architecture.md: idle costs nothing).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, api, frames, quietGame } = require('./harness.cjs');

test('read-only page-API calls draw no frame; a call that changes the game still does', async () => {
  await withBrowser(async (browser, url) => {
    // A human to move: the legal squares would pulse after a change.
    const { page, errors } = await quietGame(browser, url);
    const before = await frames(page);
    // Three seconds of polling, as long as a whole pulse.
    const calls = await page.evaluate(async () => {
      const c = window.carcassonne;
      const reads = [c.state, c.legalMoves, c.layout, c.shownTexts, c.position, c.save, c.frameStats, c.choiceSpots,
        () => c.screenOf(0, 0), c.editor, c.newGameChoices];
      let n = 0;
      for (let i = 0; i < 30; i++) {
        for (const read of reads) { read(); n++; }
        await new Promise((r) => setTimeout(r, 100));
      }
      return n;
    });
    assert.strictEqual(calls, 330);
    await page.waitForTimeout(300);
    assert.strictEqual(await frames(page), before, 'reading the game drew frames');

    // A call that changes the game is drawn at once.
    const moves = await api(page, 'legalMoves');
    await api(page, 'play', moves[0]);
    await page.waitForFunction((n) => window.carcassonne.frameStats().frames > n, before, { timeout: 5000, polling: 20 });
    assert.deepStrictEqual(errors, []);
  });
});
