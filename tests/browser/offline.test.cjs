// Offline and installable (docs/offline.md): after one visit the game opens and plays with the server
// gone — not only with the network switched off — a game in progress resumes, the demos open; a second
// build served afterwards is offered as "a new version" and replaces the first only when the reader
// reloads, with no page ever served files of two builds; the manifest passes Chromium's installability
// check. A persistent profile, as a reader's browser keeps one, in German.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium, chromiumOptions, serve, root, api, artifacts } = require('./harness.cjs');
const { makeWorker, filesUnder } = require('../../tools/offline/make_worker.cjs');

const POLL = { polling: 100, timeout: 60000 };
const ready = (page) => page.waitForFunction(() => window.carcassonneReady === true, null, POLL);
const humansTurn = (page) => page.waitForFunction(() => {
  const s = window.carcassonne.state();
  return s.step === 'over' || (s.next === 0 && !window.carcassonne.frameStats().bot_thinking);
}, null, POLL);

function stop(server) {
  return new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
}

// Plays seat 0 by the page API (the two bots play the others) until `turns` rounds are done.
async function playTurns(page, turns) {
  const start = (await api(page, 'state')).turn;
  for (let guard = 0; guard < 500; ++guard) {
    await humansTurn(page);
    const st = await api(page, 'state');
    if (st.step === 'over' || st.turn >= start + 3 * turns) return;
    const legal = await api(page, 'legalMoves');
    await api(page, 'play', legal[(st.turn * 7) % legal.length]);
  }
  throw new Error('the game did not go on');
}

// A file of the page as its service worker answers it. A browser that cannot start the worker in time (a
// loaded machine) sends the request to the network instead: such an answer says nothing of what the worker
// serves, so the file is asked for again.
async function fromWorker(page, file) {
  for (let tries = 0; tries < 10; ++tries) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/' + file)),
      page.evaluate((f) => fetch(f).then((r) => r.text()), file)]);
    if (response.fromServiceWorker()) return response.text();
  }
  throw new Error(file + ': never answered by the service worker');
}

const cacheFiles = (page) => page.evaluate(async () => {
  const names = (await caches.keys()).filter((k) => k.startsWith('carcassonne-'));
  const out = {};
  for (const n of names) out[n] = (await (await caches.open(n)).keys()).length;
  return out;
});

test('after one visit the game plays with the server gone, and a new build waits for Reload', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-offline-'));
  const web = path.join(work, 'web');
  fs.cpSync(path.join(root, 'build', 'web'), web, { recursive: true });
  const files = filesUnder(web).filter((f) => f !== 'sw.js');
  const first = makeWorker(web);
  let { server, url } = await serve(web);
  const port = new URL(url).port;
  const context = await chromium.launchPersistentContext(path.join(work, 'profile'), Object.assign(chromiumOptions(),
    { viewport: { width: 1280, height: 800 }, locale: 'de-DE', serviceWorkers: 'allow' }));
  try {
    const page = context.pages()[0] || await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error' && !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(m.text())) errors.push(m.text()); });

    // The first visit keeps every file of the build, and the page is served by it from then on.
    await page.goto(url);
    await ready(page);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, POLL);
    assert.deepStrictEqual(await cacheFiles(page), { ['carcassonne-' + first.build]: files.length },
      'every file of the build is kept, none left out');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepStrictEqual(installabilityErrors, [], 'Chromium would offer to install the game');

    // A game against two bots; then the server is stopped, not only the network switched off.
    await api(page, 'setBotDelay', 0);
    await api(page, 'newGame', { players: ['Ich', { name: 'Ada', bot: 'greedy' }, { name: 'Bruno', bot: 'random' }], seed: 31 });
    await playTurns(page, 2);
    await stop(server);
    await page.reload();
    await ready(page);
    await humansTurn(page);
    const before = await api(page, 'state');
    assert.ok(before.turn >= 4, 'the game in progress came back with no server');
    await playTurns(page, 3);
    const played = await api(page, 'state');
    assert.ok(played.turn > before.turn, 'turns are played with no server');
    // Reloaded again in the middle of the game: the same position.
    await page.reload();
    await ready(page);
    await humansTurn(page);
    const again = await api(page, 'state');
    assert.strictEqual(again.turn, played.turn);
    assert.deepStrictEqual(again.scores, played.scores);
    await page.screenshot({ path: path.join(artifacts, 'offline-game-de.png') });

    // A demo, and the same demo embedded, open with no server too.
    const index = JSON.parse(fs.readFileSync(path.join(web, 'assets/scenarios/index.json'), 'utf8'));
    for (const suffix of ['', '&embed=1']) {
      await page.goto(url + 'index.html?scenario=assets/scenarios/' + index.demos[0].file + suffix);
      await ready(page);
      // The page is ready before its scenario is read (from the worker's cache here): wait for the demo.
      await page.waitForFunction(() => window.carcassonne.state().board.length > 1, null, POLL)
        .catch(() => assert.fail('the demo opened offline'));
      // Chromium never offers installation to a headless page, so the offer is made here by hand: the
      // game page lets the browser show it, an embedded demo declines it (a wiki reader is not asked to
      // install a page's example).
      const declined = await page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true });
        window.dispatchEvent(offer);
        return offer.defaultPrevented;
      });
      assert.strictEqual(declined, suffix === '&embed=1',
        suffix ? 'an embedded demo declines the install prompt' : 'the game page lets the browser offer to install');
    }

    // Online tables need the network and say so in words.
    await page.goto(url);
    await ready(page);
    const online = await page.evaluate(() => window.carcassonne.hostTable({ players: ['Ich', { open: true }] })
      .then(() => 'hosted', (e) => e.message));
    assert.notStrictEqual(online, 'hosted');
    assert.match(online, /Netzwerk|Spielserver/, 'the refusal says in words that the server is needed: ' + online);

    // A second build (one file changed, its worker made again) served on the same address.
    fs.appendFileSync(path.join(web, 'shell.css'), '\n/* the second build */\n');
    const second = makeWorker(web);
    assert.notStrictEqual(second.build, first.build);
    ({ server } = await serve(web, Number(port)));
    await page.reload();
    await ready(page);
    const notice = page.locator('#notice button.action');
    await notice.waitFor({ timeout: 60000 });
    assert.strictEqual(await page.locator('#notice').evaluate((n) => n.firstChild.textContent), 'Eine neue Version ist bereit.');
    assert.strictEqual(await notice.textContent(), 'Neu laden');
    await page.screenshot({ path: path.join(artifacts, 'offline-update-de.png') });
    // Until the reader reloads, the page is served the first build's files only.
    assert.doesNotMatch(await fromWorker(page, 'shell.css'), /the second build/);
    await Promise.all([page.waitForEvent('load'), notice.click()]);
    await ready(page);
    assert.match(await page.evaluate(() => fetch('shell.css').then((r) => r.text())), /the second build/);
    assert.deepStrictEqual(await cacheFiles(page), { ['carcassonne-' + second.build]: files.length },
      'the first build\'s files are gone');
    assert.deepStrictEqual(errors, []);
  } finally {
    await context.close();
    await stop(server).catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  }
});
