// The rooms of this process by table id and by watch id, and the token that marks a room the
// server itself makes (a restored table, a table's watch room): no client can send it, since it
// never leaves the process.
'use strict';
const { newId } = require('./ids.cjs');

module.exports = {
  INTERNAL: newId(),
  byTable: new Map(),
  byWatch: new Map(),
  byCode: new Map(),  // short code → room, while its table is not started
};
