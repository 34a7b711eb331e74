// Turns a client's raw frames into checked messages: at most MAX_BYTES, at most MAX_PER_SECOND a
// second, decoded here (a frame that does not decode is an error reply, not a dropped connection)
// and checked against its schema before the room's handler sees it. Whatever a frame holds, the
// handler is not reached and nothing changes unless the message is well-formed.
'use strict';
const { requireDep } = require('./deps.cjs');
const { Protocol, ClientState } = requireDep('@colyseus/core');
const { decode } = requireDep('@colyseus/schema');
const { unpack } = requireDep('@colyseus/msgpackr');
const { MAX_BYTES, Throttle, valid, error } = require('./messages.cjs');

// handlers: {type: (client, payload) => void}; each type has a schema of the same name.
// Returns true when the frame was a room message (handled or answered), false for the
// framework's own frames (join, leave), which the room passes on.
const MAX_UNREAD = 1 << 20;

function receive(client, buffer, handlers, log) {
  const code = buffer && buffer[0];
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return false;
  // Until the client has acknowledged its join, what it is sent waits in a queue with no limit:
  // its messages (a resync answered with the whole position) are not taken then. Nor while its
  // socket holds more than a megabyte it has not read.
  if (ClientState && client.state === ClientState.JOINING) return true;
  if (client.ref && client.ref.bufferedAmount > MAX_UNREAD) return true;
  if (!client.userData) client.userData = {};
  if (!client.userData.throttle) client.userData.throttle = new Throttle();
  const pace = client.userData.throttle.take();
  if (pace === 'drop') return true;
  if (pace === 'warn') return reply(client, error('tooMany'));
  if (buffer.byteLength > MAX_BYTES) return reply(client, error('tooLarge'));
  if (code === Protocol.ROOM_DATA_BYTES) return reply(client, error('malformed'));
  let type;
  let payload;
  try {
    const it = { offset: 1 };
    type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    payload = buffer.byteLength > it.offset ? unpack(buffer.subarray(it.offset, buffer.byteLength)) : undefined;
  } catch (e) {
    return reply(client, error('malformed'));
  }
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(handlers, type)) return reply(client, error('unknown'));
  if (!valid(type, payload)) return reply(client, error('malformed'));
  try {
    handlers[type](client, payload === undefined || payload === null ? {} : payload);
  } catch (e) {
    log(`a "${type}" message failed: ${e && e.stack || e}`);
    reply(client, error('malformed'));
  }
  return true;
}

function reply(client, message) {
  try {
    client.send('error', message);
  } catch (e) {
    // the client is gone: nothing to tell
  }
  return true;
}

module.exports = { receive };
