// Online tables: web/online.js loaded when first asked for, the page API's online calls, #table=, #code= and ?watch= links.
// Online tables (web/online.js, docs/formats.md §5): loaded only when an online call or link is used, so
// a page served with no game server never asks for it nor for colyseus.js.
import { api } from './page.js';
import { notice } from './progress.js';
import { say } from './languages.js';
let onlineLoading = null;
function framed() {
  try { return window.self !== window.top; } catch (e) { return true; }  // a cross-origin top throws
}
export function onlineModule() {
  if (!onlineLoading) {
    onlineLoading = new Promise(function (resolve, reject) {
      const s = document.createElement('script');
      s.src = 'online.js';
      s.onload = function () { resolve(window.carcassonneOnline); };
      s.onerror = function () { onlineLoading = null; reject(new Error(say('Online tables need the network, and the game server could not be reached.'))); };
      document.head.appendChild(s);
    });
  }
  return onlineLoading;
}
const viaOnline = (name) => function () {
  const args = arguments;
  return onlineModule().then(function (o) { return o[name].apply(null, args); });
};
api.hostTable = viaOnline('hostTable');
api.joinTable = viaOnline('joinTable');
api.startTable = viaOnline('startTable');
api.online = function () { return window.carcassonneOnline ? window.carcassonneOnline.online() : null; };
// play on an online table answers a Promise (the server judges); a local game's stays as it was.
const playHere = api.play;
api.play = function (move) {
  return api.online() ? window.carcassonneOnline.play(move) : playHere(move);
};
// #table=<id>: the seat kept in this browser is taken back at once; else the app asks for a name.
// #code=<ABCD-EFGH>: the table that short code names, the same way. ?watch=<id>: the table looked at only.
// In a frame (any page around it, even one of this site) the links are ignored: the seat kept in
// this browser, its secret and the reader's table are the reader's own tab's, never a framing
// page's to take (issue 45: a same-site frame joined the reader's seat and played as them).
export function openOnlineLink() {
  const table = location.hash.match(/^#table=([A-Za-z0-9_-]{16,64})$/);
  const code = location.hash.match(/^#code=([0-9A-Za-z-]{1,16})$/);
  const watch = new URLSearchParams(location.search).get('watch');
  if (!table && !code && !watch) return false;
  if (framed()) {
    notice(say('Online tables open only in a tab of their own, not inside another page.'));
    return false;
  }
  onlineModule().then(function (o) {
    if (watch) return o.watchTable(watch);
    if (code) return o.openCode(code[1]);
    const mine = o.kept(table[1]);
    if (mine && mine.secret) return o.joinTable(table[1], { name: mine.name || '' });
    return o.endedOrAsk(table[1]);  // a finished table is watched, else the name is asked
  }).catch(function (e) { notice(String(e && e.message ? e.message : e)); });
  return true;
}
