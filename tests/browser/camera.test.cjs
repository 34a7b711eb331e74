// The camera keeps the game legible: through 60 turns against a greedy bot, at 1280×800 with a
// mouse and at 390×844 on a touch phone, the tiles never shrink below a readable size by
// themselves (48 CSS px on a desktop, and below 64 only to keep every legal square clear of the
// windows; a fingertip of 44 px on a phone), at every one of the
// human's turns at least one legal square is on the canvas and under no panel (the view follows
// the action and pans instead of shrinking), and on the phone every meeple spot is a fingertip
// wide. The human plays through the page API (legalMoves, then play), so only the camera is tested.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, artifacts, api, layoutStill, humansTurn } = require('./harness.cjs');

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const TURNS = 60;

const inside = (p, r) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
const clear = (layout, p) => p.x >= 0 && p.x <= layout.view.w && p.y >= 0 && p.y <= layout.view.h &&
  !layout.panels.some((panel) => inside(p, panel));

async function plays60Turns(options, name, minimum) {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url, options);
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: ['You', { name: 'Ada', bot: 'greedy' }], seed: 11 });
    let checked = 0, shot = false;
    for (let guard = 0; guard < 400; ++guard) {
      await humansTurn(page);
      const st = await api(page, 'state');
      if (st.over || st.board.length > TURNS) break;
      const moves = await api(page, 'legalMoves');
      if (st.step === 'tile') {
        // One wait per turn: the camera has come to rest on the human's tile step.
        await layoutStill(page);
        const layout = await api(page, 'layout');
        const turn = 'turn ' + st.board.length + ': ';
        assert.ok(layout.tileSize >= minimum, turn + 'tiles are ' + layout.tileSize.toFixed(1) + ' px');
        assert.ok(layout.squares.length > 0, turn + 'legal squares are offered');
        assert.ok(layout.squares.some((sq) => clear(layout, sq)),
          turn + 'no legal square is on screen and under no panel: ' + JSON.stringify(layout.squares.slice(0, 4)));
        if (!shot && st.board.length >= 40) {
          await page.screenshot({ path: path.join(artifacts, 'camera-' + name + '-turn40.png') });
          shot = true;
        }
        ++checked;
        // Spread out: a move from the middle of the list, so the board grows in every direction.
        await api(page, 'play', moves[Math.floor(moves.length / 2)]);
      } else if (st.step === 'meeple') {
        // The spots as offered (read once, no wait): a fingertip wide on a phone.
        const layout = await api(page, 'layout');
        if (options.hasTouch)
          for (const t of layout.targets)
            assert.ok(2 * t.radius >= 44, 'a meeple spot is ' + (2 * t.radius).toFixed(1) + ' px wide');
        await api(page, 'play', { meeple: null });
      } else {
        await api(page, 'play', moves[0]);
      }
    }
    assert.ok(checked >= 25, 'the human\'s turns checked: ' + checked);
    assert.deepStrictEqual(errors, []);
  });
}

test('1280×800: through 60 turns the tiles stay at least 48 px and a legal square is always in view', async () => {
  await plays60Turns(DESKTOP, 'desktop', 48);
});

test('390×844 touch: through 60 turns the tiles and spots stay a fingertip (44 px) and a square is in view',
  async () => {
    await plays60Turns(PHONE, 'phone', 44);
  });
