// The Colyseus internals the server uses, all named in server/colyseus_internals.cjs, checked
// against the installed Colyseus: the list of what it expects (internalsProblems, which main.cjs
// also checks at start), then each piece at work on real Room instances with no server: frames
// seen before Colyseus decodes them, handed on to the handlers registered with onMessage, the
// join's acknowledgement, reservations that do not fill a room and are let go of past the limit;
// and why the frame guard is there (Colyseus 0.16 closes a connection on a frame it cannot
// decode). A failure here means the Colyseus installed is not the one those internals are of:
// see docs/architecture.md ("Colyseus") before changing anything.
'use strict';
const test = require('node:test');
const assert = require('assert');
const path = require('path');
const { EventEmitter } = require('events');

const root = path.resolve(__dirname, '../..');
const { requireDep } = require(path.join(root, 'server/deps.cjs'));
const internals = require(path.join(root, 'server/colyseus_internals.cjs'));
const { guard, listen } = require(path.join(root, 'server/inbox.cjs'));
const { Room, Protocol, ClientState, matchMaker } = requireDep('@colyseus/core');
const { encode } = requireDep('@colyseus/schema');
const { pack } = requireDep('@colyseus/msgpackr');

// A room message frame as colyseus.js sends it: the code, the type, the payload in msgpack.
function frame(type, payload, code = Protocol.ROOM_DATA) {
  const head = Buffer.alloc(256);
  head[0] = code;
  const it = { offset: 1 };
  encode.string(head, type, it);
  const body = payload === undefined ? Buffer.alloc(0) : pack(payload);
  return Buffer.concat([head.subarray(0, it.offset), body]);
}

// A server-side client with no socket: what it is sent, whether it was closed.
function fakeClient(state = ClientState.JOINED) {
  const c = {
    sessionId: `s${Math.random()}`, state, ref: new EventEmitter(), sent: [], closed: null, userData: undefined,
    _enqueuedMessages: state === ClientState.JOINING ? [] : undefined,
    send(type, message) {
      this.sent.push({ type, message });
    },
    raw() {},
    enqueueRaw() {},
    leave(code) {
      this.closed = code === undefined ? true : code;
    },
    error() {},
  };
  return c;
}

// A room as the matchmaker would have it, with a listing that counts what it is told.
function fakeListing() {
  return {
    clients: 0, locked: false,
    async updateOne(op) {
      if (op.$inc) this.clients += op.$inc.clients;
    },
    async save() {},
    remove() {},
  };
}

test('the installed Colyseus has the internals server/colyseus_internals.cjs uses', () => {
  assert.deepStrictEqual(internals.internalsProblems(), [],
    `Colyseus ${internals.colyseusVersion()} is not what server/colyseus_internals.cjs was written for (the ${internals.LINE} line)`);
  assert.doesNotThrow(() => internals.checkInternals());
});

test('a frame is seen before Colyseus decodes it, then handed to the onMessage handler', () => {
  class R extends internals.GuardedRoom {}
  const room = new R();
  const heard = [];
  const acked = [];
  const types = listen(room, { step: (client, m) => heard.push(m), resync: (client, m) => heard.push(m) }, () => {});
  room.onRoomFrame = (client, f) => guard(client, f, types);
  room.onJoinAcknowledged = (client) => acked.push(client);

  const c = fakeClient();
  room._onMessage(c, frame('step', { n: 0, step: { tile: 'A' } }));
  room._onMessage(c, frame('resync', undefined));
  assert.deepStrictEqual(heard, [{ n: 0, step: { tile: 'A' } }, {}], 'well-formed messages reach their handlers');
  assert.deepStrictEqual(c.sent, []);

  // Each bad frame is answered in words and the connection kept.
  const bad = [
    [frame('step', { n: -1, step: {} }), /did not understand/],  // fails its schema (onMessage's validate)
    [frame('hello', {}), /does not know/],
    [frame('constructor', {}), /does not know/],
    [frame('__proto__', {}), /does not know/],
    [Buffer.from([Protocol.ROOM_DATA, 0xd9, 0xff, 0xc1, 0xc1]), /did not understand|does not know/],
    [Buffer.from([Protocol.ROOM_DATA, 0xa4, 0x73, 0x74, 0x65, 0x70, 0xc1]), /did not understand/],
    // "step", then a msgpack string cut short: no payload at all.
    [Buffer.from([Protocol.ROOM_DATA, 0xa4, 0x73, 0x74, 0x65, 0x70, 0xd9, 0x05, 0x41]), /did not understand/],
    [frame('step', new Uint8Array([1, 2, 3]), Protocol.ROOM_DATA_BYTES), /did not understand/],
    [frame('step', { n: 0, step: { tile: 'x'.repeat(5000) } }), /too large/],
  ];
  for (const [f, phrase] of bad) {
    const d = fakeClient();
    room._onMessage(d, f);
    assert.strictEqual(d.closed, null, `kept open after ${f.subarray(0, 8).toString('hex')}`);
    assert.strictEqual(d.sent.length, 1, f.subarray(0, 8).toString('hex'));
    assert.strictEqual(d.sent[0].type, 'error');
    assert.match(d.sent[0].message.phrase, phrase);
  }
  assert.strictEqual(heard.length, 2, 'no bad frame reached a handler');

  // A client that has not acknowledged its join: its messages are not taken; its acknowledgement
  // is heard, and Colyseus then lets it in.
  const j = fakeClient(ClientState.JOINING);
  room._onMessage(j, frame('resync', {}));
  assert.strictEqual(heard.length, 2);
  room._onMessage(j, Buffer.from([Protocol.JOIN_ROOM]));
  assert.deepStrictEqual(acked, [j]);
  assert.strictEqual(j.state, ClientState.JOINED, 'Colyseus took the acknowledgement after the hook');
  room._onMessage(j, frame('resync', {}));
  assert.strictEqual(heard.length, 3);

  // A flood: 20 a second, the 21st told, the rest dropped without a word.
  const f = fakeClient();
  for (let i = 0; i < 50; i++) room._onMessage(f, frame('resync', {}));
  assert.strictEqual(heard.length, 3 + 20);
  assert.deepStrictEqual(f.sent.map((s) => s.message.phrase), ['Too many messages: wait a moment']);
});

test('why the guard is there: Colyseus alone closes a connection on a frame it cannot decode', () => {
  // If this fails, Colyseus now keeps such a connection open: the guard may do less (docs/architecture.md).
  const room = new Room();
  room.onMessage('step', () => {});
  const c = fakeClient();
  // "step", then a msgpack string cut short.
  Room.prototype._onMessage.call(room, c, Buffer.from([Protocol.ROOM_DATA, 0xa4, 0x73, 0x74, 0x65, 0x70, 0xd9, 0x05, 0x41]));
  assert.notStrictEqual(c.closed, null, 'Colyseus 0.16 closes it');
});

test('reservations do not fill the room, and past the limit the oldest is let go of', async () => {
  class R extends internals.GuardedRoom {}
  const room = new R();
  room.listing = fakeListing();
  room.maxClients = 2;
  room.limitReservations(3);
  room.setSeatReservationTime(0.2);
  const ids = ['a', 'b', 'c', 'd', 'e'];
  for (const id of ids) assert.strictEqual(await room._reserveSeat(id, { name: id }), true, `reservation ${id} made`);
  assert.strictEqual(room.reservationsWaiting(), 3);
  assert.ok(!room.hasReservedSeat('a') && !room.hasReservedSeat('b'), 'the oldest two were let go of');
  assert.ok(room.hasReservedSeat('c') && room.hasReservedSeat('d') && room.hasReservedSeat('e'));
  assert.strictEqual(room.listing.clients, 3, 'the listing counts the reservations that wait');
  assert.strictEqual(room.hasReachedMaxClients(), false, 'three reservations do not fill a room of two');
  room.clients.push(fakeClient(), fakeClient());
  assert.strictEqual(room.hasReachedMaxClients(), true, 'two connected clients do');
  room.clients.length = 0;
  // A room being disposed of takes no reservation.
  room._internalState = 2;
  assert.strictEqual(room.hasReachedMaxClients(), true);
  room._internalState = 1;
  // The others lapse by themselves.
  await new Promise((r) => setTimeout(r, 400));
  assert.strictEqual(room.reservationsWaiting(), 0);
  assert.strictEqual(room.listing.clients, 0);

  // Without limitReservations, Colyseus's own rule: reservations count against maxClients.
  const plain = new R();
  plain.listing = fakeListing();
  plain.maxClients = 2;
  plain.setSeatReservationTime(0.05);
  assert.strictEqual(await plain._reserveSeat('x', {}), true);
  assert.strictEqual(await plain._reserveSeat('y', {}), true);
  assert.strictEqual(await plain._reserveSeat('z', {}), false);
  await new Promise((r) => setTimeout(r, 150));
});

test('the matchmaker\'s entry is wrapped: every request passes through the wrapper', async () => {
  const seen = [];
  internals.aroundMatchmaking((method, roomName, options, context, next) => {
    seen.push([method, roomName]);
    return next();
  });
  // An unknown method: the wrapper sees it, and Colyseus's own entry refuses it.
  await assert.rejects(matchMaker.controller.invokeMethod('nosuchmethod', 'table', {}, {}), /invalid method/);
  assert.deepStrictEqual(seen, [['nosuchmethod', 'table']]);
});

test('the Redis connections of the presence and the driver are where the server looks for them', async () => {
  const { RedisPresence } = requireDep('@colyseus/redis-presence');
  const { RedisDriver } = requireDep('@colyseus/redis-driver');
  // Never connected (lazyConnect): only their shape is looked at.
  const options = { lazyConnect: true, host: '127.0.0.1', port: 1 };
  const presence = new RedisPresence(options);
  const driver = new RedisDriver(options);
  try {
    assert.deepStrictEqual(internals.redisProblems(presence, driver), []);
    const c = internals.redisConnections(presence, driver);
    assert.strictEqual(c.all.length, 3);
    assert.strictEqual(typeof c.driver.on, 'function');
  } finally {
    for (const conn of internals.redisConnections(presence, driver).all) conn.disconnect();
  }
});
