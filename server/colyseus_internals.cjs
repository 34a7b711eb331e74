// The one place the server reaches inside Colyseus. Everything else (table_room.cjs, watch_room.cjs,
// inbox.cjs, cluster.cjs, main.cjs) uses Colyseus's public API only: onCreate, onAuth, onJoin,
// onLeave, onDispose, onMessage with its validate function, maxClients, autoDispose,
// setSeatReservationTime, setPrivate, disconnect, client.send and client.leave, matchMaker's
// createRoom and getLocalRoomById, the driver's has() and cleanup(), presence's incr/expire/del.
//
// What Colyseus 0.16 does not offer, and so is done here, each with the private member it needs:
//
// 1. A look at every frame before Colyseus decodes it (Room#_onMessage). Colyseus closes the
//    connection when a frame does not decode or a validate function throws, throws out of the
//    socket's handler for a type named like an Object.prototype member ("constructor"), decodes a
//    frame of any size up to the transport's limit before a handler can refuse it, and runs the
//    messages of a client that has not acknowledged its join. The server answers bad frames in
//    words and keeps the connection, and counts a flood before any decoding. The same override
//    tells when a client acknowledges its join (nothing public does), which is when it receives
//    the messages held back for it (its welcome, with its seat's secret).
// 2. Seat reservations that do not fill a room, at most so many waiting (Room#_reserveSeat,
//    reservedSeats, reservedSeatTimeouts, _decrementClientCount, and hasReachedMaxClients with
//    _internalState): a reservation is a matchmaking answer not yet followed by a connection;
//    Colyseus counts it against maxClients and has no way to cancel one.
// 3. The Redis connections of the presence and the driver (RedisPresence's pub and sub,
//    RedisDriver's _client), to hear Redis go away and come back (cluster.cjs).
// 4. The matchmaker's HTTP entry (matchMaker.controller.invokeMethod: an exported object whose
//    methods Colyseus's own comments invite replacing, as getCorsHeaders), wrapped so a create is
//    limited per address and made one at a time, and a join by id can reopen a stored table first.
// 5. The ws transport's socket (client.ref, documented as the raw WebSocket): how much a client
//    has not read yet.
//
// checkInternals() checks each of these against the installed Colyseus and main.cjs calls it at
// start: under a Colyseus whose internals moved the server stops saying what changed, rather than
// running with limits that no longer hold. tests/server/colyseus_internals.test.cjs runs it and
// exercises each piece on real Room instances. docs/architecture.md ("The game server and
// Colyseus") says what an upgrade to the next Colyseus line needs.
'use strict';
const fs = require('fs');
const path = require('path');
const { requireDep, modules } = require('./deps.cjs');
const core = requireDep('@colyseus/core');
const { Room, Protocol, ClientState, RoomInternalState, matchMaker } = core;
const { decode } = requireDep('@colyseus/schema');
const { unpack } = requireDep('@colyseus/msgpackr');

const LINE = '0.16';  // the Colyseus line these internals are those of

function colyseusVersion() {
  // Not require()d: the package's "exports" do not list its package.json.
  return JSON.parse(fs.readFileSync(path.join(modules, '@colyseus', 'core', 'package.json'), 'utf8')).version;
}

// A room message frame as Room#_onMessage reads it in 0.16: a code byte (ROOM_DATA, or
// ROOM_DATA_BYTES for raw bytes), the type (a string or a number, @colyseus/schema's encoding),
// then the payload in msgpack. null when it does not decode, as Colyseus would fail on it.
function decodeFrame(buffer) {
  try {
    const it = { offset: 1 };
    const type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    const payload = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset, buffer.byteLength)) : undefined;
    return { type, payload };
  } catch (e) {
    return null;
  }
}

// A base class for the server's rooms: Colyseus's Room with two hooks and one setting more.
//   onRoomFrame(client, frame): every room message frame of a client, before Colyseus decodes it.
//     frame = {bytes, binary, decode()}; decode() gives {type, payload} or null (see decodeFrame).
//     Return true when the frame was dealt with (answered or dropped); false hands it on to
//     Colyseus, which decodes it and calls the handler registered with onMessage. Hand on only a
//     frame that decodes and whose type has a handler (see inbox.cjs): Colyseus itself closes the
//     connection on the others.
//   onJoinAcknowledged(client): the client acknowledged its join; what was sent to it so far
//     (held back by Colyseus until now) goes out right after this.
//   limitReservations(n): reservations no longer count against maxClients (only connected
//     clients do), and at most n wait: past that the oldest is let go of.
//   reservationsWaiting(): reservations not yet followed by a connection, or whose connection is
//     still being let in (onAuth).
class GuardedRoom extends Room {
  _onMessage(client, buffer) {
    try {
      const code = buffer && buffer[0];
      if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) {
        const frame = { bytes: buffer.byteLength, binary: code === Protocol.ROOM_DATA_BYTES, decode: () => decodeFrame(buffer) };
        if (this.onRoomFrame && this.onRoomFrame(client, frame)) return;
      } else if (code === Protocol.JOIN_ROOM && client.state === ClientState.JOINING && this.onJoinAcknowledged) {
        this.onJoinAcknowledged(client);
      }
      super._onMessage(client, buffer);
    } catch (e) {
      // A fault here must not leave the socket's handler (it would end as an uncaught exception).
      GuardedRoom.log(`room ${this.roomId}: a frame failed: ${e && e.stack || e}`);
    }
  }

  limitReservations(n) {
    this.maxWaiting = n;
  }

  // The reservations no client has used yet, oldest first (a seat kept for a reconnection,
  // allowReconnection, which the server does not use, is not one).
  waitingSessions() {
    return Object.keys(this.reservedSeats).filter((id) => !this.reservedSeats[id][2] && !this.reservedSeats[id][3]);
  }

  reservationsWaiting() {
    return Object.keys(this.reservedSeats).length;
  }

  _reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, ...rest) {
    if (this.maxWaiting !== undefined && !allowReconnection) {
      const waiting = this.waitingSessions();
      if (waiting.length >= this.maxWaiting) this.dropReservation(waiting[0]);
    }
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, ...rest);
  }

  // What the reservation's own timeout does when it lapses (Room#_reserveSeat), now.
  dropReservation(sessionId) {
    clearTimeout(this.reservedSeatTimeouts[sessionId]);
    delete this.reservedSeatTimeouts[sessionId];
    delete this.reservedSeats[sessionId];
    this._decrementClientCount();
  }

  hasReachedMaxClients() {
    if (this.maxWaiting === undefined) return super.hasReachedMaxClients();
    return this.clients.length >= this.maxClients || this._internalState === RoomInternalState.DISPOSING;
  }
}

GuardedRoom.log = (line) => console.error(line);

// The bytes a client's socket holds that the client has not read yet (the ws transport's socket).
function unreadBytes(client) {
  return (client.ref && client.ref.bufferedAmount) || 0;
}

// The Redis connections of a cluster's presence and driver (cluster.cjs): the driver's first.
function redisConnections(presence, driver) {
  return { driver: driver._client, all: [driver._client, presence.pub, presence.sub].filter(Boolean) };
}

// Wraps the matchmaker's HTTP entry: around(method, roomName, options, authContext, next), where
// next() does what Colyseus would have done. Every create, join and joinById comes through it.
function aroundMatchmaking(around) {
  const controller = matchMaker.controller;
  const invoke = controller.invokeMethod;
  controller.invokeMethod = function (method, roomName, clientOptions, authContext) {
    const next = (m = method, name = roomName, options = clientOptions, context = authContext) => invoke.call(controller, m, name, options, context);
    return around(method, roomName, clientOptions, authContext, next);
  };
}

// Each private member named above, as this file uses it. A list of what is not as expected
// (empty when all is well).
function internalsProblems() {
  const problems = [];
  const need = (ok, what) => {
    if (!ok) problems.push(what);
  };
  const version = colyseusVersion();
  need(version.startsWith(`${LINE}.`), `@colyseus/core is ${version}, not of the ${LINE} line`);
  const proto = Room.prototype;
  for (const m of ['_onMessage', '_reserveSeat', '_decrementClientCount', 'hasReachedMaxClients', 'resetAutoDisposeTimeout']) {
    need(typeof proto[m] === 'function', `Room#${m} is not a method`);
  }
  need(/_reserveSeat\(sessionId, joinOptions[^)]*authData[^)]*seconds[^)]*allowReconnection/.test(String(proto._reserveSeat)),
    'Room#_reserveSeat does not take (sessionId, joinOptions, authData, seconds, allowReconnection)');
  need(/reservedSeats\[sessionId\] = \[joinOptions, authData, false, allowReconnection\]/.test(String(proto._reserveSeat)),
    'Room#_reserveSeat no longer keeps [options, auth, consumed, reconnection] in reservedSeats');
  need(/reservedSeatTimeouts\[sessionId\] = setTimeout/.test(String(proto._reserveSeat)),
    'Room#_reserveSeat no longer times a reservation out through reservedSeatTimeouts');
  need(/hasReachedMaxClients\(\)/.test(String(proto._reserveSeat)), 'Room#_reserveSeat no longer asks hasReachedMaxClients()');
  need(/_internalState === 2/.test(String(proto.hasReachedMaxClients)) && RoomInternalState && RoomInternalState.DISPOSING === 2,
    'Room#hasReachedMaxClients no longer reads _internalState (DISPOSING = 2)');
  need(/ROOM_DATA/.test(String(proto._onMessage)) && /JOIN_ROOM/.test(String(proto._onMessage)) && /unpack\)?\(buffer\.subarray\(it\.offset/.test(String(proto._onMessage)),
    'Room#_onMessage no longer decodes frames as decodeFrame does (code byte, type, msgpack)');
  need(/client\.ref\.on\("message", this\._onMessage\.bind\(this, client\)\)/.test(String(proto._onJoin)),
    'Room#_onJoin no longer hands the socket\'s frames to _onMessage');
  need(Protocol.ROOM_DATA === 13 && Protocol.ROOM_DATA_BYTES === 17 && Protocol.JOIN_ROOM === 10, 'the Protocol codes changed');
  need(ClientState.JOINING === 0 && ClientState.JOINED === 1, 'ClientState changed');
  const room = new Room();
  need(room.reservedSeats && typeof room.reservedSeats === 'object', 'a Room has no reservedSeats');
  need(room.reservedSeatTimeouts && typeof room.reservedSeatTimeouts === 'object', 'a Room has no reservedSeatTimeouts');
  need(room._internalState === RoomInternalState.CREATING, 'a new Room\'s _internalState is not CREATING');
  need(matchMaker.controller && typeof matchMaker.controller.invokeMethod === 'function', 'matchMaker.controller.invokeMethod is gone');
  return problems;
}

// For a cluster (cluster.cjs), once its presence and driver exist.
function redisProblems(presence, driver) {
  const problems = [];
  if (!driver._client || typeof driver._client.on !== 'function') problems.push('RedisDriver has no _client connection');
  if (!presence.pub || !presence.sub) problems.push('RedisPresence has no pub and sub connections');
  return problems;
}

function checkInternals() {
  const problems = internalsProblems();
  if (problems.length) {
    throw new Error(`this server uses Colyseus ${LINE}'s internals (server/colyseus_internals.cjs), which the installed Colyseus does not have as expected: ${problems.join('; ')}`);
  }
}

module.exports = {
  LINE, GuardedRoom, decodeFrame, unreadBytes, redisConnections, aroundMatchmaking,
  internalsProblems, redisProblems, checkInternals, colyseusVersion,
};
