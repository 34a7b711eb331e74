// Readable and consistent: a click on the board gives it the keyboard; the tile in hand starts at
// a rotation that fits somewhere; the log speaks to the reader ("You score"); long choices wrap
// instead of being cut off; the New game options and the step-through view show their boxes.
// Screenshots at 1280x800 and on a 390x844 phone are kept for looking at.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, screenshotStats, settle, humansTurn, waitForQuiet } = require('./harness.cjs');

const ruling = (f) => JSON.parse(fs.readFileSync(path.join(root, 'tests/rulings', f), 'utf8'));

test('a click on the board gives it the keyboard: Enter places the tile, N declines the meeple', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 100000);  // the bots wait: only the keys move the game
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 8 });
    // The keyboard is elsewhere on the page (as after closing a notice or using the address bar).
    await page.evaluate(() => { const b = document.createElement('button'); b.id = 'elsewhere'; document.body.appendChild(b); b.focus(); });
    const moves = await api(page, 'legalMoves');
    const at = await api(page, 'screenOf', moves[0].at[0], moves[0].at[1]);
    await page.mouse.click(at.x, at.y);  // chooses the square
    // (Waits for what the app shows rather than a fixed pause: a loaded machine draws late.)
    await page.waitForFunction(() => window.carcassonne.layout().selected !== null, null, { timeout: 10000, polling: 50 });
    assert.strictEqual(await page.evaluate(() => document.activeElement && document.activeElement.id), 'canvas');
    await page.keyboard.press('Enter', { delay: 120 });  // held over a frame or two, as a person does
    await page.waitForFunction(() => window.carcassonne.state().step !== 'tile', null, { timeout: 10000, polling: 50 })
      .catch(() => {});
    let st = await api(page, 'state');
    assert.strictEqual(st.step, 'meeple', 'Enter placed the tile');
    await page.keyboard.press('n', { delay: 120 });
    await page.waitForFunction(() => window.carcassonne.state().next !== 0, null, { timeout: 10000, polling: 50 })
      .catch(() => {});
    st = await api(page, 'state');
    assert.strictEqual(st.next, 1, 'N declined the meeple and ended the turn');
    assert.deepStrictEqual(errors, []);
  });
});

test('a quick key press, pressed and released before the next frame, is not missed', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 100000);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 8 });
    const moves = await api(page, 'legalMoves');
    const at = await api(page, 'screenOf', moves[0].at[0], moves[0].at[1]);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.carcassonne.layout().selected !== null, null, { timeout: 10000, polling: 50 });
    await waitForQuiet(page, 300, 20000);  // the app has settled and stopped drawing
    // Down and up sent together: both reach the app before it draws its next frame.
    await Promise.all([page.keyboard.down('Enter'), page.keyboard.up('Enter')]);
    await page.waitForFunction(() => window.carcassonne.state().step !== 'tile', null, { timeout: 5000, polling: 50 })
      .catch(() => {});
    assert.strictEqual((await api(page, 'state')).step, 'meeple', 'the quick Enter placed the tile');
    assert.deepStrictEqual(errors, []);
  });
});

test('the tile in hand starts at a rotation that fits somewhere', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    let turned = 0, checked = 0;
    for (let seed = 1; seed <= 40 && turned < 2; ++seed) {
      await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'random' }], seed });
      for (let turn = 0; turn < 4; ++turn) {
        const st = await api(page, 'state');
        const legal = await api(page, 'legalMoves');
        const rots = new Set(legal.map((m) => m.rot));
        assert.ok(rots.has(st.rot), 'seed ' + seed + ': shown at ' + st.rot + ', fits at ' + [...rots]);
        ++checked;
        if (!rots.has(0)) ++turned;  // this tile does not fit as printed: it starts turned
        await api(page, 'play', Object.assign({}, legal[legal.length - 1], { meeple: null }));
        await page.waitForFunction(() => window.carcassonne.state().next === 0, null, { timeout: 10000 });
      }
    }
    assert.ok(turned >= 2, 'tiles that fit only turned were met (' + turned + ' of ' + checked + ')');
    assert.deepStrictEqual(errors, []);
  });
});

test('the log speaks to the reader: "You score", in every language', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 12 });
    let st;
    for (let guard = 0; guard < 400; ++guard) {
      st = await api(page, 'state');
      if (st.over || st.events.some((e) => e.players.length === 1 && e.players[0] === 0)) break;
      if (st.next !== 0) { await humansTurn(page); continue; }
      const legal = await api(page, 'legalMoves');
      await api(page, 'play', legal[legal.length - 1]);  // the last choice: often a meeple
    }
    const mine = () => st.events.filter((e) => e.players.length === 1 && e.players[0] === 0).map((e) => e.text);
    assert.ok(mine().length > 0, 'the reader scored');
    for (const [lang, start] of [['en', 'You score '], ['nl', 'Jij scoort '], ['fr', 'Vous marquez '], ['de', 'Du erhältst ']]) {
      await page.evaluate((l) => window.carcassonne.setLanguage(l), lang);
      st = await api(page, 'state');
      for (const text of mine()) assert.ok(text.startsWith(start), lang + ': ' + text);
      const log = (await api(page, 'shownTexts')).log;
      assert.ok(log.some((l) => l.startsWith(start)), lang);
      assert.ok(!log.some((l) => /^You scores|^You: You/.test(l)));
    }
    assert.deepStrictEqual(errors, []);
  });
});

test('on a phone, the ferries choice wraps instead of being cut off, and the prompt names no "You: You"', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url, { width: 390, height: 844 });
    const sc = ruling('ferries-footnote-moved-ferry-reopens-a-completed-road.json');
    delete sc.moves; delete sc.expect;
    sc.players = ['You', 'Blue'];
    await api(page, 'loadScenario', sc);
    await api(page, 'play', { tile: 'base/U', at: [2, 0], rot: 0 });
    await api(page, 'play', { meeple: null });
    await settle(page);
    const st = await api(page, 'state');
    assert.strictEqual(st.step, 'module');
    const turn = (await api(page, 'shownTexts')).turn[0];
    assert.match(turn, /^You: Move a ferry\?/);
    await page.screenshot({ path: path.join(artifacts, 'readable-phone-ferries.png') });
    assert.deepStrictEqual(errors, []);
  });
});

test('New game: checkboxes and radio buttons show on the dialog, each set on its own line (screenshots)', async () => {
  await withBrowser(async (browser, url) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const { page, errors } = await openGame(browser, url, viewport);
      await settle(page);
      const border = (r, g, b) => Math.abs(r - 115) < 12 && Math.abs(g - 92) < 12 && Math.abs(b - 64) < 12;
      if (viewport.width < 720) {
        // On a phone New game is in the sheet: More (at the bar's right end), then the sheet's first
        // button (the sheet is the overlay layout() lists under the bars).
        const bar = (await api(page, 'layout')).panels.find((p) => p.docked && p.y < 5);
        await page.mouse.click(bar.x + bar.w - 30, bar.y + 30);
        await page.waitForFunction(() => window.carcassonne.layout().panels.some((p) => !p.docked && p.y > 100),
          null, { timeout: 10000, polling: 100 });
        const sheet = (await page.evaluate(() => window.carcassonne.layout())).panels.find((p) => !p.docked && p.y > 100);
        await page.mouse.click(sheet.x + 46, sheet.y + 73);
      } else {
        // The toolbar's first button, New game, from the toolbar's box (the language picker widened it).
        const bar = (await api(page, 'layout')).panels.find((p) => p.y < 20 && p.x > 200);
        await page.mouse.click(bar.x + 40, bar.y + 18);
      }
      await page.waitForFunction(() => !!window.carcassonne.shownTexts().newGame, null, { timeout: 10000, polling: 100 });
      await settle(page);
      const name = 'readable-new-game-' + viewport.width + '.png';
      const shot = await page.screenshot({ path: path.join(artifacts, name) });
      // The dialog's boxes are outlined in theme.h's kBorder (115, 92, 64): without outlines the
      // white boxes vanish on the white dialog. Counted inside the dialog only: the modal dims the
      // windows behind it, whose buttons then no longer count.
      // The dialog is the largest overlay (on a phone it fills the screen's height, and the sheet it
      // was opened from is listed too).
      const box = (await api(page, 'layout')).panels.filter((p) => !p.docked).sort((a, b) => b.w * b.h - a.w * a.h)[0];
      assert.ok(box, 'the dialog is listed among the overlays');
      // Start stays on the screen: on a phone the players, sets and deal scroll above it.
      const start = (await api(page, 'shownTexts')).newGame.widgets.start;
      assert.ok(start.y >= 0 && start.y + start.h <= viewport.height, 'Start is on the screen: ' + JSON.stringify(start));
      const inDialog = await page.screenshot({ clip: { x: box.x, y: box.y, width: Math.min(box.w, viewport.width - box.x), height: Math.min(box.h, viewport.height - box.y) } });
      const outline = (await screenshotStats(page, inDialog, border)).matching;
      assert.ok(outline > 1500, 'the boxes of the dialog are outlined (' + outline + ' outline pixels in it)');
      assert.deepStrictEqual(errors, []);
      await page.close();
    }
  });
});
