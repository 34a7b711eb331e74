// Rules demos: scenarios by URL (?scenario= and #s=), stepping forward and back, the embed view
// driven by postMessage from the page around the iframe, sharing a position, every demo of the
// library reaching its documented scores, and clear messages for bad scenarios.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const path = require('path');
const fs = require('fs');
const { withBrowser, openGame, root, artifacts, api } = require('./harness.cjs');

const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const waitDemo = (page) => page.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } },
  null, { timeout: 20000 });

test('every demo loads by ?scenario= and steps to its documented final scores', async () => {
  await withBrowser(async (browser, url) => {
    for (const demo of index.demos) {
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
    }
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
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const host = `<!doctype html><html><body><iframe id="f" width="640" height="460"
      src="index.html?scenario=assets/scenarios/${index.demos[2].file}&embed=1"></iframe><script>
      let next = 1; const waiting = {};
      window.ask = (call, arg) => new Promise((resolve) => { const id = next++; waiting[id] = resolve;
        document.getElementById('f').contentWindow.postMessage({ carcassonne: 1, id, call, arg }, '*'); });
      window.addEventListener('message', (e) => { if (e.data && e.data.carcassonne === 1 && waiting[e.data.id]) {
        waiting[e.data.id](e.data); delete waiting[e.data.id]; } if (e.data && e.data.event === 'ready') window.frameReady = true; });
      </script></body></html>`;
    await page.route('**/host.html', (route) => route.fulfill({ contentType: 'text/html', body: host }));
    await page.goto(url + 'host.html');
    await page.waitForFunction(() => window.frameReady === true, null, { timeout: 30000 });
    await page.waitForFunction(() => window.ask('state').then((r) => !!(r.ok && r.result.demo)), null, { timeout: 20000, polling: 300 });
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
      await page.waitForSelector('#notice', { timeout: 10000 });
      const text = await page.textContent('#notice');
      assert.match(text, expected, suffix);
      const st = await api(page, 'state');
      assert.ok(st.board.length >= 1, 'the game still runs');
      await page.close();
    }
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
