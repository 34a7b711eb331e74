// The tutorial (?tutorial=1) played by clicks and taps on the board, in Dutch at 1280×800 and in
// German on a 390×844 touch screen: each step's move made with the game's own turn controls, a
// wrong move refused in the step's words (and the step set up again), the right one judged done,
// Next to the following step, Finish back to a normal game. Screenshots kept.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, api, root, artifacts, clickAt, tapAt, press, until, untilState, layoutStill } =
  require('./harness.cjs');

const tutorialFile = JSON.parse(fs.readFileSync(path.join(root, 'assets/tutorial/base.json'), 'utf8'));
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

async function playTutorial(shape, lang, name) {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + '?tutorial=1&lang=' + lang, shape);
    await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 30000 });
    const touch = !!shape.hasTouch;
    const hit = (p) => (touch ? tapAt(page, p) : clickAt(page, p));
    const words = (step, key) => tutorialFile.steps[step].texts[lang][key];
    const shot = (what) => page.screenshot({ path: path.join(artifacts, 'tutorial-' + name + '-' + what + '.png') });
    await untilState(page, 'the tutorial to open', (s) => !!s.tutorial);
    let st = await api(page, 'state');
    assert.deepStrictEqual([st.tutorial.step, st.tutorial.steps], [0, tutorialFile.steps.length]);
    const texts = await api(page, 'shownTexts');
    assert.strictEqual(texts.tutorial.task, words(0, 'task'), 'the task in the reader\'s language');

    // The tile in hand to a square, by two clicks on it (choose, then place), as a person does.
    async function placeAt(at) {
      await layoutStill(page);
      const layout = await api(page, 'layout');
      const sq = layout.squares.find((q) => at === null ? true : q.at[0] === at[0] && q.at[1] === at[1]);
      assert.ok(sq, 'square ' + JSON.stringify(at) + ' is offered: ' + JSON.stringify(layout.squares.map((q) => q.at)));
      await hit(sq);
      await hit(sq);
      await untilState(page, 'the tile placed', (s) => s.step === 'meeple');
    }
    async function elsewhere(not) {  // a lit square that is not `not`
      await layoutStill(page);
      const layout = await api(page, 'layout');
      const sq = layout.squares.find((q) => q.at[0] !== not[0] || q.at[1] !== not[1]);
      await placeAt(sq.at);
    }
    async function meeple(kind) {  // a click on a meeple spot of that kind, or No meeple (N)
      if (!kind) return press(page, 'n');
      await layoutStill(page);
      const layout = await api(page, 'layout');
      const spot = layout.targets.find((t) => t.move && typeof t.move.meeple === 'string' && t.move.meeple.startsWith(kind));
      assert.ok(spot, 'a ' + kind + ' spot is offered: ' + JSON.stringify(layout.targets.map((t) => t.move)));
      await hit(spot);
    }
    async function refused(step, count) {
      await untilState(page, 'the move refused', (s, n) => s.tutorial.refused === n, count);
      const t = (await api(page, 'shownTexts')).tutorial;
      assert.strictEqual(t.verdict, words(step, 'wrong'), 'the refusal says what was asked');
      st = await api(page, 'state');
      assert.strictEqual(st.tutorial.step, step, 'still the same step');
      assert.strictEqual(st.turn, 0, 'the step is set up again');
      assert.strictEqual(st.step, 'tile');
    }
    async function done(step) {
      await untilState(page, 'the step judged done', (s) => s.tutorial.done);
      const t = (await api(page, 'shownTexts')).tutorial;
      assert.strictEqual(t.verdict, words(step, 'done'));
      return t;
    }
    async function next(step) {
      await layoutStill(page);
      const layout = await api(page, 'layout');
      await hit({ x: layout.tutorial.next.x + layout.tutorial.next.w / 2, y: layout.tutorial.next.y + layout.tutorial.next.h / 2 });
      await untilState(page, 'step ' + (step + 1), (s, n) => s.tutorial && s.tutorial.step === n, step + 1);
    }

    // 1. Place a tile.
    await shot('1-start');
    await placeAt([1, 0]);
    await meeple(null);
    await done(0);
    await next(0);
    // 2. Finish a road: elsewhere is refused; in the gap it scores 4.
    let refusals = 0;
    await elsewhere([1, 0]);
    await meeple(null);
    await refused(1, ++refusals);
    await shot('2-refused');
    await placeAt([1, 0]);
    await meeple(null);
    let t = await done(1);
    assert.strictEqual((await api(page, 'state')).scores[0], 4);
    assert.ok(t.scored.includes('4'), t.scored);
    await shot('2-road-done');
    await next(1);
    // 3. A knight in a city: no meeple is refused.
    await placeAt([0, -1]);
    await meeple(null);
    await refused(2, ++refusals);
    await placeAt([0, -1]);
    await meeple('city');
    await done(2);
    await next(2);
    // 4. Finish the city: 8 points, the knight back.
    await placeAt([0, -2]);
    await meeple(null);
    await done(3);
    st = await api(page, 'state');
    assert.strictEqual(st.scores[0], 8);
    assert.strictEqual(st.players[0].meeples, 7, 'the knight came back');
    await shot('4-city-done');
    await next(3);
    // 5. A city shared with Blue's knight: a tie scores 8 for each.
    await placeAt([0, -2]);
    await meeple(null);
    await done(4);
    assert.deepStrictEqual((await api(page, 'state')).scores, [8, 8]);
    await shot('5-tie');
    await next(4);
    // 6. All seven meeples out: no meeple spot on the tile; finishing the road brings the thief back.
    assert.strictEqual((await api(page, 'state')).players[0].meeples, 0);
    await placeAt([1, 0]);
    await layoutStill(page);
    assert.deepStrictEqual((await api(page, 'layout')).targets.filter((x) => x.move && typeof x.move.meeple === 'string'), []);
    await meeple(null);
    await done(5);
    st = await api(page, 'state');
    assert.deepStrictEqual([st.scores[0], st.players[0].meeples], [4, 1]);
    await next(5);
    // 7. A monastery with a monk.
    await placeAt(null);
    await meeple('monastery');
    await done(6);
    await next(6);
    // 8. A farmer: a meeple on the road is refused.
    await placeAt([1, 0]);
    await meeple('road');
    await refused(7, ++refusals);
    await placeAt([1, 0]);
    await meeple('field');
    await done(7);
    await next(7);
    // 9. Unfinished road, city and monastery at the end: 2 + 3 + 4.
    st = await api(page, 'state');
    assert.ok(st.over && st.tutorial.done);
    assert.strictEqual(st.scores[0], 9);
    t = (await api(page, 'shownTexts')).tutorial;
    assert.strictEqual(t.task, words(8, 'task'));
    await shot('9-unfinished');
    await next(8);
    // 10. The farm scored at the end: 3 points; Finish leads back to a normal game.
    st = await api(page, 'state');
    assert.ok(st.over && st.tutorial.done);
    assert.strictEqual(st.scores[0], 3);
    t = (await api(page, 'shownTexts')).tutorial;
    assert.strictEqual(t.task, words(9, 'task'));
    assert.ok(t.scored.includes('3'), t.scored);
    await shot('10-farm');
    await layoutStill(page);
    const layout = await api(page, 'layout');
    await hit({ x: layout.tutorial.next.x + layout.tutorial.next.w / 2, y: layout.tutorial.next.y + layout.tutorial.next.h / 2 });
    await untilState(page, 'a normal game', (s) => !s.tutorial && !s.over && s.board.length === 1);
    await shot('8-after');
    assert.deepStrictEqual(errors, []);
  });
}

test('the tutorial in Dutch at 1280×800, by clicks: every step checked by the engine', async () => {
  await playTutorial(DESKTOP, 'nl', 'desktop');
});

test('the tutorial in German on a 390×844 touch screen, by taps', async () => {
  await playTutorial(PHONE, 'de', 'phone');
});
