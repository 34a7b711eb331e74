// The editor's Set up stage: a tile selected on the board keeps its meeple spots whatever is in hand.
// A tile chosen in the palette after the selection leaves it selected, its spots on the board, and
// a click on a spot puts the picked player's meeple there (the palette's tile still in hand, to be
// put down next). Screenshots in German at 1280×800 and 390×844.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, settle } = require('./harness.cjs');
const { editor, until, widget, click, newDraft, choose, select, shot, clickAt } = require('./editor_clicks.cjs');

// Opens (or folds) the phone's Tiles window with a click on its title bar's arrow, once the window
// stays in place (it fits what it holds: a tile chosen makes it taller, its title bar higher).
async function titleBar(page, open) {
  const w = await widget(page, 'window/tiles');  // its centre and size
  await clickAt(page, { x: w.x - w.w / 2 + 14, y: w.y - w.h / 2 + 22 });  // its arrow
  await until(page, 'the Tiles window ' + (open ? 'open' : 'folded'), (e, o) => !!e.widgets['palette/search'] === o, open);
}

const spots = (ed) => Object.keys(ed.widgets).filter((k) => k.startsWith('spot/'));

for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test('a selected tile shows its meeple spots with a palette tile in hand (' + name + ')', async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await newDraft(browser, url, viewport, '&lang=de');
      await select(page, 0, 0);
      await until(page, 'the start tile\'s spots', (e) => Object.keys(e.widgets).some((k) => k === 'spot/city N'));
      // On a phone the Tiles window waits folded across the bottom: its title bar opens it.
      if (name === 'phone') await titleBar(page, true);
      // A tile in hand from the palette: the start tile stays selected and keeps its spots.
      await choose(page, 'base/E', '');
      if (name === 'phone') await titleBar(page, false);
      await settle(page);
      let ed = await editor(page);
      assert.strictEqual(ed.palette.chosen, 'base/E', 'a palette tile in hand');
      assert.ok(ed.selected && ed.selected.at[0] === 0 && ed.selected.at[1] === 0, 'the start tile is still selected: ' + JSON.stringify(ed.selected));
      await until(page, 'the spots with a tile in hand', (e) => Object.keys(e.widgets).includes('spot/city N'));
      await shot(page, 'spots-in-hand-de-' + name);
      await click(page, 'spot/city N');
      await until(page, 'the meeple on the city', (e) => {
        const t = e.scenario.board.find((b) => b.at[0] === 0 && b.at[1] === 0);
        return !!t && Array.isArray(t.meeples) && t.meeples.some((m) => m.on === 'city N');
      });
      ed = await editor(page);
      assert.strictEqual(ed.palette.chosen, 'base/E', 'the palette tile is still in hand');
      assert.ok(spots(ed).length >= 3, 'the spots stay: ' + spots(ed));
      assert.deepStrictEqual(errors, []);
      await page.close();
    });
  });
}
