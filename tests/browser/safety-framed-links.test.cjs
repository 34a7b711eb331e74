// A page of the game's own site that frames it with an online link cannot take the reader's seat
// (issue 45): the seat kept in this browser for #table=<id> is the reader's own tab's, so a frame
// ignores #table, #code and ?watch (the online module is never even loaded) and says why; and a
// frame that is at an online table takes no calls from the page around it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { withBrowser, openGame, until } = require('./harness.cjs');

const TABLE = 'AbCdEfGhIjKlMnOpQrSt';

// The reader's own tab keeps a seat at TABLE (as online.js does after a join); then a page of the
// same origin frames the game with a link and the frame's state is read once it is ready.
async function framedWith(browser, url, link) {
  const { page } = await openGame(browser, url + 'index.html');
  await page.evaluate((t) => localStorage.setItem('carcassonne.table.' + t, JSON.stringify({ name: 'Ann', secret: 's'.repeat(32), seat: 0 })), TABLE);
  await page.evaluate((src) => {
    const f = document.createElement('iframe');
    f.width = 640; f.height = 420; f.src = src; f.id = 'framed';
    document.body.appendChild(f);
  }, link);
  await until(page, 'the framed game ready', () => {
    const f = document.getElementById('framed');
    return !!(f && f.contentWindow && f.contentWindow.carcassonneReady === true);
  });
  const frame = page.frames().find((f) => f !== page.mainFrame());
  return { page, frame };
}

test('a frame ignores #table, #code and ?watch: no online module, the seat kept here untouched', async () => {
  await withBrowser(async (browser, url) => {
    for (const link of ['index.html#table=' + TABLE, 'index.html#code=ABCD-EFGH', 'index.html?watch=' + TABLE]) {
      const { page, frame } = await framedWith(browser, url, link);
      try {
        // Anything the frame could have started has had its chance: a few of its frames drawn.
        await frame.waitForFunction(() => window.carcassonne.frameStats().frames > 3, null, { timeout: 20000 });
        const seen = await frame.evaluate(() => ({
          online: typeof window.carcassonneOnline,
          script: !!document.querySelector('script[src="online.js"]'),
          notice: document.body.innerText,
        }));
        assert.strictEqual(seen.online, 'undefined', link + ': the online module was loaded in a frame');
        assert.strictEqual(seen.script, false, link);
        assert.match(seen.notice, /only in a tab of their own/, link + ': the frame says why');
        const kept = await page.evaluate((t) => localStorage.getItem('carcassonne.table.' + t), TABLE);
        assert.ok(kept && JSON.parse(kept).secret, 'the reader\'s kept seat is still there');
      } finally {
        await page.close();
      }
    }
  });
});

test('the same link in a tab of its own still opens the table (the online module is asked for)', async () => {
  await withBrowser(async (browser, url) => {
    const { page } = await openGame(browser, url + 'index.html?watch=' + TABLE);
    try {
      // No game server here: the module loads and then cannot reach one; what matters is that it tried.
      await until(page, 'the online module asked for', () => !!document.querySelector('script[src="online.js"]'));
    } finally {
      await page.close();
    }
  });
});
