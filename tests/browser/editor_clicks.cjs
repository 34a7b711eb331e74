// Clicks in the rulings editor as a person makes them, for the browser tests:
// every widget is found where the editor reports it
// drew it (the page API's editor(): widgets by name), every board square by screenOf, and what a
// click did is read back from editor(), editorRecord() and state(). Nothing here edits the draft
// through the page API.
'use strict';
const assert = require('node:assert');
const path = require('path');
const { openGame, api, artifacts, clickAt, press, settle, inputSeen, nextFrames, tapAt } = require('./harness.cjs');

const shot = (page, name) => page.screenshot({ path: path.join(artifacts, 'editor-' + name + '.png') });

// --- seeing and clicking the editor's widgets ------------------------------------------------------

const editor = (page) => api(page, 'editor');

// Waits until the editor's state passes `test` (a function's source run in the page on editor()).
async function until(page, what, test, arg, timeout) {
  try {
    await page.waitForFunction(([src, a]) => new Function('e', 'a', 'return (' + src + ')(e, a)')(
      window.carcassonne.editor(), a), [String(test), arg === undefined ? null : arg],
    { timeout: timeout || 20000, polling: 50 });
  } catch (e) {
    const ed = await editor(page);
    throw new Error('waiting for ' + what + ': ' + e.message.split('\n')[0] + '\nmessage: ' + ed.message +
      '\nwidgets: ' + Object.keys(ed.widgets).join(' '));
  }
}

// The centre of a widget the editor drew, once it stays where it is from one frame to the next (a
// popup's items come a frame later; a window that grows moves what is under it).
async function widget(page, name) {
  await until(page, 'the widget ' + name, (e, n) => !!e.widgets[n], name);
  let last = (await editor(page)).widgets[name];
  for (let i = 0; i < 20; ++i) {
    await nextFrames(page, 1);
    const w = (await editor(page)).widgets[name];
    if (w && last && JSON.stringify(w) === JSON.stringify(last)) return { x: w.x + w.w / 2, y: w.y + w.h / 2, w: w.w, h: w.h };
    last = w;
  }
  throw new Error('the widget ' + name + ' does not stay in place');
}

const click = async (page, name) => clickAt(page, await widget(page, name));

// A key held over a frame (a press and release in one frame would be missed).
const key = press;

// Types into one of the editor's text boxes (clicked first), replacing the `old` text it holds;
// tries again (at most three times) until `done` (a test on editor(), given the text) says it
// arrived.
async function typeInto(page, name, old, text, done) {
  for (let attempt = 0; ; ++attempt) {
    await click(page, name);
    await key(page, 'End');
    for (let i = 0; i < old.length + 2; ++i) await press(page, 'Backspace');
    for (const c of text) {  // one character a frame, as the text box reads them
      await page.keyboard.type(c);
      await inputSeen(page);
    }
    await key(page, 'Enter');
    try {
      await until(page, 'the text typed in ' + name, done, text, 3000);
      return;
    } catch (e) {
      if (attempt === 2) throw e;
      old = text + old;  // whatever it holds now
    }
  }
}

// Opens the game's page with ?edit=1 in a new browser context: a new draft (the start tile alone).
// `query`: more of the address ("&lang=de").
async function newDraft(browser, url, viewport, query) {
  const { page, errors } = await openGame(browser, url + '?edit=1' + (query || ''), viewport);
  await page.waitForFunction(() => window.carcassonneArtReady === true, null, { timeout: 60000 });
  await until(page, 'the editor', (e) => e.active && e.stage === 'setup' && !!e.widgets['tab/setup']);
  const ed = await editor(page);
  assert.strictEqual(ed.scenario.board.length, 1, 'a new draft holds the start tile alone');
  assert.deepStrictEqual(ed.scenario.moves || [], []);
  return { page, errors };
}

// --- setting up ---------------------------------------------------------------------------------------

// Chooses a tile in the palette: its set in the filter, words in the search box, then its picture.
async function choose(page, tile, search) {
  const set = tile.startsWith('custom/') ? 'custom' : tile.split('/')[0];
  let ed = await editor(page);
  if (ed.palette.filter !== set) {
    await click(page, 'palette/filter');
    await click(page, 'palette/filter/' + set);
    await until(page, 'the palette showing ' + set, (e, s) => e.palette.filter === s, set);
  }
  if ((search || '') !== ed.palette.search) {
    await typeInto(page, 'palette/search', ed.palette.search, search || '', (e, s) => e.palette.search === s);
  }
  // The tile's picture, seen inside the palette's scrolled list (between the set chooser and the
  // custom tile button).
  await until(page, tile + ' shown in the palette', (e, t) => {
    const w = e.widgets['palette/' + t], top = e.widgets['palette/filter'], end = e.widgets['custom/new'];
    return !!w && !!top && !!end && w.y >= top.y + top.h && w.y + w.h <= end.y;
  }, tile);
  ed = await editor(page);
  if (ed.palette.chosen !== tile) {
    await click(page, 'palette/' + tile);
    await until(page, tile + ' chosen', (e, t) => e.palette.chosen === t, tile);
  }
}

// Turns the chosen tile to `rot` with R (or the Turn button, every other time).
async function turnChosen(page, rot) {
  for (let guard = 0; guard < 8; ++guard) {
    const now = (await editor(page)).palette.rot;
    if (now === rot) return;
    if (guard % 2) await click(page, 'chosen/turn');
    else await key(page, 'r');
    await until(page, 'the chosen tile turned', (e, r) => e.palette.rot !== r, now);
  }
  throw new Error('the chosen tile did not turn to ' + rot);
}

const tileAt = (ed, x, y) => ed.scenario.board.find((t) => t.at[0] === x && t.at[1] === y);

// Where a square is on screen, once it is in view and under none of the editor's windows: the
// board is zoomed out with the bar's "-" until it is (as a person would).
async function square(page, x, y) {
  for (let zoom = 0; ; ++zoom) {
    const p = await api(page, 'screenOf', x, y), view = page.viewportSize(), half = p.size * 0.3;
    const covers = Object.entries((await editor(page)).widgets).some(([name, w]) =>
      /^(window\/|message|button\/|tab\/)/.test(name) &&
      p.x + half > w.x && p.x - half < w.x + w.w && p.y + half > w.y && p.y - half < w.y + w.h);
    if (!covers && p.x - half > 0 && p.y - half > 0 && p.x + half < view.width && p.y + half < view.height) return p;
    if (zoom === 4) throw new Error('the square ' + x + ', ' + y + ' stays out of view');
    await click(page, 'button/zoomout');
    await settle(page);
  }
}

// Puts a tile on the board: chosen, turned, then a click on its square.
async function put(page, tile, x, y, rot, search) {
  await choose(page, tile, search);
  await turnChosen(page, rot);
  await clickAt(page, await square(page, x, y));
  await until(page, tile + ' on the board', (e, a) => {
    const t = e.scenario.board.find((b) => b.at[0] === a[0] && b.at[1] === a[1]);
    return !!t && t.tile === a[2] && t.rot === a[3];
  }, [x, y, tile, rot]);
}

// Selects the tile on a square (a click on it).
async function select(page, x, y) {
  const ed = await editor(page);
  if (ed.palette.chosen) {  // Esc puts the palette's tile away first
    await key(page, 'Escape');
    await until(page, 'no tile chosen', (e) => !e.palette.chosen);
  }
  if (ed.selected && ed.selected.at[0] === x && ed.selected.at[1] === y) return;
  await clickAt(page, await square(page, x, y));
  await until(page, 'the tile selected', (e, a) => !!e.selected && e.selected.at[0] === a[0] &&
    e.selected.at[1] === a[1], [x, y]);
}

// A meeple of `player` on a feature of the tile at x, y: the player picked, then the feature's spot.
async function putMeeple(page, x, y, on, player) {
  await select(page, x, y);
  await click(page, 'meeple/player/' + player);
  await click(page, 'spot/' + on);
  await until(page, 'the meeple on ' + on, (e, a) => {
    const t = e.scenario.board.find((b) => b.at[0] === a[0] && b.at[1] === a[1]);
    return !!t && (t.meeples || []).some((m) => m.player === a[3] && m.on === a[2]);
  }, [x, y, on, player]);
}

// Removes the tile on a square: selected, then Delete.
async function remove(page, x, y) {
  await select(page, x, y);
  await key(page, 'Delete');
  await until(page, 'the tile removed', (e, a) => !e.scenario.board.some((b) => b.at[0] === a[0] && b.at[1] === a[1]),
    [x, y]);
}

// A sets' box ticked in the setting panel (its section opened first).
async function addSet(page, set) {
  if (!(await editor(page)).widgets['set/' + set]) await click(page, 'header/sets');
  await click(page, 'set/' + set);
  await until(page, set + ' in play', (e, s) => e.scenario.sets.includes(s), set);
}

// A custom tile from the builder: what each edge shows, and beside each road edge a signpost or
// none (the builder lists none, left, straight, right). It becomes the tile chosen to put down.
// `beforeAdd` runs once everything is chosen, before Add.
const SIGN = { none: 0, left: 1, straight: 2, right: 3 };
async function buildTile(page, edges, signposts, beforeAdd) {
  const before = ((await editor(page)).scenario.tiles || []).length;
  await click(page, 'custom/new');
  await widget(page, 'window/custom');
  for (const side of ['N', 'E', 'S', 'W']) {
    await click(page, 'custom/edge/' + side);
    await click(page, 'custom/edge/' + side + '/' + edges[side]);
    await until(page, 'the edge picker closed', (e, n) => !e.widgets[n], 'custom/edge/' + side + '/' + edges[side]);
  }
  for (const side of ['N', 'E', 'S', 'W']) {
    if (edges[side] !== 'road') continue;
    const choice = 'custom/option/signposts/' + side + '/' + SIGN[(signposts || {})[side] || 'none'];
    await click(page, 'custom/option/signposts/' + side);
    await click(page, choice);
    await until(page, 'the signpost picker closed', (e, n) => !e.widgets[n], choice);
  }
  if (beforeAdd) await beforeAdd();
  await click(page, 'custom/add');
  await until(page, 'the custom tile added', (e, n) => (e.scenario.tiles || []).length === n + 1 &&
    !e.widgets['window/custom'], before);
  const ed = await editor(page);
  const made = ed.scenario.tiles[before];
  assert.strictEqual(ed.palette.chosen, made.id, 'the new tile is the one chosen to put down');
  const arrows = Object.entries(signposts || {}).map(([edge, type]) => ({ edge, type }));
  assert.deepStrictEqual(made.signposts, arrows, 'the tile carries the arrows chosen');
  return made;
}

// --- recording moves -------------------------------------------------------------------------------

const record = (page) => api(page, 'editorRecord');
const state = (page) => api(page, 'state');

async function untilGame(page, what, test, arg) {
  await page.waitForFunction(([src, a]) => new Function('s', 'a', 'return (' + src + ')(s, a)')(
    window.carcassonne.state(), a), [String(test), arg === undefined ? null : arg], { timeout: 10000, polling: 50 })
    .catch(async (e) => {
      throw new Error('waiting for ' + what + ': ' + e.message.split('\n')[0] + '\nrecord: ' +
        JSON.stringify(await record(page)).slice(0, 600));
    });
}

// The refusal the Record stage shows at a square after a click (in words), once it is shown.
async function refusalShown(page) {
  await page.waitForFunction(() => !!window.carcassonne.editorRecord().refusal, null, { timeout: 10000, polling: 50 });
  return (await record(page)).refusal;
}

async function openStage(page, stage) {
  await click(page, 'tab/' + stage);
  await until(page, 'the ' + stage + ' stage', (e, s) => e.stage === s, stage);
}

// Places the tile in hand on a square as a player does: a click on the square, R until it is
// turned as wanted, then Place.
async function placeInHand(page, x, y, rot) {
  const square = (await api(page, 'layout')).squares.find((s) => s.at[0] === x && s.at[1] === y);
  assert.ok(square, 'the square is offered for the tile in hand');
  await clickAt(page, square);
  await page.waitForFunction((a) => JSON.stringify(window.carcassonne.layout().selected) === JSON.stringify(a), [x, y],
    { timeout: 10000, polling: 50 });
  for (let guard = 0; guard < 8 && (await state(page)).rot !== rot; ++guard) {
    const now = (await state(page)).rot;
    await key(page, 'r');
    await untilGame(page, 'the tile in hand turned', (s, r) => s.rot !== r, now);
  }
  assert.strictEqual((await state(page)).rot, rot, 'the tile in hand turned as wanted');
  await click(page, 'record/place');
  await untilGame(page, 'the tile placed', (s) => s.step !== 'tile');
}

// --- the seed examples' positions ---------------------------------------------------------------

// The Signposts' seed example 2 (docs/expansions.md, Signposts) from a new draft to the position before its move:
// the tiles, Red's thief, and the junction that closes the road dealt next. `hooks.customTile`
// runs while the builder shows the third arrow tile, before it is added.
async function setUpSignpostsExample(page, hooks = {}) {
  await addSet(page, 'signposts');
  // The rule page's road: from a junction east over two straight tiles, a bend south, a tile
  // going south, a bend west, two straight tiles back west; an arrow beside five of its tiles,
  // each pointing along the road to the next tile, of all three types. No printed signposts
  // tile has these arrows, so they are custom tiles.
  const eastWest = { N: 'field', E: 'road', S: 'field', W: 'road' };
  const straight = await buildTile(page, eastWest, { E: 'straight' });
  await put(page, straight.id, 1, 0, 0);
  await put(page, straight.id, 1, 2, 0);
  const right = await buildTile(page, eastWest, { E: 'right' });
  await put(page, right.id, 2, 0, 0);
  const northSouth = { N: 'road', E: 'field', S: 'road', W: 'field' };
  const down = await buildTile(page, northSouth, { S: 'right' }, hooks.customTile);
  await put(page, down.id, 3, 1, 0);
  const left = await buildTile(page, eastWest, { E: 'left' });
  await put(page, left.id, 2, 2, 0);
  await put(page, 'base/V', 3, 0, 0, 'with a road');
  await put(page, 'base/V', 3, 2, 90, 'with a road');
  await remove(page, 0, 0);  // the start tile makes way for the junction
  await put(page, 'base/W', 0, 0, 0, '3 roads');
  await putMeeple(page, 1, 0, 'road E', 0);
  // The junction that closes the road comes next.
  await choose(page, 'base/W', '3 roads');
  await click(page, 'chosen/dealnext');
  await until(page, 'the junction dealt next', (e) => e.nextTiles.length === 1 && e.nextTiles[0] === 'base/W');
}

module.exports = {
  editor, until, widget, clickAt, tapAt, press, settle, click, key, typeInto, newDraft, choose, turnChosen, square, put, select, putMeeple,
  remove, addSet, buildTile, record, state, untilGame, refusalShown, openStage, placeInHand, shot, setUpSignpostsExample,
};
