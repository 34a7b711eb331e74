// The MediaWiki extension (integrations/mediawiki/Carcassonne) on a real wiki: Debian's MediaWiki
// installed into a temporary folder, served by PHP's built-in server on 127.0.0.1, the game's build/web
// served on another port (so the demos are cross-origin, as on a real wiki), and the wiki's pages opened in
// headless Chromium. Checks: every form of the <carcassonne> tag and its mistakes through the wiki's own
// parser (api.php), malformed and nested tags that leave the page around them whole and put nothing of the
// extension into an attribute, the frames' sandbox and origin= pin, the game's address and the scenario hosts
// the wiki allows, the cap on demos per page, demos by scenario="…" and by inline JSON stepped to their
// documented final scores inside the sandboxed iframes, a demo answering the wiki's page but not a sibling
// frame of another origin, pages with broken JSON and bad attributes showing error boxes with nothing of
// the input let through as markup or script, each demo's title and step texts on the page beside its frame
// (from the JSON between the tags, and from a scenario="…" file the wiki reads, with every way a file can fail
// to be read giving no text and no error), and a demo's language: lang=, else the page's (a translation page's),
// else the reader's (uselang=), else English. Servers and the temporary folder are removed even when a check
// fails. CARC_MW_EXTENSION=<folder> runs the checks against another copy of the extension (an older one, to
// see which checks it fails).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const net = require('net');
const http = require('http');
const path = require('path');
const { serve, launch, root, artifacts } = require('../browser/harness.cjs');

const MW = '/usr/share/mediawiki';
const EXTENSION = process.env.CARC_MW_EXTENSION ? path.resolve(process.env.CARC_MW_EXTENSION)
  : path.join(root, 'integrations/mediawiki/Carcassonne');
const WEB = process.env.CARC_WEB_DIR ? path.resolve(process.env.CARC_WEB_DIR) : path.join(root, 'build', 'web');
const index = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios/index.json'), 'utf8'));
const demo = (file) => {
  const d = index.demos.find((x) => x.file === file);
  assert.ok(d, file + ' is in assets/scenarios/index.json');
  return d;
};

// $wgCarcassonneMaxDemos's default: the most demos one page shows.
const MAX_DEMOS = 20;

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

// Runs a PHP script and gives its output. Asynchronous: while the wiki's scripts run, this process's own
// servers (the game's, and the test's own) answer the wiki's requests for scenario files.
function run(args, env, input, what) {
  return new Promise((resolve, reject) => {
    const child = spawn('php', args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
    child.on('error', (e) => { clearTimeout(timer); reject(new Error(`${what} failed (${e.message})`)); });
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      if (status !== 0) reject(new Error(`${what} failed (status ${status}${signal ? ', ' + signal : ''}):\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
    child.stdin.end(input);
  });
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

// A throw-away wiki with the extension (and Cite, for <ref>), the game next to it, and the pages pagesFor(gameUrl)
// gives. Returns { wikiUrl, gameUrl, env, webSettings, stop }; parseCli() parses with other settings through env,
// webSettings({ … }) gives the web server other settings until webSettings() takes them back.
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
    delete env.CARC_TEST_SETTINGS;
    await run([path.join(MW, 'maintenance/install.php'), '--dbtype=sqlite', '--dbpath=' + path.join(tmp, 'data'),
      '--confpath=' + tmp, '--server=' + wikiUrl, '--scriptpath=', '--lang=en',
      '--pass=throw-away-' + Math.random().toString(36).slice(2) + '-Password', 'Rules Wiki', 'Admin'],
    env, '', 'install.php');
    fs.appendFileSync(env.MW_CONFIG_FILE, [
      '',
      '# Added by tests/mediawiki/wiki.test.cjs',
      `wfLoadExtension( 'Carcassonne', ${JSON.stringify(path.join(EXTENSION, 'extension.json'))} );`,
      'wfLoadExtension( \'Cite\' );',
      `$wgCarcassonneUrl = ${JSON.stringify(game.url + 'index.html')};`,
      '# A page whose title ends in /<code> is in that language, as the Translate extension makes its translation pages.',
      '$wgHooks[\'PageContentLanguage\'][] = static function ( $title, &$pageLang ) {',
      '\tif ( preg_match( \'!/(ro|fr|de|nl)$!\', $title->getText(), $m ) ) {',
      '\t\t$pageLang = \\MediaWiki\\MediaWikiServices::getInstance()->getLanguageFactory()->getLanguage( $m[1] );',
      '\t}',
      '};',
      '# Other settings for the web server while a test has written them (webSettings).',
      `foreach ( json_decode( (string)@file_get_contents( ${JSON.stringify(path.join(tmp, 'web-settings.json'))} ) ?: '{}', true ) as $name => $value ) {`,
      '\t$GLOBALS[\'wg\' . $name] = $value;',
      '}',
      '# Other settings for one command-line parse (parseCli); never set for the web server.',
      'foreach ( json_decode( getenv( \'CARC_TEST_SETTINGS\' ) ?: \'{}\', true ) as $name => $value ) {',
      '\t$GLOBALS[\'wg\' . $name] = $value;',
      '}',
      '$wgShowExceptionDetails = true;',
      '$wgEnableUploads = false;',
      '$wgLogos = [ \'1x\' => "$wgResourceBasePath/resources/assets/mediawiki.png" ];',
      '',
    ].join('\n'));
    for (const [title, text] of Object.entries(pagesFor(game.url))) {
      await run([path.join(MW, 'maintenance/edit.php'), '-u', 'Admin', '-s', 'Carcassonne demos test', title], env, text, 'edit.php ' + title);
    }
    php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', MW], {
      env: { ...env, PHP_CLI_SERVER_WORKERS: '4' }, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    php.stderr.on('data', (d) => { log = (log + d).slice(-4000); });
    await waitForHttp(wikiUrl + '/index.php?title=Main_Page', 20000, () => php.exitCode === null && php.signalCode === null)
      .catch((e) => { throw new Error(e.message + '\n' + log); });
    const webSettings = (settings) => {
      const file = path.join(tmp, 'web-settings.json');
      if (settings) fs.writeFileSync(file, JSON.stringify(settings));
      else fs.rmSync(file, { force: true });
    };
    return { wikiUrl, gameUrl: game.url, env, webSettings, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

// A frame of another origin on the wiki's page: asked to, it sends every other frame a call, and reports the
// frames that answered it (their index in the page), once at least one has.
const SIBLING_HTML = `<!doctype html><title>sibling</title><script>
const heard = [];
let someone = null;
const answered = new Promise((res) => { someone = res; });
addEventListener('message', (e) => {
  const d = e.data || {};
  if (d.carcassonne === 1 && typeof d.id === 'number') { heard.push(d.id); someone(); }
  if (d.probe === 'send') {
    for (let i = 0; i < parent.frames.length; i++) {
      if (parent.frames[i] !== window) parent.frames[i].postMessage({ carcassonne: 1, id: i, call: 'state' }, '*');
    }
    parent.postMessage({ probe: 'sent' }, '*');
  }
  if (d.probe === 'report') answered.then(() => parent.postMessage({ probe: 'report', heard }, '*'));
});
parent.postMessage({ probe: 'loaded' }, '*');
</script>`;

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

// A page of a translated rules page: a demo by file, one between the tags, and one with its own lang=.
const LANGUAGE_PAGE = `<carcassonne scenario="assets/scenarios/${BY_PATH_2.file}"/>

<carcassonne>
${INLINE_TEXT}
</carcassonne>

<carcassonne scenario="assets/scenarios/${BY_PATH_2.file}" lang="nl"/>

The end.`;

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
  // Pages in Romanian (not a language of the game) and in French, as a translation page of the Translate extension is.
  'Carcassonne languages/ro': LANGUAGE_PAGE,
  'Carcassonne languages/fr': LANGUAGE_PAGE,
  'Template:Carcassonne demo': '{{#tag:carcassonne||scenario={{{1}}}}}',
  // A parameter is expanded once and its result used twice: {{Twice|<carcassonne …/>}} copies one tag's output.
  'Template:Twice': '{{{1}}}{{{1}}}',
  'Template:Two demos': `<carcassonne scenario="assets/scenarios/${BY_PATH.file}"/>\n<carcassonne scenario="assets/scenarios/${BY_PATH_2.file}"/>`,
  // MAX_DEMOS + 1 demos, two of them from a template.
  'Carcassonne many demos': Array.from({ length: MAX_DEMOS - 1 }, (x, i) =>
    `<carcassonne scenario="assets/scenarios/${BY_PATH.file}" height="${150 + i}"/>`).join('\n') + '\n{{Two demos}}\n\nThe end.',
});

// Every form of the tag and its mistakes, through the wiki's parser (api.php?action=parse).
// iframe: regexes the first iframe's src must match (GAME stands for the game's page, ORIGIN for origin=<the
// wiki's origin> as it is encoded); error: the one error box's text, errors: each box's text; frames: how many
// iframes (when not one, or none with an error); shown: texts the page must show outside any error box;
// headings: the ids of the headings it must show; none: the wiki shows the text as written, no iframe or box.
const casesFor = (gameUrl, wikiUrl) => [
  { text: '<carcassonne scenario="assets/scenarios/a.json"/>',
    iframe: [/^GAME\?scenario=assets%2Fscenarios%2Fa\.json&embed=1&lang=en&ORIGIN$/], height: '420', width: 'width:100%' },
  { text: '<carcassonne scenario="assets/scenarios/a.json" lang="de" height="200px" width="50%"/>',
    iframe: [/&lang=de&ORIGIN$/], height: '200', width: 'width:50%' },
  // Absolute addresses on the hosts allowed by default: the game's, and the wiki's uploads' (here the wiki's own).
  { text: `<carcassonne scenario="${gameUrl}x.json?a=1&b=2" width="640"></carcassonne>`,
    iframe: [/\?scenario=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fx\.json%3Fa%3D1%26b%3D2&embed=1&lang=en&ORIGIN$/], width: 'width:640px' },
  { text: `<carcassonne scenario="${gameUrl.replace(/^http:/, '')}x.json"/>`, iframe: [/\?scenario=%2F%2F127\.0\.0\.1%3A\d+%2Fx\.json&/] },
  { text: `<carcassonne scenario="${wikiUrl}/images/x.json"/>`, iframe: [/\?scenario=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fimages%2Fx\.json&/] },
  { text: '<carcassonne scenario="%E2%80%AEx.json"/>', iframe: [/\?scenario=%25E2%2580%25AEx\.json&/] },
  // Other hosts, and addresses that hide what they are.
  { text: '<carcassonne scenario="https://rules.example.org/x.json"/>',
    error: /scenario="https:\/\/rules\.example\.org\/x\.json" is on rules\.example\.org, which is not a host scenarios may come from\. .*add rules\.example\.org to \$wgCarcassonneScenarioHosts\./ },
  { text: '<carcassonne scenario="//rules.example.org/x.json"/>', error: /is on rules\.example\.org, which is not a host/ },
  { text: '<carcassonne scenario="HTTPS://RULES.example.org:8443/x.json"/>', error: /is on rules\.example\.org:8443, which is not a host/ },
  { text: '<carcassonne scenario="http://127.0.0.1:1/x.json"/>', error: /is on 127\.0\.0\.1:1, which is not a host/ },
  { text: `<carcassonne scenario="http://user:pw@${gameUrl.slice(7)}x.json"/>`, error: /may not hold a user name or password/ },
  { text: `<carcassonne scenario="${gameUrl.slice(0, -1)}@rules.example.org/x.json"/>`, error: /may not hold a user name or password/ },
  { text: '<carcassonne scenario="https:///rules.example.org/x.json"/>', error: /is not allowed\. Give an http/ },
  { text: '<carcassonne scenario="///rules.example.org/x.json"/>', error: /is not allowed\. Give an http/ },
  { text: '<carcassonne scenario="evil\u202Enosj.x"/>', error: /^Carcassonne demo: scenario="evil\[U\+202E\]nosj\.x" is not allowed: an address may hold only ASCII/, visible: true },
  { text: '<carcassonne scenario="a&#x2067;b&#x2069;.json"/>', error: /scenario="a\[U\+2067\]b\[U\+2069\]\.json" is not allowed: an address may hold only ASCII/, visible: true },
  { text: '<carcassonne scenario="a\u200Bb\u00ADc\u2060d\uFEFFe\u3164f\u115Fg.json"/>',
    error: /scenario="a\[U\+200B\]b\[U\+00AD\]c\[U\+2060\]d\[U\+FEFF\]e\[U\+3164\]f\[U\+115F\]g\.json"/, visible: true },
  { text: '<carcassonne scenario="é.json"/>', error: /scenario="\[U\+00E9\]\.json" is not allowed: .*percent-encoded \(é as %C3%A9\)/ },
  { text: '<carcassonne scenario="a.json" lang="\u202Een"/>', error: /lang="\[U\+202E\]en" is not a language of the game/, visible: true },
  { text: '<carcassonne scenario="../scenarios/a b.json"/>', error: /scenario="..\/scenarios\/a b.json" is not allowed/ },
  { text: '<carcassonne>{"board": [], "note": "<b>é</b>"}</carcassonne>',
    iframe: [/^GAME\?embed=1&lang=en&ORIGIN#s=([A-Za-z0-9_-]+)$/], inline: '{"board": [], "note": "<b>é</b>"}' },
  { text: '<carcassonne scenario="javascript:alert(1)"/>', error: /scenario="javascript:alert\(1\)" is not allowed/ },
  { text: '<carcassonne scenario="JavaScript:alert(1)//x.json"/>', error: /is not allowed/ },
  { text: '<carcassonne scenario="&#x6A;avascript&#58;alert(1)"/>', error: /scenario="javascript:alert\(1\)" is not allowed/ },
  { text: '<carcassonne scenario="data:application/json,{}"/>', error: /is not allowed/ },
  { text: '<carcassonne scenario="https:evil.json"/>', error: /is not allowed/ },
  // The wiki ends a tag at its first '>': with no </carcassonne> later this is no tag at all, and the wiki shows it as text.
  { text: '<carcassonne scenario=\'a.json"><script>alert(1)</script>\'/>', none: true },
  { text: '<carcassonne height="<script>alert(1)</script>" scenario="a.json"/>', none: true },
  { text: '<carcassonne scenario="a.json" onmouseover="alert(1)"/>', error: /unknown attribute "onmouseover"/ },
  { text: '<carcassonne scenario="a.json" style="position:fixed"/>', error: /unknown attribute "style"/ },
  { text: '<carcassonne scenario="a.json" height="149"/>', error: /height="149" must be a whole number of pixels from 150 to 2000/ },
  { text: '<carcassonne scenario="a.json" height="2001"/>', error: /height="2001"/ },
  { text: '<carcassonne scenario="a.json" height="4e2"/>', error: /height="4e2"/ },
  { text: '<carcassonne scenario="a.json" width="5%"/>', error: /width="5%"/ },
  { text: '<carcassonne scenario="a.json" lang="sv"/>', error: /lang="sv" is not a language of the game/ },
  { text: '<carcassonne scenario="a.json" lang="&lt;img src=x onerror=alert(1)&gt;"/>', error: /lang="<img src=x onerror=alert\(1\)>" is not/ },
  { text: '<carcassonne scenario="a.json" width="&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>', error: /width="<\/div><script>alert\(1\)<\/script>" must be/ },
  { text: PUBLISHED_TAG, iframe: [/^GAME\?embed=1&lang=de&ORIGIN#s=([A-Za-z0-9_-]+)$/], height: '360', width: 'width:480px',
    inline: PUBLISHED_TAG.split('\n')[1] },
  { text: '<carcassonne/>', error: /no scenario/ },
  { text: '<carcassonne>   </carcassonne>', error: /no scenario/ },
  // Text between the tags that is not the scenario: the box, then that text as the wiki shows it.
  { text: '<carcassonne scenario="a.json">{}</carcassonne>', error: /this tag has scenario="…" and also text up to <\/carcassonne>, shown below/, shown: ['{}'] },
  { text: '<carcassonne>{"board": [1, 2}</carcassonne>', error: /is not valid JSON \(.+\)\. The text between the tags is shown below\./, shown: ['{"board": [1, 2}'] },
  { text: '<carcassonne>[1, 2]</carcassonne>', error: /must be a JSON object/, shown: ['[1, 2]'] },
  { text: '<carcassonne>"{}"</carcassonne>', error: /must be a JSON object/ },
  { text: `<carcassonne>{"a": ${'['.repeat(80)}${']'.repeat(80)}}</carcassonne>`, error: /not valid JSON \(Maximum stack depth exceeded\)/ },
  { text: `<carcassonne>{"a": "${'x'.repeat(70000)}"}</carcassonne>`, error: /too large \(at most 64 KB\)/, post: true, shown: ['x'.repeat(1000)] },
  // A tag that lacks its '/', followed later by a </carcassonne>: the page between stays the page.
  { text: 'Before.\n\n<carcassonne scenario="assets/scenarios/a.json">\n\n== After the tag ==\nText after the tag.\n\n' +
      '<carcassonne scenario="assets/scenarios/b.json"/>\n\nMore text.\n</carcassonne>\n\n== Later ==\nThe end.',
    error: /this tag has scenario="…" and also text up to <\/carcassonne>/, frames: 1, iframe: [/scenario=assets%2Fscenarios%2Fb\.json/],
    shown: ['Before.', 'Text after the tag.', 'More text.', 'The end.'], headings: ['After_the_tag', 'Later'], noEditLink: 'After_the_tag' },
  // A '>' inside a value ends the tag there; the rest of the value and what follows up to </carcassonne> is the page.
  { text: 'Before.\n<carcassonne scenario="a>b.json"/>\n== After the tag ==\nText after the tag.\n</carcassonne>\nThe end.',
    error: /this tag has scenario="…" and also text up to <\/carcassonne>/, shown: ['b.json"/&gt;', 'Text after the tag.', 'The end.'], headings: ['After_the_tag'] },
  { text: '<carcassonne>\n== Not a scenario ==\nSome \'\'\'bold\'\'\' text and [[a link]].\n</carcassonne>\nThe end.',
    error: /is not valid JSON/, shown: ['<b>bold</b>', '>a link</a>', 'The end.'], headings: ['Not_a_scenario'] },
  // Nested uses: the inner demo shows after the outer's box, never inside it.
  { text: '<carcassonne><carcassonne scenario="x.json"/></carcassonne>', error: /is not valid JSON/, frames: 1, iframe: [/scenario=x\.json&/] },
  { text: '{{#tag:carcassonne|<carcassonne scenario="x.json"/>}}', error: /is not valid JSON/, frames: 1, iframe: [/scenario=x\.json&/] },
  { text: '{{#tag:carcassonne||scenario=x.json|lang=nl}}', iframe: [/^GAME\?scenario=x\.json&embed=1&lang=nl&ORIGIN$/] },
  { text: '{{Carcassonne demo|assets/scenarios/a.json}}', iframe: [/^GAME\?scenario=assets%2Fscenarios%2Fa\.json&embed=1&lang=en&ORIGIN$/] },
  { text: '{{Two demos}}', frames: 2 },
  { text: '{|\n|-\n| <carcassonne scenario="x.json"/> || cell two\n|}', iframe: [/scenario=x\.json&/], shown: ['cell two'] },
  { text: 'Text.<ref>A note: <carcassonne scenario="x.json"/></ref>\n\n<references/>', iframe: [/scenario=x\.json&/], shown: ['A note:'] },
  { text: '<gallery>\nFile:Example.jpg|<carcassonne scenario="x.json"/>\n</gallery>', iframe: [/scenario=x\.json&/] },
  { text: '[[File:Example.jpg|thumb|<carcassonne scenario="x.json"/>]]', iframe: [/scenario=x\.json&/] },
  { text: '== <carcassonne scenario="x.json"/> ==\nText.', iframe: [/scenario=x\.json&/], shown: ['Text.'] },
  // Inside another tag's attribute the wiki would hand the demo's HTML to that attribute: nothing of it gets there.
  { text: '<span title="<carcassonne scenario=\'x.json\'/>">hover</span> after.', frames: 0, shown: ['hover</span> after.'] },
  { text: '<span title="<carcassonne>{oops</carcassonne>">hover</span> after.', frames: 0, shown: ['hover</span> after.'] },
  { text: '<div title="{{#tag:carcassonne||scenario=x.json}}" style="color:red">box</div>', frames: 0, shown: ['box</div>'] },
  { text: '{|\n|-\n| style="<carcassonne scenario=\'y.json\'/>" | cell\n|}', frames: 0, shown: ['cell'] },
  { text: '[[File:Example.jpg|alt=<carcassonne scenario="x.json"/>]]', frames: 0 },
  // The text between the tags, shown after the box: in an attribute nothing of its HTML reaches the host element.
  { text: '<span title="<carcassonne scenario=\'x.json\'>[[Foo]] text</carcassonne>">hover</span> after.', frames: 0,
    shown: ['hover</span> after.'], onlyAttrs: { span: ['title'] } },
  { text: '<carcassonne scenario="x.json">[[Foo]] text</carcassonne> after.', error: /and also text up to <\/carcassonne>/,
    shown: ['title="Foo (page does not exist)">Foo</a> text', 'after.'] },
  { text: '<carcassonne scenario="<carcassonne scenario=\'x.json\'/>"/> after.', error: /scenario="<carcassonne scenario='x\.json'" is not allowed/, shown: ['after.'] },
];

async function parse(wikiUrl, text, post, extra) {
  const params = new URLSearchParams({ action: 'parse', format: 'json', formatversion: '2', contentmodel: 'wikitext',
    title: 'Sandbox', prop: 'text|categories', disablelimitreport: '1', text, ...extra });
  if (params.get('disablelimitreport') === '0') params.delete('disablelimitreport');
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

// The same parse on the command line (maintenance/parse.php), with other settings ({ CarcassonneUrl: … }).
async function parseCli(wiki, text, settings) {
  return run([path.join(MW, 'maintenance/parse.php'), '--title=Sandbox'],
    { ...wiki.env, CARC_TEST_SETTINGS: JSON.stringify(settings) }, text, 'parse.php');
}

// The start tags of an HTML text, each { name, attrs: { name: decoded value } }.
function startTags(html) {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)].map((m) => ({
    name: m[1].toLowerCase(),
    attrs: Object.fromEntries([...m[2].matchAll(/([^\s="]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), decodeEntities(a[2])])),
  }));
}

// Nothing the extension makes sits in another element's attribute: no iframe, error box or demo link in an
// attribute's value, and no element but the extension's own carries their classes, sandbox or styles.
function assertNothingInAttributes(html, what) {
  for (const { name, attrs } of startTags(html)) {
    const cls = attrs.class || '';
    const own = (name === 'iframe' && cls === 'carcassonne-demo') || (name === 'a' && /carcassonne-demo-link/.test(cls))
      || (name === 'div' && /^(error carcassonne-error|carcassonne-more)$/.test(cls)) || (name === 'details' && cls === 'carcassonne-text');
    for (const [attr, value] of Object.entries(attrs)) {
      if (own) continue;  // the extension's own elements: assertFrameAttributes and the cases check them
      assert.doesNotMatch(value, /<iframe|<div|<a |<!--|carcassonne-|embed=1|allow-scripts/i, `${what}: <${name} ${attr}="${value}">`);
    }
    if (name !== 'iframe') {
      assert.ok(!/carcassonne-demo\b/.test(cls) && !('sandbox' in attrs) && !('referrerpolicy' in attrs), `${what}: <${name}> took a demo's attributes`);
      assert.doesNotMatch(attrs.style || '', /max-width:100%;height:\d+px;border:0/, `${what}: <${name}> took a demo's style`);
    }
    if (name !== 'div') assert.ok(!/carcassonne-(error|more)/.test(cls), `${what}: <${name}> took an error box's class`);
  }
}

// The attributes every demo's iframe has: its title, the sandbox, no referrer, no features, lazy, and origin=
// pinned to the wiki's origin.
function assertFrameAttributes(attrs, wikiUrl, what) {
  assert.strictEqual(attrs.title, 'Carcassonne rules demo', what);
  assert.strictEqual(attrs.sandbox, 'allow-scripts allow-same-origin', what);
  assert.strictEqual(attrs.referrerpolicy, 'no-referrer', what);
  assert.strictEqual(attrs.allow, '', what);
  assert.strictEqual(attrs.loading, 'lazy', what);
  assert.strictEqual(new URL(attrs.src).searchParams.get('origin'), wikiUrl, what + ': origin= is the wiki\'s origin');
}

// The parsed HTML without the error boxes (whose text holds no markup).
const outsideBoxes = (html) => html.replace(/<div class="error carcassonne-error">[^<]*<\/div>/g, '');

// The demos' texts in a page's HTML, each { afterFrame (whether it follows an iframe at once), attrs (after its class), summary,
// title, steps: [[number as the list shows it, text]], html }, the texts decoded (a <br> as a line break).
function textBoxes(html) {
  return [...html.matchAll(/(<\/iframe>)?<details class="carcassonne-text"([^>]*)>([\s\S]*?)<\/details>/g)].map((m) => {
    const body = m[3];
    const summary = body.match(/^<summary>([^<]*)<\/summary>/);
    const title = body.match(/<p><strong>([^<]*)<\/strong><\/p>/);
    let number = 0;
    const steps = [...body.matchAll(/<li(?: value="(\d+)")?>([\s\S]*?)<\/li>/g)].map((li) => {
      number = li[1] ? Number(li[1]) : number + 1;
      return [number, decodeEntities(li[2].replace(/<br>/g, '\n'))];
    });
    assert.doesNotMatch(body.replace(/<\/?(summary|p|strong|ol|li)>|<li value="\d+">|<br>/g, ''), /</, 'only the box\'s own elements: ' + body);
    return { afterFrame: !!m[1], attrs: Object.fromEntries([...m[2].matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1], decodeEntities(a[2])])),
      summary: summary && decodeEntities(summary[1]), title: title && decodeEntities(title[1]), steps, html: m[0] };
  });
}

// A library demo's texts in a language, as its box must show them (every library demo has a text for each step).
function libraryText(d, lang) {
  const sc = JSON.parse(fs.readFileSync(path.join(root, 'assets/scenarios', d.file), 'utf8'));
  const e = sc.explanations[lang];
  assert.strictEqual(e.steps.length, (sc.moves || []).length + (sc.end === true ? 1 : 0) + 1, d.file + ': a text for each step');
  return { title: e.title, steps: e.steps.map((text, i) => [i + 1, text]) };
}

// The summary of the box in each language the extension has messages in.
const SUMMARY = { en: 'Text of this demo', nl: 'Tekst van dit voorbeeld', fr: 'Texte de cet exemple', de: 'Text dieses Beispiels',
  es: 'Texto de esta demo', it: 'Testo di questa demo', pl: 'Tekst tego pokazu', ru: 'Текст этого примера' };

// Checks one demo's box: right after its frame, in the language given, with these texts.
function assertTextBox(box, lang, expected, what) {
  assert.ok(box, what + ': a text box');
  assert.ok(box.afterFrame, what + ': right after the iframe');
  assert.deepStrictEqual(box.attrs, { lang, dir: 'ltr' }, what + ': folded (no open), in ' + lang);
  assert.strictEqual(box.summary, SUMMARY[lang], what);
  assert.strictEqual(box.title, expected.title, what + ': title');
  assert.deepStrictEqual(box.steps, expected.steps, what + ': steps');
}

// The lang= of each iframe of a page's HTML.
const frameLanguages = (html) => startTags(html).filter((tag) => tag.name === 'iframe').map((tag) => new URL(tag.attrs.src).searchParams.get('lang'));

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

    await t.test('messages exist in en, nl, fr, de and qqq with the same parameters, and a reader\'s in es, it, pl, ru', () => {
      const read = (l) => JSON.parse(fs.readFileSync(path.join(EXTENSION, 'i18n', l + '.json'), 'utf8'));
      const en = read('en');
      const keys = Object.keys(en).filter((k) => k !== '@metadata');
      const ext = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'extension.json'), 'utf8'));
      assert.strictEqual(ext.manifest_version, 2);
      // What a reader sees (the error boxes are the page's editors' and the administrator's: English is their fallback).
      const reader = ['carcassonne-desc', 'carcassonne-frame-title', 'carcassonne-too-many', 'carcassonne-too-many-link',
        'carcassonne-repeated', 'carcassonne-text-summary'];
      for (const l of ['nl', 'fr', 'de', 'qqq', 'es', 'it', 'pl', 'ru']) {
        const m = read(l);
        const all = ['nl', 'fr', 'de', 'qqq'].includes(l);
        assert.deepStrictEqual(Object.keys(m).filter((k) => k !== '@metadata').sort(), (all ? keys : reader).slice().sort(), l);
        if (l === 'qqq') continue;
        for (const k of all ? keys : reader) {
          assert.deepStrictEqual((m[k].match(/\$\d/g) || []).sort(), (en[k].match(/\$\d/g) || []).sort(), `${l} ${k}`);
          assert.notStrictEqual(m[k], en[k], `${l} ${k} is translated`);
        }
        if (l !== 'qqq') assert.strictEqual(m['carcassonne-text-summary'], SUMMARY[l], l);
      }
    });

    // One case of casesFor(), through api.php.
    async function checkCase(c, what, ORIGIN) {
      const out = await parse(wiki.wikiUrl, c.text, c.post);
      const html = out.text;
      assertInert(html, what);
      assertNothingInAttributes(html, what);
      const frames = startTags(html).filter((tag) => tag.name === 'iframe').map((tag) => tag.attrs);
      const errors = [...html.matchAll(/<div class="error carcassonne-error">([^<]*)<\/div>/g)].map((m) => decodeEntities(m[1]));
      const expectedErrors = c.errors || (c.error ? [c.error] : []);
      const expectedFrames = c.frames !== undefined ? c.frames : c.none || c.error ? 0 : 1;
      assert.strictEqual(frames.length, expectedFrames, `${what}: ${expectedFrames} iframe(s)\n${html}`);
      assert.strictEqual(errors.length, expectedErrors.length, `${what}: ${expectedErrors.length} error box(es)\n${html}`);
      expectedErrors.forEach((re, i) => {
        assert.match(errors[i], re, what);
        assert.match(errors[i], /^Carcassonne demo: /, what);
        // Bidi and invisible characters are shown as [U+XXXX], so none is left to reorder the box's text.
        if (c.visible) assert.doesNotMatch(errors[i], /[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\u3164\uFEFF\uFFA0]/u, what);
      });
      if (expectedErrors.length) {
        assert.ok(out.categories.some((cat) => cat.category === 'Pages_with_broken_Carcassonne_demos'), what + ': tracking category');
      }
      for (const [name, allowed] of Object.entries(c.onlyAttrs || {})) {
        for (const tag of startTags(html).filter((t2) => t2.name === name)) {
          assert.deepStrictEqual(Object.keys(tag.attrs).filter((a) => !allowed.includes(a)), [], `${what}: <${name}> has only ${allowed}\n${html}`);
        }
      }
      for (const text of c.shown || []) assert.ok(outsideBoxes(html).includes(text), `${what}: shows ${text.slice(0, 60)}\n${html}`);
      for (const id of c.headings || []) assert.match(html, new RegExp(`<h2><span class="mw-headline" id="${id}">`), `${what}: heading ${id}`);
      if (c.noEditLink) {
        assert.match(html, new RegExp(`id="${c.noEditLink}">[^<]*</span></h2>`), what + ': a heading between the tags has no edit link');
      }
      frames.forEach((attrs, i) => {
        assertFrameAttributes(attrs, wiki.wikiUrl, `${what} (iframe ${i + 1})`);
        assert.ok(attrs.src.startsWith(GAME), what + ': ' + attrs.src);
      });
      if (c.iframe) {
        const rest = ('GAME' + frames[0].src.slice(GAME.length)).replace(ORIGIN, 'ORIGIN');
        for (const re of c.iframe) assert.match(rest, re, what);
        if (c.height) assert.strictEqual(frames[0].height, c.height, what);
        assert.ok(frames[0].style.includes(c.width || 'width:100%'), what + ': ' + frames[0].style);
        if (c.inline) {
          const b64 = rest.match(/#s=(.*)$/)[1];
          assert.strictEqual(Buffer.from(b64, 'base64url').toString('utf8'), c.inline, what + ': #s= carries the JSON');
        }
      }
    }

    await t.test('every form of the tag and every mistake, through the wiki\'s parser', async () => {
      const ORIGIN = 'origin=' + encodeURIComponent(wiki.wikiUrl);
      // Every case is checked; the failures are reported together.
      const failures = [];
      for (const c of casesFor(wiki.gameUrl, wiki.wikiUrl)) {
        const what = c.text.length > 90 ? c.text.slice(0, 90) + '…' : c.text;
        try {
          await checkCase(c, what, ORIGIN);
        } catch (e) {
          failures.push(e.message.slice(0, 300).replace(/\n/g, '⏎'));
        }
      }
      assert.deepStrictEqual(failures, []);
    });

    await t.test('a page shows at most $wgCarcassonneMaxDemos demos, counting its templates; past that, links', async () => {
      const check = (html, what) => {
        const frames = startTags(html).filter((tag) => tag.name === 'iframe');
        const links = startTags(html).filter((tag) => tag.name === 'a' && /carcassonne-demo-link/.test(tag.attrs.class || ''));
        assert.strictEqual(frames.length, MAX_DEMOS, what + ': the first ' + MAX_DEMOS + ' tags are demos');
        assert.strictEqual(links.length, 1, what + ': the next one is a link');
        const href = new URL(links[0].attrs.href);
        assert.strictEqual(href.origin + href.pathname, GAME, what);
        assert.strictEqual(href.search, `?scenario=${encodeURIComponent('assets/scenarios/' + BY_PATH_2.file)}&lang=en&demo=1`, what + ': the game\'s own page, as a demo');
        assert.strictEqual(links[0].attrs.rel, 'nofollow noopener noreferrer', what);
        assert.strictEqual(links[0].attrs.target, '_blank', what);
        assert.match(html, /<div class="carcassonne-more">Carcassonne demo: not shown here, as this page already shows 20 demos, the most one page may show\. <a /, what);
        assert.match(html, /The end\./, what);
      };
      const text = (await parse(wiki.wikiUrl, '{{:Carcassonne many demos}}')).text;  // a preview of a page including it
      check(text, 'included');
      const raw = await (await fetch(pageUrl('Carcassonne many demos'), { signal: AbortSignal.timeout(20000) })).text();
      check(raw, 'the saved page');
      // The setting: one demo, then links.
      const one = await parseCli(wiki, '<carcassonne scenario="a.json"/>\n<carcassonne scenario="b.json"/>\n<carcassonne>{}</carcassonne>', { CarcassonneMaxDemos: 1 });
      assert.strictEqual(startTags(one).filter((tag) => tag.name === 'iframe').length, 1, one);
      assert.match(one, /already shows 1 demo, the most/);
      assert.strictEqual([...one.matchAll(/class="external carcassonne-demo-link"/g)].length, 2, one);
      assert.match(one, /href="[^"]*index\.html\?lang=en&amp;demo=1#s=e30"/, one);
    });

    await t.test('a tag inside an attribute never shows, so it takes none of the page\'s demos', async () => {
      const hidden = await parseCli(wiki, '<span title="<carcassonne scenario=\'x.json\'/>">hover</span>\n\n<carcassonne scenario="a.json"/>',
        { CarcassonneMaxDemos: 1 });
      assert.strictEqual(startTags(hidden).filter((tag) => tag.name === 'iframe').length, 1, hidden);
      assert.doesNotMatch(hidden, /carcassonne-demo-link/, hidden);
    });

    await t.test('copies of one tag\'s output (a template repeating its parameter) show one demo', async () => {
      const count = (html) => [startTags(html).filter((tag) => tag.name === 'iframe').length,
        startTags(html).filter((tag) => tag.name === 'a' && /carcassonne-demo-link/.test(tag.attrs.class || '')).length];
      const eight = '{{Twice|{{Twice|{{Twice|<carcassonne scenario="a.json"/>}}}}}}\n\nThe end.';
      // 8 copies of one tag: one demo, seven links (before: 8 iframes counted as 1, past any cap).
      const capped = await parseCli(wiki, eight, { CarcassonneMaxDemos: 3 });
      assert.deepStrictEqual(count(capped), [1, 7], capped);
      assert.match(capped, /The end\./);
      const html = (await parse(wiki.wikiUrl, eight)).text;
      assert.deepStrictEqual(count(html), [1, 7], html);
      assert.match(html, /<div class="carcassonne-more">Carcassonne demo: this demo is shown above already \(a template repeats it\)\. <a /, html);
      // Past the cap, a copy says the cap.
      const two = await parseCli(wiki, '<carcassonne scenario="b.json"/>' + eight, { CarcassonneMaxDemos: 1 });
      assert.deepStrictEqual(count(two), [1, 8], two);
      assert.match(two, /already shows 1 demo, the most/);
    });

    await t.test('a demo in an <indicator> is filled there, and nothing of a mark stays', async () => {
      const params = new URLSearchParams({ action: 'parse', format: 'json', formatversion: '2', contentmodel: 'wikitext',
        title: 'Sandbox', prop: 'text|indicators', disablelimitreport: '1',
        text: '<indicator name="demo"><carcassonne scenario="x.json"/></indicator><indicator name="broken"><carcassonne height="1" scenario="x.json"/></indicator>Text.' });
      const json = await (await fetch(wiki.wikiUrl + '/api.php?' + params, { signal: AbortSignal.timeout(20000) })).json();
      const { indicators, text } = json.parse;
      assert.match(indicators.demo, /<iframe src="[^"]*\?scenario=x\.json&amp;embed=1/, indicators.demo);
      assert.match(indicators.broken, /<div class="error carcassonne-error">Carcassonne demo: height="1"/, indicators.broken);
      for (const html of [text, indicators.demo, indicators.broken]) assert.doesNotMatch(html, /carcassonne-[0-9a-f]{16}-/, html);
    });

    await t.test('the game on the wiki\'s own origin, or not set, is refused with a box for the administrator', async () => {
      const tag = '<carcassonne scenario="a.json"/>';
      const admin = async (settings, re) => {
        const html = await parseCli(wiki, tag, settings);
        assert.strictEqual(startTags(html).filter((t2) => t2.name === 'iframe').length, 0, JSON.stringify(settings) + '\n' + html);
        const boxes = [...html.matchAll(/<div class="error carcassonne-error">([^<]*)<\/div>/g)].map((m) => decodeEntities(m[1]));
        assert.strictEqual(boxes.length, 1, html);
        assert.match(boxes[0], re, JSON.stringify(settings));
      };
      const same = /^Carcassonne demo: \$wgCarcassonneUrl = ".*" is on this wiki's own address \(http:\/\/127\.0\.0\.1:\d+\), .*The wiki's administrator must serve the game from another host and set \$wgCarcassonneUrl to it/;
      await admin({ CarcassonneUrl: '' }, /^Carcassonne demo: the game's address is not set\. The wiki's administrator must set \$wgCarcassonneUrl in LocalSettings\.php to the game's index\.html on a host of its own/);
      await admin({ CarcassonneUrl: null }, /the game's address is not set/);
      await admin({ CarcassonneUrl: '/carcassonne/index.html' }, same);
      await admin({ CarcassonneUrl: 'carcassonne/index.html' }, same);
      await admin({ CarcassonneUrl: wiki.wikiUrl + '/carcassonne/index.html' }, same);
      await admin({ CarcassonneUrl: wiki.wikiUrl.toUpperCase() + '/carcassonne/index.html' }, same);
      await admin({ CarcassonneUrl: wiki.wikiUrl.replace(/^http:/, '') + '/carcassonne/index.html' }, same);
      await admin({ CarcassonneUrl: 'javascript:alert(1)//' }, /\$wgCarcassonneUrl = "javascript:alert\(1\)\/\/" is not an http:\/\/ or https:\/\/ address/);
      await admin({ Server: 'ftp://rules.example.org', CanonicalServer: 'ftp://rules.example.org' },
        /the wiki's own address \(\$wgServer = "ftp:\/\/rules\.example\.org"\) is not an http:\/\/ or https:\/\/ address/);
      // Another port of the same host is another origin: allowed.
      const other = await parseCli(wiki, tag, { CarcassonneUrl: 'http://127.0.0.1:1/index.html' });
      assert.match(other, /<iframe src="http:\/\/127\.0\.0\.1:1\/index\.html\?scenario=a\.json&amp;embed=1&amp;lang=en&amp;origin=/, other);
      // The wiki's origin pinned is its $wgServer's, scheme://host[:port] with no path.
      const https = await parseCli(wiki, tag, { Server: 'https://rules.example.org:443', CanonicalServer: 'https://rules.example.org' });
      assert.match(https, /&amp;origin=https%3A%2F%2Frules\.example\.org"/, https);
    });

    await t.test('$wgCarcassonneScenarioHosts: the hosts scenarios may come from besides the game\'s', async () => {
      const settings = { CarcassonneScenarioHosts: ['rules.example.org', 'https://files.example.org:8443/'] };
      const parseOne = (address) => parseCli(wiki, `<carcassonne scenario="${address}"/>`, settings);
      for (const ok of ['https://rules.example.org/x.json', 'http://RULES.example.org:8080/x.json', 'https://files.example.org:8443/x.json',
        wiki.gameUrl + 'x.json', 'assets/scenarios/x.json']) {
        assert.match(await parseOne(ok), /<iframe /, ok);
      }
      for (const [refused, host] of [['https://files.example.org/x.json', 'files.example.org'], [wiki.wikiUrl + '/images/x.json', wiki.wikiUrl.slice(7)],
        ['https://example.org/x.json', 'example.org']]) {
        const html = await parseOne(refused);
        assert.doesNotMatch(html, /<iframe /, refused);
        assert.ok(decodeEntities(html).includes(`is on ${host}, which is not a host scenarios may come from`), refused + '\n' + html);
      }
    });

    // A scenario whose texts lack a language, a step, a title: the fallbacks the game uses (src/render/table/table.cpp).
    const FALLBACK = {
      format: 'carcassonne-scenario/1', title: 'The file\'s own title', description: 'The file\'s own description',
      moves: [{ tile: 'base/E', at: [1, 0], rot: 0 }, { tile: 'base/E', at: [2, 0], rot: 0 }],
      explanations: {
        en: { title: 'Tricky <b>title</b> & co', steps: ['<script>alert(1)</script> & <img src=x onerror=alert(2)>', '', 'line one\nline two', 'a text for no step'] },
        de: { title: '', steps: ['Start auf Deutsch', 'Zweiter Schritt'] },
        xx: { title: 'not a language of the game', steps: ['x'] },
      },
    };
    const tagOf = (sc, attrs = '') => `<carcassonne${attrs}>\n${JSON.stringify(sc)}\n</carcassonne>`;

    await t.test('the demo\'s title and step texts are on the page after its frame, in the tag\'s language, escaped', async () => {
      const one = async (text, extra) => {
        const html = (await parse(wiki.wikiUrl, text, false, extra)).text;
        assertInert(html, text.slice(0, 60));
        assertNothingInAttributes(html, text.slice(0, 60));
        assert.doesNotMatch(html, /carcassonne-error/, html);
        return { html, boxes: textBoxes(html) };
      };
      // In the page's language (English here); a step with no text in any language keeps the others' numbers.
      let { html, boxes } = await one(tagOf(FALLBACK));
      assert.strictEqual(boxes.length, 1, html);
      assertTextBox(boxes[0], 'en', { title: FALLBACK.explanations.en.title,
        steps: [[1, FALLBACK.explanations.en.steps[0]], [3, 'line one\nline two']] }, 'en');
      // Escaped: shown as text, never as markup.
      assert.match(boxes[0].html, /<p><strong>Tricky &lt;b(>|&gt;)title&lt;\/b(>|&gt;) &amp; co<\/strong><\/p>/, boxes[0].html);
      assert.match(boxes[0].html, /<li>&lt;script(>|&gt;)alert\(1\)&lt;\/script(>|&gt;) &amp; &lt;img src=x onerror=alert\(2\)(>|&gt;)<\/li>/, boxes[0].html);
      assert.ok(boxes[0].html.includes('<li value="3">line one<br>line two</li>'), boxes[0].html);
      // German: the title and the third step from English, where German has none.
      ({ boxes } = await one(tagOf(FALLBACK, ' lang="de"')));
      assertTextBox(boxes[0], 'de', { title: FALLBACK.explanations.en.title,
        steps: [[1, 'Start auf Deutsch'], [2, 'Zweiter Schritt'], [3, 'line one\nline two']] }, 'de');
      // A language the scenario has no texts in: English; the summary in the demo's language.
      ({ boxes } = await one(tagOf(FALLBACK, ' lang="es"')));
      assertTextBox(boxes[0], 'es', { title: FALLBACK.explanations.en.title,
        steps: [[1, FALLBACK.explanations.en.steps[0]], [3, 'line one\nline two']] }, 'es');
      // No explanations: the file's own title, and its description for the starting position.
      ({ boxes } = await one(tagOf({ title: 'Own <title>', description: 'Own & description', moves: [{}], explanations: { en: 'not an object' } }, ' lang="fr"')));
      assertTextBox(boxes[0], 'fr', { title: 'Own <title>', steps: [[1, 'Own & description']] }, 'no explanations');
      // Texts that are not strings count as none; no text at all: no box.
      ({ html, boxes } = await one(tagOf({ title: 7, explanations: { en: { title: ['x'], steps: [null, 3] } }, moves: [{}] })));
      assert.deepStrictEqual(boxes, [], html);
      assert.strictEqual(startTags(html).filter((tag) => tag.name === 'iframe').length, 1, html);
      // A library demo, and the tag the editor publishes: its texts as written, after the wiki saved and parsed them.
      ({ boxes } = await one(tagOf(JSON.parse(INLINE_TEXT), ' lang="nl"')));
      assertTextBox(boxes[0], 'nl', libraryText(INLINE, 'nl'), INLINE.file);
      ({ boxes } = await one(PUBLISHED_TAG));
      assertTextBox(boxes[0], 'de', { title: publishedScenario.explanations.de.title,
        steps: publishedScenario.explanations.de.steps.map((text, i) => [i + 1, text]) }, 'published');
      assert.strictEqual(boxes[0].steps[1][1], TRICKY);
      // A demo that is a link (past the page's most) has no box.
      html = await parseCli(wiki, tagOf(FALLBACK), { CarcassonneMaxDemos: 0 });
      assert.match(html, /carcassonne-demo-link/, html);
      assert.deepStrictEqual(textBoxes(html), [], html);
    });

    await t.test('a scenario="…" file is read by the wiki for its texts', async () => {
      const raw = await (await fetch(pageUrl('Carcassonne demos'), { signal: AbortSignal.timeout(20000) })).text();
      const boxes = textBoxes(raw);
      assert.strictEqual(boxes.length, 3, raw);
      assertTextBox(boxes[0], 'nl', libraryText(BY_PATH, 'nl'), BY_PATH.file + ' (a path on the game\'s host)');
      assertTextBox(boxes[1], 'en', libraryText(BY_URL, 'en'), BY_URL.file + ' (the game\'s full address)');
      assertTextBox(boxes[2], 'en', libraryText(BY_PATH_2, 'en'), BY_PATH_2.file);
      // Through the API too, a path that goes up and down again.
      const html = (await parse(wiki.wikiUrl, `<carcassonne scenario="assets/../assets/scenarios/./${BY_PATH_2.file}" lang="pl"/>`)).text;
      assertTextBox(textBoxes(html)[0], 'pl', libraryText(BY_PATH_2, 'pl'), 'a path with . and ..');
    });

    await t.test('a scenario file that cannot be read gives no text, no error box, and no long wait', async () => {
      const asked = [];
      const sockets = new Set();
      const okBody = JSON.stringify({ ...FALLBACK, explanations: { en: { title: 'Read from the file', steps: ['one'] } } });
      const odd = http.createServer((req, res) => {
        const url = new URL(req.url, 'http://127.0.0.1');
        asked.push({ path: url.pathname + url.search, cookie: req.headers.cookie || null, agent: req.headers['user-agent'] || null });
        const send = (status, body, headers = {}) => { res.writeHead(status, { 'Content-Type': 'application/json', ...headers }); res.end(body); };
        switch (url.pathname) {
          case '/ok.json': case '/ok.txt': return send(200, okBody);
          case '/slow.json': return undefined;  // never answers
          case '/drip.json': {  // a byte now and then, each in time for a read's own timeout
            res.writeHead(200, { 'Content-Type': 'application/json' });
            res.write('{"explanations": {"en": {"title": "Dripped", "steps": ["x"]}}, "pad": "');
            const timer = setInterval(() => res.write('x'), 300);
            res.on('close', () => clearInterval(timer));
            return undefined;
          }
          case '/big.json': return send(200, okBody.slice(0, -1) + ', "pad": "' + 'x'.repeat(1100000) + '"}');
          case '/redirect.json': return send(302, '', { Location: '/ok.json' });
          case '/text.json': return send(200, 'not JSON at all');
          case '/list.json': return send(200, '[{"explanations": {}}]');
          case '/error.json': return send(500, okBody);
          default: return send(404, 'not found');
        }
      });
      odd.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
      await new Promise((res) => odd.listen(0, '127.0.0.1', res));
      const oddUrl = `http://127.0.0.1:${odd.address().port}`;
      try {
        const settings = { CarcassonneScenarioHosts: [`127.0.0.1:${odd.address().port}`, '127.0.0.1:1'] };
        // Through the wiki's API, with the cache report: how long the wiki may keep the page as parsed.
        const parseTimed = async (text, more = {}) => {
          wiki.webSettings({ ...settings, ...more });
          const start = Date.now();
          const out = await parse(wiki.wikiUrl, text, false, { prop: 'text|limitreportdata', disablelimitreport: '0' });
          const ms = Date.now() - start;
          const ttl = (out.limitreportdata || []).find((x) => x.name === 'cachereport-ttl');
          return { html: out.text, ms, expiry: ttl ? Number(ttl[0]) : NaN };
        };
        const control = await parseTimed(`<carcassonne scenario="${oddUrl}/ok.json"/>`);
        assert.deepStrictEqual(textBoxes(control.html).map((b) => b.title), ['Read from the file'], control.html);
        assert.strictEqual(control.expiry, 86400, 'a page whose files were read is kept as long as any');
        const quick = control.ms;
        for (const [address, why] of [
          [`${oddUrl}/slow.json`, 'no answer'], [`${oddUrl}/drip.json`, 'a body that never ends'], [`${oddUrl}/big.json`, 'over 1 MB'],
          [`${oddUrl}/redirect.json`, 'a redirect'], [`${oddUrl}/text.json`, 'not JSON'], [`${oddUrl}/list.json`, 'not an object'],
          [`${oddUrl}/error.json`, 'HTTP 500'], [`${oddUrl}/missing.json`, 'HTTP 404'], ['http://127.0.0.1:1/x.json', 'no server'],
          ['assets/scenarios/no-such-demo.json', 'no such file on the game\'s host']]) {
          const { html, ms, expiry } = await parseTimed(`Before.\n\n<carcassonne scenario="${address}"/>\n\nAfter.`);
          assert.strictEqual(startTags(html).filter((tag) => tag.name === 'iframe').length, 1, `${why}: the demo is there\n${html}`);
          assert.deepStrictEqual(textBoxes(html), [], `${why}: no text`);
          assert.doesNotMatch(html, /carcassonne-error|class="error/, `${why}: no error box`);
          assert.match(html, /Before\.[\s\S]*After\./, why);
          assert.ok(ms < quick + 4500, `${why}: ${ms} ms (a page that reads its file: ${quick} ms)`);
          assert.ok(expiry <= 3600, `${why}: the page is parsed again within an hour (${expiry} s)`);
        }
        // Four files that do not answer: the page waits for its files 5 seconds in all, not 4 × 3.
        const four = await parseTimed([1, 2, 3, 4].map((i) => `<carcassonne scenario="${oddUrl}/slow.json?${i}"/>`).join('\n'));
        assert.strictEqual(startTags(four.html).filter((tag) => tag.name === 'iframe').length, 4, four.html);
        assert.ok(four.ms < quick + 7000, `four files that do not answer: ${four.ms} ms`);
        // A file that could not be read is not asked for again for a while: kept in the wiki's object cache
        // (CACHE_DB here; the test wiki has none otherwise), a second parse does not wait for it again.
        for (const round of [1, 2]) {
          const again = await parseTimed(`<carcassonne scenario="${oddUrl}/slow.json?twice"/>`, { MainCacheType: 1 });
          assert.deepStrictEqual(textBoxes(again.html), [], `slow.json, parse ${round}: no text`);
          assert.ok(again.expiry <= 3600, `slow.json, parse ${round}: the page is parsed again within an hour (${again.expiry} s)`);
        }
        assert.strictEqual(asked.filter((a) => a.path === '/slow.json?twice').length, 1, 'a file that did not answer is asked for once\n' + JSON.stringify(asked));
        // A host allowed without a port: the frame may use any port of it, the wiki's server only the scheme's default.
        const anyPort = await parseTimed(`<carcassonne scenario="${oddUrl}/ok.json?port"/>`, { CarcassonneScenarioHosts: ['127.0.0.1'] });
        assert.strictEqual(startTags(anyPort.html).filter((tag) => tag.name === 'iframe').length, 1, anyPort.html);
        assert.deepStrictEqual(textBoxes(anyPort.html), [], 'a "host" entry: no text from another port');
        assert.strictEqual(asked.filter((a) => a.path === '/ok.json?port').length, 0, 'nothing asked on a port the entry does not name');
        // What is not a .json file is not asked for; nor anything when $wgCarcassonneFetchScenarios is false.
        const before = asked.length;
        const txt = await parseTimed(`<carcassonne scenario="${oddUrl}/ok.txt"/>`);
        const off = await parseTimed(`<carcassonne scenario="${oddUrl}/ok.json"/>`, { CarcassonneFetchScenarios: false });
        assert.deepStrictEqual([textBoxes(txt.html), textBoxes(off.html)], [[], []]);
        assert.strictEqual(asked.length, before, JSON.stringify(asked.slice(before)));
        // The JSON between the tags still has its text with the setting off.
        const inline = await parseTimed(tagOf(FALLBACK), { CarcassonneFetchScenarios: false });
        assert.strictEqual(textBoxes(inline.html).length, 1, inline.html);
        // One redirect asked for, and not followed; no cookie sent.
        assert.deepStrictEqual(asked.filter((a) => a.path === '/ok.json').length, 1, JSON.stringify(asked));
        assert.ok(asked.every((a) => a.cookie === null), JSON.stringify(asked));
        // Every request names the extension and the wiki's own User-Agent.
        const { version } = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'extension.json'), 'utf8'));
        const agent = new RegExp(`^MediaWiki-Carcassonne/${version.replace(/\./g, '\\.')} MediaWiki/\\d+\\.\\d+\\S*$`);
        assert.ok(asked.length > 0 && asked.every((a) => agent.test(a.agent || '')), JSON.stringify(asked.map((a) => a.agent)));
      } finally {
        wiki.webSettings();
        for (const socket of sockets) socket.destroy();
        odd.close();
      }
    });

    await t.test('a demo follows the page\'s language, else the reader\'s, else English; lang= always wins', async () => {
      const view = async (title, query) => {
        const r = await fetch(pageUrl(title) + query, { signal: AbortSignal.timeout(20000) });
        assert.strictEqual(r.status, 200);
        return r.text();
      };
      const inline = JSON.parse(INLINE_TEXT);
      const expect = (html, langs, what) => {
        assert.deepStrictEqual(frameLanguages(html), [...langs, 'nl'], what + ': the frames\' lang=');
        const boxes = textBoxes(html);
        assert.strictEqual(boxes.length, 3, what);
        langs.forEach((lang, i) => {
          assertTextBox(boxes[i], lang, i === 0 ? libraryText(BY_PATH_2, lang)
            : { title: inline.explanations[lang].title, steps: inline.explanations[lang].steps.map((x, j) => [j + 1, x]) }, `${what}, demo ${i + 1}`);
        });
        assertTextBox(boxes[2], 'nl', libraryText(BY_PATH_2, 'nl'), what + ', lang="nl"');
      };
      // A page in Romanian, which the game does not speak: the reader's language, each reader's own (the parser
      // cache keeps the page once for each).
      expect(await view('Carcassonne languages/ro', '&uselang=de'), ['de', 'de'], 'ro page, German reader');
      expect(await view('Carcassonne languages/ro', '&uselang=nl'), ['nl', 'nl'], 'ro page, Dutch reader');
      expect(await view('Carcassonne languages/ro', '&uselang=de'), ['de', 'de'], 'ro page, German reader again');
      expect(await view('Carcassonne languages/ro', '&uselang=de-formal'), ['de', 'de'], 'ro page, de-formal reader');
      expect(await view('Carcassonne languages/ro', ''), ['en', 'en'], 'ro page, the wiki\'s default reader');
      expect(await view('Carcassonne languages/ro', '&uselang=sv'), ['en', 'en'], 'ro page, Swedish reader');
      // A page in French: French, whoever reads it.
      expect(await view('Carcassonne languages/fr', '&uselang=de'), ['fr', 'fr'], 'fr page, German reader');
      expect(await view('Carcassonne languages/fr', ''), ['fr', 'fr'], 'fr page');
      // The same through the API's parse of a text given a title in Romanian.
      const html = (await parse(wiki.wikiUrl, '<carcassonne scenario="a.json"/>', false, { title: 'Sandbox/ro', uselang: 'it' })).text;
      assert.deepStrictEqual(frameLanguages(html), ['it'], html);
    });

    browser = await launch();

    await t.test('three demos by scenario="…" step to their documented final scores', async () => {
      const { page, problems } = await openPage(browser, pageUrl('Carcassonne demos'), wiki.gameUrl);
      const handles = await page.$$('iframe.carcassonne-demo');
      assert.strictEqual(handles.length, 3, 'three iframes');
      const expected = [[BY_PATH, 'nl', 420], [BY_URL, 'en', 440], [BY_PATH_2, 'en', 400]];
      for (let i = 0; i < 3; i++) {
        const [d, lang, height] = expected[i];
        const attrs = await handles[i].evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
        assertFrameAttributes(attrs, wiki.wikiUrl, d.file);
        const box = await handles[i].boundingBox();
        assert.strictEqual(Math.round(box.height), height, d.file + ': height');
        const frame = await gameFrame(handles[i], wiki.gameUrl);
        assert.match(frame.url(), new RegExp(`[?&]embed=1&lang=${lang}&origin=${encodeURIComponent(wiki.wikiUrl)}$`), d.file);
        let st = await frame.evaluate(() => window.carcassonne.state());
        assert.strictEqual(st.demo.step, 0, d.file);
        if (d.title[lang]) assert.strictEqual(st.demo.title, d.title[lang], d.file + ': the title in ' + lang);
        st = await frame.evaluate(() => window.carcassonne.step('forward'));
        assert.strictEqual(st.demo.step, 1, d.file);
        st = await frame.evaluate(() => window.carcassonne.step('end'));
        assert.deepStrictEqual(st.scores, d.final_scores, d.file + ': final scores');
      }
      // Each demo's text after its frame: folded, and unfolded by a click on its summary.
      const boxes = page.locator('#mw-content-text details.carcassonne-text');
      assert.strictEqual(await boxes.count(), 3);
      for (let i = 0; i < 3; i++) {
        const [d, lang] = expected[i];
        const box = boxes.nth(i);
        assert.strictEqual(await box.evaluate((el) => el.previousElementSibling.matches('iframe.carcassonne-demo') && !el.open), true, d.file);
        assert.strictEqual(await box.locator('summary').innerText(), SUMMARY[lang], d.file);
        assert.strictEqual(await box.locator('ol').isVisible(), false, d.file + ': folded');
        await box.locator('summary').click();
        assert.strictEqual(await box.evaluate((el) => el.open), true, d.file);
        const shown = await box.innerText();
        const text = libraryText(d, lang);
        for (const part of [text.title, ...text.steps.map((x) => x[1])]) assert.ok(shown.includes(part), `${d.file}: shows ${part}`);
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
      assert.match(src, /\?embed=1&lang=fr&origin=[^#&]+#s=[A-Za-z0-9_-]+$/);
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

    await t.test('a sandboxed demo answers the wiki\'s page by postMessage, and not a sibling frame of another origin', async () => {
      // A third origin for the sibling frame (another extension's frame, an advertisement).
      const sibling = http.createServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(SIBLING_HTML);
      });
      await new Promise((res) => sibling.listen(0, '127.0.0.1', res));
      const siblingUrl = `http://127.0.0.1:${sibling.address().port}/sibling.html`;
      const { page, problems } = await openPage(browser, pageUrl('Carcassonne demos'), wiki.gameUrl);
      try {
        const demo = (await page.$$('iframe.carcassonne-demo'))[0];
        await gameFrame(demo, wiki.gameUrl);
        // A control: the same demo with no origin= pin, which answers anyone (so the sibling can hear answers).
        const control = await page.evaluate(async (src) => {
          const f = document.createElement('iframe');
          f.id = 'control';
          f.setAttribute('sandbox', 'allow-scripts allow-same-origin');
          f.src = src.replace(/&origin=[^&#]*/, '');
          document.querySelector('#mw-content-text').append(f);
          return f.src;
        }, await demo.getAttribute('src'));
        assert.doesNotMatch(control, /origin=/);
        await gameFrame(await page.$('#control'), wiki.gameUrl);

        const result = await page.evaluate(async (url) => {
          const frames = [...document.querySelectorAll('iframe')];
          const indexOf = (win) => frames.findIndex((f) => f.contentWindow === win);
          const next = (test) => new Promise((resolve) => addEventListener('message', function on(e) {
            if (test(e)) { removeEventListener('message', on); resolve(e); }
          }));
          const s = document.createElement('iframe');
          s.src = url;
          const loaded = next((e) => e.data && e.data.probe === 'loaded');
          document.body.append(s);
          await loaded;
          // The sibling asks every other frame of the page for its state.
          const sent = next((e) => e.data && e.data.probe === 'sent');
          s.contentWindow.postMessage({ probe: 'send' }, '*');
          await sent;
          // The wiki's page asks the first demo: it answers, and steps.
          const demo = document.querySelector('iframe.carcassonne-demo').contentWindow;
          const answered = next((e) => e.source === demo && e.data && e.data.carcassonne === 1 && e.data.id === 'wiki-1');
          demo.postMessage({ carcassonne: 1, id: 'wiki-1', call: 'step', arg: 'forward' }, '*');
          const answer = (await answered).data;
          // The sibling reports once the control has answered it.
          const reported = next((e) => e.data && e.data.probe === 'report');
          s.contentWindow.postMessage({ probe: 'report' }, '*');
          const heard = (await reported).data.heard;
          return { answer, heard: heard.map((index) => frames[index] ? frames[index].id || frames[index].className : index) };
        }, siblingUrl);
        assert.strictEqual(result.answer.ok, true, JSON.stringify(result.answer));
        assert.strictEqual(result.answer.result.demo.step, 1, 'the demo stepped forward at the wiki page\'s call');
        assert.deepStrictEqual(result.heard, ['control'], 'the sibling heard only the unpinned control, no demo of the wiki');
        assert.deepStrictEqual(problems, []);
      } finally {
        await page.close();
        sibling.close();
      }
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
      /^Carcassonne demo: the scenario between the tags is not valid JSON \(Syntax error\)\. The text between the tags is shown below\.$/,
      /^Carcassonne demo: the scenario between the tags is not valid JSON \(State mismatch \(invalid or malformed JSON\)\)\. The text between the tags is shown below\.$/,
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
