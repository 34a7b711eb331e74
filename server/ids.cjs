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

module.exports = { ID_PATTERN, newId, hashSecret, secretMatches, newSeed };
