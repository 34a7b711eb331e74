// The game server: one process, one port. Serves build/web as static files and the online tables
// (Colyseus rooms "table" and "watch"), keeps the tables in SQLite and reopens the unfinished ones
// on start. Settings (docs/formats.md §5, docs/online.md): PORT (8080), HOST (127.0.0.1),
// CARCASSONNE_DATA (data/ under the project).
'use strict';
const { nodeProblem } = require('./node_version.cjs');
if (nodeProblem()) {
  console.error(`[server] cannot start: ${nodeProblem()}`);
  process.exit(1);
}
const http = require('http');
const path = require('path');
const { root, requireDep } = require('./deps.cjs');
const { Server, matchMaker, ServerError, ErrorCode } = requireDep('@colyseus/core');
const { WebSocketTransport } = requireDep('@colyseus/ws-transport');
const os = require('os');
const { loadEngine } = require('./engine/engine.cjs');
const { createBots } = require('./bots.cjs');
const { openStore } = require('./store.cjs');
const { staticHandler } = require('./static.cjs');
const { guardRequests } = require('./http_guard.cjs');
const { Table } = require('./table.cjs');
const { TableRoom } = require('./table_room.cjs');
const { WatchRoom } = require('./watch_room.cjs');
const { PHRASES } = require('./messages.cjs');
const { normalCode } = require('./ids.cjs');
const { clusterSettings, withOpenLock, watchRedis } = require('./cluster.cjs');
const { checkExtensions, aroundMatchmaking, transportOptions, GuardedRoom } = require('./colyseus_extensions.cjs');
const registry = require('./registry.cjs');
const { addressOf, addressKey, Connections, PerAddress } = require('./limits.cjs');
const { Gate } = require('./gate.cjs');
const { parseOrigins, originAllowed } = require('./origins.cjs');
const { securityHeaders } = require('./headers.cjs');

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

function number(name, fallback) {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${v}"`);
  return n;
}

async function main() {
  // What the server's extensions of Colyseus assume holds in the installed Colyseus, or it stops here.
  checkExtensions();
  // Several processes: Redis between them, PostgreSQL under them (cluster.cjs); else null.
  const cluster = clusterSettings(process.env);
  const port = number('PORT', 8080);
  const host = process.env.HOST || '127.0.0.1';
  const dataDir = path.resolve(process.env.CARCASSONNE_DATA || path.join(root, 'data'));
  const webDir = path.resolve(process.env.CARCASSONNE_WEB || path.join(root, 'build', 'web'));
  const log = (line) => console.error(`[server] ${line}`);

  const engine = await loadEngine();
  const store = await openStore({ dataDir, url: process.env.CARCASSONNE_DB, timeoutMs: number('CARCASSONNE_DB_TIMEOUT_MS', 2000), log });
  const deps = {
    engine, store, log,
    botPauseMs: number('CARCASSONNE_BOT_PAUSE_MS', 900),
    botBudgetMs: Math.max(1, number('CARCASSONNE_BOT_BUDGET_MS', 500)),
    reservationMs: Math.max(100, number('CARCASSONNE_RESERVATION_MS', 15000)),
    // A game in play with nobody at it (no player, no watcher) for this long leaves memory.
    idleMs: Math.max(10, number('CARCASSONNE_IDLE_MS', 10 * 60 * 1000)),
    // The search bots think in threads of their own: by default one core in two, at least one.
    bots: createBots({ size: Math.max(1, number('CARCASSONNE_BOT_THREADS', Math.floor(os.cpus().length / 2))), log }),
  };
  const trustProxy = process.env.CARCASSONNE_TRUST_PROXY === '1';
  const origins = parseOrigins(process.env.CARCASSONNE_ORIGINS);
  const headers = securityHeaders(process.env, origins);
  const creates = new PerAddress(number('CARCASSONNE_CREATE_LIMIT', 20), HOUR);
  const connections = new Connections(Math.max(1, number('CARCASSONNE_CONNECTION_LIMIT', 32)));
  const ages = {
    // A lobby is a table friends are joining now: one nobody touched for half a day is not coming
    // (issue 45: idle lobbies held the engine's tables for a week).
    lobbyMs: number('CARCASSONNE_EXPIRE_LOBBY_MS', 12 * HOUR),
    playMs: number('CARCASSONNE_EXPIRE_PLAY_MS', 60 * DAY),
    overMs: number('CARCASSONNE_EXPIRE_OVER_MS', 30 * DAY),
  };
  TableRoom.deps = deps;
  WatchRoom.log = log;
  GuardedRoom.log = log;

  // A request must be whole within 10 s of its headers' start and 20 s in all: a slow client
  // holds a connection no longer than that. Node looks at those limits every 30 s by default, so a
  // slow client held a socket up to 40 s; a look every second is cheap (a walk over open sockets).
  const httpServer = http.createServer({ connectionsCheckingInterval: 1000 }, staticHandler(webDir));
  httpServer.headersTimeout = 10000;
  httpServer.requestTimeout = 20000;
  // At most CARCASSONNE_CONNECTION_LIMIT connections (HTTP and WebSocket, slow or not) from one
  // address: counted per socket; behind a trusted proxy (all sockets are its) per WebSocket instead,
  // by X-Forwarded-For.
  const hold = (key, socket) => {
    if (!connections.enter(key)) return false;
    socket.once('close', () => connections.leave(key));
    return true;
  };
  if (!trustProxy) {
    httpServer.on('connection', (socket) => {
      if (!hold(addressKey(socket.remoteAddress || 'unknown'), socket)) socket.destroy();
    });
  }
  // Frames over 4 KB are answered with "error" (inbox.cjs); ws itself drops a connection only
  // past 64 KB, so a large frame cannot cost much memory.
  // A page of another site gets no WebSocket either (origins.cjs).
  const verifyClient = (info, done) => {
    if (originAllowed(info.req, origins) === null) return done(false, 403, 'Forbidden');
    if (trustProxy && !hold(addressOf(info.req, true), info.req.socket)) return done(false, 429, 'Too Many Connections');
    return done(true);
  };
  // Its sockets let the rooms look at each frame before Colyseus does (colyseus_extensions.cjs).
  const transport = new WebSocketTransport(transportOptions({ server: httpServer, maxPayload: 64 * 1024, verifyClient }));
  // Every room is made in the process that was asked: a new table where its creator's request came
  // (the load balancer spreads those), and a room the server makes itself (a table reopened from the
  // database, a table's watch room) beside what it belongs to, since its options hold this process's
  // own token and a live Table. Colyseus's default (the process with the fewest rooms, asked over
  // Redis) refused those rooms elsewhere, and its requests timed out under load.
  const selectProcessIdToCreateRoom = async () => matchMaker.processId;
  const shared = cluster ? { presence: cluster.presence, driver: cluster.driver, publicAddress: cluster.publicAddress, selectProcessIdToCreateRoom } : {};
  const gameServer = new Server({ transport, greet: false, ...shared });
  if (cluster) {
    const localRooms = () => [...registry.byTable.values()].flatMap((r) => [r, matchMaker.getLocalRoomById(r.table.watch)]).filter(Boolean);
    watchRedis(cluster, localRooms, log);
  }
  gameServer.define('table', TableRoom);
  gameServer.define('watch', WatchRoom);
  const reopening = new Map();  // id → the Promise of its room being made
  // Any table not in memory: a game in play let go of while nobody was at it (table_room.cjs, idle)
  // or not opened since the start, a finished one (read-only). Several processes: one no process
  // holds now (its process stopped), opened here under a lock all processes share.
  function reopen(id) {
    if (typeof id !== 'string' || matchMaker.getLocalRoomById(id)) return null;
    if (reopening.has(id)) return reopening.get(id);
    const open = async () => {
      if (cluster && (await cluster.driver.has(id))) return;
      let record = null;
      try {
        record = await store.table(id);
      } catch (e) {
        log(`a table could not be read (${e.message})`);
      }
      if (!record || matchMaker.getLocalRoomById(record.id)) return;
      if (cluster && (await cluster.driver.has(record.id))) return;
      const table = new Table(record, deps);
      if (!table.restore(record.steps)) return;
      await matchMaker.createRoom('table', { internal: registry.INTERNAL, restore: table });
      log(`table ${record.id}: opened from the database`);
    };
    const made = (cluster ? openAfterOthers(id, open) : open())
      .catch((e) => log(`table ${id}: not reopened (${e.message})`))
      .finally(() => reopening.delete(id));
    reopening.set(id, made);
    return made;
  }

  // Another process opening the same table meanwhile: wait (a few seconds at most) for its room.
  async function openAfterOthers(id, open) {
    for (let i = 0; i < 50; i++) {
      if (await withOpenLock(cluster.presence, id, open)) return;
      if (await cluster.driver.has(id)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  // A lookup's answer: JSON, never cached, no body for HEAD; true (the request is handled).
  const jsonAnswer = (req, res) => (status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : text);
    return true;
  };

  // GET /api/code/<CODE>: the table an unstarted table's short code names, at most 10 tries a
  // minute from one address.
  const lookups = new PerAddress(10, 60 * 1000);
  function codeLookup(req, res) {
    const m = /^\/api\/code\/([^/?#]*)$/.exec((req.url || '').split('?')[0]);
    if (!m || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const answer = jsonAnswer(req, res);
    if (!lookups.take(addressOf(req, trustProxy))) return answer(429, { phrase: PHRASES.tooManyTries, values: [] });
    let code = null;
    try {
      code = normalCode(decodeURIComponent(m[1]));
    } catch (e) {
      code = null;
    }
    const room = code && registry.byCode.get(code);
    if (room && !room.table.started) return answer(200, { table: room.table.id });
    // Several processes: the table may be held by another one; the database knows its code.
    if (!code || !cluster) return answer(404, { phrase: PHRASES.noCode, values: [] });
    store.tableByCode(code).then((id) => (id ? answer(200, { table: id }) : answer(404, { phrase: PHRASES.noCode, values: [] })),
      (e) => {
        log(`a short code could not be looked up (${e.message}); answered as not found`);
        answer(404, { phrase: PHRASES.noCode, values: [] });
      });
    return true;
  }

  // GET /api/watch/<TABLE>: the watch id of a finished table, asked by its table id, so that the
  // table's own link, opened by someone with no seat at it, shows how the game ended (the page
  // watches it) instead of a refusal. Never for a game still on (a seat's link is not a watch
  // link until the end), nor asked by a watch id; the same 10 tries a minute as a code.
  function watchLookup(req, res) {
    const m = /^\/api\/watch\/([^/?#]*)$/.exec((req.url || '').split('?')[0]);
    if (!m || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const answer = jsonAnswer(req, res);
    if (!lookups.take(addressOf(req, trustProxy))) return answer(429, { phrase: PHRASES.tooManyTries, values: [] });
    const id = m[1];
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return answer(404, { phrase: PHRASES.noTable, values: [] });
    store.table(id).then((record) => (record && record.id === id && record.over
      ? answer(200, { watch: record.watch })
      : answer(404, { phrase: PHRASES.noTable, values: [] })), (e) => {
      log(`a finished table could not be looked up (${e.message}); answered as not found`);
      answer(404, { phrase: PHRASES.noTable, values: [] });
    });
    return true;
  }
  guardRequests(httpServer, (req, res) => codeLookup(req, res) || watchLookup(req, res), origins, headers);

  // At most CARCASSONNE_CREATE_LIMIT tables an hour from one address: checked before the
  // matchmaker makes the room, counted once it is made.
  // A finished table is reopened, read-only, when someone asks for it by its table id or watch id.
  // New tables are made one at a time, each after the others' waiting moves (a table's making writes
  // to the database and sets up its game): a burst of creates never holds the other tables' moves up.
  // Each seat reservation at a table is noted in the table's own record (colyseus_extensions.cjs).
  const making = new Gate(number('CARCASSONNE_CREATE_QUEUE', 50));
  aroundMatchmaking(async (method, roomName, clientOptions, authContext, next) => {
    if (method === 'joinById') await reopen(roomName);
    // joinOrCreate never finds a table (they are private), so for "table" it is a create too.
    const creating = (method === 'create' || method === 'joinOrCreate') && roomName === 'table';
    if (!creating && method === 'joinById' && cluster) return joinAnywhere(roomName, next);
    if (!creating) return next();
    const address = addressOf(authContext && authContext.req, trustProxy);
    if (!creates.allowed(address)) throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.createLimit);
    const made = await making.run(() => next());
    if (made === Gate.FULL) throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.tooMany);
    creates.note(address);
    return made;
  }, ['table']);

  // The process that held the table stopped without a word (kill -9): Colyseus finds it silent,
  // forgets its rooms, and the join fails once; the table is then opened here and joined again.
  async function joinAnywhere(id, next) {
    try {
      return await next();
    } catch (e) {
      const silent = /process (\S+) is not available/.exec(e && e.message);
      if (!silent) throw e;
      log(`table ${id}: its process does not answer; opening it here`);
      // Colyseus forgets a silent process's rooms only if it still counts it (Redis may have been
      // restarted since): forgotten here in any case, the health check above having failed.
      await cluster.driver.cleanup(silent[1]);
      await reopen(id);
      return next();
    }
  }

  // A fault in one handler is logged; it does not end the other tables' games.
  process.on('uncaughtException', (e) => log(`uncaught: ${e && e.stack || e}`));
  process.on('unhandledRejection', (e) => log(`unhandled: ${e && e.stack || e}`));

  // Tables past their age go from the database, then from memory: at start and every hour.
  async function sweep() {
    let ids = [];
    try {
      ids = await store.expired(Date.now(), ages);
    } catch (e) {
      log(`the sweep could not read the tables (${e.message})`);
    }
    for (const id of ids) {
      try {
        await store.deleteTable(id);
      } catch (e) {
        log(`table ${id}: past its age but not removed (${e.message})`);
        continue;
      }
      const room = registry.byTable.get(id);
      if (room) room.expire();
    }
    creates.prune();
    lookups.prune();
    if (ids.length) log(`${ids.length} table(s) past their age removed`);
    return ids.length;
  }
  const swept = await sweep();
  setInterval(sweep, Math.max(10, number('CARCASSONNE_SWEEP_MS', HOUR))).unref();

  await gameServer.listen(port, host);
  let restored = 0;
  // The lobbies (their short codes are looked up in memory); a game in play opens when someone asks
  // for it, so the tables stored are bounded by the disk, not by the engine's (issue 45). Several
  // processes: none opens any table at its start; each opens where it is asked for.
  for (const record of cluster ? [] : await store.lobbies()) {
    const table = new Table(record, deps);
    if (!table.restore(record.steps)) continue;
    await matchMaker.createRoom('table', { internal: registry.INTERNAL, restore: table });
    restored++;
  }
  const address = httpServer.address();
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Carcassonne is served at http://${shown}:${address.port}/  (tables: ${store.kind === 'postgres' ? 'PostgreSQL' : dataDir}, ${restored} reopened, ${swept} expired; Ctrl+C stops it)`);
}

main().catch((e) => {
  console.error(`[server] cannot start: ${e && e.stack || e}`);
  process.exit(1);
});
