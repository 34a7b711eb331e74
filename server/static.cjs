// Serves build/web as static files (GET and HEAD only, nothing outside the folder), as the page is
// served by any web server: the page needs no headers of its own (the security headers are added
// to every answer by http_guard.cjs).
'use strict';
const fs = require('fs');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.webp': 'image/webp', '.ico': 'image/x-icon', '.ttf': 'font/ttf', '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json',
  '.md': 'text/markdown; charset=utf-8', '.data': 'application/octet-stream',
};

function staticHandler(dir) {
  const base = path.resolve(dir);
  return function serveStatic(req, res) {
    const plain = (code, text) => {
      res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'method not allowed\n');
    let file;
    try {
      const { pathname } = new URL(req.url, 'http://localhost');
      file = path.resolve(base, '.' + decodeURIComponent(pathname));
    } catch (e) {
      return plain(400, 'bad address\n');
    }
    if (file !== base && !file.startsWith(base + path.sep)) return plain(403, 'forbidden\n');
    if (file.includes('\0')) return plain(400, 'bad address\n');  // fs.stat would throw
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        file = path.join(file, 'index.html');
        return fs.stat(file, (err2, st2) => send(err2, st2));
      }
      send(err, st);
    });
    function send(err, st) {
      if (err || !st.isFile()) return plain(404, 'not found\n');
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream',
        'Content-Length': st.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') return res.end();
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    }
  };
}

module.exports = { staticHandler };
