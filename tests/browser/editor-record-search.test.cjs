// The editor's Record stage: its row of tiles is searched like the Set up stage's palette, with the
// same box (one widget, src/render/editor/tile_search.cpp): the words typed ("Kloster") leave only
// the tiles whose words hold them, and an emptied box shows the whole row again. In German, at
// 1280×800 and 390×844, with screenshots.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, api, settle } = require('./harness.cjs');
const { editor, until, newDraft, openStage, typeInto, shot } = require('./editor_clicks.cjs');

const rowTiles = (ed) => Object.keys(ed.widgets).filter((k) => k.startsWith('record/tile/'));

for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  test('the Record stage\'s tiles are found by their words (' + name + ')', async () => {
    await withBrowser(async (browser, url) => {
      const { page, errors } = await newDraft(browser, url, viewport, '&lang=de');
      await openStage(page, 'record');
      await until(page, 'the row of tiles', (e) => !!e.widgets['record/search'] && !!e.widgets['record/tile/base/E']);
      // Only the monasteries are left.
      await typeInto(page, 'record/search', '', 'Kloster', (e) => !e.widgets['record/tile/base/E'] && !!e.widgets['record/tile/base/B']);
      await settle(page);
      const found = rowTiles(await editor(page));
      assert.deepStrictEqual(found.sort(), ['record/tile/base/A', 'record/tile/base/B'], 'the monasteries: ' + found);
      assert.strictEqual((await api(page, 'editorRecord')).search, 'Kloster');
      await shot(page, 'record-search-de-' + name);
      // The box emptied: every tile again.
      await typeInto(page, 'record/search', 'Kloster', '', (e) => !!e.widgets['record/tile/base/E']);
      assert.strictEqual((await api(page, 'editorRecord')).search, '');
      assert.deepStrictEqual(errors, []);
      await page.close();
    });
  });
}
