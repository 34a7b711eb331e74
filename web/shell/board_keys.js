// The board's keys (issue 41): the app hears keys only while the canvas has the focus (SDL's keyboard
// element, src/render/app/app.cpp), so its single letters never take a key from the page's words or
// fields. The canvas takes the focus when pressed (the app's own pointer handling would keep a click
// from focusing it) and when the page opens (not in an embed, which leaves the wiki page's focus
// alone); Tab leaves it as it leaves any element (SDL would keep Tab for itself: no keyboard trap).
import { embedded } from './page.js';

const canvas = document.getElementById('canvas');
if (canvas) {
  const focusBoard = function () { if (document.activeElement !== canvas) canvas.focus({ preventScroll: true }); };
  canvas.addEventListener('pointerdown', focusBoard);
  // Registered before the app's own listener on the canvas, so it runs first and SDL never sees Tab.
  canvas.addEventListener('keydown', function (e) {
    if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey) e.stopImmediatePropagation();
  });
  if (!embedded) focusBoard();
}
