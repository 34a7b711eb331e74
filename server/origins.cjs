// Which web pages may use this server: a request whose Origin header names another site is refused
// (HTTP 403, the WebSocket upgrade too), so no website can make tables or play from its visitors'
// browsers. Allowed: the page's own origin (the Origin's host is the Host the request was sent to),
// the origins of CARCASSONNE_ORIGINS, and requests with no Origin (programs, not browser pages).
'use strict';

// "https://wiki.example, http://b.example:8081" → a Set of origins, each exactly as browsers write it.
function parseOrigins(text, name = 'CARCASSONNE_ORIGINS') {
  const out = new Set();
  for (const item of String(text || '').split(/[\s,]+/).filter(Boolean)) {
    let url = null;
    try {
      url = new URL(item);
    } catch (e) {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item) {
      throw new Error(`${name} holds "${item}", which is not an origin such as https://wiki.example (scheme, host and port only, no path or trailing /)`);
    }
    out.add(item);
  }
  return out;
}

// The request's Origin when it is allowed (or '' when it has none); null when it is refused.
function originAllowed(req, origins) {
  const origin = req.headers.origin;
  if (origin === undefined) return '';
  if (typeof origin !== 'string') return null;
  if (origins.has(origin)) return origin;
  try {
    const url = new URL(origin);
    if (url.origin === origin && url.host === String(req.headers.host || '').toLowerCase()) return origin;
  } catch (e) {
    // "null" (a sandboxed frame, a file) and anything else that is not an origin
  }
  return null;
}

module.exports = { parseOrigins, originAllowed };
