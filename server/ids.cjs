// Table ids, watch ids and seat secrets: 16 random bytes, base64url (22 characters). The database
// keeps only a secret's SHA-256, so reading it does not give a seat away.
'use strict';
const crypto = require('crypto');

const ID_PATTERN = '^[A-Za-z0-9_-]{22}$';

function newId() {
  return crypto.randomBytes(16).toString('base64url');
}

function hashSecret(secret) {
  return crypto.createHash('sha256').update(String(secret)).digest('hex');
}

// Compares in constant time, so the answer's timing does not tell how much of a guess was right.
function secretMatches(secret, hash) {
  if (typeof secret !== 'string' || typeof hash !== 'string') return false;
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

// The engine takes seeds up to 2^53; 48 random bits are plenty for a deck order.
function newSeed() {
  return crypto.randomInt(0, 2 ** 48 - 1);
}

// A table's short code, to say or type instead of its link while it waits for its players: 8
// characters of an alphabet without 0/O, 1/I (40 random bits), written "ABCD-EFGH".
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newCode() {
  const bytes = crypto.randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 0; i < 8; i++) code = CODE_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)] + code;
  return code.slice(0, 4) + '-' + code.slice(4);
}

// A code as someone typed it (any case, the dash optional) in its written form, or null.
function normalCode(text) {
  const t = String(text || '').toUpperCase().replace(/-/, '');
  if (t.length !== 8 || [...t].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return t.slice(0, 4) + '-' + t.slice(4);
}

module.exports = { ID_PATTERN, CODE_ALPHABET, newId, hashSecret, secretMatches, newSeed, newCode, normalCode };
