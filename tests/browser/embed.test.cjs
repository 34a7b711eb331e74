// Rules demos: scenarios by URL (?scenario= and #s=), stepping forward and back, the embed view
// driven by postMessage from the page around the iframe, sharing a position, every demo of the
// library reaching its documented scores, and clear messages for bad scenarios.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, serve, root, artifacts, api, inParallel, framedDemo } = require('./harness.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const waitDemo = (page) => page.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } },
  null, { timeout: 60000 });  // a loaded machine may take a while

test('every demo loads by ?scenario= and steps to its documented final scores', async () => {
  await withBrowser(async (browser, url) => {
    // Four demos at a time, each in a page of its own as before.
    await inParallel(index.demos, 4, async (demo) => {
      const { page, errors } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/' + demo.file);
      await waitDemo(page);
      let st = await api(page, 'state');
      assert.strictEqual(st.demo.step, 0, demo.file);
      const start = JSON.stringify(st.board) + JSON.stringify(st.scores);
      st = await api(page, 'step', 'forward');
      assert.strictEqual(st.demo.step, 1);
      const afterOne = JSON.stringify(st.board) + JSON.stringify(st.scores) + st.events.length;
      st = await api(page, 'step', 'end');
      assert.deepStrictEqual(st.scores, demo.final_scores, demo.file);
      assert.ok(st.demo.text.length > 20, 'each step is explained');
      st = await api(page, 'step', 1);
      assert.strictEqual(JSON.stringify(st.board) + JSON.stringify(st.scores) + st.events.length, afterOne, 'back restores step 1');
      st = await api(page, 'step', 'start');
      assert.strictEqual(JSON.stringify(st.board) + JSON.stringify(st.scores), start, 'back to the start exactly');
      assert.deepStrictEqual(errors, []);
      await page.close();
    });
  });
});

test('a shared #s= link reproduces the position exactly, and the nl explanation is used', async () => {
  await withBrowser(async (browser, url) => {
    const { page } = await openGame(browser, url + 'index.html?scenario=assets/scenarios/' + index.demos[0].file);
    await waitDemo(page);
    await api(page, 'step', 'end');
    const position = await api(page, 'position');
    const link = await page.evaluate((p) => location.origin + location.pathname + '#s=' + window.carcassonneLinks.encode(JSON.stringify(p)), position);
    const second = await browser.newPage();
    await second.goto(link.replace('#s=', '?lang=nl#s='));
    await second.waitForFunction(() => window.carcassonneReady === true);
    await waitDemo(second);
    const again = await api(second, 'position');
    assert.deepStrictEqual(again, position);
    const third = await browser.newPage();
    await third.goto(url + 'index.html?lang=nl&scenario=assets/scenarios/' + index.demos[0].file);
    await third.waitForFunction(() => window.carcassonneReady === true);
    await waitDemo(third);
    const st = await api(third, 'state');
    assert.match(st.demo.title, /Veerboten/);
    assert.match(st.demo.text, /struikrover/);
  });
});

test('the embed view in an iframe answers postMessage calls and steps', async () => {
  await withBrowser(async (browser, url) => {
    const page = await framedDemo(browser, url, `index.html?scenario=assets/scenarios/${index.demos[2].file}&embed=1`);
    let r = await page.evaluate(() => window.ask('step', 'forward'));
    assert.ok(r.ok);
    assert.strictEqual(r.result.demo.step, 1);
    r = await page.evaluate(() => window.ask('step', 'end'));
    assert.deepStrictEqual(r.result.scores, index.demos[2].final_scores);
    r = await page.evaluate(() => window.ask('evil', 'alert(1)'));
    assert.strictEqual(r.ok, false);
    assert.match(r.error, /unknown call/);
    r = await page.evaluate(() => window.ask('loadDemo', { moves: 'x'.repeat(1100000) }));
    assert.strictEqual(r.ok, false);
    assert.match(r.error, /too large/);
    r = await page.evaluate(() => window.ask('loadDemo', { board: [{ tile: 'base/D', at: [0, 0] }, { tile: 'base/E', at: [0, 0] }] }));
    assert.strictEqual(r.ok, false);
    assert.match(r.error, /already taken/);
    await page.screenshot({ path: path.join(artifacts, 'embed-iframe.png') });
  });
});

test('bad scenarios by URL give a clear message, not a blank page', async () => {
  await withBrowser(async (browser, url) => {
    for (const [suffix, expected] of [['index.html?scenario=assets/scenarios/nope.json', /could not be loaded.*404/],
      ['index.html#s=%%%', /could not be loaded.*damaged/], ['index.html#s=' + Buffer.from('{"board": 5}').toString('base64url'), /could not be loaded.*board/]]) {
      const page = await browser.newPage();
      await page.goto(url + suffix);
      await page.waitForFunction(() => window.carcassonneReady === true);
      await page.waitForSelector('#notice', { timeout: 30000 });  // (slow on a loaded machine)
      const text = await page.textContent('#notice');
      assert.match(text, expected, suffix);
      const st = await api(page, 'state');
      assert.ok(st.board.length >= 1, 'the game still runs');
      await page.close();
    }
  });
});

// What a reader is told when a scenario cannot be loaded, in each language: a file that is not
// there, a file that is not JSON, a file on another host that does not allow this page to read it
// (CORS), and a move that cannot be played (counted from 1, as the steps are).
const LOAD_ERRORS = {
  en: { missing: /could not be loaded: the file \S*nope\.json was not found \(HTTP 404\)/,
    json: /could not be loaded: the file \S*bad\.json is not valid JSON \(line 3, column \d+\)/,
    cors: (host) => new RegExp('could not be loaded: .*another host, ' + host + ',.*The host ' + host + ' must allow it \\(CORS'),
    move: /could not be loaded: move 1 cannot be played: /, after: /could not be loaded: move 2 cannot be played: / },
  nl: { missing: /kon niet geladen worden: het bestand \S*nope\.json is niet gevonden \(HTTP 404\)/,
    json: /kon niet geladen worden: het bestand \S*bad\.json is geen geldige JSON \(regel 3, kolom \d+\)/,
    cors: (host) => new RegExp('andere server, ' + host + ',.*De server ' + host + ' moet het toestaan \\(CORS'),
    move: /kon niet geladen worden: zet 1 kan niet gespeeld worden: /, after: /zet 2 kan niet/ },
  fr: { missing: /n'a pas pu être chargé\s: le fichier \S*nope\.json est introuvable \(HTTP 404\)/,
    json: /n'a pas pu être chargé\s: le fichier \S*bad\.json n'est pas du JSON valide \(ligne 3, colonne \d+\)/,
    cors: (host) => new RegExp('autre serveur, ' + host + ',.*Le serveur ' + host + " doit l'autoriser \\(CORS"),
    move: /n'a pas pu être chargé\s: le coup 1 ne peut pas être joué\s: /, after: /le coup 2 ne peut/ },
  de: { missing: /konnte nicht geladen werden: die Datei \S*nope\.json wurde nicht gefunden \(HTTP 404\)/,
    json: /konnte nicht geladen werden: die Datei \S*bad\.json ist kein gültiges JSON \(Zeile 3, Spalte \d+\)/,
    cors: (host) => new RegExp('anderen Server, ' + host + ',.*Der Server ' + host + ' muss es erlauben \\(CORS'),
    move: /konnte nicht geladen werden: Zug 1 kann nicht gespielt werden: /, after: /Zug 2 kann nicht/ },
};
const link = (scenario) => '#s=' + Buffer.from(JSON.stringify(scenario)).toString('base64url');
const START = { tile: 'base/D', at: [0, 0] };
const ILLEGAL_FIRST = { board: [START], moves: [{ tile: 'base/U', at: [5, 5], rot: 0 }] };
const ILLEGAL_SECOND = { board: [START], moves: [{ tile: 'base/U', at: [1, 0], rot: 0, meeple: null },
  { tile: 'base/E', at: [5, 5], rot: 0 }] };

test('embedded, a scenario that cannot be loaded shows only its error, in the reader\'s language, with no game behind it', async () => {
  const other = await serve(path.join(root, 'build', 'web'));  // another origin, with no CORS headers
  const otherHost = other.url.replace(/^http:\/\//, '').replace(/\/$/, '');
  try {
    await withBrowser(async (browser, url) => {
      const cases = [];
      for (const [lang, expected] of Object.entries(LOAD_ERRORS)) {
        cases.push(...[['missing', 'index.html?embed=1&lang=' + lang + '&scenario=assets/scenarios/nope.json', expected.missing],
          ['json', 'index.html?embed=1&lang=' + lang + '&scenario=bad.json', expected.json],
          ['cors', 'index.html?embed=1&lang=' + lang + '&scenario=' + encodeURIComponent(other.url + 'assets/scenarios/' + index.demos[0].file),
            expected.cors(otherHost.replace(/\./g, '\\.'))],
          ['move', 'index.html?embed=1&lang=' + lang + link(ILLEGAL_FIRST), expected.move],
          ['after', 'index.html?embed=1&lang=' + lang + link(ILLEGAL_SECOND), expected.after]].map((c) => [lang, ...c]));
      }
      // Four pages at a time: each case a context of its own, as before.
      await inParallel(cases, 4, async ([lang, what, suffix, re]) => {
        const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
        await page.route('**/bad.json', (route) => route.fulfill({ contentType: 'application/json', body: '{\n "board": [\n  { "tile": "base/D" ]\n}' }));
        await page.goto(url + suffix);
        await page.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
        await page.waitForFunction(() => document.getElementById('loader').classList.contains('failed'), null, { timeout: 60000 });
        const text = await page.textContent('#message');
        assert.match(text, re, lang + ' ' + what + ': ' + text);
        assert.doesNotMatch(text, /Failed to fetch|move 0|: HTTP 404|SyntaxError/, lang + ' ' + what + ': ' + text);
        assert.ok(await page.isVisible('#message'), 'the error is shown');
        assert.strictEqual(await page.locator('#notice').count(), 0, 'no notice over a game');
        const game = await page.evaluate(() => { try { window.carcassonne.state(); return 'a game runs'; } catch (e) { return e.message; } });
        assert.match(game, /no game/, lang + ' ' + what + ': nothing runs behind the error');
        assert.deepStrictEqual((await api(page, 'shownTexts')).windows, [], 'nothing is drawn');
        if (what === 'cors' && (lang === 'de' || lang === 'en')) await page.screenshot({ path: path.join(artifacts, 'embed-error-cors-' + lang + '.png') });
        await page.close();
      });
    });
  } finally {
    other.server.close();
  }
});

test('on the game\'s own page, a bad scenario gives a notice over the game, and errors count moves from 1', async () => {
  await withBrowser(async (browser, url) => {
    const page = await browser.newPage();
    await page.goto(url + 'index.html?lang=nl' + link(ILLEGAL_FIRST));
    await page.waitForFunction(() => window.carcassonneReady === true);
    await page.waitForSelector('#notice', { timeout: 30000 });
    assert.match(await page.textContent('#notice'), /Het scenario kon niet geladen worden: zet 1 kan niet gespeeld worden: /);
    const st = await api(page, 'state');
    assert.ok(st.board.length >= 1, 'the game still runs');
    // The page API keeps the engine's own words: the move's index, as the CLI says it.
    const r = await page.evaluate((sc) => { try { window.carcassonne.loadDemo(sc); return ''; } catch (e) { return e.message; } }, ILLEGAL_FIRST);
    assert.match(r, /move 0: base\/U cannot be placed there/);
  });
});

test('lang=de translates the explanations of every score', async () => {
  await withBrowser(async (browser, url) => {
    const { page, errors } = await openGame(browser, url + 'index.html?lang=de&scenario=assets/scenarios/' + index.demos[4].file);
    await waitDemo(page);
    await page.waitForFunction(() => { window.carcassonne.step('end'); return /erhält/.test(window.carcassonne.state().events.map((e) => e.text).join(' ')); },
      null, { timeout: 20000, polling: 300 });
    const st = await api(page, 'state');
    assert.match(st.events[0].text, /Rot|Red/);
    assert.match(st.events[0].text, /fertige Straße/);
    assert.match(st.demo.text, /Zug 1/);
    await page.screenshot({ path: path.join(artifacts, 'demo-de.png') });
    assert.deepStrictEqual(errors, []);
  });
});
