// The search bot in the page: its levels in the new-game dialog (in every language), thinking in
// slices of a frame so the page keeps drawing, a thinking sign that turns only while it thinks,
// the same moves for the same seed, and a clear error for a bot that does not exist. The slice
// figures come from the page's own stats (frameStats), and that the page kept drawing is counted
// in frames (a frame for every slice), never by a clock in the test.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, waitForQuiet, nextFrames, inParallel } = require('./harness.cjs');

const stats = (page) => page.evaluate(() => window.carcassonne.frameStats());  // does not wake the app

// The slices of thinking by length (frameStats' histogram of whole ms): the median slice, and the
// share under 16 ms. These are wall-clock times, and a machine loaded by other work pauses the
// page now and then (with a load of 12 on 2 cores, up to 13% of the slices looked 16 ms or
// longer, while a chunk of 8 iterations takes at most 1.4 ms of CPU natively in a base game, 4 ms
// when it grows the root of a late turn with every expansion), so some long slices are allowed;
// the typical slice must be short. Thinking in one go would fail both.
function slices(f) {
  const h = f.bot_slice_histogram;
  const total = h.reduce((a, b) => a + b, 0);
  let median = 0;
  for (let seen = 0; seen + h[median] < total / 2; ++median) seen += h[median];
  return { total, median, under16: (total - h[16]) / total, max: f.bot_slice_max_ms };
}

// The "Your move" panel (top right at 800x600), where the turn line and the thinking sign are.
const view = { width: 800, height: 600 };
const panel = { x: 560, y: 10, width: 230, height: 70 };

test('a strong bot thinks one second in slices of a frame, shows it, and moves', async () => {
  await withBrowser(async (browser, url) => {
    // A smaller page: the software renderer of the test browser takes less of the machine.
    const { page, errors } = await openGame(browser, url, view);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
    const framesBefore = (await stats(page)).frames;
    let st = await api(page, 'newGame', { players: [{ name: 'Blue', bot: 'mcts-strong' }, { name: 'Red' }], seed: 4 });
    assert.strictEqual(st.players[0].bot, 'mcts-strong');
    assert.strictEqual(st.players[1].bot, null);
    await page.waitForFunction(() => window.carcassonne.frameStats().bot_thinking, null, { timeout: 10000, polling: 20 });
    const texts = await api(page, 'shownTexts');
    assert.strictEqual(texts.turn[0], 'Blue is thinking...');
    // The sign turns while the bot thinks: the panel differs from one moment to the next.
    await page.mouse.move(5, 590);
    const a = await page.screenshot({ clip: panel, path: path.join(artifacts, 'bots-thinking-a.png') });
    // Frames drawn while it thinks until the sign has turned: it turns 12 times a second, and a
    // frame of one slice of thinking can take a few ms, so three frames did not always see a turn.
    let b = a;
    for (let k = 0; k < 20 && b.equals(a); ++k) {
      await nextFrames(page, 3);
      b = await page.screenshot({ clip: panel, path: path.join(artifacts, 'bots-thinking-b.png') });
      assert.ok((await stats(page)).bot_thinking, 'still thinking after both pictures');
    }
    assert.notDeepStrictEqual(a, b, 'the thinking sign moves');
    await page.screenshot({ path: path.join(artifacts, 'bots-thinking.png') });

    // The whole turn (tile, then meeple) is played; then it is the human's.
    await page.waitForFunction(() => window.carcassonne.state().next === 1, null, { timeout: 30000, polling: 50 });
    st = await api(page, 'state');
    assert.strictEqual(st.board.length, 2, 'the bot placed its tile');
    const f = await stats(page);
    const sl = slices(f);
    assert.ok(f.bot_think_max_ms >= 1000 && f.bot_think_max_ms < 2000, 'one second of thinking: ' + f.bot_think_max_ms);
    assert.ok(f.bot_iterations_max > 100, 'it searched: ' + f.bot_iterations_max + ' iterations');
    // A slice stops at 8 ms once its batch of iterations is done, so it may run a little over, and
    // more on a loaded machine (99 slices in a fresh clone's ./check beside other work): a second of
    // thinking is many slices, and the median under 10 ms and the share under 16 ms, below, say the rest.
    assert.ok(f.bot_slices >= 60, 'in slices of a frame: ' + f.bot_slices + ' slices');
    assert.strictEqual(sl.total, f.bot_slices);
    assert.ok(sl.median < 10, 'slices: ' + JSON.stringify(sl));
    assert.ok(sl.under16 >= 0.75, 'slices: ' + JSON.stringify(sl));
    assert.ok(f.frames - framesBefore >= f.bot_slices, 'the page kept drawing: a frame for every slice');
    assert.strictEqual(f.bot_thinking, false);

    // The human's turn: nothing thinks, the sign is gone and the app goes quiet.
    await page.screenshot({ path: path.join(artifacts, 'bots-after-move.png') });
    assert.strictEqual((await api(page, 'shownTexts')).turn[0], 'Red: place the tile');
    const quiet = await waitForQuiet(page, 1500, 30000);
    await page.waitForTimeout(1000);
    assert.strictEqual((await stats(page)).frames, quiet[0], 'no frames while the human thinks');
    console.log('strong bot: ' + JSON.stringify({ think_ms: f.bot_think_max_ms, iterations: f.bot_iterations_max,
      slices: sl, histogram: f.bot_slice_histogram, frame_max_ms: f.bot_frame_max_ms, frames: f.frames - framesBefore }));
    assert.deepStrictEqual(errors, []);
  });
});

// Plays `rounds` turns of the human (the first legal placement, no meeple) against a normal bot,
// waiting for the bot after each; returns the board.
async function playRounds(page, seed, rounds) {
  await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'mcts' }], seed });
  for (let i = 0; i < rounds; ++i) {
    await page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 30000, polling: 20 });
    const legal = await api(page, 'legalMoves');
    await api(page, 'play', Object.assign({}, legal[0], { meeple: null }));
  }
  await page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 30000, polling: 20 });
  return (await api(page, 'state')).board;
}

test('a normal bot searches 3,000 iterations a move, the same moves for the same deal', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    const board = await playRounds(page, 7, 4);
    assert.strictEqual(board.length, 9, 'four turns each and the start tile');
    const st = await api(page, 'state');
    assert.deepStrictEqual(st.players.map((p) => p.bot), [null, 'mcts']);
    const f = await stats(page);
    assert.strictEqual(f.bot_iterations_max, 3000);
    assert.ok(f.bot_decisions >= 4, f.bot_decisions + ' decisions');
    const sl = slices(f);
    assert.ok(sl.median < 10 && sl.under16 >= 0.75, 'slices: ' + JSON.stringify(sl));
    assert.ok(f.bot_slices >= 8, 'thinking took several frames: ' + f.bot_slices);
    console.log('normal bot: ' + JSON.stringify({ think_max_ms: f.bot_think_max_ms, slices: sl,
      histogram: f.bot_slice_histogram, frame_max_ms: f.bot_frame_max_ms }));
    // The same deal and the same human moves: the bot answers the same way. Another deal: not.
    assert.deepStrictEqual(await playRounds(page, 7, 4), board, 'deterministic for a seed');
    assert.notDeepStrictEqual(await playRounds(page, 8, 4), board);
    assert.deepStrictEqual(errors, []);
  });
});

test('an unknown bot is refused naming the bots there are', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    const err = await page.evaluate(() => {
      try { window.carcassonne.newGame({ players: ['You', { name: 'Ada', bot: 'expert' }] }); } catch (e) { return e.message; }
      return '';
    });
    assert.strictEqual(err, "unknown bot 'expert' (the bots are greedy, mcts, mcts-strong, random; null for a human)");
    for (const bot of ['greedy', 'mcts', 'mcts-strong', 'random']) {
      const st = await api(page, 'newGame', { players: ['You', { name: 'Ada', bot }], seed: 2 });
      assert.strictEqual(st.players[1].bot, bot);
    }
    assert.deepStrictEqual(errors, []);
  });
});

// The x of the first (or last) pixel of button colour on row y between x0 and x1 of a screenshot.
async function buttonOnRow(page, y, x0, x1, last) {
  const png = await page.screenshot();
  return page.evaluate(async ([b64, y, x0, x1, last]) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + b64;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width; c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, y, c.width, 1).data;
    let found = -1;
    for (let x = x0; x < x1; x++) {
      const [r, g, b] = [d[4 * x], d[4 * x + 1], d[4 * x + 2]];
      if (Math.abs(r - 219) < 14 && Math.abs(g - 189) < 14 && Math.abs(b - 133) < 14) {
        found = x;
        if (!last) break;
      }
    }
    return found;
  }, [png.toString('base64'), y, x0, x1, last]);
}

// The toolbar's first button (New game): its width depends on the language.
async function clickNewGame(page) {
  const x = await buttonOnRow(page, 26, 0, 1280, false);
  assert.ok(x > 0, 'the toolbar shows');
  await page.mouse.click(x + 10, 26);
  await page.waitForFunction(() => !!window.carcassonne.shownTexts().newGame, null, { timeout: 10000, polling: 100 });
}

test('the new-game dialog offers the bot levels in words, in en, nl, fr and de, and starts the one picked', async () => {
  const kinds = ['Human', 'Bot: easy', 'Bot: normal', 'Bot: strong', 'Bot: random moves'];
  await withBrowser(async (browser, url) => {
    // Two languages at a time, each a page of its own as before.
    await inParallel(['en', 'nl', 'fr', 'de'], 2, async (lang) => {
      const table = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
      const { page, errors } = await openGame(browser, url + 'index.html?lang=' + lang);
      await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
      await page.waitForFunction((l) => window.carcassonne.shownTexts().language === l, lang, { timeout: 10000 });
      await clickNewGame(page);
      const texts = await api(page, 'shownTexts');
      assert.ok(texts.windows.includes(table['New game']), lang + ': the dialog is open: ' + texts.windows);
      assert.deepStrictEqual(texts.newGame.seatKinds, kinds.map((k) => table[k]), lang);
      await page.screenshot({ path: path.join(artifacts, 'bots-dialog-' + lang + '.png') });
      // The dialog's rectangle (layout(): the overlay over the centre of the screen); its rows are
      // laid out the same in every language: the second seat's row 83 px below its top, the list's
      // arrow 344 px from its left (the dialog grows to the right with longer set names).
      const lay = await api(page, 'layout');
      const dialog = lay.panels.find((b) => !b.docked && b.x < 640 && b.x + b.w > 640 && b.y < 400 && b.y + b.h > 400);
      assert.ok(dialog, lang + ': the dialog is listed by layout(): ' + JSON.stringify(lay.panels));
      const row = Math.round(dialog.y + 83), arrow = Math.round(dialog.x + 344);
      await page.mouse.click(arrow, row);
      await waitForQuiet(page, 300, 30000);
      await page.screenshot({ path: path.join(artifacts, 'bots-dialog-levels-' + lang + '.png') });
      // Pick a level from the list (one per language) and start: the seat has that bot.
      const pick = { en: 2, nl: 3, fr: 4, de: 1 }[lang];
      await page.mouse.click(arrow - 60, row + 26 + 19 * pick);
      await waitForQuiet(page, 300, 30000);
      // Start where the dialog drew it (shownTexts().newGame.widgets): rows below it (the join-by-code row)
      // keep it off the dialog's foot.
      const start = (await api(page, 'shownTexts')).newGame.widgets.start;
      await page.mouse.click(Math.round(start.x + start.w / 2), Math.round(start.y + start.h / 2));
      await page.waitForFunction(() => !window.carcassonne.shownTexts().newGame, null, { timeout: 10000, polling: 100 });
      const st = await api(page, 'state');
      assert.deepStrictEqual(st.players.map((p) => p.bot), [null, ['', 'greedy', 'mcts', 'mcts-strong', 'random'][pick],
        'greedy'], lang + ': the dialog started the game with the level picked');
      assert.deepStrictEqual(errors, []);
      await page.close();
    });
  });
});
