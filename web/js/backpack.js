// backpack.js — the loot panel of a decision (issue 15): the free loot
// handling of an activation (ACT-17: drop a token, pick one up; ATTACH:
// fit and take off attachments; the Replicator's markers, REPL-6, REPL-7)
// shown as the items themselves, not as dozens of rows "drop X on x,y".
// Click an item of the backpack: its drop spots light up on the board (as
// drop spots, not move squares) and what else it can do (fit it on a
// weapon) appears as a few buttons; tokens within reach are buttons to
// pick up.
import { h } from './dom.js';
import { content } from './api.js';
import { prettyId } from './board.js';
import { optA } from './options.js';

export const PACK_KINDS = new Set(['LOOT_DROP', 'LOOT_PICK', 'FIT', 'UNFIT', 'CRAFT_PICK', 'CRAFT_DROP']);

const itemName = (id) => content.items[id] || prettyId(id);

// The panel for the options of kinds PACK_KINDS; sel: the backpack slot
// picked (or null); on: {pick(slot), choose(option)}.
export function backpackPanel(obs, legend, opts, sel, on) {
  const mine = opts.filter((o) => PACK_KINDS.has(o.kind));
  if (!mine.length) return null;
  const lg = obs.legends[legend] || {};
  const pack = lg.backpack || [];
  const bySlot = new Map();                           // backpack slot -> its options
  for (const o of mine) {
    if (o.kind !== 'LOOT_DROP' && o.kind !== 'FIT') continue;
    const s = optA(o.code);
    if (!bySlot.has(s)) bySlot.set(s, []);
    bySlot.get(s).push(o);
  }
  const slots = [...bySlot.keys()].sort((a, b) => a - b).map((s) => {
    const t = pack[s];
    const drops = bySlot.get(s).filter((o) => o.kind === 'LOOT_DROP').length;
    return h('button', { class: `pack-item${sel === s ? ' selected' : ''}`, 'data-slot': s, 'aria-pressed': String(sel === s),
      title: t ? content.itemInfo[t.id]?.effect || '' : '', onclick: () => on.pick(sel === s ? null : s) },
      t ? itemName(t.id) : `slot ${s + 1}`, drops ? h('span', { class: 'sub' }, ` · ${drops} drop spots`) : null);
  });
  const picked = sel !== null && bySlot.has(sel) ? bySlot.get(sel) : [];
  const rest = mine.filter((o) => o.kind !== 'LOOT_DROP' && o.kind !== 'FIT');
  const button = (o) => h('button', { class: 'pack-option', 'data-index': o.index, onclick: () => on.choose(o) }, o.label);
  return h('section', { class: 'backpack-panel', id: 'backpack-panel', 'aria-label': 'Backpack and loot' },
    h('h4', {}, 'Backpack and loot (free actions)'),
    slots.length ? h('div', { class: 'pack-items' }, ...slots) : null,
    sel !== null && picked.length ? h('p', { class: 'hint', id: 'pack-hint' },
      picked.some((o) => o.kind === 'LOOT_DROP') ? 'Click a brown drop spot on the board to drop it there.' : '') : null,
    picked.filter((o) => o.kind === 'FIT').length ? h('div', { class: 'pack-options' }, ...picked.filter((o) => o.kind === 'FIT').map(button)) : null,
    rest.length ? h('div', { class: 'pack-options', id: 'pack-rest' }, ...rest.map(button)) : null);
}
