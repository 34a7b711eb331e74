// The board's keys (issue 41): the app hears keys only while the canvas has the focus (SDL's keyboard
// element, src/render/app/app.cpp), so its single letters never take a key from the page's words or
// fields. The canvas takes the focus when pressed (the app's own pointer handling would keep a click
// from focusing it) and when the page opens (not in an embed, which leaves the wiki page's focus
// alone); a key pressed while nothing has the focus (a notice just closed) goes to the board, as
// before. Tab leaves the canvas as it leaves any element (SDL would keep Tab for itself: no keyboard
// trap), and a modifier held as the focus leaves is let go in the app, so none stays stuck.
import { embedded } from './page.js';

const canvas = document.getElementById('canvas');
const MODIFIERS = /^(Shift|Control|Alt|Meta)(Left|Right)$/;
if (canvas) {
  const focusBoard = function () { if (document.activeElement !== canvas) canvas.focus({ preventScroll: true }); };
  const held = new Set();  // the modifiers the app heard go down
  canvas.addEventListener('pointerdown', focusBoard);
  // Registered before the app's own listeners on the canvas, so they run first.
  canvas.addEventListener('keydown', function (e) {
    if (MODIFIERS.test(e.code)) held.add(e.code);
    if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey) e.stopImmediatePropagation();
  });
  canvas.addEventListener('keyup', function (e) { held.delete(e.code); });
  canvas.addEventListener('blur', function () {
    for (const code of held) canvas.dispatchEvent(new KeyboardEvent('keyup', { code: code, key: code.replace(MODIFIERS, '$1') }));
    held.clear();
  });
  // Nothing focused (the page's body): the key is the board's.
  for (const type of ['keydown', 'keypress', 'keyup']) {
    document.addEventListener(type, function (e) {
      if (e.target !== document.body || e.key === 'Tab' || embedded) return;
      focusBoard();
      canvas.dispatchEvent(new KeyboardEvent(type, e));
      e.preventDefault();
    });
  }
  if (!embedded) focusBoard();
}
