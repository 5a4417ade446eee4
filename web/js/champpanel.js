// champpanel.js — Champions in the browser (docs/modes.md, the
// observation's "champions", docs/protocol.md), from the observation only:
//   - the mode board's share: who the champions are (CHAMP-1), their 3 AP
//     (CHAMP-12), the goals (CHAMP-3), the fully kitted deck and its
//     face-up discard pile (CHAMP-5);
//   - each champion's Boss board on its legend board: the dial's 70/70
//     limits (CHAMP-7), the printed items with their lock tokens (CHAMP-16),
//     the active feat card face up (CHAMP-18), the champion-card discard
//     pile (CHAMP-19), the hand (the viewer's own champions only: the
//     observation holds nothing else, CHAMP-10) or its size;
//   - the Champions decisions as cards to click: which feat card to keep,
//     make active or play (RF_OPT_FEAT), which fully kitted card to equip
//     (RF_OPT_KITTED). RF_OPT_CHAMP_AT is a space on the board (options.js).
import { h } from './dom.js';
import { prettyId } from './board.js';
import { content } from './api.js';
import { optB } from './options.js';

const champ = (obs) => obs.champions || null;
// Names as the content prints them (GET /api/content), else the id made readable.
const itemName = (id) => content.items?.[id] || prettyId(id);
const weaponName = (id) => content.weapons?.[id] || id;

// CHAMP-1: whether legend l is a champion.
export const isChampion = (obs, l) => !!champ(obs)?.legends.includes(l);

// CHAMP-7: a champion's dial goes to 70 (DMG-8: 40 for everyone else).
export function healthLimit(obs, l) {
  return isChampion(obs, l) ? champ(obs).limits.health : 40;
}

const cardOf = (obs, id) => champ(obs)?.cards.find((c) => c.id === id) || { id, name: '', top: '', bottom: '' };

// A feat card's face: both effects (CHAMP-19 top when played, CHAMP-20
// bottom while active); `which` stresses the one in use.
function featCard(obs, id, which, attrs = {}) {
  const c = cardOf(obs, id);
  return h('div', { class: `feat-card${which ? ` ${which}` : ''}`, 'data-card': id, title: c.name, ...attrs },
    h('b', {}, c.name),
    h('div', { class: 'feat-top' }, h('i', {}, 'Top: '), c.top),
    h('div', { class: 'feat-bottom' }, h('i', {}, 'Bottom: '), c.bottom));
}

function bossSpaces(obs, l, board) {
  const eq = obs.equipment?.boards.find((k) => k.legend === l);
  const locks = eq ? eq.locks : 0;
  return h('div', { class: 'boss-spaces' }, 'Boss board: ', ...board.spaces.map((id, i) => {
    const locked = (locks >>> i) & 1;
    return h('span', { class: `tok equip${locked ? ' locked' : ''}`, 'data-space': i,
      title: `${itemName(id)}: ${locked ? 'a lock token on it (used)' : 'unlocked (ready)'}` },
    `${itemName(id)}${locked ? ' (locked)' : ''}`);
  }));
}

// The Boss board of champion l (replaces the equipment board's panel).
export function bossBoard(obs, l) {
  const c = champ(obs);
  const b = c?.boards.find((k) => k.legend === l);
  if (!b) return null;
  return h('div', { class: 'boss-board', 'data-legend': l },
    h('div', { class: 'boss-head' }, h('b', {}, 'Champion'), ` · ${c.ap} AP per activation (CHAMP-12) · unlimited ammo (CHAMP-13) · dial limits: health ${c.limits.health}, shield ${c.limits.shield}`),
    bossSpaces(obs, l, b),
    h('div', { class: 'feats' },
      h('div', { class: 'feat-active' }, 'Active champion card: ', b.active ? featCard(obs, b.active, 'active') : 'none yet'),
      b.hand ? h('div', { class: 'feat-hand' }, `Champion cards in hand (${b.hand.length}): `, ...b.hand.map((id) => featCard(obs, id, '')))
        : h('div', { class: 'feat-hand-size' }, `Champion cards in hand: ${b.hand_size}`),
      b.kept && b.kept.length ? h('div', { class: 'feat-kept' }, `Kept at set-up: ${b.kept.join(', ')}`) : null,
      h('div', { class: 'feat-discard' }, 'Champion-card discard: ', b.discard.length ? b.discard.join(', ') : '—')));
}

// The mode board's Champions part.
export function championsBoard(obs) {
  const c = champ(obs);
  if (!c) return null;
  const names = c.legends.map((l) => obs.legends[l]?.name).join(' and ');
  const k = c.kitted;
  return h('div', { class: 'champions', id: 'champions' },
    h('div', {}, `Champions (red): ${names} · ${c.ap} AP each`),
    h('div', { class: 'goals' }, `Goals: the challengers win with ${c.goals.challengers_vp} VP or when round ${c.goals.rounds} ends; `,
      `the champions win with ${c.goals.champions_vp} VP · now red ${obs.vp[0]}, blue ${obs.vp[1]}`),
    h('div', { class: 'kitted' }, `Fully kitted deck ${k.deck} · discard: `,
      Array.isArray(k.discard) ? (k.discard.length ? k.discard.map(weaponName).join(', ') : '—') : `${k.discard} card(s), out of sight in Stage 1`));
}

// The Champions options of a decision as cards to click (null if none).
export function champChoices(pending, obs, choose) {
  const opts = (pending?.options || []).filter((o) => o.kind === 'FEAT' || o.kind === 'KITTED');
  if (!opts.length || !champ(obs)) return null;
  return h('div', { class: 'champ-choices', id: 'champ-choices' }, ...opts.map((o) => {
    const attrs = { role: 'button', tabindex: 0, 'data-index': o.index, onclick: () => choose(o.index),
      onkeydown: (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); choose(o.index); } } };
    if (o.kind === 'FEAT') return featCard(obs, champ(obs).cards[optB(o.code)]?.id, 'choice', attrs);
    return h('div', { class: 'feat-card choice kitted', title: o.label, ...attrs }, h('b', {}, o.label));
  }));
}
