// Names as the server keeps them: trimmed and composed (NFC), so "Zoe" with a combining accent is
// the same name as "Zoé"; a name holding a control, text direction (bidi) or zero-width character,
// or half of a UTF-16 pair ("\ud800"), is refused in words at create and at join (a seat taken back
// by its secret keeps its name instead), and the table is as it was: its lobby still starts.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('./server_harness.cjs');

const BAD_NAME = 'A name cannot hold control, text direction or invisible characters';

// A refused create or join: the phrase as its message and the matchmaker's code.
async function refusedWith(promise, phrase, what) {
  await assert.rejects(promise, (e) => {
    assert.strictEqual(e.message, phrase, what);
    assert.strictEqual(e.code, 4216, what);
    return true;
  }, what);
}

test('names are normalised to NFC; control, bidi, zero-width characters and unpaired surrogates are refused in words', { timeout: 60000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir() });
  t.after(() => server.stop());

  const bads = ['\ud800', 'Bea\udc00', 'Bea\u0007', 'Bea\u200b', 'B\u200dea', '\u202eaeB', 'Bea\u2066', 'Bea\u200f', '\ufeffBea', 'Bea\u2028'];
  for (const name of bads) {
    const what = JSON.stringify(name);
    await refusedWith(h.create(server, { name, players: [{ you: true }, { open: true }] }), BAD_NAME, `create ${what}`);
    await refusedWith(h.create(server, { players: [{ you: true, name }, { open: true }] }), BAD_NAME, `create, the seat's ${what}`);
    await refusedWith(h.create(server, { players: [{ you: true }, { bot: 'greedy', name }] }), BAD_NAME, `create, a bot's ${what}`);
  }

  // "Zoe" + U+0301 (combining acute accent): kept as "Zoé" (U+00E9).
  const host = await h.create(server, { name: '  Zoe\u0301 ', players: [{ you: true }, { open: true }, { open: true }] });
  const hw = (await host.next('welcome')).message;
  for (const name of bads) await refusedWith(h.join(server, hw.table, { name }), BAD_NAME, `join ${JSON.stringify(name)}`);
  const friend = await h.join(server, hw.table, { name: 'Ame\u0301lie' });
  const fw = (await friend.next('welcome')).message;
  const seats = (await host.next('seats', (m) => m.seats[1].name !== '')).message.seats;
  assert.deepStrictEqual(seats.map((s) => s.name), ['Zo\u00e9', 'Am\u00e9lie', '']);
  assert.deepStrictEqual(h.storedTable(data, hw.table).seats.map((s) => s.name), ['Zo\u00e9', 'Am\u00e9lie', '']);

  // A seat taken back by its secret with a name refused (kept in a browser from before names were
  // checked) comes back with the name it has.
  const again = await h.join(server, hw.table, { secret: fw.secret, name: 'Am\u00e9lie\u200b' });
  assert.strictEqual((await again.next('welcome')).message.seat, 1);
  await friend.leave();
  assert.strictEqual((await host.next('seats', (m) => m.seats[1].connected)).message.seats[1].name, 'Am\u00e9lie');

  // The lobby starts after all these refusals.
  host.send('start', {});
  const started = (await host.next('position', (m) => m.started)).message;
  assert.strictEqual(started.view.over, false);
  await Promise.all([host.leave(), again.leave()]);
});
