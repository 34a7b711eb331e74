// What a client sends, in two parts:
// - guard(): each frame before Colyseus decodes it (GuardedRoom#onRoomFrame, colyseus_extensions.cjs):
//   at most MAX_PER_SECOND a second (counted before any decoding, so a flood costs nothing), at most
//   MAX_BYTES, decodable (a frame that does not decode is an error reply, not a dropped connection),
//   and of a type the room handles. Only such a frame goes on to Colyseus.
// - listen(): the room's handlers registered through Colyseus's onMessage, each with a validate
//   function that checks the message against its schema; the handler runs only for a well-formed
//   message, any other is answered with "error".
// Whatever a frame holds, no handler is reached and nothing changes unless the message is well-formed.
'use strict';
const { requireDep } = require('./deps.cjs');
const { ClientState } = requireDep('@colyseus/core');
const { unreadBytes } = require('./colyseus_extensions.cjs');
const { MAX_BYTES, Throttle, valid, error } = require('./messages.cjs');

// Until the client has acknowledged its join, what it is sent waits in a queue with no limit: its
// messages (a resync answered with the whole position) are not taken then. Nor while its socket
// holds more than a megabyte it has not read.
const MAX_UNREAD = 1 << 20;

// True when the frame was dealt with here (answered or dropped); false hands it on to Colyseus.
// types: the room's handled types (a Map from listen()).
function guard(client, frame, types) {
  if (client.state === ClientState.JOINING) return true;
  if (unreadBytes(client) > MAX_UNREAD) return true;
  if (!client.userData) client.userData = {};
  if (!client.userData.throttle) client.userData.throttle = new Throttle();
  const pace = client.userData.throttle.take();
  if (pace === 'drop') return true;
  if (pace === 'warn') return reply(client, error('tooMany'));
  if (frame.bytes > MAX_BYTES) return reply(client, error('tooLarge'));
  if (frame.binary) return reply(client, error('malformed'));
  const m = frame.decode();
  if (!m) return reply(client, error('malformed'));
  // Only a type the room registered: Colyseus would close the connection on another.
  if (typeof m.type !== 'string' || !types.has(m.type)) return reply(client, error('unknown'));
  return false;
}

const INVALID = Symbol('invalid');

// Registers handlers: {type: (client, payload) => void}, each type with the schema of its name
// (messages.cjs). A message sent with no payload counts as {}. Returns the Map of types guard() takes.
function listen(room, handlers, log) {
  const types = new Map();
  for (const [type, handler] of Object.entries(handlers)) {
    types.set(type, handler);
    // The validate function never throws: Colyseus would close the connection.
    const validate = (payload) => (valid(type, payload) ? (payload === undefined || payload === null ? {} : payload) : INVALID);
    room.onMessage(type, (client, payload) => {
      if (payload === INVALID) return reply(client, error('malformed'));
      try {
        handler(client, payload);
      } catch (e) {
        log(`a "${type}" message failed: ${e && e.stack || e}`);
        reply(client, error('malformed'));
      }
      return true;
    }, validate);
  }
  // Any other type (guard() lets none through): answered, where Colyseus would close the connection.
  room.onMessage('*', (client) => reply(client, error('unknown')));
  return types;
}

function reply(client, message) {
  try {
    client.send('error', message);
  } catch (e) {
    // the client is gone: nothing to tell
  }
  return true;
}

module.exports = { guard, listen };
