// aim.js — every Shoot on an Aim board, drawn from the observation's
// record (GET .../state: observation.record.shots, docs/protocol.md "The
// record of the turn"): the shooter, target and weapon, the hit threshold
// the Shoot used with each modifier and its source (reactions included),
// each Aim card in its slot with its modifier, verdict and the rule
// (AIM-11, AIM-12, AIM-14), headshots and helmet saves, then the damage.
// One column per slot of the Aim board (AIM-18). Nothing here reads the
// log's words: the engine gives the numbers.
import { h } from './dom.js';
import { ruleLink } from './rules.js';

const signed = (n) => `${n > 0 ? '+' : ''}${n}`;

// The Shoots of the current and the previous turn, oldest first.
export function shotsOf(obs) {
  return obs?.record?.shots || [];
}

// Why a card hit or missed, in words, from the engine's reason.
function whyText(c, ht) {
  switch (c.why) {
    case 'threshold': return `${c.value}${signed(c.modifier)}=${c.value + c.modifier} ${c.hit ? '≥' : '<'} ${ht}`;
    case 'lower': return 'automatic hit: target lower';
    case 'higher': return 'automatic miss: target higher';
    case 'cover': return 'automatic miss: target behind cover';
    case 'higher_beats_lower': return 'automatic miss: higher beats lower';
    case 'cover_beats_lower': return 'automatic miss: cover beats lower';
    default: return '';
  }
}

// "50 (weapon) +5 (range) +10 (Brace, reaction)": the threshold's parts.
export function thresholdText(t) {
  const parts = [`${t.weapon} weapon`];
  if (t.range) parts.push(`${signed(t.range)} range`);
  if (t.optic) parts.push(`${signed(t.optic)} optic`);
  for (const m of t.modifiers || []) parts.push(`${signed(m.modifier)} ${m.source}${m.kind !== 'other' ? ` (${m.kind})` : ''}`);
  return `${t.ht} = ${parts.join(' ')}`;
}

function resultText(s) {
  const hits = `${s.hits} ${s.hits === 1 ? 'hit' : 'hits'}`;
  const heads = s.headshots ? `, ${s.headshots} ${s.headshots === 1 ? 'headshot' : 'headshots'}` : '';
  const helmet = s.helmet_saves ? `, the helmet stopped ${s.helmet_saves}` : '';
  const half = s.half_hits ? ` (${s.half_hits} from half-hit icons)` : '';
  const where = s.damage ? ` (${s.to_shield} to shield, ${s.to_health} to health${s.knockdown_prevented ? ', the knockdown shield prevented some' : ''})` : '';
  return `${hits}${half}${heads}${helmet}: ${s.damage} damage${where}${s.eliminated ? ' — eliminated' : ''}`;
}

// One Shoot (an entry of observation.record.shots) drawn on the Aim board;
// names of the legends from obs.legends.
export function aimBoard(shot, obs) {
  const name = (l) => obs?.legends?.[l]?.name || `legend ${l + 1}`;
  const slots = [-3, -2, -1, 0, 1, 2, 3, 4, 5];
  for (const c of shot.cards) if (!slots.includes(c.slot)) slots.push(c.slot);
  slots.sort((a, b) => a - b);
  const mod = {};
  for (const c of shot.cards) mod[c.slot] = c.modifier;
  const cols = slots.map((s) => h('div', { class: `slot${s === 0 ? ' start' : ''}` },
    h('div', { class: 'slot-head' }, `${signed(s)}`, mod[s] !== undefined ? h('small', {}, ` (${signed(mod[s])})`) : null),
    ...shot.cards.filter((c) => c.slot === s).map((c) =>
      h('div', { class: `aim-card ${c.hit ? 'hit' : 'miss'}`, title: `${whyText(c, shot.threshold.ht)} (${c.rule})` },
        h('b', {}, String(c.value)), c.headshot ? h('span', { class: 'hs' }, 'HS') : null,
        c.helmet ? h('span', { class: 'hs helmet' }, 'helmet') : null,
        h('div', { class: 'verdict' }, c.hit ? 'hit' : 'miss'),
        h('div', { class: 'why' }, whyText(c, shot.threshold.ht), c.rule ? [' ', ruleLink(c.rule)] : null)))));
  const terrain = [shot.cover ? 'target behind cover' : null, shot.target_lower ? 'target lower' : null,
    shot.target_higher ? 'target higher' : null].filter(Boolean);
  return h('div', { class: 'aim' },
    h('div', { class: 'aim-title' }, h('b', {}, `${name(shot.shooter)} → ${name(shot.target)}`), ` with the ${shot.weapon_name}, distance ${shot.distance}`),
    h('div', { class: 'aim-ht' }, `Hit threshold ${thresholdText(shot.threshold)}`),
    terrain.length ? h('div', { class: 'aim-note' }, terrain.join(', ')) : null,
    h('div', { class: 'aim-slots' }, ...cols),
    h('div', { class: 'aim-result' }, resultText(shot)));
}
