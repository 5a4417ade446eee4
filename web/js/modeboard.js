// modeboard.js — what the game modes and special modules put on the map
// (docs/modes.md), drawn from the observation only: Capture the Flag's
// flags and team tokens, the locked respawn beacon (TDM-14, CTF), the
// Supply Drops' drops (closed or open) and deployment markers, the
// Replicator's crafting markers, the heat shields. A flag carried by a legend is drawn by
// that legend. Nothing here is hidden information: the engine makes all of
// it public (R-EQUIP-7, docs/protocol.md "Observe").

const CELL_SIDE = 32;    // GEO_MAX_DIM: a cell index is x + 32 * y (src/geo/grid.h)
export const cellOf = (at) => [at % CELL_SIDE, Math.floor(at / CELL_SIDE)];
// CTF: flags and team tokens 0, 1 are red, 2, 3 blue (src/rules/engine/state.h).
export const ctfSquad = (i) => (i < 2 ? 'red' : 'blue');

function flagShape(t, x, y, colour, tip) {
  const e = t.el('g', { class: 'ctf-flag' });
  t.el('line', { x1: x - 6, y1: y + 10, x2: x - 6, y2: y - 12, class: 'flag-pole' }, e);
  t.el('polygon', { points: `${x - 6},${y - 12} ${x + 10},${y - 7} ${x - 6},${y - 2}`, fill: colour, class: 'flag-cloth' }, e);
  t.el('title', {}, e, tip);
  return e;
}

function drawCtf(g, obs, t) {
  const ctf = obs.ctf;
  if (!ctf) return;
  ctf.team_tokens.forEach((k, i) => {
    if (k.where !== 'map') return;
    const [x, y] = cellOf(k.at);
    const e = t.el('g', { class: 'team-token', 'data-token': i }, g);
    t.el('rect', { x: t.px(x) + 3, y: t.px(y) + 3, width: t.CS - 6, height: t.CS - 6, rx: 4,
      stroke: t.SQUAD_COLOUR[ctfSquad(i)] }, e);
    t.el('title', {}, e, `${ctfSquad(i)} team token ${i % 2 + 1} (a base) on ${x},${y}`);
  });
  ctf.flags.forEach((f, i) => {
    const who = ctfSquad(i);
    let x, y, tip;
    if (f.where === 'map') {
      const [fx, fy] = cellOf(f.at);
      x = t.cx(fx) + 8; y = t.cy(fy) - 6; tip = `${who} flag ${i % 2 + 1} on ${fx},${fy}`;
    } else if (f.where === 'carried' && obs.legends[f.at]?.on_map) {
      const lg = obs.legends[f.at];
      x = t.cx(lg.x) - 14; y = t.cy(lg.y) - 14; tip = `${who} flag ${i % 2 + 1} carried by ${lg.name}`;
    } else return;
    const e = flagShape(t, x, y, t.SQUAD_COLOUR[who], tip);
    e.setAttribute('data-flag', i);
    e.setAttribute('data-where', f.where);
    g.appendChild(e);
  });
}

function drawLockedBeacon(g, obs, map, t) {
  const b = obs.equipment?.locked_beacon;
  if (b === undefined || b < 0) return;
  const c = map.components.filter((k) => k.kind === 'respawn_beacon')[b];
  if (!c) return;
  const e = t.el('g', { class: 'locked-beacon' }, g);
  t.el('rect', { x: t.cx(c.x) + 4, y: t.cy(c.y) - 16, width: 12, height: 10, rx: 2 }, e);
  t.el('path', { d: `M${t.cx(c.x) + 6},${t.cy(c.y) - 16} v-3 a4,4 0 0 1 8,0 v3`, class: 'shackle' }, e);
  t.el('title', {}, e, `Locked respawn beacon on ${c.x},${c.y} (a lock token on it)`);
}

function drawDrops(g, obs, t) {
  const sd = obs.supply_drops;
  if (!sd) return;
  for (const m of sd.markers) {
    if (m.x === undefined) continue;
    const e = t.el('g', { class: 'deploy-marker' }, g);
    t.el('circle', { cx: t.px(m.x) + 8, cy: t.px(m.y) + 8, r: 6, stroke: t.SQUAD_COLOUR[m.squad] }, e);
    t.el('title', {}, e, `${m.squad} deployment marker on ${m.x},${m.y}`);
  }
  sd.drops.forEach((d, i) => {
    if (d.where !== 'map') return;
    const e = t.el('g', { class: `supply-drop${d.closed ? ' closed' : ' open'}`, 'data-drop': i }, g);
    t.el('rect', { x: t.px(d.x) + 5, y: t.px(d.y) + 5, width: 16, height: 14, rx: 2 }, e);
    t.el('text', { x: t.px(d.x) + 13, y: t.px(d.y) + 16 }, e, d.closed ? 'D' : 'd');
    t.el('title', {}, e, `Supply drop ${i + 1} on ${d.x},${d.y}: ${d.closed ? 'closed' : 'open'}`);
  });
}

function drawCrafting(g, obs, t) {
  for (const [x, y] of obs.replicator?.markers || []) {
    const e = t.el('g', { class: 'craft-marker' }, g);
    const X = t.px(x) + t.CS - 9, Y = t.px(y) + 9;
    t.el('polygon', { points: [0, 60, 120, 180, 240, 300].map((a) =>
      `${X + 6 * Math.cos((a * Math.PI) / 180)},${Y + 6 * Math.sin((a * Math.PI) / 180)}`).join(' ') }, e);
    t.el('title', {}, e, `Crafting marker on ${x},${y}`);
  }
}

function drawHeat(g, obs, t) {
  for (const [x, y] of obs.heat_shields || []) {
    const e = t.el('g', { class: 'heat-shield' }, g);
    t.el('rect', { x: t.px(x - 1), y: t.px(y - 1), width: 3 * t.CS, height: 3 * t.CS, class: 'heat-zone' }, e);
    t.el('circle', { cx: t.cx(x), cy: t.cy(y), r: 12 }, e);
    t.el('text', { x: t.cx(x), y: t.cy(y) + 4 }, e, 'H');
    t.el('title', {}, e, `Heat shield on ${x},${y}: no ring damage within range 1 (HEAT-5)`);
  }
}

// t: board.js's drawing tools {el, px, cx, cy, CS, SQUAD_COLOUR}.
export function drawModeObjects(g, obs, map, t) {
  drawCtf(g, obs, t);
  drawLockedBeacon(g, obs, map, t);
  drawDrops(g, obs, t);
  drawCrafting(g, obs, t);
  drawHeat(g, obs, t);
}
