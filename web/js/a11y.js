// a11y.js — what makes the match readable and playable without a mouse or
// on a phone (docs/client.md "Keyboard" and "Phone"; issue 15):
//   announce(text)     the prompt said to screen readers (a polite live region
//                      that outlives the page's redraws);
//   why(rules)         the rule IDs of a prompt or an option behind a "Why?"
//                      control, each a link to the rules reference #/rules/ID;
//   boardKeys(svg)     the board's highlighted places in one tab stop: arrows
//                      move among them, Enter or Space chooses;
//   zoomBox(box, svg)  the board zoomed and panned: buttons, keys, pinch;
//   KEYS               the key map, shown by "?" and in docs/client.md;
//   count(n, noun)     "1 hit", "2 hits".
import { h } from './dom.js';

// ---- the prompt, announced ----
export function announce(text) {
  let live = document.getElementById('announce');
  if (!live) {
    live = h('div', { id: 'announce', class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });
    document.body.appendChild(live);
  }
  if (live.textContent !== text) live.textContent = text;
}

// "1 hit", "2 hits", "1.5 hits": a count and its noun, agreeing.
export const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// ---- "why": the rules behind a prompt or an option ----
export function why(rules, what = 'this choice') {
  if (!rules || !rules.length) return null;
  return h('details', { class: 'why' },
    h('summary', { 'aria-label': `Why ${what}: the rules` }, 'Why?'),
    h('span', { class: 'why-rules' }, 'Rules: ', ...rules.flatMap((id, i) => [i ? ', ' : '',
      h('a', { href: `#/rules/${encodeURIComponent(id)}`, class: 'rule-link' }, id)])));
}

// ---- the key map ----
export const KEYS = [
  ['1 … 9', 'choose that option (up to nine options)'],
  ['digits, then Enter', 'choose option N among more than nine'],
  ['O', 'the full option list, its first option focused (Tab and Enter in it); again: back to the short list or the action bar'],
  ['B', 'go to the board’s highlighted places'],
  ['← ↑ → ↓', 'on the board: move to the nearest highlighted place that way'],
  ['Enter or Space', 'choose the focused option or place (a menu asks which when several act there)'],
  ['+ / −', 'zoom the board in / out; Z fits it to the window'],
  ['U', 'undo your last choice, while the engine allows it'],
  ['L', 'the line-of-sight tool'],
  ['?', 'show or hide this key map'],
  ['Escape', 'close a menu, the key map or the line-of-sight tool; clear typed digits'],
];

export function keyMap() {
  return h('section', { class: 'keymap', id: 'keymap', 'aria-labelledby': 'keymap-title' },
    h('h3', { id: 'keymap-title' }, 'Keys'),
    h('dl', {}, ...KEYS.flatMap(([k, v]) => [h('dt', {}, h('kbd', {}, k)), h('dd', {}, v)])),
    h('p', { class: 'hint' }, 'Nothing is chosen until you press a key on it: a new decision puts the focus on its question, not on an option.'));
}

// ---- the board's places by keyboard ----
// One tab stop (roving tabindex): the place focused last, else the first.
export function boardKeys(svg, remember) {
  const places = [...svg.querySelectorAll('[data-choice]')];
  if (!places.length) return;
  const start = places.find((p) => p.dataset.choice === remember.place) || places[0];
  for (const p of places) p.setAttribute('tabindex', p === start ? '0' : '-1');
  svg.addEventListener('keydown', (ev) => {
    const at = ev.target.closest?.('[data-choice]');
    if (!at) return;
    const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[ev.key];
    if (dir) {
      ev.preventDefault();
      const next = nearest(places, at, dir);
      if (next) focusPlace(places, next, remember);
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      ev.stopPropagation();
      const r = at.getBoundingClientRect();
      at.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: r.left + r.width / 2, clientY: r.bottom }));
    }
  });
  svg.addEventListener('focusin', (ev) => {
    const at = ev.target.closest?.('[data-choice]');
    if (at) remember.place = at.dataset.choice;
  });
}

export function focusPlace(places, p, remember) {
  for (const q of places) q.setAttribute('tabindex', q === p ? '0' : '-1');
  remember.place = p.dataset.choice;
  p.focus();
  p.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

const centre = (e) => { const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };

// The place nearest to `from` in direction dir (dx, dy): ahead of it, the
// distance weighted against drifting sideways.
function nearest(places, from, [dx, dy]) {
  const [x0, y0] = centre(from);
  let best = null, bestCost = Infinity;
  for (const p of places) {
    if (p === from) continue;
    const [x, y] = centre(p);
    const ahead = (x - x0) * dx + (y - y0) * dy, side = Math.abs((x - x0) * dy + (y - y0) * dx);
    if (ahead <= 1) continue;
    const cost = ahead + 2 * side;
    if (cost < bestCost) { best = p; bestCost = cost; }
  }
  return best;
}

// ---- zoom and pan ----
// The zoom survives the page's redraws (one state per page): the scale, and
// where the box was scrolled to.
const zoom = { scale: 1, left: 0, top: 0 };
const STEPS = [1, 1.5, 2, 2.5, 3, 4];

export function zoomIn() { setScale(STEPS.find((s) => s > zoom.scale + 0.01) ?? STEPS[STEPS.length - 1]); }
export function zoomOut() { setScale([...STEPS].reverse().find((s) => s < zoom.scale - 0.01) ?? 1); }
export function zoomFit() { setScale(1); }

let current = null;        // {box, svg} of the board on the page

function setScale(s, about) {
  if (!current) { zoom.scale = s; return; }
  const { box } = current;
  const old = zoom.scale;
  s = Math.min(4, Math.max(1, s));
  // keep the point under the fingers (or the box's centre) where it is
  const [ax, ay] = about || [box.clientWidth / 2, box.clientHeight / 2];
  const fx = (box.scrollLeft + ax) / old, fy = (box.scrollTop + ay) / old;
  zoom.scale = s;
  apply();
  box.scrollLeft = fx * s - ax;
  box.scrollTop = fy * s - ay;
  zoom.left = box.scrollLeft;
  zoom.top = box.scrollTop;
}

function apply() {
  const { box, svg, label } = current;
  box.classList.toggle('zoomed', zoom.scale > 1);
  svg.style.width = zoom.scale > 1 ? `${zoom.scale * 100}%` : '';
  if (label) label.textContent = `${Math.round(zoom.scale * 100)} %`;
}

export function zoomBar() {
  const label = h('span', { class: 'zoom-level', 'aria-live': 'polite' }, `${Math.round(zoom.scale * 100)} %`);
  const bar = h('div', { class: 'zoom-bar', role: 'group', 'aria-label': 'Board zoom' },
    h('button', { type: 'button', id: 'zoom-out', 'aria-label': 'Zoom out', title: 'Zoom out (key −)', onclick: zoomOut }, '−'),
    label,
    h('button', { type: 'button', id: 'zoom-in', 'aria-label': 'Zoom in', title: 'Zoom in (key +)', onclick: zoomIn }, '+'),
    h('button', { type: 'button', id: 'zoom-fit', title: 'Fit the board (key Z)', onclick: zoomFit }, 'Fit'));
  bar.zoomLabel = label;
  return bar;
}

// box: the board's scroll box; svg: the board in it. One finger pans (the
// box scrolls natively: touch-action pan-x pan-y), two pinch.
export function zoomBox(box, svg, bar) {
  current = { box, svg, label: bar?.zoomLabel };
  apply();
  box.scrollLeft = zoom.left;
  box.scrollTop = zoom.top;
  box.addEventListener('scroll', () => { zoom.left = box.scrollLeft; zoom.top = box.scrollTop; }, { passive: true });
  const touches = new Map();
  let pinch = null;
  box.addEventListener('pointerdown', (ev) => {
    if (ev.pointerType !== 'touch') return;
    touches.set(ev.pointerId, [ev.clientX, ev.clientY]);
    if (touches.size === 2) pinch = { d: spread(touches), scale: zoom.scale };
  });
  box.addEventListener('pointermove', (ev) => {
    if (!touches.has(ev.pointerId)) return;
    touches.set(ev.pointerId, [ev.clientX, ev.clientY]);
    if (pinch && touches.size === 2) {
      const r = box.getBoundingClientRect();
      const [a, b] = [...touches.values()];
      setScale(pinch.scale * (spread(touches) / pinch.d), [(a[0] + b[0]) / 2 - r.left, (a[1] + b[1]) / 2 - r.top]);
    }
  });
  const end = (ev) => { touches.delete(ev.pointerId); if (touches.size < 2) pinch = null; };
  box.addEventListener('pointerup', end);
  box.addEventListener('pointercancel', end);
}

function spread(touches) {
  const [a, b] = [...touches.values()];
  return Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1]));
}
