// The person's move in words (issue 41): the legal steps of the person to move as buttons named by
// the engine (the page API's choices(): "1 square east of the start tile, not turned: finishes a
// road, +4 points", "Put a knight in the city on the north side: no points now"), the tile in hand
// and its turns, and taking the tile back. A button plays its step with the page API's play(), the
// call a click on the board ends in; nothing here knows a rule. The buttons are real ones: Tab and
// Enter reach them, a screen reader lists them.
import { api } from './page.js';
import { say } from './languages.js';

let turnShown = null;  // the quarter turns of the tile whose squares are listed
let handKey = null;    // the tile in hand and its turn: a new one starts at its first turn

function element(tag, parent, text) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = String(text);
  if (parent) parent.appendChild(e);
  return e;
}

function button(parent, text, onPress) {
  const b = element('button', parent, text);
  b.type = 'button';
  b.addEventListener('click', onPress);
  return b;
}

// A step refused after all (another seat moved first, the table went away): said, in words.
function refused(e, tell) {
  const r = e && e.refusal;
  if (r && typeof r.phrase === 'string') tell([say.apply(null, [r.phrase].concat(Array.isArray(r.values) ? r.values : []))]);
  else tell([String(e && e.message ? e.message : e)]);
}

// A choice pressed: the focus goes on with the move (chosen() says so to the mirror: a browser that
// does not focus a button on a click, Safari's, would not tell it), then the step is played.
let chosen = function () {};
function play(move, tell) {
  chosen();
  try { api.play(move); } catch (e) { refused(e, tell); }
}

// The tile step: the turns that fit somewhere, then the squares of the turn chosen.
function tileStep(part, c, tell, redraw) {
  const turns = [];
  // Each turn says which side the tile's features then face ("turned a quarter turn clockwise: a
  // city on the east side, a road ..."), so a reader plans without seeing the tile.
  for (const item of c.choices) {
    if (turns.some(function (t) { return t.rot === item.move.rot; })) continue;
    turns.push({ rot: item.move.rot, words: item.sides ? say('{0}: {1}', item.turn, item.sides) : item.turn });
  }
  turns.sort(function (a, b) { return a.rot - b.rot; });  // clockwise, from the tile as drawn
  const key = JSON.stringify([c.tile, c.choices.length, c.choices[0] && c.choices[0].move]);
  if (key !== handKey || !turns.some(function (t) { return t.rot === turnShown; })) turnShown = turns.length ? turns[0].rot : null;
  handKey = key;
  if (turns.length > 1) {
    const group = element('div', part);
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', say('Turn the tile'));
    for (const t of turns) {
      const b = button(group, t.words, function () { chosen(); turnShown = t.rot; redraw('turn'); });
      b.dataset.turn = String(t.rot);
      b.setAttribute('aria-pressed', t.rot === turnShown ? 'true' : 'false');
    }
  } else if (turns.length === 1) {
    element('p', part, turns[0].words);  // the one turn that fits, with its sides
  }
  const list = element('ul', part);
  list.setAttribute('aria-label', say('Where the tile can go'));
  for (const item of c.choices) {
    if (item.move.rot !== turnShown) continue;
    const b = button(element('li', list), item.words, function () { play(item.move, tell); });
    b.className = 'choice';
  }
}

// The section "Your move": `c` is choices(); tell says a refusal; redraw builds it again.
export function movePart(parent, c, title, tell, redraw, onChosen) {
  chosen = onChosen || function () {};
  if (!c || !c.you || !Array.isArray(c.choices) || !c.choices.length) return null;
  const part = element('section', parent);
  part.id = 'words-move';
  const h = element('h2', part, title);
  h.id = 'words-move-title';
  h.tabIndex = -1;
  part.setAttribute('aria-labelledby', h.id);
  if (c.tile && c.step === 'tile') element('p', part, say('Tile in hand: {0}', c.tile));
  if (c.step === 'tile') {
    tileStep(part, c, tell, redraw);
  } else {
    const list = element('ul', part);
    for (const item of c.choices) {
      const b = button(element('li', list), item.words, function () { play(item.move, tell); });
      b.className = 'choice';
    }
  }
  if (c.undo) button(part, say('Take back tile'), function () {
    chosen();
    try { api.undo(); } catch (e) { refused(e, tell); }
  });
  return part;
}

// Where the focus goes once the part is built anew: the turn button pressed, else the first choice.
export function focusMove(why) {
  const part = document.getElementById('words-move');
  if (!part) return false;
  const target = (why === 'turn' && part.querySelector('button[aria-pressed="true"]')) || part.querySelector('button.choice') ||
    document.getElementById('words-move-title');
  if (target) target.focus();
  return !!target;
}
