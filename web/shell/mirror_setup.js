// New game and the online lobby in words (issue 41): the New game dialog as a real form, and the online table's main actions (name, host, join, start) as buttons.
// The New game dialog and the online lobby are drawn on the canvas; this part gives a screen
// reader's or a keyboard's user the same choices in the words region (mirror.js): a button that
// opens a form with the players (a name each, and who plays the seat), the sets (one core deck, the
// expansions as boxes, their options), the deal; Start calls newGame as the dialog's Start does,
// Play online hostTable as its Play online does, and a friend's code opens that table as its Join
// does. What the form offers is the dialog's own (the page API's newGameChoices(), read from the
// dialog's code): no list of sets, levels or players is written here, and no rule is decided here.
// While an online table waits for its players, its short code and the host's Start are here too,
// and the name the join dialog asks for. Nothing is read until the form is opened, and only then,
// with a call that draws nothing.
import { api, embedded } from './page.js';
import { say } from './languages.js';
import { onlineModule } from './online_loader.js';

let expanded = false;     // the New game form is shown
let offered = null;       // newGameChoices() as the form was opened
let seats = [];           // the form's players: {name, bot}, as typed and chosen
let chosenSets = [];      // the sets ticked
let setOptions = {};      // each set option's value
let seed = 0;
let confirming = false;   // Start asks before the game in progress ends
let toldLines = null;     // where the part says what happened (a refusal, a table hosted)
let lobbyEl = null;       // the online table's actions, refreshed in place
let lobbyKey = null;
let hostedLink = null;    // the link of the table hosted from here
let focusMoveNext = false;  // a game started from the form: the focus goes to its first move
let focusLobbyNext = false;  // a table hosted or a code opened from the form: the focus goes to the lobby

function element(tag, parent, text) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = String(text);
  if (parent) parent.appendChild(e);
  return e;
}

function button(parent, text, onPress) {
  const b = element('button', parent, text);
  b.type = 'button';
  b.addEventListener('click', onPress);
  return b;
}

let fieldIds = 0;
// A field with its label (the label before it, tied by id).
function labelled(parent, text, field) {
  const wrap = element('div', parent);
  const label = element('label', wrap, text);
  field.id = 'words-setup-' + (++fieldIds);
  label.htmlFor = field.id;
  wrap.appendChild(field);
  return field;
}

// An error of the page API in words: a refusal from its phrase and values, else its message.
function inWords(e) {
  const r = e && e.refusal;
  if (r && typeof r.phrase === 'string') return say.apply(null, [r.phrase].concat(Array.isArray(r.values) ? r.values : []));
  return String(e && e.message ? e.message : e);
}

function sayInForm(line) {
  if (!toldLines) return;
  toldLines.textContent = line;
}

// The part's key for mirror.js: built anew when the language changes (or the editor opens); the
// lobby's actions inside it are refreshed in place when the table changes, and the focus goes on to
// the first move of a game started here.
export function setupKey(t) {
  refreshLobby(t);
  if (focusMoveNext) {  // the new game's first move, or its turn's heading while a bot moves first
    const first = document.querySelector('#words-move button.choice') || document.getElementById('words-move-title');
    const turn = document.querySelector('#words [data-part="turn"] h2');
    const target = first || turn;
    if (target) {
      focusMoveNext = false;
      if (!first) target.tabIndex = -1;
      target.focus();
    }
  }
  return JSON.stringify([t.language || 'en', !!t.editor, say('New game')]);  // its words: the tables may come after the language
}

// The part: the New game button and its form, the lobby's actions (`t`: shownTexts()).
export function setupPart(el, t) {
  lobbyEl = null;
  lobbyKey = null;
  if (t.editor || embedded) return;  // an embedded demo has no New game (no toolbar) and no table
  const part = element('section', el);
  const h = element('h2', part, say('New game'));
  h.id = 'words-setup-title';
  part.setAttribute('aria-labelledby', h.id);
  const opener = button(part, say('New game'), function () {
    expanded = !expanded;
    if (expanded) readChoices();
    confirming = false;
    drawForm(opener, body);
    if (expanded) {
      const first = body.querySelector('input, select, button');
      if (first) first.focus();
    }
  });
  opener.setAttribute('aria-controls', 'words-setup-form');
  const body = element('div', part);
  body.id = 'words-setup-form';
  if (expanded) readChoices();
  drawForm(opener, body);
  lobbyEl = element('div', el);
  refreshLobby(t);
}

function readChoices() {
  try { offered = api.newGameChoices(); } catch (e) { offered = null; return; }
  const n = offered.players.shown;
  seats = offered.seats.slice(0, n).map(function (s) { return { name: s.name, bot: s.bot }; });
  chosenSets = offered.sets.filter(function (s) { return s.on; }).map(function (s) { return s.id; });
  setOptions = {};
  for (const s of offered.sets) for (const o of s.options) setOptions[o.key] = o.value;
  seed = offered.seed;
}

// The name as newGame takes it: the reader's seat left as offered is "You" in every language.
function givenName(i) {
  const s = offered.seats[i];
  const typed = seats[i].name.trim();
  if (!typed) return s.given;
  return typed === s.name ? s.given : typed;
}

function chosen() {
  const sets = offered.sets.filter(function (s) { return chosenSets.includes(s.id); });
  const options = {};
  for (const s of sets) for (const o of s.options) options[o.key] = setOptions[o.key];
  return {
    players: seats.map(function (s, i) { return { name: givenName(i), bot: s.bot }; }),
    sets: sets.map(function (s) { return s.id; }),
    options: options,
    seed: seed,
  };
}

function drawForm(opener, body) {
  opener.setAttribute('aria-expanded', expanded ? 'true' : 'false');
  body.textContent = '';
  body.hidden = !expanded;
  if (!expanded || !offered) return;
  const form = element('form', body);
  form.setAttribute('aria-label', say('New game'));
  form.addEventListener('submit', function (e) { e.preventDefault(); });
  const redraw = function (focus) {
    drawForm(opener, body);
    const again = focus && body.querySelector(focus);
    if (again) again.focus();
  };

  const players = element('fieldset', form);
  element('legend', players, say('Players'));
  seats.forEach(function (seat, i) {
    const row = element('fieldset', players);
    element('legend', row, say('Player {0}', i + 1));
    const name = labelled(row, say('Name'), element('input'));
    name.type = 'text';
    name.maxLength = 31;
    name.value = seat.name;
    name.autocomplete = 'off';
    name.addEventListener('input', function () { seat.name = name.value; });
    const kind = labelled(row, say('Who plays'), element('select'));
    offered.kinds.forEach(function (k, n) {
      const o = element('option', kind, k.words);
      o.value = String(n);
      if (k.bot === seat.bot) o.selected = true;
    });
    kind.addEventListener('change', function () { seat.bot = offered.kinds[+kind.value].bot; });
  });
  if (seats.length < offered.players.most) {
    button(players, say('Add player'), function () {
      const s = offered.seats[seats.length];
      seats.push({ name: s.name, bot: s.bot });
      redraw('#words-setup-add');
    }).id = 'words-setup-add';
  }
  if (seats.length > offered.players.fewest) {
    button(players, say('Remove last'), function () {
      seats.pop();
      redraw(seats.length > offered.players.fewest ? '#words-setup-remove' : '#words-setup-add');
    }).id = 'words-setup-remove';
  }

  // The sets: one core deck (choosing another replaces it), the expansions as boxes, and under each
  // its options, shown whether or not it is ticked (unavailable while it is not), as in the dialog.
  const tiles = element('fieldset', form);
  element('legend', tiles, say('Tiles'));
  for (const set of offered.sets) {
    const row = element('div', tiles);
    const box = element('input');
    box.type = set.core ? 'radio' : 'checkbox';
    if (set.core) box.name = 'words-setup-core';
    box.checked = chosenSets.includes(set.id);
    box.id = 'words-setup-' + (++fieldIds);
    const label = element('label', row);
    label.htmlFor = box.id;
    label.appendChild(box);
    label.appendChild(document.createTextNode(' ' + set.name));
    const about = element('p', row, set.about);
    about.id = box.id + '-about';
    box.setAttribute('aria-describedby', about.id);
    box.addEventListener('change', function () {
      if (set.core) {
        const cores = offered.sets.filter(function (s) { return s.core; }).map(function (s) { return s.id; });
        chosenSets = [set.id].concat(chosenSets.filter(function (id) { return !cores.includes(id); }));
      } else if (box.checked) {
        if (!chosenSets.includes(set.id)) chosenSets.push(set.id);
      } else {
        chosenSets = chosenSets.filter(function (id) { return id !== set.id; });
      }
      for (const sel of row.querySelectorAll('select')) sel.disabled = !chosenSets.includes(set.id);
    });
    for (const opt of set.options) {
      const sel = labelled(row, say('{0}: {1}', set.name, opt.title || set.name), element('select'));
      opt.values.forEach(function (v, n) {
        const o = element('option', sel, v.words);
        o.value = String(n);
        if (JSON.stringify(v.value) === JSON.stringify(setOptions[opt.key])) o.selected = true;
      });
      sel.disabled = !chosenSets.includes(set.id);
      sel.addEventListener('change', function () { setOptions[opt.key] = opt.values[+sel.value].value; });
    }
  }

  const deal = labelled(form, say('Deal (seed)'), element('input'));
  deal.type = 'number';
  deal.min = '0';
  deal.value = String(seed);
  deal.addEventListener('input', function () { seed = Math.max(0, Math.floor(+deal.value) || 0); });

  toldLines = element('p', form);
  toldLines.setAttribute('role', 'status');
  if (confirming) {
    element('p', form, say('The game in progress will end. Start a new game?'));
    button(form, say('Start a new game'), function () { start(opener, body); }).id = 'words-setup-confirm';
    button(form, say('Back'), function () { confirming = false; redraw('#words-setup-start'); });
  } else {
    button(form, say('Start'), function () {
      // Asked now, not when the form opened: a game may have begun since (read-only, no frame).
      let asks = offered.asks;
      try { asks = api.newGameChoices().asks; } catch (e) { /* the form's own answer */ }
      if (asks) { confirming = true; redraw('#words-setup-confirm'); } else start(opener, body);
    }).id = 'words-setup-start';
    button(form, say('Play online'), function () { hostOnline(opener, body); });
    button(form, say('Cancel'), function () { expanded = false; drawForm(opener, body); opener.focus(); });
  }

  // A friend's table by its short code (the host's lobby shows it): the join dialog asks the name.
  const join = element('div', form);
  const code = labelled(join, say('Join a friend\'s table by its code:'), element('input'));
  code.type = 'text';
  code.maxLength = 15;
  code.autocomplete = 'off';
  const go = function () {
    const text = code.value.trim();
    if (!text) return;
    onlineModule().then(function (o) { return o.openCode(text); }).then(function () {
      expanded = false;
      focusLobbyNext = true;
      lobbyKey = null;
      drawForm(opener, body);
    }, function (e) { sayInForm(inWords(e)); code.focus(); });
  };
  code.addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); go(); } });
  button(join, say('Join'), go);
}

function start(opener, body) {
  try {
    api.newGame(chosen());
  } catch (e) {
    // The form stays; its status line (built with it) says why, once the reader is back on Start.
    if (confirming) { confirming = false; drawForm(opener, body); }
    const again = document.getElementById('words-setup-start');
    if (again) again.focus();
    setTimeout(function () { sayInForm(inWords(e)); }, 50);
    return;
  }
  expanded = false;
  confirming = false;
  focusMoveNext = true;
  drawForm(opener, body);
}

// Play online as the dialog's: the first seat is the reader's, the other people's seats are open
// for the friends who open the table's link, the bots think on the server.
function hostOnline(opener, body) {
  const o = chosen();
  const players = o.players.map(function (p, i) {
    if (i === 0) return { name: p.name === 'You' ? '' : p.name };
    return p.bot ? { bot: p.bot } : { open: true };
  });
  api.hostTable({ players: players, sets: o.sets, options: o.options }).then(function (r) {
    hostedLink = r && r.link ? r.link : null;
    expanded = false;
    focusLobbyNext = true;
    lobbyKey = null;
    drawForm(opener, body);
  }, function (e) { sayInForm(inWords(e)); });
}

// The online table's actions while it waits for its players: the name the join dialog asks for and
// Join; the short code and the link to send; the host's Start (the lobby's own lines are the words
// region's "online" part, mirror.js). Built anew only when they change; the focus stays on the field
// or button it was on.
function refreshLobby(t) {
  if (!lobbyEl) return;
  let table = null;
  try { table = api.online(); } catch (e) { table = null; }
  const asked = t.online && t.online.widgets && t.online.widgets.join ? true : false;  // the join dialog is up
  const waitsForPlayers = table && !table.started && !table.watching && table.seat >= 0;
  const key = JSON.stringify([t.language, say('Online table'), asked, waitsForPlayers ? [table.code, table.host, hostedLink, table.connected] : null]);
  if (key === lobbyKey) return;
  lobbyKey = key;
  const had = lobbyEl.contains(document.activeElement) ? document.activeElement.dataset.focus || 'heading' : null;
  lobbyEl.textContent = '';
  if (!asked && !waitsForPlayers) return;
  const part = element('section', lobbyEl);
  const h = element('h2', part, asked ? say('Join the table') : say('Online table'));
  h.id = 'words-lobby-title';
  h.tabIndex = -1;
  part.setAttribute('aria-labelledby', h.id);
  const said = element('p', part);
  said.setAttribute('role', 'status');
  if (asked) {
    const name = labelled(part, say('Your name'), element('input'));
    name.type = 'text';
    name.maxLength = 31;
    name.autocomplete = 'name';
    name.dataset.focus = 'name';
    const join = function () {
      if (!name.value.trim()) { said.textContent = say('Type your name to join the table.'); name.focus(); return; }
      api.joinTable(location.hash, { name: name.value.trim() }).catch(function (e) { said.textContent = inWords(e); });
    };
    name.addEventListener('keydown', function (e) { if (e.key === 'Enter') { e.preventDefault(); join(); } });
    button(part, say('Join'), join).dataset.focus = 'join';
  } else {
    if (hostedLink && table.host) {
      const link = labelled(part, say('Link of the table'), element('input'));
      link.readOnly = true;
      link.value = hostedLink;
      link.dataset.focus = 'link';
    }
    if (table.code) {
      element('p', part, say('Code of the table: {0}', table.code));
    }
    if (table.host) {
      button(part, say('Start'), function () {
        api.startTable().catch(function (e) { said.textContent = inWords(e); });
      }).dataset.focus = 'start';
    }
  }
  // The focus stays where it was, else (the field it was in went: joined) on the part's heading; on
  // the first field or button when the table was just made or found from the form.
  if (focusLobbyNext) {
    focusLobbyNext = false;
    (part.querySelector('input:not([readonly]), button') || h).focus();
  } else if (had) {
    (lobbyEl.querySelector('[data-focus="' + had + '"]') || h).focus();
  }
}
