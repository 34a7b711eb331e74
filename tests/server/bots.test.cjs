// A search bot does not hold the server up: while table A's "mcts-strong" bot thinks (its budget
// set large: 3 × 2000 ms), table B's players play three steps, each answered, all before A's bot
// step is heard; then A's bot step comes, a legal one, and A's game goes on.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('./server_harness.cjs');

test('a thinking bot at one table does not keep another table waiting', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const server = await h.startServer({ data, web: h.webDir(), env: { CARCASSONNE_BOT_BUDGET_MS: '2000' } });
  t.after(() => server.stop());

  const { host: bHost, hw: bw, friend: bFriend, start: bStart, game: b } =
    await h.startedTableOfTwo(server, data, ['Bo', 'Bi']);
  const bPeers = [bHost, bFriend];

  const aHost = await h.create(server, { name: 'Ada', players: [{ you: true }, { bot: 'mcts-strong' }] });
  const aw = (await aHost.next('welcome')).message;
  aHost.send('start', {});
  const aStart = (await aHost.next('position', (m) => m.started)).message;
  const a = await h.mirror(data, aw.table);

  // A's host plays until the bot is to move.
  let next = aStart.view.next;
  while (next !== 1) {
    const n = a.n;
    await aHost.sendPaced('step', { n, step: a.legal()[0] });
    const s = (await aHost.next('step', (m) => m.n === n)).message;
    a.play(s.seat, s.step);
    next = s.next;
  }
  const botN = a.n;
  const botHeard = () => aHost.messages('step').some((m) => m.n === botN);

  // Meanwhile, at B: three steps, each answered while A's bot still thinks.
  let bNext = bStart.view.next;
  for (let i = 0; i < 3; i++) {
    const n = b.n;
    await bPeers[bNext].sendPaced('step', { n, step: b.legal()[0] });
    const s = (await bHost.next('step', (m) => m.n === n)).message;
    assert.ok(!botHeard(), `B's step ${n} was answered only after A's bot had moved`);
    b.play(s.seat, s.step);
    bNext = s.next;
  }

  const botStep = (await aHost.next('step', (m) => m.n === botN, { timeout: 30000 })).message;
  assert.strictEqual(botStep.seat, 1);
  a.play(botStep.seat, botStep.step);  // the mirror plays it: a legal step of the bot's seat
  for (const p of [aHost, bHost, bFriend]) h.assertNothingHidden(p.received);
  await Promise.all([aHost, bHost, bFriend].map((p) => p.leave()));
});
