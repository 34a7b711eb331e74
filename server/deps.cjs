// The server's npm packages live in .cache/server (tools/setup.sh installs them there with npm ci from
// server/package-lock.json), not beside the code: this is the one place that knows where.
'use strict';
const path = require('path');
const { createRequire } = require('module');

const root = path.resolve(__dirname, '..');
const modules = process.env.CARCASSONNE_SERVER_MODULES || path.join(root, '.cache', 'server', 'node_modules');
const requireDep = createRequire(path.join(modules, 'noop.js'));

module.exports = { root, modules, requireDep };
