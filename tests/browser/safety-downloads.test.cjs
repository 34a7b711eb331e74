// A scenario named by ?scenario= comes from whatever server the link names: one that never ends
// its stream, lies in Content-Length, sends a gzip bomb, trickles a byte a second or never answers
// must cost the reader's frame no more than the 1 MB limit and 15 seconds, and the embedded demo
// says what went wrong, in words, in its language (web/shell/scenario.js, fetchScenario).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const zlib = require('zlib');
const fs = require('fs');
const { withBrowser, listen, pageMemory, inParallel } = require('./harness.cjs');

const MB = 1 << 20;
const CORS = { 'Access-Control-Allow-Origin': '*' };

// 128 MB of JSON whitespace, gzipped once (about 128 KB on the wire).
const BOMB = zlib.gzipSync(Buffer.alloc(128 * MB, ' '), { level: 9 });

// Writes `piece` for as long as the connection is open, waiting whenever the socket is full, so
// what the server counts is what it handed to the connection.
function pour(res, piece, sent) {
  const more = () => {
    while (!res.destroyed) {
      sent.bytes += piece.length;
      if (!res.write(piece)) { res.once('drain', more); return; }
    }
  };
  more();
}

// The hostile server: each path one way of sending a scenario. Every request's bytes handed to
// the connection are counted until the browser closes it (closed[path + query] resolves with the
// count; the query names the case, so cases of one path can run at the same time).
function hostileServer() {
  const closed = {};
  const seen = (path) => {
    let done;
    closed[path] = new Promise((resolve) => { done = resolve; });
    return done;
  };
  return listen((req, res) => {
    const { pathname: path, search } = new URL(req.url, 'http://x');
    const sent = { bytes: 0 };
    const done = seen(path + search);
    res.on('close', () => done(sent.bytes));
    if (path === '/endless.json') {  // chunked, no Content-Length, never ends
      res.writeHead(200, Object.assign({ 'Content-Type': 'application/json' }, CORS));
      pour(res, Buffer.alloc(64 * 1024, ' '), sent);
    } else if (path === '/lying.json') {  // says 200 bytes, then streams without end
      res.socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nAccess-Control-Allow-Origin: *\r\n' +
        'Content-Length: 200\r\nTransfer-Encoding: chunked\r\n\r\n');
      const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, ' '), Buffer.from('\r\n')]);
      pourSocket(res.socket, chunk, sent);
    } else if (path === '/bomb.json') {  // a small file that inflates to 128 MB
      res.writeHead(200, Object.assign({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip',
        'Content-Length': BOMB.length }, CORS));
      sent.bytes = BOMB.length;
      res.end(BOMB);
    } else if (path === '/trickle.json') {  // one byte a second
      res.writeHead(200, Object.assign({ 'Content-Type': 'application/json' }, CORS));
      const drip = setInterval(() => { sent.bytes += 1; res.write(' '); }, 1000);
      res.on('close', () => clearInterval(drip));
    } else if (path === '/silent.json') {  // never answers at all
      req.socket.on('close', () => done(0));
    } else if (path === '/latin1.json') {  // not UTF-8: "Café" in ISO-8859-1
      const body = Buffer.from('{"title": "Caf\xe9"}', 'latin1');
      res.writeHead(200, Object.assign({ 'Content-Type': 'application/json', 'Content-Length': body.length }, CORS));
      sent.bytes = body.length;
      res.end(body);
    } else {
      res.writeHead(404, CORS);
      res.end();
    }
  }).then((s) => Object.assign(s, { closed }));
}

// The raw socket's version of pour(), for the answer written by hand.
function pourSocket(socket, piece, sent) {
  const more = () => {
    while (!socket.destroyed) {
      sent.bytes += piece.length;
      if (!socket.write(piece)) { socket.once('drain', more); return; }
    }
  };
  more();
}

const WORDS = {
  en: { large: /^The scenario could not be loaded: the file \S+ is larger than 1 MB\.$/,
    late: /^The scenario could not be loaded: the file \S+ did not arrive within 15 seconds\.$/,
    utf8: /^The scenario could not be loaded: the file \S+ is not UTF-8 text\.$/ },
  de: { large: /^Das Szenario konnte nicht geladen werden: die Datei \S+ ist größer als 1 MB\.$/,
    late: /^Das Szenario konnte nicht geladen werden: die Datei \S+ ist nicht innerhalb von 15 Sekunden angekommen\.$/,
    utf8: /^Das Szenario konnte nicht geladen werden: die Datei \S+ ist kein UTF-8-Text\.$/ },
};

// Opens the embedded demo of `scenario` and waits for its error (the product's own 15 s limit
// for the slow ones, plus the page's loading); answers the message shown and what the browser
// handed the page of the scenario's bytes (CDP Network.dataReceived: decoded and on the wire).
async function embedError(browser, url, scenario, lang) {
  const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
  const cdp = await page.context().newCDPSession(page);
  const ids = new Set();
  const received = { decoded: 0, wire: 0, ended: null };
  cdp.on('Network.requestWillBeSent', (e) => { if (e.request.url.startsWith(scenario)) ids.add(e.requestId); });
  cdp.on('Network.dataReceived', (e) => {
    if (ids.has(e.requestId)) { received.decoded += e.dataLength; received.wire += e.encodedDataLength; }
  });
  // How the download ended: read to its end, or abandoned by the page (canceled).
  cdp.on('Network.loadingFinished', (e) => { if (ids.has(e.requestId)) received.ended = 'finished'; });
  cdp.on('Network.loadingFailed', (e) => {
    if (ids.has(e.requestId)) received.ended = e.canceled ? 'canceled' : e.errorText;
  });
  await cdp.send('Network.enable');
  await page.goto(url + 'index.html?embed=1&lang=' + lang + '&scenario=' + encodeURIComponent(scenario));
  await page.waitForFunction(() => document.getElementById('loader').classList.contains('failed'), null, { timeout: 60000 });
  const text = await page.textContent('#message');
  await cdp.detach();
  return { page, text, received };
}

// Loopback connections buffer in the kernel what neither side has read yet: up to the largest
// send buffer plus the largest receive buffer (Linux's tcp_wmem and tcp_rmem), so that much can be
// handed to the connection and never reach the browser.
function kernelBuffers() {
  const largest = (name) => { try { return Number(fs.readFileSync('/proc/sys/net/ipv4/' + name, 'utf8').trim().split(/\s+/)[2]); } catch (e) { return 8 * MB; } };
  return largest('tcp_wmem') + largest('tcp_rmem');
}

const CASES = [
  ['trickle.json', 'late', 'en'], ['trickle.json', 'late', 'de'], ['silent.json', 'late', 'en'],
  ['endless.json', 'large', 'en'], ['endless.json', 'large', 'de'],
  ['lying.json', 'large', 'en'], ['lying.json', 'large', 'de'],
  ['bomb.json', 'large', 'en'], ['bomb.json', 'large', 'de'],
  ['latin1.json', 'utf8', 'de'],
];

test('hostile scenario servers: each download abandoned within 1 MB or 15 s, said in words, the frame kept small', async () => {
  const hostile = await hostileServer();
  try {
    await withBrowser(async (browser, url) => {
      // What an embed holds when its scenario simply is not there: the measure to compare with.
      const base = await embedError(browser, url, hostile.url + 'nope.json', 'en');
      const baseline = await pageMemory(base.page);
      await base.page.close();
      // Four cases at a time, the three that wait for the 15 s limit first, so that the limits run
      // side by side while the others load (each page a context, and so a renderer, of its own:
      // its memory is its own).
      await inParallel(CASES, 4, async ([file, kind, lang]) => {
        const query = '?' + lang;  // one hostile request per case
        const { page, text, received } = await embedError(browser, url, hostile.url + file + query, lang);
        assert.match(text, WORDS[lang][kind], file + ' ' + lang);
        const sent = await hostile.closed['/' + file + query];  // the browser hung up
        const memory = await pageMemory(page);
        const grew = { heap: memory.heap - baseline.heap, buffers: memory.buffers - baseline.buffers };
        console.log(file, lang, 'server handed the connection', sent, 'bytes; the page got', received,
          '; heap', memory.heap, 'buffers', memory.buffers, '; over the 404 embed', grew);
        // A large download is abandoned by the page, not read to its end. Between the network and the
        // page the browser buffers a little itself (its data pipe, 2 MB), and its gzip decoder runs on
        // until the abort reaches it, further the busier the machine (4–5 MB quiet, 9.5 MB seen in a
        // loaded ./check): that bound only says the bomb was not decoded whole. What the page holds is
        // bounded by the heap and buffer checks below.
        if (kind === 'large') assert.strictEqual(received.ended, 'canceled', file + ': the page abandoned the download');
        assert.ok(received.decoded < 64 * MB, file + ': the page was handed ' + received.decoded + ' bytes');
        assert.ok(sent <= 2 * MB + kernelBuffers(), file + ': ' + sent + ' bytes sent before the connection closed');
        assert.ok(grew.heap < 8 * MB, file + ' ' + lang + ': the JS heap holds ' + grew.heap + ' bytes more');
        // ArrayBuffers hold the app's own memory (about 20 MB, varying); a scenario's bytes on top
        // of it would show as a jump past this.
        assert.ok(memory.buffers < 64 * MB, file + ' ' + lang + ': ArrayBuffers hold ' + memory.buffers + ' bytes');
        await page.close();
      });
    });
  } finally {
    await hostile.close();
  }
});
