// ownpanel.js — your own legends at a glance, always next to the board
// (issue 15): for each legend of your squad its health and shield, its
// weapons with their ammo, the size of its hand and what is in its
// backpack. The full legend boards stay further down the side column.
// Only your own squad: the observation holds a hand only for the
// viewer's squad (docs/visibility.md), so a spectator gets no panel.
import { h } from './dom.js';
import { content } from './api.js';
import { prettyId } from './board.js';
import { healthLimit, isChampion } from './champpanel.js';

const itemName = (id) => content.items[id] || prettyId(id);

function meter(cls, label, v, max) {
  const pct = max > 0 ? Math.round((100 * Math.max(0, Math.min(v, max))) / max) : 0;
  return h('div', { class: `own-meter ${cls}`, role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': max, 'aria-valuenow': v,
    'aria-label': `${label} ${v} of ${max}` },
  h('span', { class: 'fill', style: `width:${pct}%` }), h('span', { class: 'txt' }, `${label} ${v}/${max}`));
}

function weaponLine(w, unlimited) {
  if (!w) return null;
  return h('li', { class: 'own-weapon' }, h('b', {}, w.name), unlimited ? ' · unlimited' : ` · ammo ${w.ammo}`);
}

function ownLegend(obs, l) {
  const lg = obs.legends[l];
  const champ = isChampion(obs, l);
  const pack = (lg.backpack || []).filter(Boolean);
  return h('div', { class: `own-legend ${lg.squad}${obs.active === l ? ' active' : ''}${lg.health <= 0 ? ' down' : ''}`, 'data-legend': l },
    h('div', { class: 'own-name' }, h('b', {}, lg.name), lg.on_map ? ` · ${lg.x},${lg.y}` : ' · off the map',
      obs.active === l ? ` · active, ${obs.ap} AP` : ''),
    meter('health', 'Health', lg.health, healthLimit(obs, l)),
    lg.shield_max > 0 ? meter('shield', 'Shield', lg.shield, lg.shield_max) : null,
    h('ul', { class: 'own-weapons' }, ...(lg.weapons.length ? lg.weapons.map((w) => weaponLine(w, champ)) : [h('li', {}, 'no weapon')])),
    h('div', { class: 'own-hand' }, `Hand: ${lg.hand.length} ${lg.hand.length === 1 ? 'card' : 'cards'}`,
      champ ? '' : ` · backpack: ${pack.length ? pack.map((t) => itemName(t.id)).join(', ') : 'empty'}`));
}

// The panel (null for a spectator or before the squads are known).
export function ownPanel(obs) {
  const mine = obs.legends.map((lg, i) => (lg.hand !== undefined ? i : -1)).filter((i) => i >= 0);
  if (!mine.length) return null;
  return h('section', { class: 'own-panel', id: 'own-panel', 'aria-label': 'Your legends' },
    ...mine.map((l) => ownLegend(obs, l)));
}
