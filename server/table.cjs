// One online table: its seats, its game in the engine, its steps in the store, and the bots that
// play its bot seats. Knows nothing of connections: the room (table_room.cjs) says who is asking
// and passes on what the table announces through `hooks`.
'use strict';
const { newId, hashSecret, secretMatches, newSeed, newCode } = require('./ids.cjs');
const registry = require('./registry.cjs');
const { PHRASES, normalName } = require('./messages.cjs');
const { botPlay, PALETTE_WORDS } = require('./seats.cjs');

// A seat with no name (a bot the server made, a player who gave none) is stored and sent with the
// name '': each page names it in its own language. The engine still needs a name for it: the
// palette's colour word of the seat (the page's colours, in order: web/seats.json), which a page
// shows in its own language when it loads a position or a saved game.
function engineName(name, i) {
  return cleanName(name, PALETTE_WORDS[i % PALETTE_WORDS.length]);
}

// The English name the server once gave a seat nobody named ('Player ' and the seat's number from 1).
function oldDefaultName(i) {
  return 'Player ' + (i + 1);
}

function cleanName(name, fallback) {
  const n = typeof name === 'string' ? normalName(name) : '';
  return n || fallback;
}

function refusal(reason, key, values = []) {
  return { reason, phrase: PHRASES[key], values, path: '' };
}

class Table {
  // record: as the store reads it back ({id, watch, settings, seed, started, over, seats, steps}).
  constructor(record, deps) {
    this.id = record.id;
    this.watch = record.watch;
    this.settings = record.settings;
    this.seed = record.seed;
    this.started = record.started;
    this.over = record.over;
    this.code = record.started ? null : record.code || null;  // valid while the table is not started
    this.seats = record.seats.map((s) => ({ ...s }));
    this.deps = deps;
    this.n = 0;
    this.next = null;
    this.finalView = null;  // the last view, kept when the engine lets go of a finished game
    this.finalGame = null;  // the whole saved game: offered only once the game is over
    this.botTimer = null;
    this.steps = [];  // {seat, step} as stored: what a bot thread replays
    this.thinking = null;  // the step number a bot thread is thinking about, or null
    this.hooks = { step() {}, seats() {}, position() {}, started() {} };
    this.touched = record.updated || Date.now();  // the last write: for the expiry
    this.queue = Promise.resolve();  // the changes waiting for the one being written (serial)
    this.unsure = false;  // a step write failed: the store may hold it after all (reload first)
  }

  // One change at a time: each waits for the write before it, so what the engine, the store and
  // the players hear never disagree on the order. Resolves to what `work` gives.
  serial(work) {
    const run = this.queue.then(() => work());
    this.queue = run.catch(() => {});
    return run;
  }

  // Runs `work` once the changes already waiting are written (a position, the legal steps).
  after(work) {
    return this.serial(work).catch((e) => this.deps.log(`table ${this.id}: ${e && e.stack || e}`));
  }

  // A new table from the create options (already schema-checked). Returns {table, seat, secret} or
  // {error: phrase} when the engine would not set such a game up.
  static async create(options, deps) {
    const players = options.players;
    const you = players.findIndex((p) => p.you);
    if (you < 0 || players.findIndex((p, i) => p.you && i !== you) >= 0) {
      return { error: PHRASES.badSettings.replace('{0}', 'exactly one seat must be "you"') };
    }
    const settings = { players, sets: options.sets || ['base'], options: options.options || {} };
    // The engine checks the sets and options now, so a bad table is refused before anyone joins it.
    const probeId = 'probe-' + newId();
    const probe = deps.engine.open(probeId, settings.sets, engineOptions(settings), players.map((p, i) => engineName('', i)), 1);
    if (!probe.ok) return { error: PHRASES.badSettings.replace('{0}', fill(probe.refusal)) };
    deps.engine.close(probeId);
    const secret = newId();
    const seats = players.map((p, i) => {
      if (p.you) return { name: cleanName(p.name || options.name, ''), secretHash: hashSecret(secret), bot: null, open: false };
      if (p.open) return { name: '', secretHash: null, bot: null, open: true };
      return { name: cleanName(p.name, ''), secretHash: null, bot: p.bot, open: false };
    });
    let code = newCode();
    while (registry.byCode.has(code)) code = newCode();
    const record = { id: newId(), watch: newId(), settings, seed: newSeed(), started: false, over: false, code, seats, steps: [] };
    await deps.store.createTable(record);
    return { table: new Table(record, deps), seat: you, secret };
  }

  get hostSeat() {
    return this.settings.players.findIndex((p) => p.you);
  }

  // Opens the game again after a restart: the engine deals from the same seed and replays every
  // stored step. False (and the table left out) if the steps do not replay. A finished game is
  // replayed to its end, its last view and saved game kept, and let go of again (read-only).
  restore(steps) {
    // Stored before unnamed seats were stored as '': the old default name, read as no name.
    this.seats = this.seats.map((s, i) => (s.name === oldDefaultName(i) ? { ...s, name: '' } : s));
    if (!this.started) return true;
    const opened = this.openEngine(this.seats);
    if (!opened) return false;
    this.n = opened.steps;
    this.next = opened.next;
    for (const s of steps) {
      const { r, seat } = this.playStored(s);
      if (!r.ok || r.n !== s.n) {
        this.deps.log(`table ${this.id}: stored step ${s.n} does not replay (${JSON.stringify(r.refusal || r.n)})`);
        this.deps.engine.close(this.id);
        return false;
      }
      this.n = r.n + 1;
      this.next = r.next;
      this.steps.push({ seat, step: s.step });
    }
    if (this.over) this.finish();
    else this.scheduleBot();
    return true;
  }

  // Deals the game in the engine for these seats; the engine's first view, or null.
  openEngine(seats) {
    const names = seats.map((s, i) => engineName(s.name, i));
    const r = this.deps.engine.open(this.id, this.settings.sets, engineOptions(this.settings), names, this.seed);
    if (!r.ok) {
      this.deps.log(`table ${this.id}: the engine would not open it (${JSON.stringify(r.refusal)})`);
      return null;
    }
    return r.view;
  }

  // Writes the seats (and the start) to the store, and only then makes them the table's: a write
  // that fails leaves the table as it was. False when the write failed.
  async writeSeats(seats, started) {
    try {
      await this.deps.store.saveSeats(this.id, seats, started);
    } catch (e) {
      this.deps.log(`table ${this.id}: the seats were not stored (${e.message}); nothing changed`);
      return false;
    }
    this.seats = seats;
    this.touched = Date.now();
    return true;
  }

  withSeat(i, seat) {
    return this.seats.map((s, j) => (j === i ? seat : s));
  }

  // What everyone may see of the seats; `connected` is the set of seats with a client now.
  publicSeats(connected) {
    return this.seats.map((s, i) => ({ name: s.name, bot: s.bot || null, open: !!s.open, connected: !!s.bot || connected.has(i) }));
  }

  // The public position (engine view), or null before the start.
  view() {
    if (!this.started) return null;
    if (this.finalView) return this.finalView;
    const r = this.deps.engine.view(this.id);
    return r.ok ? r.view : null;
  }

  // A seat for a joining client: its own seat back by its secret, else (before the start) the first
  // open seat. Returns {seat, secret, back, prior, taken} or {error: phrase key}: `prior` is the seat
  // as it was and `taken` as it is now, so a join that drops before its welcome can give it back.
  claim(secret, name) {
    return this.serial(() => this.claimNow(secret, name));
  }

  async claimNow(secret, name) {
    if (secret) {
      const seat = this.seats.findIndex((s) => s.secretHash && secretMatches(secret, s.secretHash));
      if (seat >= 0) {
        const s = this.seats[seat];
        if (this.over) return { seat, secret, back: true, changed: false, prior: s, taken: s };  // read-only
        const taken = { ...s, bot: null };  // a bot kept the seat warm: the person takes it back
        if (!this.started && name) taken.name = cleanName(name, s.name);
        const changed = taken.bot !== s.bot || taken.name !== s.name;
        if (!changed) return { seat, secret, back: true, changed: false, prior: s, taken: s };
        if (!(await this.writeSeats(this.withSeat(seat, taken), false))) return { error: 'unsaved' };
        return { seat, secret, back: true, changed: true, prior: s, taken };
      }
    }
    // Refused in words that say why: the game is over, has started, or every seat is taken.
    if (this.over) return { error: 'overNoSeat' };
    if (this.started) return { error: 'startedNoSeat' };
    const seat = this.seats.findIndex((s) => s.open);
    if (seat < 0) return { error: 'noSeat' };
    const fresh = newId();
    const prior = this.seats[seat];
    const taken = { ...prior, name: cleanName(name, ''), secretHash: hashSecret(fresh), open: false };
    if (!(await this.writeSeats(this.withSeat(seat, taken), false))) return { error: 'unsaved' };
    return { seat, secret: fresh, back: false, changed: true, prior, taken };
  }

  // Gives a seat back as it was before a join whose client left before its welcome (so never
  // learnt the secret): unless something else changed the seat since. True if it was given back.
  release(seat, prior, taken) {
    return this.serial(() => this.releaseNow(seat, prior, taken));
  }

  async releaseNow(seat, prior, taken) {
    if (!prior || this.seats[seat] !== taken || prior === taken) return false;
    // The host started meanwhile: an open seat is no longer, so a bot plays it.
    const back = this.started && prior.open
      ? { name: '', secretHash: null, bot: this.settings.options.openSeats || 'greedy', open: false }
      : prior;
    if (!(await this.writeSeats(this.withSeat(seat, back), false))) return false;
    if (this.started) this.scheduleBot();
    return true;
  }

  // The host starts the game: open seats become bots, the engine deals, the store keeps it; only
  // then does the table change. Returns an error key or null.
  start(bySeat) {
    return this.serial(() => this.startNow(bySeat));
  }

  async startNow(bySeat) {
    if (bySeat !== this.hostSeat) return 'notHost';
    if (this.started) return 'started';
    const level = this.settings.options.openSeats || 'greedy';
    const seats = this.seats.map((s, i) => (s.open ? { ...s, open: false, bot: level, name: '' } : s));
    const view = this.openEngine(seats);
    if (!view) return 'badStart';
    if (!(await this.writeSeats(seats, true))) {
      this.deps.engine.close(this.id);
      return 'badStart';
    }
    this.started = true;
    this.code = null;
    this.n = view.steps;
    this.next = view.next;
    this.hooks.started();
    this.hooks.seats();
    this.hooks.position();
    this.scheduleBot();
    return null;
  }

  // A step from a seat: {refused} (the engine's refusal, or a stale n), {error: key}, or {ok}.
  step(seat, n, step) {
    return this.serial(() => this.stepNow(seat, n, step));
  }

  async stepNow(seat, n, step) {
    if (this.unsure && !(await this.reload())) return { error: 'busy' };
    if (!this.started) return { error: 'notStarted' };
    if (this.over) return { refused: { n, refusal: refusal('over', 'over') } };
    if (n !== this.n) return { refused: { n, refusal: refusal('stale', 'stale') } };
    if (this.seats[seat] && this.seats[seat].bot) return { refused: { n, refusal: refusal('not-your-turn', 'notBotSeat') } };
    return this.accept(seat, step);
  }

  // Plays a step in the engine, writes it, then tells everyone (only ever inside serial()). A step
  // the store could not write is taken back: the engine's game is dealt again and fed the steps
  // known to be stored, without asking the store (it may be away). The write may have reached the
  // store all the same (its answer was lost): the next step reads the store first (reload).
  async accept(seat, step) {
    const r = this.deps.engine.play(this.id, seat, step);
    if (!r.ok) return { refused: { n: this.n, refusal: r.refusal } };
    try {
      await this.deps.store.addStep(this.id, r.n, r.seat, r.step, r.over);
    } catch (e) {
      this.deps.log(`table ${this.id}: step ${r.n} not stored (${e.message}); taken back`);
      this.unsure = true;
      this.replay(this.steps);
      return { error: 'busy' };
    }
    this.n = r.n + 1;
    this.next = r.next;
    this.steps.push({ seat: r.seat, step: r.step });
    this.touched = Date.now();
    if (r.over) this.finish();
    this.hooks.step({ n: r.n, seat: r.seat, step: r.step, tile: r.tile, next: r.next, over: r.over, scores: r.scores, bag: r.bag });
    this.scheduleBot(r.tile !== null && r.tile !== undefined);
    return { ok: true };
  }

  // A stored step played again: {r, seat}. Stored by a server that took every dragon step from
  // the seat whose turn it was (before each step was the next seat's, RULES-EXPANSIONS §4.2), it
  // is replayed as the seat whose step it is (both on restore and on reload after a failed write).
  playStored(s) {
    let seat = s.seat;
    let r = this.deps.engine.play(this.id, seat, s.step);
    if (!r.ok && r.refusal && r.refusal.reason === 'not-your-turn' && this.next !== null && this.next !== seat) {
      seat = this.next;
      r = this.deps.engine.play(this.id, seat, s.step);
    }
    return { r, seat };
  }

  // The engine's game dealt again and fed these steps: what the table is now.
  replay(steps) {
    this.deps.engine.close(this.id);
    const view = this.openEngine(this.seats);
    if (!view) return;
    this.n = view.steps;
    this.next = view.next;
    const known = steps;
    this.steps = [];
    for (const s of known) {
      const { r, seat } = this.playStored(s);
      if (!r.ok) {
        this.deps.log(`table ${this.id}: stored step ${s.n} does not replay (${JSON.stringify(r.refusal || r.n)})`);
        break;
      }
      this.n = r.n + 1;
      this.next = r.next;
      this.steps.push({ seat, step: s.step });
    }
  }

  // After a failed step write: the steps the store holds are the game (a write whose answer was
  // lost may be there). False while the store cannot be read. Those who missed a step get the
  // whole position again.
  async reload() {
    let stored;
    try {
      stored = await this.deps.store.stepsOf(this.id);
    } catch (e) {
      this.deps.log(`table ${this.id}: the store cannot be read (${e.message})`);
      return false;
    }
    this.unsure = false;
    if (stored.length === this.steps.length) return true;
    this.replay(stored);
    this.touched = Date.now();
    const v = this.deps.engine.view(this.id);
    if (v.ok && v.view.over) this.finish();  // the step whose answer was lost ended the game
    this.hooks.position();
    this.scheduleBot();
    return true;
  }

  // The game ended: keep its last view and its saved game, and free the engine's table.
  finish() {
    this.over = true;
    const v = this.deps.engine.view(this.id);
    if (v.ok) this.finalView = v.view;
    const g = this.deps.engine.save(this.id);
    if (g.ok) this.finalGame = g.game;
    this.deps.engine.close(this.id);
    clearTimeout(this.botTimer);
    if (this.deps.bots) this.deps.bots.forget(this.id);
  }

  // The host hands a seat whose player has gone to a bot, so the others can finish.
  handToBot(bySeat, seat, connected) {
    return this.serial(() => this.handToBotNow(bySeat, seat, connected));
  }

  async handToBotNow(bySeat, seat, connected) {
    if (bySeat !== this.hostSeat) return 'notHost';
    if (!this.started) return 'notStarted';
    if (this.over) return 'over';
    const s = this.seats[seat];
    if (!s || s.bot || connected.has(seat)) return 'notBotSeat';
    if (!(await this.writeSeats(this.withSeat(seat, { ...s, bot: this.settings.options.openSeats || 'greedy' }), false))) return 'unsaved';
    this.hooks.seats();
    this.scheduleBot(true);
    return null;
  }

  // A bot to move plays after a pause people can follow (a shorter one inside its turn).
  scheduleBot(newTurn = true) {
    clearTimeout(this.botTimer);
    this.botTimer = null;
    if (!this.started || this.over || this.next === null || this.next === undefined) return;
    const s = this.seats[this.next];
    if (!s || !s.bot) return;
    const pause = newTurn ? this.deps.botPauseMs : Math.round(this.deps.botPauseMs / 3);
    this.botTimer = setTimeout(() => this.serial(() => this.playBot()), pause);
  }

  // Only inside serial(): the engine's game is the stored one.
  async playBot() {
    this.botTimer = null;
    if (this.disposed || this.over || this.next === null || this.thinking === this.n) return;
    const seat = this.next;
    const level = this.seats[seat] && this.seats[seat].bot;
    if (!level) return;
    // The level's engine bot and its share of the server's budget (web/seats.json).
    const { engine: engineBot, budgetMs: budget } = botPlay(level, this.deps.botBudgetMs);
    if (engineBot !== 'mcts' || !this.deps.bots) {
      await this.playBotStep(seat, level, this.deps.engine.bot(this.id, engineBot, budget));
      return;
    }
    // The search thinks in a bot thread; the table (and every other) goes on meanwhile.
    const n = this.n;
    this.thinking = n;
    const names = this.seats.map((s, i) => engineName(s.name, i));
    this.deps.bots.think({
      table: this.id, sets: this.settings.sets, options: engineOptions(this.settings), names, seed: this.seed,
      steps: this.steps, bot: engineBot, budgetMs: budget,
    }).then((r) => this.serial(async () => {
      if (this.thinking === n) this.thinking = null;
      // The table moved on meanwhile (the player took the seat back, it was closed): not wanted now.
      if (this.disposed || this.over || this.n !== n || this.next !== seat || !this.seats[seat].bot) return;
      await this.playBotStep(seat, level, r);
    }));
  }

  async playBotStep(seat, level, r) {
    if (this.unsure && !(await this.reload())) return this.botLater();
    let result = r && r.ok ? await this.accept(seat, r.step) : null;
    // The store is away: the bot tries again later rather than stall the table for good.
    if (result && result.error === 'busy') return this.botLater();
    if (!result || !result.ok) {
      // A bot must never stall a table: fall back on the first legal step.
      this.deps.log(`table ${this.id}: bot ${level} failed (${JSON.stringify((r && r.refusal) || result)}); playing a legal step`);
      const legal = this.deps.engine.legal(this.id);
      if (legal.ok && legal.moves.length) result = await this.accept(seat, legal.moves[0]);
      if (result && result.error === 'busy') return this.botLater();
      if (!result || !result.ok) this.deps.log(`table ${this.id}: the bot seat ${seat} cannot move`);
    }
    return undefined;
  }

  botLater() {
    clearTimeout(this.botTimer);
    this.botTimer = setTimeout(() => this.serial(() => this.playBot()), Math.max(200, this.deps.botPauseMs));
  }

  dispose() {
    this.disposed = true;
    if (this.deps.bots) this.deps.bots.forget(this.id);
    clearTimeout(this.botTimer);
    this.botTimer = null;
    if (this.started && !this.over) this.deps.engine.close(this.id);
  }
}

// The engine's options: the server's own (openSeats) stay out.
function engineOptions(settings) {
  const { openSeats, ...rest } = settings.options || {};
  return rest;
}

function fill(r) {
  if (!r) return '';
  return String(r.phrase || '').replace(/\{(\d+)\}/g, (_, i) => (r.values && r.values[i] !== undefined ? r.values[i] : ''));
}

module.exports = { Table };
