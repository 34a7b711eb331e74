// The players' colours (src/render/table/table.cpp, kColours) are told apart by readers with the
// common colour-vision deficiencies: each colour is passed through the simulation matrices of
// Machado, Oliveira and Fernandes (2009, severity 1) for protanopia, deuteranopia and
// tritanopia, and every pair must stay at least MIN_DIFFERENCE apart in CIELAB (CIE76 ΔE). The
// colour word each colour is shown under must name it. Runs without a browser.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');

const MIN_DIFFERENCE = 30;
// Linear-RGB matrices (Machado et al. 2009, table for severity 1.0).
const VISION = {
  'full colour vision': [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const toLinear = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
const clamp01 = (x) => Math.min(1, Math.max(0, x));
// Linear sRGB (D65) to CIELAB.
function lab([r, g, b]) {
  const X = 0.4124 * r + 0.3576 * g + 0.1805 * b, Y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const Z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(X / 0.95047), fy = f(Y), fz = f(Z / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
function seenAs(rgb, m) {
  const l = rgb.map(toLinear);
  return lab(m.map((row) => clamp01(row[0] * l[0] + row[1] * l[1] + row[2] * l[2])));
}
const difference = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

// The closest pair of a palette for each kind of vision: {vision: {difference, pair}}.
function closestPairs(palette) {
  const out = {};
  for (const [vision, m] of Object.entries(VISION)) {
    let best = { difference: Infinity, pair: null };
    for (let i = 0; i < palette.length; i++)
      for (let j = i + 1; j < palette.length; j++) {
        const d = difference(seenAs(palette[i], m), seenAs(palette[j], m));
        if (d < best.difference) best = { difference: d, pair: [i, j] };
      }
    out[vision] = best;
  }
  return out;
}

// kColours and the palette's colour words as the app has them.
function appPalette() {
  const src = fs.readFileSync(path.join(__dirname, '../../src/render/table/table.cpp'), 'utf8');
  const table = src.match(/kColours\[6\]\s*=\s*\{([^}]*)\}/);
  assert.ok(table, 'kColours found in table.cpp');
  const colours = [...table[1].matchAll(/rgb\((\d+),\s*(\d+),\s*(\d+)\)/g)].map((m) => m.slice(1, 4).map(Number));
  // The colour words, in seat order, from their one list (web/seats.json).
  const names = JSON.parse(fs.readFileSync(path.join(__dirname, '../../web/seats.json'), 'utf8')).palette_words;
  return { colours, names };
}

test('every pair of player colours is told apart under protanopia, deuteranopia and tritanopia', () => {
  const { colours } = appPalette();
  assert.strictEqual(colours.length, 6);
  for (const [vision, best] of Object.entries(closestPairs(colours)))
    assert.ok(best.difference >= MIN_DIFFERENCE, vision + ': colours ' + best.pair + ' differ by only ' +
      best.difference.toFixed(1));
});

test('the check fails for a palette that is hard to tell apart (the earlier one: red and green)', () => {
  const earlier = [[214, 48, 49], [41, 98, 214], [39, 155, 72], [240, 196, 25], [40, 40, 44], [226, 102, 178]];
  const best = closestPairs(earlier).deuteranopia;
  assert.ok(best.difference < MIN_DIFFERENCE, 'deuteranopia: ' + best.difference.toFixed(1));
  assert.deepStrictEqual(best.pair, [0, 2]);
});

test('each colour is what its colour word says', () => {
  const { colours, names } = appPalette();
  assert.deepStrictEqual(names, ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'Pink']);
  const hue = ([r, g, b]) => {  // HSL hue in degrees, lightness and saturation 0..1
    const max = Math.max(r, g, b) / 255, min = Math.min(r, g, b) / 255, l = (max + min) / 2, d = max - min;
    let h = 0;
    if (d > 0) {
      if (max === r / 255) h = 60 * (((g - b) / 255 / d) % 6);
      else if (max === g / 255) h = 60 * ((b - r) / 255 / d + 2);
      else h = 60 * ((r - g) / 255 / d + 4);
    }
    return { h: (h + 360) % 360, l, s: d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1)) };
  };
  const fits = {
    Red: (c) => (c.h < 15 || c.h > 345) && c.s > 0.5,
    Blue: (c) => c.h > 200 && c.h < 250 && c.s > 0.5,
    Green: (c) => c.h > 90 && c.h < 165 && c.s > 0.5,
    Yellow: (c) => c.h > 45 && c.h < 65 && c.l > 0.5,
    Black: (c) => c.l < 0.2,
    Pink: (c) => c.h > 280 && c.h < 345 && c.l > 0.55,
  };
  names.forEach((name, i) => assert.ok(fits[name](hue(colours[i])), name + ' is ' + colours[i]));
});
