// Limits the HTTP requests that reach the matchmaker (create and join carry their options in a
// POST body, which Colyseus reads whole): at most 4 KB, sent with its length; and refuses every
// request from another site's page (origins.cjs). Applied after the Colyseus server has taken the
// request listeners over, so it comes first.
'use strict';
const { MAX_BYTES } = require('./messages.cjs');
const { originAllowed } = require('./origins.cjs');

// `own(req, res)`: the server's own HTTP answers (the short codes); true when it answered.
// `origins`: the other sites' origins allowed (a Set); `headers`: sent with every answer.
function guardRequests(server, own = () => false, origins = new Set(), headers = {}) {
  const listeners = server.listeners('request').slice(0);
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (originAllowed(req, origins) === null) {
      res.writeHead(403, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify({ code: 4403, error: 'Requests from other sites are not allowed here' }));
      return;
    }
    if (own(req, res)) return;
    if (req.method === 'POST') {
      const length = Number(req.headers['content-length']);
      if (!Number.isInteger(length) || length > MAX_BYTES) {
        res.writeHead(length > MAX_BYTES ? 413 : 411, { 'Content-Type': 'application/json', Connection: 'close' });
        res.end(JSON.stringify({ code: 4413, error: 'That message is too large' }));
        return;
      }
    }
    for (const l of listeners) l.call(server, req, res);
  });
}

module.exports = { guardRequests };
