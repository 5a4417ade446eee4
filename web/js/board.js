// board.js — the board as SVG: spaces shaded by level, buildings, walls,
// half walls, supply bins, beacons, rocks, trees, canyon, ziplines (from
// GET /api/maps/NAME), then what the observation adds: the ring, loot on
// the map, ability miniatures and zones, the legends in their squad
// colours; the modes' and modules' objects (modeboard.js); then the
// decision's places to click and the last action.
import { drawModeObjects } from './modeboard.js';
import { content } from './api.js';
import { healthLimit } from './champpanel.js';

const CS = 40;           // a space, in SVG units
const M = 24;            // margin for the coordinates
const SVG = 'http://www.w3.org/2000/svg';
export const SQUAD_COLOUR = { red: '#d33a2c', blue: '#2f6fd6' };
const LEVEL_FILL = { '-1': '#9b7b55', 0: '#ece7d8', 1: '#cfc7b0', 2: '#b1a88f', 3: '#958c72', 4: '#7c745c' };

function el(name, attrs = {}, parent = null, text = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}
const title = (e, text) => el('title', {}, e, text);
const cx = (x) => M + x * CS + CS / 2;
const cy = (y) => M + y * CS + CS / 2;
const px = (i) => M + i * CS;

function drawFloor(g, map) {
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const lv = map.floor[y][x];
      const r = el('rect', { x: px(x), y: px(y), width: CS, height: CS, class: 'cell',
        fill: LEVEL_FILL[lv] ?? '#777', 'data-x': x, 'data-y': y }, g);
      title(r, `${x},${y} — level ${lv}${lv < 0 ? ' (canyon)' : ''}`);
      if (lv !== 0) levelBadge(g, x, y, lv);
    }
  }
  for (let x = 0; x < map.width; x++) el('text', { x: cx(x), y: M - 8, class: 'coord' }, g, String(x));
  for (let y = 0; y < map.height; y++) el('text', { x: M - 12, y: cy(y) + 4, class: 'coord' }, g, String(y));
}

// A space's level, a digit on a light badge in its corner: readable (13
// units, contrast over 4.5:1) whatever the level's shade (issue 15).
function levelBadge(g, x, y, lv) {
  const b = el('g', { class: 'lvl', 'aria-hidden': 'true' }, g);
  const w = String(lv).length * 8 + 4;
  el('rect', { x: px(x) + 1, y: px(y) + 1, width: w, height: 15, rx: 3 }, b);
  el('text', { x: px(x) + 1 + w / 2, y: px(y) + 13 }, b, String(lv));
}

function edgeEnds(c) {
  const x1 = px(c.i), y1 = px(c.j);
  return c.dir === 'h' ? [x1, y1, x1 + c.len * CS, y1] : [x1, y1, x1, y1 + c.len * CS];
}

function drawEdge(g, c, opened) {
  const [x1, y1, x2, y2] = edgeEnds(c);
  if (c.kind === 'supply_bin') {
    const w = c.dir === 'h' ? CS * 0.7 : 12, h = c.dir === 'h' ? 12 : CS * 0.7;
    const r = el('rect', { x: (x1 + x2) / 2 - w / 2, y: (y1 + y2) / 2 - h / 2, width: w, height: h,
      rx: 2, class: `bin${opened ? ' opened' : ''}`, 'data-bin': c.bin }, g);
    title(r, `Supply bin ${c.bin}${opened ? ' (opened)' : ''} — edge ${c.dir} ${c.i},${c.j}`);
    return;
  }
  const cls = /half_wall/.test(c.kind) ? 'halfwall' : /wall/.test(c.kind) ? 'wall' : 'edgeobj';
  const l = el('line', { x1, y1, x2, y2, class: cls }, g);
  title(l, `${c.name} — edge ${c.dir} ${c.i},${c.j}${c.len > 1 ? ` length ${c.len}` : ''}`);
}

function drawSpaceObject(g, c, map) {
  const x = cx(c.x), y = cy(c.y);
  let e;
  if (c.kind === 'respawn_beacon') {
    e = el('g', { class: 'beacon' }, g);
    el('circle', { cx: x, cy: y, r: 12 }, e);
    el('text', { x, y: y + 4 }, e, 'B');
  } else if (/zipline/.test(c.kind)) {
    e = el('g', { class: 'zip' }, g);
    el('rect', { x: x - 9, y: y - 9, width: 18, height: 18, rx: 3 }, e);
    el('text', { x, y: y + 4 }, e, 'Z');
    if (c.link !== undefined && c.link > c.index) {
      const o = map.components[c.link];
      el('line', { x1: x, y1: y, x2: cx(o.x), y2: cy(o.y), class: 'zipline' }, g);
    }
  } else if (c.kind === 'tree') {
    e = el('circle', { cx: x, cy: y, r: 13, class: 'tree' }, g);
  } else if (c.kind === 'rock') {
    e = el('polygon', { points: `${x - 13},${y + 9} ${x - 6},${y - 11} ${x + 9},${y - 9} ${x + 13},${y + 10}`, class: 'rock' }, g);
  } else {
    e = el('g', { class: 'object' }, g);
    el('circle', { cx: x, cy: y, r: 11 }, e);
    el('text', { x, y: y + 4 }, e, c.name[0]);
  }
  title(e, `${c.name} on ${c.x},${c.y}${c.label ? ` (${c.label})` : ''}`);
}

function drawComponents(g, map, obs) {
  const opened = obs ? obs.bins_opened >>> 0 : 0;
  for (const c of map.components) {
    if (c.placement === 'area') {
      const r = el('rect', { x: px(c.x), y: px(c.y), width: c.w * CS, height: c.h * CS,
        class: c.kind === 'canyon' ? 'canyon' : 'building' }, g);
      title(r, `${c.name} ${c.w}x${c.h} at ${c.x},${c.y} (level ${c.top})`);
    }
  }
  for (const c of map.components) {
    if (c.placement === 'edge') drawEdge(g, c, c.bin !== undefined && ((opened >>> c.bin) & 1));
    else if (c.placement === 'space') drawSpaceObject(g, c, map);
    else if (c.placement === 'point') title(el('circle', { cx: px(c.i), cy: px(c.j), r: 8, class: 'object' }, g), c.name);
  }
}

function drawRing(g, map, ring) {
  if (!ring) return;
  const W = map.width * CS, H = map.height * CS;
  const x = px(ring.west), y = px(ring.north);
  const w = (ring.east - ring.west + 1) * CS, h = (ring.south - ring.north + 1) * CS;
  el('path', { d: `M${M},${M}h${W}v${H}h${-W}z M${x},${y}v${h}h${w}v${-h}z`, class: 'outside-ring',
    'fill-rule': 'evenodd' }, g);
  title(el('rect', { x, y, width: w, height: h, class: 'ring' }, g),
    `The ring: columns ${ring.west}–${ring.east}, rows ${ring.north}–${ring.south}; ${ring.damage} damage outside`);
}

function drawLoot(g, obs) {
  const seen = {};
  for (const l of obs.map_loot || []) {
    const k = `${l.x},${l.y}`;
    const n = seen[k] = (seen[k] || 0) + 1;
    const x = px(l.x) + 6 + (n - 1) * 8, y = px(l.y) + CS - 6;
    const d = el('polygon', { points: `${x},${y - 5} ${x + 5},${y} ${x},${y + 5} ${x - 5},${y}`,
      class: `loot${l.token.exhausted ? ' exhausted' : ''}` }, g);
    title(d, `${content.items[l.token.id] || prettyId(l.token.id)} on ${l.x},${l.y}`);
  }
}

function drawMinis(g, obs) {
  for (const m of obs.ability_miniatures || []) {
    const lg = obs.legends[m.legend];
    if (!lg) continue;
    let x, y;
    if (m.point) { x = px(m.point[0]); y = px(m.point[1]); }
    else if (m.space) { x = cx(m.space[0]); y = cy(m.space[1]); }
    else if (m.attached >= 0 && obs.legends[m.attached]) { x = cx(obs.legends[m.attached].x) + 12; y = cy(obs.legends[m.attached].y) - 12; }
    else continue;
    const where = m.point ? `@${m.point[0]},${m.point[1]}` : m.space ? `${m.space[0]},${m.space[1]}` : `on-${m.attached}`;
    const e = el('g', { class: 'mini', 'data-legend': m.legend, 'data-place': where }, g);
    el('circle', { cx: x, cy: y, r: m.point ? CS * 0.9 : 10, fill: SQUAD_COLOUR[lg.squad], class: 'zone' }, e);
    el('text', { x, y: y + 4 }, e, m.type === 'tactical' ? 'T' : 'U');
    const a = (obs.abilities || []).find((k) => k.legend === m.legend && k.type === m.type);
    title(e, `${lg.name}'s ${m.type} ability${a ? ` (${content.abilities[a.id]?.name || prettyId(a.id)})` : ''}${m.attached >= 0 ? ` on ${obs.legends[m.attached].name}` : ''}`);
  }
}

// Legend names: 13 units, set below or above the miniature, further out
// when a neighbour's name is already there, so that names of legends side
// by side never overlap (issue 15). Widths measured with the page's font.
const NAME_FONT = '600 13px system-ui, sans-serif';
const NAME_SPOTS = [27, -19, 41, -33, 55, -47];     // baselines, from the centre
let measurer = null;
function textWidth(text) {
  measurer = measurer || document.createElement('canvas').getContext('2d');
  measurer.font = NAME_FONT;
  return measurer.measureText(text).width;
}
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function nameSpots(obs) {
  const placed = [], spot = {};
  const order = obs.legends.map((lg, i) => i).filter((i) => obs.legends[i].on_map)
    .sort((a, b) => obs.legends[a].y - obs.legends[b].y || obs.legends[a].x - obs.legends[b].x);
  for (const i of order) {
    const lg = obs.legends[i], w = textWidth(lg.name) + 6;
    const boxAt = (dy) => ({ x: cx(lg.x) - w / 2, y: cy(lg.y) + dy - 12, w, h: 16 });
    const dy = NAME_SPOTS.find((d) => !placed.some((b) => overlaps(b, boxAt(d)))) ?? NAME_SPOTS[0];
    placed.push(boxAt(dy));
    spot[i] = dy;
  }
  return spot;
}

function drawLegends(g, obs) {
  const spot = nameSpots(obs);
  obs.legends.forEach((lg, i) => {
    if (!lg.on_map) return;
    const x = cx(lg.x), y = cy(lg.y);
    const e = el('g', { class: `legend${lg.health <= 0 ? ' down' : ''}${obs.active === i ? ' active' : ''}`,
      'data-legend': i }, g);
    el('circle', { cx: x, cy: y, r: 14, fill: SQUAD_COLOUR[lg.squad] }, e);
    el('text', { x, y: y + 5, class: 'initials' }, e, lg.name.slice(0, 2));
    el('text', { x, y: y + spot[i], class: 'name' }, e, lg.name);
    pieceBars(e, x, y, lg.health, healthLimit(obs, i), lg.shield, lg.shield_max);
    title(e, `${lg.name} (${lg.squad}) on ${lg.x},${lg.y}, level ${lg.level}: health ${lg.health}, shield ${lg.shield}/${lg.shield_max}`);
  });
}

// Health and shield on the piece (issue 15): two small bars above the disc,
// health green (red when low), shield blue; each a fraction of its dial.
function pieceBars(g, x, y, health, hmax, shield, smax) {
  const w = 30, top = y - 23;
  const part = (v, max) => (max > 0 ? Math.max(0, Math.min(1, v / max)) : 0);
  el('rect', { x: x - w / 2, y: top, width: w, height: 4, class: 'piece-bar back' }, g);
  el('rect', { x: x - w / 2, y: top, width: w * part(health, hmax), height: 4,
    class: `piece-bar health${health * 4 <= hmax ? ' low' : ''}`, 'data-health': health }, g);
  if (smax > 0) {
    el('rect', { x: x - w / 2, y: top - 5, width: w, height: 4, class: 'piece-bar back' }, g);
    el('rect', { x: x - w / 2, y: top - 5, width: w * part(shield, smax), height: 4, class: 'piece-bar shield',
      'data-shield': shield }, g);
  }
}

function drawLast(g, obs, last) {
  if (!last) return;
  for (const m of last.moves || []) {
    el('line', { x1: cx(m.from.x), y1: cy(m.from.y), x2: cx(m.to.x), y2: cy(m.to.y), class: 'last-move',
      'marker-end': 'url(#arrow)' }, g);
  }
  const s = last.shot;
  if (s && obs.legends[s.shooter] && obs.legends[s.target]) {
    const a = obs.legends[s.shooter], b = obs.legends[s.target];
    el('line', { x1: cx(a.x), y1: cy(a.y), x2: cx(b.x), y2: cy(b.y), class: 'last-shot', 'marker-end': 'url(#arrow-shot)' }, g);
    el('text', { x: (cx(a.x) + cx(b.x)) / 2, y: (cy(a.y) + cy(b.y)) / 2 - 4, class: 'shot-label' }, g,
      `${s.damage} dmg`);
  }
}

function drawChoices(g, obs, map, choices, onPick) {
  for (const ch of choices) {
    const p = ch.place;
    let e, tip = ch.options.map((o) => o.label).join('\n');
    if (p.type === 'space') {
      e = el('rect', { x: px(p.x) + 2, y: px(p.y) + 2, width: CS - 4, height: CS - 4, class: ch.drop ? 'choice drop' : 'choice',
        'data-choice': `${p.x},${p.y}` }, g);
      if (ch.short) el('text', { x: cx(p.x), y: px(p.y) + CS - 5, class: 'choice-label' }, g, ch.short);
    } else if (p.type === 'point') {
      e = el('circle', { cx: px(p.i), cy: px(p.j), r: 8, class: 'choice', 'data-choice': `@${p.i},${p.j}` }, g);
    } else if (p.type === 'legend') {
      const lg = obs.legends[p.legend];
      if (!lg || !lg.on_map) continue;
      e = el('circle', { cx: cx(lg.x), cy: cy(lg.y), r: 19, class: 'choice target', 'data-choice': `legend-${p.legend}` }, g);
      if (ch.short) el('text', { x: cx(lg.x), y: cy(lg.y) - 22, class: 'choice-label' }, g, ch.short);
    } else if (p.type === 'bin') {
      const c = map.components.find((k) => k.bin === p.bin);
      if (!c) continue;
      const [x1, y1, x2, y2] = edgeEnds(c);
      e = el('circle', { cx: (x1 + x2) / 2, cy: (y1 + y2) / 2, r: 12, class: 'choice', 'data-choice': `bin-${p.bin}` }, g);
    }
    if (!e) continue;
    const laying = ch.options.find((o) => o.area);           // the area it lays (the server's "area")
    const area = laying?.area;
    if (area) {
      e.setAttribute('data-area', String(area.length));
      const show = () => previewArea(e.ownerSVGElement, area, map, laying.area_kind);
      const hide = () => previewArea(e.ownerSVGElement, null, map);
      e.addEventListener('mouseenter', show);
      e.addEventListener('focus', show);
      e.addEventListener('mouseleave', hide);
      e.addEventListener('blur', hide);
    }
    if (ch.tip) tip = ch.tip;
    title(e, tip);
    e.setAttribute('role', 'button');            // a11y.js: reached by B and the arrows
    e.setAttribute('aria-label', tip);
    e.addEventListener('click', (ev) => { ev.stopPropagation(); onPick(ch, ev); });
  }
}

// An option's area of effect, previewed while its place is hovered or
// focused (issue 15): each space the engine says it would hit (the
// option's "area", [[x, y, value], ...]: a grenade where it is aimed,
// before its drift; an ability's area) tinted, with its damage; a zone
// (kind "zone": the Smoke Launcher's, the Dome of Protection's) tinted
// apart, with the Hit Threshold it adds to a Shoot through it ("+10").
// null clears it. Spaces off the map (AOE-6) are not drawn.
export function previewArea(svg, area, map, kind) {
  const layer = svg?.querySelector('#area-preview');
  if (!layer) return;
  layer.replaceChildren();
  const zone = kind === 'zone';
  for (const [x, y, v] of area || []) {
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
    el('rect', { x: px(x) + 1, y: px(y) + 1, width: CS - 2, height: CS - 2, class: zone ? 'area-cell zone' : 'area-cell', 'data-x': x, 'data-y': y }, layer);
    el('text', { x: cx(x), y: cy(y) + 5, class: 'area-value' }, layer, zone ? `+${v}` : String(v));
  }
}

// The ring after its next move (the observation's ring.next: the face-up
// ring card, RING-7), dashed, when it differs from the ring now.
function drawNextRing(g, ring) {
  const n = ring?.next;
  if (!n || (n.west === ring.west && n.east === ring.east && n.north === ring.north && n.south === ring.south)) return;
  const r = el('rect', { x: px(n.west), y: px(n.north), width: (n.east - n.west + 1) * CS, height: (n.south - n.north + 1) * CS,
    class: 'next-ring', id: 'next-ring' }, g);
  title(r, `The next ring, when the ring card moves it: columns ${n.west}–${n.east}, rows ${n.north}–${n.south}`);
}

function drawLos(g, los) {
  if (!los || !los.a) return;
  const mark = (c) => el('rect', { x: px(c.x) + 1, y: px(c.y) + 1, width: CS - 2, height: CS - 2, class: 'los-end' }, g);
  mark(los.a);
  if (los.b) {
    mark(los.b);
    el('line', { x1: cx(los.a.x), y1: cy(los.a.y), x2: cx(los.b.x), y2: cy(los.b.y),
      class: los.clear === undefined ? 'los-line' : los.clear ? 'los-line clear' : 'los-line blocked' }, g);
  }
}

function defs(svg) {
  const d = el('defs', {}, svg);
  for (const [id, cls] of [['arrow', 'arrow'], ['arrow-shot', 'arrow shot']]) {
    const m = el('marker', { id, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto' }, d);
    el('path', { d: 'M0,0 L10,5 L0,10 z', class: cls }, m);
  }
}

// The whole board: view = {map, obs, choices, last, los}; onPick(choice),
// onCell(x, y) for clicks on a space (the line-of-sight tool).
export function renderBoard(view, { onPick, onCell }) {
  const { map, obs } = view;
  const svg = el('svg', { viewBox: `0 0 ${2 * M + map.width * CS} ${2 * M + map.height * CS}`,
    class: 'board', role: 'group', 'aria-label': `${map.name} board` });   // group: its places are buttons
  defs(svg);
  drawFloor(el('g', {}, svg), map);
  drawComponents(el('g', {}, svg), map, obs);
  if (obs) {
    drawRing(el('g', {}, svg), map, obs.ring);
    drawNextRing(el('g', {}, svg), obs.ring);
    drawLoot(el('g', {}, svg), obs);
    drawMinis(el('g', {}, svg), obs);
    drawModeObjects(el('g', { class: 'mode-objects' }, svg), obs, map, { el, px, cx, cy, CS, SQUAD_COLOUR });
    drawLast(el('g', {}, svg), obs, view.last);
    drawLegends(el('g', {}, svg), obs);
    drawChoices(el('g', {}, svg), obs, map, view.choices || [], onPick);
    el('g', { class: 'area-preview', id: 'area-preview', 'aria-hidden': 'true' }, svg);   // previewArea
  }
  drawLos(el('g', {}, svg), view.los);
  el('g', { class: 'overlay', id: 'board-overlay' }, svg);     // the turn's replay (turnreplay.js)
  svg.addEventListener('click', (ev) => {
    const pt = svg.createSVGPoint();
    pt.x = ev.clientX; pt.y = ev.clientY;
    const p = pt.matrixTransform(svg.getScreenCTM().inverse());
    const x = Math.floor((p.x - M) / CS), y = Math.floor((p.y - M) / CS);
    if (x >= 0 && y >= 0 && x < map.width && y < map.height) onCell(x, y);
  });
  return svg;
}

// The board's geometry, for the layers other files draw (turnreplay.js).
export const boardGeometry = { el, cx, cy, px, CS, title };

export function prettyId(id) {
  if (!id) return '';
  const s = String(id).replace(/[_-]+/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
