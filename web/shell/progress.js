// What the page says outside the app: the loading bar, the screen of a start that failed, and notices.
import { say } from './languages.js';
export const loader = document.getElementById('loader');
const bar = document.querySelector('#bar > div');
export const message = document.getElementById('message');
export const progress = { manifests: 0, wasm: 0 };
export function showProgress() {
  const p = 0.2 * progress.manifests + 0.8 * progress.wasm;
  bar.style.width = Math.round(100 * p) + '%';
}
export function fail(text) {
  loader.style.display = 'flex';
  loader.classList.add('failed');
  message.textContent = say('The game could not start.') + '\n' + text;
  console.error('carcassonne: ' + text);
}

// A message that does not stop the game (a scenario that could not be loaded, a shared link).
// Text only: nothing from a scenario or a URL is ever inserted as markup.
export function notice(text, linkText) {
  let box = document.getElementById('notice');
  if (!box) {
    box = document.createElement('div');
    box.id = 'notice';
    box.setAttribute('role', 'alert');
    document.body.appendChild(box);
  }
  box.textContent = text;
  if (linkText) {
    const input = document.createElement('input');
    input.value = linkText;
    input.readOnly = true;
    box.appendChild(document.createElement('br'));
    box.appendChild(input);
  }
  const close = document.createElement('button');
  close.textContent = '×';
  close.onclick = function () { box.remove(); };
  box.appendChild(close);
  return box;
}
