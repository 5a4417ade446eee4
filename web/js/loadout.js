// loadout.js — Stage 1 as a panel (issue 15; STAGE1-3 … STAGE1-6): each
// legend's pool, item by item; click an item and its few moves appear
// (give it to a squadmate, equip a weapon in a slot, place a token in the
// gear, a backpack slot or on a weapon), in place of 48-59 list rows.
import { h } from './dom.js';
import { content } from './api.js';
import { prettyId } from './board.js';
import { optA, optB } from './options.js';

export const LOADOUT_KINDS = new Set(['GIVE', 'EQUIP', 'PLACE']);

// The piece an option moves: GIVE, EQUIP b; PLACE b's low byte (RF_OPT_PLACE).
const pieceOf = (o) => (o.kind === 'PLACE' ? optB(o.code) & 0xff : optB(o.code));
// Whose pool the piece is in: the legend equipping it (EQUIP a = legend * 2
// + slot) or placing it (PLACE a); a piece only given away has no owner here.
const ownerOf = (o) => (o.kind === 'EQUIP' ? optA(o.code) >> 1 : o.kind === 'PLACE' ? optA(o.code) : -1);
const nameOf = (t) => (!t ? '' : t.weapon ? content.weapons[t.weapon] || t.weapon : content.items[t.id] || prettyId(t.id));

// Each legend's pieces with their moves: Map legend -> Map piece -> options.
function pools(opts) {
  const byPiece = new Map(), owner = new Map();
  for (const o of opts) {
    const p = pieceOf(o);
    if (!byPiece.has(p)) byPiece.set(p, []);
    byPiece.get(p).push(o);
    if (ownerOf(o) >= 0) owner.set(p, ownerOf(o));
  }
  const out = new Map();
  for (const p of [...byPiece.keys()].sort((a, b) => a - b)) {
    const l = owner.has(p) ? owner.get(p) : -1;
    if (!out.has(l)) out.set(l, new Map());
    out.get(l).set(p, byPiece.get(p));
  }
  return out;
}

// sel: the piece picked (or null); on: {pick(piece), choose(option)}.
export function loadoutPanel(obs, legend, opts, sel, on) {
  const mine = opts.filter((o) => LOADOUT_KINDS.has(o.kind));
  if (!mine.length) return null;
  const byLegend = pools(mine);
  const sections = [...byLegend.entries()].map(([l, pieces]) => {
    // The pool lists the legend's pieces in piece order (observe.c
    // put_pool): when every piece of it has a move, the k-th is the k-th.
    const pool = obs.legends[l]?.pool || [];
    const named = pieces.size === pool.length;
    const item = (p, k) => h('button', { class: `pool-item${sel === p ? ' selected' : ''}`, 'data-piece': p,
      'aria-pressed': String(sel === p), onclick: () => on.pick(sel === p ? null : p) },
      named ? nameOf(pool[k]) : `item ${k + 1}`, h('span', { class: 'sub' }, ` · ${pieces.get(p).length} moves`));
    // weapon cards (those that can be equipped) apart from tokens: two short rows
    const all = [...pieces.keys()].map((p, k) => ({ p, k, weapon: pieces.get(p).some((o) => o.kind === 'EQUIP') }));
    const row = (part, list) => (list.length ? h('div', { class: 'pool-items', 'data-legend': l, 'data-part': part },
      ...list.map(({ p, k }) => item(p, k))) : null);
    return h('div', { class: 'pool-of' }, h('b', {}, l >= 0 ? `${obs.legends[l]?.name || ''}’s pool` : 'To give away'),
      row('weapons', all.filter((x) => x.weapon)), row('tokens', all.filter((x) => !x.weapon)));
  });
  const picked = mine.filter((o) => sel !== null && pieceOf(o) === sel);
  return h('section', { class: 'loadout-panel', id: 'loadout-panel', 'aria-label': 'Stage 1 loadout' },
    h('h4', {}, legend >= 0 ? `Stage 1: ${obs.legends[legend]?.name || ''}` : 'Stage 1: the pools'),
    h('p', { class: 'hint' }, 'Click an item of a pool, then where it goes.'),
    ...sections,
    picked.length ? h('div', { class: 'pool-options', id: 'pool-options' }, ...picked.map((o) =>
      h('button', { class: 'pool-option', 'data-index': o.index, onclick: () => on.choose(o) }, o.label))) : null);
}
