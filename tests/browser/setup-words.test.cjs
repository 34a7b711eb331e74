// New game and the online lobby in the page's words (web/shell/mirror_setup.js, issue 41): with the
// keyboard alone and only what a screen reader finds (roles and their names), in French, a player
// opens New game, makes it two players (the second an easy bot), names them, adds a set and starts:
// the game has those seats and sets. Online, a host makes a table from the same form, a friend (in
// German) types its code and then their name, and the host starts it. The form's players, levels
// and sets are the dialog's own (newGameChoices()). No canvas click; the page API only to check.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const { withBrowser, openGame, api, root, until } = require('./harness.cjs');
const { withServer, open } = require('./online_helpers.cjs');

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js', { paths: [path.join(root, '.cache/node')] }), 'utf8');
const table = (lang) => JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', lang + '.json'), 'utf8'));
const setTable = (set, lang) => JSON.parse(fs.readFileSync(path.join(root, 'assets/i18n', set + '.json'), 'utf8'))[lang];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A text as a role's name matches it: whole, any run of spaces (a no-break one too) as one.
const exactly = (text) => new RegExp('^' + escape(text.trim()).replace(/[\s\u00a0]+/g, '\\s+') + '$');
const fill = (pattern, ...values) => pattern.replace(/\{(\d)\}/g, (m, i) => String(values[+i]));

// axe-core's violations on the page as it is now (the form open, the lobby shown), one line each.
async function expectNoViolations(page, what) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(() => window.axe.run(document, { iframes: false }).then((r) =>
    r.violations.map((v) => v.id + ': ' + v.help + ' ' + v.nodes.map((n) => n.target.join(' ')).join(', '))));
  assert.deepStrictEqual(found, [], what);
}

// Tab (Shift+Tab: `back`) until `locator` has the focus; fails after a round of the page.
async function tabTo(page, locator, back) {
  for (let i = 0; i < 120; ++i) {
    if (await locator.evaluate((e) => e === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail('Tab never reached ' + locator);
}

// The focused field emptied and `text` typed into it.
async function typeOver(page, text) {
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

// The New game form of a page in `lang`, opened with the keyboard: {region, form}.
async function openForm(page, lang) {
  const w = table(lang);
  const region = page.getByRole('region', { name: w['The game in words'] });
  const opener = region.getByRole('button', { name: exactly(w['New game']) });
  await opener.waitFor({ state: 'attached', timeout: 30000 });
  assert.strictEqual(await opener.getAttribute('aria-expanded'), 'false');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  assert.strictEqual(await opener.getAttribute('aria-expanded'), 'true');
  const form = region.getByRole('form', { name: w['New game'] });
  await form.waitFor({ timeout: 10000 });
  return { region, form };
}

// The players' rows: down to two, the first `first` (a person), the second `second` at `level`.
async function twoPlayers(page, form, w, first, second, level) {
  const rows = form.getByRole('group', { name: new RegExp('^' + escape(w['Player {0}']).replace('\\{0\\}', '\\d') + '$') });
  while (await rows.count() > 2) {
    await tabTo(page, form.getByRole('button', { name: exactly(w['Remove last']) }));
    await page.keyboard.press('Enter');
  }
  assert.strictEqual(await rows.count(), 2);
  assert.strictEqual(await form.getByRole('button', { name: exactly(w['Remove last']) }).count(), 0, 'two players at least');
  const row = (i) => form.getByRole('group', { name: fill(w['Player {0}'], i) });
  await tabTo(page, row(1).getByRole('textbox', { name: w.Name }));
  await typeOver(page, first);
  const who1 = row(1).getByRole('combobox', { name: w['Who plays'] });
  await tabTo(page, who1);
  while ((await who1.evaluate((s) => s.selectedIndex)) > 0) await page.keyboard.press('ArrowUp');
  assert.strictEqual(await who1.evaluate((s) => s.selectedOptions[0].textContent), w.Human);
  await tabTo(page, row(2).getByRole('textbox', { name: w.Name }));
  await typeOver(page, second);
  const who2 = row(2).getByRole('combobox', { name: w['Who plays'] });
  await tabTo(page, who2);
  // The levels in words, the person first: up to it, then down until the one asked for.
  while ((await who2.evaluate((s) => s.selectedIndex)) > 0) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 6 && (await who2.evaluate((s) => s.selectedOptions[0].textContent)) !== level; ++i) await page.keyboard.press('ArrowDown');
  assert.strictEqual(await who2.evaluate((s) => s.selectedOptions[0].textContent), level);
}

test('New game in words, in French: two players (the second an easy bot) and the River, with the keyboard alone', { timeout: 180000 }, async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=fr');
    const w = table('fr');
    await page.waitForFunction(() => window.carcassonne.state && window.carcassonne.state().players.length > 0, null, { timeout: 30000 });
    const { region, form } = await openForm(page, 'fr');
    // What the dialog offers, in words: each level, and every set by its name.
    const levels = await form.getByRole('combobox', { name: w['Who plays'] }).first().evaluate((s) => [...s.options].map((o) => o.textContent));
    assert.deepStrictEqual(levels, [w.Human, w['Bot: easy'], w['Bot: normal'], w['Bot: strong'], w['Bot: random moves']]);
    assert.ok(await form.getByRole('radio', { name: exactly(setTable('base', 'fr')['Base game (72 tiles)']) }).isChecked(), 'the base game as the dialog opens');
    for (const name of await form.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.labels[0].textContent)))
      assert.ok(!/[[\]{}_/]|^\s*[a-z]+\s*$/.test(name), 'a set by its name in words: ' + name);

    await expectNoViolations(page, 'the New game form open');
    await twoPlayers(page, form, w, 'Alice', 'Bruno', w['Bot: easy']);
    const river = form.getByRole('checkbox', { name: exactly(setTable('river', 'fr')['The River (12 tiles, played first)']) });
    await tabTo(page, river);
    assert.strictEqual(await river.isChecked(), false);
    await page.keyboard.press('Space');
    assert.strictEqual(await river.isChecked(), true);
    await tabTo(page, form.getByRole('button', { name: exactly(w.Start) }));
    await page.keyboard.press('Enter');
    const confirm = form.getByRole('button', { name: exactly(w['Start a new game']) });
    if (await confirm.count()) await page.keyboard.press('Enter');  // a game in progress: Start asks first, the focus on its yes

    await until(page, 'the game started', () => window.carcassonne.state().players.map((p) => p.name).join() === 'Alice,Bruno');
    const s = await api(page, 'state');
    assert.deepStrictEqual(s.players.map((p) => p.bot), [null, 'greedy']);
    assert.deepStrictEqual([...s.sets].sort(), ['base', 'river']);
    // The form closed, the focus on the game's first move.
    assert.strictEqual(await region.getByRole('button', { name: exactly(w['New game']) }).getAttribute('aria-expanded'), 'false');
    await page.waitForFunction(() => !!document.activeElement.closest('#words-move'), null, { timeout: 20000 });

    // A tile placed (Enter on the first square), the game is in progress: Start asks first, in words;
    // Back keeps the game.
    await page.keyboard.press('Enter');
    await until(page, 'the tile placed', () => window.carcassonne.state().board.length === 2);
    await openForm(page, 'fr');
    await tabTo(page, form.getByRole('button', { name: exactly(w.Start) }));
    await page.keyboard.press('Enter');
    await form.getByText(exactly(w['The game in progress will end. Start a new game?'])).waitFor({ timeout: 10000 });
    assert.strictEqual(await page.evaluate(() => document.activeElement.textContent), w['Start a new game'], 'the focus on the question\'s yes');
    await tabTo(page, form.getByRole('button', { name: exactly(w.Back) }));
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: exactly(w.Start) }).waitFor({ timeout: 10000 });
    assert.strictEqual((await api(page, 'state')).board.length, 2, 'the game kept');
    assert.deepStrictEqual(errors, []);
  });
});

test('the online lobby in words: a table made from the form, a friend joins by its code and their name, the host starts', { timeout: 240000 }, async () => {
  await withServer(async ({ server }, browser) => {
    const fr = table('fr'), de = table('de');
    const host = await open(browser, server.http + '/index.html?lang=fr');
    const { region, form } = await openForm(host.page, 'fr');
    await twoPlayers(host.page, form, fr, 'Alice', '', fr.Human);  // the second seat a friend's
    await tabTo(host.page, form.getByRole('button', { name: exactly(fr['Play online']) }));
    await host.page.keyboard.press('Enter');
    const lobby = region.getByRole('region', { name: fr['Online table'] });
    await lobby.waitFor({ state: 'attached', timeout: 30000 });
    const start = lobby.getByRole('button', { name: exactly(fr.Start) });
    await start.waitFor({ state: 'attached', timeout: 30000 });
    const codeLine = lobby.getByText(new RegExp('^' + escape(fill(fr['Code of the table: {0}'], '@')).replace('@', '([2-9A-Z]{4}-[2-9A-Z]{4})') + '$'));
    await codeLine.waitFor({ state: 'attached', timeout: 30000 });
    const code = (await codeLine.textContent()).match(/[2-9A-Z]{4}-[2-9A-Z]{4}/)[0];
    await expectNoViolations(host.page, 'the lobby in words');
    assert.strictEqual(code, await host.page.evaluate(() => window.carcassonne.online().code));

    // The friend, in German: the code in New game, then their name.
    const friend = await open(browser, server.http + '/index.html?lang=de');
    const f = await openForm(friend.page, 'de');
    await tabTo(friend.page, f.form.getByRole('textbox', { name: de['Join a friend\'s table by its code:'] }));
    await friend.page.keyboard.type(code.toLowerCase());
    await friend.page.keyboard.press('Enter');
    const join = f.region.getByRole('region', { name: de['Join the table'] });
    await join.waitFor({ state: 'attached', timeout: 30000 });
    const name = join.getByRole('textbox', { name: de['Your name'] });
    await name.waitFor({ state: 'attached', timeout: 10000 });
    await tabTo(friend.page, name);
    await friend.page.keyboard.type('Bruno');
    await friend.page.keyboard.press('Enter');
    await until(friend.page, 'seated', () => { const o = window.carcassonne.online(); return o && o.seat === 1 && o.connected; }, null, 30000);

    await until(host.page, 'the friend in', () => window.carcassonne.online().seats.map((s) => s.name).join() === 'Alice,Bruno', null, 30000);
    await tabTo(host.page, start);
    await host.page.keyboard.press('Enter');
    await until(host.page, 'started', () => window.carcassonne.online().started, null, 30000);
    await until(friend.page, 'started there too', () => window.carcassonne.online().started, null, 30000);
    await lobby.waitFor({ state: 'detached', timeout: 30000 });  // the lobby gone once the game started
    assert.deepStrictEqual(host.errors, []);
    assert.deepStrictEqual(friend.errors, []);
  });
});
