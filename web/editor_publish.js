// The editor's ways out (src/render/editor/publish.cpp calls these): the scenario file to download,
// the share link (#s=, as the game's Share makes it), the iframe snippet and the MediaWiki tag
// (integrations/mediawiki/Carcassonne), the clipboard, and the preview: the embed itself in an
// iframe at the embed's size. The app hands over its words already translated; nothing from a
// scenario is ever inserted as markup. The texts are plain functions, so node tests can use them.
(function (root) {
  'use strict';

  // The embed sizes the editor offers (CSS pixels); the first is the default of docs/embedding.md.
  const SIZES = [[640, 420], [480, 360], [800, 520], [360, 560]];
  // The MediaWiki extension takes at most this many bytes between its tags (Hooks::MAX_INLINE_BYTES).
  const WIKI_INLINE_LIMIT = 65536;

  // The languages' codes, from the one list (languages.json: fetched by the shell, read directly
  // under node).
  function languageCodes() {
    const list = root.carcassonneLanguages || (typeof require === 'function' ? require('./languages.json') : []);
    return list.map(function (l) { return l.code; });
  }

  function base64url(text) {
    if (root.carcassonneLinks) return root.carcassonneLinks.encode(text);  // the Share's own encoder
    return Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  // A file name from the title: letters and digits of any accent-free spelling, joined by '-'.
  function fileName(title) {
    const base = String(title || '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
      .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
    return (base || 'carcassonne-ruling') + '.json';
  }

  const escapeHtml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&#39;');

  // JSON for the wiki's page text: characters the wiki's editing would act on are written as
  // \u escapes (a '<' could end the tag, '~~~~' becomes a signature when saved, '[[x|]]' a link);
  // they occur only inside strings, where the escape means the same.
  const wikiJson = (scenario) => JSON.stringify(scenario).replace(/[<>&~|]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));

  // The title in `lang` (explanations), else the scenario's own.
  function titleIn(scenario, lang) {
    const e = scenario && scenario.explanations;
    if (e && e[lang] && typeof e[lang].title === 'string' && e[lang].title) return e[lang].title;
    return scenario && typeof scenario.title === 'string' ? scenario.title : '';
  }

  // Everything published, as the buttons copy it. `base`: the game's page (default: this page).
  function texts(o) {
    const lang = languageCodes().indexOf(o.lang) >= 0 ? o.lang : 'en';
    const width = o.width || SIZES[0][0], height = o.height || SIZES[0][1];
    const base = o.base || (root.location ? root.location.origin + root.location.pathname : 'index.html');
    const compact = JSON.stringify(o.scenario);
    const hash = '#s=' + base64url(compact);
    const title = titleIn(o.scenario, lang) || 'Carcassonne';
    const name = fileName(titleIn(o.scenario, 'en') || title);
    const src = base + '?embed=1&lang=' + lang + hash;
    const iframe = '<iframe src="' + escapeHtml(src) + '" width="' + width + '" height="' + height +
      '" style="border:0" loading="lazy" title="' + escapeHtml('Carcassonne: ' + title) + '"' +
      // The fewest rights a demo works with (docs/embedding.md, "Framing"); the page adds &origin=.
      ' sandbox="allow-scripts allow-same-origin" allow="" referrerpolicy="no-referrer"></iframe>';
    const body = wikiJson(o.scenario);
    const size = 'lang="' + lang + '" width="' + width + '" height="' + height + '"';
    // Between the tags when it fits the extension's limit; else the file, put beside the game's page.
    const inline = new TextEncoder().encode(body).length <= WIKI_INLINE_LIMIT;
    const mediawiki = inline ? '<carcassonne ' + size + '>\n' + body + '\n</carcassonne>'
      : '<carcassonne scenario="assets/scenarios/' + name + '" ' + size + '/>';
    return { file: JSON.stringify(o.scenario, null, 1) + '\n', fileName: name, link: base + hash, embed: src,
      iframe: iframe, mediawiki: mediawiki, mediawikiInline: inline };
  }

  // --- in the page ---------------------------------------------------------------------------
  const state = { lastCopied: null, lastDownload: null };

  function download(text, name) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 60000);
    state.lastDownload = { name: name, text: text };
  }

  // Copies to the clipboard; where the browser refuses, a box with the text selected, to copy by
  // hand (`manual` is its line, in the reader's language).
  function copy(text, manual) {
    state.lastCopied = text;
    const byHand = function () { showText(manual || '', text); return false; };
    if (!navigator.clipboard || !navigator.clipboard.writeText) return Promise.resolve(byHand());
    return navigator.clipboard.writeText(text).then(function () { return true; }, byHand);
  }

  function showText(label, text) {
    let box = document.getElementById('editor-copy');
    if (box) box.remove();
    box = document.createElement('div');
    box.id = 'editor-copy';
    box.setAttribute('role', 'dialog');
    box.style.cssText = 'position:absolute;left:50%;top:56px;transform:translateX(-50%);width:min(640px,90vw);' +
      'background:#fbf5e6;color:#2b2118;border:1px solid #8a6a40;border-radius:8px;padding:10px 34px 10px 14px;' +
      'font-size:14px;box-shadow:0 4px 14px rgba(0,0,0,.25);z-index:20';
    const p = document.createElement('div');
    p.textContent = label;
    const area = document.createElement('textarea');
    area.readOnly = true;
    area.value = text;
    area.style.cssText = 'width:100%;height:8em;margin-top:6px;font:12px monospace';
    const close = document.createElement('button');
    close.textContent = '×';
    close.style.cssText = 'position:absolute;right:6px;top:4px;border:0;background:none;font-size:18px;cursor:pointer';
    close.onclick = function () { box.remove(); };
    box.append(p, area, close);
    document.body.appendChild(box);
    area.focus();
    area.select();
  }

  // The preview: the game's own embed page in an iframe at the embed's size, as a rules page shows
  // it, with a language switch, the sizes and a close button. o: {scenario, lang, width, height,
  // labels: {title, language, size, close}}; onChange({lang, width, height}) tells the app.
  function preview(o, onChange) {
    closePreview();
    const labels = o.labels || {};
    let lang = o.lang, width = o.width || SIZES[0][0], height = o.height || SIZES[0][1];
    const shade = document.createElement('div');
    shade.id = 'editor-preview';
    shade.setAttribute('role', 'dialog');
    shade.setAttribute('aria-label', labels.title || '');
    shade.style.cssText = 'position:absolute;inset:0;background:rgba(20,26,16,.72);display:flex;flex-direction:column;' +
      'align-items:center;justify-content:center;gap:10px;z-index:30;font-size:14px';
    const bar = document.createElement('div');
    bar.style.cssText = 'display:flex;gap:8px;align-items:center;flex-wrap:wrap;justify-content:center;' +
      'background:#fbf5e6;color:#2b2118;border-radius:8px;padding:6px 10px';
    const heading = document.createElement('strong');
    heading.textContent = labels.title || '';
    bar.appendChild(heading);
    const group = function (label) {
      const g = document.createElement('span');
      g.setAttribute('role', 'group');
      g.setAttribute('aria-label', label);
      g.textContent = label + ' ';
      bar.appendChild(g);
      return g;
    };
    const frame = document.createElement('iframe');
    frame.id = 'editor-preview-frame';
    frame.title = labels.title || '';
    frame.style.cssText = 'border:0;background:#8ca872;box-shadow:0 6px 24px rgba(0,0,0,.4);max-width:96vw;max-height:80vh';
    const buttons = [];
    const show = function () {
      frame.width = String(width);
      frame.height = String(height);
      frame.style.width = width + 'px';
      frame.style.height = height + 'px';
      frame.src = texts({ scenario: o.scenario, lang: lang, width: width, height: height }).embed;
      for (const b of buttons) b.el.setAttribute('aria-pressed', String(b.on()));
      for (const b of buttons) b.el.style.fontWeight = b.on() ? '700' : '400';
      if (onChange) onChange({ lang: lang, width: width, height: height });
    };
    const langs = group(labels.language || '');
    for (const l of languageCodes()) {
      const b = document.createElement('button');
      b.textContent = l.toUpperCase();
      b.dataset.lang = l;
      b.onclick = function () { lang = l; show(); };
      buttons.push({ el: b, on: function () { return lang === l; } });
      langs.appendChild(b);
    }
    const sizes = group(labels.size || '');
    for (const s of SIZES) {
      const b = document.createElement('button');
      b.textContent = s[0] + '×' + s[1];
      b.dataset.size = s[0] + 'x' + s[1];
      b.onclick = function () { width = s[0]; height = s[1]; show(); };
      buttons.push({ el: b, on: function () { return width === s[0] && height === s[1]; } });
      sizes.appendChild(b);
    }
    const close = document.createElement('button');
    close.id = 'editor-preview-close';
    close.textContent = labels.close || '×';
    close.onclick = closePreview;
    bar.appendChild(close);
    shade.append(bar, frame);
    // Keys here are the preview's (Escape closes it), not the editor's beneath.
    for (const type of ['keydown', 'keyup', 'keypress']) shade.addEventListener(type, function (e) { e.stopPropagation(); });
    shade.addEventListener('keydown', function (e) { if (e.key === 'Escape') closePreview(); });
    document.body.appendChild(shade);
    show();
    close.focus();
    return frame;
  }

  function closePreview() {
    const old = document.getElementById('editor-preview');
    if (old) old.remove();
    const canvas = document.getElementById('canvas');
    if (canvas) canvas.focus({ preventScroll: true });
  }

  // The texts of one step (or the title) in every language of languages.json, in the page's own text boxes (they
  // wrap, paste and take any accent). o: {heading, fields: [{lang, label, value, start}], focus,
  // multiline, labels: {save, cancel, hint}}. A box with no text starts from `start` (the engine's
  // words), which is kept only when edited. save(changed) gets {lang: text} of the changed boxes and
  // answers null (done) or the refusal in words, shown in the dialog, which then stays open.
  function editTexts(o, save) {
    closeTexts();
    const labels = o.labels || {};
    const shade = document.createElement('div');
    shade.id = 'editor-texts';
    shade.setAttribute('role', 'dialog');
    shade.setAttribute('aria-label', o.heading || '');
    shade.style.cssText = 'position:absolute;inset:0;background:rgba(20,26,16,.5);display:flex;align-items:center;' +
      'justify-content:center;z-index:25;font-size:14px';
    // The app listens to keys on the whole window (SDL): typing here is for these boxes only.
    for (const type of ['keydown', 'keyup', 'keypress']) shade.addEventListener(type, function (e) { e.stopPropagation(); });
    const box = document.createElement('form');
    box.style.cssText = 'background:#fbf5e6;color:#2b2118;border:1px solid #8a6a40;border-radius:8px;padding:12px 14px;' +
      'width:min(720px,94vw);max-height:92vh;overflow:auto;box-shadow:0 6px 24px rgba(0,0,0,.35)';
    const heading = document.createElement('h2');
    heading.style.cssText = 'font-size:16px;margin:0 0 8px';
    heading.textContent = o.heading || '';
    box.appendChild(heading);
    if (labels.hint) {
      const hint = document.createElement('p');
      hint.style.cssText = 'margin:0 0 8px;color:#5a4a38';
      hint.textContent = labels.hint;
      box.appendChild(hint);
    }
    const inputs = [];
    for (const f of o.fields || []) {
      const label = document.createElement('label');
      label.style.cssText = 'display:block;margin:6px 0 2px;font-weight:600';
      label.textContent = f.label;
      const input = document.createElement(o.multiline ? 'textarea' : 'input');
      input.name = f.lang;
      input.lang = f.lang;
      input.dataset.lang = f.lang;
      input.value = f.value || f.start || '';
      input.style.cssText = 'display:block;width:100%;box-sizing:border-box;font:14px system-ui,sans-serif;padding:4px' +
        (o.multiline ? ';height:6.5em;resize:vertical' : '');
      label.appendChild(input);
      box.appendChild(label);
      inputs.push({ f: f, input: input });
    }
    const problem = document.createElement('p');
    problem.id = 'editor-texts-problem';
    problem.setAttribute('role', 'alert');
    problem.style.cssText = 'color:#8a1a10;font-weight:600;margin:8px 0 0;white-space:pre-wrap';
    const buttons = document.createElement('div');
    buttons.style.cssText = 'display:flex;gap:8px;justify-content:flex-end;margin-top:10px';
    const ok = document.createElement('button');
    ok.type = 'submit';
    ok.id = 'editor-texts-save';
    ok.textContent = labels.save || 'OK';
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.id = 'editor-texts-cancel';
    cancel.textContent = labels.cancel || '×';
    cancel.onclick = closeTexts;
    buttons.append(cancel, ok);
    box.append(problem, buttons);
    box.onsubmit = function (e) {
      e.preventDefault();
      const changed = {};
      for (const { f, input } of inputs) {
        const before = f.value || '';
        const unchangedStart = !before && input.value === (f.start || '');
        if (input.value !== before && !unchangedStart) changed[f.lang] = input.value;
      }
      const refused = save(changed);
      if (refused) problem.textContent = refused;
      else closeTexts();
    };
    shade.addEventListener('keydown', function (e) { if (e.key === 'Escape') closeTexts(); });
    shade.appendChild(box);
    document.body.appendChild(shade);
    const first = inputs.find(function (x) { return x.f.lang === o.focus; }) || inputs[0];
    if (first) first.input.focus();
    return shade;
  }

  function closeTexts() {
    const old = document.getElementById('editor-texts');
    if (old) old.remove();
  }

  // The words of every language for the editor's step texts: the core table and every set's,
  // merged as the shell merges them for one language, handed to the app (editorLanguage).
  let tablesAsked = null;
  function loadTables(hand) {
    if (tablesAsked) return tablesAsked;
    const langs = languageCodes().filter(function (l) { return l !== 'en'; });  // English is the phrases
    const json = function (url) {
      return fetch(url).then(function (r) {
        if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
        return r.json();
      });
    };
    tablesAsked = json('assets/tiles/index.json').then(function (index) {
      const sets = (index.sets || []).map(function (e) { return String(e.set); });
      return Promise.all(langs.map(function (l) { return json('i18n/' + l + '.json'); }).concat(
        sets.map(function (s) { return json('assets/i18n/' + s + '.json'); })));
    }).then(function (all) {
      langs.forEach(function (lang, i) {
        const merged = Object.assign({}, all[i]);
        for (const set of all.slice(langs.length)) Object.assign(merged, set[lang] || {});
        hand(lang, merged);
      });
      return true;
    }).catch(function (e) {
      tablesAsked = null;
      console.warn('carcassonne: the editor could not load the languages: ' + String(e && e.message ? e.message : e));
      return false;
    });
    return tablesAsked;
  }

  const api = { SIZES: SIZES, fileName: fileName, wikiJson: wikiJson, titleIn: titleIn, texts: texts,
    download: download, copy: copy, showText: showText, preview: preview, closePreview: closePreview,
    editTexts: editTexts, closeTexts: closeTexts, loadTables: loadTables, state: state };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.carcassonneEditorPublish = api;
})(typeof window === 'object' ? window : globalThis);
