// Several server processes sharing the tables (docs/deploying.md): CARCASSONNE_REDIS gives Colyseus
// a Redis presence and room driver (which process holds which room; a join through one process is
// sent on to the process that holds the table), CARCASSONNE_PUBLIC_ADDRESS (host:port) is where
// clients reach this process. The tables themselves are in PostgreSQL, shared by all: a table whose
// process is gone is opened again, from the database, by the process a player comes back through.
'use strict';
const { requireDep } = require('./deps.cjs');

// {presence, driver, publicAddress} for Colyseus, or null for one process on its own.
function clusterSettings(env) {
  const redis = env.CARCASSONNE_REDIS;
  const address = env.CARCASSONNE_PUBLIC_ADDRESS;
  if (!redis) {
    if (address) throw new Error('CARCASSONNE_PUBLIC_ADDRESS is set without CARCASSONNE_REDIS: it names this process to the others, through Redis');
    return null;
  }
  if (!/^rediss?:\/\//.test(redis)) throw new Error(`CARCASSONNE_REDIS must be a redis://… address, not "${redis}"`);
  if (!env.CARCASSONNE_DB) throw new Error('CARCASSONNE_REDIS needs CARCASSONNE_DB=postgres://…: processes share their tables through one database');
  if (!address || !/^[^\s/]+:\d+$/.test(address)) throw new Error('CARCASSONNE_REDIS needs CARCASSONNE_PUBLIC_ADDRESS=host:port, where clients reach this process');
  const { RedisPresence } = requireDep('@colyseus/redis-presence');
  const { RedisDriver } = requireDep('@colyseus/redis-driver');
  return { presence: new RedisPresence(redis), driver: new RedisDriver(redis), publicAddress: address };
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

module.exports = { clusterSettings, withOpenLock };
