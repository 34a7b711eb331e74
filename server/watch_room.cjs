// The door for watchers (room name "watch", roomId = the watch id, which does not reveal the
// table id): a watcher joins here and the table's room sends it what it sends its players.
// Only the server makes these rooms, one beside each table room.
'use strict';
const { requireDep } = require('./deps.cjs');
const { Room, ServerError, ErrorCode } = requireDep('@colyseus/core');
const { PHRASES, valid, error } = require('./messages.cjs');
const { receive } = require('./inbox.cjs');
const registry = require('./registry.cjs');

class WatchRoom extends Room {
  onCreate(options) {
    if (!options || options.internal !== registry.INTERNAL || typeof options.watch !== 'string') {
      throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.noTable);
    }
    this.roomId = options.watch;
    this.autoDispose = false;
    this.maxClients = 256;
    this.setPatchRate(null);
    this.setPrivate(true);
    const watcher = (client) => client.send('error', error('watcher'));
    this.handlers = { resync: (client) => this.table().resync(client), step: watcher, start: watcher, bot: watcher, legal: watcher };
  }

  table() {
    return registry.byWatch.get(this.roomId);
  }

  onAuth(client, options) {
    if (!valid('watch', options)) throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.malformed);
    if (!this.table()) throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.noTable);
    return true;
  }

  onJoin(client) {
    const t = this.table();
    if (!t) return client.leave();
    client.userData = Object.assign(client.userData || {}, { watcher: true });
    t.watchers.add(client);
    t.awake();
    client.send('welcome', { table: null, watch: this.roomId, seat: -1, secret: null, host: false, code: null });
    t.sendPosition(client);
  }

  onLeave(client) {
    const t = this.table();
    if (t) {
      t.watchers.delete(client);
      t.watcherLeft();
    }
  }

  _onMessage(client, buffer) {
    try {
      if (!receive(client, buffer, this.handlers, WatchRoom.log)) super._onMessage(client, buffer);
    } catch (e) {
      WatchRoom.log(`watch ${this.roomId}: a frame failed: ${e && e.stack || e}`);
    }
  }
}

WatchRoom.log = (line) => console.error(line);

module.exports = { WatchRoom };
