// The editor's Set up stage with the keyboard alone (issue 41): the board has the focus; ] and
// Page Up/Down choose the palette's tiles, the arrows move the keyboard's square (shown from the
// start square), Enter puts the chosen tile there as a click would, R turns it, Delete removes it,
// Enter on a placed tile selects it and 1 puts a meeple on its first numbered place, P picks the
// next player for 2. No click and no editing call of the page API: what the keys did is read back
// from editor().
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, press, settle } = require('./harness.cjs');
const { editor, until, newDraft, shot } = require('./editor_clicks.cjs');

const tileAt = (ed, x, y) => ed.scenario.board.find((t) => t.at[0] === x && t.at[1] === y);

test('a tile chosen, put, turned and removed, and a meeple put, with the keyboard alone', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await newDraft(browser, url);
    // The board has the focus (as a Tab onto it gives it), and no square is marked yet.
    await page.focus('#canvas');
    assert.strictEqual(await page.evaluate(() => document.activeElement && document.activeElement.id), 'canvas');
    let ed = await editor(page);
    assert.strictEqual(ed.palette.chosen, null, 'no tile in hand at first');
    assert.ok(!ed.cursor, 'no square marked before a key');

    // ] chooses the palette's first tile and marks the start square; Page Down the next, Page Up back.
    await press(page, ']');
    await until(page, 'a tile chosen by ]', (e) => !!e.palette.chosen && !!e.cursor);
    ed = await editor(page);
    const first = ed.palette.chosen;
    assert.deepStrictEqual(ed.cursor.at, [0, 0], 'the keyboard\'s square starts on the start square');
    await press(page, 'PageDown');
    await until(page, 'the next tile chosen', (e, f) => !!e.palette.chosen && e.palette.chosen !== f, first);
    await press(page, 'PageUp');
    await until(page, 'the first tile chosen again', (e, f) => e.palette.chosen === f, first);

    // The arrows move the square; Enter puts the tile there, as a click would.
    await press(page, 'ArrowRight');
    await until(page, 'the square east of the start', (e) => e.cursor && e.cursor.at[0] === 1 && e.cursor.at[1] === 0);
    await press(page, 'Enter');
    await until(page, 'the tile put east of the start', (e, f) => e.scenario.board.some((t) =>
      t.at[0] === 1 && t.at[1] === 0 && t.tile === f && t.rot === 0), first);
    await settle(page);
    await shot(page, 'keys-put');
    // R turns the tile under the square.
    await press(page, 'r');
    await until(page, 'the tile turned', (e) => e.scenario.board.some((t) => t.at[0] === 1 && t.at[1] === 0 && t.rot === 90));
    // Delete removes it.
    await press(page, 'Delete');
    await until(page, 'the tile removed', (e) => !e.scenario.board.some((t) => t.at[0] === 1 && t.at[1] === 0));
    ed = await editor(page);
    assert.strictEqual(ed.scenario.board.length, 1, 'the start tile alone again');

    // Back on the start tile: Esc puts the tile in hand away, Enter selects the tile, 1 puts a meeple
    // on its first place (numbered on the board).
    await press(page, 'ArrowLeft');
    await until(page, 'the square on the start', (e) => e.cursor && e.cursor.at[0] === 0 && e.cursor.at[1] === 0);
    await press(page, 'Escape');
    await until(page, 'the tile put away', (e) => e.palette.chosen === null);
    await press(page, 'Enter');
    await until(page, 'the start tile selected', (e) => !!e.selected && e.selected.at[0] === 0 && e.selected.at[1] === 0);
    await press(page, '1');
    await until(page, 'a meeple on the start tile', (e) => {
      const t = e.scenario.board.find((b) => b.at[0] === 0 && b.at[1] === 0);
      return !!t && Array.isArray(t.meeples) && t.meeples.length === 1;
    });
    await settle(page);
    await shot(page, 'keys-meeple');
    ed = await editor(page);
    assert.strictEqual(tileAt(ed, 0, 0).meeples[0].player, 0, 'the first player\'s meeple');
    // P picks the next player: 2 puts Blue's meeple on the second place.
    await press(page, 'p');
    await press(page, '2');
    await until(page, 'the next player\'s meeple', (e) => {
      const t = e.scenario.board.find((b) => b.at[0] === 0 && b.at[1] === 0);
      return !!t && t.meeples.length === 2 && t.meeples.some((m) => m.player === 1);
    });
    assert.deepStrictEqual(errors, []);
  });
});
