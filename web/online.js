// Online tables (docs/online.md, docs/formats.md §5): the page's side of a table on the game server. Loaded by
// the shell only when an online call or link is used; it loads colyseus.js, which the server serves
// beside the page. The server judges every step; this page shows its public view (the app's table in
// online mode) and sends its own seat's steps. A seat's secret is kept in this browser
// (localStorage carcassonne.table.<id>), so reopening the link takes the seat back.
(function () {
  'use strict';
  const shell = window.carcassonneShell;
  const app = window.carcassonneApp;  // page_api.js: the app's calls, the shell's included
  const say = shell.say;
  const KEY = (id) => 'carcassonne.table.' + id;
  const ID = /^[A-Za-z0-9_-]{16,64}$/;
  // The server's own phrases are listed once, in server/messages.cjs, the colour words in seats.json
  // (tests/i18n reads them there).
  // A refusal from the server (a join or create refused, code 4216): one of its phrases, said here.
  const SERVER_REFUSAL = 4216;

  let client = null;
  let room = null;
  let session = null;  // {table, watch, seat, host, started, connected, seats, name, watching, next, over}
  let leaving = false;
  let retry = null;
  let waiters = [];  // {test, resolve, reject, timer}: Promises settled by what the server says
  // The palette's colour words, in seat order, from their one list (seats.json; the app is built from it
  // and the server reads it): fetched with colyseus.js, before any table is opened.
  let PALETTE_WORDS = [];

  // colyseus.js, and the palette's colour words (seats.json), before any table is opened.
  function loadColyseus() {
    const unreachable = function () { return new Error(say('Online tables need the network, and the game server could not be reached.')); };
    const palette = PALETTE_WORDS.length ? Promise.resolve() : fetch('seats.json').then(function (r) {
      if (!r.ok) throw unreachable();
      return r.json().then(function (seats) { PALETTE_WORDS = seats.palette_words; });
    }, function () { throw unreachable(); });
    if (window.Colyseus) return palette;
    return Promise.all([palette, new Promise(function (resolve, reject) {
      const s = document.createElement('script');
      s.src = 'colyseus.js';
      s.onload = function () { resolve(); };
      s.onerror = function () { reject(unreachable()); };
      document.head.appendChild(s);
    })]);
  }
  function endpoint() { return (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host; }
  function kept(table) {
    try { return JSON.parse(localStorage.getItem(KEY(table)) || 'null'); } catch (e) { return null; }
  }
  function keep(table, data) {
    try { localStorage.setItem(KEY(table), JSON.stringify(data)); } catch (e) { /* the seat is not kept */ }
  }
  function linkOf(id, watch) {
    const base = location.origin + location.pathname;
    return watch ? base + '?watch=' + id : base + '#table=' + id;
  }
  // The server's words ({phrase, values}) in the reader's language.
  function words(w) {
    if (!w || typeof w.phrase !== 'string') return say('The game server refused.');
    // The engine refuses a step sent by a seat whose step it is not naming seats by number ("this step
    // is player 0's to make, not player 1's"): said as the page says it itself, with the deciding seat's name.
    const seat = w.reason === 'not-your-turn' && Array.isArray(w.values) && /^\d$/.test(String(w.values[0])) ? +w.values[0] : -1;
    // A step of another seat's turn (a dragon step) has its own phrase, as on the page ("this step is …").
    const step = w.phrase === 'this step is player {0}\'s to make, not player {1}\'s';
    if (session && session.seats && session.seats[seat]) {
      return say(step ? 'this step is {0}\'s to make, not yours' : 'it is {0}\'s turn, not yours', seatName(session.seats[seat], seat));
    }
    return say.apply(null, [w.phrase].concat(Array.isArray(w.values) ? w.values : []));
  }

  function info() {
    if (!session) return null;
    return { table: session.watching ? null : session.table, seat: session.seat, host: session.host,
      connected: session.connected, started: session.started, code: session.code || null, saved: !!session.game,
      seats: (session.seats || []).map(function (s, i) {
        return { name: seatName(s, i), bot: s.bot || null, open: !!s.open, connected: !!s.connected };
      }) };
  }
  // A seat the server sends with no name (a bot it made, a player who gave none) is named here, in
  // the reader's language, by its colour: the word the engine's position gives it (server/table.cjs),
  // which the app says in the reader's language too. An open seat has no name yet.
  function paletteWord(i) { return PALETTE_WORDS.length ? PALETTE_WORDS[i % PALETTE_WORDS.length] : ''; }
  function seatName(s, i) {
    if (s.name) return s.name;
    return s.open ? '' : say(paletteWord(i));
  }
  // What the app's lobby and status windows show.
  function tellApp() {
    if (!session) return;
    const i = info();
    // Unnamed seats by their English colour word: the app says it in the language of each frame, so
    // the lobby follows a language change at once (online() gives the word in the reader's language).
    i.seats.forEach(function (s, k) {
      if (!s.open && !(session.seats[k] && session.seats[k].name)) s.name = paletteWord(k);
    });
    i.link = session.watching ? null : linkOf(session.table);
    i.watch = session.watch ? linkOf(session.watch, true) : null;
    i.watching = !!session.watching;
    i.notify = notifying();
    i.notifyOffered = notifyOffered() && !session.watching;
    try { app.call('onlineInfo', i); } catch (e) { /* the app is not running */ }
    title();
  }
  // "Your turn" in the page's title while it is this seat's move, and a browser notification when it
  // becomes so while the page is out of sight, if the player asked for it (the toggle; the browser's
  // permission is asked for only by that click). The choice is this browser's, for every table.
  const NOTIFY = 'carcassonne.notify';
  function notifyOffered() { return typeof window.Notification === 'function'; }
  function notifying() {
    let wanted = false;
    try { wanted = localStorage.getItem(NOTIFY) === '1'; } catch (e) { /* not kept: off */ }
    return wanted && notifyOffered() && window.Notification.permission === 'granted';
  }
  function setNotify(on) {
    if (!on || !notifyOffered()) {
      try { localStorage.removeItem(NOTIFY); } catch (e) { /* nothing kept */ }
      tellApp();
      return Promise.resolve();
    }
    return Promise.resolve(window.Notification.requestPermission()).then(function (p) {
      if (p === 'granted') {
        try { localStorage.setItem(NOTIFY, '1'); } catch (e) { /* on for this page only */ }
      } else {
        shell.notice(say('This browser does not allow notifications from this page (its site settings can allow them).'));
      }
      tellApp();
    }, function () { tellApp(); });
  }
  function notifyTurn() {
    if (!notifying() || (!document.hidden && document.hasFocus())) return;
    try {
      const n = new window.Notification(say('Your turn'), { body: 'Carcassonne', tag: 'carcassonne-turn' });
      n.onclick = function () { window.focus(); n.close(); };
    } catch (e) { /* a browser that notifies only from a service worker */ }
  }
  let wasMine = false;
  const plainTitle = document.title;
  // Whose turn it is as the server says (its position's and each step's `next`): the moment the
  // turn starts, not once the app has shown the other seats' steps, which it plays out in frames.
  function title() {
    const mine = !!session && session.started && !session.over && session.seat >= 0 && session.next === session.seat;
    document.title = mine ? say('Your turn') + ' — Carcassonne' : plainTitle;
    if (mine && !wasMine) notifyTurn();
    wasMine = mine;
  }
  function settle(kind, value) {
    const left = [];
    for (const w of waiters) {
      if (w.test(kind, value)) { clearTimeout(w.timer); w.resolve(value); } else left.push(w);
    }
    waiters = left;
  }
  function failWaiters(error) {
    for (const w of waiters) { clearTimeout(w.timer); w.reject(error); }
    waiters = [];
  }
  // A wait nobody ends up reading (a join that failed first) is no unhandled rejection.
  function waitFor(test, seconds) {
    const p = waitForAnswer(test, seconds);
    p.catch(function () {});
    return p;
  }
  function waitForAnswer(test, seconds) {
    return new Promise(function (resolve, reject) {
      const w = { test: test, resolve: resolve, reject: reject };
      w.timer = setTimeout(function () {
        waiters = waiters.filter(function (x) { return x !== w; });
        reject(new Error(say('The game server did not answer.')));
      }, (seconds || 20) * 1000);
      waiters.push(w);
    });
  }

  function listen(r) {
    room = r;
    r.onMessage('welcome', function (m) {
      if (room !== r) return;  // a table this page has left
      session.seat = typeof m.seat === 'number' ? m.seat : -1;
      session.host = !!m.host;
      if (m.table) session.table = m.table;
      if (m.watch) session.watch = m.watch;
      session.code = typeof m.code === 'string' ? m.code : null;  // while the table is not started
      if (m.secret && session.table) keep(session.table, { secret: m.secret, seat: session.seat, name: session.name });
      session.connected = true;
      tellApp();
      settle('welcome', m);
    });
    r.onMessage('position', function (m) {
      if (room !== r) return;  // a table this page has left
      session.seats = m.seats || session.seats;
      session.started = !!m.started;
      if (m.started) session.code = null;
      if (m.view) { session.next = m.view.next; session.over = !!m.view.over; }
      // This table's end already shown here (its scoring as it happened): only the saved game is new.
      if (m.view && !(m.game && session.overShown)) show(m.view);
      // After the end the server gives the whole saved game (never before): Share offers it.
      if (m.game && typeof m.game === 'object') {
        session.game = true;
        try { app.call('onlineGame', m.game); } catch (e) { session.game = false; }
      }
      tellApp();
      settle('position', m);
    });
    r.onMessage('seats', function (m) {
      if (room !== r) return;  // a table this page has left
      session.seats = m.seats || [];
      tellApp();
      settle('seats', m);
    });
    r.onMessage('step', function (m) {
      if (room !== r) return;  // a table this page has left
      session.next = m.next;
      session.over = !!m.over;
      let reply = null;
      try { reply = app.call('onlineStep', m); } catch (e) { reply = { resync: true }; }
      if (reply && reply.resync) resync();
      else if (m.over) session.overShown = true;  // the server sends the saved game next, unasked
      title();
      settle('step', m);
    });
    r.onMessage('refused', function (m) {
      if (room !== r) return;  // a table this page has left
      shell.notice(say('The server refused the move: {0}', words(m.refusal)));
      resync();
      settle('refused', m);
    });
    r.onMessage('error', function (m) {
      if (room !== r) return;  // a table this page has left
      shell.notice(words(m));
      settle('error', m);
    });
    r.onLeave(function (code) {
      if (room !== r) return;
      room = null;
      if (session) session.connected = false;
      tellApp();
      // 4001: this seat was taken back in another tab or device; coming back would take it again.
      if (!leaving && code !== 4001) comeBack();
    });
    r.onError(function () { /* onLeave follows */ });
  }
  function show(view) {
    const names = (session.seats || []).map(function (s) { return s.name; });
    app.call('onlineView', { view: view, seat: session.seat, names: names });
    session.overShown = !!view.over;  // this table's end, not whatever game was on show before
  }
  function resync() { if (room) room.send('resync', {}); }

  // play(move) on an online table (docs/formats.md §5): applied here at once, as the app's own moves are,
  // and sent; the Promise resolves to the state once the server has taken the last step sent, and
  // rejects with words in the reader's language (another seat's turn, a watcher, an illegal move:
  // nothing changed; or the server's refusal). Local games keep the app's play (web/shell/online_loader.js).
  let sending = null;  // the step numbers the app sends during one play()
  function play(move) {
    if (!session || !session.started) return Promise.reject(new Error(say('The game has not started yet')));
    if (!room) return Promise.reject(new Error(say('Online tables need the network, and the game server could not be reached.')));
    const sent = [];
    let state;
    sending = sent;
    try {
      state = app.call('play', move);
    } catch (e) {
      return Promise.reject(refusedError(e && e.refusal, String(e && e.message ? e.message : e)));
    } finally {
      sending = null;
    }
    if (!sent.length) return Promise.resolve(state);
    const last = sent[sent.length - 1];
    let heard = null;
    return waitForAnswer(function (k, m) {
      const mine = (k === 'step' && m.n === last) || (k === 'refused' && sent.indexOf(m.n) >= 0) || k === 'error';
      if (mine) heard = k;
      return mine;
    }).then(function (m) {
      if (heard === 'refused') throw refusedError(m.refusal);
      if (heard === 'error') throw new Error(words(m));
      return app.call('state');
    });
  }
  // A refusal as data ({phrase, values, path}) in the reader's language; the Error keeps the data.
  function refusedError(r, otherwise) {
    if (!r || typeof r.phrase !== 'string') return new Error(otherwise || say('The game server refused.'));
    const e = new Error((r.path ? r.path + ': ' : '') + words(r));
    e.refusal = r;
    return e;
  }

  // A dropped connection (the network, a phone asleep): the seat is taken back with its secret, and
  // the server sends the whole position again.
  function comeBack() {
    if (retry || !session) return;
    let wait = 1000;
    const attempt = function () {
      retry = null;
      if (!session || room) return;
      connect().then(function () { tellApp(); }, function () {
        wait = Math.min(wait * 2, 15000);
        retry = setTimeout(attempt, wait);
      });
    };
    retry = setTimeout(attempt, wait);
  }
  // The browser knows it is offline before the socket does (a socket can stay open for minutes):
  // closed now, the seat is taken back once the network is there again.
  window.addEventListener('offline', function () {
    if (room && room.connection) try { room.connection.close(); } catch (e) { /* closed already */ }
  });
  window.addEventListener('online', function () {
    if (retry) { clearTimeout(retry); retry = null; }
    if (session && !room) comeBack();
  });
  function connect() {
    client = client || new window.Colyseus.Client(endpoint());
    const opts = session.watching ? { watch: true } : {};
    if (!session.watching && session.name) opts.name = session.name;
    const mine = !session.watching && kept(session.table);
    if (mine && mine.secret) opts.secret = mine.secret;
    const welcomed = waitFor(function (k) { return k === 'welcome'; });
    const positioned = waitFor(function (k) { return k === 'position'; });
    const asked = session;
    return client.joinById(session.watching ? session.watch : session.table, opts).then(function (r) {
      if (session !== asked) throw dropped(r);
      listen(r);
      return Promise.all([welcomed, positioned]);
    }, function (e) {
      failWaiters(e);
      throw joinError(e);
    });
  }
  // A refused create or join rejects with the server's phrase as its message (said in the reader's
  // language when it is one of the server's phrases: a full, started or finished table, a name
  // refused, ...); an unknown id with the framework's "not found".
  function joinError(e) {
    const text = String(e && e.message ? e.message : e);
    if (text === OVER_NO_SEAT) {
      const over = new Error(say(text));
      over.over = true;  // the table's link: its end can be watched (endedOrAsk)
      return over;
    }
    if ((e && e.code === SERVER_REFUSAL) || say(text) !== text) return new Error(say(text));
    if (/not found/i.test(text)) return new Error(say('This table is full, has started or does not exist.'));
    return new Error(say('Online tables need the network, and the game server could not be reached.'));
  }
  const OVER_NO_SEAT = 'This table\'s game is over, so it has no free seat: watch it to see how it ended';
  // A finished table's link opened with no seat kept here: its watch id (GET /api/watch/<table>),
  // or null while its game is on (or on any failure: the join then says why).
  function endedWatch(id) {
    return fetch('/api/watch/' + id, { cache: 'no-store' }).then(function (r) {
      return r.ok ? r.json().then(function (b) { return b && ID.test(String(b.watch)) ? b.watch : null; }) : null;
    }).catch(function () { return null; });
  }
  // The table's end shown as to a watcher, its link now the watch link (a reload watches again).
  function watchEnded(watch) {
    history.replaceState(null, '', location.pathname + '?watch=' + watch);
    return online.watchTable(watch);
  }
  // A table's link with no seat kept here: a finished table is watched, else the name is asked.
  function endedOrAsk(id) {
    return endedWatch(id).then(function (watch) {
      if (watch) return watchEnded(watch);
      app.call('onlineAskName');
      return null;
    });
  }
  // A table's short code (docs/online.md): typed in any case, the dash optional; the server says
  // which table it names while that table waits for its players.
  const CODE = /^[2-9A-HJ-NP-Z]{8}$/;
  function codeOf(text) {
    const c = String(text || '').toUpperCase().replace(/[^0-9A-Z]/g, '');
    return CODE.test(c) ? c.slice(0, 4) + '-' + c.slice(4) : null;
  }
  function lookUpCode(text) {
    const code = codeOf(text);
    if (!code) return Promise.reject(new Error(say('There is no open table with that code')));
    return fetch('/api/code/' + code, { cache: 'no-store' }).then(function (r) {
      return r.json().then(function (body) {
        if (r.ok && body && typeof body.table === 'string' && ID.test(body.table)) return body.table;
        throw new Error(words(body));
      }, function () { throw new Error(say('The game server did not answer.')); });
    }, function () { throw new Error(say('Online tables need the network, and the game server could not be reached.')); });
  }
  // A code typed in New game or opened as #code=: the table's own link from then on; the seat kept
  // here is taken back at once, else the join dialog asks the name.
  function openCode(text) {
    return lookUpCode(text).then(function (id) {
      history.replaceState(null, '', location.pathname + location.search + '#table=' + id);
      const mine = kept(id);
      if (mine && mine.secret) return online.joinTable(id, { name: mine.name || '' });
      leave();
      app.call('onlineAskName');
      return null;
    });
  }
  function leave() {
    leaving = true;
    if (retry) { clearTimeout(retry); retry = null; }
    if (room) try { room.leave(); } catch (e) { /* gone already */ }
    room = null;
    session = null;
    leaving = false;
    wasMine = false;
    document.title = plainTitle;
    failWaiters(new Error(say('There is no online table here.')));  // a play() of the table left
  }
  // A connection that came back after its page left the table (or went on to another): closed.
  function dropped(r) {
    try { r.leave(); } catch (e) { /* gone already */ }
    return new Error(say('There is no online table here.'));
  }
  // The page turned to something of its own (the app: a new game, a scenario, a demo, the editor,
  // a tutorial): the table is left, lobby or game. The seat's secret stays in this browser, so the
  // table's link takes the seat back; the address no longer names the table, so a reload does not
  // go back to it unasked.
  function leaveTable() {
    const watched = !!(session && session.watching);
    leave();
    const q = new URLSearchParams(location.search);
    if (watched) q.delete('watch');
    const hash = /^#(table|code)=/.test(location.hash) ? '' : location.hash;
    if (!watched && hash === location.hash) return;
    const query = q.toString();
    history.replaceState(null, '', location.pathname + (query ? '?' + query : '') + hash);
  }

  // players as newGame takes them: the first person seat is the caller; other person seats and
  // {open: true} are open for friends; {bot} a bot on the server.
  function seatsFor(players) {
    if (!Array.isArray(players) || players.length < 2 || players.length > 6)
      throw new Error(say('A table needs 2 to 6 players.'));
    let you = false;
    let name = '';
    const out = players.map(function (p) {
      if (p && typeof p === 'object' && p.open) return { open: true };
      if (p && typeof p === 'object' && typeof p.bot === 'string' && p.bot) return { bot: p.bot };
      if (!you) {
        you = true;
        name = typeof p === 'string' ? p : (p && typeof p.name === 'string' ? p.name : '');
        return { you: true };
      }
      return { open: true };
    });
    if (!you) throw new Error(say('A table needs a seat for you.'));
    return { players: out, name: name };
  }

  const online = {
    hostTable: function (o) {
      o = o || {};
      let seats;
      try { seats = seatsFor(o.players); } catch (e) { return Promise.reject(e); }
      leave();
      // The host who kept the dialog's "You" gives no name: every page names that seat in its own words.
      const name = seats.name && seats.name !== 'You' ? seats.name : '';
      return loadColyseus().then(function () {
        client = client || new window.Colyseus.Client(endpoint());
        session = { name: name, seat: 0, host: true, started: false, connected: false, seats: [] };
        const welcomed = waitFor(function (k) { return k === 'welcome'; });
        const create = { players: seats.players, sets: o.sets, options: o.options || {} };
        if (name) create.name = name;
        const mine = session;
        return client.create('table', create).then(function (r) {
          if (session !== mine) throw dropped(r);
          listen(r);
          return welcomed;
        }, function (e) { failWaiters(e); throw joinError(e); });
      }).then(function () {
        if (!session || !session.table) throw new Error(say('There is no online table here.'));  // left meanwhile
        history.replaceState(null, '', location.pathname + location.search + '#table=' + session.table);
        tellApp();
        return { table: session.table, link: linkOf(session.table), watch: session.watch ? linkOf(session.watch, true) : null };
      });
    },
    joinTable: function (linkOrId, o) {
      if (!idOf(linkOrId) && codeOf(linkOrId)) {
        return lookUpCode(linkOrId).then(function (table) { return online.joinTable(table, o); });
      }
      const id = idOf(linkOrId);
      if (!id) return Promise.reject(new Error(say('This is not the link of a table.')));
      const mine = kept(id);
      const name = (o && typeof o.name === 'string' && o.name.trim()) || (mine && mine.name) || '';
      if (!name && !(mine && mine.secret)) return Promise.reject(new Error(say('Type your name to join the table.')));
      leave();
      session = { table: id, name: name, seat: -1, host: false, started: false, connected: false, seats: [] };
      const s = session;
      return loadColyseus().then(connect).then(function () {
        if (session !== s) throw new Error(say('There is no online table here.'));
        if (location.hash !== '#table=' + id) history.replaceState(null, '', location.pathname + location.search + '#table=' + id);
        return info();
      }, function (e) {
        if (session !== s) throw e;
        session = null;
        // It ended while the name was asked: shown as to a watcher instead.
        if (!e.over) throw e;
        return endedWatch(id).then(function (watch) { if (!watch) throw e; return watchEnded(watch); });
      });
    },
    watchTable: function (id) {
      if (!ID.test(String(id))) return Promise.reject(new Error(say('This is not the link of a table.')));
      leave();
      const s = { watch: id, watching: true, seat: -1, host: false, started: false, connected: false, seats: [] };
      session = s;
      return loadColyseus().then(connect).then(function () {
        if (session !== s) throw new Error(say('There is no online table here.'));
        return info();
      }, function (e) { if (session === s) session = null; throw e; });
    },
    startTable: function () {
      if (!session || !room) return Promise.reject(new Error(say('There is no online table here.')));
      if (!session.host) return Promise.reject(new Error(say('Only the host can start the game.')));
      const started = waitFor(function (k, m) { return k === 'position' && m.started; });
      room.send('start', {});
      return started.then(function () { return info(); });
    },
    online: info,
    leaveTable: leaveTable,
    // The app's requests (the lobby's buttons): a bot for a seat that left, start, the dialog's table.
    request: function (r) {
      const failed = function (e) { shell.notice(String(e && e.message ? e.message : e)); };
      if (r.op === 'start') return online.startTable().catch(failed);
      if (r.op === 'bot' && room) return room.send('bot', { seat: r.seat });
      if (r.op === 'host') return online.hostTable(r).catch(failed);
      if (r.op === 'join') return online.joinTable(location.hash, { name: r.name }).catch(failed);
      if (r.op === 'code') return openCode(r.code).catch(failed);
      if (r.op === 'notify') return setNotify(!!r.on).catch(failed);
      if (r.op === 'copy' && navigator.clipboard) return navigator.clipboard.writeText(r.text).catch(function () {});
      if (r.op === 'resync') return resync();
      if (r.op === 'leave') return leave();
    },
    // My seat's steps from the app's move listener: {n, step}.
    send: function (text) {
      const m = JSON.parse(text);
      if (sending) sending.push(m.n);
      if (room) room.send('step', m);
    },
    play: play,
    kept: kept,
    openCode: openCode,
    endedOrAsk: endedOrAsk,
  };
  function idOf(linkOrId) {
    const text = String(linkOrId || '');
    const m = text.match(/#table=([A-Za-z0-9_-]+)/);
    const id = m ? m[1] : text;
    return ID.test(id) ? id : null;
  }
  window.carcassonneOnline = online;
})();
