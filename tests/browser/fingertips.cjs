// Phone targets (issue 45: every target a finger presses on a phone is a fingertip): at 390×844 on a
// touch screen, every labelled widget Dear ImGui reports (layout().widgets) is at least 44 × 44 CSS px
// and lies across the page's width. Shared by phone-targets.test and online-phone-targets.test.
'use strict';
const assert = require('node:assert');
const path = require('path');
const { api, artifacts, layoutStill, tapAt } = require('./harness.cjs');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const FINGERTIP = 44;
const middle = (w) => ({ x: w.x + w.w / 2, y: w.y + w.h / 2 });

// The widgets of the frame, once the page stands still.
async function widgets(page) {
  await layoutStill(page);
  return (await api(page, 'layout')).widgets;
}

// Taps the widget shown as `label` (in `window` when given).
async function tapWidget(page, label, window) {
  const w = (await widgets(page)).find((x) => x.label === label && (window === undefined || x.window === window));
  assert.ok(w, 'a widget "' + label + '" is shown');
  await tapAt(page, middle(w));
}

// Every widget a fingertip each way and across the page's width; all that fail, in one message.
async function assertFingertips(page, where) {
  const list = await widgets(page);
  await page.screenshot({ path: path.join(artifacts, 'phone-targets-' + where + '.png') });
  assert.ok(list.length > 0, where + ': widgets are reported');
  const width = PHONE.viewport.width;
  const bad = list.filter((w) => w.w < FINGERTIP - 0.5 || w.h < FINGERTIP - 0.5 || w.x < -0.5 || w.x + w.w > width + 0.5);
  assert.deepStrictEqual(bad.map((w) => w.window + ' / ' + w.label + ' ' + [w.x, w.y, w.w, w.h].map(Math.round).join(',')), [],
    where + ': every target is ' + FINGERTIP + ' × ' + FINGERTIP + ' px or more and on the page');
}

module.exports = { PHONE, FINGERTIP, middle, widgets, tapWidget, assertFingertips };
