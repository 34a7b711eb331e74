// The sets: the set index (assets/tiles/index.json) and each set's tile manifest, as start.js fetches them.
// Read by the parts that need them once they are in (art, languages, start); start.js sets them.
export let INDEX = { sets: [] };  // assets/tiles/index.json
export let SETS = [];             // set names, in the index's order
export let indexText = '';        // the index as fetched, for the app
export const manifests = {};      // set name -> its manifest's text

export function setIndex(index, text) {
  INDEX = index;
  indexText = text;
  SETS = index.sets.map(function (entry) { return String(entry && entry.set); });
}
