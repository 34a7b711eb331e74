// The MediaWiki extension (integrations/mediawiki/Carcassonne) on a real wiki: Debian's MediaWiki
// installed into a temporary folder, served by PHP's built-in server on 127.0.0.1, the game's build/web
// served on another port (so the demos are cross-origin, as on a real wiki), and the wiki's pages opened in
// headless Chromium. Checks: every form of the <carcassonne> tag and its mistakes through the wiki's own
// parser (api.php), demos by scenario="…" and by inline JSON stepped to their documented final scores inside
// the iframes, and pages with broken JSON and bad attributes showing error boxes with nothing of the input
// let through as markup or script. Servers and the temporary folder are removed even when a check fails.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { spawn, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const net = require('net');
const path = require('path');
const { serve, launch, root, artifacts } = require('../browser/harness.cjs');

const MW = '/usr/share/mediawiki';
const EXTENSION = path.join(root, 'integrations/mediawiki/Carcassonne');
const WEB = process.env.CARC_WEB_DIR ? path.resolve(process.env.CARC_WEB_DIR) : path.join(root, 'build', 'web');
const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const demo = (file) => {
  const d = index.demos.find((x) => x.file === file);
  assert.ok(d, file + ' is in assets/scenarios/index.json');
  return d;
};

// The demos the wiki pages show, with how each is written on the page.
const BY_PATH = demo('ferries-ferry-completes-road-and-city.json');      // relative path, lang="nl"
const BY_URL = demo('signposts-five-correct-three-types.json');           // absolute http:// address
const BY_PATH_2 = demo('gingerbread-leaving-a-city.json');               // relative path, width="640"
const INLINE = demo('signposts-roundabout.json');                       // the JSON between the tags

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

function run(args, env, input, what) {
  const r = spawnSync('php', args, { env, input, encoding: 'utf8', timeout: 60000 });
  if (r.status !== 0) {
    throw new Error(`${what} failed (status ${r.status}${r.error ? ', ' + r.error.message : ''}):\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

async function waitForHttp(url, ms, alive) {
  const end = Date.now() + ms;
  let last = '';
  while (Date.now() < end) {
    if (!alive()) throw new Error('the wiki server exited: ' + last);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (r.ok) return;
      last = 'HTTP ' + r.status;
    } catch (e) { last = String(e.message || e); }
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms (${last})`);
}

// A throw-away wiki with the extension, the game next to it, and the pages pagesFor(gameUrl) gives.
// Returns { wikiUrl, gameUrl, stop }.
async function startWiki(pagesFor) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carcassonne-wiki-'));
  let php = null;
  let game = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopNow);
    if (php && php.exitCode === null && php.signalCode === null) {
      const exited = new Promise((res) => php.once('exit', res));
      try { process.kill(-php.pid, 'SIGTERM'); } catch (e) { /* already gone */ }
      const timer = new Promise((res) => setTimeout(res, 5000, 'timeout'));
      if (await Promise.race([exited, timer]) === 'timeout') {
        try { process.kill(-php.pid, 'SIGKILL'); } catch (e) { /* already gone */ }
      }
    }
    if (game) { game.server.closeAllConnections?.(); game.server.close(); }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  // If the test process is ended early: no server and no folder left behind.
  function stopNow() {
    if (php && php.exitCode === null) { try { process.kill(-php.pid, 'SIGKILL'); } catch (e) { /* gone */ } }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  process.once('exit', stopNow);

  try {
    assert.ok(fs.existsSync(path.join(MW, 'maintenance/install.php')), 'Debian\'s mediawiki package (tools/setup.sh installs it)');
    assert.ok(fs.existsSync(path.join(WEB, 'index.html')), WEB + '/index.html: build the web app first (tools/build.sh web)');
    game = await serve(WEB);
    const port = await freePort();
    const wikiUrl = `http://127.0.0.1:${port}`;
    const env = { ...process.env, MW_CONFIG_FILE: path.join(tmp, 'LocalSettings.php') };
    run([path.join(MW, 'maintenance/install.php'), '--dbtype=sqlite', '--dbpath=' + path.join(tmp, 'data'),
      '--confpath=' + tmp, '--server=' + wikiUrl, '--scriptpath=', '--lang=en',
      '--pass=throw-away-' + Math.random().toString(36).slice(2) + '-Password', 'Rules Wiki', 'Admin'],
    env, '', 'install.php');
    fs.appendFileSync(env.MW_CONFIG_FILE, [
      '',
      '# Added by tests/mediawiki/wiki.test.cjs',
      `wfLoadExtension( 'Carcassonne', ${JSON.stringify(path.join(EXTENSION, 'extension.json'))} );`,
      `$wgCarcassonneUrl = ${JSON.stringify(game.url + 'index.html')};`,
      '$wgShowExceptionDetails = true;',
      '$wgEnableUploads = false;',
      '$wgLogos = [ \'1x\' => "$wgResourceBasePath/resources/assets/mediawiki.png" ];',
      '',
    ].join('\n'));
    for (const [title, text] of Object.entries(pagesFor(game.url))) {
      run([path.join(MW, 'maintenance/edit.php'), '-u', 'Admin', '-s', 'Carcassonne demos test', title], env, text, 'edit.php ' + title);
    }
    php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', MW], {
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    php.stderr.on('data', (d) => { log = (log + d).slice(-4000); });
    await waitForHttp(wikiUrl + '/index.php?title=Main_Page', 20000, () => php.exitCode === null && php.signalCode === null)
      .catch((e) => { throw new Error(e.message + '\n' + log); });
    return { wikiUrl, gameUrl: game.url, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

const INLINE_TEXT = fs.readFileSync(path.join(root, 'assets/scenarios', INLINE.file), 'utf8').trim();

// The tag the editor's Publish stage writes (web/editor_publish.js), for a demo whose texts hold what a
// wiki acts on when a page is saved or parsed: markup, a signature (~~~~), the pipe trick, the tag's end.
const PUBLISHED = demo('ferries-ferry-completes-road-and-city.json');
const TRICKY = '<b>bold?</b> ~~~~ [[Page|]] {{tpl}} & </carcassonne> done';
const publishedScenario = (() => {
  const sc = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', PUBLISHED.file), 'utf8'));
  sc.explanations.de.steps[1] = TRICKY;
  return sc;
})();
const PUBLISHED_TAG = require(path.join(root, 'web/editor_publish.js'))
  .texts({ scenario: publishedScenario, lang: 'de', width: 480, height: 360, base: 'index.html' }).mediawiki;

// The wiki pages, as an editor would write them (BY_URL by the game's full address).
const pagesFor = (gameUrl) => ({
  'Carcassonne demos': `A page of rules examples with three live demos.

== Ferries ==
${BY_PATH.title.en}. The demo is in Dutch.

<carcassonne scenario="assets/scenarios/${BY_PATH.file}" lang="nl" height="420"/>

== Signposts ==
${BY_URL.title.en}, loaded by its full address.

<carcassonne scenario="${gameUrl}assets/scenarios/${BY_URL.file}" height="440"/>

== Gingerbread Man ==
${BY_PATH_2.title.en}.

<carcassonne scenario="assets/scenarios/${BY_PATH_2.file}" width="640" height="400" />

Text after the demos.`,
  'Carcassonne inline demo': `The scenario is written on the page itself.

<carcassonne lang="fr" height="380">
${INLINE_TEXT}
</carcassonne>

Text after the demo.`,
  'Carcassonne published from the editor': `A demo published by the editor.

${PUBLISHED_TAG}

Text after the demo.`,
  'Carcassonne broken JSON': `Before the demos.

<carcassonne>{ "board": [ { "tile": "base/D", "at": [0, 0] } </carcassonne>

<carcassonne height="300">{ "title": "<script>alert('json')</script>", "board": [ }</carcassonne>

The rest of the page is still here.`,
  'Carcassonne bad attributes': `Before the demos.

<carcassonne scenario="assets/scenarios/${BY_PATH.file}" height="abc"/>

<carcassonne scenario="assets/scenarios/${BY_PATH.file}" onload="alert('onload')"/>

<carcassonne scenario="javascript:alert('javascript')"/>

<carcassonne scenario="&#106;avascript:alert('entity')"/>

<carcassonne scenario='x.json" onload="alert(1)'/>

<carcassonne scenario="assets/scenarios/${BY_PATH.file}" lang="xx"/>

<carcassonne scenario="assets/scenarios/${BY_PATH.file}" lang="&lt;img src=x onerror=alert('img')&gt;"/>

The rest of the page is still here.`,
});

// Every form of the tag and its mistakes, through the wiki's parser (api.php?action=parse).
// iframe: regexes the iframe's src must match; error: the error box's text.
const CASES = [
  { text: '<carcassonne scenario="assets/scenarios/a.json"/>',
    iframe: [/^GAME\?scenario=assets%2Fscenarios%2Fa\.json&embed=1&lang=en$/], height: '420', width: 'width:100%' },
  { text: '<carcassonne scenario="assets/scenarios/a.json" lang="de" height="200px" width="50%"/>',
    iframe: [/lang=de$/], height: '200', width: 'width:50%' },
  { text: '<carcassonne scenario="https://rules.example.org/x.json?a=1&b=2" width="640"></carcassonne>',
    iframe: [/\?scenario=https%3A%2F%2Frules\.example\.org%2Fx\.json%3Fa%3D1%26b%3D2&embed=1&lang=en$/], width: 'width:640px' },
  { text: '<carcassonne scenario="//rules.example.org/x.json"/>', iframe: [/\?scenario=%2F%2Frules\.example\.org/] },
  { text: '<carcassonne scenario="../scenarios/a b.json"/>', error: /scenario="..\/scenarios\/a b.json" is not allowed/ },
  { text: '<carcassonne>{"board": [], "note": "<b>é</b>"}</carcassonne>',
    iframe: [/^GAME\?embed=1&lang=en#s=([A-Za-z0-9_-]+)$/], inline: '{"board": [], "note": "<b>é</b>"}' },
  { text: '<carcassonne scenario="javascript:alert(1)"/>', error: /scenario="javascript:alert\(1\)" is not allowed/ },
  { text: '<carcassonne scenario="JavaScript:alert(1)//x.json"/>', error: /is not allowed/ },
  { text: '<carcassonne scenario="&#x6A;avascript&#58;alert(1)"/>', error: /scenario="javascript:alert\(1\)" is not allowed/ },
  { text: '<carcassonne scenario="data:application/json,{}"/>', error: /is not allowed/ },
  { text: '<carcassonne scenario="https:evil.json"/>', error: /is not allowed/ },
  // The wiki ends a tag at its first '>': this one is no tag at all, and the wiki shows it as text.
  { text: '<carcassonne scenario=\'a.json"><script>alert(1)</script>\'/>', none: true },
  { text: '<carcassonne height="<script>alert(1)</script>" scenario="a.json"/>', none: true },
  { text: '<carcassonne scenario="a.json" onmouseover="alert(1)"/>', error: /unknown attribute "onmouseover"/ },
  { text: '<carcassonne scenario="a.json" style="position:fixed"/>', error: /unknown attribute "style"/ },
  { text: '<carcassonne scenario="a.json" height="149"/>', error: /height="149" must be a whole number of pixels from 150 to 2000/ },
  { text: '<carcassonne scenario="a.json" height="2001"/>', error: /height="2001"/ },
  { text: '<carcassonne scenario="a.json" height="4e2"/>', error: /height="4e2"/ },
  { text: '<carcassonne scenario="a.json" width="5%"/>', error: /width="5%"/ },
  { text: '<carcassonne scenario="a.json" lang="es"/>', error: /lang="es" is not a language of the game/ },
  { text: '<carcassonne scenario="a.json" lang="&lt;img src=x onerror=alert(1)&gt;"/>', error: /lang="<img src=x onerror=alert\(1\)>" is not/ },
  { text: '<carcassonne scenario="a.json" width="&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>', error: /width="<\/div><script>alert\(1\)<\/script>" must be/ },
  { text: PUBLISHED_TAG, iframe: [/^GAME\?embed=1&lang=de#s=([A-Za-z0-9_-]+)$/], height: '360', width: 'width:480px',
    inline: PUBLISHED_TAG.split('\n')[1] },
  { text: '<carcassonne/>', error: /no scenario/ },
  { text: '<carcassonne>   </carcassonne>', error: /no scenario/ },
  { text: '<carcassonne scenario="a.json">{}</carcassonne>', error: /either scenario="…" or a scenario between the tags/ },
  { text: '<carcassonne>{"board": [1, 2}</carcassonne>', error: /is not valid JSON \(.+\)/ },
  { text: '<carcassonne>[1, 2]</carcassonne>', error: /must be a JSON object/ },
  { text: '<carcassonne>"{}"</carcassonne>', error: /must be a JSON object/ },
  { text: `<carcassonne>{"a": ${'['.repeat(80)}${']'.repeat(80)}}</carcassonne>`, error: /not valid JSON \(Maximum stack depth exceeded\)/ },
  { text: `<carcassonne>{"a": "${'x'.repeat(70000)}"}</carcassonne>`, error: /too large \(at most 64 KB\)/, post: true },
];

async function parse(wikiUrl, text, post) {
  const params = new URLSearchParams({ action: 'parse', format: 'json', formatversion: '2', contentmodel: 'wikitext',
    title: 'Sandbox', prop: 'text|categories', disablelimitreport: '1', text });
  const r = post
    ? await fetch(wikiUrl + '/api.php', { method: 'POST', body: params, signal: AbortSignal.timeout(20000) })
    : await fetch(wikiUrl + '/api.php?' + params, { signal: AbortSignal.timeout(20000) });
  assert.strictEqual(r.status, 200);
  const json = await r.json();
  assert.ok(json.parse, JSON.stringify(json).slice(0, 500));
  return json.parse;
}

const decodeEntities = (s) => s.replace(/&quot;/g, '"').replace(/&#039;/g, '\'').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

// Nothing of the page's text became markup: no script element, no event-handler attribute, no javascript: link.
function assertInert(html, what) {
  assert.doesNotMatch(html, /<script/i, what + ': no <script');
  assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+\s*=/i, what + ': no on…= attribute');
  assert.doesNotMatch(html, /(src|href)\s*=\s*["']?\s*javascript:/i, what + ': no javascript: address');
}

// Opens a wiki page; collects page errors, the game's console errors and dialogs (an alert() would mean a
// script got through).
async function openPage(browser, url, gameUrl) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('dialog', (d) => { problems.push('dialog: ' + d.message()); d.dismiss().catch(() => {}); });
  page.on('pageerror', (e) => problems.push('page error: ' + e));
  // The game's own errors, from inside the iframes (the wiki's are not this test's business).
  page.on('console', (m) => {
    if (m.type() === 'error' && (m.location().url || '').startsWith(gameUrl)) problems.push('game console: ' + m.text());
  });
  await page.goto(url, { timeout: 30000 });
  return { page, problems };
}

// Scrolls the iframe into view (they load lazily), waits for the game and its demo inside it, and returns the frame.
async function gameFrame(handle, gameUrl) {
  await handle.scrollIntoViewIfNeeded();
  const end = Date.now() + 30000;
  let frame = await handle.contentFrame();
  while (!(frame && frame.url().startsWith(gameUrl))) {
    if (Date.now() > end) throw new Error('the iframe did not load the game: ' + (frame && frame.url()));
    await new Promise((res) => setTimeout(res, 200));
    frame = await handle.contentFrame();
  }
  await frame.waitForFunction(() => window.carcassonneReady === true, null, { timeout: 30000 });
  await frame.waitForFunction(() => { try { return !!window.carcassonne.state().demo; } catch (e) { return false; } },
    null, { timeout: 20000 });
  return frame;
}

test('the <carcassonne> tag on a real MediaWiki', { timeout: 300000 }, async (t) => {
  const wiki = await startWiki(pagesFor);
  let browser = null;
  try {
    const GAME = wiki.gameUrl + 'index.html';
    const pageUrl = (title) => wiki.wikiUrl + '/index.php?title=' + encodeURIComponent(title.replace(/ /g, '_'));

    await t.test('messages exist in en, nl, fr, de and qqq with the same parameters', () => {
      const read = (l) => JSON.parse(fs.readFileSync(path.join(EXTENSION, 'i18n', l + '.json'), 'utf8'));
      const en = read('en');
      const keys = Object.keys(en).filter((k) => k !== '@metadata');
      const ext = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'extension.json'), 'utf8'));
      assert.strictEqual(ext.manifest_version, 2);
      for (const l of ['nl', 'fr', 'de', 'qqq']) {
        const m = read(l);
        assert.deepStrictEqual(Object.keys(m).filter((k) => k !== '@metadata').sort(), keys.slice().sort(), l);
        if (l === 'qqq') continue;
        for (const k of keys) {
          assert.deepStrictEqual((m[k].match(/\$\d/g) || []).sort(), (en[k].match(/\$\d/g) || []).sort(), `${l} ${k}`);
          assert.notStrictEqual(m[k], en[k], `${l} ${k} is translated`);
        }
      }
    });

    await t.test('every form of the tag and every mistake, through the wiki\'s parser', async () => {
      for (const c of CASES) {
        const what = c.text.length > 90 ? c.text.slice(0, 90) + '…' : c.text;
        const out = await parse(wiki.wikiUrl, c.text, c.post);
        const html = out.text;
        assertInert(html, what);
        const frames = [...html.matchAll(/<iframe ([^>]*)><\/iframe>/g)].map((m) => m[1]);
        const errors = [...html.matchAll(/<div class="error carcassonne-error">([^<]*)<\/div>/g)].map((m) => decodeEntities(m[1]));
        if (c.none) {
          assert.strictEqual(frames.length + errors.length, 0, what + ': no iframe, no error box\n' + html);
        } else if (c.error) {
          assert.strictEqual(frames.length, 0, what + ': no iframe');
          assert.strictEqual(errors.length, 1, what + ': one error box\n' + html);
          assert.match(errors[0], c.error, what);
          assert.match(errors[0], /^Carcassonne demo: /, what);
          assert.ok(out.categories.some((cat) => cat.category === 'Pages_with_broken_Carcassonne_demos'), what + ': tracking category');
        } else {
          assert.strictEqual(errors.length, 0, what + ': no error box\n' + html);
          assert.strictEqual(frames.length, 1, what + ': one iframe\n' + html);
          const attr = (name) => { const m = frames[0].match(new RegExp('\\s?' + name + '="([^"]*)"')); return m && decodeEntities(m[1]); };
          const src = attr('src');
          assert.ok(src.startsWith(GAME), what + ': ' + src);
          const rest = 'GAME' + src.slice(GAME.length);
          for (const re of c.iframe) assert.match(rest, re, what);
          assert.strictEqual(attr('loading'), 'lazy', what);
          assert.strictEqual(attr('title'), 'Carcassonne rules demo', what);
          if (c.height) assert.strictEqual(attr('height'), c.height, what);
          assert.ok(attr('style').includes(c.width || 'width:100%'), what + ': ' + attr('style'));
          if (c.inline) {
            const b64 = rest.match(/#s=(.*)$/)[1];
            assert.strictEqual(Buffer.from(b64, 'base64url').toString('utf8'), c.inline, what + ': #s= carries the JSON');
          }
        }
      }
    });

    browser = await launch();

    await t.test('three demos by scenario="…" step to their documented final scores', async () => {
      const { page, problems } = await openPage(browser, pageUrl('Carcassonne demos'), wiki.gameUrl);
      const handles = await page.$$('iframe.carcassonne-demo');
      assert.strictEqual(handles.length, 3, 'three iframes');
      const expected = [[BY_PATH, 'nl', 420], [BY_URL, 'en', 440], [BY_PATH_2, 'en', 400]];
      for (let i = 0; i < 3; i++) {
        const [d, lang, height] = expected[i];
        assert.strictEqual(await handles[i].getAttribute('loading'), 'lazy');
        assert.ok(await handles[i].getAttribute('title'));
        const box = await handles[i].boundingBox();
        assert.strictEqual(Math.round(box.height), height, d.file + ': height');
        const frame = await gameFrame(handles[i], wiki.gameUrl);
        assert.match(frame.url(), new RegExp(`[?&]embed=1&lang=${lang}$`), d.file);
        let st = await frame.evaluate(() => window.carcassonne.state());
        assert.strictEqual(st.demo.step, 0, d.file);
        if (d.title[lang]) assert.strictEqual(st.demo.title, d.title[lang], d.file + ': the title in ' + lang);
        st = await frame.evaluate(() => window.carcassonne.step('forward'));
        assert.strictEqual(st.demo.step, 1, d.file);
        st = await frame.evaluate(() => window.carcassonne.step('end'));
        assert.deepStrictEqual(st.scores, d.final_scores, d.file + ': final scores');
      }
      assert.strictEqual(Math.round((await handles[2].boundingBox()).width), 640, 'width="640"');
      assert.ok(Math.round((await handles[0].boundingBox()).width) > 640, 'the default width fills the column');
      // A viewport as tall as the page, so that every frame is on screen and drawn for the picture.
      await page.setViewportSize({ width: 1280, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(1000);
      await page.screenshot({ path: path.join(artifacts, 'mediawiki-demos.png') });
      assert.deepStrictEqual(problems, []);
      await page.close();
    });

    await t.test('an inline scenario between the tags steps to its final scores', async () => {
      const { page, problems } = await openPage(browser, pageUrl('Carcassonne inline demo'), wiki.gameUrl);
      const handles = await page.$$('iframe.carcassonne-demo');
      assert.strictEqual(handles.length, 1);
      const src = await handles[0].getAttribute('src');
      assert.match(src, /\?embed=1&lang=fr#s=[A-Za-z0-9_-]+$/);
      assert.deepStrictEqual(JSON.parse(Buffer.from(src.split('#s=')[1], 'base64url').toString('utf8')), JSON.parse(INLINE_TEXT));
      const frame = await gameFrame(handles[0], wiki.gameUrl);
      let st = await frame.evaluate(() => window.carcassonne.state());
      assert.strictEqual(st.demo.title, INLINE.title.fr);
      st = await frame.evaluate(() => window.carcassonne.step('end'));
      assert.deepStrictEqual(st.scores, INLINE.final_scores, INLINE.file + ': final scores');
      assert.match(await page.textContent('#mw-content-text'), /Text after the demo\./);
      await page.screenshot({ path: path.join(artifacts, 'mediawiki-inline.png') });
      assert.deepStrictEqual(problems, []);
      await page.close();
    });

    await t.test('the tag the editor publishes shows its demo, texts intact, to its final scores', async () => {
      const { page, problems } = await openPage(browser, pageUrl('Carcassonne published from the editor'), wiki.gameUrl);
      const handles = await page.$$('iframe.carcassonne-demo');
      assert.strictEqual(handles.length, 1);
      const box = await handles[0].boundingBox();
      assert.deepStrictEqual([Math.round(box.width), Math.round(box.height)], [480, 360]);
      const src = await handles[0].getAttribute('src');
      assert.deepStrictEqual(JSON.parse(Buffer.from(src.split('#s=')[1], 'base64url').toString('utf8')), publishedScenario,
        'the scenario arrives as published, after the wiki saved and parsed the page');
      const frame = await gameFrame(handles[0], wiki.gameUrl);
      let st = await frame.evaluate(() => window.carcassonne.state());
      assert.strictEqual(st.demo.title, publishedScenario.explanations.de.title);
      st = await frame.evaluate(() => window.carcassonne.step(1));
      assert.ok(st.demo.text.startsWith(TRICKY), st.demo.text);
      st = await frame.evaluate(() => window.carcassonne.step('end'));
      assert.deepStrictEqual(st.scores, PUBLISHED.final_scores);
      await page.screenshot({ path: path.join(artifacts, 'mediawiki-published.png') });
      assert.deepStrictEqual(problems, []);
      await page.close();
    });

    const errorPage = async (title, expected, shot) => {
      const { page, problems } = await openPage(browser, pageUrl(title), wiki.gameUrl);
      await page.waitForTimeout(500);  // time for anything that would run to run
      assert.strictEqual(await page.locator('iframe').count(), 0, title + ': no iframe');
      const boxes = await page.locator('#mw-content-text .error.carcassonne-error').allTextContents();
      assert.strictEqual(boxes.length, expected.length, title + ': ' + JSON.stringify(boxes));
      expected.forEach((re, i) => assert.match(boxes[i], re, title));
      for (const box of await page.locator('.carcassonne-error').all()) assert.ok(await box.isVisible(), title + ': the box is visible');
      const content = await page.locator('#mw-content-text').innerHTML();
      assertInert(content, title);
      assert.strictEqual(await page.locator('#mw-content-text script, #mw-content-text [onload], #mw-content-text [onerror]').count(), 0);
      assert.match(await page.textContent('#mw-content-text'), /Before the demos\.[\s\S]*The rest of the page is still here\./, title + ': the page is whole');
      assert.match(await page.textContent('#catlinks'), /Pages with broken Carcassonne demos/);
      // The served HTML too, not only the DOM the browser built.
      const raw = await (await fetch(pageUrl(title), { signal: AbortSignal.timeout(20000) })).text();
      const start = raw.indexOf('<div class="mw-parser-output">');
      assert.ok(start > 0);
      assertInert(raw.slice(start, raw.indexOf('<div class="printfooter"', start)), title + ' (served HTML)');
      await page.screenshot({ path: path.join(artifacts, shot), fullPage: true });
      assert.deepStrictEqual(problems, [], title + ': no script ran');
      await page.close();
    };

    await t.test('broken JSON shows an error box and lets nothing through', () => errorPage('Carcassonne broken JSON', [
      /^Carcassonne demo: the scenario between the tags is not valid JSON \(Syntax error\)\.$/,
      /^Carcassonne demo: the scenario between the tags is not valid JSON \(State mismatch \(invalid or malformed JSON\)\)\.$/,
    ], 'mediawiki-broken-json.png'));

    await t.test('bad attributes and javascript: scenarios show error boxes and let nothing through', () => errorPage('Carcassonne bad attributes', [
      /height="abc" must be a whole number of pixels/,
      /unknown attribute "onload"/,
      /scenario="javascript:alert\('javascript'\)" is not allowed/,
      /scenario="javascript:alert\('entity'\)" is not allowed/,
      /scenario="x\.json" onload="alert\(1\)" is not allowed/,
      /lang="xx" is not a language of the game/,
      /lang="<img src=x onerror=alert\('img'\)>" is not a language of the game/,
    ], 'mediawiki-bad-attributes.png'));
  } finally {
    if (browser) await browser.close();
    await wiki.stop();
  }
});
