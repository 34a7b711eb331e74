// What a client may send: the schemas of the create/join options and of each message
// (docs/online.md, "Messages"), the size limit, and the per-client throttle. A message that fails
// any of these is answered with "error" and changes nothing.
'use strict';
const { requireDep } = require('./deps.cjs');
const { ID_PATTERN } = require('./ids.cjs');
const Ajv = requireDep('ajv');

const MAX_BYTES = 4096;
const MAX_PER_SECOND = 20;
const BOT_LEVELS = ['greedy', 'mcts', 'mcts-strong', 'random'];

// Phrases said to people: English with {0} values; the page translates them (web/i18n).
const PHRASES = {
  malformed: 'The server did not understand that message',
  unknown: 'The server does not know that message',
  tooLarge: 'That message is too large',
  tooMany: 'Too many messages: wait a moment',
  notHost: 'Only the host can do that',
  started: 'The game has already started',
  notStarted: 'The game has not started yet',
  over: 'The game is over',
  watcher: 'Watchers cannot play',
  notBotSeat: 'That seat cannot be handed to a bot',
  stale: 'The game has moved on: the position is sent again',
  noSeat: 'This table has no free seat: watch it instead',
  noTable: 'There is no such table',
  badSettings: 'The server cannot set up that game: {0}',
  busy: 'The server could not save that move: try again',
  badStart: 'The server could not start this game',
  unsaved: 'The server could not save that: try again',
  createLimit: 'Too many new tables from here: try again in an hour',
  noCode: 'There is no open table with that code',
  tooManyTries: 'Too many tries: wait a minute',
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

// The engine takes names of at most 40 bytes of UTF-8; the schema counts characters, so a name of
// 40 emoji would pass it and then stop the table from ever starting.
const NAME_BYTES = 40;
function namesFit(m) {
  const fits = (n) => typeof n !== 'string' || Buffer.byteLength(n.trim(), 'utf8') <= NAME_BYTES;
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

module.exports = { MAX_BYTES, MAX_PER_SECOND, BOT_LEVELS, PHRASES, schemas, valid, Throttle, error };
