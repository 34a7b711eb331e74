// A crowded screen on a desktop: at 1024×700 in French and Dutch and 1280×800 in German the toolbar runs
// under no window (it wraps into the gap between them), and in later positions (20 to 40 tiles on
// the board, whose squares did not fit the free rectangle at 64 px: at 40 tiles in French three lay
// under the log) no legal square lies under a window or off the canvas: the camera pans the squares
// between the windows, zooming out down to 48 px tiles if it must.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { withBrowser, openGame, api, artifacts, layoutStill, playedUntil } = require('./harness.cjs');

const overlaps = (a, b) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;

const lateGame = (page, tiles) => playedUntil(page, tiles, 11);

// At 1024×700 this deal's 40-tile board does not fit between the windows even at 48 px: there the
// camera keeps the action in view (the chosen square, the squares nearest it) and the rest is panned to.
for (const [w, h, lang, most] of [[1024, 700, 'fr', 30], [1280, 800, 'de', 40], [1024, 700, 'nl', 30]]) {
  test(`${w}×${h} in ${lang}: the toolbar under no window, no legal square under a window`, { timeout: 240000 }, async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await openGame(browser, url + '?lang=' + lang, { viewport: { width: w, height: h } });
      await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
      for (const tiles of [20, 30, 40].filter((n) => n <= most)) {
        await lateGame(page, tiles);
        await layoutStill(page);
        const L = await api(page, 'layout');
        await page.screenshot({ path: path.join(artifacts, `layout-crowded-${w}-${lang}-${tiles}.png`) });
        // The toolbar: the panel at the top holding the language picker.
        const picker = L.language;
        const bar = L.panels.find((p) => picker && picker.x >= p.x && picker.x + picker.w <= p.x + p.w + 1 &&
          picker.y >= p.y && picker.y + picker.h <= p.y + p.h + 1);
        assert.ok(bar, 'the toolbar holds the language picker: ' + JSON.stringify(L.panels));
        for (const p of L.panels)
          if (p !== bar) assert.ok(!overlaps(bar, p), `the toolbar ${JSON.stringify(bar)} runs under ${JSON.stringify(p)}`);
        assert.ok(L.squares.length > 0);
        for (const q of L.squares) {
          const sq = { x: q.x - L.tileSize / 2 + 1, y: q.y - L.tileSize / 2 + 1, w: L.tileSize - 2, h: L.tileSize - 2 };
          assert.ok(sq.x >= -1 && sq.y >= -1 && sq.x + sq.w <= L.view.w + 1 && sq.y + sq.h <= L.view.h + 1,
            `${tiles} tiles: a square off the canvas ${JSON.stringify(q)}`);
          for (const p of L.panels)
            assert.ok(!overlaps(sq, p), `${tiles} tiles: the square ${JSON.stringify(q.at)} lies under ${JSON.stringify(p)} (tiles ${L.tileSize} px)`);
        }
        assert.ok(L.tileSize >= 48, "tiles a readable 48 px or more: " + L.tileSize);
      }
      assert.deepStrictEqual(errors, []);
    });
  });
}
