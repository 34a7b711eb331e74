// The security headers every answer of the server carries (docs/security.md): who may frame the page
// (frame-ancestors: by default the page's own origin and the sites of CARCASSONNE_ORIGINS, the wikis
// that embed it; CARCASSONNE_FRAME_ANCESTORS replaces that list), no plugins, <base> or forms, no
// sniffing of types, no Referer. The script, style and connect sources are left to the operator
// (they name the scenario hosts and the processes of a cluster: docs/security.md).
'use strict';
const { parseOrigins } = require('./origins.cjs');

function frameAncestors(setting, origins) {
  if (setting === undefined || setting.trim() === '') return ["'self'", ...origins].join(' ');
  const words = setting.trim().split(/[\s,]+/);
  if (words.length === 1 && words[0] === "'none'") return "'none'";
  const sites = words.filter((w) => w !== "'self'");
  parseOrigins(sites.join(' '), 'CARCASSONNE_FRAME_ANCESTORS');
  return words.join(' ');
}

function securityHeaders(env, origins) {
  const ancestors = frameAncestors(env.CARCASSONNE_FRAME_ANCESTORS, origins);
  return {
    'Content-Security-Policy': `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'none'; form-action 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

module.exports = { securityHeaders };
