// The demos read as a rules page's reader sees them: every demo of the library, stepped from start
// to end in every language, shows only words — its title, the step's text and the score chips, read
// through the page API's shownTexts() — with no JSON ({ or [), no tile id (base/W or any
// <word>/<word>), no grid coordinates and no English colour name where the language has its own
// (the chips say "Rot" where the text says "Rot"). Also: setLanguage, from the page API or by
// postMessage from the page around the iframe, switches the whole interface.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api, framedDemo } = require('./harness.cjs');

// Every language of the one list (web/languages.json).
const LANGS = JSON.parse(fs.readFileSync(path.join(root, 'web/languages.json'), 'utf8')).map((l) => l.code);
const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const tiles = JSON.parse(fs.readFileSync(path.join(root, 'assets/tiles/index.json'), 'utf8'));
const table = (lang) => JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
const COLOURS = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Grey', 'Gray', 'Pink', 'Purple', 'Orange', 'White', 'Brown'];

// English words that only an untranslated interface shows (the core's move lines and controls).
const ENGLISH = /\b(?:Move \d+:|Step \d+ \/ \d+|Autoplay|places a tile|scores \d+|No scoring|The starting position|End of the game)/;

// What is wrong with one shown text in `lang`, or [] when it reads as words.
function problems(text, lang) {
  const out = [];
  if (/[{}[\]]/.test(text)) out.push('JSON or a placeholder ({, [)');
  const sets = tiles.sets.map((s) => s.set).join('|');
  if (new RegExp('\\b(' + sets + ')/', 'i').test(text)) out.push('a set-prefixed tile id');
  const id = text.match(/[A-Za-z0-9_-]+\/[A-Za-z0-9_@-]+/);
  if (id) out.push('a tile id: ' + id[0]);
  const xy = text.match(/\(?-?\d+\s*,\s*-?\d+\)?/);
  if (xy) out.push('grid coordinates: ' + xy[0]);
  if (lang !== 'en') {
    const words = table(lang);
    for (const c of COLOURS) {
      if (words[c] === c) continue;  // the same word in this language (Orange in French and German)
      if (new RegExp('\\b' + c + '\\b', 'i').test(text)) out.push('the English colour name ' + c);
    }
    const english = text.match(ENGLISH);
    if (english) out.push('English words: ' + english[0]);
  }
  return out;
}

const ready = (page, lang) => page.waitForFunction((l) => {
  try { const t = window.carcassonne.shownTexts(); return !!t.demo && t.language === l && t.strings === l; } catch (e) { return false; }
}, lang, { timeout: 30000 });

test('the checker catches what it should', () => {
  assert.deepStrictEqual(problems('Rot legt eine Karte 1 Feld östlich der Startkarte.', 'de'), []);
  assert.ok(problems('Move 1: Red places base/W at [1, 0].', 'en').length >= 3);
  assert.ok(problems('Rot legt winter/C.', 'de').some((p) => /set-prefixed/.test(p)));
  assert.ok(problems('Zug 1: ok/x', 'de').some((p) => /tile id/.test(p)));
  assert.ok(problems('Zug 1: Red erhält 3.', 'de').some((p) => /colour name Red/.test(p)));
  assert.ok(problems('Blue 3', 'fr').length === 1);
  assert.deepStrictEqual(problems('Orange 3', 'fr'), []);
  assert.ok(problems('Zug 1 bei (2, -1).', 'de').some((p) => /coordinates/.test(p)));
  assert.ok(problems('Schritt 0 / 1', 'de').length === 0);
  assert.ok(problems('Step 0 / 1', 'de').length === 1);
});

test('every demo, in every language, shows only words: title, step texts and score chips', async () => {
  await withBrowser(async (browser, url) => {
    const found = [];
    for (const lang of LANGS) {
      // The first demo as a reader's link loads it; the others into the same page (page API).
      const { page, errors } = await openGame(browser, url + 'index.html?embed=1&lang=' + lang + '&scenario=assets/scenarios/' + index.demos[0].file);
      await ready(page, lang);
      for (const demo of index.demos) {
        const scenario = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', demo.file), 'utf8'));
        const own = scenario.explanations && scenario.explanations[lang];
        assert.ok(own && own.title && Array.isArray(own.steps), demo.file + ': has ' + lang + ' explanations');
        assert.strictEqual(demo.title[lang], own.title, demo.file + ': index.json has its ' + lang + ' title');
        for (const word of ['seed', 'ruling', 'test', 'fixture'])
          assert.ok(!new RegExp('\\b' + word, 'i').test(own.title + ' ' + own.steps.join(' ')), demo.file + ' (' + lang + '): says "' + word + '"');
        if (demo !== index.demos[0]) await api(page, 'loadDemo', scenario);
        const steps = (await api(page, 'state')).demo.steps;
        assert.strictEqual(steps + 1, own.steps.length, demo.file + ': one text per step and one for the start');
        for (let step = 0; step <= steps; step++) {
          await api(page, 'step', step);
          const shown = await api(page, 'shownTexts');
          assert.strictEqual(shown.demo.title, own.title, demo.file);
          assert.ok(shown.demo.text.startsWith(own.steps[step]), demo.file + ' step ' + step + ': the scenario\'s own ' + lang + ' text');
          const texts = [['title', shown.demo.title], ['step', shown.demo.step], ['text', shown.demo.text],
            ...shown.demo.controls.map((c) => ['control', c]), ...shown.demo.chips.map((c) => ['chip', c]),
            ...shown.windows.map((w) => ['window', w])];
          for (const [what, text] of texts)
            for (const p of problems(text, lang)) found.push(`${lang} ${demo.file} step ${step} ${what}: ${p}\n    ${text}`);
        }
        if (lang === 'de' || lang === 'fr') await page.screenshot({ path: path.join(artifacts, 'demo-words-' + lang + '-' + demo.file.replace(/\.json$/, '.png')) });
      }
      assert.deepStrictEqual(errors, [], lang);
      await page.close();
    }
    assert.deepStrictEqual(found, []);
  });
});

test('player names that are colours are shown in the language everywhere: chips, text, scoreboard, log', async () => {
  await withBrowser(async (browser, url) => {
    const demo = index.demos.find((d) => d.file === 'gingerbread-completing-its-city.json');
    const { page, errors } = await openGame(browser, url + 'index.html?lang=fr&scenario=assets/scenarios/' + demo.file);
    await ready(page, 'fr');
    await api(page, 'step', 'end');
    let shown = await api(page, 'shownTexts');
    assert.deepStrictEqual(shown.demo.chips, ['Rouge 26', 'Bleu 6']);
    assert.deepStrictEqual(shown.scoreboard, ['Rouge', 'Bleu']);
    assert.match(shown.demo.text, /Coup 1\s: Rouge pose/);
    // The saved game keeps the names as the scenario gives them; only what is shown is translated.
    assert.deepStrictEqual((await api(page, 'save')).players, ['Red', 'Blue']);
    // The scenario played as a game (no demo): the scoring log says the names in French too.
    await api(page, 'loadScenario', JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', demo.file), 'utf8')));
    shown = await api(page, 'shownTexts');
    assert.ok(shown.log.length >= 3 && shown.log.every((l) => !/\b(Red|Blue)\b/.test(l)), JSON.stringify(shown.log));
    assert.ok(shown.log.some((l) => /^Rouge marque 14/.test(l)), JSON.stringify(shown.log));
    assert.deepStrictEqual(errors, []);
  });
});

test('setLanguage switches the whole interface, by the page API and by postMessage, loading its tables', async () => {
  await withBrowser(async (browser, url) => {
    const demo = index.demos[0];
    // The page API: a Promise when the language's tables must be loaded first.
    const { page, errors } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/' + demo.file);
    await ready(page, 'en');
    await page.evaluate(() => window.carcassonne.setLanguage('de'));
    let shown = await api(page, 'shownTexts');
    assert.strictEqual(shown.strings, 'de');
    assert.strictEqual(shown.demo.title, demo.title.de);
    assert.deepStrictEqual(shown.demo.chips, ['Rot 0', 'Blau 0']);
    assert.strictEqual(shown.demo.step, 'Schritt 0 / 1');
    assert.deepStrictEqual(shown.scoreboard, ['Rot', 'Blau']);
    assert.ok(shown.windows.includes('Spieler'), JSON.stringify(shown.windows));
    await page.evaluate(() => window.carcassonne.setLanguage('en'));
    shown = await api(page, 'shownTexts');
    assert.deepStrictEqual([shown.strings, shown.demo.title, shown.demo.chips[0]], ['en', demo.title.en, 'Red 0']);
    assert.deepStrictEqual(errors, []);

    // postMessage from the page around the iframe: the answer comes once the interface is switched.
    const host = await framedDemo(browser, url, `index.html?scenario=assets/scenarios/${demo.file}&embed=1&lang=en`);
    for (const [lang, chips, step] of [['nl', ['Rood 0', 'Blauw 0'], 'Stap 0 / 1'], ['fr', ['Rouge 0', 'Bleu 0'], 'Étape 0 / 1'],
      ['de', ['Rot 0', 'Blau 0'], 'Schritt 0 / 1']]) {
      const r = await host.evaluate((l) => window.ask('setLanguage', l), lang);
      assert.ok(r.ok, JSON.stringify(r));
      const s = (await host.evaluate(() => window.ask('shownTexts'))).result;
      assert.strictEqual(s.strings, lang, 'the ' + lang + ' tables are in use');
      assert.strictEqual(s.demo.title, demo.title[lang]);
      assert.deepStrictEqual(s.demo.chips, chips);
      assert.strictEqual(s.demo.step, step);
      const st = (await host.evaluate(() => window.ask('step', 'end'))).result;
      assert.ok(!/\b(Red|Blue)\b/.test(st.demo.text) && !ENGLISH.test(st.demo.text), lang + ': ' + st.demo.text);
      await host.evaluate(() => window.ask('step', 'start'));
    }
    const bad = await host.evaluate(() => window.ask('setLanguage', 'xx'));
    assert.strictEqual(bad.ok, false);
    assert.match(bad.error, /en, nl, fr, de, es, it, pl or ru/);
  });
});
