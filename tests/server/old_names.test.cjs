// Tables stored before unnamed seats were stored as '' kept the server's old English default,
// "Player N" (N the seat's number from 1), in their seats' rows. Loaded again, such a name is
// taken as no name ('': each page names the seat by its colour in its own language, the engine
// gets the colour word); any other name, "Player 7" on the third seat included, is kept.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const h = require('./server_harness.cjs');
const Database = require(path.join(h.root, 'server/deps.cjs')).requireDep('better-sqlite3');

test('"Player N" stored by the old server is read back as no name', { timeout: 120000 }, async (t) => {
  const data = h.tempDir('carc-data-');
  const web = h.webDir();
  let server = await h.startServer({ data, web });
  t.after(() => server.stop());

  // A lobby and a started game, as today's server stores them ('' for the seats nobody named).
  const lobbyHost = await h.create(server, { players: [{ you: true }, { bot: 'random' }, { bot: 'random' }, { open: true }] });
  const lobby = (await lobbyHost.next('welcome')).message;
  const gameHost = await h.create(server, { name: 'Ada', players: [{ you: true }, { bot: 'random' }] });
  const game = (await gameHost.next('welcome')).message;
  gameHost.send('start', {});
  await gameHost.next('position', (m) => m.started);
  await Promise.all([lobbyHost.leave(), gameHost.leave()]);
  await server.stop();

  // ... rewritten as the old server wrote them.
  const db = new Database(path.join(data, 'tables.sqlite'));
  const rename = db.prepare('UPDATE seats SET name = ? WHERE table_id = ? AND seat = ?');
  rename.run('Player 1', lobby.table, 0);
  rename.run('Player 2', lobby.table, 1);
  rename.run('Player 7', lobby.table, 2);  // not the default of the third seat: a name someone chose
  rename.run('Player 2', game.table, 1);
  db.close();

  server = await h.startServer({ data, web });
  const lobbyBack = await h.join(server, lobby.table, { secret: lobby.secret });
  await lobbyBack.next('welcome');
  const lp = (await lobbyBack.next('position')).message;
  assert.deepStrictEqual(lp.seats.map((s) => s.name), ['', '', 'Player 7', '']);

  const gameBack = await h.join(server, game.table, { secret: game.secret });
  await gameBack.next('welcome');
  const gp = (await gameBack.next('position')).message;
  assert.deepStrictEqual(gp.seats.map((s) => s.name), ['Ada', '']);
  assert.deepStrictEqual(gp.view.position.players, ['Ada', 'Blue'], 'the engine calls the seat by its colour word');
  await Promise.all([lobbyBack.leave(), gameBack.leave()]);
});
