// Several server processes sharing the tables (docs/deploying.md): CARCASSONNE_REDIS gives Colyseus
// a Redis presence and room driver (which process holds which room; a join through one process is
// sent on to the process that holds the table), CARCASSONNE_PUBLIC_ADDRESS (host:port) is where
// clients reach this process. The tables themselves are in PostgreSQL, shared by all: a table whose
// process is gone is opened again, from the database, by the process a player comes back through.
'use strict';
const { requireDep } = require('./deps.cjs');

// {presence, driver, publicAddress} for Colyseus and the Redis address (redis), or null for one process on its own.
function clusterSettings(env) {
  const redis = env.CARCASSONNE_REDIS;
  const address = env.CARCASSONNE_PUBLIC_ADDRESS;
  if (!redis) {
    if (address) throw new Error('CARCASSONNE_PUBLIC_ADDRESS is set without CARCASSONNE_REDIS: it names this process to the others, through Redis');
    return null;
  }
  if (!/^rediss?:\/\//.test(redis)) throw new Error(`CARCASSONNE_REDIS must be a redis://… address, not "${redis}"`);
  if (!env.CARCASSONNE_DB) throw new Error('CARCASSONNE_REDIS needs CARCASSONNE_DB=postgres://…: processes share their tables through one database');
  // host:port, a host alone (a TLS proxy on 443), or host/path a proxy routes to this process.
  if (!address || !/^[^\s/:]+(:\d+)?(\/\S*)?$/.test(address)) {
    throw new Error('CARCASSONNE_REDIS needs CARCASSONNE_PUBLIC_ADDRESS=host:port, where clients reach this process');
  }
  const { RedisPresence } = requireDep('@colyseus/redis-presence');
  const { RedisDriver } = requireDep('@colyseus/redis-driver');
  const presence = new RedisPresence(redis);
  const driver = new RedisDriver(redis);
  return { presence, driver, publicAddress: address, redis };
}

// Runs `work` unless another process is already opening that table: a short lock in Redis (it
// lapses by itself if its process dies). False when another process holds it.
async function withOpenLock(presence, id, work) {
  const key = `carcassonne:opening:${id}`;
  if ((await presence.incr(key)) !== 1) return false;
  await presence.expire(key, 30);
  try {
    await work();
  } finally {
    await presence.del(key).catch(() => {});
  }
  return true;
}

// Redis away and back (a restart, without persistence: every room listing gone): this process lists
// its rooms again as soon as it is connected once more, so joins through the others find them.
// Its errors are logged once per outage, not once per retry. Colyseus keeps its own Redis
// connections to itself, so the server hears Redis through a connection of its own to the same
// address (ioredis, which the driver and presence use too), on which it sends nothing.
function watchRedis(cluster, localRooms, log) {
  const Redis = requireDep('ioredis');
  const watcher = new Redis(cluster.redis);
  let away = false;
  // 'close' comes with every lost connection ('error' only when a retry fails, which a quick
  // restart may never give).
  watcher.on('close', () => {
    if (!away) log('Redis is away; the tables here go on, joins through other processes wait for it');
    away = true;
  });
  watcher.on('error', () => {});
  // Back: the listings are saved through the driver's own connection, which queues them until it
  // is connected again too.
  watcher.on('ready', async () => {
    if (!away) return;
    away = false;
    let listed = 0;
    for (const room of localRooms()) {
      try {
        await room.listing.save();
        listed++;
      } catch (e) {
        log(`room ${room.roomId}: not listed again (${e.message})`);
      }
    }
    log(`Redis is back: ${listed} room(s) listed again`);
  });
}

module.exports = { clusterSettings, withOpenLock, watchRedis };
