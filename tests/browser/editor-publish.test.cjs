// The editor's Record and Publish stages, used as a rules editor would: a position opened through
// the page (?edit=1#s=...), a move recorded by clicks with a text written in Dutch, then the ways
// out: the downloaded file passes the schema and plays to the demo's final score, the share link
// and the iframe snippet open the same demo, the MediaWiki tag carries the same scenario, and the
// preview shows the embed itself at the chosen size and language. Refused clicks (a meeple on an
// occupied road, a river tile off the river's course) are explained in place and change nothing.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { withBrowser, openGame, api, root, artifacts, settle, nextFrames } = require('./harness.cjs');
const clicks = require('./editor_clicks.cjs');

const Ajv2020 = require(path.join(root, '.cache/node/node_modules/ajv/dist/2020')).default;
const schemas = require(path.join(root, 'tools/schemas.cjs')).load(root);
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(schemas.manifest);
const validScenario = ajv.compile(schemas.scenario);

const DEMO = 'signposts-five-correct-three-types.json';
const demo = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', DEMO), 'utf8'));
const finalScores = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'))
  .demos.find((d) => d.file === DEMO).final_scores;
const b64 = (o) => Buffer.from(JSON.stringify(o), 'utf8').toString('base64url');
const middle = (w) => ({ x: w.x + w.w / 2, y: w.y + w.h / 2 });

// Each click is followed by the frames that draw what it did (harness.cjs), so what it did can
// be read right after; widgets are found where the editor drew them (editor_clicks.cjs).
async function clickAt(page, x, y) {
  await clicks.clickAt(page, { x, y });
  await settle(page);
}
async function click(page, name) {
  const w = await clicks.widget(page, name);
  await clickAt(page, w.x, w.y);
}
// A tile of the Record stage's picker, scrolled into view with the wheel as a person would.
async function pickTile(page, id) {
  for (let i = 0; i < 40; i++) {
    const ed = await api(page, 'editor');
    if (ed.widgets['record/tile/' + id]) return click(page, 'record/tile/' + id);
    const list = middle(ed.widgets['record/tiles']);
    await page.mouse.move(list.x, list.y);
    await page.mouse.wheel(0, 40);
    await nextFrames(page, 2);
  }
  assert.fail('the picker shows ' + id);
}
async function clickSquare(page, x, y) {
  const at = await api(page, 'screenOf', x, y);
  await clickAt(page, at.x, at.y);
}
async function openInEditor(browser, url, scenario, lang) {
  const opened = await openGame(browser, url + '?edit=1' + (lang ? '&lang=' + lang : '') + '#s=' + b64(scenario));
  await opened.page.waitForFunction(() => { try { return window.carcassonne.editor().active; } catch (e) { return false; } });
  // The bar is laid out in the page's language once its words are there.
  await opened.page.waitForFunction((l) => window.carcassonne.shownTexts().language === l, lang || 'en');
  await settle(opened.page);
  await click(opened.page, 'tab/record');
  await opened.page.waitForFunction(() => window.carcassonne.editorRecord().languagesReady);
  return opened;
}
// Steps a demo page or frame to its end; its final scores.
async function demoEnd(frame) {
  await frame.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } });
  return frame.evaluate(() => window.carcassonne.step('end').scores);
}

test('a move recorded by clicks is published as a file, a link, an iframe and a wiki tag that all show it', { timeout: 240000 }, async () => {
  await withBrowser(async (browser, url) => {
    // The example's position without its move: the move is recorded here.
    const position = JSON.parse(JSON.stringify(demo));
    delete position.moves;
    for (const lang of Object.keys(position.explanations)) position.explanations[lang].steps.length = 1;
    const { page, errors } = await openInEditor(browser, url, position);
    assert.strictEqual((await api(page, 'editor')).stage, 'record');
    // Nothing in hand until the recorder chooses the move's tile (the bag's draw was a tile
    // nobody chose): no square offered until the picker's tile is clicked.
    const choosing = await api(page, 'layout');
    assert.deepStrictEqual(choosing.squares, [], 'no squares before a tile is chosen: ' + JSON.stringify(choosing.squares.slice(0, 2)));

    await pickTile(page, 'base/W');
    assert.strictEqual((await api(page, 'state')).tile, 'base/W', 'the tile chosen is in hand');
    await clickSquare(page, 0, 2);
    await click(page, 'record/place');
    assert.strictEqual((await api(page, 'state')).step, 'meeple');

    // The road east of the new tile holds Red's meeple: the spot is refused, in words, and nothing changes.
    const before = { state: await api(page, 'state'), draft: (await api(page, 'editor')).scenario };
    let rec = await api(page, 'editorRecord');
    const taken = rec.refusedSpots.find((s) => s.on === 'road E');
    assert.ok(taken, 'the occupied road is marked: ' + JSON.stringify(rec.refusedSpots));
    await clickAt(page, taken.x, taken.y);
    rec = await api(page, 'editorRecord');
    assert.match(rec.refusal, /^Taken: the road on the east side already has a meeple/);
    const said = (await api(page, 'editor')).widgets['record/refusal'], square = await api(page, 'screenOf', 0, 2);
    assert.ok(said && Math.abs(said.x + said.w / 2 - square.x) < square.size && said.y > square.y,
      'the refusal is said under the square: ' + JSON.stringify(said));
    await page.screenshot({ path: path.join(artifacts, 'editor-record-refused-meeple.png') });
    const after = { state: await api(page, 'state'), draft: (await api(page, 'editor')).scenario };
    assert.deepStrictEqual(after.state.board, before.state.board, 'no meeple was put');
    assert.strictEqual(after.state.step, 'meeple');
    assert.deepStrictEqual(after.draft, before.draft, 'the draft did not change');

    await click(page, 'record/nomeeple');
    await page.waitForFunction(() => !!window.carcassonne.editor().scenario.moves);
    let ed = await api(page, 'editor');
    assert.deepStrictEqual(ed.scenario.moves, [{ tile: 'base/W', at: [0, 2], rot: 0 }], 'the move is in the draft');
    assert.deepStrictEqual((await api(page, 'state')).scores, finalScores);
    // Its texts start from the engine's own words, in every language.
    rec = await api(page, 'editorRecord');
    assert.match(rec.steps[1].engine.en, /^Move 1: Red places a tile with 3 roads/);
    assert.match(rec.steps[1].engine.nl, /^Zet 1: Rood legt/);
    assert.match(rec.steps[1].engine.de, /Rot erhält 24/);

    // The Dutch text of move 1, typed in the text box.
    await click(page, 'record/lang/nl');
    await click(page, 'record/edit/1');
    const box = page.locator('#editor-texts textarea[data-lang=nl]');
    assert.match(await box.inputValue(), /^Zet 1: Rood legt/, 'the box starts from the engine\'s words');
    await box.fill('Rood maakt de weg af: 9 tegels en 5 juiste wegwijzers van 3 soorten, samen 24.');
    await page.click('#editor-texts-save');
    await page.locator('#editor-texts').waitFor({ state: 'detached' });
    await settle(page);
    assert.strictEqual(await page.locator('#editor-texts').count(), 0, 'the dialog closed');
    ed = await api(page, 'editor');
    assert.strictEqual(ed.scenario.explanations.nl.steps[1], 'Rood maakt de weg af: 9 tegels en 5 juiste wegwijzers van 3 soorten, samen 24.');
    assert.strictEqual(ed.scenario.explanations.en.steps.length, 1, 'the English box, left as the engine\'s words, was not saved');
    await page.screenshot({ path: path.join(artifacts, 'editor-record.png') });

    // End-of-game scoring, on and off again.
    await click(page, 'record/end');
    assert.strictEqual((await api(page, 'editor')).scenario.end, true);
    await click(page, 'record/end');
    assert.strictEqual((await api(page, 'editor')).scenario.end, undefined);

    await click(page, 'tab/publish');
    await page.screenshot({ path: path.join(artifacts, 'editor-publish.png') });
    // The demo's end is shown to be looked at: no legal squares or choices left over from Record.
    const publishing = await api(page, 'layout');
    assert.deepStrictEqual([publishing.squares, publishing.targets], [[], []], 'Publish offers no squares or spots');
    const out = await api(page, 'editorPublish');
    assert.strictEqual(out.fileName, 'signposts-5-correct-signposts-of-3-types.json');

    // The file: the schema accepts it, and it plays to the demo's final scores.
    const file = JSON.parse(out.file);
    assert.ok(validScenario(file), JSON.stringify(validScenario.errors));
    assert.deepStrictEqual(file, ed.scenario);
    const check = await browser.newPage();
    await check.goto(url);
    await check.waitForFunction(() => window.carcassonneReady === true);
    await check.evaluate((f) => window.carcassonne.loadDemo(f), file);
    assert.deepStrictEqual(await demoEnd(check), finalScores, 'the file plays to the demo\'s scores');
    await check.close();

    // The button downloads that very file.
    const [download] = await Promise.all([page.waitForEvent('download'), click(page, 'publish/download')]);
    assert.strictEqual(download.suggestedFilename(), out.fileName);
    assert.strictEqual(fs.readFileSync(await download.path(), 'utf8'), out.file);

    // The share link opens the same demo.
    assert.ok(out.link.startsWith(url + '#s='), out.link);
    assert.deepStrictEqual(JSON.parse(Buffer.from(out.link.split('#s=')[1], 'base64url').toString('utf8')), file);
    const linked = await browser.newPage();
    await linked.goto(out.link);
    await linked.waitForFunction(() => window.carcassonneReady === true);
    assert.deepStrictEqual(await demoEnd(linked), finalScores);
    await linked.close();

    // The iframe snippet, on a page of its own, shows the embed at its size with the title.
    const frameTag = out.iframe.match(/^<iframe src="([^"]+)" width="640" height="420" style="border:0" loading="lazy" title="([^"]+)" sandbox="allow-scripts allow-same-origin" allow="" referrerpolicy="no-referrer"><\/iframe>$/);
    assert.ok(frameTag, out.iframe);
    assert.strictEqual(frameTag[2], 'Carcassonne: ' + demo.explanations.en.title);
    const host = await browser.newPage();
    await host.goto(url + 'demos.html');
    await host.setContent('<!doctype html><body>' + out.iframe + '</body>');
    const handle = await host.waitForSelector('iframe');
    const hostBox = await handle.boundingBox();
    assert.deepStrictEqual([Math.round(hostBox.width), Math.round(hostBox.height)], [640, 420]);
    const inner = await handle.contentFrame();
    await inner.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
    assert.match(inner.url(), /\?embed=1&lang=en#s=/);
    assert.deepStrictEqual(await demoEnd(inner), finalScores);
    await host.close();

    // The MediaWiki tag: the scenario between the tags, sized as the embed (tests/mediawiki feeds such
    // a tag to a real wiki).
    const wiki = out.mediawiki.match(/^<carcassonne lang="en" width="640" height="420">\n(.*)\n<\/carcassonne>$/s);
    assert.ok(wiki, out.mediawiki);
    assert.doesNotMatch(wiki[1], /[<>~|&]/, 'nothing in the JSON that the wiki would act on');
    assert.deepStrictEqual(JSON.parse(wiki[1]), file);

    // The preview: the embed itself, at its size, in the language chosen.
    await click(page, 'publish/preview');
    const preview = await page.waitForSelector('#editor-preview-frame');
    const box1 = await preview.boundingBox();
    assert.deepStrictEqual([Math.round(box1.width), Math.round(box1.height)], [640, 420]);
    let pf = await preview.contentFrame();
    await pf.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } }, null, { timeout: 30000 });
    assert.match(pf.url(), /\?embed=1&lang=en#s=/);
    await page.screenshot({ path: path.join(artifacts, 'editor-preview.png') });
    await page.click('#editor-preview button[data-lang=nl]');
    await page.click('#editor-preview button[data-size="480x360"]');
    await page.waitForFunction(() => {
      const f = document.querySelector('#editor-preview-frame'), r = f && f.getBoundingClientRect();
      return !!r && Math.round(r.width) === 480 && /lang=nl/.test(f.src);
    });
    const box2 = await preview.boundingBox();
    assert.deepStrictEqual([Math.round(box2.width), Math.round(box2.height)], [480, 360]);
    pf = await preview.contentFrame();
    await pf.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } }, null, { timeout: 30000 });
    assert.match(pf.url(), /\?embed=1&lang=nl#s=/);
    let shown = await pf.evaluate(() => window.carcassonne.step(1));
    assert.strictEqual(shown.demo.title, demo.explanations.nl.title);
    assert.ok(shown.demo.text.startsWith('Rood maakt de weg af'), shown.demo.text);
    await page.screenshot({ path: path.join(artifacts, 'editor-preview-nl.png') });
    await page.click('#editor-preview-close');
    assert.strictEqual(await page.locator('#editor-preview').count(), 0);
    // The preview's choices are the published ones now.
    const chosen = await api(page, 'editorPublish');
    assert.match(chosen.iframe, /lang=nl#s=.*width="480" height="360"/);
    assert.match(chosen.mediawiki, /^<carcassonne lang="nl" width="480" height="360">/);

    // Undo in the editor takes the move back off the draft and the board.
    await click(page, 'tab/record');
    for (let i = 0; i < 6 && (await api(page, 'editor')).scenario.moves; i++) await click(page, 'button/undo');
    ed = await api(page, 'editor');
    assert.strictEqual(ed.scenario.moves, undefined, JSON.stringify(ed.scenario.moves));
    const st = await api(page, 'state');
    assert.strictEqual(st.board.length, position.board.length, 'the board is the position again');
    assert.deepStrictEqual(errors, []);
  });
});

test('a river tile off the river\'s course is refused at its square, in the reader\'s language, and nothing changes', { timeout: 120000 }, async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openInEditor(browser, url, { format: 'carcassonne-scenario/1', sets: ['base', 'river'], players: ['Red', 'Blue'] }, 'de');
    await pickTile(page, 'river/R02');
    const before = { state: await api(page, 'state'), draft: (await api(page, 'editor')).scenario };
    assert.strictEqual(before.state.tile, 'river/R02');
    // East of the spring its edges match (fields) when the river runs north-south, but the river
    // leaves the spring to the south.
    await clickSquare(page, 1, 0);
    const rec = await api(page, 'editorRecord');
    assert.match(rec.refusal || '', /^Nicht hier: /, JSON.stringify(rec.refusal));
    assert.doesNotMatch(rec.refusal, /river/, 'in German');
    // Said once: the board's hover tip over that square does not say it again.
    const square = await api(page, 'screenOf', 1, 0);
    await page.mouse.move(square.x + 3, square.y + 3);
    await nextFrames(page, 2);  // the tip is worked out in each frame from the pointer
    const tip = (await api(page, 'layout')).tip;
    assert.ok(!tip || !tip.includes('Nicht hier'), 'the refusal is not said a second time by the hover tip: ' + tip);
    // (while over the same kind of square on the other side, not clicked, the tip says why)
    const west = await api(page, 'screenOf', -1, 0);
    await page.mouse.move(west.x, west.y);
    await nextFrames(page, 2);
    assert.match((await api(page, 'layout')).tip || '', /^Nicht hier: /, 'the hover tip explains a square not clicked');
    await page.mouse.move(square.x, square.y);
    await page.screenshot({ path: path.join(artifacts, 'editor-record-refused-river.png') });
    const after = { state: await api(page, 'state'), draft: (await api(page, 'editor')).scenario };
    assert.deepStrictEqual(after, before, 'nothing changed');
    // At the river's open end it goes.
    await clickSquare(page, 0, 1);
    await click(page, 'record/rotate');
    assert.strictEqual((await api(page, 'editorRecord')).refusal, null, 'the refusal went with the next click');
    assert.deepStrictEqual(errors, []);
  });
});

test('the Ferries example\'s move is recorded by clicks, its ferry step included, and publishes to the demo\'s scores', { timeout: 120000 }, async () => {
  await withBrowser(async (browser, url) => {
    const file = 'ferries-ferry-completes-road-and-city.json';
    const ferries = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', file), 'utf8'));
    const scores = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'))
      .demos.find((d) => d.file === file).final_scores;
    const position = JSON.parse(JSON.stringify(ferries));
    delete position.moves;
    delete position.explanations;
    const { page, errors } = await openInEditor(browser, url, position, 'fr');
    await pickTile(page, 'ferries/CRRR');
    await clickSquare(page, 0, 0);
    for (let i = 0; i < 4 && (await api(page, 'state')).rot !== 0; i++) await click(page, 'record/rotate');
    assert.strictEqual((await api(page, 'state')).rot, 0);
    await click(page, 'record/place');
    await click(page, 'record/nomeeple');
    // The ferry step: the route from west to east, clicked on the board.
    const st = await api(page, 'state');
    assert.strictEqual(st.step, 'module');
    const route = (await api(page, 'choiceSpots')).find((c) => c.ferry && c.ferry.join() === 'E,W');
    assert.ok(route && route.x !== undefined, 'the route is on the board');
    await clickAt(page, route.x, route.y);
    const ed = await api(page, 'editor');
    assert.deepStrictEqual(ed.scenario.moves, ferries.moves, 'the move as the example has it');
    assert.deepStrictEqual((await api(page, 'state')).scores, scores);
    const rec = await api(page, 'editorRecord');
    assert.match(rec.steps[1].engine.fr, /^Coup 1\s: Rouge pose/, 'the engine\'s words in French');
    // A French text for the move only: the starting position keeps no text of its own.
    await api(page, 'editorTexts', 1, { fr: 'Le bac relie les deux routes : la route et la ville sont achevées.' });
    const out = await api(page, 'editorPublish');
    assert.ok(validScenario(JSON.parse(out.file)), JSON.stringify(validScenario.errors));
    assert.match(out.iframe, /\?embed=1&amp;lang=fr#s=/, 'the embed in the reader\'s language');
    const linked = await browser.newPage();
    await linked.goto(out.link.replace('#s=', '?lang=fr#s='));
    await linked.waitForFunction(() => window.carcassonneReady === true);
    assert.deepStrictEqual(await demoEnd(linked), scores, 'the published demo ends at the example\'s scores');
    let shown = await linked.evaluate(() => window.carcassonne.step(0));
    assert.doesNotMatch(shown.demo.text, /^\s/, 'a step without a text starts with the demo\'s own words: ' + JSON.stringify(shown.demo.text));
    shown = await linked.evaluate(() => window.carcassonne.step(1));
    assert.match(shown.demo.text, /^Le bac relie les deux routes/);
    await linked.close();
    assert.deepStrictEqual(errors, []);
  });
});

// The Princess & the Dragon's steps recorded by clicks (RULES-EXPANSIONS §4.2: the dragon's first
// step is the active player's, then the next player's clockwise): the three-player ruling's row of
// monasteries (tests/rulings/princess-dragon-steps-go-round-three-players.json) opened in the editor
// in German. Red places the dragon tile, moves the fairy next to its monk and the dragon walks the
// row, its steps clicked for Red, Blue, Green, Red, Blue, Green — the Record stage naming at each
// step the seat that decides it; Blue places a volcano (the dragon flies there); Green places a
// dragon tile and the dragon walks from the volcano as far as it can, Green first. The recorded
// scenario, published, plays as a demo to the very position the editor shows.
test('a Princess & the Dragon sequence is recorded by clicks, each dragon step by the seat whose step it is, and replays to the same position', { timeout: 240000 }, async () => {
  await withBrowser(async (browser, url) => {
    const ruling = JSON.parse(fs.readFileSync(path.join(root, 'tests/rulings/princess-dragon-steps-go-round-three-players.json'), 'utf8'));
    const position = { format: ruling.format, sets: ruling.sets, players: ruling.players, board: ruling.board };
    const { page, errors } = await openInEditor(browser, url, position, 'de');
    const names = ['Rot', 'Blau', 'Grün'];  // Red, Blue and Green in German
    // The Record stage's words on the next step: who decides it, then what to do. The game's own
    // windows are not drawn in the editor, and the page API does not report them either.
    const panel = async () => {
      const shown = await api(page, 'shownTexts');
      assert.deepStrictEqual([shown.windows, shown.turn, shown.log], [[], undefined, undefined], 'no game window reported in the editor');
      return (await api(page, 'editorRecord')).hand;
    };
    const dragonPrompt = 'Der Drache zieht: wähle sein nächstes Plättchen (er frisst jede Figur dort).';
    // The tile chosen from the row and placed by clicks on a square the engine offers for it.
    const place = async (tile, at, rot) => {
      await pickTile(page, tile);
      await page.waitForFunction((t) => window.carcassonne.state().tile === t, tile);
      await clickSquare(page, at[0], at[1]);
      for (let i = 0; i < 4 && (await api(page, 'state')).rot !== rot; i++) await click(page, 'record/rotate');
      assert.strictEqual((await api(page, 'state')).rot, rot);
      await click(page, 'record/place');
      await page.waitForFunction(() => window.carcassonne.state().step !== 'tile');
    };
    // A choice on the board (the fairy's meeple, the dragon's next tile), clicked where the board offers it.
    const choose = async (which) => {
      await nextFrames(page, 2);
      const targets = (await api(page, 'layout')).targets;
      const t = targets.find(which);
      assert.ok(t, 'offered on the board: ' + JSON.stringify(targets.map((x) => x.move)));
      const before = JSON.stringify(await api(page, 'state'));
      await clickAt(page, t.x, t.y);
      await page.waitForFunction((b) => JSON.stringify(window.carcassonne.state()) !== b, before);
      return t.move;
    };
    // Each dragon step: the Record stage names the seat that decides it, then its square is clicked.
    const dragonSteps = async (turnOf, path) => {
      const made = [];
      for (let k = 0; ; ++k) {
        const st = await api(page, 'state');
        if (st.step === 'tile' || st.over) break;
        assert.strictEqual(st.step, 'module');
        assert.strictEqual(st.turn_of, turnOf);
        assert.strictEqual(st.next, (turnOf + k) % 3, 'step ' + (k + 1) + ' is the next seat\'s');
        assert.deepStrictEqual(await panel(), [names[st.next] + ' macht den nächsten Zug.', dragonPrompt], 'step ' + (k + 1));
        if (turnOf === 0 && k === 1) await clicks.shot(page, 'princess-record-blue-step-de');
        const want = path && path[k];
        made.push((await choose((t) => 'dragon' in t.move && (!want || t.move.dragon[0].join() === want.join()))).dragon[0]);  // {dragon: [[x, y]]}
      }
      return made;
    };

    // Move 1, Red: the dragon tile west of the start; no meeple; the fairy to Red's monk; six steps.
    const first = ruling.moves[0];
    await place(first.tile, first.at, first.rot);
    await click(page, 'record/nomeeple');
    const [who, fairyPrompt] = await panel();
    assert.strictEqual(who, 'Rot macht den nächsten Zug.');
    assert.match(fairyPrompt, /^Statt einer Figur: setze die Fee/);
    const fairy = await choose((t) => 'fairy' in t.move);
    assert.deepStrictEqual(fairy, { fairy: [0, 1, 'monastery'] });  // next to Red's monk
    assert.deepStrictEqual(await dragonSteps(0, first.dragon), first.dragon);
    await clicks.until(page, 'move 1 recorded', (e) => (e.scenario.moves || []).length === 1);
    // Move 2, Blue: a volcano north of the start tile; no figure may go on it; no fairy.
    await place('princess/P02', [0, -1], 0);
    if ((await api(page, 'state')).step === 'meeple') await click(page, 'record/nomeeple');
    if ((await api(page, 'state')).step === 'module') await click(page, 'record/choice/0');
    await clicks.until(page, 'move 2 recorded', (e) => (e.scenario.moves || []).length === 2);
    // Move 3, Green: a dragon tile north of (1,0); the dragon walks from the volcano, Green first.
    await place('princess/P10', [1, -1], 180);
    await click(page, 'record/nomeeple');
    if ((await api(page, 'state')).step === 'module' && !(await api(page, 'legalMoves')).every((m) => 'dragon' in m))
      await click(page, 'record/choice/0');
    const third = await dragonSteps(2, null);
    assert.ok(third.length >= 2, 'the dragon made a step for Green and one for Red: ' + JSON.stringify(third));
    await clicks.until(page, 'move 3 recorded', (e) => (e.scenario.moves || []).length === 3);

    const ed = await api(page, 'editor');
    const moves = ed.scenario.moves;
    assert.deepStrictEqual(moves[0], Object.assign({}, first, { fairy: [0, 1, 'monastery'] }), 'move 1 as the ruling has it, with the fairy');
    assert.deepStrictEqual(moves[2].dragon, third);
    const rec = await api(page, 'editorRecord');
    assert.match(rec.steps[1].engine.de, /^Zug 1: Rot legt .*; die Fee steht nun 1 Feld südlich der Startkarte; der Drache zieht 6 Schritte und bleibt 6 Felder östlich der Startkarte stehen\./);
    const shown = await api(page, 'state');

    // Published and opened as a demo, the scenario plays to the position the editor shows.
    const out = await api(page, 'editorPublish');
    const file = JSON.parse(out.file);
    assert.ok(validScenario(file), JSON.stringify(validScenario.errors));
    const check = await browser.newPage();
    await check.goto(url);
    await check.waitForFunction(() => window.carcassonneReady === true);
    await check.evaluate((f) => window.carcassonne.loadDemo(f), file);
    await check.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } });
    const end = await check.evaluate(() => window.carcassonne.step('end'));
    for (const k of ['board', 'pieces', 'scores', 'turn', 'next', 'turn_of'])
      assert.deepStrictEqual(end[k], shown[k], k + ' as the editor shows it');
    await check.close();
    assert.deepStrictEqual(errors, []);
  });
});
