// panels.js — each legend's board (health and shield, gear, weapons with
// ammo and attachments, the backpack and hand of the viewer's own squad
// only — the observation holds nothing else — abilities with their tokens)
// and the round board (round track, turn, ring, initiative and cooldown
// tracks with the ability tokens on them); the modes' parts are in
// modepanels.js.
import { h } from './dom.js';
import { prettyId } from './board.js';
import { legendExtras } from './modepanels.js';
import { healthLimit, isChampion } from './champpanel.js';
import { content } from './api.js';
import { count } from './a11y.js';

// Names as printed (GET /api/content); an id the content does not know is
// shown tidied up.
const itemName = (id) => content.items[id] || prettyId(id);
const weaponName = (id) => content.weapons[id] || id;
// An action or ability card: its name, its words in the tooltip.
const cardOf = (table, id, cls) => {
  const k = table[id];
  return h('span', { class: cls, title: k ? k.text : '' }, k ? k.name : prettyId(id));
};

const bar = (label, v, max, cls) =>
  h('div', { class: `bar ${cls}`, title: `${label} ${v}/${max}` },
    h('span', { class: 'fill', style: `width:${max > 0 ? Math.round((100 * Math.max(0, v)) / max) : 0}%` }),
    h('span', { class: 'txt' }, `${label} ${v}/${max}`));

const itemEffect = (id) => content.itemInfo[id]?.effect || '';
const token = (t) => (t ? h('span', { class: `tok${t.exhausted ? ' exhausted' : ''}`, title: itemEffect(t.id) }, itemName(t.id)) : h('span', { class: 'tok empty' }, '—'));

// A weapon card's printed numbers (GET /api/content: WEAPON-9 … WEAPON-16).
export function weaponNumbers(id) {
  const n = content.weaponInfo[id];
  if (!n) return null;
  return h('div', { class: 'weapon-numbers', title: `${n.type}, ${n.ammo} ammo` },
    `range ${n.range[0]}-${n.range[1]} · hit threshold ${n.threshold} · fire rate ${n.rate} · damage ${n.damage}, headshot +${n.headshot}`
    + ` · ammo ${n.ammo_init} ${n.ammo} · stability ${n.stability} · recoil ${n.recoil}`);
}

// unlimited: a champion's weapon spends no ammo (CHAMP-13).
function weapon(w, i, unlimited) {
  if (!w) return h('li', { class: 'weapon empty' }, `slot ${i + 1}: —`);
  return h('li', { class: 'weapon' },
    h('b', {}, w.name), unlimited ? ' · unlimited ammo' : ` · ammo ${w.ammo}`, weaponNumbers(w.id),
    w.attachments.some((a) => a) ? h('div', { class: 'attach' }, 'attachments: ', ...w.attachments.filter((a) => a).map(token)) : null);
}

function abilities(obs, l) {
  const mine = (obs.abilities || []).filter((a) => a.legend === l);
  if (!mine.length) return null;
  return h('div', { class: 'abilities' }, ...mine.map((a) =>
    h('div', { class: 'ability' }, h('b', {}, `${a.type === 'tactical' ? 'Tactical' : 'Ultimate'}: `), cardOf(content.abilities, a.id, 'ability-name'), ' ',
      ...a.tokens.map((t) => h('span', { class: `atok ${t.where.replace(' ', '-')}`, title: tokenText(t) }, tokenText(t))))));
}

function tokenText(t) {
  if (t.where === 'initiative') return `initiative R${t.round} ${t.squad} #${t.order + 1}`;
  if (t.where === 'cooldown') return `cooldown ${t.position}`;
  return t.where === 'supply' ? 'ready' : t.where;
}

export function legendBoard(obs, l, viewerSeat) {
  const lg = obs.legends[l];
  const own = lg.hand !== undefined;      // the observation holds a hand only for the viewer's squad
  const loot = !isChampion(obs, l);       // CHAMP-21: a champion has no gear or backpack tokens
  return h('section', { class: `legend-board ${lg.squad}${obs.active === l ? ' active' : ''}`, 'data-legend': l },
    h('header', {}, h('span', { class: 'dot' }), h('b', {}, lg.name), ` (${lg.squad})`,
      lg.on_map ? ` · ${lg.x},${lg.y} L${lg.level}` : ' · off the map',
      lg.activated ? ' · activated' : '', lg.death_boxes ? ` · ${count(lg.death_boxes, 'death box', 'death boxes')}` : ''),
    bar('Health', lg.health, healthLimit(obs, l), 'health'),
    bar('Shield', lg.shield, lg.shield_max, 'shield'),
    lg.gear.length && loot ? h('div', { class: 'gear' }, 'Gear: ', ...lg.gear.map(token)) : null,
    h('ul', { class: 'weapons' }, ...(lg.weapons.length ? lg.weapons.map((w, i) => weapon(w, i, !loot)) : [h('li', {}, 'weapons unseen')])),
    lg.backpack && loot ? h('div', { class: 'backpack' }, 'Backpack: ', ...lg.backpack.map(token)) : null,
    lg.pool ? h('div', { class: 'pool' }, 'Stage 1 pool: ', ...lg.pool.map((p) => (p.weapon ? h('span', { class: 'tok weapon-card' }, weaponName(p.weapon), weaponNumbers(p.weapon)) : token(p)))) : null,
    own ? h('div', { class: 'hand' }, `Hand (${lg.hand.length}): `, ...lg.hand.map((c) => cardOf(content.cards, c, 'card')))
      : h('div', { class: 'hand-size' }, `Hand: ${lg.hand_size} card(s)`),
    h('div', { class: 'deck' }, `Deck ${lg.deck} · discard: `, ...(lg.discard.length ? lg.discard.flatMap((c, i) => [i ? ', ' : '', cardOf(content.cards, c, 'discarded')]) : ['—'])),
    ...legendExtras(obs, l),
    abilities(obs, l));
}

export function roundBoard(obs, summary) {
  const max = summary?.rounds || 8;
  const track = h('ol', { class: 'round-track' });
  for (let r = 1; r <= max; r++) track.appendChild(h('li', { class: r === obs.round ? 'now' : r < obs.round ? 'past' : '' }, String(r)));
  const init = [], cool = [];
  for (const a of obs.abilities || []) {
    for (const t of a.tokens) {
      const who = `${obs.legends[a.legend]?.name} ${a.type === 'tactical' ? 'T' : 'U'}`;
      if (t.where === 'initiative') init.push({ ...t, who });
      if (t.where === 'cooldown') cool.push({ ...t, who });
    }
  }
  init.sort((a, b) => a.round - b.round || a.squad.localeCompare(b.squad) || a.order - b.order);
  cool.sort((a, b) => a.position - b.position);
  const m = obs.match;
  return h('section', { class: 'round-board' },
    h('header', {}, h('b', {}, `Round ${obs.round} of ${max}`), ` · ${obs.turn} squad's turn`,
      obs.active >= 0 ? ` · ${obs.legends[obs.active]?.name} active, ${obs.ap} AP` : '',
      obs.mode === 'ASSN' || obs.mode === 'CTF' ? '' : ` · VP red ${obs.vp[0]}, blue ${obs.vp[1]}`),   // ASSN-3, CTF-4: no VP
    track,
    m && m.stage !== 'map' ? h('div', { class: 'stage' }, `Stage: ${m.stage}`) : null,
    obs.ring ? h('div', { class: 'ring-info' }, `Ring: columns ${obs.ring.west}–${obs.ring.east}, rows ${obs.ring.north}–${obs.ring.south}; `,
      `${obs.ring.damage} damage outside; next ring card: ${obs.ring.card_words || prettyId(obs.ring.card)} · round marker ${obs.track_pos}`) : h('div', {}, 'No ring'),
    h('div', { class: 'initiative' }, 'Initiative track: ', init.length ? init.map((t) => h('span', { class: 'atok initiative' }, `R${t.round} ${t.squad}: ${t.who}`)) : '—'),
    h('div', { class: 'cooldown' }, 'Cooldown track: ', cool.length ? cool.map((t) => h('span', { class: 'atok cooldown' }, `${t.position}: ${t.who}`)) : '—'),
    h('div', { class: 'decks' }, `Weapon deck ${obs.weapon_deck} · bin deck ${obs.bin_deck} · bags: common ${obs.bags.common}, rare ${obs.bags.rare}, epic ${obs.bags.epic}`));
}
