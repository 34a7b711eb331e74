#!/usr/bin/env node
// The screenshots of docs/embedding.md's "Making a demo in the editor" (docs/images/editor-*.png):
// the Signposts' seed example 2 made in the editor by clicks, as the browser test makes it
// (tests/browser/editor_clicks.cjs), stopping to photograph each stage. Needs build/web
// (tools/build.sh web). Run: NODE_PATH=/usr/share/nodejs node tools/editor_screenshots.cjs
// With ImageMagick's convert on the PATH the pictures are reduced to 256 colours (text stays sharp).
'use strict';
const path = require('path');
const fs = require('fs');
const { execFileSync } = require('child_process');
const { withBrowser, demoFramesReady, api, root } = require('../tests/browser/harness.cjs');
const clicks = require('../tests/browser/editor_clicks.cjs');

const out = path.join(root, 'docs', 'images');
const VIEW = { width: 1100, height: 720 };

// The demo's title and texts, as a rules editor writes them.
const TITLE = {
  en: 'Signposts: five correct signposts of three types',
  nl: 'Wegwijzers: vijf juiste wegwijzers van drie soorten',
  fr: 'Panneaux : cinq panneaux corrects de trois types',
  de: 'Wegweiser: fünf richtige Wegweiser von drei Arten',
};
const MOVE = {
  en: 'The junction closes Red\'s road: 9 tiles, and its 5 correct signposts are of all three types: 9 + 5 × 3 = 24.',
  nl: 'De kruising sluit de weg van Rood af: 9 tegels, en de 5 juiste wegwijzers zijn van alle drie soorten: 9 + 5 × 3 = 24.',
  fr: 'Le carrefour achève la route de Rouge : 9 tuiles, et ses 5 panneaux corrects sont des trois types : 9 + 5 × 3 = 24.',
  de: 'Die Kreuzung schließt die Straße von Rot ab: 9 Karten, und ihre 5 richtigen Wegweiser sind von allen drei Arten: 9 + 5 × 3 = 24.',
};

// The page as it is, with the mouse resting at `mouse` (else in a corner, so no tooltip is in the way).
async function picture(page, name, mouse) {
  const file = path.join(out, 'editor-' + name + '.png');
  await page.mouse.move(mouse ? mouse.x : VIEW.width - 5, mouse ? mouse.y : VIEW.height - 5);
  await page.waitForTimeout(300);
  await page.screenshot({ path: file });
  try {
    execFileSync('convert', [file, '-strip', '+dither', '-colors', '256', '-define', 'png:compression-level=9',
      'PNG8:' + file]);
  } catch (e) { /* no ImageMagick: the full-colour picture stays */ }
  console.log(path.relative(root, file) + ': ' + Math.round(fs.statSync(file).size / 1024) + ' KB');
}

// Writes one step's texts (or the title, step "title") in the four languages through the Record
// stage's Edit button and the page's text boxes.
async function writeTexts(page, step, texts, before) {
  await clicks.click(page, 'record/edit/' + step);
  await page.waitForSelector('#editor-texts');
  for (const [lang, text] of Object.entries(texts)) await page.fill('#editor-texts [data-lang="' + lang + '"]', text);
  if (before) await before();
  await page.click('#editor-texts-save');
  await page.waitForSelector('#editor-texts', { state: 'detached' });
}

(async () => {
  fs.mkdirSync(out, { recursive: true });
  await withBrowser(async (browser, url) => {
    const { page } = await clicks.newDraft(browser, url, VIEW);
    await clicks.setUpSignpostsExample(page, { customTile: () => picture(page, 'custom-tile') });
    await clicks.select(page, 1, 0);
    await picture(page, 'setup');

    await clicks.openStage(page, 'record');
    await clicks.untilGame(page, 'the junction in hand', (s) => s.tile === 'base/W' && s.step === 'tile');
    await clicks.placeInHand(page, 0, 2, 0);
    // A thief on the road Red already holds: refused, in words, at its spot.
    const taken = (await clicks.record(page)).refusedSpots.find((s) => s.on === 'road E');
    await clicks.clickAt(page, taken);
    await clicks.refusalShown(page);
    await picture(page, 'record-refused', taken);
    await clicks.click(page, 'record/nomeeple');
    await clicks.until(page, 'the move recorded', (e) => (e.scenario.moves || []).length === 1);
    await writeTexts(page, 'title', TITLE);
    await writeTexts(page, '1', MOVE, () => picture(page, 'texts'));
    await picture(page, 'record');

    await clicks.openStage(page, 'publish');
    await clicks.widget(page, 'publish/download');
    await picture(page, 'publish');
    await clicks.click(page, 'publish/preview');
    const [frame] = await demoFramesReady(page, 1, 60000);
    await frame.evaluate(() => window.carcassonne.step('end'));
    await picture(page, 'preview');
    const file = await api(page, 'editorPublish');
    console.log('published ' + file.fileName + ': ' + JSON.parse(file.file).moves.length + ' move');
  });
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
