// The Colyseus room of one table (room name "table", roomId = the table id): who is connected to
// which seat, the messages of docs/online.md, and what the table announces sent on to every
// player and watcher. The rules and the records are the Table's (table.cjs). Colyseus's public API
// only; the two things it does not offer (a look at frames before decoding, reservations that do
// not fill the room) come from GuardedRoom (colyseus_extensions.cjs).
'use strict';
const { requireDep } = require('./deps.cjs');
const { ServerError, ErrorCode, matchMaker } = requireDep('@colyseus/core');
const { GuardedRoom } = require('./colyseus_extensions.cjs');
const { Table } = require('./table.cjs');
const { PHRASES, valid, badNames, error } = require('./messages.cjs');
const { guard, listen } = require('./inbox.cjs');
const registry = require('./registry.cjs');

const REPLACED = 4001;  // close code for a connection whose seat was taken back from another device
// Seat reservations (a matchmaking answer not yet followed by a connection) a table keeps at most:
// past that the oldest is let go of, so reservations never fill a table.
const MAX_PENDING = 32;
const MAX_CONNECTED = 16;  // clients connected at once
// Positions one connection may ask for: a few at once, then one every RESYNC_MS (resync below).
const RESYNC_MS = 2000;
const RESYNC_BURST = 5;

function refuseJoin(key) {
  return new ServerError(ErrorCode.APPLICATION_ERROR, PHRASES[key] || key);
}

class TableRoom extends GuardedRoom {
  // What went wrong inside is logged, never told: a client hears only the phrases of messages.cjs.
  async onCreate(options) {
    try {
      await this.setUp(options);
    } catch (e) {
      if (e instanceof ServerError) throw e;
      TableRoom.deps.log(`a table could not be made: ${e && e.stack || e}`);
      throw refuseJoin('badStart');
    }
  }

  async setUp(options) {
    const deps = TableRoom.deps;
    let table;
    this.creator = null;
    if (options && options.internal === registry.INTERNAL && options.restore instanceof Table) {
      table = options.restore;
    } else {
      const asked = JSON.stringify(options);
      if (badNames(options)) throw refuseJoin('badName');
      if (!valid('create', options)) throw refuseJoin('malformed');
      const made = await Table.create(options, deps);
      if (made.error) throw new ServerError(ErrorCode.APPLICATION_ERROR, made.error);
      table = made.table;
      // Its creator's connection is the one that brings these very options (below, seatFor).
      this.creator = { seat: made.seat, secret: made.secret, back: false, options: asked };
    }
    this.roomId = table.id;
    this.table = table;
    this.deps = deps;
    this.clientOf = new Map();  // seat → its client
    this.watchers = new Set();
    // Only by its id: never matched by join() or joinOrCreate(); it waits (days) with nobody in it.
    // A finished table (reopened to be looked at) goes once nobody is left, watchers included.
    this.settleDisposal();
    // A reservation holds no seat of the table (the seat is taken when the client connects) and
    // never fills the room (maxClients stays Infinity; MAX_CONNECTED is checked in onAuth): at most
    // MAX_PENDING wait, the oldest let go of.
    this.limitReservations(MAX_PENDING, deps.reservationMs / 1000);
    this.patchRate = null;
    await this.setPrivate(true);
    table.hooks = {
      step: (m) => {
        this.tell('step', m);
        if (!m.over) return;
        this.settleDisposal();  // a finished table goes once everyone has left
        // Over: the saved game may be given now, to everyone at once rather than to each who asks.
        this.everyone().forEach((c) => this.sendPosition(c));
      },
      seats: () => this.announceSeats(),
      started: () => registry.byCode.delete(this.code),
      position: () => {
        this.told = (this.told || 0) + 1;
        this.everyone().forEach((c) => this.sendPosition(c));
      },
    };
    registry.byTable.set(table.id, this);
    registry.byWatch.set(table.watch, this);
    this.code = table.code;
    if (this.code) registry.byCode.set(this.code, this);
    await matchMaker.createRoom('watch', { internal: registry.INTERNAL, watch: table.watch });
    // Every frame goes through the inbox first (size, pace, decoding), then Colyseus hands each
    // message to its handler here with its schema checked.
    this.types = listen(this, {
      step: (client, m) => this.onStep(client, m),
      start: (client) => this.withSeat(client, (seat) => this.table.start(seat)),
      bot: (client, m) => this.withSeat(client, (seat) => this.table.handToBot(seat, m.seat, this.connected())),
      resync: (client) => this.resync(client),
      legal: (client) => this.withSeat(client, (seat) => this.table.after(() => this.sendLegal(client, seat))),
    }, (line) => this.deps.log(`table ${this.roomId}: ${line}`));
  }

  onRoomFrame(client, frame) {
    return guard(client, frame, this.types);
  }

  // Its welcome (with the seat's secret) goes out now: a client that leaves before this never had it.
  onJoinAcknowledged(client) {
    client.userData = Object.assign(client.userData || {}, { acked: true });
  }

  // Whether the room goes once nobody is in it: only a finished table, and not while someone
  // watches (the watch room's clients are not this room's). Colyseus disposes of it a second after
  // the last one leaves.
  settleDisposal() {
    const go = Boolean(this.table.over) && this.watchers.size === 0;
    if (this.autoDispose !== go) this.autoDispose = go;
  }

  // Every connection: its frames guarded, its reservation not let go of, the room not full.
  async onAuth(client, options) {
    this.guardFrames(client);
    this.admit(client);
    try {
      // The others being let in at the same time count too: onAuth waits (seatFor), so a burst of
      // connections would all pass a count of the connected alone.
      if (this.clients.length + this.connecting() - 1 >= MAX_CONNECTED) throw refuseJoin('noSeat');
      return await this.seatFor(client, options);
    } catch (e) {
      if (e instanceof ServerError) throw e;
      this.deps.log(`table ${this.roomId}: a join failed: ${e && e.stack || e}`);
      throw refuseJoin('malformed');
    } finally {
      this.admitted(client);
    }
  }

  // The table's creator: the connection that brings the create's own options (its reservation is
  // the create's answer, and nobody else knows the table id before the creator's welcome); a join
  // by id with any other options is a join, checked as one.
  async seatFor(client, options) {
    if (this.creator && JSON.stringify(options) === this.creator.options) {
      const c = this.creator;
      this.creator = null;
      return c;
    }
    // A seat taken back by its secret keeps its name: a name kept in a browser from before names were
    // checked never locks its player out of the seat.
    if (badNames(options) && options.secret) options = { secret: options.secret };
    if (badNames(options)) throw refuseJoin('badName');
    if (!valid('join', options)) throw refuseJoin('malformed');
    const r = await this.table.claim(options.secret, options.name);
    if (r.error) throw refuseJoin(r.error);
    return r;
  }

  onJoin(client, options, auth) {
    this.awake();
    const seat = auth.seat;
    client.userData = Object.assign(client.userData || {}, { seat, claim: auth });
    const old = this.clientOf.get(seat);
    this.clientOf.set(seat, client);
    if (old && old !== client) old.leave(REPLACED);
    // Held back by Colyseus until the client acknowledges its join (see onJoinAcknowledged).
    client.send('welcome', this.welcome(client, seat, auth.secret));
    this.table.after(() => this.sendPosition(client));
    this.announceSeats();
    if (auth.back && this.table.started) this.table.scheduleBot();  // a bot gave the seat back
  }

  welcome(client, seat, secret) {
    const code = this.table.started ? null : this.table.code;
    return { table: this.table.id, watch: this.table.watch, seat, secret, host: seat === this.table.hostSeat, code };
  }

  // A client that leaves before acknowledging its join never had its welcome, so never learnt
  // the seat's secret: the seat it took is given back (open again, or to its bot).
  async onLeave(client) {
    const data = client.userData || {};
    const seat = data.seat;
    if (seat === undefined) return;
    const held = this.clientOf.get(seat) === client;
    if (held) this.clientOf.delete(seat);
    if (held && !data.acked && data.claim && data.claim.taken) {
      if (await this.table.release(seat, data.claim.prior, data.claim.taken)) {
        this.deps.log(`table ${this.table.id}: seat ${seat} given back (its client left before its welcome)`);
      }
    }
    this.announceSeats();
    this.maybeIdle();
  }

  // A game in play with nobody at it — no player, no watcher, no join on its way — leaves memory after
  // deps.idleMs: its engine copy is closed and the room goes; the next join by its table or watch id
  // opens it again from the database (main.cjs, reopen), so idle tables cost the engine nothing.
  // A lobby stays (its short code is looked up in memory); a finished table goes once empty anyway.
  maybeIdle() {
    clearTimeout(this.idleTimer);
    // Checked when it fires (a client that is leaving may still be counted now).
    if (!this.table.started || this.table.over) return;
    this.idleTimer = setTimeout(() => {
      if (!this.empty() || this.table.over) return;
      this.table.after(() => {
        if (!this.empty() || this.table.thinking !== null) return this.maybeIdle();
        this.deps.log(`table ${this.table.id}: let go of while nobody is at it (opened again when asked for)`);
        return this.disconnect();
      });
    }, this.deps.idleMs);
    if (this.idleTimer.unref) this.idleTimer.unref();
  }

  awake() {
    clearTimeout(this.idleTimer);
  }

  empty() {
    return this.clients.length === 0 && this.watchers.size === 0 && this.reservationsWaiting() === 0;
  }

  watcherCame(client) {
    this.watchers.add(client);
    this.settleDisposal();
    this.awake();
  }

  // The last watcher left: a finished table with nobody in it may go now.
  watcherLeft(client) {
    this.watchers.delete(client);
    this.settleDisposal();
    this.maybeIdle();
  }

  // The table is past its age and gone from the database: everyone is let go of, the room closes.
  expire() {
    this.table.expired = true;
    this.disconnect();
  }

  onDispose() {
    clearTimeout(this.idleTimer);
    this.forgetReservations();
    registry.byTable.delete(this.table.id);
    registry.byWatch.delete(this.table.watch);
    if (registry.byCode.get(this.code) === this) registry.byCode.delete(this.code);
    this.table.dispose();
    const watch = matchMaker.getLocalRoomById(this.table.watch);
    if (watch) watch.disconnect();
  }

  // What the position sent now depends on: a count of everything told since (steps, seats), the step.
  positionKey() {
    return `${this.told}:${this.table.n}:${this.table.started}:${this.table.over}`;
  }

  // Positions asked for by one connection: RESYNC_BURST at once, then one every RESYNC_MS. Past
  // that, the position it was sent last is refused in words (it has it) and the ask waits its turn.
  resync(client) {
    const u = client.userData || (client.userData = {});
    const now = Date.now();
    const b = u.asks || (u.asks = { tokens: RESYNC_BURST, at: now });
    b.tokens = Math.min(RESYNC_BURST, b.tokens + (now - b.at) / RESYNC_MS);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      u.warned = false;
      return this.table.after(() => this.sendPosition(client));
    }
    // The position it has already, asked again too soon: told once. Either way the ask is answered
    // when its turn comes, once however often it came, so no client waits on an ask never answered.
    if (u.sent && u.sent.key === this.positionKey()) {
      if (!u.warned) client.send('error', error('tooMany'));
      u.warned = true;
    }
    if (!u.later) {
      u.later = setTimeout(() => {
        u.later = null;
        if (this.everyone().includes(client)) this.resync(client);
      }, (1 - b.tokens) * RESYNC_MS);
    }
    return null;
  }

  onStep(client, m) {
    // Its own step may have changed what the client shows: its next resync is answered.
    if (client.userData && client.userData.asks) client.userData.asks.tokens = Math.max(1, client.userData.asks.tokens);
    this.withSeat(client, (seat) => this.table.step(seat, m.n, m.step).then((r) => {
      if (r.refused) client.send('refused', r.refused);
      return r.error || null;
    }));
  }

  // The steps the engine takes now from this seat (none when it is not its turn): the tile in hand
  // is public, so these tell nothing hidden.
  sendLegal(client, seat) {
    if (!this.table.started) return 'notStarted';
    if (this.table.over) return 'over';
    const r = seat === this.table.next ? this.deps.engine.legal(this.table.id) : { ok: true, moves: [] };
    client.send('legal', { n: this.table.n, moves: r.ok ? r.moves : [] });
    return null;
  }

  // Runs an action for the client's seat; an error key it returns is said to the client.
  withSeat(client, action) {
    const seat = client.userData && client.userData.seat;
    // A connection whose seat was taken back from another device speaks for nobody any more.
    const seated = seat !== undefined && this.clientOf.get(seat) === client;
    // The table's actions answer once written: a Promise of the error key.
    Promise.resolve(!seated ? 'malformed' : action(seat)).then((key) => {
      if (key) client.send('error', error(key));
    }, (e) => {
      this.deps.log(`table ${this.roomId}: ${e && e.stack || e}`);
      client.send('error', error('busy'));
    });
  }

  connected() {
    return new Set(this.clientOf.keys());
  }

  everyone() {
    return [...this.clientOf.values(), ...this.watchers];
  }

  tell(type, message) {
    this.told = (this.told || 0) + 1;
    for (const c of this.everyone()) c.send(type, message);
  }

  announceSeats() {
    this.tell('seats', { seats: this.table.publicSeats(this.connected()) });
  }

  // The whole current position: on join, start and resync. The saved game only after the end.
  // Made once per change and kept: many watchers asking cost the engine one view.
  sendPosition(client) {
    const key = this.positionKey();
    if (!this.position || this.position.key !== key) {
      const m = { seats: this.table.publicSeats(this.connected()), started: this.table.started, view: this.table.view() };
      if (this.table.over && this.table.finalGame) m.game = this.table.finalGame;
      this.position = { key, m };
    }
    client.userData = Object.assign(client.userData || {}, { sent: { key } });
    client.send('position', this.position.m);
  }
}

TableRoom.deps = null;  // {engine, store, botPauseMs, botBudgetMs, log}: set by main.cjs

module.exports = { TableRoom };
