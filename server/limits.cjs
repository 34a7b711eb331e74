// Limits per client address: how many tables one address creates an hour, how many short codes it
// tries a minute. The address is the socket's; X-Forwarded-For is believed only behind a proxy the
// operator names (CARCASSONNE_TRUST_PROXY=1), and then only its last entry, the one the proxy
// itself added (what a client writes there comes before it).
'use strict';

function addressOf(req, trustProxy) {
  if (trustProxy && req && req.headers) {
    const xff = req.headers['x-forwarded-for'];
    const last = String(Array.isArray(xff) ? xff[xff.length - 1] : xff || '').split(',').pop().trim();
    if (last) return last.slice(0, 64);
  }
  return (req && req.socket && req.socket.remoteAddress) || 'unknown';
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

module.exports = { addressOf, PerAddress };
