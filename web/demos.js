// The rules demos page (demos.html): in a file of its own, so the page
// runs under the game's Content-Security-Policy (script-src 'self', docs/security.md).
'use strict';
// Built from assets/scenarios/index.json; text only, never markup from the files.
const lang = new URLSearchParams(location.search).get('lang') || 'en';
// The page's words from the game's own table (i18n/<lang>.json); English when it cannot be read.
const words = lang === 'en' ? Promise.resolve({}) :
  fetch('i18n/' + encodeURIComponent(lang) + '.json').then((r) => (r.ok ? r.json() : {})).catch(() => ({}));
const colon = lang === 'fr' ? '\u00a0: ' : ': ';  // French puts a no-break space before the colon
Promise.all([fetch('assets/scenarios/index.json').then((r) => r.json()), words]).then(([index, table]) => {
  const say = (phrase) => (typeof table[phrase] === 'string' ? table[phrase] : phrase);
  // The page's own words in the reader's language, as the demos' (the HTML holds the English).
  document.documentElement.lang = lang;
  document.title = say('Carcassonne: rules demos');
  document.querySelector('h1').textContent = say('Rules demos');
  document.getElementById('intro').textContent =
    say('Every worked example of the rule pages, live. Step through each one; the iframe code under it puts it on a wiki page.');
  const list = document.getElementById('list');
  for (const demo of index.demos) {
    const box = document.createElement('div');
    box.className = 'demo';
    const text = document.createElement('div');
    const h = document.createElement('h2');
    h.textContent = demo.title[lang] || demo.title.en;
    const p = document.createElement('p');
    p.textContent = say('Final scores') + colon + demo.final_scores.join(' / ');
    const src = 'index.html?scenario=assets/scenarios/' + encodeURIComponent(demo.file) + '&embed=1&lang=' + encodeURIComponent(lang);
    const code = document.createElement('pre');
    // The attributes docs/embedding.md recommends ("Framing"); add &origin=<your page's origin> to the address.
    code.textContent = '<iframe src="' + new URL(src, location.href).href.replace(/&/g, '&amp;') + '" width="640" height="420"' +
      ' style="border:0" loading="lazy" title="' + ('Carcassonne: ' + h.textContent).replace(/&/g, '&amp;').replace(/"/g, '&quot;') + '"' +
      ' sandbox="allow-scripts allow-same-origin" allow="" referrerpolicy="no-referrer"></iframe>';
    text.append(h, p, code);
    const frame = document.createElement('iframe');
    frame.setAttribute('loading', 'lazy');  // an attribute, so the page's HTML says it too
    frame.src = src;
    frame.title = 'Carcassonne: ' + h.textContent;
    box.append(text, frame);
    list.appendChild(box);
  }
});
