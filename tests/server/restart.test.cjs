// Games survive the server: a table in its lobby and a table in play, the server killed with
// SIGKILL in the middle of the game (while the bot is about to move), started again on the same
// database and port. Both tables come back under the same ids (the game in play when it is asked for); the players take their seats back
// with their secrets, the position is the same step, and no step anyone heard of is lost; the game
// then goes on to its end.
'use strict';
const test = require('node:test');
const assert = require('assert');
const h = require('./server_harness.cjs');

test('kill -9 mid-game, restart on the same database: same tables, same step, game goes on', { timeout: 240000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const web = h.webDir();
  let server = await h.startServer({ data, web, env: { CARCASSONNE_BOT_PAUSE_MS: '5' } });
  t.after(() => server.stop());

  // A lobby that waits for a friend across the restart.
  const lobbyHost = await h.create(server, { name: 'Lea', players: [{ you: true }, { open: true }] });
  const lobby = (await lobbyHost.next('welcome')).message;

  const host = await h.create(server, { name: 'Ada', players: [{ you: true }, { open: true }, { bot: 'random' }] });
  const hw = (await host.next('welcome')).message;
  const friend = await h.join(server, hw.table, { name: 'Bea' });
  const fw = (await friend.next('welcome')).message;
  const watcher = await h.join(server, hw.watch, { watch: true });
  await watcher.next('welcome');
  host.send('start', {});
  await host.next('position', (m) => m.started);
  const game = await h.mirror(data, hw.table);
  const peers = { 0: host, 1: friend };

  const play = (by, from, until) => h.playSeats(game, by, from, until);

  // Up to a step where the bot is to move next, then kill: the bot's pause is running.
  let { n } = await play(peers, 0, (k, next) => k >= 24 && next === 2);
  // The bot (a 5 ms pause) may already have moved, and its steps been read with the last one.
  const heard = host.messages('step').length;
  assert.ok(heard >= n, `${heard} steps heard, ${n} played`);
  await server.kill();
  const before = h.storedTable(data, hw.table);
  assert.ok(before.steps.length >= heard, `every step heard is stored (${before.steps.length} stored, ${heard} heard)`);

  server = await h.startServer({ data, web, port: server.port, env: { CARCASSONNE_BOT_PAUSE_MS: '5' } });
  // The lobby only: the game in play opens when its players come back (issue 45: idle tables cost nothing).
  assert.match(server.out(), /1 reopened/);

  // The lobby: the friend joins by the same id, after the restart.
  const late = await h.join(server, lobby.table, { name: 'Max' });
  assert.strictEqual((await late.next('welcome')).message.seat, 1);

  // The players come back with their secrets: the same seats, the position at the stored step.
  const host2 = await h.join(server, hw.table, { secret: hw.secret });
  const hw2 = (await host2.next('welcome')).message;
  assert.deepStrictEqual([hw2.table, hw2.watch, hw2.seat, hw2.host], [hw.table, hw.watch, 0, true]);
  const p = (await host2.next('position')).message;
  assert.strictEqual(p.started, true);
  const stored = h.storedTable(data, hw.table).steps;
  // The bot may already have moved again on the new server: its steps are heard here as they come.
  assert.ok(p.view.steps >= n, `the position is at step ${p.view.steps}, ${n} were heard before the kill`);
  for (const s of before.steps.slice(n)) game.play(s.seat, s.step);
  n = before.steps.length;
  assert.deepStrictEqual(stored.slice(0, n).map((s) => s.step), before.steps.map((s) => s.step), 'the stored steps are kept as they were');
  const friend2 = await h.join(server, hw.table, { secret: fw.secret });
  assert.strictEqual((await friend2.next('welcome')).message.seat, 1);
  const watcher2 = await h.join(server, hw.watch, { watch: true });
  await watcher2.next('welcome');

  // Steps the bot played after the restart and before the host joined are in the position.
  for (const s of h.storedTable(data, hw.table).steps.slice(n, p.view.steps)) game.play(s.seat, s.step);
  n = p.view.steps;
  assert.deepStrictEqual(p.view.position, game.view().position, 'the position after the restart is the game so far');

  const end = await play({ 0: host2, 1: friend2 }, n, () => false);
  assert.strictEqual(end.last.over, true);
  const all = h.storedTable(data, hw.table);
  assert.strictEqual(all.over, 1);
  assert.strictEqual(all.steps.length, end.n);
  for (const peer of [host, friend, watcher, host2, friend2, watcher2, lobbyHost, late]) h.assertNothingHidden(peer.received.filter((r) => !(r.type === 'position' && r.message.view && r.message.view.over)));
  await Promise.all([host2, friend2, watcher2, late].map((x) => x.leave()));

  // The finished table survives a restart too, read-only: its link and its watch link show the final
  // position and scores, a seated player gets the saved game, a step is refused as over.
  const finalScores = end.last.scores;
  const finalPosition = game.view().position;
  await server.kill();
  server = await h.startServer({ data, web, port: server.port });
  assert.match(server.out(), /1 reopened/, 'only the lobby is reopened at start; the finished table when asked for');
  const host3 = await h.join(server, hw.table, { secret: hw.secret });
  assert.strictEqual((await host3.next('welcome')).message.seat, 0);
  const last = (await host3.next('position')).message;
  assert.deepStrictEqual([last.started, last.view.over, last.view.steps], [true, true, end.n]);
  assert.deepStrictEqual(last.view.scores, finalScores);
  assert.deepStrictEqual(last.view.position, finalPosition);
  assert.ok(last.game && last.game.seed !== undefined, 'the seated player gets the whole saved game');
  let at = host3.mark();
  host3.send('step', { n: end.n, step: { meeple: null } });
  assert.strictEqual((await host3.next('refused', () => true, { since: at })).message.refusal.phrase, 'The game is over');
  at = host3.mark();
  await host3.sendPaced('start', {});
  assert.strictEqual((await host3.next('error', () => true, { since: at })).message.phrase, 'The game has already started');
  const watcher3 = await h.join(server, hw.watch, { watch: true });
  await watcher3.next('welcome');
  const watched = (await watcher3.next('position')).message;
  assert.deepStrictEqual([watched.view.over, watched.view.scores, watched.view.position], [true, finalScores, finalPosition]);
  await assert.rejects(h.join(server, hw.table, { name: 'Cy' }), /no free seat/);
  assert.strictEqual(h.storedTable(data, hw.table).steps.length, end.n, 'nothing was written to the finished table');
  await Promise.all([host3, watcher3].map((x) => x.leave()));
  // Everyone gone, it is let go of again; its watch link alone reopens it.
  const again = await h.join(server, hw.watch, { watch: true });
  assert.strictEqual((await again.next('position')).message.view.over, true);
  await again.leave();
});
