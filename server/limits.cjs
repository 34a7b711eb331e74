// Limits per client address: how many tables one address creates an hour, how many short codes it
// tries a minute, how many connections it holds at once. An IPv6 address counts by its /64 (one
// household or machine is given a whole /64, and picks addresses in it at will); an IPv4 address,
// also when written as IPv6 (::ffff:a.b.c.d), counts alone. The address is the socket's; X-Forwarded-For is believed only behind a proxy the
// operator names (CARCASSONNE_TRUST_PROXY=1), and then only its last entry, the one the proxy
// itself added (what a client writes there comes before it).
'use strict';

function addressOf(req, trustProxy) {
  if (trustProxy && req && req.headers) {
    const xff = req.headers['x-forwarded-for'];
    const last = String(Array.isArray(xff) ? xff[xff.length - 1] : xff || '').split(',').pop().trim();
    if (last) return addressKey(last.slice(0, 64));
  }
  return addressKey((req && req.socket && req.socket.remoteAddress) || 'unknown');
}

// The key an address is counted under: IPv4 as is, IPv6 its first 64 bits ("2001:db8:1:2::/64").
function addressKey(address) {
  const a = String(address).toLowerCase().replace(/%.*$/, '');
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (v4) return v4[1];
  if (!a.includes(':') || !/^[0-9a-f:.]+$/.test(a)) return a.slice(0, 64);
  const halves = a.split('::');
  if (halves.length > 2) return a.slice(0, 64);
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const groups = halves.length === 2 ? [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail] : head;
  return groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':') + '::/64';
}

// Connections held now per address, at most `limit` each: `enter` answers false past the limit.
class Connections {
  constructor(limit) {
    this.limit = limit;
    this.count = new Map();
  }
  enter(key) {
    const n = this.count.get(key) || 0;
    if (n >= this.limit) return false;
    this.count.set(key, n + 1);
    return true;
  }
  leave(key) {
    const n = (this.count.get(key) || 1) - 1;
    if (n > 0) this.count.set(key, n);
    else this.count.delete(key);
  }
}

// At most `limit` takes per address in any `windowMs`; the times of the takes are kept, per address,
// only as long as they count.
class PerAddress {
  constructor(limit, windowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.times = new Map();
  }
  recent(address, now) {
    const t = (this.times.get(address) || []).filter((x) => now - x < this.windowMs);
    if (t.length) this.times.set(address, t);
    else this.times.delete(address);
    return t;
  }
  allowed(address, now = Date.now()) {
    return this.recent(address, now).length < this.limit;
  }
  note(address, now = Date.now()) {
    const t = this.recent(address, now);
    t.push(now);
    this.times.set(address, t);
  }
  // Allowed and noted at once (a try counts whether it finds something or not).
  take(address, now = Date.now()) {
    if (!this.allowed(address, now)) return false;
    this.note(address, now);
    return true;
  }
  prune(now = Date.now()) {
    for (const a of [...this.times.keys()]) this.recent(a, now);
  }
}

module.exports = { addressOf, addressKey, Connections, PerAddress };
