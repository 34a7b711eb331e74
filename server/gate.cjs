// Runs jobs one at a time, each after the event loop has had its turn, and after a rest of
// `rest` times as long as the last job took (its database writes block the thread): a burst of
// jobs takes at most 1/(1+rest) of the server's time, the rest is the other tables'. At most
// `waiting` jobs wait; the next is answered Gate.FULL.
'use strict';

class Gate {
  constructor(waiting, rest = 2) {
    this.waiting = waiting;
    this.rest = rest;
    this.queued = 0;
    this.tail = Promise.resolve(0);
  }
  run(job) {
    if (this.queued >= this.waiting) return Promise.resolve(Gate.FULL);
    this.queued++;
    let took = 0;
    const turn = this.tail
      .then((last) => new Promise((r) => setTimeout(r, Math.min(1000, last * this.rest))))
      .then(() => new Promise((r) => setImmediate(r)))
      .then(() => {
        const began = Date.now();
        return Promise.resolve().then(job).finally(() => { took = Date.now() - began; });
      });
    const done = () => {
      this.queued--;
      return took;
    };
    this.tail = turn.then(done, done);
    return turn;
  }
}
Gate.FULL = Symbol('full');

module.exports = { Gate };
