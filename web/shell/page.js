// What every part of the shell shares: the page API, the address's embed and edit switches, the app's shell calls.
// The parts (web/shell/*.js) are ES modules, bundled from main.js by esbuild into build/web/shell.js
// (tools/bundle_shell.sh): one classic script, run before carcassonne.js and the scripts after it in
// shell.html, and one file to download.
export const api = window.carcassonne;
// Embedded pages (&embed=1) never keep or read the game or the draft.
export const embedded = new URLSearchParams(location.search).get('embed') === '1';
// The editor (?edit=1, not in embeds): the address says the editor is open so a reload comes back
// to the draft.
export const editing = !embedded && new URLSearchParams(location.search).get('edit') === '1';
export function shellCall(name, arg) {  // calls for the shell only, not part of window.carcassonne
  const reply = JSON.parse(Module.ccall('carc_call', 'string', ['string'], [JSON.stringify({ call: name, arg: arg })]));
  if (!reply.ok) throw new Error(reply.error);
  return reply.result;
}
