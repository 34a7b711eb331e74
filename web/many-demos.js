// A rules page with every demo (many-demos.html): in a file of its own, so the page
// runs under the game's Content-Security-Policy (script-src 'self', docs/security.md).
'use strict';
// Text only, never markup from the files.
const params = new URLSearchParams(location.search);
// The language asked, if it is one of the game's (languages.json), else English.
let lang = 'en';
fetch('languages.json').then((r) => r.json()).then((languages) => {
  if (languages.some((l) => l.code === params.get('lang'))) lang = params.get('lang');
  return fetch('assets/scenarios/index.json');
}).then((r) => r.json()).then((index) => {
  const list = document.getElementById('list');
  // ?sets=inns,river: only the demos of those sets (a demo's set is its file's first word), so a
  // page can hold fewer demos than the browser keeps WebGL contexts (about 16).
  const sets = (params.get('sets') || '').split(',').filter(Boolean);
  const shown = sets.length ? index.demos.filter((d) => sets.includes(d.file.split('-')[0])) : index.demos;
  for (const demo of shown) {
    const box = document.createElement('section');
    const h = document.createElement('h2');
    h.textContent = (demo.title[lang] || demo.title.en) + ' — final scores ' + demo.final_scores.join(' / ');
    const frame = document.createElement('iframe');
    frame.loading = 'lazy';
    frame.src = 'index.html?scenario=assets/scenarios/' + encodeURIComponent(demo.file) + '&embed=1&lang=' + lang;
    frame.title = 'Carcassonne: ' + (demo.title[lang] || demo.title.en);
    frame.dataset.file = demo.file;
    box.append(h, frame);
    list.appendChild(box);
  }
});
