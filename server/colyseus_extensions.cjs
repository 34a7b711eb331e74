// What the server adds to Colyseus, each through a public, documented extension point; no private
// or protected member of Colyseus is overridden or read. Everything else (table_room.cjs,
// watch_room.cjs, inbox.cjs, cluster.cjs, main.cjs) uses Colyseus's public API: onCreate, onAuth,
// onJoin, onLeave, onDispose, onMessage with its validate function, maxClients, autoDispose,
// setSeatReservationTime, setPrivate, disconnect, client.send and client.leave, matchMaker's
// createRoom, getLocalRoomById and remoteRoomCall, the driver's has() and cleanup(), presence's
// incr/expire/del.
//
// 1. A look at every frame before Colyseus decodes it, and the join's acknowledgement: the ws
//    transport takes ws's ServerOptions, whose `WebSocket` option is "the WebSocket class to use;
//    it must extend the original". transportOptions() gives it GuardedSocket, whose 'message'
//    events pass through a guard the room installs on its client's socket (client.ref, documented
//    as the raw socket) in onAuth, before Colyseus's own listener hears them. Colyseus closes the
//    connection when a frame does not decode or a validate function throws, throws out of the
//    socket's handler for a type named like an Object.prototype member ("constructor"), decodes a
//    frame of any size up to the transport's limit before a handler can refuse it, and runs the
//    messages of a client that has not acknowledged its join; the server answers bad frames in
//    words, keeps the connection, and counts a flood before any decoding.
// 2. Reservations that do not fill a room, at most so many waiting: the room leaves maxClients at
//    Colyseus's default (Infinity), so reservations never fill it, and keeps its own record of
//    them, fed by the matchmaking wrapper (aroundMatchmaking: every answer names its room and
//    sessionId). Past the limit the oldest is let go of in that record, and its connection is
//    refused in onAuth; the connected-client cap is checked there too.
// 3. The matchmaker's HTTP entry (matchMaker.controller.invokeMethod: an exported object whose
//    methods Colyseus's own comments invite replacing, as getCorsHeaders), wrapped so a create is
//    limited per address and made one at a time, and a join by id can reopen a stored table first.
// 4. How much a client has not read: ws's bufferedAmount of client.ref (the raw socket).
// (Redis away and back: cluster.cjs, with a connection of its own.)
//
// What is still assumed of Colyseus 0.16 (its wire format: the Protocol codes, the type in
// @colyseus/schema's encoding, the payload in msgpack; maxClients' default; invokeMethod and
// remoteRoomCall) extensionProblems() checks, and main.cjs calls checkExtensions() at start; a
// transport that does not pass its options to ws shows as connections refused (guardFrames).
// tests/server/colyseus_extensions.test.cjs exercises each piece. docs/architecture.md ("The game
// server and Colyseus") says what an upgrade to the next Colyseus line needs.
'use strict';
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');
const { requireDep, modules } = require('./deps.cjs');
const core = requireDep('@colyseus/core');
const { Room, Protocol, ClientState, ErrorCode, ServerError, matchMaker } = core;
const { decode } = requireDep('@colyseus/schema');
const { unpack } = requireDep('@colyseus/msgpackr');
// The ws the transport itself uses: the class given to it must extend that very WebSocket.
const transportWs = createRequire(requireDep.resolve('@colyseus/ws-transport'))('ws');

const LINE = '0.16';  // the Colyseus line whose wire format decodeFrame reads

function colyseusVersion() {
  // Not require()d: the package's "exports" do not list its package.json.
  return JSON.parse(fs.readFileSync(path.join(modules, '@colyseus', 'core', 'package.json'), 'utf8')).version;
}

const log = (line) => GuardedRoom.log(line);

// A room message frame as Colyseus 0.16 reads it: a code byte (ROOM_DATA, or ROOM_DATA_BYTES for
// raw bytes), the type (a string or a number, @colyseus/schema's encoding), then the payload in
// msgpack. null when it does not decode, as Colyseus would fail on it.
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

// The transport's socket class (ws's `WebSocket` option): each frame it receives goes to its
// frameGuard first, which returns true when it dealt with the frame (answered or dropped);
// otherwise the frame goes on to the 'message' listeners (Colyseus's). A fault in either is
// logged and goes no further: out of the socket's handler it would be an uncaught exception.
class GuardedSocket extends transportWs.WebSocket {
  emit(event, ...args) {
    if (event !== 'message') return super.emit(event, ...args);
    try {
      if (this.frameGuard && this.frameGuard(args[0], args[1])) return true;
      return super.emit(event, ...args);
    } catch (e) {
      log(`a frame failed: ${e && e.stack || e}`);
      return true;
    }
  }
}

// The ws transport's options with GuardedSocket as its socket class.
function transportOptions(options) {
  return { ...options, WebSocket: GuardedSocket };
}

// The server's record of a room's seat reservations (Colyseus keeps its own to itself): each a
// matchmaking answer not yet followed by a connection (waiting), then a connection being let in
// (joining, until onAuth ends). At most `max` wait: past that the oldest is let go of (void), and
// its connection refused. Each lapses with the reservation's time, as Colyseus's does.
class Reservations {
  constructor(max, ms) {
    this.max = max;
    this.ms = ms;
    this.waiting = new Map();  // sessionId → its lapse timer, oldest first
    this.joining = new Set();
    this.voided = new Map();
  }

  note(sessionId) {
    if (this.waiting.size >= this.max) this.void(this.waiting.keys().next().value);
    this.waiting.set(sessionId, this.later(() => this.waiting.delete(sessionId)));
  }

  void(sessionId) {
    clearTimeout(this.waiting.get(sessionId));
    this.waiting.delete(sessionId);
    this.voided.set(sessionId, this.later(() => this.voided.delete(sessionId)));
  }

  // A connection comes with this reservation: false when it was let go of. One the record never
  // saw (none should be) is let in.
  admit(sessionId) {
    if (this.voided.has(sessionId)) return false;
    clearTimeout(this.waiting.get(sessionId));
    this.waiting.delete(sessionId);
    this.joining.add(sessionId);
    return true;
  }

  done(sessionId) {
    this.joining.delete(sessionId);
  }

  count() {
    return this.waiting.size + this.joining.size;
  }

  clear() {
    for (const t of [...this.waiting.values(), ...this.voided.values()]) clearTimeout(t);
    this.waiting.clear();
    this.voided.clear();
    this.joining.clear();
  }

  later(f) {
    const t = setTimeout(f, this.ms);
    if (t.unref) t.unref();
    return t;
  }
}

// A base class for the server's rooms: Colyseus's Room with public methods of its own, no
// Colyseus member overridden. The room calls guardFrames and admit in its onAuth.
//   onRoomFrame(client, frame): every room message frame of a client, before Colyseus decodes it.
//     frame = {bytes, binary, decode()}; decode() gives {type, payload} or null (see decodeFrame).
//     Return true when the frame was dealt with (answered or dropped); false hands it on to
//     Colyseus, which decodes it and calls the handler registered with onMessage. Hand on only a
//     frame that decodes and whose type has a handler (see inbox.cjs): Colyseus itself closes the
//     connection on the others.
//   onJoinAcknowledged(client): the client acknowledged its join; what was sent to it so far
//     (held back by Colyseus until now) goes out right after this.
//   limitReservations(n, seconds): the reservation time, and at most n reservations wait: past
//     that the oldest is let go of. Reservations never fill the room (maxClients stays Infinity).
//   reservationsWaiting(): reservations not yet followed by a connection, or whose connection is
//     still being let in (onAuth).
class GuardedRoom extends Room {
  // onAuth: the client's frames go through this room's hooks first. A socket of another class
  // (a transport not made with transportOptions) is refused: its frames would go unguarded.
  guardFrames(client) {
    if (!(client.ref instanceof GuardedSocket)) {
      log(`room ${this.roomId}: a connection's socket is not a GuardedSocket (see transportOptions); refused`);
      throw new ServerError(ErrorCode.APPLICATION_ERROR, 'unguarded connection');
    }
    client.ref.frameGuard = (buffer) => this.lookAtFrame(client, buffer);
  }

  lookAtFrame(client, buffer) {
    const code = buffer && buffer[0];
    if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) {
      const frame = { bytes: buffer.byteLength, binary: code === Protocol.ROOM_DATA_BYTES, decode: () => decodeFrame(buffer) };
      return Boolean(this.onRoomFrame && this.onRoomFrame(client, frame));
    }
    // Colyseus takes the acknowledgement only once its listener is on (after onJoin): one sent
    // earlier does nothing there, so nothing here.
    if (code === Protocol.JOIN_ROOM && client.state === ClientState.JOINING && client.ref.listenerCount('message') > 0 && this.onJoinAcknowledged) {
      this.onJoinAcknowledged(client);
    }
    return false;
  }

  limitReservations(n, seconds) {
    this.setSeatReservationTime(seconds);
    this.reservations = new Reservations(n, seconds * 1000);
  }

  // Called by the matchmaking wrapper with each answer's sessionId (another process's through
  // matchMaker.remoteRoomCall).
  noteReservation(sessionId) {
    if (this.reservations && typeof sessionId === 'string') this.reservations.note(sessionId);
  }

  // onAuth: a reservation let go of is refused, as Colyseus refuses one that lapsed. Then
  // admitted(client) once onAuth ends, whatever its outcome.
  admit(client) {
    if (this.reservations && !this.reservations.admit(client.sessionId)) {
      throw new ServerError(ErrorCode.MATCHMAKE_EXPIRED, 'seat reservation expired.');
    }
  }

  admitted(client) {
    if (this.reservations) this.reservations.done(client.sessionId);
  }

  reservationsWaiting() {
    return this.reservations ? this.reservations.count() : 0;
  }

  // Connections being let in now (in onAuth), this one included.
  connecting() {
    return this.reservations ? this.reservations.joining.size : 0;
  }

  // onDispose: no reservation waits for a room that is going.
  forgetReservations() {
    if (this.reservations) this.reservations.clear();
  }
}

GuardedRoom.log = (line) => console.error(line);

// The bytes a client's socket holds that the client has not read yet (ws's bufferedAmount).
function unreadBytes(client) {
  return (client.ref && client.ref.bufferedAmount) || 0;
}

// Wraps the matchmaker's HTTP entry: around(method, roomName, options, authContext, next), where
// next() does what Colyseus would have done. Every create, join and joinById comes through it;
// each answer is noted in its room's record of reservations (rooms named in `recorded`).
function aroundMatchmaking(around, recorded = []) {
  const controller = matchMaker.controller;
  const invoke = controller.invokeMethod;
  controller.invokeMethod = async function (method, roomName, clientOptions, authContext) {
    const next = (m = method, name = roomName, options = clientOptions, context = authContext) => invoke.call(controller, m, name, options, context);
    const answer = await around(method, roomName, clientOptions, authContext, next);
    if (answer && answer.room && recorded.includes(answer.room.name)) await noteReservation(answer);
    return answer;
  };
}

// The room may be in another process: the note goes there, before the client has its answer.
async function noteReservation(answer) {
  const room = matchMaker.getLocalRoomById(answer.room.roomId);
  try {
    if (room) room.noteReservation(answer.sessionId);
    else await matchMaker.remoteRoomCall(answer.room.roomId, 'noteReservation', [answer.sessionId]);
  } catch (e) {
    log(`room ${answer.room.roomId}: a reservation not noted (${e && e.message})`);
  }
}

// What is still assumed of the installed Colyseus, as a list of what is not as expected (empty
// when all is well).
function extensionProblems() {
  const problems = [];
  const need = (ok, what) => {
    if (!ok) problems.push(what);
  };
  const version = colyseusVersion();
  need(version.startsWith(`${LINE}.`), `@colyseus/core is ${version}, not of the ${LINE} line`);
  need(Protocol.ROOM_DATA === 13 && Protocol.ROOM_DATA_BYTES === 17 && Protocol.JOIN_ROOM === 10, 'the Protocol codes changed');
  need(ClientState.JOINING === 0 && ClientState.JOINED === 1, 'ClientState changed');
  need(typeof decode.stringCheck === 'function' && typeof decode.string === 'function' && typeof decode.number === 'function',
    '@colyseus/schema no longer decodes a message type as decodeFrame reads it');
  need(new Room().maxClients === Infinity, 'a Room\'s maxClients no longer defaults to Infinity');
  need(matchMaker.controller && typeof matchMaker.controller.invokeMethod === 'function', 'matchMaker.controller.invokeMethod is gone');
  need(typeof matchMaker.remoteRoomCall === 'function', 'matchMaker.remoteRoomCall is gone');
  need(typeof transportWs.WebSocket === 'function' && typeof transportWs.WebSocketServer === 'function', 'the transport\'s ws has no WebSocket class');
  return problems;
}

function checkExtensions() {
  const problems = extensionProblems();
  if (problems.length) {
    throw new Error(`this server extends Colyseus ${LINE} (server/colyseus_extensions.cjs), and the installed Colyseus is not as expected: ${problems.join('; ')}`);
  }
}

module.exports = {
  LINE, GuardedRoom, GuardedSocket, Reservations, transportOptions, decodeFrame, aroundMatchmaking,
  unreadBytes, extensionProblems, checkExtensions, colyseusVersion,
};
