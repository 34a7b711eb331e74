// The door for watchers (room name "watch", roomId = the watch id, which does not reveal the
// table id): a watcher joins here and the table's room sends it what it sends its players.
// Only the server makes these rooms, one beside each table room. Colyseus's public API only, with
// GuardedRoom's look at frames before decoding (colyseus_extensions.cjs).
'use strict';
const { requireDep } = require('./deps.cjs');
const { ServerError, ErrorCode } = requireDep('@colyseus/core');
const { GuardedRoom } = require('./colyseus_extensions.cjs');
const { PHRASES, valid, error } = require('./messages.cjs');
const { guard, listen } = require('./inbox.cjs');
const registry = require('./registry.cjs');

class WatchRoom extends GuardedRoom {
  onCreate(options) {
    if (!options || options.internal !== registry.INTERNAL || typeof options.watch !== 'string') {
      throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.noTable);
    }
    this.roomId = options.watch;
    this.autoDispose = false;
    this.maxClients = 256;
    this.patchRate = null;
    this.setPrivate(true);
    const watcher = (client) => client.send('error', error('watcher'));
    this.types = listen(this, { resync: (client) => this.table().resync(client), step: watcher, start: watcher, bot: watcher, legal: watcher },
      (line) => WatchRoom.log(`watch ${this.roomId}: ${line}`));
  }

  onRoomFrame(client, frame) {
    return guard(client, frame, this.types);
  }

  table() {
    return registry.byWatch.get(this.roomId);
  }

  onAuth(client, options) {
    this.guardFrames(client);
    if (!valid('watch', options)) throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.malformed);
    if (!this.table()) throw new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES.noTable);
    return true;
  }

  onJoin(client) {
    const t = this.table();
    if (!t) return client.leave();
    client.userData = Object.assign(client.userData || {}, { watcher: true });
    t.watcherCame(client);
    client.send('welcome', { table: null, watch: this.roomId, seat: -1, secret: null, host: false, code: null });
    t.sendPosition(client);
  }

  onLeave(client) {
    const t = this.table();
    if (t) t.watcherLeft(client);
  }
}

WatchRoom.log = (line) => console.error(line);

module.exports = { WatchRoom };
