// The phrases the code gives the translators, found by GNU gettext's xgettext (Debian's gettext)
// with the project's keywords: the C++ of src/engine/ and src/render/, and the page's own words in
// the shell's parts (web/shell/*.js), web/online.js, web/offline.js and web/demos.js, and the game server's phrases
// (server/messages.cjs, which the page says in the reader's language), and the bot levels' and colour
// words of web/seats.json. A phrase written where it is not translated (a list of directions, a column title)
// is marked N_("...") (src/engine/phrase.h).
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

// The functions whose arguments are phrases: name, or name:argument (two numbers: the singular
// and the plural), with `t` the number of arguments when a name has two forms.
const CPP_KEYWORDS = [
  'tr:1,1t',     // render/words/i18n.h: a phrase in the reader's language
  'T:1,1t',      // the engine's explanations: a phrase through the caller's translator
  'T:2,2t',      // ... T(tr, phrase)
  'addNote:3',   // State::addNote(player, segment, phrase): a note in the log
  'count:2,3',   // count(n, "tile", "tiles")
  'part:2,3',    // part(n, "1 square north", "{0} squares north")
  'words:2',     // the draft's refusals: words(reason, phrase, values)
  'warning:1',   // the draft's warnings
  'N_',          // a phrase translated where it is shown
];
const JS_KEYWORDS = ['say:1', 'problem:1', 'N_'];

function filesUnder(root, dir, re) {
  const out = [];
  for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const p = dir + '/' + e.name;
    if (e.isDirectory()) out.push(...filesUnder(root, p, re));
    else if (re.test(e.name)) out.push(p);
  }
  return out.sort();
}

function xgettext(root, language, keywords, files) {
  const args = ['--language=' + language, '--from-code=UTF-8', '--no-wrap', '--keyword=',
    ...keywords.map((k) => '--keyword=' + k), '--output=-', ...files];
  return execFileSync('xgettext', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// The entries of a POT file: {phrase, plural, files}.
function entries(pot) {
  const text = (lines) => lines.trim().split('\n').map((l) => JSON.parse(l.trim())).join('');
  const out = [];
  for (const block of pot.split(/\n\s*\n/)) {
    const id = block.match(/^msgid ((?:"(?:[^"\\]|\\.)*"\s*\n)+)/m);
    if (!id) continue;
    const plural = block.match(/^msgid_plural ((?:"(?:[^"\\]|\\.)*"\s*\n)+)/m);
    const files = [...block.matchAll(/^#: (.*)$/mg)].flatMap((m) => m[1].split(' ')).map((r) => r.replace(/:\d+$/, ''));
    out.push({ phrase: text(id[1]), plural: plural ? text(plural[1]) : null, files });
  }
  return out.filter((e) => e.phrase !== '');
}

// Every phrase of the source with the files it is in.
function sourcePhrases(root) {
  const cpp = [...filesUnder(root, 'src/engine', /\.(cpp|h)$/), ...filesUnder(root, 'src/render', /\.(cpp|h)$/)];
  const found = [
    ...entries(xgettext(root, 'C++', CPP_KEYWORDS, cpp)),
    ...entries(xgettext(root, 'JavaScript', JS_KEYWORDS, [...filesUnder(root, 'web/shell', /\.js$/), 'web/online.js', 'web/offline.js', 'web/demos.js',
      'server/messages.cjs'])),
  ];
  // The one list of what a seat can be (web/seats.json): each bot level's words and the colour words.
  const seats = JSON.parse(fs.readFileSync(path.join(root, 'web/seats.json'), 'utf8'));
  for (const phrase of [...seats.bot_levels.map((l) => l.words), ...seats.palette_words, ...seats.other_colour_words]) {
    found.push({ phrase, plural: null, files: ['web/seats.json'] });
  }
  const out = [];
  for (const e of found) {
    out.push({ phrase: e.phrase, files: e.files });
    if (e.plural) out.push({ phrase: e.plural, files: e.files });
  }
  return out;
}

module.exports = { sourcePhrases, CPP_KEYWORDS, JS_KEYWORDS };
