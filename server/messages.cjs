// What a client may send: the schemas of the create/join options and of each message
// (docs/online.md, "Messages"), the size limit, and the per-client throttle. A message that fails
// any of these is answered with "error" and changes nothing.
'use strict';
const { requireDep } = require('./deps.cjs');
const { ID_PATTERN } = require('./ids.cjs');
const Ajv = requireDep('ajv');

const MAX_BYTES = 4096;
const MAX_PER_SECOND = 20;
const { BOT_LEVELS } = require('./seats.cjs');  // from web/seats.json

// Phrases said to people: English with {0} values; the page translates them (web/i18n). This is
// their one list: N_ marks each for the translators (tests/i18n/phrases.cjs reads this file), and the
// page says whatever the server refuses with (a join's code 4216, an "error" message's phrase).
const N_ = (phrase) => phrase;
const PHRASES = {
  malformed: N_('The server did not understand that message'),
  unknown: N_('The server does not know that message'),
  tooLarge: N_('That message is too large'),
  tooMany: N_('Too many messages: wait a moment'),
  notHost: N_('Only the host can do that'),
  started: N_('The game has already started'),
  notStarted: N_('The game has not started yet'),
  over: N_('The game is over'),
  watcher: N_('Watchers cannot play'),
  notBotSeat: N_('That seat cannot be handed to a bot'),
  stale: N_('The game has moved on: the position is sent again'),
  noSeat: N_('This table has no free seat: watch it instead'),
  startedNoSeat: N_('This table\'s game has started, so it has no free seat: watch it instead'),
  overNoSeat: N_('This table\'s game is over, so it has no free seat: watch it to see how it ended'),
  noTable: N_('There is no such table'),
  badSettings: N_('The server cannot set up that game: {0}'),
  busy: N_('The server could not save that move: try again'),
  badStart: N_('The server could not start this game'),
  unsaved: N_('The server could not save that: try again'),
  createLimit: N_('Too many new tables from here: try again in an hour'),
  noCode: N_('There is no open table with that code'),
  tooManyTries: N_('Too many tries: wait a minute'),
  badName: N_('A name cannot hold control, text direction or invisible characters'),
};

const name = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' };
const bot = { enum: BOT_LEVELS };
const empty = { type: 'object', maxProperties: 0 };

const schemas = {
  create: {
    type: 'object',
    additionalProperties: false,
    required: ['players'],
    properties: {
      name,
      players: {
        type: 'array', minItems: 2, maxItems: 6,
        items: {
          oneOf: [
            { type: 'object', additionalProperties: false, required: ['you'], properties: { you: { const: true }, name } },
            { type: 'object', additionalProperties: false, required: ['open'], properties: { open: { const: true } } },
            { type: 'object', additionalProperties: false, required: ['bot'], properties: { bot, name } },
          ],
        },
      },
      sets: {
        type: 'array', maxItems: 24, uniqueItems: true,
        items: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,31}$' },
      },
      options: {
        type: 'object', maxProperties: 16,
        properties: { openSeats: bot },
        propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}$' },
      },
    },
  },
  join: {
    type: 'object',
    additionalProperties: false,
    properties: { name, secret: { type: 'string', pattern: ID_PATTERN } },
  },
  watch: {
    type: 'object', additionalProperties: false, required: ['watch'], properties: { watch: { const: true } },
  },
  step: {
    type: 'object',
    additionalProperties: false,
    required: ['n', 'step'],
    properties: {
      n: { type: 'integer', minimum: 0, maximum: 100000 },
      step: { type: 'object', maxProperties: 8 },
    },
  },
  start: empty,
  resync: empty,
  legal: empty,
  bot: {
    type: 'object', additionalProperties: false, required: ['seat'],
    properties: { seat: { type: 'integer', minimum: 0, maximum: 5 } },
  },
};

const ajv = new Ajv({ allErrors: false, strict: true });
const validators = Object.fromEntries(Object.entries(schemas).map(([k, s]) => [k, ajv.compile(s)]));

// Checks a value against the named schema; a message sent with no payload counts as {}.
function valid(kind, value) {
  const v = validators[kind];
  if (!v) return false;
  try {
    const m = value === undefined || value === null ? {} : value;
    return v(m) === true && namesFit(m);
  } catch (e) {
    return false;
  }
}

// A name as the server keeps it: trimmed, in Unicode's composed form (NFC), so one name is always
// the same characters.
function normalName(n) {
  return n.normalize('NFC').trim();
}

// What a name may not hold: control characters (Cc), format characters (Cf: text direction marks
// and overrides, zero-width spaces and joiners, the byte order mark), line and paragraph separators,
// and halves of a UTF-16 pair without the other half (Cs: "\ud800" is no character at all).
const BAD_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

// True when a create's or join's options carry a name (the creator's, a seat's) that BAD_NAME refuses:
// refused in words ("badName") rather than as a message not understood.
function badNames(m) {
  if (!m || typeof m !== 'object') return false;
  const bad = (n) => typeof n === 'string' && BAD_NAME.test(n);
  if (bad(m.name)) return true;
  return Array.isArray(m.players) && m.players.some((p) => p && typeof p === 'object' && bad(p.name));
}

// The engine takes names of at most 40 bytes of UTF-8; the schema counts characters, so a name of
// 40 emoji would pass it and then stop the table from ever starting. Counted as the name is kept.
const NAME_BYTES = 40;
function namesFit(m) {
  const fits = (n) => typeof n !== 'string' || (!BAD_NAME.test(n) && Buffer.byteLength(normalName(n), 'utf8') <= NAME_BYTES);
  if (!m || typeof m !== 'object') return true;
  if (!fits(m.name)) return false;
  return !Array.isArray(m.players) || m.players.every((p) => !p || typeof p !== 'object' || fits(p.name));
}

// At most MAX_PER_SECOND messages in any one-second window; the first one over the limit is told
// ("warn"), the rest of that window are dropped without a word so a flood costs nothing to answer.
class Throttle {
  constructor(limit = MAX_PER_SECOND, windowMs = 1000) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.start = 0;
    this.count = 0;
  }
  take(now = Date.now()) {
    if (now - this.start >= this.windowMs) {
      this.start = now;
      this.count = 0;
    }
    this.count++;
    if (this.count <= this.limit) return 'ok';
    return this.count === this.limit + 1 ? 'warn' : 'drop';
  }
}

function error(key, values = []) {
  return { phrase: PHRASES[key], values };
}

module.exports = { MAX_BYTES, MAX_PER_SECOND, BOT_LEVELS, PHRASES, schemas, valid, badNames, normalName, Throttle, error };
